import Testing
import TweenKit

/// TweenKit's messages to developers go to a handler an app can replace or remove.
@MainActor @Suite(.serialized) struct DiagnosticsTests {
    /// Its checks replace the process-wide diagnostics handler: one at a time, never two at once.
    @Test func aRedirectedHandlerGetsWhyATweenFailed() {
        let rig = Rig()
        var said: [String] = []
        TweenDiagnostics.handler = { said.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let t = Tween(from: 0.0, to: .nan, duration: 1, engine: rig.engine)
        t.start()
        #expect(t.state == .failed)
        #expect(said == ["Tween<Double> failed: to must be finite, got nan"])
    }

    @Test func aControlThatDoesNothingSaysSo() {
        let rig = Rig()
        var said: [String] = []
        TweenDiagnostics.handler = { said.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let step = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
        let show = TweenSequence(engine: rig.engine) { step }
        step.start()
        #expect(step.state == .idle && show.state == .idle)
        #expect(said.count == 1 && said[0].hasPrefix("start() on a step of a sequence or group does nothing"))
    }

    /// A tween of an object that only a function held: the object goes when the function returns, and the
    /// tween's first frame finds it gone. It says so, once.
    @Test func aTargetGoneBeforeTheFirstFrameSaysToKeepTheObject() {
        let rig = Rig()
        var said: [String] = []
        TweenDiagnostics.handler = { said.append($0) }
        defer { TweenDiagnostics.handler = nil }
        func animate() -> Tween<Double> {
            let gauge = Gauge()
            let tween = Tween(gauge, \.level, to: 10, duration: 1, engine: rig.engine)
            tween.start()
            return tween
        }
        let tween = animate()
        rig.driver.run(for: 0.5)
        #expect(tween.state == .cancelled && said.count == 1)
        #expect(said.first?.contains("before its first frame: its object went away. Keep a strong reference") == true)

        // A later loss, after frames were written, is not a mistake of that kind: nothing said.
        said = []
        var kept: Gauge? = Gauge()
        let later = Tween(kept!, \.level, to: 10, duration: 1, engine: rig.engine)
        later.start()
        rig.driver.advance(by: 0.1)
        kept = nil
        rig.driver.advance(by: 0.1)
        #expect(later.state == .cancelled && said.isEmpty)
    }

    @Test func seekingToATimeInSecondsAndTheProgressesThatReadIt() {
        let rig = Rig()
        let gauge = Gauge()
        let tween = Tween(gauge, \.level, from: 0, to: 100, duration: 1, engine: rig.engine)
        tween.repeatCount = 2
        tween.autoreverses = true
        tween.repeatDelay = 0.5
        tween.delay = 1
        tween.start()
        tween.seek(toTime: 1.75)  // the forward pass (0–1), a rest (1–1.5), a quarter into the backward pass
        #expect(tween.time == 1.75 && gauge.level == 75 && tween.cycleProgress == 0.75)
        #expect(abs(tween.progress - 1.75 / 5.5) < 1e-12, "the whole span: four passes and three rests")
        tween.seek(toTime: 99)
        #expect(tween.time == 5.5 && gauge.level == 0)
        var said: [String] = []
        TweenDiagnostics.handler = { said.append($0) }
        defer { TweenDiagnostics.handler = nil }
        tween.seek(toTime: .nan)
        #expect(tween.time == 5.5 && said == ["seek(toTime: nan) on a Tween<Double> does nothing"])
    }
}
