import Testing
import TweenKit

/// Who ends what: a handle's cancelAll, a queue let go, a step whose target went away, a cancel from
/// inside a completion.
@MainActor @Suite(.tags(.queue)) struct OwnershipTests {
    final class Dial: Tweenable {
        var angle = 0.0
        var scale = 1.0
        var label = ""
    }

    /// An object with tweens of two properties: each owns its own, a newer tween of one replaces only that one, and
    /// the object's handle lists them in the order they claimed.
    @Test func tweensOfTwoPropertiesOfOneObjectEachOwnTheirs() {
        let rig = Rig()
        let dial = Dial()
        let handle = dial.tween(on: rig.engine)
        let angle = Tween(dial, \.angle, to: 10, duration: 1, engine: rig.engine)
        let scale = Tween(dial, \.scale, to: 2, duration: 1, engine: rig.engine)
        angle.start()
        scale.start()
        // In the order they claimed: a newer owner of a property takes its place.
        #expect(handle.running.map(ObjectIdentifier.init) == [ObjectIdentifier(angle), ObjectIdentifier(scale)])
        let newer = Tween(dial, \.angle, to: 20, duration: 1, engine: rig.engine)
        newer.start()
        #expect(angle.state == .cancelled && scale.state == .running)
        #expect(handle.running.map(ObjectIdentifier.init) == [ObjectIdentifier(newer), ObjectIdentifier(scale)])
        scale.cancel()
        #expect(handle.running.map(ObjectIdentifier.init) == [ObjectIdentifier(newer)])
        rig.driver.run(for: 2)
        #expect(handle.running.isEmpty && dial.angle == 20 && dial.scale == 1)
    }

    @Test func cancelAllOnAHandleStopsItsQueueFromStartingTheNextStep() throws {
        let rig = Rig()
        let dial = Dial()
        let handle = dial.tween(on: rig.engine)
        let first = Tween(dial, \.angle, to: 10, duration: 1, engine: rig.engine)
        let second = Tween(dial, \.angle, from: 100, to: 200, duration: 1, engine: rig.engine)
        try handle.queue.enqueue(first)
        try handle.queue.enqueue(second)
        handle.queue.start()
        rig.driver.advance(by: 0.5)
        handle.cancelAll()
        rig.driver.run(for: 1)
        #expect(first.state == .cancelled && second.state == .cancelled && dial.angle == 5)
        #expect(handle.running.isEmpty)
    }

    @Test func aHandleSeesAndCancelsACountOnItsObject() {
        let rig = Rig()
        let dial = Dial()
        let handle = dial.tween(on: rig.engine)
        let count = Tween<Int>.count(dial, \.label, from: 0, to: 100, duration: 1, engine: rig.engine)
        count.start()
        rig.driver.advance(by: 0.5)
        #expect(handle.running.contains { $0 === count })
        handle.cancelAll()
        #expect(count.state == .cancelled)
    }

    @Test func aStartedQueueThatNoOneHoldsPlaysOnToTheEnd() throws {
        let rig = Rig()
        let dial = Dial()
        var results: [TweenResult] = []
        func play() throws {
            let queue = TweenQueue()
            try queue.enqueue(Tween(dial, \.angle, to: 10, duration: 0.5, engine: rig.engine))
            try queue.enqueue(
                Tween(dial, \.angle, to: 20, duration: 0.5, engine: rig.engine).onComplete { results.append($0) })
            queue.start()
        }
        try play()
        rig.driver.run(for: 1.5)
        #expect(results == [.finished] && dial.angle == 20)
    }

    @Test func theStepsOfAQueueLetGoBeforeItStartsCompleteCancelled() async throws {
        let rig = Rig()
        var results: [TweenResult] = []
        let step = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine).onComplete { results.append($0) }
        do {
            let queue = TweenQueue()
            try queue.enqueue(step)
        }
        for _ in 0..<10 where results.isEmpty { await Task.yield() }
        #expect(results == [.cancelled] && step.state == .cancelled)
    }

    @Test func aCountWhoseObjectWentAwayEndsCancelled() {
        let rig = Rig()
        var dial: Dial? = Dial()
        let count = Tween<Int>.count(dial!, \.label, from: 0, to: 100, duration: 1, engine: rig.engine)
        count.start()
        rig.driver.advance(by: 0.25)
        dial = nil
        rig.driver.run(for: 1)
        #expect(count.state == .cancelled)
    }
}
