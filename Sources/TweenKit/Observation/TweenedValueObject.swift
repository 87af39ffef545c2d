#if canImport(Combine)
import Combine

/// `TweenedValue` for code that observes with Combine (`ObservableObject`, `@StateObject`,
/// `@ObservedObject`), where the Observation framework is not available (iOS 16, macOS 13).
///
/// ```swift
/// @StateObject private var score = TweenedValueObject(0)
///
/// var body: some View {
///     Text(score.text(.integer)).monospacedDigit()
///         .onTapGesture { score.animate(to: 1250, duration: 2) }
/// }
/// ```
@MainActor
public final class TweenedValueObject<Value: Interpolatable>: ObservableObject {
    /// The value on show now.
    @Published public private(set) var value: Value
    /// Whether an animation is moving it.
    @Published public private(set) var isAnimating = false
    let animator: ValueAnimator<Value>

    /// A value resting at `value`, animated on `engine`.
    public init(_ value: Value, engine: TweenEngine = .shared) {
        self.value = value
        animator = ValueAnimator(engine: engine)
    }

    /// The tween moving it now, if any.
    public var tween: Tween<Value>? { animator.tween }

    /// Moves it from where it is to `target` over `duration` seconds, replacing any animation in flight.
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

extension TweenedValueObject where Value: CountableNumber {
    /// The value as text in `format`: exactly the formatted target once an animation ends.
    public func text(_ format: CountingFormat) -> String { value.formatted(with: format) }
}
#endif
