#if canImport(UIKit) && !os(watchOS)
import UIKit
import CoreText

extension TweenHandle where Root: UILabel {
    /// Counts on the label's text, from the number it last counted to unless `from` is given, at once. The label hosts
    /// the tween (Core Animation runs it); the text changes only with the formatted number; a new count replaces one.
    ///
    /// - Digits are monospaced by default (tabular figures added to the label's own font, keeping its family, weight
    ///   and other features, and its Dynamic Type scaling), so the text does not jitter in width as it counts.
    /// - VoiceOver reads the final value while the count runs, not each frame's: as the label, or as the value when the
    ///   app gave the label an accessibility label of its own, which is kept. Afterwards both are as the app left them.
    ///
    /// ```swift
    /// label.tween.count(from: 0, to: 1250, duration: 2, format: .integer)
    /// label.tween.count(to: 19.99, duration: 1, format: .currency("USD"))
    /// ```
    @discardableResult
    public func count<Number: CountableNumber>(
        from: Number? = nil, to: Number, duration: Double, curve: TimingCurve = .easeOut,
        format: CountingFormat = .integer, monospacedDigits: Bool = true
    ) -> Tween<Number>? {
        guard let label = liveObject else { return nil }
        let tween = Tween<Number>.count(
            label, property: .keyPath(\UILabel.text), from: from, to: to, duration: duration, curve: curve,
            format: format, engine: engine
        ) { label, text in
            // Checked at each text: a Dynamic Type change gives the label a font without tabular figures.
            if monospacedDigits { label.useMonospacedDigits() }
            label.text = text
        }
        CountingAccessibility.announce(to.formatted(with: format), of: label, shownText: label.text, during: tween)
        tween.start()
        return tween
    }
}

extension TweenHandle where Root: UIButton {
    /// Counts on the button's title for the normal state (or its configuration's title); see the `UILabel` version.
    /// Each title is set without the cross-fade a system button otherwise plays.
    ///
    /// ```swift
    /// button.tween.count(to: 42, duration: 1)
    /// ```
    @discardableResult
    public func count<Number: CountableNumber>(
        from: Number? = nil, to: Number, duration: Double, curve: TimingCurve = .easeOut,
        format: CountingFormat = .integer, monospacedDigits: Bool = true
    ) -> Tween<Number>? {
        guard let button = liveObject else { return nil }
        if monospacedDigits { Self.useMonospacedDigits(on: button) }
        let tween = Tween<Number>.count(
            button, property: .keyPath(\UIButton.currentTitle), from: from, to: to, duration: duration, curve: curve,
            format: format, engine: engine
        ) { button, title in
            UIView.performWithoutAnimation {
                if button.configuration != nil {
                    button.configuration?.title = title
                } else {
                    if monospacedDigits { button.titleLabel?.useMonospacedDigits() }
                    button.setTitle(title, for: .normal)
                }
                button.layoutIfNeeded()
            }
        }
        CountingAccessibility.announce(
            to.formatted(with: format), of: button, shownText: button.currentTitle, during: tween)
        tween.start()
        return tween
    }

    /// Gives a button with a configuration a title transformer that adds tabular figures to whatever font its styling
    /// chooses (so they survive Dynamic Type), once: a transformer that adds them already is kept, not wrapped again.
    private static func useMonospacedDigits(on button: UIButton) {
        guard var configuration = button.configuration else { return }
        var probe = AttributeContainer()
        probe.font = UIFont.systemFont(ofSize: UIFont.systemFontSize)
        if configuration.titleTextAttributesTransformer?.transform(probe).font?.hasMonospacedDigits == true { return }
        let earlier = configuration.titleTextAttributesTransformer
        // The button's own font where the attributes name none: a stand-in could change its size or weight.
        let own = button.titleLabel?.font
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var attributes = earlier?.transform(incoming) ?? incoming
            if let font = attributes.font ?? own { attributes.font = font.withMonospacedDigits() }
            return attributes
        }
        button.configuration = configuration
    }
}

extension UILabel {
    /// Adds tabular figures to the label's font, unless it has them. A font that follows Dynamic Type is made again
    /// through `UIFontMetrics`, from its size at the default text size, so that it goes on following it.
    func useMonospacedDigits() {
        guard let font, !font.hasMonospacedDigits else { return }
        let tabular = font.withMonospacedDigits()
        guard adjustsFontForContentSizeCategory else {
            self.font = tabular
            return
        }
        // Its text style's metrics when it has one, else the body's (those of `UIFontMetrics.default`).
        let style = font.fontDescriptor.object(forKey: .textStyle) as? UIFont.TextStyle
        let metrics = UIFontMetrics(forTextStyle: style ?? .body)
        let base = tabular.withSize(font.pointSize / metrics.scaledValue(for: 1, compatibleWith: traitCollection))
        self.font = metrics.scaledFont(for: base, compatibleWith: traitCollection)
    }
}

extension UIFont {
    /// This font with tabular (monospaced) figures, keeping its family, weight and other features.
    func withMonospacedDigits() -> UIFont {
        let others = featureSettings.filter { $0[.type] != kNumberSpacingType }
        let tabular: [UIFontDescriptor.FeatureKey: Int] = [
            .type: kNumberSpacingType, .selector: kMonospacedNumbersSelector,
        ]
        return UIFont(descriptor: fontDescriptor.addingAttributes([.featureSettings: others + [tabular]]), size: 0)
    }

    /// Whether its figures are tabular already.
    var hasMonospacedDigits: Bool {
        featureSettings.contains { $0[.type] == kNumberSpacingType && $0[.selector] == kMonospacedNumbersSelector }
    }

    private var featureSettings: [[UIFontDescriptor.FeatureKey: Int]] {
        fontDescriptor.fontAttributes[.featureSettings] as? [[UIFontDescriptor.FeatureKey: Int]] ?? []
    }
}

@MainActor
enum CountingAccessibility {
    /// Gives VoiceOver `finalText` while `tween` runs (see `CountAnnouncement`): as the label when the app set none (it
    /// equals `shownText`), else as the value.
    static func announce(_ finalText: String, of element: NSObject, shownText: String?, during tween: Playable) {
        let ownLabel = element.accessibilityLabel.flatMap { $0 == shownText ? nil : $0 }
        let current = ownLabel == nil ? nil : element.accessibilityValue
        CountAnnouncement.begin(finalText, by: tween, on: element, current: current) { [weak element] in
            if ownLabel == nil { element?.accessibilityLabel = $0 } else { element?.accessibilityValue = $0 }
        }
    }
}
#endif

#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore

extension TweenHandle where Root: CATextLayer {
    /// Counts on the text layer's `string` with implicit animations off; see the `UILabel` version. The layer hosts the
    /// tween. Its font is left as it is: give it monospaced digits if the width must not change.
    ///
    /// ```swift
    /// textLayer.tween.count(to: 1250, duration: 2)
    /// ```
    @discardableResult
    public func count<Number: CountableNumber>(
        from: Number? = nil, to: Number, duration: Double, curve: TimingCurve = .easeOut,
        format: CountingFormat = .integer
    ) -> Tween<Number>? {
        start {
            Tween<Number>.count(
                $0, property: .key("string"), from: from, to: to, duration: duration, curve: curve, format: format,
                engine: engine
            ) { layer, text in CATransaction.withoutActions { layer.string = text } }
        }
    }
}
#endif

#if os(macOS)
import AppKit
import CoreText

extension TweenHandle where Root: NSTextField {
    /// Counts on the field's `stringValue`; see the `UILabel` version (digits are made monospaced by
    /// adding tabular figures to the field's own font; VoiceOver reads the final value as the value).
    ///
    /// ```swift
    /// field.tween.count(to: 1250, duration: 2)
    /// ```
    @discardableResult
    public func count<Number: CountableNumber>(
        from: Number? = nil, to: Number, duration: Double, curve: TimingCurve = .easeOut,
        format: CountingFormat = .integer, monospacedDigits: Bool = true
    ) -> Tween<Number>? {
        guard let field = liveObject else { return nil }
        if monospacedDigits, let font = field.font { field.font = font.withMonospacedDigits() }
        let tween = Tween<Number>.count(
            field, property: .keyPath(\NSTextField.stringValue), from: from, to: to, duration: duration, curve: curve,
            format: format, engine: engine
        ) { $0.stringValue = $1 }
        let current = field.accessibilityValue() as? String
        CountAnnouncement.begin(to.formatted(with: format), by: tween, on: field, current: current) { [weak field] in
            field?.setAccessibilityValue($0)
        }
        tween.start()
        return tween
    }
}

extension NSFont {
    /// This font with tabular (monospaced) figures, keeping its family, weight and other features.
    func withMonospacedDigits() -> NSFont {
        let existing = fontDescriptor.fontAttributes[.featureSettings] as? [[NSFontDescriptor.FeatureKey: Int]] ?? []
        let others = existing.filter { $0[.typeIdentifier] != kNumberSpacingType }
        let tabular: [NSFontDescriptor.FeatureKey: Int] = [
            .typeIdentifier: kNumberSpacingType, .selectorIdentifier: kMonospacedNumbersSelector,
        ]
        return NSFont(descriptor: fontDescriptor.addingAttributes([.featureSettings: others + [tabular]]), size: 0)
            ?? self
    }
}
#endif
