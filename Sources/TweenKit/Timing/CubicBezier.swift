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
/// unique and a bracket around it is easy to keep: Newton's method from t = x, falling back to bisection
/// whenever a step would leave the bracket or shrink it too slowly.
///
/// Where x′(t) is tiny — at an end whose control point sits on it (Core Animation's ease-in and ease-out),
/// or inside a curve like (1, 0, 0, 1) — ordinary rounding in x(t) − x moves t by far more than the
/// answer can afford. There the same search runs once more on a residual worked out in double-double
/// arithmetic, which is exact enough for every curve to stay within 1e-9 of the true value.
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
        var low = 0.0
        var high = 1.0
        var t = x
        for _ in 0..<12 {
            let error = self.x(t) - x
            if error < 0 { low = t } else if error > 0 { high = t } else { return t }
            let next = t - error / dx(t)
            guard next > low && next < high else {
                t = 0.5 * (low + high)
                continue
            }
            let step = abs(next - t)
            t = next
            // Newton's error after a step of s is about s²·x″/2x′; add what rounding in x(t) − x leaves, and
            // stop once both, magnified by dy/dx, are far inside the bound.
            if step < 1e-5 {
                let slope = dx(t)
                let left = step * step * abs(3 * ax * t + bx) + 1e-15
                if left * abs(dy(t)) <= 1e-11 * slope && left <= 1e-11 * slope { return t }
            }
        }
        return exactParameter(at: x, from: t)
    }

    /// The t where x(t) = x, on a residual exact to about 1e-30: for where x′ is too small for `parameter`.
    /// The same safeguarded Newton search, over the whole of 0…1, until the bracket is one ulp wide.
    @inline(never)
    private func exactParameter(at x: Double, from guess: Double) -> Double {
        var low = 0.0
        var high = 1.0
        var t = guess
        var lastStep = 1.0
        for _ in 0..<200 {
            let error = residual(t, x)
            if error < 0 { low = t } else if error > 0 { high = t } else { return t }
            var next = t - error / dx(t)
            // Bisect when Newton leaves the bracket or does not at least halve its step (a flat stretch).
            if !(next > low && next < high) || abs(next - t) > 0.5 * lastStep { next = 0.5 * (low + high) }
            lastStep = abs(next - t)
            if next == t || next <= low || next >= high { break }
            t = next
        }
        // The bracket's ends straddle the root to an ulp or so: the closest of them and the last guess.
        return [low, t, high].min { abs(residual($0, x)) < abs(residual($1, x)) } ?? t
    }

    /// x(t) − x, by Horner's scheme in double-double (each product's and sum's rounding error carried).
    private func residual(_ t: Double, _ x: Double) -> Double {
        var hi = ax
        var lo = 0.0
        func multiplyAdd(_ c: Double) {
            let product = hi * t
            let productError = fma(hi, t, -product)
            let sum = product + c
            let back = sum - product
            let sumError = (product - (sum - back)) + (c - back)
            let tail = productError + sumError + lo * t
            hi = sum + tail
            lo = tail - (hi - sum)
        }
        multiplyAdd(bx)
        multiplyAdd(cx)
        multiplyAdd(-x)
        return hi + lo
    }
}
