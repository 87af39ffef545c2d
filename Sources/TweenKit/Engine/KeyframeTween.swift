/// A tween through several values at given fractions of its duration, with a curve per segment,
/// the way `CAKeyframeAnimation` works.
///
/// ```swift
/// // A bounce-on-select: shrink to 0.8, settle at 0.9, in 0.2 s.
/// let bounce = try KeyframeTween(values: [1.0, 0.8, 0.9], keyTimes: [0, 0.5, 1], duration: 0.2) { scale in
///     cell.scale = scale
/// }
/// bounce.start()
/// try KeyframeTween(cell, \.scale, values: [0.9, 1.0], duration: 0.2, curves: [.easeOut]).start()
/// ```
///
/// `keyTimes` default to evenly spaced; `curves` hold one curve for every segment, or one per segment
/// (`values.count − 1`). Fewer than two values, mismatched counts, or key times that do not run from 0 to 1 without
/// decreasing throw a `TweenError` (`keyframeCountMismatch`, `invalidKeyTimes`) when the tween is made; a value that
/// is NaN or infinite fails it when it starts, as with `Tween`, before anything is written.
public final class KeyframeTween<Value: Interpolatable>: Tween<Value> {
    /// Keyframes handed to `update`.
    public convenience init(
        values: [Value], keyTimes: [Double]? = nil, duration: Double, curves: [TimingCurve] = [.linear],
        engine: TweenEngine = .shared, update: @escaping (Value) -> Void = { _ in }
    ) throws(TweenError) {
        try self.init(
            values: values, keyTimes: keyTimes, curves: curves, duration: duration, target: TweenTarget(update),
            engine: engine)
    }

    /// Keyframes written to `object`'s property at `keyPath` (held weakly, as with `Tween`). Like `Tween`'s, the key
    /// path is an autoclosure compiled at the call site, so a literal one becomes a direct property write.
    @inlinable @inline(__always)
    public convenience init<Root: AnyObject>(
        _ object: Root, _ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Root, Value>,
        values: [Value], keyTimes: [Double]? = nil, duration: Double,
        curves: [TimingCurve] = [.linear], engine: TweenEngine = .shared
    ) throws(TweenError) {
        try self.init(
            values: values, keyTimes: keyTimes, curves: curves, duration: duration,
            target: TweenTarget(object, property: .keyPath(keyPath()), write: keyPathWriter(keyPath()), read: nil),
            engine: engine)
    }

    @usableFromInline
    convenience init(
        values: [Value], keyTimes: [Double]?, curves: [TimingCurve], duration: Double,
        target: TweenTarget<Value>, engine: TweenEngine
    ) throws(TweenError) {
        let times = keyTimes ?? (values.count > 1 ? values.indices.map { Double($0) / Double(values.count - 1) } : [0])
        try Keyframes.check(values: values, keyTimes: times, curves: curves)
        self.init(
            from: values[0], to: values[values.count - 1], curve: .linear,
            track: Keyframes(values: values, keyTimes: times, curves: curves),
            timing: TweenTiming(duration: duration), target: target, engine: engine)
    }
}

extension Tween {
    /// A keyframe track: values at key times, a curve per segment (or one for all).
    @usableFromInline
    final class Keyframes: Track {
        let values: [Value]
        let keyTimes: [Double]
        let curves: [TimingCurve]

        @usableFromInline
        init(values: [Value], keyTimes: [Double], curves: [TimingCurve]) {
            (self.values, self.keyTimes, self.curves) = (values, keyTimes, curves)
        }

        /// Throws unless there are at least two values, a key time for each, running from 0 to 1 without
        /// decreasing, and one curve or one per segment.
        static func check(values: [Value], keyTimes: [Double], curves: [TimingCurve]) throws(TweenError) {
            guard values.count >= 2, keyTimes.count == values.count,
                curves.count == 1 || curves.count == values.count - 1
            else { throw .keyframeCountMismatch(values: values.count, keyTimes: keyTimes.count, curves: curves.count) }
            guard keyTimes.first == 0, keyTimes.last == 1, zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 })
            else { throw .invalidKeyTimes(keyTimes) }
        }

        /// The values' check, at start (their structure was checked when the tween was made).
        override func validate() -> TweenError? {
            if let bad = values.firstIndex(where: { !$0.isFiniteForTweening }) {
                return .nonFiniteValue(name: "values[\(bad)]", description: "\(values[bad])")
            }
            return nil
        }

        /// The value at `progress` through validated keyframes: the segment holding it, eased by its curve.
        override func value(at progress: Double) -> Value {
            let (segment, local, _, curve) = place(at: progress)
            return Value.interpolate(values[segment], values[segment + 1], curve.value(at: local))
        }

        /// The segment holding `progress`, the progress within it, its share of the pass, and its curve.
        func place(at progress: Double) -> (segment: Int, local: Double, width: Double, curve: TimingCurve) {
            var segment = 0
            while segment < values.count - 2 && progress >= keyTimes[segment + 1] { segment += 1 }
            let start = keyTimes[segment]
            let end = keyTimes[segment + 1]
            let local = end > start ? (progress - start) / (end - start) : 1
            return (segment, local, end - start, curves.count == 1 ? curves[0] : curves[segment])
        }
    }
}
