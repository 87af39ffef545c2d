import Foundation
import Testing

@testable import TweenKit

/// Behaviours an outside suite found wrong, each as the smallest case that showed it.
@MainActor @Suite struct ReliabilityTests {
    /// A restart asked for by a handler during the last frame is the last word: the tween plays again.
    @Test func aRestartFromAHandlerOnTheLastFrameIsNotOverridden() {
        let rig = Rig()
        let gauge = Gauge()
        var once = false
        var results: [TweenResult] = []
        let t = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        t.onUpdate { value in
            if value == 10 && !once {
                once = true
                t.restart()
            }
        }.onComplete { results.append($0) }.start()
        rig.driver.advance(by: 1)
        #expect(t.state == .running && results.isEmpty && gauge.level == 0)
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 5)
        rig.driver.run(for: 1)
        #expect(t.state == .finished && gauge.level == 10)
    }

    /// A pause asked for while the app is in the background holds on the return.
    @Test func aPauseDuringTheBackgroundHoldsOnTheReturn() {
        let rig = Rig()
        let t = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
        t.start()
        rig.engine.enterBackground()
        t.pause()
        rig.engine.enterForeground()
        #expect(t.state == .paused)
        t.resume()
        #expect(t.state == .running)
    }

    /// Prediction and playback agree for a tween reversed before it starts.
    @Test func valuesAtATimeFollowAReversalBeforeTheStart() {
        let rig = Rig()
        var played: [Double] = []
        let t = Tween(from: 0.0, to: 10.0, duration: 1, engine: rig.engine) { played.append($0) }
        t.reverse()
        #expect(t.value(atTime: 0) == 10 && t.value(atTime: 0.25) == 7.5 && t.value(atTime: 2) == 0)
        let predicted = t.samples(framesPerSecond: 4)
        #expect(predicted == [10, 7.5, 5, 2.5, 0])
        t.start()
        for _ in 0..<4 { rig.driver.advance(by: 0.25) }
        #expect(played == predicted)
    }

    /// A colour mix stays within its two colours and 0…1 however far its fraction goes.
    @Test func colourMixesStayWithinTheirColours() {
        let a = RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let b = RGBAColor(red: 0.8, green: 0.1, blue: 0.3, alpha: 1)
        let fractions = [1e17, -1e17, Double.infinity, -Double.infinity, Double.nan, 3, -2]
        for fraction in fractions {
            for space in [ColorMixing.perceptual, .linear, .device] {
                let mixed = RGBAColor.mix(a, b, fraction, in: space)
                #expect(mixed.isFiniteForTweening, "\(space) at \(fraction)")
                #expect(mixed.alpha >= 0.5 && mixed.alpha <= 1, "\(space) at \(fraction): alpha \(mixed.alpha)")
                #expect(mixed == (fraction > 0.5 ? b : a), "\(space) at \(fraction): the nearer colour")
            }
        }
    }
}

/// A count never shows NaN.
@MainActor @Suite struct CountingNaNTests {
    @Test func aDecimalNaNShowsNoNumber() {
        #expect(CountingFormat.integer.string(for: Decimal.nan) == "")
        let dollars = CountingFormat.currency("USD", locale: .init(identifier: "en_US"))
        #expect(!dollars.string(for: Decimal.nan).contains("NaN"))
    }

    @Test func aDecimalCountAcrossTheWholeRangeShowsNoNaN() {
        let rig = Rig()
        var texts: [String] = []
        Tween<Decimal>.count(
            from: -Decimal.greatestFiniteMagnitude, to: .greatestFiniteMagnitude, duration: 1, curve: .linear,
            engine: rig.engine
        ) { texts.append($0) }.start()
        rig.driver.run(for: 1.5)
        #expect(texts.count > 2)
        let bad = texts.filter { $0.contains("NaN") || $0.isEmpty }
        #expect(bad.isEmpty, "\(bad.prefix(3))")
    }
}

/// A count through the app's own formatter shows exactly what that formatter shows.
@MainActor @Suite struct UserFormatterTests {
    static func formatters() -> [(String, NumberFormatter)] {
        let percent = NumberFormatter()
        percent.numberStyle = .percent
        percent.locale = Locale(identifier: "en_US")
        let scientific = NumberFormatter()
        scientific.numberStyle = .scientific
        scientific.locale = Locale(identifier: "en_US")
        let significant = NumberFormatter()
        significant.usesSignificantDigits = true
        significant.maximumSignificantDigits = 3
        significant.locale = Locale(identifier: "en_US")
        let decimal = NumberFormatter()
        decimal.numberStyle = .decimal
        decimal.locale = Locale(identifier: "en_US")
        return [("percent", percent), ("scientific", scientific), ("significant", significant), ("decimal", decimal)]
    }

    @Test func theFormattersOwnTextForEveryNumber() {
        for (name, formatter) in Self.formatters() {
            let format = CountingFormat.formatter(formatter)
            for number in [0.42, 0.5, 98765.4, 0.000123456, 1e15 + 0.5, -3.25, 0] {
                let own = formatter.string(from: NSNumber(value: number)) ?? ""
                #expect(format.string(for: number) == own, "\(name) at \(number)")
            }
        }
    }

    @Test func aCountToAPercentLandsOnTheFormattersText() {
        let rig = Rig()
        let (_, percent) = Self.formatters()[0]
        var last = ""
        Tween.count(from: 0, to: 0.42, duration: 1, format: .formatter(percent), engine: rig.engine) { last = $0 }
            .start()
        rig.driver.run(for: 1.5)
        #expect(last == percent.string(from: 0.42))
    }
}

/// Counting on from a property's last number starts exactly there, and remembering it keeps nothing alive.
@MainActor @Suite struct CountMemoryTests {
    final class Label {
        var text = ""
    }

    // Each test below runs its cases in a loop (a line each in the test log would bury the summary), and
    // its failures name the case.
    @Test func countingOnStartsAtExactlyTheLastNumber() {
        for last in [123456.789, 0.1 + 0.2, 1e-7, 987654.321012, 1e150, -3.5e200, 1e-200] {
            countingOnStartsAtExactlyTheLastNumber(last: last)
        }
    }

    func countingOnStartsAtExactlyTheLastNumber(last: Double) {
        let rig = Rig()
        let label = Label()
        Tween<Double>.count(label, \.text, from: 0, to: last, duration: 0.1, engine: rig.engine).start()
        rig.driver.run(for: 0.5)
        let next = Tween<Double>.count(label, \.text, to: 1, duration: 1, engine: rig.engine)
        next.start()
        #expect(next.from == last, "after \(last)")
        #expect(next.state == .running, "after \(last)")
    }

    /// A label its own count's format captures, as a view's formatting closure might.
    @MainActor final class CapturedLabel {
        var text = ""
    }

    @Test func aCustomFormatsCapturesAreLetGo() {
        let rig = Rig()
        var label: CapturedLabel? = CapturedLabel()
        let watched = WeakBox(label)
        do {
            let captured = label!
            Tween<Double>.count(
                captured, \.text, from: 0, to: 5, duration: 0.1,
                format: .custom { [captured] value in
                    _ = captured
                    return "\(value)"
                }, engine: rig.engine
            ).start()
        }
        rig.driver.run(for: 0.5)
        #expect(label?.text == "5.0")
        label = nil
        #expect(watched.object == nil, "nothing in TweenKit keeps the label")
    }
}

/// Springs that never settle fail clearly; a flick settles onto its bound without a visible last jump.
@MainActor @Suite struct SettlingTests {
    static let undamped: Spring = {
        do { return try Spring(mass: 1, stiffness: 100, damping: 0) } catch { preconditionFailure("\(error)") }
    }()
    static let neverSettles = TweenError.invalidParameter(
        name: "damping", value: 0, expected: "more than 0: an undamped spring never settles")

    /// Both cases in a loop (a line each in the test log would bury the summary); failures name the case.
    @Test func aBoundedFlickWithAnUndampedSpringFailsWritingNothing() {
        for from in [-80.0, 50.0] { aBoundedFlickWithAnUndampedSpringFailsWritingNothing(from: from) }
    }

    func aBoundedFlickWithAnUndampedSpringFailsWritingNothing(from: Double) {
        let rig = Rig()
        var written: [Double] = []
        var results: [TweenResult] = []
        Tween(from: from, velocity: 3000, bounds: 0...100, spring: Self.undamped, engine: rig.engine) {
            written.append($0)
        }.onComplete { results.append($0) }.start()
        rig.driver.run(for: 5)
        #expect(results == [.failed(Self.neverSettles)], "from \(from)")
        #expect(written.isEmpty, "from \(from)")
    }

    @Test func anUndampedSpringTweenSaysItsSpringNeverSettles() {
        let rig = Rig()
        var results: [TweenResult] = []
        Tween(from: 0.0, to: 1.0, spring: Self.undamped, engine: rig.engine).onComplete { results.append($0) }
            .start()
        #expect(results == [.failed(Self.neverSettles)])
    }

    @Test func aFlickSettlesOntoItsBoundWithoutAVisibleLastJump() {
        let rig = Rig()
        var written: [Double] = []
        Tween(from: 50, velocity: 3000, bounds: 0...100, engine: rig.engine) { written.append($0) }.start()
        while rig.driver.isRunning { rig.driver.advance(by: 1.0 / 120) }
        #expect(written.last == 100)
        let lastJump = abs(written[written.count - 1] - written[written.count - 2])
        #expect(lastJump < 0.05, "last jump \(lastJump)")
    }
}
