import Testing
import TweenKit

@MainActor @Suite struct ObjectTargetTests {
    @Test func aDeallocatedTargetEndsTheTweenAsCancelled() {
        let rig = Rig()
        let log = Log()
        var gauge: Gauge? = Gauge()
        let weakGauge = WeakBox(gauge)
        let t = Tween(gauge!, \.level, from: 0, to: 10, duration: 1, engine: rig.engine).onComplete {
            log.results.append($0)
        }
        t.start()
        rig.driver.advance(by: 0.5)
        gauge = nil
        #expect(weakGauge.object == nil, "nothing in TweenKit keeps the object")
        rig.driver.advance(by: 0.1)
        #expect(log.results == [.cancelled])
        #expect(t.state == .cancelled)
        rig.driver.advance(by: 1)
        #expect(!rig.driver.isRunning)
    }

    @Test func aPausedTweenDoesNotKeepItsTargetAlive() {
        let rig = Rig()
        var gauge: Gauge? = Gauge()
        let weakGauge = WeakBox(gauge)
        let t = Tween(gauge!, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        let other = Tween(from: 0.0, to: 1.0, duration: 10, engine: rig.engine)  // keeps frames coming
        t.start()
        other.start()
        t.pause()
        gauge = nil
        rig.driver.advance(by: 0.1)
        #expect(weakGauge.object == nil)
        #expect(t.state == .cancelled)
    }

    @Test func noRetainCycleBetweenTweenEngineAndTarget() {
        weak var weakTween: Tween<Double>?
        weak var weakGauge: Gauge?
        weak var weakEngine: TweenEngine?
        do {
            let rig = Rig()
            let gauge = Gauge()
            let t = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            t.onUpdate { _ in _ = t.state }  // a handler capturing its own tween
            t.start()
            rig.driver.advance(by: 2)
            weakTween = t
            weakGauge = gauge
            weakEngine = rig.engine
        }
        #expect(weakTween == nil)
        #expect(weakGauge == nil)
        #expect(weakEngine == nil)
    }

    @Test func anIdleTweenHoldsItsTargetWeakly() {
        let rig = Rig()
        var gauge: Gauge? = Gauge()
        let weakGauge = WeakBox(gauge)
        let log = Log()
        let t = Tween(gauge!, \.level, to: 10, duration: 1, engine: rig.engine).onComplete { log.results.append($0) }
        gauge = nil
        #expect(weakGauge.object == nil)
        t.start()
        #expect(log.results == [.failed(.targetDeallocated)])
    }

    @Test func aNewTweenOnTheSamePropertyTakesOver() {
        let rig = Rig()
        let gauge = Gauge()
        let log = Log()
        let first = Tween(gauge, \.level, from: 0, to: 100, duration: 1, engine: rig.engine).onComplete {
            log.add("first \($0)")
        }
        first.start()
        rig.driver.advance(by: 0.5)
        let second = Tween(gauge, \.level, to: 0, duration: 1, engine: rig.engine)
        second.start()
        #expect(log.events == ["first cancelled"])
        #expect(second.from == 50, "starts from the current value")
        rig.driver.advance(by: 0.5)
        // Half-way along its own line (25), plus the first one's motion carried on: it moved at +100 a
        // second, 150 more than the second's own -50, fading as t(1 − t)² (0.125 at one half).
        #expect(gauge.level == 25 + 150 * 0.125)
    }

    /// Overwriting looks only at the same property of the same object: with two properties running,
    /// a new tween of one cancels that one alone; one seeked before it starts takes over too.
    @Test func overwritingPicksTheSamePropertyAmongOthers() {
        let rig = Rig()
        let gauge = Gauge()
        let other = Gauge()
        let log = Log()
        Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine).onComplete { log.add("level \($0)") }
            .start()
        Tween(gauge, \.text, from: 0.0, to: 10.0, duration: 1, engine: rig.engine) { "\($0)" }
            .onComplete { log.add("text \($0)") }.start()
        Tween(other, \.level, from: 0, to: 10, duration: 1, engine: rig.engine).onComplete { log.add("other \($0)") }
            .start()
        rig.driver.advance(by: 0.5)
        let next = Tween(gauge, \.level, to: 20, duration: 1, engine: rig.engine)
        next.seek(to: 0.5)
        next.start()
        #expect(log.events == ["level cancelled"])
        #expect(rig.engine.activeCount == 3)
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 20 && gauge.text == "10.0" && other.level == 10)
        #expect(log.events == ["level cancelled", "text finished", "other finished"])
    }

    /// An object with several tweens, some ended: when the app lets it go it is gone at once, and the rest end
    /// on the next frame. The objects made next (often at the same address) start with no trace of it.
    @Test func anObjectWithSeveralTweensIsGoneAtOnceAndTheRestEnd() {
        let rig = Rig()
        let log = Log()
        var gauge: Gauge? = Gauge()
        let weakGauge = WeakBox(gauge)
        Tween(gauge!, \.level, from: 0, to: 1, duration: 1, engine: rig.engine).onComplete { log.add("level \($0)") }
            .start()
        Tween(gauge!, \.text, from: 0.0, to: 1.0, duration: 2, engine: rig.engine) { "\($0)" }
            .onComplete { log.add("text \($0)") }.start()
        let observed = Tween(gauge!, \.observed, from: 0, to: 1, duration: 3, engine: rig.engine)
            .onComplete { log.add("observed \($0)") }
        observed.start()
        rig.driver.advance(by: 1.5)
        observed.cancel()
        #expect(log.events == ["level finished", "observed cancelled"])
        gauge = nil
        #expect(weakGauge.object == nil, "gone at once, though the text tween still plays on it")
        rig.driver.advance(by: 0.1)
        #expect(log.events == ["level finished", "observed cancelled", "text cancelled"])
        #expect(weakGauge.object == nil)
        for _ in 0..<20 {
            let next = Gauge()
            let events = Log()
            Tween(next, \.level, from: 0, to: 1, duration: 1, engine: rig.engine).onComplete {
                events.add("level \($0)")
            }.start()
            Tween(next, \.text, from: 0.0, to: 1.0, duration: 1, engine: rig.engine) { "\($0)" }
                .onComplete { events.add("text \($0)") }.start()
            rig.driver.advance(by: 1.5)
            #expect(events.events == ["level finished", "text finished"])
            #expect(next.level == 1 && next.text == "1.0")
        }
    }

    @Test func differentPropertiesRunSideBySide() {
        let rig = Rig()
        let gauge = Gauge()
        Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine).start()
        Tween(gauge, \.text, from: 0.0, to: 10.0, duration: 1, engine: rig.engine) { "\($0)" }.start()
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 5 && gauge.text == "5.0")
    }

    @Test func propertyObserversRun() {
        let rig = Rig()
        let gauge = Gauge()
        Tween(gauge, \.observed, from: 0, to: 1, duration: 1, engine: rig.engine).start()
        rig.driver.advance(by: 0.5)
        rig.driver.advance(by: 0.5)
        #expect(gauge.writes == 3 && gauge.observed == 1)
    }

    @Test func integerPropertiesRound() {
        let rig = Rig()
        let gauge = Gauge()
        Tween(gauge, \.count, from: 0, to: 99, duration: 1, engine: rig.engine).start()
        rig.driver.advance(by: 0.999)
        #expect(gauge.count == 99)
    }
}
