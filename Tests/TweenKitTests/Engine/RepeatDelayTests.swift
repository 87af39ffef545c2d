import Testing
import TweenKit

/// `repeatDelay`: rests between passes, part of the one timing model, checked against times worked out by
/// hand and against a reference that lays the passes and rests out one by one.
@MainActor @Suite struct RepeatDelayTests {
    @Test func restsSitBetweenPassesAndHoldWhereThePassEnded() {
        let t = TweenTiming(duration: 1, delay: 0.5, repeatCount: 3, repeatDelay: 0.25)
        #expect(t.activeDuration == 3.5 && t.totalDuration == 4)
        #expect(t.position(at: 1) == .active(progress: 0.5))
        #expect(t.position(at: 1.6) == .active(progress: 1), "resting after the first pass")
        #expect(t.isResting(at: 1.6) && !t.isResting(at: 1))
        #expect(t.position(at: 2.0) == .active(progress: 0.25), "the second pass began at 1.75")
        #expect(t.position(at: 3.5) == .active(progress: 0.5), "the third began at 3")
        #expect(t.position(at: 4) == .ended(progress: 1))
        #expect(t.pass(at: 1.6) == 0 && t.pass(at: 2) == 1 && t.pass(at: 100) == 2)
    }

    @Test func withAutoreverseTheRestComesBetweenEveryPass() {
        let t = TweenTiming(duration: 2, repeatCount: 1.5, autoreverses: true, repeatDelay: 1)
        // Passes: forward 0–2, rest, back 3–5, rest, forward 6–8 (the half cycle), end.
        #expect(t.activeDuration == 8)
        #expect(t.position(at: 2.5) == .active(progress: 1))
        #expect(t.position(at: 4) == .active(progress: 0.5), "on the way back")
        #expect(t.position(at: 5.5) == .active(progress: 0), "resting at the start before going out again")
        #expect(t.position(at: 7) == .active(progress: 0.5))
        #expect(t.position(at: 8) == .ended(progress: 1))
        let forever = TweenTiming(duration: 2, repeatCount: .infinity, autoreverses: true, repeatDelay: 1)
        #expect(forever.activeDuration == .infinity)
        #expect(forever.localTime(atOverallProgress: 1) == 5, "one cycle: out, rest, back")
    }

    @Test func aFractionalRepeatStopsPartWayAfterItsRest() {
        let t = TweenTiming(duration: 1, repeatCount: 2.5, repeatDelay: 0.5)
        #expect(t.activeDuration == 3.5)
        #expect(t.position(at: 3.25) == .active(progress: 0.25))
        #expect(t.position(at: 3.5) == .ended(progress: 0.5))
    }

    /// The passes and rests laid out one by one, as a reader would draw them.
    static func reference(_ t: TweenTiming, at local: Double) -> Double {
        var start = t.delay
        let passes = Int((t.repeatCount * (t.autoreverses ? 2 : 1)).rounded(.up))
        var progress = 0.0
        for pass in 0..<passes {
            let backward = t.autoreverses && pass % 2 == 1
            let length = min(1, t.repeatCount * (t.autoreverses ? 2 : 1) - Double(pass)) * t.duration
            if local < start { return progress }
            let into = min(local - start, length) / t.duration
            progress = backward ? 1 - into : into
            start += length + t.repeatDelay
        }
        return progress
    }

    @Test func positionMatchesTheLaidOutPassesEverywhere() {
        let timings = [
            TweenTiming(duration: 1, delay: 0.3, repeatCount: 3, repeatDelay: 0.4),
            TweenTiming(duration: 0.7, repeatCount: 2.5, autoreverses: true, repeatDelay: 0.2),
            TweenTiming(duration: 2, repeatCount: 2, autoreverses: true, repeatDelay: 1.5),
        ]
        for t in timings {
            for i in 0...400 {
                let local = Double(i) * 0.0173
                #expect(
                    abs(t.position(at: local).progress - Self.reference(t, at: local)) < 1e-9,
                    "\(t) at \(local)")
            }
        }
    }

    @Test func aTweenRestsThenPlaysAgainAndSeeksAndReversesThroughTheRests() {
        let rig = Rig()
        var shown = -1.0
        let blink = Tween(from: 0.0, to: 10.0, duration: 1, engine: rig.engine) { shown = $0 }
        blink.repeatCount = 2
        blink.repeatDelay = 0.5
        #expect(blink.totalDuration == 2.5)
        blink.start()
        rig.driver.advance(by: 1.2)
        #expect(shown == 10 && blink.state == .running)
        rig.driver.advance(by: 0.5)
        #expect(abs(shown - 2) < 1e-9, "the second pass began at 1.5")
        blink.seek(to: 0.5)  // 1.25 s of 2.5: in the rest
        #expect(shown == 10)
        blink.reverse()
        rig.driver.advance(by: 0.5)  // back to 0.75 s: in the first pass
        #expect(abs(shown - 7.5) < 1e-9)
        rig.driver.advance(by: 1)
        #expect(shown == 0 && blink.state == .finished)
    }

    @Test func nothingMovesDuringARest() {
        let rig = Rig()
        let tween = Tween(from: 0.0, to: 10.0, duration: 1, engine: rig.engine) { _ in }
        tween.repeatCount = 2
        tween.repeatDelay = 1
        tween.start()
        rig.driver.advance(by: 0.5)
        #expect(tween.velocity == 10)
        rig.driver.advance(by: 1)
        #expect(tween.velocity == 0, "resting")
        rig.driver.advance(by: 0.75)
        #expect(tween.velocity == 10)
    }

    @Test func aNegativeOrNonFiniteRepeatDelayFailsClearly() {
        let rig = Rig()
        var writes = 0
        let tween = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine) { _ in writes += 1 }
        var result: TweenResult?
        tween.repeatDelay = -1
        tween.onComplete { result = $0 }.start()
        #expect(
            result == .failed(.invalidParameter(name: "repeatDelay", value: -1, expected: "finite and not negative")))
        #expect(writes == 0)
        #expect(TweenTiming(duration: 1, repeatDelay: .nan).validate() != nil)
    }
}
