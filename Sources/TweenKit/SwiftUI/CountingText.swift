#if canImport(SwiftUI)
import SwiftUI

/// Text that counts to its number: when `value` changes, it counts from what it shows to the new value.
///
/// Monospaced digits; the last text is exactly the formatted value; VoiceOver reads the value, not the numbers on the
/// way; a count stops, showing its value, when the view leaves the screen. Fonts and styles come from the environment.
///
/// ```swift
/// CountingText(score, format: .integer, duration: 1.5)
///     .font(.largeTitle.bold())
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct CountingText<Number: CountableNumber & Equatable & Sendable>: View {
    private let value: Number
    private let format: CountingFormat
    private let duration: Double
    private let curve: TimingCurve
    @StateObject private var shown: TweenedValueObject<Number>

    /// Text for `value` in `format`, counting over `duration` seconds along `curve` when `value` changes.
    @MainActor
    public init(_ value: Number, format: CountingFormat = .integer, duration: Double = 1, curve: TimingCurve = .easeOut)
    {
        (self.value, self.format, self.duration, self.curve) = (value, format, duration, curve)
        _shown = StateObject(wrappedValue: TweenedValueObject(value))
    }

    /// The counting text.
    public var body: some View {
        Text(shown.text(format))
            .monospacedDigit()
            .accessibilityLabel(Text(value.formatted(with: format)))
            .task(id: value) { shown.follow(value, duration: duration, curve: curve) }
            .onDisappear { shown.set(value) }
    }
}

/// A view whose content follows a value that tweens: when `value` changes, the content is rebuilt with each value on
/// the way, from wherever the last change left it. For offsets, colours, progress: any `Interpolatable` value.
///
/// ```swift
/// Tweening(isOpen ? 1.0 : 0.0, duration: 0.4, curve: .easeOutBack) { openness in
///     Drawer().offset(y: (1 - openness) * 300)
/// }
/// ```
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct Tweening<Value: Interpolatable & Equatable & Sendable, Content: View>: View {
    private let value: Value
    private let duration: Double
    private let curve: TimingCurve
    private let content: (Value) -> Content
    @StateObject private var shown: TweenedValueObject<Value>

    /// Content built from `value`, tweened over `duration` seconds along `curve` when it changes.
    @MainActor
    public init(
        _ value: Value, duration: Double, curve: TimingCurve = .easeInEaseOut,
        @ViewBuilder content: @escaping (Value) -> Content
    ) {
        (self.value, self.duration, self.curve, self.content) = (value, duration, curve, content)
        _shown = StateObject(wrappedValue: TweenedValueObject(value))
    }

    /// The content, at the value on show.
    public var body: some View {
        content(shown.value)
            .task(id: value) { shown.follow(value, duration: duration, curve: curve) }
            .onDisappear { shown.set(value) }
    }
}

extension TweenedValueObject where Value: Equatable {
    /// Animates to `target`, the value a view now shows, unless it rests there already.
    func follow(_ target: Value, duration: Double, curve: TimingCurve) {
        guard target != value || isAnimating else { return }
        animate(to: target, duration: duration, curve: curve)
    }
}
#endif
