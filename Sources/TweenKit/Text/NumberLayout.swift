import Foundation

/// How a number format writes a rounded number (digits, separators, grouping, the text around it), read once from
/// its `NumberFormatter`, so that counting lays digits out without it; made only where it reproduces the formatter
/// over probe numbers. An immutable class (one retain a frame, not one per array), its pieces in UTF-8.
final class NumberLayout: Sendable {
    /// Places after the decimal mark in the text.
    let fractionDigits: Int
    /// 10^fractionDigits (×100 for a percentage): what a value is multiplied by before rounding.
    let scale: Double
    private let groupingSize: Int
    private let secondaryGroupingSize: Int
    /// The fewest units grouped: 10⁴ of the whole where four digits go ungrouped ("1234", "12.345" in Spanish).
    private let groupedFrom: UInt64
    private let groupingSeparator: [UInt8]
    private let decimalMark: [UInt8]
    /// The locale's digits 0–9 in UTF-8, `digitWidth` bytes each, in one array (no retain per digit).
    private let digits: [UInt8]
    private let digitWidth: Int
    private let positiveBefore: [UInt8], positiveAfter: [UInt8]
    private let negativeBefore: [UInt8], negativeAfter: [UInt8]

    init?(_ formatter: NumberFormatter, percent: Bool) {
        let places = formatter.maximumFractionDigits
        guard places == formatter.minimumFractionDigits, places <= 6,
            let positive = Self.around(formatter.string(from: 0)),
            let negative = Self.around(formatter.string(from: -1))
        else { return nil }
        fractionDigits = places
        scale = (0..<places).reduce(percent ? 100.0 : 1.0) { value, _ in value * 10 }
        groupingSize = formatter.usesGroupingSeparator ? formatter.groupingSize : 0
        secondaryGroupingSize = formatter.secondaryGroupingSize > 0 ? formatter.secondaryGroupingSize : groupingSize
        groupingSeparator = Array((formatter.groupingSeparator ?? ",").utf8)
        // Whether 10^groupingSize's digits are grouped (the text around them may hold the separator's character).
        let firstGrouped = (0..<groupingSize).reduce(UInt64(1)) { value, _ in value * 10 }
        let sample = formatter.string(from: NSNumber(value: Double(firstGrouped) / (percent ? 100 : 1))) ?? ""
        let number = Self.around(sample).map { sample.dropFirst($0.before.count).dropLast($0.after.count) } ?? ""
        groupedFrom = number.utf8.contains(groupingSeparator) ? 0 : (0...places).reduce(firstGrouped) { v, _ in v * 10 }
        decimalMark = Array(
            ((formatter.numberStyle == .currency ? formatter.currencyDecimalSeparator : formatter.decimalSeparator)
                ?? ".").utf8)
        let written = CountingFormat.digits(of: formatter).map { Array(String($0).utf8) }
        guard written.allSatisfy({ $0.count == written[0].count }) else { return nil }
        digits = written.flatMap { $0 }
        digitWidth = written[0].count
        (positiveBefore, positiveAfter) = (Array(positive.before.utf8), Array(positive.after.utf8))
        (negativeBefore, negativeAfter) = (Array(negative.before.utf8), Array(negative.after.utf8))
        // Checked against the formatter itself: any difference, and this format keeps using it.
        let probes: [Int64] = [
            0, 1, 7, 12, 123, 1_234, 12_345, 123_456, 1_234_567, 12_345_678, 123_456_789_012, 987_654_321_098,
        ]
        for whole in probes {
            for sign: Int64 in [1, -1] where whole != 0 || sign == 1 {
                var scaled = whole * sign
                for _ in 0..<places { scaled = scaled * 10 + (places > 0 ? 3 * sign : 0) }
                let exact = NSDecimalNumber(
                    mantissa: UInt64(abs(scaled)), exponent: Int16(-places - (percent ? 2 : 0)),
                    isNegative: scaled < 0)
                guard formatter.string(from: exact) == text(scaled) else { return nil }
            }
        }
    }

    /// The text before and after the digits in what the formatter made of a number.
    private static func around(_ text: String?) -> (before: String, after: String)? {
        guard let text, let first = text.firstIndex(where: \.isNumber), let last = text.lastIndex(where: \.isNumber)
        else { return nil }
        return (String(text[..<first]), String(text[text.index(after: last)...]))
    }

    /// `value` times `scale` in units of the smallest place shown, rounded as the shortest decimal that reads back as
    /// `value` rounds, halves away from zero (0.015 shows as 0.02); nil from 2⁴⁶ units. That decimal is at or past
    /// the half above `whole` exactly when `value` is at or past the half's nearest double (a correctly rounded
    /// quotient): below 2⁴⁶ units no other decimal with as few digits lies as close.
    @inline(__always)
    func scaled(_ value: Double) -> Int64? {
        let whole = (value * scale).rounded(.towardZero)
        guard abs(whole) < 0x1p46 else { return nil }
        let half = (2 * abs(whole) + 1) / (2 * scale)
        return Int64(whole) + (abs(value) >= half ? (value < 0 ? -1 : 1) : 0)
    }

    /// The text for `scaled` units of the smallest place shown.
    func text(_ scaled: Int64) -> String {
        var bytes: [UInt8] = []
        return text(scaled, buffer: &bytes)
    }

    /// The text for `scaled` units, built backwards in `buffer` (kept by the caller): allocating only the text.
    func text(_ scaled: Int64, buffer bytes: inout [UInt8]) -> String {
        let negative = scaled < 0
        let before = negative ? negativeBefore : positiveBefore
        let after = negative ? negativeAfter : positiveAfter
        let grouped = groupingSize > 0 && scaled.magnitude >= groupedFrom
        // 19 digits at most, each with a separator or mark after it at most.
        let longest = before.count + after.count + 20 * (digitWidth + max(groupingSeparator.count, decimalMark.count))
        if bytes.count < longest { bytes = [UInt8](repeating: 0, count: longest) }
        var end = bytes.count
        Self.put(after, into: &bytes, before: &end)
        var rest = scaled.magnitude
        var place = -fractionDigits  // the place of the next digit: 0 for units, negative in the fraction
        repeat {
            if place == 0 && fractionDigits > 0 { Self.put(decimalMark, into: &bytes, before: &end) }
            if place > 0 && grouped && isGroupBoundary(place) {
                Self.put(groupingSeparator, into: &bytes, before: &end)
            }
            let (next, digit) = rest.quotientAndRemainder(dividingBy: 10)
            if digitWidth == 1 {
                end -= 1
                bytes[end] = digits[Int(digit)]
            } else {
                for offset in stride(from: digitWidth - 1, through: 0, by: -1) {
                    end -= 1
                    bytes[end] = digits[Int(digit) * digitWidth + offset]
                }
            }
            rest = next
            place += 1
        } while rest > 0 || place <= 0
        Self.put(before, into: &bytes, before: &end)
        return String(decoding: bytes[end...], as: UTF8.self)
    }

    /// Writes `piece` into `bytes` so that it ends just before `end`, and moves `end` to its start.
    @inline(__always)
    private static func put(_ piece: [UInt8], into bytes: inout [UInt8], before end: inout Int) {
        var index = piece.count
        while index > 0 {
            index -= 1
            end -= 1
            bytes[end] = piece[index]
        }
    }

    /// Whether a grouping separator follows the whole digit at `place` (counted from the units, 0).
    private func isGroupBoundary(_ place: Int) -> Bool {
        if place == groupingSize { return true }
        return place > groupingSize && (place - groupingSize) % secondaryGroupingSize == 0
    }
}
