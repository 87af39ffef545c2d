import Testing
import TweenKit

/// Start handlers run exactly once, when the delay is over and playing begins, however it gets there.
@MainActor @Suite struct StartHandlerTests {
    /// C9: a seek from a tween's own start handler, as its delay ends: the first frame plays on from there.
    @Test func aStartHandlerThatSeeksHasTheFirstFramePlayOnFromThere() {
        let rig = Rig()
        let gauge = Gauge()
        let tween = Tween(gauge, \.level, from: 0, to: 100, duration: 1, engine: rig.engine)
        tween.delay = 0.5
        tween.onStart { tween.seek(to: 0.5) }
        tween.start()
        rig.driver.advance(by: 0.75)
        #expect(gauge.level == 50)
    }

    /// A seek runs no handler (E2): seeking a delayed tween past its delay starts it playing without them.
    @Test func seekingADelayedTweenPastItsDelayRunsNoStartHandler() {
        let rig = Rig()
        var started = 0
        let t = Tween(from: 0.0, to: 10.0, duration: 1, engine: rig.engine).onStart { started += 1 }
        t.delay = 1
        t.start()
        rig.driver.advance(by: 0.25)
        #expect(t.state == .delayed && started == 0)
        t.seek(to: 0.5)
        #expect(t.state == .running && started == 0 && t.value == 5)
        rig.driver.run(for: 1)
        #expect(started == 0 && t.state == .finished)
    }

    @Test func aPausedTweenSoughtPastItsDelayResumesPlaying() {
        let rig = Rig()
        var started = 0
        let t = Tween(from: 0.0, to: 10.0, duration: 1, engine: rig.engine).onStart { started += 1 }
        t.delay = 1
        t.start()
        rig.driver.advance(by: 0.25)
        t.pause()
        t.seek(to: 0.5)
        #expect(t.state == .paused && started == 0 && t.value == 5)
        t.resume()
        #expect(t.state == .running)
        rig.driver.advance(by: 0.25)
        #expect(t.value == 7.5 && started == 0)
    }

    @Test func aZeroDurationTweenPlayedReversedFinishesOnItsStartValue() {
        let rig = Rig()
        let gauge = Gauge()
        let t = Tween(gauge, \.level, from: 1, to: 9, duration: 0, engine: rig.engine)
        t.reverse()
        t.start()
        rig.driver.advance(by: 0.1)
        #expect(t.state == .finished && gauge.level == 1)

        let u = Tween(gauge, \.level, from: 1, to: 9, duration: 0, engine: rig.engine)
        u.reverse()
        u.finish()
        #expect(gauge.level == 1)
    }
}
