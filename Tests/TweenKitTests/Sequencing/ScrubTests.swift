import Testing
import TweenKit

/// Scrubbing by hand, with a manual clock: directly, smoothed on a spring, and handed back to playback.
@MainActor @Suite struct ScrubTests {
    func makeShow(_ rig: Rig, _ gauge: Gauge) -> TweenSequence {
        TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, from: 0, to: 100, duration: 1, engine: rig.engine)
            Tween(gauge, \.level, to: 200, duration: 1, engine: rig.engine)
        }
    }

    @Test func scrubbingHoldsThePlayheadWhereTheHandPutsIt() {
        let rig = Rig()
        let gauge = Gauge()
        let show = makeShow(rig, gauge)
        show.start()
        rig.driver.advance(by: 0.2)
        show.scrub(to: 0.75)
        #expect(show.state == .paused && gauge.level == 150)
        rig.driver.advance(by: 1)
        #expect(gauge.level == 150, "playback does not fight the hand")
        show.scrub(to: 0.25)
        #expect(gauge.level == 50)
        show.play()
        rig.driver.advance(by: 0.25)
        #expect(show.state == .running && abs(gauge.level - 75) < 1e-9, "handed back from where it was")
    }

    @Test func anIdleTimelineScrubbedThenPlayedStartsFromThere() {
        let rig = Rig()
        let gauge = Gauge()
        let show = makeShow(rig, gauge)
        show.scrub(to: 0.5)
        #expect(show.state == .idle && gauge.level == 100)
        show.play()
        rig.driver.advance(by: 0.5)
        #expect(abs(gauge.level - 150) < 1e-9)
    }

    @Test func smoothingEasesTowardTheTargetWithoutOvershootAndLandsOnIt() {
        let rig = Rig()
        let gauge = Gauge()
        let show = makeShow(rig, gauge)
        show.scrub(to: 0.5, smoothing: 0.5)
        #expect(show.isScrubbing && gauge.level == 0)
        var last = 0.0
        for _ in 0..<24 {  // 0.48 s
            rig.driver.advance(by: 0.02)
            #expect(gauge.level >= last && gauge.level <= 100, "critically damped: no overshoot")
            last = gauge.level
        }
        #expect(last > 95, "nearly there by the smoothing time")
        rig.driver.advance(by: 0.1)
        #expect(gauge.level == 100 && !show.isScrubbing && show.state == .idle)
    }

    @Test func aNewTargetMidWayCarriesTheMotionOn() {
        let rig = Rig()
        let gauge = Gauge()
        let show = makeShow(rig, gauge)
        show.scrub(to: 1, smoothing: 1)
        rig.driver.advance(by: 0.2)
        let before = show.progress
        rig.driver.advance(by: 0.001)
        let speedBefore = (show.progress - before) / 0.001
        show.scrub(to: 0.9, smoothing: 1)
        let at = show.progress
        rig.driver.advance(by: 0.001)
        let speedAfter = (show.progress - at) / 0.001
        #expect(speedBefore > 0.5)
        #expect(abs(speedAfter - speedBefore) < 0.02 * speedBefore, "\(speedBefore) then \(speedAfter)")
        rig.driver.advance(by: 3)
        #expect(abs(show.progress - 0.9) < 1e-12)
    }

    @Test func anyControlEndsTheScrubbing() {
        let rig = Rig()
        let gauge = Gauge()
        let show = makeShow(rig, gauge)
        show.start()
        show.scrub(to: 1, smoothing: 1)
        rig.driver.advance(by: 0.1)
        show.seek(to: 0.1)
        rig.driver.advance(by: 0.5)
        #expect(!show.isScrubbing && gauge.level == 20 && show.state == .paused)
        show.scrub(to: 1, smoothing: 1)
        show.resume()
        rig.driver.advance(by: 0.1)
        #expect(!show.isScrubbing && abs(gauge.level - 30) < 1e-9, "resumed from 0.2 s")
    }

    @Test func badScrubInputChangesNothing() {
        let rig = Rig()
        let gauge = Gauge()
        let show = makeShow(rig, gauge)
        show.start()
        rig.driver.advance(by: 0.5)
        show.scrub(to: .nan)
        show.scrub(to: 0.5, smoothing: -1)
        show.scrub(to: 0.5, smoothing: .infinity)
        #expect(show.state == .running && gauge.level == 50 && !show.isScrubbing)
        show.steps[1].scrub(to: 1)  // a step belongs to its timeline
        #expect(gauge.level == 50 && show.steps[1].state == .idle)
    }

    @Test func playTurnsAReversedOneForwardAndReplaysAFinishedOneScrubbedBack() {
        let rig = Rig()
        let gauge = Gauge()
        let show = makeShow(rig, gauge)
        show.start()
        rig.driver.advance(by: 1)
        show.reverse()
        rig.driver.advance(by: 0.5)
        #expect(abs(gauge.level - 50) < 1e-9)
        show.play()
        rig.driver.advance(by: 0.25)
        #expect(abs(gauge.level - 75) < 1e-9 && !show.isReversed)
        rig.driver.advance(by: 2)
        #expect(show.state == .finished && gauge.level == 200)
        show.play()
        #expect(show.state == .finished, "at its end a finished one stays finished")
        show.scrub(to: 0.5)
        show.play()
        rig.driver.advance(by: 0.5)
        #expect(show.state == .running && abs(gauge.level - 150) < 1e-9)
    }
}
