#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Solves y(x) for a cubic Bézier timing function with end points (0,0) and (1,1).
///
/// x(t) is monotonic because x1 and x2 lie in 0...1. At construction the solver finds
/// t exactly at `segments + 1` evenly spaced x values and, for each segment, works out
/// from bounds on x′ and x″ how small a Newton step must be to prove the answer is within
/// 1e-10 in y. Evaluation then costs a table look-up, a cubic Hermite guess and one Newton
/// step. Where x′ vanishes at an end (x1 = 0 as in Core Animation's ease-out, x2 = 1 as in
/// ease-in), the end segment is solved by Newton from a series guess, in s = 1 − t at the far
/// end so that no precision is lost near x = 1. Only a segment where x′ touches zero inside
/// (curves like (1, 0, 0, 1)) falls back to a bracketed Newton/bisection loop on exact residuals
/// that runs to the last bit of t.
///
/// Immutable after `init` (hence `@unchecked Sendable`): the table is a raw buffer, so that an
/// evaluation does no bounds checks and no reference counting.
@usableFromInline
final class CubicBezierSolver: @unchecked Sendable {
    static let segments = 64

    let x1: Double, y1: Double, x2: Double, y2: Double
    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double
    /// Per segment (`rowWidth` values): the guess for t as a cubic in the segment's local x
    /// (4 coefficients), t at the segment's end, and the largest Newton step that proves
    /// convergence (0: use the slow path; `startEdge` or `endEdge`: Newton from a series guess).
    private let table: UnsafeMutablePointer<Double>
    static let rowWidth = 6
    /// The mirrored curve's x coefficients (1 − x as a function of s = 1 − t), for the end edge.
    let mirrorX: (a: Double, b: Double, c: Double)
    static let startEdge = -1.0
    static let endEdge = -2.0
    /// x(t)'s coefficients in double-double, for the slow path's exact residuals.
    let exactX: (a: DoubleDouble, b: DoubleDouble, c: DoubleDouble)

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
        let three = DoubleDouble(3)
        let c = three * DoubleDouble(x1)
        let b = three * DoubleDouble.exactSum(x2, -x1) - c
        exactX = (DoubleDouble(1) - c - b, b, c)
        let n = Self.segments
        var knots = [Double](repeating: 0, count: n + 1)
        for i in 0...n { knots[i] = i == 0 ? 0 : (i == n ? 1 : Self.bisect(Double(i) / Double(n), ax, bx, cx)) }
        // |y′| is bounded by 3·max of the control-polygon steps (the hodograph's hull).
        let maxSlopeY = max(3 * max(abs(y1), abs(y2 - y1), abs(1 - y2)), 1)
        let mcx = 3 * (1 - x2)
        let mbx = 3 * ((1 - x1) - (1 - x2)) - mcx
        mirrorX = (1 - mcx - mbx, mbx, mcx)
        let (pa, pb, pc) = (ax, bx, cx)
        let slopes = knots.map { t in
            let d = (3 * pa * t + 2 * pb) * t + pc
            return d > 1e-9 ? 1 / d : 0   // dt/dx, 0 where x′ vanishes
        }
        let table = UnsafeMutablePointer<Double>.allocate(capacity: Self.rowWidth * n)
        for i in 0..<n {
            let lo = knots[i], hi = knots[i + 1]
            // The cubic Hermite interpolant of t(x) across the segment, as a polynomial in u ∈ [0, 1],
            // with the slopes dt/dx scaled to the segment's width.
            let m0 = slopes[i] / Double(n), m1 = slopes[i + 1] / Double(n)
            let row = table + Self.rowWidth * i
            row[0] = lo
            row[1] = m0
            row[2] = -3 * lo - 2 * m0 + 3 * hi - m1
            row[3] = 2 * lo + m0 - 2 * hi + m1
            row[4] = hi
            let minD = Self.minimumSlope(lo, hi, ax, bx, cx)
            let maxCurvature = max(abs(6 * ax * lo + 2 * bx), abs(6 * ax * hi + 2 * bx))
            var tolerance = 0.0
            if minD > 1e-3 && slopes[i] != 0 {
                let k = max(maxCurvature / (2 * minD), 1e-12)
                // Any guess in [lo, hi] is within w of the root; with k·w ≤ ½ one Newton step of
                // size s leaves an error of at most 4·k·s², which must stay below 1e-11 / max|y′|.
                if k * (hi - lo) <= 0.5 { tolerance = min((2.5e-12 / (k * maxSlopeY)).squareRoot(), 0.25 / k) }
            }
            if tolerance == 0 && !Self.hasInteriorVertex(lo, hi, ax, bx) {
                // x′ is smallest at an end of the segment; if that end is t = 0 or t = 1, Newton
                // from the end's series guess converges in full precision.
                if i == 0 { tolerance = Self.startEdge } else if i == n - 1 { tolerance = Self.endEdge }
            }
            row[5] = tolerance
        }
        self.table = table
    }

    deinit {
        table.deallocate()
    }

    /// Per segment: the one-step tolerance (> 0), `startEdge`, `endEdge`, or 0 for the slow path.
    var segmentModes: [Double] { (0..<Self.segments).map { table[Self.rowWidth * $0 + 5] } }

    @inline(__always)
    func solve(_ x: Double) -> Double {
        let n = Self.segments
        let s = x * Double(n)
        var i = Int(s)
        if i >= n { i = n - 1 }
        let u = s - Double(i)
        let row = table + Self.rowWidth * i
        let tolerance = row[5]
        let t0 = row[0], t1 = row[4]
        if tolerance > 0 {
            var t = ((row[3] * u + row[2]) * u + row[1]) * u + t0
            t = min(max(t, t0), t1)
            // In this segment Newton provably converges from any start; once a step is within the
            // tolerance, taking it leaves t within 1e-10 in y. Usually the first step already is.
            for _ in 0..<6 {
                let f = ((ax * t + bx) * t + cx) * t - x
                let d = (3 * ax * t + 2 * bx) * t + cx
                let step = f / d
                t -= step
                if abs(step) <= tolerance { return ((ay * t + by) * t + cy) * t }
            }
        }
        return solveOffTable(x, tolerance: tolerance, lo: t0, hi: t1)
    }

    /// The segments the one-step path does not cover.
    private func solveOffTable(_ x: Double, tolerance: Double, lo: Double, hi: Double) -> Double {
        if tolerance == Self.startEdge {
            let t = Self.edgeNewton(x, ax, bx, cx, upTo: hi)
            return ((ay * t + by) * t + cy) * t
        }
        if tolerance == Self.endEdge {
            // 1 − x is exact here (x ≥ 1/2), and s = 1 − t is found to full relative precision.
            let s = Self.edgeNewton(1 - x, mirrorX.a, mirrorX.b, mirrorX.c, upTo: 1 - lo)
            let t = 1 - s
            return ((ay * t + by) * t + cy) * t
        }
        return slowSolve(x, lo: lo, hi: hi)
    }

    /// The t in [0, hi] with ((a·t + b)·t + c)·t = x, where x′ is smallest at t = 0 and not zero
    /// inside: Newton from the root of the leading small-t term, kept inside a shrinking bracket.
    static func edgeNewton(_ x: Double, _ a: Double, _ b: Double, _ c: Double, upTo hi: Double) -> Double {
        guard x > 0 else { return 0 }
        var lo = 0.0, hi = hi
        // x ≈ c·t, b·t² or a·t³ near 0, whichever dominates: a guess with the right order of growth.
        var t = c > 0 ? x / c : (b > 0 ? (x / b).squareRoot() : cbrt(x / a))
        if !(t > lo && t < hi) { t = 0.5 * (lo + hi) }
        for _ in 0..<60 {
            let f = ((a * t + b) * t + c) * t - x
            if f == 0 { return t }
            if f < 0 { lo = t } else { hi = t }
            let d = (3 * a * t + 2 * b) * t + c
            var next = t - f / d
            if !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
            if abs(next - t) <= 1e-16 * t { return next }
            t = next
        }
        return t
    }

    /// Bracketed Newton with bisection whenever Newton leaves the bracket or stalls. The residual
    /// x(t) − x is computed in double-double, so the bracket stays right even where x′(t) ≈ 0 and
    /// a plain evaluation would be rounding noise (there, y(x) is steep and t must be exact).
    private func slowSolve(_ x: Double, lo: Double, hi: Double) -> Double {
        var lo = lo, hi = hi
        var t = 0.5 * (lo + hi)
        var lastStep = hi - lo
        for _ in 0..<200 {
            let f = residual(t, x)
            if f == 0 { break }
            if f < 0 { lo = t } else { hi = t }
            let d = (3 * ax * t + 2 * bx) * t + cx
            var next = d > 0 ? t - f / d : .nan
            if !(next > lo && next < hi) || abs(next - t) > 0.5 * lastStep {
                next = 0.5 * (lo + hi)   // bisect: Newton left the bracket or is converging slowly
            }
            lastStep = abs(next - t)
            if next == t || next <= lo || next >= hi { break }
            t = next
        }
        return ((ay * t + by) * t + cy) * t
    }

    /// x(t) − x by compensated Horner on double-double coefficients.
    private func residual(_ t: Double, _ x: Double) -> Double {
        let tt = DoubleDouble(t)
        let r = ((exactX.a * tt + exactX.b) * tt + exactX.c) * tt - DoubleDouble(x)
        return r.value
    }

    /// t with x(t) = x, by bisection to the last representable bit.
    static func bisect(_ x: Double, _ ax: Double, _ bx: Double, _ cx: Double) -> Double {
        var lo = 0.0, hi = 1.0
        while true {
            let mid = 0.5 * (lo + hi)
            if mid <= lo || mid >= hi { return mid }
            if ((ax * mid + bx) * mid + cx) * mid < x { lo = mid } else { hi = mid }
        }
    }

    /// Whether x′ has its vertex strictly inside (lo, hi).
    static func hasInteriorVertex(_ lo: Double, _ hi: Double, _ ax: Double, _ bx: Double) -> Bool {
        guard ax != 0 else { return false }
        let vertex = -bx / (3 * ax)
        return vertex > lo && vertex < hi
    }

    /// The minimum of x′(t) = 3ax·t² + 2bx·t + cx over [lo, hi].
    static func minimumSlope(_ lo: Double, _ hi: Double, _ ax: Double, _ bx: Double, _ cx: Double) -> Double {
        func d(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
        var m = min(d(lo), d(hi))
        if ax != 0 {
            let vertex = -bx / (3 * ax)
            if vertex > lo && vertex < hi { m = min(m, d(vertex)) }
        }
        return m
    }
}
