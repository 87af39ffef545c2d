import Foundation

/// The text of a count, handed on only when it changes, and the number it last showed. Not generic (unspecialized
/// code looks up type metadata at nearly every step). A number rounds to the smallest unit its `NumberLayout` shows:
/// the same unit is the same text, known without formatting. A `Decimal`, an integer beyond 2⁵³ or 2⁴⁶ units or
/// more take `CountingFormat`'s exact path.
@MainActor
final class CountText {
    let format: CountingFormat
    private let layout: NumberLayout?  // read once, with the text around the number: a frame copies no struct
    private let prefix: String, suffix: String
    private var lastText: String?
    private var lastUnits: Int64?  // the rounded units the last text shows, when it came from the layout
    let lastShown = LastCount()  // the last number written, shared with `CountMemory`
    /// Whether `CountMemory` has been told where to find this count's last number.
    var isRemembered = false
    private var buffer: [UInt8] = []  // where a text is built, kept from frame to frame: building allocates nothing

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

    /// The text for a number of type `Value`, through its typed entry point if any (chosen once, by a cast).
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
        // Other units from the layout are other text: only a text from the exact path (no units) needs comparing.
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
