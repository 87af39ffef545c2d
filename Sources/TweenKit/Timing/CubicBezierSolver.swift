/// Solves y(x) for a cubic Bézier timing function with end points (0,0) and (1,1).
///
/// x(t) is monotonic because x1 and x2 lie in 0...1. At construction the solver finds
/// t exactly at `segments + 1` evenly spaced x values and, for each segment, works out
/// from bounds on x′ and x″ how small a Newton step must be to prove the answer is within
/// 1e-10 in y. Evaluation then costs a table look-up, a cubic Hermite guess and one Newton
/// step; the rare segments where x′ touches zero (x1 = 0, or curves like (1, 0, 0, 1))
/// fall back to a bracketed Newton/bisection loop on exact residuals that runs to the last bit of t.
@usableFromInline
final class CubicBezierSolver: Sendable {
    static let segments = 64

    let x1: Double, y1: Double, x2: Double, y2: Double
    // Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double
    /// Per knot i: t at x = i/segments, dt/dx there (0 where x′ vanishes), and for
    /// segment i the largest Newton step that proves convergence (0: use the slow path).
    let table: [Double]
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
        var table = [Double](repeating: 0, count: 3 * (n + 1))
        for i in 0...n {
            let d = (3 * ax * knots[i] + 2 * bx) * knots[i] + cx
            table[3 * i] = knots[i]
            table[3 * i + 1] = d > 1e-9 ? 1 / d : 0
            guard i < n else { break }
            let lo = knots[i], hi = knots[i + 1]
            let minD = Self.minimumSlope(lo, hi, ax, bx, cx)
            let maxCurvature = max(abs(6 * ax * lo + 2 * bx), abs(6 * ax * hi + 2 * bx))
            var tolerance = 0.0
            if minD > 1e-3 && table[3 * i + 1] != 0 {
                let k = max(maxCurvature / (2 * minD), 1e-12)
                // Any guess in [lo, hi] is within w of the root; with k·w ≤ ½ one Newton step of
                // size s leaves an error of at most 4·k·s², which must stay below 1e-11 / max|y′|.
                if k * (hi - lo) <= 0.5 { tolerance = min((2.5e-12 / (k * maxSlopeY)).squareRoot(), 0.25 / k) }
            }
            table[3 * i + 2] = tolerance
        }
        self.table = table
    }

    @inline(__always)
    func solve(_ x: Double) -> Double {
        let n = Self.segments
        let s = x * Double(n)
        var i = Int(s)
        if i >= n { i = n - 1 }
        let u = s - Double(i)
        let base = 3 * i
        let tolerance = table[base + 2]
        let t0 = table[base], t1 = table[base + 3]
        if tolerance > 0 {
            // Cubic Hermite guess in x, with slopes dt/dx scaled to the segment's width.
            let w = 1 / Double(n)
            let m0 = table[base + 1] * w, m1 = table[base + 4] * w
            let u2 = u * u, u3 = u2 * u
            var t = (2 * u3 - 3 * u2 + 1) * t0 + (u3 - 2 * u2 + u) * m0 + (-2 * u3 + 3 * u2) * t1 + (u3 - u2) * m1
            t = min(max(t, t0), t1)
            let f = ((ax * t + bx) * t + cx) * t - x
            let d = (3 * ax * t + 2 * bx) * t + cx
            let step = f / d
            if abs(step) <= tolerance {
                t -= step
                return ((ay * t + by) * t + cy) * t
            }
        }
        return slowSolve(x, lo: t0, hi: t1)
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
