import Testing

@testable import TweenKit

/// Controls called from inside a playable's own frame (a `Call`, a handler) act once, as they would from
/// outside.
@MainActor @Suite struct ReentrantControlTests {
    /// A `Call` that finishes its own sequence: the sequence finishes once, and the call runs once.
    @Test func aCallThatFinishesItsOwnSequenceRunsOnce() {
        let rig = Rig()
        var show: TweenSequence?
        var calls = 0
        var results: [TweenResult] = []
        show = TweenSequence(engine: rig.engine) {
            Wait(0.2, engine: rig.engine)
            Call(engine: rig.engine) {
                calls += 1
                show?.finish()
            }
            Wait(0.2, engine: rig.engine)
        }
        show?.onComplete { results.append($0) }.start()
        rig.driver.advance(by: 0.3)
        #expect(calls == 1)
        #expect(results == [.finished])
        #expect(show?.state == .finished)
    }

    /// The same, with the call guarding itself: it still runs once, however the finish crosses it again.
    @Test func aGuardedCallThatFinishesItsSequenceRunsOnce() {
        let rig = Rig()
        var show: TweenSequence?
        var calls = 0
        var finished = false
        show = TweenSequence(engine: rig.engine) {
            Wait(0.2, engine: rig.engine)
            Call(engine: rig.engine) {
                calls += 1
                if !finished {
                    finished = true
                    show?.finish()
                }
            }
            Wait(0.2, engine: rig.engine)
        }
        show?.start()
        rig.driver.advance(by: 0.3)
        #expect(calls == 1)
        #expect(show?.state == .finished)
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
