/// A value that can be blended between two others, which is all a tween needs of it.
///
/// `fraction` is the eased progress: 0 gives `from`, 1 gives `to`, and overshooting
/// curves (back, elastic, springs) pass values below 0 or above 1, which conformers
/// should extrapolate (or clamp, where the type has bounds, like a colour).
///
/// Conform your own types by blending their parts:
/// ```swift
/// struct Thermometer: Interpolatable {
///     var celsius: Double
///     static func interpolate(_ from: Self, _ to: Self, _ fraction: Double) -> Self {
///         Thermometer(celsius: .interpolate(from.celsius, to.celsius, fraction))
///     }
/// }
/// ```
public protocol Interpolatable {
    /// The value `fraction` of the way from `from` to `to`; exactly `from` at 0 and exactly `to` at 1.
    static func interpolate(_ from: Self, _ to: Self, _ fraction: Double) -> Self

    /// False when the value has a NaN or infinite part; a tween refuses to run between such values.
    /// The default is `true`, for types with no floating-point parts.
    var isFiniteForTweening: Bool { get }
}

extension Interpolatable {
    /// True: a type with no floating-point parts is always finite.
    public var isFiniteForTweening: Bool { true }
}

extension Double: Interpolatable {
    /// `(1 − f)·from + f·to`: exact at both ends, unlike `from + (to − from)·f`.
    @inlinable
    public static func interpolate(_ from: Double, _ to: Double, _ fraction: Double) -> Double {
        (1 - fraction) * from + fraction * to
    }
    /// False when any part is NaN or infinite.
    @inlinable public var isFiniteForTweening: Bool { isFinite }
}

extension Float: Interpolatable {
    /// Blended in `Double`, exact at both ends.
    @inlinable
    public static func interpolate(_ from: Float, _ to: Float, _ fraction: Double) -> Float {
        Float(Double.interpolate(Double(from), Double(to), fraction))
    }
    /// False when any part is NaN or infinite.
    @inlinable public var isFiniteForTweening: Bool { isFinite }
}

extension Int: Interpolatable {
    /// Rounds to nearest (halves away from zero) and saturates at `Int.min`/`Int.max` instead of trapping.
    @inlinable
    public static func interpolate(_ from: Int, _ to: Int, _ fraction: Double) -> Int {
        Int(Int64.interpolate(Int64(from), Int64(to), fraction))
    }
}

extension Int64: Interpolatable {
    /// Rounds to nearest (halves away from zero) and saturates at `Int64.min`/`Int64.max` instead of trapping.
    /// The ends are exact even beyond 2⁵³, where `Double` can no longer hold every integer.
    @inlinable
    public static func interpolate(_ from: Int64, _ to: Int64, _ fraction: Double) -> Int64 {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        guard fraction.isFinite else { return fraction > 0 ? (to >= from ? .max : .min) : (to >= from ? .min : .max) }
        // The offset from `from`, computed in Double; exact ends come from the checks above.
        let (exactSpan, spanOverflows) = to.subtractingReportingOverflow(from)
        let span = spanOverflows ? Double(to) - Double(from) : Double(exactSpan)
        let offset = (span * fraction).rounded(.toNearestOrAwayFromZero)
        let limit = 9_223_372_036_854_775_808.0  // 2⁶³, the first Double beyond Int64
        if offset < limit && offset >= -limit {
            let (sum, overflow) = from.addingReportingOverflow(Int64(offset))
            if !overflow { return sum }
        }
        // An offset beyond Int64 (a span wider than Int64.max, as from .min to .max): add in Double,
        // where the sum is back in range unless the curve overshoots past the type's ends.
        let sum = Double(from) + offset
        if sum >= limit { return .max }
        if sum < -limit { return .min }
        return Int64(sum)
    }
}
