#if canImport(Observation)
import Observation

/// A value that animates, observable: SwiftUI views and `withObservationTracking` see each new value.
///
/// `animate(to:)` moves it from wherever it is, also part-way through another animation (which ends
/// `.cancelled`); `set(_:)` puts it somewhere at once. Works for any `Interpolatable` value.
///
/// ```swift
/// @State private var progress = TweenedValue(0.0)
///
/// var body: some View {
///     ProgressView(value: progress.value)
///         .onAppear { progress.animate(to: 1, duration: 2, curve: .easeOut) }
/// }
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
@Observable
public final class TweenedValue<Value: Interpolatable> {
    /// The value on show now.
    public private(set) var value: Value
    /// Whether an animation is moving it.
    public private(set) var isAnimating = false
    @ObservationIgnored let animator: ValueAnimator<Value>

    /// A value resting at `value`, animated on `engine`.
    public init(_ value: Value, engine: TweenEngine = .shared) {
        self.value = value
        animator = ValueAnimator(engine: engine)
    }

    /// The engine its animations run on.
    public var engine: TweenEngine { animator.engine }

    /// The tween moving it now, if any: to await it, pause it, seek it.
    public var tween: Tween<Value>? { animator.tween }

    /// Moves it from where it is to `target` over `duration` seconds, replacing any animation in flight.
    /// Returns the tween, to await or control.
    @discardableResult
    public func animate(to target: Value, duration: Double, curve: TimingCurve = .easeInEaseOut) -> Tween<Value> {
        isAnimating = true
        return animator.animate(
            from: value, to: target, duration: duration, curve: curve,
            write: { [weak self] in self?.value = $0 },
            ended: { [weak self] in self?.isAnimating = false })
    }

    /// Puts it at `newValue` at once, cancelling any animation.
    public func set(_ newValue: Value) {
        animator.stop()
        isAnimating = false
        value = newValue
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension TweenedValue where Value: CountableNumber {
    /// The value as text in `format`: exactly the formatted target once an animation ends.
    ///
    /// ```swift
    /// Text(score.text(.integer)).monospacedDigit()
    /// ```
    public func text(_ format: CountingFormat) -> String { value.formatted(with: format) }
}
#endif
