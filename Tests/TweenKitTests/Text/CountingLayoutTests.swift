import Foundation
import Testing
import TweenKit

/// Counting lays out digits itself where it can: its text must be `NumberFormatter`'s, to the
/// character, for every locale, sign and rounding boundary.
@MainActor @Suite(.tags(.counting)) struct CountingLayoutTests {
    nonisolated static let locales = [
        "en_US", "de_DE", "fr_FR", "de_CH", "hi_IN", "es_ES", "pl_PL", "it_IT", "ar", "fa", "ja_JP",
    ]

    /// A reference formatter configured as the format promises: halves away from zero.
    static func reference(_ locale: String, style: NumberFormatter.Style, places: Int?, currency: String? = nil)
        -> NumberFormatter
    {
        let f = NumberFormatter()
        f.locale = Locale(identifier: locale)
        f.numberStyle = style
        if let currency { f.currencyCode = currency }
        if let places {
            f.minimumFractionDigits = places
            f.maximumFractionDigits = places
        }
        f.roundingMode = .halfUp
        return f
    }

    /// Values of every size, both signs, exact halves and their neighbours.
    static func values() -> [Double] {
        var rng = SplitMix64(seed: 7)
        var values: [Double] = [0, 1, 9.99, 12, 999.5, 1_234.5, 0.125, 0.005, 2.675, 1_000_000, 123_456_789.25]
        for _ in 0..<300 {
            let magnitude = pow(10, Double.random(in: -3...12, using: &rng))
            values.append(Double.random(in: 0...1, using: &rng) * magnitude)
        }
        for half in [0.5, 2.5, 1_234.5, 0.125, 0.005, 0.015, 1.005, 99.995] {
            values += [half, half.nextUp, half.nextDown]
        }
        // Whole numbers and halves of every shown unit (1 down to 1/10,000: integers to percent(1) and three
        // places), of every size, each with its neighbours up to four units in the last place away (times the
        // unit, such a number may round to either side of the integer); and values that land a few units in
        // the last place from a half as a count's arithmetic makes them (k²/1,800: a count from 0 to
        // 1,000,000 over 1,000 s on easeInOutQuad, at frame k of 60 Hz).
        for scale in [1.0, 10, 100, 1_000, 10_000] {
            for i in 0..<40 {
                let bits = UInt64.random(in: 1...40, using: &rng)
                let n = Double(UInt64.random(in: 1..<(UInt64(1) << bits), using: &rng))
                var up = (2 * n + Double(i % 2)) / (2 * scale)
                var down = up
                values.append(up)
                for _ in 0..<4 {
                    (up, down) = (up.nextUp, down.nextDown)
                    values += [up, down]
                }
            }
        }
        values += (1...120).map { Double($0 * $0) / 1_800 }
        return values + values.map { -$0 }
    }

    /// Compares with the formatter laying out the number rounded in decimal arithmetic (the formatter on
    /// some platforms rounds through a Double, so it is not the judge of rounding): the shortest decimal
    /// text of the value, rounded at `places` (+2 for a percentage) with halves away from zero.
    func expectSameText(
        _ format: CountingFormat, _ reference: NumberFormatter, places: Int, percent: Bool = false, _ label: String
    ) {
        let zero = reference.string(from: 0)
        for value in Self.values() {
            var exact = Decimal(string: "\(value)")!
            var rounded = Decimal()
            NSDecimalRound(&rounded, &exact, places + (percent ? 2 : 0), .plain)
            // A number that rounds to zero shows zero, never "-0".
            let want = rounded == 0 ? zero : reference.string(from: NSDecimalNumber(decimal: rounded))
            #expect(format.string(for: value) == want, "\(label): \(value)")
        }
    }

    // Each test below runs its cases in a loop (a line each in the test log would bury the summary), and
    // its failures name the case.
    @Test func integersAndDecimalsAreTheFormattersText() {
        for locale in Self.locales { integersAndDecimalsAreTheFormattersText(locale: locale) }
    }

    func integersAndDecimalsAreTheFormattersText(locale: String) {
        expectSameText(
            .integer(locale: Locale(identifier: locale)), Self.reference(locale, style: .decimal, places: 0),
            places: 0, "integer \(locale)")
        expectSameText(
            .decimal(2, locale: Locale(identifier: locale)), Self.reference(locale, style: .decimal, places: 2),
            places: 2, "decimal(2) \(locale)")
        expectSameText(
            .percent(1, locale: Locale(identifier: locale)), Self.reference(locale, style: .percent, places: 1),
            places: 1, percent: true, "percent(1) \(locale)")
    }

    @Test func currenciesAreTheFormattersText() {
        for locale in Self.locales { currenciesAreTheFormattersText(locale: locale) }
    }

    func currenciesAreTheFormattersText(locale: String) {
        // ISO 4217 minor units: the euro and dollar have two, the yen none, the Bahraini dinar three.
        for (code, places) in [("EUR", 2), ("JPY", 0), ("USD", 2), ("BHD", 3)] {
            let reference = Self.reference(locale, style: .currency, places: places, currency: code)
            expectSameText(
                .currency(code, locale: Locale(identifier: locale)), reference, places: places, "\(code) \(locale)")
        }
    }

    @Test func aCountOfIntegersShowsTheSameTextAsTheFormat() {
        let rig = Rig()
        var texts: [String] = []
        let format = CountingFormat.integer(locale: Locale(identifier: "de_DE"))
        Tween<Int>.count(
            from: -1_234_567, to: 9_876_543, duration: 1, curve: .linear, format: format, engine: rig.engine
        ) {
            texts.append($0)
        }.start()
        rig.driver.run(for: 1, framesPerSecond: 30)
        #expect(texts.first == "-1.234.567" && texts.last == "9.876.543" && texts.count == 31)
        #expect(texts[15] == format.string(for: Int.interpolate(-1_234_567, 9_876_543, 0.5)))
    }
}
