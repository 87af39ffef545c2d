import Testing
import TweenKit

/// Handlers that control tweens while a control or a frame is under way: whatever a tween reports as
/// its end is what it does.
@MainActor @Suite struct ReentrancyTests {
    @Test func aCompletionThatCancelsTheTweenOverwritingItCancelsItForGood() {
        let rig = Rig()
        let gauge = Gauge()
        var b: Tween<Double>?
        let a = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine).onComplete { _ in b?.cancel() }
        a.start()
        rig.driver.advance(by: 0.5)
        b = Tween(gauge, \.level, from: 50, to: 100, duration: 1, engine: rig.engine)
        b?.start()
        #expect(a.state == .cancelled && b?.state == .cancelled)
        let shown = gauge.level
        rig.driver.run(for: 1.5)
        #expect(gauge.level == shown && b?.state == .cancelled, "a cancelled tween never writes again")
    }

    @Test func aCompletionThatStartsAThirdTweenOnThePropertyLeavesOneWriter() {
        let rig = Rig()
        let gauge = Gauge()
        var c: Tween<Double>?
        let a = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine).onComplete { _ in
            c = Tween(gauge, \.level, from: 500, to: 600, duration: 1, engine: rig.engine)
            c?.start()
        }
        a.start()
        rig.driver.advance(by: 0.5)
        let b = Tween(gauge, \.level, from: 50, to: 100, duration: 1, engine: rig.engine)
        b.start()
        #expect(b.state == .cancelled && c?.state == .running)
        rig.driver.run(for: 1.5)
        #expect(gauge.level == 600 && c?.state == .finished && b.state == .cancelled)
    }

    @Test func aStartHandlerThatCancelsItsTweenWhenTheDelayEndsStopsItWriting() {
        let rig = Rig()
        let gauge = Gauge()
        gauge.level = -1
        let t = Tween(gauge, \.level, from: 0, to: 100, duration: 1, engine: rig.engine)
        t.delay = 0.5
        t.onStart { t.cancel() }
        t.start()
        let before = gauge.level
        rig.driver.advance(by: 0.75)
        #expect(t.state == .cancelled && gauge.level == before)
    }

    @Test func aStartHandlerThatFinishesItsTweenLeavesTheEndValue() {
        let rig = Rig()
        let gauge = Gauge()
        let t = Tween(gauge, \.level, from: 0, to: 100, duration: 1, engine: rig.engine)
        t.delay = 0.5
        t.onStart { t.finish() }
        t.start()
        rig.driver.advance(by: 0.75)
        #expect(t.state == .finished && gauge.level == 100)
    }

    @Test func aStartHandlerThatCancelsOnStartStopsItBeforeItIsScheduled() {
        let rig = Rig()
        let gauge = Gauge()
        let t = Tween(gauge, \.level, from: 0, to: 100, duration: 1, engine: rig.engine)
        t.onStart { t.cancel() }
        t.start()
        #expect(t.state == .cancelled && rig.engine.activeCount == 0)
    }

    /// A tween's update handler that finishes the tween: completed once, at its end value.
    @Test func anUpdateHandlerThatFinishesItsTweenCompletesOnce() {
        let rig = Rig()
        let gauge = Gauge()
        var results: [TweenResult] = []
        let t = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        t.onUpdate { value in if value > 2 { t.finish() } }.onComplete { results.append($0) }.start()
        rig.driver.advance(by: 0.5)
        #expect(results == [.finished] && gauge.level == 10)
    }
}
