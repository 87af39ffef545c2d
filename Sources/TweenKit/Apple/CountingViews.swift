#if canImport(UIKit) && !os(watchOS)
import UIKit
import CoreText

extension TweenHandle where Root: UILabel {
    /// Counts on the label's text, from the number it last counted to unless `from` is given, and
    /// starts at once. The label hosts the tween, so Core Animation runs it (a `TweenLayer`), and the
    /// text changes only when the formatted number does.
    ///
    /// - Digits are monospaced by default (the label's own font, with tabular figures), so the text does
    ///   not jitter in width as it counts.
    /// - VoiceOver reads the final value while the count runs, not each frame's; afterwards the label's
    ///   accessibility label follows its text again.
    ///
    /// ```swift
    /// label.tween.count(from: 0, to: 1250, duration: 2, format: .integer)
    /// label.tween.count(to: 19.99, duration: 1, format: .currency("USD"))
    /// ```
    @discardableResult
    public func count<Number: CountableNumber>(from: Number? = nil, to: Number, duration: Double, curve: TimingCurve = .easeOut,
                                               format: CountingFormat = .integer, monospacedDigits: Bool = true) -> Tween<Number>? {
        guard let label = liveObject else { return nil }
        if monospacedDigits, let font = label.font { label.font = font.withMonospacedDigits() }
        let tween = Tween<Number>.count(label, property: .keyPath(\UILabel.text), from: from, to: to, duration: duration, curve: curve,
                                        format: format, engine: engine) { $0.text = $1 }
        CountingAccessibility.readFinalValue(to.formatted(with: format), of: label, during: tween)
        tween.start()
        return tween
    }
}

extension TweenHandle where Root: UIButton {
    /// Counts on the button's title for the normal state; see the `UILabel` version.
    ///
    /// ```swift
    /// button.tween.count(to: 42, duration: 1)
    /// ```
    @discardableResult
    public func count<Number: CountableNumber>(from: Number? = nil, to: Number, duration: Double, curve: TimingCurve = .easeOut,
                                               format: CountingFormat = .integer, monospacedDigits: Bool = true) -> Tween<Number>? {
        guard let button = liveObject else { return nil }
        if monospacedDigits, let label = button.titleLabel, let font = label.font { label.font = font.withMonospacedDigits() }
        let tween = Tween<Number>.count(button, property: .keyPath(\UIButton.currentTitle), from: from, to: to, duration: duration, curve: curve,
                                        format: format, engine: engine) { $0.setTitle($1, for: .normal) }
        CountingAccessibility.readFinalValue(to.formatted(with: format), of: button, during: tween)
        tween.start()
        return tween
    }
}

extension UIFont {
    /// This font with tabular (monospaced) figures.
    func withMonospacedDigits() -> UIFont {
        let feature: [UIFontDescriptor.FeatureKey: Int] = [.type: kNumberSpacingType, .selector: kMonospacedNumbersSelector]
        return UIFont(descriptor: fontDescriptor.addingAttributes([.featureSettings: [feature]]), size: 0)
    }
}

@MainActor
enum CountingAccessibility {
    /// Gives VoiceOver `finalText` while `tween` runs; when it ends, the element reads its text again.
    static func readFinalValue(_ finalText: String, of element: NSObject, during tween: Playable) {
        element.accessibilityLabel = finalText
        tween.onComplete { [weak element] _ in element?.accessibilityLabel = nil }
    }
}
#endif

#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore

extension TweenHandle where Root: CATextLayer {
    /// Counts on the text layer's `string` with implicit animations off, so each number appears at once;
    /// see the `UILabel` version. The layer hosts the tween. Its font is left as it is: give it one with
    /// monospaced digits if the width must not change.
    ///
    /// ```swift
    /// textLayer.tween.count(to: 1250, duration: 2)
    /// ```
    @discardableResult
    public func count<Number: CountableNumber>(from: Number? = nil, to: Number, duration: Double, curve: TimingCurve = .easeOut,
                                               format: CountingFormat = .integer) -> Tween<Number>? {
        guard let layer = liveObject else { return nil }
        let tween = Tween<Number>.count(layer, property: .key("string"), from: from, to: to, duration: duration, curve: curve,
                                        format: format, engine: engine) { layer, text in
            KeyValueCheck.withoutImplicitAnimation(true) { layer.string = text }
        }
        tween.start()
        return tween
    }
}
#endif

#if os(macOS)
import AppKit

extension TweenHandle where Root: NSTextField {
    /// Counts on the field's `stringValue`; see the `UILabel` version (digits are made monospaced by
    /// switching to the system font's tabular-figure variant at the same size).
    ///
    /// ```swift
    /// field.tween.count(to: 1250, duration: 2)
    /// ```
    @discardableResult
    public func count<Number: CountableNumber>(from: Number? = nil, to: Number, duration: Double, curve: TimingCurve = .easeOut,
                                               format: CountingFormat = .integer, monospacedDigits: Bool = true) -> Tween<Number>? {
        guard let field = liveObject else { return nil }
        if monospacedDigits, let font = field.font { field.font = NSFont.monospacedDigitSystemFont(ofSize: font.pointSize, weight: .regular) }
        let tween = Tween<Number>.count(field, property: .keyPath(\NSTextField.stringValue), from: from, to: to, duration: duration, curve: curve,
                                        format: format, engine: engine) { $0.stringValue = $1 }
        field.setAccessibilityValue(to.formatted(with: format))
        tween.onComplete { [weak field] _ in field?.setAccessibilityValue(nil) }
        tween.start()
        return tween
    }
}
#endif
