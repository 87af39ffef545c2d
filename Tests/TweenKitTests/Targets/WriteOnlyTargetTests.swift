import Testing

@testable import TweenKit

/// A property written through a mapper cannot be read back: a tween of it needs its start given, and says so
/// when it is not (as a Key-Value Coding key with a mapper does on Apple platforms).
@MainActor
@Suite struct WriteOnlyTargetTests {
    final class Swatch {
        var color = ""
    }

    func tween(_ swatch: Swatch, from: Double?, engine: TweenEngine) -> Tween<Double> {
        Tween(
            swatch, property: .key("color"), write: { $0.color = "gray \($1)" }, read: nil, from: from, to: 1,
            duration: 0.1, curve: .linear, engine: engine)
    }

    @Test func withoutAStartItFailsNamingTheProperty() {
        let rig = Rig()
        let swatch = Swatch()
        var result: TweenResult?
        tween(swatch, from: nil, engine: rig.engine).onComplete { result = $0 }.start()
        #expect(result == .failed(.unreadableStart(property: "key 'color'", type: "Double")))
        #expect(swatch.color.isEmpty)
    }

    @Test func withAStartItPlays() {
        let rig = Rig()
        let swatch = Swatch()
        let t = tween(swatch, from: 0, engine: rig.engine)
        t.start()
        #expect(t.state != .failed)
        rig.driver.run(for: 0.5)
        #expect(swatch.color == "gray 1.0")
    }
}
