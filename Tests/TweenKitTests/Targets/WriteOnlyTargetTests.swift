import Testing

@testable import TweenKit

/// A property written through a mapper cannot be read back: a tween of it needs its start given, and says so
/// when it is not (as a Key-Value Coding key with a mapper does on Apple platforms).
@MainActor @Suite struct WriteOnlyTargetTests {
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

/// Two tweens of one visible property replace each other however they name it.
@MainActor @Suite struct PropertySpellingTests {
    final class Label {
        var text = ""
        var attributedText = ""
    }

    @Test func attributedTextIsTheTextItShows() {
        #expect(PropertyName.key("attributedText") == .key("text"))
        #expect(PropertyName.key("attributedStringValue") == .key("stringValue"))
        #expect(PropertyName.key("text") != .key("alpha"))
        #expect(PropertyName.key("attributedText").hashValue == PropertyName.key("text").hashValue)
    }

    @Test func aCountOfTheAttributedTextReplacesACountOfTheText() {
        let rig = Rig()
        let label = Label()
        let plain = Tween(
            label, property: .key("text"), write: { $0.text = "\($1)" }, read: nil, from: 0, to: 10, duration: 1,
            curve: .linear, engine: rig.engine)
        plain.start()
        rig.driver.advance(by: 0.25)
        let attributed = Tween(
            label, property: .key("attributedText"), write: { $0.attributedText = "\($1)" }, read: nil, from: 0,
            to: 20, duration: 1, curve: .linear, engine: rig.engine)
        attributed.start()
        #expect(plain.state == .cancelled && attributed.state == .running)
        #expect(rig.engine.inconsistencies().isEmpty)
    }
}
