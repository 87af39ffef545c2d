import Testing

@testable import TweenKit

/// A timeline owns the properties its steps write, as a tween owns its own.
@MainActor
@Suite struct TimelineOwnershipTests {
    final class Box {
        var x = 0.0
    }

    @Test func aStartingSequenceOverwritesAFreeTweenOfItsProperty() {
        let rig = Rig()
        let box = Box()
        var free: [TweenResult] = []
        Tween(box, \.x, from: 0, to: 1000, duration: 10, engine: rig.engine).onComplete { free.append($0) }.start()
        rig.driver.advance(by: 0.5)
        TweenSequence(engine: rig.engine) { Tween(box, \.x, from: 0, to: 10, duration: 1, engine: rig.engine) }
            .start()
        rig.driver.advance(by: 2.5)
        #expect(free == [.cancelled])
        #expect(box.x == 10)
        #expect(rig.engine.inconsistencies().isEmpty)
    }

    @Test func anObjectsHandleSeesAndCancelsTheSequenceAnimatingIt() {
        let rig = Rig()
        let box = Box()
        let show = TweenSequence(engine: rig.engine) {
            Tween(box, \.x, from: 0, to: 100, duration: 1, engine: rig.engine)
        }
        show.start()
        rig.driver.advance(by: 0.25)
        let handle = TweenHandle(box, engine: rig.engine)
        #expect(handle.running.contains { $0 === show })
        handle.cancelAll()
        rig.driver.advance(by: 0.5)
        #expect(show.state == .cancelled && box.x == 25)
    }

    @Test func aFreeTweenStartedOnItsPropertyCancelsTheSequence() {
        let rig = Rig()
        let box = Box()
        let show = TweenSequence(engine: rig.engine) {
            Tween(box, \.x, from: 0, to: 100, duration: 1, engine: rig.engine)
        }
        show.start()
        rig.driver.advance(by: 0.25)
        Tween(box, \.x, to: 500, duration: 1, engine: rig.engine).start()
        #expect(show.state == .cancelled)
        rig.driver.advance(by: 1.5)
        #expect(box.x == 500)
        #expect(rig.engine.inconsistencies().isEmpty)
    }

    @Test func aStepCancelledOnItsOwnStopsWriting() {
        let rig = Rig()
        let box = Box()
        let step = Tween(box, \.x, from: 0, to: 100, duration: 1, engine: rig.engine)
        let show = TweenSequence(engine: rig.engine) { step }
        show.start()
        rig.driver.advance(by: 0.25)
        step.cancel()
        rig.driver.advance(by: 0.5)
        #expect(step.state == .cancelled && box.x == 25)
        #expect(show.state == .running)
    }
}
