import Testing
import TweenKit

/// Timelines as a GSAP or tween.js user reaches for them: scrubbing by seconds, update and repeat handlers, step
/// times at any depth, and one engine per timeline.
@MainActor @Suite struct TimelineAPITests {
    /// On an endless autoreversing root, progress covers one there-and-back cycle: seconds are what a hand means.
    @Test(arguments: [0.0, 0.3])
    func scrubToTimeLandsOnTheSecondsGiven(smoothing: Double) {
        let rig = Rig()
        let gauge = Gauge()
        let loop = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        (loop.repeatCount, loop.autoreverses) = (.infinity, true)
        loop.start()
        loop.scrub(toTime: 1.2, smoothing: smoothing)
        rig.driver.run(for: 3)
        #expect(loop.state == .paused && abs(loop.time - 1.2) < 1e-6 && abs(gauge.level - 8) < 1e-5, "\(gauge.level)")
        #expect(abs(loop.progress - 0.6) < 1e-6, "a there-and-back cycle of 2 s")
        loop.scrub(toTime: .nan)
        #expect(abs(loop.time - 1.2) < 1e-6)
    }

    @Test func startTimeFindsAStepAtAnyDepthInTheRootsTime() {
        let rig = Rig()
        let inner = Wait(1, engine: rig.engine)
        let group = TweenGroup(engine: rig.engine) {
            Wait(3, engine: rig.engine)
            inner.at(.time(0.5))
        }
        group.delay = 0.25
        group.speed = 2
        let root = TweenSequence(engine: rig.engine) {
            Wait(2, engine: rig.engine)
            group
        }
        #expect(root.startTime(of: group) == 2)
        #expect(root.startTime(of: inner) == 2 + (0.25 + 0.5) / 2)
        #expect(root.startTime(of: Wait(1, engine: rig.engine)) == nil)
    }

    @Test func aTimelineTakesOnlyStepsMadeForItsEngine() throws {
        let rig = Rig()
        let other = Rig()
        let gauge = Gauge()
        let foreign = Tween(gauge, \.level, to: 1, duration: 1, engine: other.engine)
        let root = TweenSequence(engine: rig.engine) { foreign }
        var result: TweenResult?
        root.onComplete { result = $0 }
        root.start()
        #expect(result == .failed(.stepOnAnotherEngine("Tween<Double>")) && gauge.level == 0)
        #expect(throws: TweenError.stepOnAnotherEngine("Wait")) {
            try TweenSequence(engine: rig.engine) {}.add(Wait(1, engine: other.engine))
        }
        // A queue plays each step as a tween of its own, on the engine it was made for.
        let queue = TweenQueue()
        try queue.enqueue(Tween(gauge, \.level, to: 1, duration: 1, engine: other.engine))
        queue.start()
        other.driver.run(for: 2)
        #expect(gauge.level == 1)
    }

    @Test func aTimelinesUpdateHandlersRunEachFrameWhileItPlays() {
        let rig = Rig()
        var rootUpdates = 0
        var innerUpdates = 0
        let inner = TweenSequence(engine: rig.engine) { Wait(0.5, engine: rig.engine) }
        inner.onUpdate { innerUpdates += 1 }
        let root = TweenSequence(engine: rig.engine) {
            Wait(0.5, engine: rig.engine)
            inner
            Wait(1, engine: rig.engine)
        }
        root.onUpdate { rootUpdates += 1 }
        root.start()
        for _ in 0..<20 { rig.driver.advance(by: 0.1) }
        #expect(rootUpdates == 21 && root.state == .finished, "once at the start, then each frame: \(rootUpdates)")
        #expect((4...6).contains(innerUpdates), "the frames inside its half second: \(innerUpdates)")
    }

    /// `onRepeat` runs at each new cycle after the first, for a root or a step, every cycle a long frame passes.
    @Test(arguments: ["tween", "timeline", "step", "nested"])
    func repeatHandlersRunAtEachNewCycle(kind: String) {
        let rig = Rig()
        var cycles = 0
        let tween = Tween(from: 0.0, to: 1.0, duration: 0.5, engine: rig.engine) { _ in }
        let repeating: Playable =
            kind == "tween" || kind == "step" ? tween : TweenSequence(engine: rig.engine) { tween }
        (repeating.repeatCount, repeating.autoreverses) = (3, true)
        repeating.onRepeat { cycles += 1 }
        let root: Playable =
            kind == "tween" || kind == "timeline"
            ? repeating
            : TweenGroup(engine: rig.engine) {
                repeating
                Wait(5, engine: rig.engine)
            }
        root.start()
        rig.driver.advance(by: 1.1)
        #expect(cycles == 1, "the second cycle began at 1 s")
        rig.driver.advance(by: 10)
        #expect(cycles == 2 && root.state == .finished)
    }
}
