import Testing
import TweenKit

/// TweenKit's messages to developers go to a handler an app can replace or remove.
@MainActor
@Suite(.serialized) struct DiagnosticsTests {
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
}
