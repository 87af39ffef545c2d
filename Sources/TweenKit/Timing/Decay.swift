import Foundation

/// How a flicked value slows down: it keeps `rate` of its velocity each millisecond, as a scroll view
/// decelerates, and stops when slower than `threshold` units a second.
///
/// The motion is the continuous form of that per-millisecond decay: from `x₀` at `v₀`,
/// `x(t) = x₀ + v₀·(rᵗ′ − 1)/ln rᵗ′` with `t′ = 1000·t` — its velocity `v₀·r^(1000t)` — heading for
/// `projectedEnd`, `x₀ − v₀/(1000·ln r)`, which it approaches but never reaches. (Summing the steps a
/// millisecond at a time instead, as `UIScrollView` is described, projects 0.05 % less at `.normal`.)
///
/// ```swift
/// // Where a flick at 1,200 points a second would come to rest: snap that to a page.
/// let end = Decay.normal.projectedEnd(from: 300.0, velocity: -1_200)   // ≈ -299.4
/// Tween(from: 300.0, velocity: -1_200, decay: .normal) { offset = $0 }.start()
/// ```
public struct Decay: Sendable, Equatable {
    /// The fraction of its velocity the value keeps each millisecond, between 0 and 1.
    public let rate: Double
    /// The speed, in units a second, below which the motion stops.
    public let threshold: Double

    /// `UIScrollView.DecelerationRate.normal`: 0.998 a millisecond.
    public static let normal = Decay(checkedRate: 0.998, threshold: 1)
    /// `UIScrollView.DecelerationRate.fast`: 0.99 a millisecond.
    public static let fast = Decay(checkedRate: 0.99, threshold: 1)

    /// A decay keeping `rate` of the velocity each millisecond, stopping below `threshold` units a second.
    /// - Throws: `TweenError.invalidParameter` for a rate outside 0 < rate < 1 (0 would stop at once,
    ///   1 never slows) or a threshold that is not finite and greater than 0.
    public init(rate: Double, threshold: Double = 1) throws(TweenError) {
        guard rate > 0, rate < 1 else {
            throw .invalidParameter(name: "rate", value: rate, expected: "between 0 and 1 (exclusive)")
        }
        guard threshold > 0, threshold.isFinite else {
            throw .invalidParameter(name: "threshold", value: threshold, expected: "finite and greater than 0")
        }
        self.init(checkedRate: rate, threshold: threshold)
    }

    private init(checkedRate rate: Double, threshold: Double) { (self.rate, self.threshold) = (rate, threshold) }

    /// How fast the velocity decays: it is multiplied by e^(−decayConstant·t) after t seconds.
    public var decayConstant: Double { -1000 * log(rate) }

    /// The fraction of the initial velocity's travel covered after `time` seconds: (1 − e^(−kt))/k.
    func travel(at time: Double) -> Double {
        let k = decayConstant
        return time > 0 ? -expm1(-k * time) / k : 0
    }

    /// Where a value flicked from `from` at `velocity` (units a second) is `time` seconds later.
    public func position<Value: VectorInterpolatable>(from: Value, velocity: Value, at time: Double) -> Value {
        from.adding(velocity.scaled(by: travel(at: time)))
    }

    /// The velocity of a value flicked at `velocity`, `time` seconds later.
    public func velocity<Value: VectorInterpolatable>(_ velocity: Value, at time: Double) -> Value {
        velocity.scaled(by: exp(-decayConstant * max(time, 0)))
    }

    /// Where a value flicked from `from` at `velocity` is heading: the limit of its motion. Snap it to a
    /// page or a detent, then spring there.
    public func projectedEnd<Value: VectorInterpolatable>(from: Value, velocity: Value) -> Value {
        from.adding(velocity.scaled(by: 1 / decayConstant))
    }

    /// How long a flick at `velocity` runs before it is slower than `threshold` (0 if it already is).
    public func duration<Value: VectorInterpolatable>(velocity: Value) -> Double {
        let speed = velocity.magnitudeSquared.squareRoot()
        guard speed > threshold, speed.isFinite else { return 0 }
        return log(speed / threshold) / decayConstant
    }
}
