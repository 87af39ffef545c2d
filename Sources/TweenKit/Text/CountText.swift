import Foundation

/// The text of a count, handed on only when it changes, and the number it last showed.
///
/// Not generic: a count calls it every frame, and generic code run unspecialized looks up type
/// metadata on nearly every step (more than the rest of the frame costs). Counts of `Double`, `Int`
/// and `Int64` call the typed entry points; other number types the generic one.
///
/// Where the format has a `NumberLayout` and the number is exact as a `Double`, it is rounded to the
/// smallest unit shown first: the same unit as last time means the same text, known without
/// formatting and without allocating; a new one is laid out without the formatter. Anything else (a
/// `Decimal`, an integer beyond 2⁵³, 2⁴⁶ units or more) goes through `CountingFormat`'s exact path.
@MainActor
final class CountText {
    let format: CountingFormat
    /// The format's layout and its text around the number, read once (a frame copies no struct).
    private let layout: NumberLayout?
    private let prefix: String, suffix: String
    private var lastText: String?
    /// The rounded units the last text shows, when it came from the layout.
    private var lastUnits: Int64?
    /// The last number written, shared with `CountMemory`.
    let lastShown = LastCount()
    /// Whether `CountMemory` has been told where to find this count's last number.
    var isRemembered = false
    /// Where a text is built, kept from frame to frame so that building one allocates nothing.
    private var buffer: [UInt8] = []

    init(format: CountingFormat) {
        self.format = format
        layout = format.layout
        (prefix, suffix) = (format.prefixText, format.suffixText)
    }

    /// The text for `number`, or nil when it is the text shown already.
    func changed(double number: Double) -> String? {
        lastShown.number = .double(number)
        // Through `layout?`, not `if let layout`: binding it retained and released it on every frame.
        if let units = layout?.scaled(number) { return changed(units: units) }
        return changed(slowText: format.string(double: number))
    }

    /// The text for `number`, or nil when it is the text shown already.
    func changed(int64 number: Int64) -> String? {
        lastShown.number = .int64(number)
        if number.magnitude <= 1 << 53, let units = layout?.scaled(Double(number)) { return changed(units: units) }
        return changed(slowText: format.string(decimal: Decimal(number)))
    }

    /// The text for a number of type `Value`, through the entry point compiled for that type where there is one: chosen
    /// once, when a count is made, by casting the typed closure (which succeeds exactly when the types are the same).
    func changedText<Value: CountableNumber>(of _: Value.Type) -> (Value) -> String? {
        let typed: Any
        if Value.self == Double.self {
            typed = { (number: Double) in self.changed(double: number) }
        } else if Value.self == Int.self {
            typed = { (number: Int) in self.changed(int64: Int64(number)) }
        } else {
            typed = { (number: Int64) in self.changed(int64: number) }
        }
        return typed as? (Value) -> String? ?? { self.changed($0) }
    }

    /// The text for any other number type, through the format's exact path.
    func changed<Number: CountableNumber>(_ number: Number) -> String? {
        lastShown.number = .decimal(number.decimalValue)
        return changed(slowText: number.formatted(with: format))
    }

    /// The text for `units` from the layout (which made them), or nil when it is the text shown already.
    private func changed(units: Int64) -> String? {
        if units == lastUnits { return nil }
        guard let layout else { return nil }
        // Other units than last time from the layout are other digits, so other text: only a text from
        // the exact path (no units) needs comparing, and comparing non-ASCII text is slow.
        let comparable = lastUnits == nil
        lastUnits = units
        var text = layout.text(units, buffer: &buffer)
        if !prefix.isEmpty || !suffix.isEmpty { text = prefix + text + suffix }
        if comparable && text == lastText { return nil }  // the same text, last time from the exact path
        lastText = text
        return text
    }

    private func changed(slowText text: String) -> String? {
        lastUnits = nil
        guard text != lastText else { return nil }
        lastText = text
        return text
    }
}
