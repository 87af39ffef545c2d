import Foundation
import Testing
import TweenKit

/// What the "Coming from tween.js" article tells a tween.js user, each as TweenKit does it.
@MainActor @Suite struct ComingFromTweenJSTests {
    /// `delay` is waited once, before the first pass: repeats follow at once, or after `repeatDelay`.
    @Test func theDelayComesOnceAndRepeatDelayRestsBetweenPasses() {
        let rig = Rig()
        let gauge = Gauge()
        let tween = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        tween.delay = 0.5
        tween.repeatCount = 2
        tween.start()
        rig.driver.advance(by: 1.75)
        #expect(abs(gauge.level - 2.5) < 1e-9, "a quarter into the second pass, with no second delay")
        rig.driver.advance(by: 0.76)
        #expect(tween.state == .finished, "ended at 2.5 s")

        let rested = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        rested.delay = 0.5
        rested.repeatDelay = 0.5
        rested.repeatCount = 2
        rested.start()
        rig.driver.advance(by: 1.75)
        #expect(gauge.level == 10, "resting where the first pass ended")
        rig.driver.advance(by: 0.5)
        #expect(abs(gauge.level - 2.5) < 1e-9, "a quarter into the second pass")
    }

    /// Exactly at a boundary between passes a repeating tween shows the next pass's start (tween.js: the end).
    @Test func atAPassBoundaryTheNextPassesStartShows() {
        let rig = Rig()
        let gauge = Gauge()
        let tween = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        tween.repeatCount = 2
        #expect(tween.value(atTime: 1) == 0)
        tween.start()
        rig.driver.advance(by: 1)
        #expect(gauge.level == 0)
        rig.driver.advance(by: 1)
        #expect(gauge.level == 10 && tween.state == .finished, "the last pass ends on its end")
    }

    /// `onStart` runs once a run, not once a repeat.
    @Test func onStartRunsOnceARun() {
        let rig = Rig()
        let gauge = Gauge()
        var starts = 0
        let tween = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        tween.repeatCount = 3
        tween.onStart { starts += 1 }.start()
        rig.driver.run(for: 3.5)
        #expect(starts == 1 && tween.state == .finished)
    }

    /// `cancel()` of a tween never started completes it `.cancelled`; `start()` then does nothing, `restart()` plays.
    @Test func cancelBeforeStartEndsItAndOnlyRestartPlaysIt() {
        let rig = Rig()
        let gauge = Gauge()
        gauge.level = 3
        var results: [TweenResult] = []
        let tween = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        tween.onComplete { results.append($0) }
        tween.cancel()
        #expect(tween.state == .cancelled && results == [.cancelled])
        tween.start()
        rig.driver.advance(by: 0.5)
        #expect(tween.state == .cancelled && gauge.level == 3, "start() after cancel() writes nothing")
        tween.restart()
        rig.driver.advance(by: 0.5)
        #expect(tween.state == .running && gauge.level == 5)
    }

    /// `finish()` after `cancel()` does nothing: the value stays where the cancel left it. `restart()` then
    /// `finish()` lands on the end.
    @Test func finishAfterCancelDoesNothing() {
        let rig = Rig()
        let gauge = Gauge()
        let tween = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        tween.start()
        rig.driver.advance(by: 0.3)
        tween.cancel()
        tween.finish()
        #expect(tween.state == .cancelled && abs(gauge.level - 3) < 1e-9)
        tween.restart()
        tween.finish()
        #expect(tween.state == .finished && gauge.level == 10)
    }

    /// `restart()` plays from the values the first run started from, not from where the property is now.
    @Test func restartReusesTheFirstRunsStart() {
        let rig = Rig()
        let gauge = Gauge()
        gauge.level = 2
        let tween = Tween(gauge, \.level, to: 10, duration: 1, engine: rig.engine)
        tween.start()
        rig.driver.run(for: 1.5)
        gauge.level = 6
        tween.restart()
        #expect(gauge.level == 2)
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 6, "half-way from 2 to 10")
    }

    /// With `autoreverses`, the backward pass is the forward one played backwards, easing and all: a quarter into
    /// it shows the forward pass's value at three quarters (tween.js eases again from the far end: 93.75 here).
    @Test func aYoyoPlaysItsEasedPassBackwards() {
        let rig = Rig()
        let gauge = Gauge()
        let tween = Tween(gauge, \.level, from: 0, to: 100, duration: 1, curve: .easeInQuad, engine: rig.engine)
        tween.autoreverses = true
        #expect(abs((tween.value(atTime: 1.25) ?? 0) - 56.25) < 1e-9)
        tween.start()
        rig.driver.advance(by: 1.25)
        #expect(abs(gauge.level - 56.25) < 1e-9)

        // tween.js's shape: a sequence of two passes, each eased in.
        let there = Tween(gauge, \.level, from: 0, to: 100, duration: 1, curve: .easeInQuad, engine: rig.engine)
        let back = Tween(gauge, \.level, to: 0, duration: 1, curve: .easeInQuad, engine: rig.engine)
        TweenSequence(engine: rig.engine) {
            there
            back
        }.start()
        rig.driver.advance(by: 1.25)
        #expect(abs(gauge.level - 93.75) < 1e-9)
    }

    /// The elastic curves are easings.net's: `.easeOutElastic` rings with a period of 0.3 of the duration (tween.js's
    /// `Elastic.Out`, 2^(−10x)·sin((x − 0.1)·5π) + 1, with 0.4).
    @Test func elasticRingsWithAPeriodOfPointThree() {
        let curve = TimingCurve.easeOutElastic
        for x in stride(from: 0.05, through: 0.65, by: 0.05) {
            let (now, aPeriodOn) = (curve.value(at: x) - 1, curve.value(at: x + 0.3) - 1)
            #expect(abs(now / 8 - aPeriodOn) < 1e-12, "one period on, the wave is 2⁻³ as tall (x = \(x))")
        }
        let tweenJS = { (x: Double) in exp2(-10 * x) * sin((x - 0.1) * 5 * .pi) + 1 }
        #expect(abs(curve.value(at: 0.2) - tweenJS(0.2)) > 0.05)
        // tween.js's curve, as the article spells it.
        let elastic = TimingCurve.custom { x in x >= 1 ? 1 : pow(2, -10 * x) * sin((x - 0.1) * 5 * .pi) + 1 }
        #expect(elastic.value(at: 0) == 0 && elastic.value(at: 1) == 1 && elastic.value(at: 0.3) == tweenJS(0.3))
    }
}
