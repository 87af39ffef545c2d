import Foundation
import Testing
import TweenKit

/// A class of the app's own that inherits from NSObject: written the same way on every platform.
final class Meter: NSObject {
    var level = 0.0
}

final class Dial: Tweenable {
    var angle = 0.0
    var label = ""
}

@MainActor @Suite struct TweenableTests {
    @Test func theHandleStartsTweensOnItsObject() {
        let rig = Rig()
        let dial = Dial()
        dial.angle = 10
        let t = dial.tween(on: rig.engine).to(\.angle, 30, duration: 1)
        #expect(t?.state == .running)
        rig.driver.advance(by: 0.5)
        #expect(dial.angle == 20)
    }

    @Test func theHandleSeesAndControlsWhatRuns() {
        let rig = Rig()
        let dial = Dial()
        let handle = dial.tween(on: rig.engine)
        handle.to(\.angle, 10, duration: 1)
        Tween(dial, \.label, from: 0.0, to: 1.0, duration: 1, engine: rig.engine) { "\($0)" }.start()
        #expect(handle.running.count == 2)
        handle.pauseAll()
        #expect(handle.running.allSatisfy { $0.state == .paused })
        rig.driver.advance(by: 0.5)
        #expect(dial.angle == 0)
        handle.resumeAll()
        rig.driver.advance(by: 0.5)
        #expect(dial.angle == 5)
        handle.cancelAll()
        #expect(handle.running.isEmpty)
    }

    @Test func eachObjectHasOneQueueThatDoesNotKeepItAlive() throws {
        let rig = Rig()
        var dial: Dial? = Dial()
        let weakDial = WeakBox(dial)
        let queue = dial!.tween.queue
        #expect(dial!.tween.queue === queue)
        #expect(Dial().tween.queue !== queue)
        try queue.enqueue(Tween(dial!, \.angle, to: 5, duration: 1, engine: rig.engine))
        queue.start()
        rig.driver.advance(by: 0.5)
        #expect(dial!.angle == 2.5)
        dial = nil
        rig.driver.advance(by: 0.1)
        #expect(weakDial.object == nil)
        #expect(queue.isEmpty)
    }

    /// An NSObject subclass gets the handle without naming the protocol, on Linux as on Apple
    /// platforms; the engine holds it only while it is tweened, and lets it go with its owner.
    @Test func anNSObjectSubclassIsTweenableAndReleasedWhenItsOwnerLetsGo() {
        let rig = Rig()
        let log = Log()
        var meter: Meter? = Meter()
        let gone = WeakBox(meter)
        meter!.tween(on: rig.engine).to(\.level, 10, duration: 1)?.onComplete { log.results.append($0) }
        rig.driver.advance(by: 0.5)
        #expect(meter?.level == 5)
        meter = nil
        rig.driver.advance(by: 0.1)
        #expect(
            gone.object == nil && log.results == [.cancelled], "released once its owner let go, the tween cancelled")
    }
}
