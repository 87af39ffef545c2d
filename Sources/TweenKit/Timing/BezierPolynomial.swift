#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One coordinate of a cubic Bézier that runs from 0 to 1 with inner control values c1 and c2,
/// as the polynomial p(t) = ((a·t + b)·t + c)·t, with the bounds and root finding that
/// `CubicBezierSolver` builds on.
struct BezierPolynomial {
    let a: Double, b: Double, c: Double

    init(_ c1: Double, _ c2: Double) {
        c = 3 * c1
        b = 3 * (c2 - c1) - c
        a = 1 - c - b
    }

    /// The same coordinate seen from the far end: 1 − p(1 − s) as a polynomial in s.
    static func mirrored(_ c1: Double, _ c2: Double) -> BezierPolynomial { BezierPolynomial(1 - c2, 1 - c1) }

    func value(_ t: Double) -> Double { ((a * t + b) * t + c) * t }
    func slope(_ t: Double) -> Double { (3 * a * t + 2 * b) * t + c }
    func curvature(_ t: Double) -> Double { 6 * a * t + 2 * b }

    /// Where the slope has its vertex, if strictly inside (lo, hi).
    func slopeVertex(inside lo: Double, _ hi: Double) -> Double? {
        guard a != 0 else { return nil }
        let vertex = -b / (3 * a)
        return vertex > lo && vertex < hi ? vertex : nil
    }

    /// The least slope over [lo, hi].
    func minimumSlope(_ lo: Double, _ hi: Double) -> Double {
        let ends = min(slope(lo), slope(hi))
        return slopeVertex(inside: lo, hi).map { min(ends, slope($0)) } ?? ends
    }

    /// The largest |slope| over [lo, hi].
    func maximumSlopeMagnitude(_ lo: Double, _ hi: Double) -> Double {
        let ends = max(abs(slope(lo)), abs(slope(hi)))
        return slopeVertex(inside: lo, hi).map { max(ends, abs(slope($0))) } ?? ends
    }

    /// The largest |curvature| over [lo, hi] (it is linear in t).
    func maximumCurvatureMagnitude(_ lo: Double, _ hi: Double) -> Double {
        max(abs(curvature(lo)), abs(curvature(hi)))
    }

    /// The t in [0, 1] with p(t) = x, by bisection to the last representable bit (p increasing).
    func bisect(_ x: Double) -> Double {
        var lo = 0.0
        var hi = 1.0
        while true {
            let mid = 0.5 * (lo + hi)
            if mid <= lo || mid >= hi { return mid }
            if value(mid) < x { lo = mid } else { hi = mid }
        }
    }

    /// The t in [lo, hi] with p(t) = x (p increasing, p(lo) ≤ x ≤ p(hi)): Newton from `guess` (the
    /// middle when nil or outside), kept inside a shrinking bracket and bisecting when a step would
    /// leave it, to full relative precision or until the bracket is two neighbouring doubles.
    func root(_ x: Double, in lo: Double, _ hi: Double, from guess: Double? = nil) -> Double {
        var lo = lo
        var hi = hi
        var t = guess ?? 0.5 * (lo + hi)
        if !(t > lo && t < hi) { t = 0.5 * (lo + hi) }
        for _ in 0..<100 {
            let f = value(t) - x
            if f == 0 { return t }
            if f < 0 { lo = t } else { hi = t }
            var next = t - f / slope(t)
            if !(next > lo && next < hi) {
                next = 0.5 * (lo + hi)
                if !(next > lo && next < hi) { return t }
            }
            if abs(next - t) <= 1e-16 * t { return next }
            t = next
        }
        return t
    }

    /// The t in [0, hi] with p(t) = x where the slope is smallest at t = 0 and not zero inside:
    /// `root` from the root of the leading small-t term, so that it converges in full relative
    /// precision even for a tiny x.
    func edgeRoot(_ x: Double, upTo hi: Double) -> Double {
        guard x > 0 else { return 0 }
        // p ≈ c·t, b·t² or a·t³ near 0, whichever dominates: a guess with the right order of growth.
        let guess = c > 0 ? x / c : (b > 0 ? (x / b).squareRoot() : cbrt(x / a))
        return root(x, in: 0, hi, from: guess)
    }
}
