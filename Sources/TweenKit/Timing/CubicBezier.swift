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
/// The curve is given by a parameter t: x(t) and y(t) are cubics. To evaluate y at an x, the solver finds
/// the t where x(t) = x, then returns y(t). Since x1 and x2 lie in 0…1, x(t) never decreases, so that t is
/// unique and a bracket around it is easy to keep: a Halley step from t = x, then Newton's method, bisecting
/// whenever a step would leave the bracket. It stops only when a bound on the error left (in y) is far inside
/// 1e-9. Where x′ is too small for any such bound (an end whose control point sits on it, the middle of
/// (1, 0, 0, 1) or of a near-step), a bisection on a double-double residual from exact coefficients takes
/// over, down to a bracket one unit in the last place wide.
@usableFromInline
struct CubicBezier: Sendable, Equatable {
    let x1: Double, y1: Double, x2: Double, y2: Double
    /// x(t) = ((ax·t + bx)·t + cx)·t, and y(t) likewise.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
        (cx, bx, ax) = Self.coefficients(x1, x2)
        (cy, by, ay) = Self.coefficients(y1, y2)
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
        var (low, high, t) = (0.0, 1.0, x)
        for i in 0..<12 {
            let error = self.x(t) - x
            if error < 0 { low = t } else if error > 0 { high = t }
            let slope = dx(t)
            // The first step is Halley's (Newton's, corrected for x″): from t = x it lands close enough on
            // the everyday curves that one Newton step after it settles y.
            let step = i == 0 ? error * slope / (slope * slope - error * (3 * ax * t + bx)) : error / slope
            let next = t - step
            guard next > low && next < high else {
                t = 0.5 * (low + high)
                continue
            }
            t = next
            // A Newton step s leaves exactly s²·(x″/2 + x‴·s/6) in x(t) − x, x being a cubic; rounding in the
            // coefficients and in Horner's scheme leave at most 3e-14 more for any x1 and x2 in 0…1. That over
            // x′ bounds t's error (x′ moves by at most 12·|s|, a thousandth of itself here), and magnified by
            // |dy/dt| + 1, y's. Well inside 1e-9, t is the answer.
            if i > 0 && abs(step) < 1e-4 * slope {
                let left = step * step * abs(3 * ax * t + bx + 2 * ax * step) + 3e-14
                if left * (abs(dy(t)) + 1) <= 2.5e-10 * slope { return t }
            }
        }
        return exactParameter(at: x)
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
