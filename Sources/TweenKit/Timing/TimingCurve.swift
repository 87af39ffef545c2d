/// How a tween's progress (0…1 in time) maps onto its value's progress.
///
/// Curves are values: cheap to copy, `Sendable`, and exact at the ends
/// (`value(at: 0) == 0` and `value(at: 1) == 1`, except `.steps` with `.start`
/// and `.custom`, which return what they define).
///
/// ```swift
/// let curve = TimingCurve.easeInOutCubic
/// curve.value(at: 0.25)                                      // 0.0625
/// let css = try TimingCurve.cubicBezier(0.68, -0.6, 0.32, 1.6)
/// let bouncy = TimingCurve.spring(try Spring(duration: 0.5, bounce: 0.3))
/// ```
public struct TimingCurve: Sendable {
    @usableFromInline
    enum Kind: Sendable {
        case linear
        case bezier(CubicBezierSolver)
        case penner(PennerCurve)
        case steps(Int, StepPosition)
        // Held by reference (a spring is six doubles, a closure two words): a curve stays one word and a
        // tag, and a tween can hold any curve in one word for its frames (see `OwnedCurve`).
        case spring(SpringCurve)
        case custom(CustomCurve)
    }

    /// A spring stretched over `duration` of progress (its settling time, or a tween's fitted one).
    @usableFromInline
    final class SpringCurve: Sendable {
        @usableFromInline let spring: Spring
        @usableFromInline let duration: Double

        init(_ spring: Spring, duration: Double) {
            self.spring = spring
            self.duration = duration
        }
    }

    /// A curve that is any function of progress.
    @usableFromInline
    final class CustomCurve: Sendable {
        @usableFromInline let body: @Sendable (Double) -> Double

        init(_ body: @escaping @Sendable (Double) -> Double) { self.body = body }
    }

    /// A spring curve stretched over `duration` of progress.
    static func spring(_ spring: Spring, duration: Double) -> TimingCurve {
        TimingCurve(.spring(SpringCurve(spring, duration: duration)))
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
    ///
    /// Inlined into the caller, so that a loop over one curve keeps a Bézier's fast path (a table
    /// row and a quintic) in the loop; everything slower is out of line.
    @inlinable @inline(__always)
    public func value(at progress: Double) -> Double {
        Self.value(of: kind, at: progress)
    }

    /// `value(at:)`'s body. Switching on `kind` passed in, rather than on the property, lets the
    /// compiler borrow the case's object: switched on in place, a Bézier's solver was retained and
    /// released around every evaluation that left the inlined fast path (near a flat end, 5 ns of 12).
    @inlinable @inline(__always)
    static func value(of kind: Kind, at progress: Double) -> Double {
        switch kind {
        case .linear: return Self.clamp(progress)
        case .bezier(let solver): return progress > 0 && progress < 1 ? solver.solve(progress) : Self.clamp(progress)
        case .penner(let curve): return Self.penner(curve, Self.clamp(progress))
        case .steps(let count, let position): return Self.steps(count, position, Self.clamp(progress))
        case .spring(let curve): return Self.spring(curve.spring, curve.duration, Self.clamp(progress))
        case .custom(let curve): return curve.body(Self.clamp(progress))
        }
    }

    // The shared pieces of `value(at:)`, also used by `OwnedCurve`.

    @inlinable @inline(__always)
    static func clamp(_ progress: Double) -> Double { progress > 0 ? min(progress, 1) : 0 }

    @usableFromInline @inline(__always)
    static func penner(_ curve: PennerCurve, _ p: Double) -> Double {
        p == 0 || p == 1 ? p : curve.value(at: p)
    }

    /// A Bézier on the main actor (a tween's frames): a lazily made solver's own tables, filled as they go.
    @inline(__always)
    static func bezierOnMainActor(_ solver: CubicBezierSolver, _ p: Double) -> Double {
        p == 0 || p == 1 ? p : solver.solveOnMainActor(p)
    }

    @usableFromInline
    static func steps(_ count: Int, _ position: StepPosition, _ p: Double) -> Double {
        let n = Double(count)
        if p == 1 { return 1 }
        switch position {
        case .end: return (p * n).rounded(.down) / n
        case .start: return min((p * n).rounded(.down) + 1, n) / n
        }
    }

    @usableFromInline
    static func spring(_ spring: Spring, _ duration: Double, _ p: Double) -> Double {
        p == 0 || p == 1 ? p : spring.value(at: p * duration)
    }
}

// MARK: - Core Animation's named curves

extension TimingCurve {
    /// Constant speed (Core Animation's `linear`).
    public static let linear = TimingCurve(.linear)
    /// Core Animation's `easeIn`: control points (0.42, 0) and (1, 1).
    public static let easeIn = TimingCurve(.bezier(CubicBezierSolver(0.42, 0, 1, 1)))
    /// Core Animation's `easeOut`: control points (0, 0) and (0.58, 1).
    public static let easeOut = TimingCurve(.bezier(CubicBezierSolver(0, 0, 0.58, 1)))
    /// Core Animation's `easeInEaseOut`: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = TimingCurve(.bezier(CubicBezierSolver(0.42, 0, 0.58, 1)))
    /// Core Animation's `default`, used by most system animations: (0.25, 0.1) and (0.25, 1).
    public static let `default` = TimingCurve(.bezier(CubicBezierSolver(0.25, 0.1, 0.25, 1)))

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
    /// Making a curve costs about a microsecond: its lookup tables are filled as tweens play it, a 1/64 of
    /// the curve at a time, on the frames that first reach each part. Evaluated with `value(at:)`, it builds
    /// a complete set of tables on the first call (about 10 µs), then shared by every thread. The 64 most
    /// recently made curves are kept, so making one with the same control points again costs a look-up.
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
        return TimingCurve(.bezier(BezierCache.solver(x1, y1, x2, y2)))
    }

    /// The control points of a Bézier curve (including the named Core Animation curves), or nil.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch kind {
        case .linear: return (0, 0, 1, 1)
        case .bezier(let s): return (s.x1, s.y1, s.x2, s.y2)
        default: return nil
        }
    }

    /// A staircase of `count` equal steps (CSS `steps()`); a count below 1 counts as 1, one above
    /// 2³¹ − 1 (steps finer than any display) as 2³¹ − 1.
    ///
    /// ```swift
    /// TimingCurve.steps(4, position: .end).value(at: 0.3)   // 0.25
    /// ```
    public static func steps(_ count: Int, position: StepPosition = .end) -> TimingCurve {
        TimingCurve(.steps(min(max(count, 1), Int(Int32.max)), position))
    }

    /// Any function of progress. Its input is clamped to 0...1; its output is used as given.
    ///
    /// ```swift
    /// let smoothstep = TimingCurve.custom { p in p * p * (3 - 2 * p) }
    /// ```
    public static func custom(_ body: @escaping @Sendable (Double) -> Double) -> TimingCurve {
        TimingCurve(.custom(CustomCurve(body)))
    }

    /// A spring's motion, stretched over its settling duration so that progress 1 is at rest: as a
    /// tween's curve, the spring is fitted to the tween's duration. To run a spring on its own time,
    /// make the tween with `spring:` instead of a duration. An undamped spring never settles; its curve
    /// spans ten periods and then snaps to 1.
    ///
    /// ```swift
    /// let curve = TimingCurve.spring(try Spring(duration: 0.6, bounce: 0.2))
    /// ```
    public static func spring(_ spring: Spring) -> TimingCurve {
        let settle = spring.settlingDuration
        let span = settle.isFinite ? settle : 10 * 2 * Double.pi / spring.naturalFrequency
        return .spring(spring, duration: span)
    }
}
