/// How a tween's progress (0…1 in time) maps onto its value's progress.
///
/// Curves are values: cheap to copy, `Sendable`, and exact at the ends (`value(at: 0) == 0` and `value(at: 1) == 1`,
/// except `.steps` with `.start` and `.custom`, which return what they define).
///
/// ```swift
/// let curve = TimingCurve.easeInOutCubic
/// curve.value(at: 0.25)                                      // 0.0625
/// let css = try TimingCurve.cubicBezier(0.68, -0.6, 0.32, 1.6)
/// let bouncy = TimingCurve.spring(try Spring(duration: 0.5, bounce: 0.3))
/// ```
public struct TimingCurve: Sendable {
    /// The larger kinds are kept out of line, shared by the copies of a curve: a tween keeps one word for its curve.
    @usableFromInline
    enum Kind: Sendable {
        case linear
        case bezier(CubicBezier)
        case penner(PennerCurve)
        indirect case steps(Int, StepPosition)
        /// A spring stretched over `duration` of progress (its settling time, or a tween's fitted one).
        indirect case spring(Spring, duration: Double)
        indirect case custom(@Sendable (Double) -> Double)
    }

    @usableFromInline let kind: Kind

    @usableFromInline init(_ kind: Kind) { self.kind = kind }

    /// Where a stepped curve jumps: at the start of each step or at its end.
    public enum StepPosition: Sendable, Equatable {
        /// The first jump happens at progress 0 (CSS `jump-start`).
        case start
        /// The last jump happens at progress 1 (CSS `jump-end`).
        case end
    }

    /// The eased progress for a progress in 0…1; values outside are clamped, NaN counts as 0.
    public func value(at progress: Double) -> Double {
        // Every curve is exact at its ends (but a stepped one that jumps at the start, and a custom one).
        let p = progress > 0 ? min(progress, 1) : 0
        switch kind {
        case .linear: return p
        case .bezier(let bezier): return p == 0 || p == 1 ? p : bezier.value(at: p)
        case .penner(let curve): return p == 0 || p == 1 ? p : curve.value(at: p)
        case .steps(let count, let position): return Self.steps(count, position, p)
        case .spring(let spring, let duration): return p == 0 || p == 1 ? p : spring.value(at: p * duration)
        case .custom(let body): return body(p)
        }
    }

    private static func steps(_ count: Int, _ position: StepPosition, _ p: Double) -> Double {
        let n = Double(count)
        if p == 1 { return 1 }
        switch position {
        case .end: return (p * n).rounded(.down) / n
        case .start: return min((p * n).rounded(.down) + 1, n) / n
        }
    }
}

// MARK: - Core Animation's named curves

extension TimingCurve {
    /// Constant speed (Core Animation's `linear`).
    public static let linear = TimingCurve(.linear)
    /// Core Animation's `easeIn`: control points (0.42, 0) and (1, 1).
    public static let easeIn = TimingCurve(.bezier(CubicBezier(0.42, 0, 1, 1)))
    /// Core Animation's `easeOut`: control points (0, 0) and (0.58, 1).
    public static let easeOut = TimingCurve(.bezier(CubicBezier(0, 0, 0.58, 1)))
    /// Core Animation's `easeInEaseOut`: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = TimingCurve(.bezier(CubicBezier(0.42, 0, 0.58, 1)))
    /// Core Animation's `default`, used by most system animations: (0.25, 0.1) and (0.25, 1).
    public static let `default` = TimingCurve(.bezier(CubicBezier(0.25, 0.1, 0.25, 1)))
    /// SwiftUI's name for Core Animation's `easeInEaseOut`: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = easeInEaseOut

    /// A cubic Bézier from (0,0) to (1,1) with control points (x1, y1) and (x2, y2), as in
    /// `CAMediaTimingFunction(controlPoints:)` and CSS `cubic-bezier()`.
    ///
    /// x1 and x2 must lie in 0...1 (so time never runs backwards); y1 and y2 may overshoot.
    /// Every evaluation is within 1e-9 of the exact curve.
    ///
    /// ```swift
    /// let backOut = try TimingCurve.cubicBezier(0.34, 1.56, 0.64, 1)
    /// ```
    ///
    /// Making a curve works out a small table of where to start solving for a value: make it once, and share it
    /// between tweens; each value is solved as it is asked.
    /// - Throws: `TweenError.invalidControlPoint` naming the first bad coordinate.
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(TweenError)
        -> TimingCurve
    {
        // x in 0…1 keeps the curve a function of x; past ±1e300 a y's polynomial coefficients, and so its
        // values, overflow to infinity. (NaN fails both.)
        for (name, value, isX) in [("x1", x1, true), ("y1", y1, false), ("x2", x2, true), ("y2", y2, false)] {
            let valid = isX ? (value >= 0 && value <= 1) : abs(value) <= 1e300
            if !valid { throw .invalidControlPoint(name: name, value: value) }
        }
        return TimingCurve(.bezier(CubicBezier(x1, y1, x2, y2)))
    }

    /// The control points of a Bézier curve (including the named Core Animation curves), or nil.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch kind {
        case .linear: return (0, 0, 1, 1)
        case .bezier(let b): return (b.x1, b.y1, b.x2, b.y2)
        default: return nil
        }
    }

    /// A staircase of `count` equal steps (CSS `steps()`). A count past 2³¹ − 1 (steps finer than any
    /// display) counts as 2³¹ − 1.
    ///
    /// ```swift
    /// try TimingCurve.steps(4, position: .end).value(at: 0.3)   // 0.25
    /// ```
    /// - Throws: `TweenError.invalidParameter` for a count below 1.
    public static func steps(_ count: Int, position: StepPosition = .end) throws(TweenError) -> TimingCurve {
        guard count >= 1 else { throw .invalidParameter(name: "steps", value: Double(count), expected: "at least 1") }
        return TimingCurve(.steps(min(count, Int(Int32.max)), position))
    }

    /// Any function of progress. Its input is clamped to 0...1; its output is used as given, but a tween that
    /// would write a value it makes NaN or infinite fails (`TweenError.nonFiniteValue`) and writes nothing.
    ///
    /// ```swift
    /// let smoothstep = TimingCurve.custom { p in p * p * (3 - 2 * p) }
    /// ```
    public static func custom(_ body: @escaping @Sendable (Double) -> Double) -> TimingCurve {
        TimingCurve(.custom(body))
    }

    /// A spring's motion, stretched over its settling duration so that progress 1 is at rest: as a tween's curve, the
    /// spring is fitted to the tween's duration. To run a spring on its own time, make the tween with `spring:` instead
    /// of a duration. An undamped spring never settles; its curve spans ten periods and then snaps to 1.
    ///
    /// ```swift
    /// let curve = TimingCurve.spring(try Spring(duration: 0.6, bounce: 0.2))
    /// ```
    public static func spring(_ spring: Spring) -> TimingCurve {
        let settle = spring.settlingDuration
        let span = settle.isFinite ? settle : 10 * 2 * Double.pi / spring.naturalFrequency
        return TimingCurve(.spring(spring, duration: span))
    }
}

extension TimingCurve: CustomStringConvertible {
    /// The curve as you would write it: `easeOutBack`, `cubicBezier(0.68, -0.6, 0.32, 1.6)`, `steps(4, .end)`.
    public var description: String {
        switch kind {
        case .linear: return "linear"
        case .bezier(let b):
            let named = Self.named.prefix(5).first { $0.curve.controlPoints! == (b.x1, b.y1, b.x2, b.y2) }
            return named?.name ?? "cubicBezier(\(b.x1), \(b.y1), \(b.x2), \(b.y2))"
        case .penner(let curve):
            let name = "\(curve)"
            return "ease" + name.prefix(1).uppercased() + name.dropFirst()
        case .steps(let count, let position): return "steps(\(count), position: .\(position))"
        case .spring(let spring, _): return "spring(\(spring))"
        case .custom: return "custom"
        }
    }
}
