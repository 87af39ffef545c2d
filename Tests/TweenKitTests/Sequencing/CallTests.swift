import Testing
import TweenKit

/// A `Call` runs once each time playback crosses it going forward: never once per frame, never twice
/// for one crossing, never while playing backwards.
@MainActor @Suite struct CallTests {
    /// A sequence of a wait, a call and another wait.
    func callBetweenWaits(
        _ rig: Rig, _ before: Double, _ after: Double, onSeek: Bool = false,
        _ action: @escaping () -> Void
    ) -> TweenSequence {
        TweenSequence(engine: rig.engine) {
            Wait(before, engine: rig.engine)
            Call(onSeek: onSeek, engine: rig.engine, action)
            Wait(after, engine: rig.engine)
        }
    }

    @Test func aDelayedCallInASequenceFiresOnceWhenItsDelayEnds() {
        let rig = Rig()
        var fired: [Double] = []
        let call = Call(engine: rig.engine) { fired.append(rig.engine.now) }
        call.delay = 0.5
        let show = TweenSequence(engine: rig.engine) {
            Wait(0.5, engine: rig.engine)
            call
            Wait(1, engine: rig.engine)
        }
        show.start()
        rig.driver.run(for: 2.5, framesPerSecond: 60)
        #expect(fired.count == 1 && abs(fired[0] - 1) < 1 / 59, "fired at 1 s, once")
    }

    @Test func aCallStartedOnItsOwnFiresOnce() {
        let rig = Rig()
        var fired = 0
        let call = Call(engine: rig.engine) { fired += 1 }
        var results: [TweenResult] = []
        call.onComplete { results.append($0) }
        call.start()
        rig.driver.run(for: 0.5)
        #expect(fired == 1 && results == [.finished])
    }

    @Test func aCallInAQueueFiresOnce() throws {
        let rig = Rig()
        var fired = 0
        let queue = TweenQueue()
        try queue.enqueue(Tween(from: 0.0, to: 1.0, duration: 0.1, engine: rig.engine))
        try queue.enqueue(Call(engine: rig.engine) { fired += 1 })
        try queue.enqueue(Tween(from: 0.0, to: 1.0, duration: 0.1, engine: rig.engine))
        queue.start()
        rig.driver.run(for: 1)
        #expect(fired == 1 && queue.isEmpty)
    }

    @Test func aCallThatAlsoFiresOnSeeksFiresOnceOnPlayAndOnceForAFrameThatLandsOnIt() {
        let rig = Rig()
        var fired = 0
        let show = TweenSequence(engine: rig.engine) {
            Call(onSeek: true, engine: rig.engine) { fired += 1 }
            Wait(1, engine: rig.engine)
        }
        show.start()
        rig.driver.advance(by: 0.1)
        rig.driver.advance(by: 0.1)
        #expect(fired == 1)

        var landed = 0
        let other = callBetweenWaits(rig, 0.5, 0.5, onSeek: true) { landed += 1 }
        other.start()
        rig.driver.advance(by: 0.5)  // exactly on it
        rig.driver.advance(by: 0.1)
        #expect(landed == 1)
    }

    @Test func aCallDoesNotFireWhileARepeatingSequencePlaysBackwards() {
        let rig = Rig()
        var fired = 0
        let show = callBetweenWaits(rig, 0.5, 0.5) { fired += 1 }
        show.repeatCount = 3
        show.reverse()
        show.start()
        rig.driver.run(for: 3.5)
        #expect(fired == 0 && show.state == .finished)
    }

    @Test func aRepeatingSequenceFiresItsCallOncePerCycle() {
        let rig = Rig()
        var fired = 0
        let show = callBetweenWaits(rig, 0.5, 0.5) { fired += 1 }
        show.repeatCount = 3
        show.start()
        rig.driver.run(for: 3.5)
        #expect(fired == 3)
    }

    @Test func finishFiresTheCallsItJumpsOverOnce() {
        let rig = Rig()
        var fired = 0
        let show = callBetweenWaits(rig, 1, 1) { fired += 1 }
        show.start()
        rig.driver.advance(by: 0.5)
        show.finish()
        rig.driver.advance(by: 0.5)
        #expect(fired == 1 && show.state == .finished)
    }
}
