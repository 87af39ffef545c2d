import Foundation

/// How a counted number becomes text: integer, fixed decimals, percent, currency, a `NumberFormatter` or your own
/// closure, in a locale, with a prefix and a suffix. Numbers round to nearest, halves away from zero (never
/// truncated), so a count to 99 ends on "99".
/// ```swift
/// CountingFormat.integer.string(for: 1249.6)                                              // "1,250"
/// CountingFormat.currency("EUR", locale: Locale(identifier: "de_DE")).string(for: 9.99)  // "9,99 €"
/// CountingFormat.integer.prefix("+").suffix(" pts").string(for: 12)                      // "+12 pts"
/// ```
public struct CountingFormat: @unchecked Sendable {
    // @unchecked: its NumberFormatter is never mutated after init and read only under `lock` (a `NumberLayout` is
    // immutable and needs none), so `string(for:)` is safe from any thread.
    enum Style {
        case number(fractionDigits: Int, percent: Bool)
        case currency(code: String, fractionDigits: Int?)
        case formatter(NumberFormatter)
        case custom(@Sendable (Double) -> String)
    }

    let style: Style
    let locale: Locale
    let grouping: Bool
    private(set) var prefixText = ""
    private(set) var suffixText = ""
    /// Places asked for outside 0...15 (the text shows the nearest): a count in this format fails with this.
    private(set) var problem: TweenError?
    private let formatter: NumberFormatter?
    private let lock = NSLock()
    /// The locale's digits 0–9 where they are not ASCII (Persian, say), for text laid out by hand.
    private let localDigits: [Character]?
    /// The formatter's layout, for counting without it (nil where it cannot be reproduced; see `NumberLayout`).
    let layout: NumberLayout?

    init(style: Style, locale: Locale, grouping: Bool) {
        switch style {
        case .number(let places, let percent) where !(0...15).contains(places):
            self.style = .number(fractionDigits: min(max(places, 0), 15), percent: percent)
            problem = .invalidParameter(name: "places", value: Double(places), expected: "within 0...15")
        case .currency(let code, let places?) where !(0...15).contains(places):
            self.style = .currency(code: code, fractionDigits: min(max(places, 0), 15))
            problem = .invalidParameter(name: "places", value: Double(places), expected: "within 0...15")
        default: self.style = style
        }
        self.locale = locale
        self.grouping = grouping
        formatter = Self.makeFormatter(self.style, locale, grouping)
        let digits = formatter.map { Self.digits(of: $0) }
        localDigits = digits == Array("0123456789") ? nil : digits
        switch style {
        case .number(_, let percent): layout = formatter.flatMap { NumberLayout($0, percent: percent) }
        case .currency: layout = formatter.flatMap { NumberLayout($0, percent: false) }
        case .formatter, .custom: layout = nil
        }
    }

    /// Whole numbers with the locale's grouping ("1,250").
    public static let integer = CountingFormat.integer()

    /// Whole numbers in `locale`, grouped unless `grouping` is false.
    public static func integer(locale: Locale = .current, grouping: Bool = true) -> CountingFormat {
        CountingFormat(style: .number(fractionDigits: 0, percent: false), locale: locale, grouping: grouping)
    }

    /// Exactly `places` decimals, 0 to 15 (others fail a count), with the locale's decimal mark ("1.234,50").
    public static func decimal(_ places: Int, locale: Locale = .current, grouping: Bool = true) -> CountingFormat {
        CountingFormat(style: .number(fractionDigits: places, percent: false), locale: locale, grouping: grouping)
    }

    /// A fraction as a percentage, `places` decimals (0 to 15): 0.42 → "42%" (the locale places sign and space).
    public static func percent(_ places: Int = 0, locale: Locale = .current) -> CountingFormat {
        CountingFormat(style: .number(fractionDigits: places, percent: true), locale: locale, grouping: true)
    }

    /// An amount of the currency with ISO 4217 `code`, in its own decimals unless `places` (0 to 15) is given.
    public static func currency(_ code: String, places: Int? = nil, locale: Locale = .current) -> CountingFormat {
        CountingFormat(style: .currency(code: code, fractionDigits: places), locale: locale, grouping: true)
    }

    /// Your own `NumberFormatter`, copied (later changes to it do not apply) and set to round halves away from zero.
    public static func formatter(_ formatter: NumberFormatter) -> CountingFormat {
        let copy = formatter.copy() as! NumberFormatter
        return CountingFormat(
            style: .formatter(copy), locale: copy.locale ?? .current, grouping: copy.usesGroupingSeparator)
    }

    /// Any text from the number. The number is passed as tweened; round it as you need.
    public static func custom(_ body: @escaping @Sendable (Double) -> String) -> CountingFormat {
        CountingFormat(style: .custom(body), locale: .current, grouping: false)
    }

    /// The same format with `text` before the number.
    public func prefix(_ text: String) -> CountingFormat { with(\.prefixText, text) }
    /// The same format with `text` after the number.
    public func suffix(_ text: String) -> CountingFormat { with(\.suffixText, text) }
    private func with(_ part: WritableKeyPath<CountingFormat, String>, _ text: String) -> CountingFormat {
        var copy = self
        copy[keyPath: part] = text
        return copy
    }

    /// The text for a `Double`, `Int`, `Int64` or `Decimal`; a non-finite number gives "" (a count never shows "nan").
    public func string<Number: CountableNumber>(for value: Number) -> String { value.formatted(with: self) }

    func string(double value: Double) -> String {
        guard value.isFinite else { return "" }
        if case .custom(let body) = style { return prefixText + body(value) + suffixText }
        if case .formatter(let formatter) = style { return userText(formatter, NSNumber(value: value)) }
        if let layout, let scaled = layout.scaled(value) { return prefixText + layout.text(scaled) + suffixText }
        // Far below the last place shown (at most 17): zero (`Decimal` holds no exponent below -128).
        if abs(value) < 1e-30 { return string(decimal: 0) }
        // Beyond 1e17 every Double is whole (past 1e165 no `Decimal` holds it): its shortest digits, then zeros.
        if abs(value) >= 1e17, let formatter, case let parts = "\(abs(value))".split(separator: "e"),
            parts.count == 2, let exponent = Int(parts[1])
        {
            let shortest = parts[0].filter { $0 != "." }
            let digits = shortest + String(repeating: "0", count: exponent + 1 - shortest.count + (isPercent ? 2 : 0))
            let number = lock.withLock { layOut(negative: value < 0, whole: digits, fraction: "", formatter) }
            return prefixText + number + suffixText
        }
        // Through the shortest text that reads back as this Double, so 0.4235 rounds (once) as the 0.4235 it shows.
        return string(decimal: Decimal(string: "\(value)") ?? Decimal(value))
    }

    /// The text for an exact decimal number (counts beyond `Double`'s exact integers).
    func string(decimal value: Decimal) -> String {
        guard !value.isNaN else { return "" }  // as a non-finite `Double` shows: no number, no text
        if case .custom(let body) = style {
            return prefixText + body(NSDecimalNumber(decimal: value).doubleValue) + suffixText
        }
        if case .formatter(let formatter) = style { return userText(formatter, NSDecimalNumber(decimal: value)) }
        guard let formatter else { return "" }
        lock.lock()
        defer { lock.unlock() }
        let rounded = value.rounded(scale: fractionDigits + (isPercent ? 2 : 0))
        // NumberFormatter may go through Double; past 15 significant digits, lay out the exact digits ourselves.
        let exact = abs(NSDecimalNumber(decimal: rounded).doubleValue) >= 1e15
        let text =
            exact
            ? exactText(rounded, formatter) : formatter.string(from: NSDecimalNumber(decimal: rounded)) ?? "\(rounded)"
        return prefixText + text + suffixText
    }

    /// What the app's own formatter shows for `number`, exactly: its rounding, its places, its style.
    private func userText(_ formatter: NumberFormatter, _ number: NSNumber) -> String {
        prefixText + lock.withLock { formatter.string(from: number) ?? "" } + suffixText
    }

    /// The formatter's prefix, grouping, decimal mark and suffix around the exact digits of `value`.
    private func exactText(_ value: Decimal, _ formatter: NumberFormatter) -> String {
        let scaled = isPercent ? value * 100 : value
        let negative = scaled < 0
        let digits = "\(negative ? -scaled : scaled)"
        let parts = digits.split(separator: ".", maxSplits: 1).map(String.init)
        return layOut(
            negative: negative, whole: parts.first ?? "0", fraction: parts.count > 1 ? parts[1] : "", formatter)
    }

    /// ASCII digits `whole` and `fraction` in the formatter's places, grouping, decimal mark, digits, prefix, suffix.
    private func layOut(negative: Bool, whole: String, fraction: String, _ formatter: NumberFormatter) -> String {
        let places = formatter.maximumFractionDigits
        var whole = whole
        var fraction = places > 0 ? String((fraction + String(repeating: "0", count: places)).prefix(places)) : ""
        if let localDigits {
            let local = { (text: String) in String(text.map { $0.asciiValue.map { localDigits[Int($0) - 48] } ?? $0 }) }
            (whole, fraction) = (local(whole), local(fraction))
        }
        if formatter.usesGroupingSeparator, formatter.groupingSize > 0 {
            var grouped: [Character] = []
            for (i, c) in whole.reversed().enumerated() {
                if i > 0 && i % formatter.groupingSize == 0 {
                    grouped.append(contentsOf: formatter.groupingSeparator.reversed())
                }
                grouped.append(c)
            }
            whole = String(grouped.reversed())
        }
        let mark = formatter.numberStyle == .currency ? formatter.currencyDecimalSeparator : formatter.decimalSeparator
        let number = fraction.isEmpty ? whole : whole + (mark ?? ".") + fraction
        // These digits in place of a small number's in the formatter's text: its signs, symbol, spacing and marks.
        if let template = formatter.string(from: negative ? -1 : 0),
            let first = template.firstIndex(where: \.isNumber), let last = template.lastIndex(where: \.isNumber)
        {
            return template.replacingCharacters(in: first...last, with: number)
        }
        return negative
            ? formatter.negativePrefix + number + formatter.negativeSuffix
            : formatter.positivePrefix + number + formatter.positiveSuffix
    }

    private var isPercent: Bool { if case .number(_, true) = style { return true } else { return false } }

    private var fractionDigits: Int { formatter?.maximumFractionDigits ?? 0 }

    private static func makeFormatter(_ style: Style, _ locale: Locale, _ grouping: Bool) -> NumberFormatter? {
        let f: NumberFormatter
        switch style {
        case .number(let digits, let percent):
            f = NumberFormatter()
            f.locale = locale
            f.numberStyle = percent ? .percent : .decimal
            (f.minimumFractionDigits, f.maximumFractionDigits) = (digits, digits)
        case .currency(let code, let digits):
            f = NumberFormatter()
            f.locale = locale
            f.numberStyle = .currency
            f.currencyCode = code
            // The currency's own places (0 for yen, 3 for the Bahraini dinar), which the formatter uses but does not
            // always report: the digits it writes for a fraction (in any script), less the one of the whole part.
            let places = digits ?? f.string(from: 0.123456789).map { max($0.filter(\.isNumber).count - 1, 0) } ?? 2
            (f.minimumFractionDigits, f.maximumFractionDigits) = (places, places)
        case .formatter(let given): f = given
        case .custom: return nil
        }
        f.usesGroupingSeparator = grouping
        f.roundingMode = .halfUp  // ICU's half-up: halves away from zero
        return f
    }

    /// The digits 0–9 that `formatter`'s locale writes.
    static func digits(of formatter: NumberFormatter) -> [Character] {
        let plain = NumberFormatter()
        plain.locale = formatter.locale
        plain.numberStyle = .none
        return (0...9).map { plain.string(from: NSNumber(value: $0))?.first ?? Character("\($0)") }
    }
}

extension Decimal {
    /// This number rounded to `scale` places after the point, halves away from zero.
    func rounded(scale: Int) -> Decimal {
        let behavior = NSDecimalNumberHandler(
            roundingMode: .plain, scale: Int16(clamping: scale), raiseOnExactness: false, raiseOnOverflow: false,
            raiseOnUnderflow: false, raiseOnDivideByZero: false)
        return NSDecimalNumber(decimal: self).rounding(accordingToBehavior: behavior).decimalValue
    }
}
