import Testing

@testable import TweenKit

/// Tweens never keep their targets alive, paused or not.
@MainActor @Suite struct LifetimeTests {
    @Test func aPausedTweenDoesNotKeepItsTargetAlive() {
        let rig = Rig()
        var gauge: Gauge? = Gauge()
        let watched = WeakBox(gauge)
        let t = Tween(gauge!, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        t.start()
        rig.driver.advance(by: 0.5)
        t.pause()
        rig.driver.advance(by: 0.1)
        #expect(!rig.driver.isRunning, "nothing plays: the engine asks for no frames")
        gauge = nil
        #expect(watched.object == nil)
        t.resume()
        #expect(t.state == .cancelled)
    }

    /// However a paused tween whose object has gone ends (resumed, cancelled, or found by the engine's sweep
    /// of its books while another tween's frames run), the books keep nothing of it.
    /// The three endings in a loop (a line each in the test log would bury the summary); failures name it.
    @Test func aPausedTweenWhoseTargetWentAwayLeavesNothingBehind() {
        for ending in ["resume", "cancel", "frames"] {
            aPausedTweenWhoseTargetWentAwayLeavesNothingBehind(ending: ending)
        }
    }

    func aPausedTweenWhoseTargetWentAwayLeavesNothingBehind(ending: String) {
        let rig = Rig()
        var gauge: Gauge? = Gauge()
        let t = Tween(gauge!, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        t.start()
        rig.driver.advance(by: 0.5)
        t.pause()
        gauge = nil
        switch ending {
        case "resume": t.resume()
        case "cancel": t.cancel()
        default:
            Tween(from: 0.0, to: 1.0, duration: 10, engine: rig.engine) { _ in }.start()
            for _ in 0...TweenEngine.framesBetweenSweeps { rig.driver.advance(by: 1.0 / 60) }
        }
        #expect(t.state == .cancelled, "\(ending)")
        #expect(rig.engine.inconsistencies().isEmpty, "\(ending): \(rig.engine.inconsistencies())")
    }

    @Test func aPausedTweenIsStillOverwrittenAndListed() {
        let rig = Rig()
        let gauge = Gauge()
        let a = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        a.start()
        rig.driver.advance(by: 0.5)
        a.pause()
        #expect(TweenHandle(gauge, engine: rig.engine).running.contains { $0 === a })
        let b = Tween(gauge, \.level, to: 20, duration: 1, engine: rig.engine)
        b.start()
        #expect(a.state == .cancelled && b.state == .running)
        a.resume()
        rig.driver.run(for: 1.5)
        #expect(gauge.level == 20)
    }

    @Test func aResumedTweenPlaysOnAndHoldsItsTargetAgain() {
        let rig = Rig()
        let gauge = Gauge()
        let a = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        a.start()
        rig.driver.advance(by: 0.5)
        a.pause()
        rig.driver.advance(by: 5)
        a.resume()
        rig.driver.advance(by: 0.25)
        #expect(gauge.level == 7.5)
        rig.driver.run(for: 1)
        #expect(gauge.level == 10 && a.state == .finished)
    }
}
