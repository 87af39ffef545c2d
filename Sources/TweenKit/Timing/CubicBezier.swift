#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A cubic Bézier timing function from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2), as
/// `CAMediaTimingFunction` and CSS `cubic-bezier()` define it.
///
/// The curve is given by a parameter t: x(t) and y(t) are cubics. To evaluate y at an x, the solver finds the t where
/// x(t) = x, then returns y(t). Since x1 and x2 lie in 0…1, x(t) never decreases, so that t is unique. A Halley step
/// from a start read off a table the curve keeps settles it on the everyday curves; if not, Newton's method goes on
/// inside a bracket around t, bisecting whenever a step would leave it. Each stops only when a bound on the error left
/// (in y) is far inside 1e-9. Where x′ is too small for any such bound (an end whose control point sits on it, the
/// middle of (1, 0, 0, 1) or of a near-step), a bisection on a double-double residual from exact coefficients takes
/// over, down to a bracket one unit in the last place wide. (A class, so that a frame evaluates it in place.)
@usableFromInline
final class CubicBezier: Sendable {
    let x1: Double, y1: Double, x2: Double, y2: Double
    /// x(t) = ((ax·t + bx)·t + cx)·t, and y(t) likewise.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// t at x = k/64 (k = 0…64), read off x at 128 even steps of t: where a search starts, within a few 1e-5 of
    /// the answer on the everyday curves. Made with the curve, which is made once and evaluated every frame.
    private let starts: [Double]

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        (cx, bx, ax) = Self.coefficients(x1, x2)
        (cy, by, ay) = Self.coefficients(y1, y2)
        let (a, b, c) = (ax, bx, cx)
        func x(_ i: Int) -> Double { ((a * Double(i) / 128 + b) * Double(i) / 128 + c) * Double(i) / 128 }
        var i = 0
        starts = (0...64).map { k in
            while i < 127 && x(i + 1) <= Double(k) / 64 { i += 1 }
            let (low, span) = (x(i), x(i + 1) - x(i))
            return (Double(i) + (span > 0 ? min(max((Double(k) / 64 - low) / span, 0), 1) : 0)) / 128
        }
    }

    /// The power-basis coefficients of one coordinate, lowest first.
    private static func coefficients(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (c, b, 1 - c - b)
    }

    private func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    private func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// y at `x`, for 0 < x < 1 (the caller handles the ends).
    func value(at x: Double) -> Double { y(parameter(at: x)) }

    /// dy/dx at `x` (0…1); nil where x′ vanishes (a control point on an end), for the caller to take a limit.
    func slope(at x: Double) -> Double? {
        let t = x <= 0 ? 0 : x >= 1 ? 1 : parameter(at: x)
        let d = dx(t)
        return d > 1e-9 ? dy(t) / d : nil
    }

    /// The t where x(t) = x.
    private func parameter(at x: Double) -> Double {
        let (u, k) = (x * 64, min(Int(x * 64), 63))
        let start = starts[k] + (u - Double(k)) * (starts[k + 1] - starts[k])
        let (error, slope, half) = (self.x(start) - x, dx(start), 3 * ax * start + bx)
        let step = error * slope / (slope * slope - error * half)  // Halley's (Newton's, corrected for x″ = 2·half)
        if settles(start - step, step: step, leaving: half * half * error / (slope * slope) - ax * step, slope: slope) {
            return start - step
        }
        var (low, high, t) = (0.0, 1.0, min(max(start - step, 0), 1))
        for _ in 0..<12 {
            let error = self.x(t) - x
            if error < 0 { low = t } else if error > 0 { high = t }
            let (slope, step) = (dx(t), error / dx(t))
            let next = t - step
            guard next > low && next < high else {
                t = 0.5 * (low + high)
                continue
            }
            t = next
            if settles(t, step: step, leaving: 3 * ax * t + bx + 2 * ax * step, slope: slope) { return t }
        }
        return exactParameter(at: x)
    }

    /// Whether `t`, reached by a step `s` from where x′ = `slope`, is the answer. The step leaves exactly s²·`leaving`
    /// in x(t) − x, x being a cubic (from t₀, a Newton step s²·(x″(t₀)/2 − x‴·s/6), a Halley step s²·((x″(t₀)/2)²·
    /// (x(t₀) − x)/x′(t₀)² − x‴·s/6)), rounding at most 3e-14 more (any x1, x2 in 0…1); that over x′ (moving by at most
    /// 12·|s|, a thousandth of itself) bounds t's error, and magnified by |dy/dt| + 1, y's: well inside 1e-9, t is it.
    private func settles(_ t: Double, step s: Double, leaving: Double, slope: Double) -> Bool {
        abs(s) < 1e-4 * slope && (s * s * abs(leaving) + 3e-14) * (abs(dy(t)) + 1) <= 2.5e-10 * slope
    }

    /// The t where x(t) = x, for where x′ is too small for `parameter`: bisection, until the bracket is one ulp
    /// wide (or 2⁻²⁰⁰, next to 0), on x(t) − x in double-double arithmetic (each product's and sum's rounding
    /// error carried) by Horner's scheme on 1 + 3x1 − 3x2, 3x2 − 6x1 and 3x1, each worked out from 3x1 and
    /// 3x2 split exactly into two doubles: exact to about 1e-30, whatever the control points.
    @inline(never)
    private func exactParameter(at x: Double) -> Double {
        typealias Pair = (hi: Double, lo: Double)
        func sum(_ a: Double, _ b: Double) -> Pair {  // a + b exactly
            let s = a + b
            return (s, (a - (s - (s - a))) + (b - (s - a)))
        }
        let c = (hi: 3 * x1, lo: fma(3, x1, -3 * x1))
        let d = (hi: 3 * x2, lo: fma(3, x2, -3 * x2))
        let (b, one) = (sum(d.hi, -2 * c.hi), sum(1, c.hi))
        let a = sum(one.hi, -d.hi)
        func residual(_ t: Double) -> Double {
            var value = (hi: a.hi, lo: a.lo + one.lo + c.lo - d.lo)
            for k in [(b.hi, b.lo + d.lo - 2 * c.lo), c, (-x, 0)] as [Pair] {
                let product = value.hi * t
                let s = sum(product, k.hi)
                value = sum(s.hi, fma(value.hi, t, -product) + s.lo + value.lo * t + k.lo)
            }
            return value.hi + value.lo
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<200 {
            let middle = 0.5 * (low + high)
            guard middle > low && middle < high else { break }
            if residual(middle) < 0 { low = middle } else { high = middle }
        }
        return high
    }
}
