import Testing

@testable import TweenKit

@MainActor @Suite struct EngineTests {
    @Test func theDriverRunsOnlyWhileSomethingIsActive() {
        let rig = Rig()
        #expect(!rig.driver.isRunning)
        let t = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
        t.start()
        #expect(rig.driver.isRunning && rig.engine.activeCount == 1)
        t.pause()
        rig.driver.advance(by: 0.1)
        #expect(!rig.driver.isRunning, "a paused tween needs no frames")
        t.resume()
        #expect(rig.driver.isRunning)
        rig.driver.advance(by: 2)
        #expect(!rig.driver.isRunning && rig.engine.activeCount == 0)
        Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine).start()
        #expect(rig.driver.isRunning, "restarts when a tween starts")
    }

    @Test func callbacksMayStartAndCancelDuringAFrame() {
        let rig = Rig()
        var a = 0.0
        var b = 0.0
        var c = 0.0
        let third = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine) { c = $0 }
        var started: Tween<Double>?
        let first = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine) { a = $0 }
        first.onUpdate { value in
            if value >= 0.5 && started == nil {
                started = Tween(from: 10.0, to: 20.0, duration: 1, engine: rig.engine) { b = $0 }
                started?.start()
                third.cancel()
            }
        }
        first.start()
        third.start()
        rig.driver.advance(by: 0.5)
        #expect(a == 0.5 && b == 10 && c == 0, "the new tween showed its start; the cancelled one was not advanced")
        rig.driver.advance(by: 0.25)
        #expect(a == 0.75 && b == 12.5)
        #expect(third.state == .cancelled)
    }

    /// A tween stopped during a frame by a later tween's callback, after its own step in that frame:
    /// it is not advanced again, counts as inactive at once, and the driver stops when the rest ends.
    @Test func aTweenStoppedAfterItsStepInAFrameIsNotAdvancedAgain() {
        let rig = Rig()
        var a = 0.0
        let early = Tween(from: 0.0, to: 1.0, duration: 4, engine: rig.engine) { a = $0 }
        let late = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
        late.onUpdate { value in if value >= 0.5 { early.pause() } }
        early.start()
        late.start()
        rig.driver.advance(by: 0.5)
        #expect(a == 0.125 && early.state == .paused && rig.engine.activeCount == 1)
        rig.driver.advance(by: 0.25)
        #expect(a == 0.125, "paused in the last frame: not stepped in this one")
        rig.driver.advance(by: 0.25)
        #expect(late.state == .finished && !rig.driver.isRunning)
        early.resume()
        #expect(rig.driver.isRunning)
        rig.driver.advance(by: 0.5)
        #expect(a == 0.25, "resumed where it paused")
    }

    @Test func aCompletionHandlerCanStartTheNextTween() {
        let rig = Rig()
        var values: [Double] = []
        let next = Tween(from: 1.0, to: 2.0, duration: 1, engine: rig.engine) { values.append($0) }
        Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine) { values.append($0) }
            .onComplete { _ in next.start() }
            .start()
        rig.driver.advance(by: 1)
        rig.driver.advance(by: 0.5)
        #expect(values == [0, 1, 1, 1.5])
    }

    @Test func tweensStartedTogetherShareTheClock() {
        let rig = Rig()
        let gauges = (0..<50).map { _ in Gauge() }
        for g in gauges { Tween(g, \.level, from: 0, to: 1, duration: 1, engine: rig.engine).start() }
        rig.driver.advance(by: 0.25)
        #expect(gauges.allSatisfy { $0.level == 0.25 })
        #expect(rig.engine.activeCount == 50)
    }
}

/// Writes made by controls outside frames go through the engine's control-write scope (on Apple
/// platforms a transaction with implicit actions off); frames do not.
@MainActor @Suite struct ControlWriteScopeTests {
    @Test func startSeekAndFinishWriteInsideTheScopeAndFramesDoNot() {
        let rig = Rig()
        var inside = false
        var writes: [Bool] = []
        rig.engine.controlWriteScope = { write in
            inside = true
            write()
            inside = false
        }
        let t = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine) { _ in writes.append(inside) }
        t.start()
        rig.driver.advance(by: 0.25)
        t.seek(to: 0.5)
        rig.driver.advance(by: 0.1)
        t.finish()
        #expect(writes == [true, false, true, false, true])
    }
}
