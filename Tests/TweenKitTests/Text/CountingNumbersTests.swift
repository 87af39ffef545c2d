import Foundation
import Testing
import TweenKit

/// Numbers at the edges: never "NaN", never a wrong place, the same text `NumberFormatter` gives.
@MainActor @Suite(.tags(.counting)) struct CountingNumbersTests {
    @Test func extremeDoublesGiveTheirDigits() {
        let values = [
            1e-130, -1e-200, .leastNonzeroMagnitude, 1e160, -1e200, 1.7e308, 1e17, 123_456_789_012_345_678_901.0,
        ]
        for value in values {
            let text = CountingFormat.integer(locale: Locale(identifier: "en_US")).string(for: value)
            #expect(!text.contains("NaN") && !text.isEmpty, "\(value): \(text)")
            let readBack = Double(text.replacingOccurrences(of: ",", with: ""))
            #expect(readBack == value.rounded(), "\(text) reads back as the whole number nearest \(value)")
        }
    }

    /// Past 1e17 a `Double` shows the digits it was written with (its shortest round-trip digits), then zeros, as
    /// `NumberFormatter` does: a count to 1e25 ends on a 1 and 25 zeros, not on the binary value's tail of digits.
    @Test func aHugeDoubleShowsItsShortestDigitsAsNumberFormatterDoes() {
        for identifier in ["en_US", "de_DE"] {
            let locale = Locale(identifier: identifier)
            let reference = NumberFormatter()
            (reference.locale, reference.numberStyle, reference.maximumFractionDigits) = (locale, .decimal, 0)
            for value in [1e25, -1e25, 1e17, 123_456_789_012_345_678_901.0, 4.2e100, 1e300, 1.7e308] {
                let text = CountingFormat.integer(locale: locale).string(for: value)
                #expect(text == reference.string(from: NSNumber(value: value)), "\(identifier) \(value): \(text)")
            }
        }
        let rig = Rig()
        var texts: [String] = []
        Tween.count(
            from: 0, to: 1e25, duration: 1, format: .integer(locale: Locale(identifier: "en_US")), engine: rig.engine
        ) {
            texts.append($0)
        }.start()
        rig.driver.advance(by: 1)
        #expect(texts.last == "10,000,000,000,000,000,000,000,000")
    }

    @Test func aTinyNumberAtTwoPlacesIsZero() {
        #expect(CountingFormat.decimal(2, locale: Locale(identifier: "en_US")).string(for: 1e-150) == "0.00")
    }

    @Test func aBezierWhoseValuesOverflowIsRefusedAndOneJustInsideStaysFinite() throws {
        #expect(throws: TweenError.self) { try TimingCurve.cubicBezier(0.5, 1e308, 0.5, -1e308) }
        let edge = try TimingCurve.cubicBezier(0.5, 1e300, 0.5, -1e300)
        #expect((0...1000).allSatisfy { edge.value(at: Double($0) / 1000).isFinite })
    }

    @Test func integersAcrossTheirWholeRangeInterpolateInsteadOfSaturating() {
        #expect(abs(Int64.interpolate(.min, .max, 0.5)) < 4096)
        #expect(abs(Double(Int64.interpolate(.min, .max, 0.75)) - 0x1p62) < 0x1p12)
        #expect(abs(Int.interpolate(.min, .max, 0.5)) < 4096)
        #expect(Double(Int64.interpolate(.max, .min, 0.25)) > 0x1p61 && Int64.interpolate(.min, .max, 1.5) == .max)
        let text = CountingFormat.integer(locale: Locale(identifier: "en_US")).string(
            for: Int64.interpolate(.min, .max, 0.5))
        #expect(text.count <= 6, "about zero, not \(text)")
    }

    /// Every currency in every locale, in one test (a line each in the test log would bury the summary).
    @Test func currencyTextIsWhatNumberFormatterGives() {
        for code in ["USD", "JPY", "BHD", "EUR"] {
            for locale in ["en_US", "de_DE", "ja_JP", "ar", "fa"] { checkCurrencyText(code: code, locale: locale) }
        }
    }

    func checkCurrencyText(code: String, locale: String) {
        let reference = NumberFormatter()
        reference.locale = Locale(identifier: locale)
        reference.numberStyle = .currency
        reference.currencyCode = code
        reference.roundingMode = .halfUp
        let format = CountingFormat.currency(code, locale: Locale(identifier: locale))
        for value in [1234.495, 0.5, 2.5, 1_234_567.8915, -42.125, 1234.4995] {
            let want = reference.string(from: NSDecimalNumber(string: "\(value)"))
            #expect(format.string(for: value) == want, "\(code) \(locale) \(value)")
        }
        // The exact path, for numbers beyond 15 digits, agrees where the formatter is exact too.
        let big: Int64 = 1_000_000_000_000_000
        #expect(format.string(for: big) == reference.string(from: NSNumber(value: big)), "\(code) \(locale) \(big)")
    }

    @Test func theExactPathWritesTheLocalesDigitsAndNoMinorUnitForYen() {
        let yen = CountingFormat.currency("JPY", locale: Locale(identifier: "en_US"))
        #expect(yen.string(for: Int64(10_000_000_000_000_000)) == "¥10,000,000,000,000,000")
        let persian = CountingFormat.integer(locale: Locale(identifier: "fa"))
        let small = persian.string(for: 12)
        let large = persian.string(for: Int64(12_345_678_901_234_567))
        let ascii = { (text: String) in text.contains { $0.isASCII && $0.isNumber } }
        #expect(ascii(small) == ascii(large), "the exact path writes digits as the formatter does: \(small), \(large)")
    }
}
