#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An independent cubic-Bézier reference: the Bernstein form evaluated in double-double arithmetic
/// (error-free products via fma), bisected on t to the last representable double. Its error in y is
/// about |y′|·1e-16, even where x′(t) vanishes and plain doubles only see rounding noise.
struct ReferenceBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    /// A double-double: hi + lo with |lo| ≤ ulp(hi)/2.
    struct DD {
        var hi: Double
        var lo: Double
    }

    static func twoSum(_ a: Double, _ b: Double) -> DD {
        let s = a + b
        let bb = s - a
        return DD(hi: s, lo: (a - (s - bb)) + (b - bb))
    }
    static func add(_ a: DD, _ b: DD) -> DD {
        let s = twoSum(a.hi, b.hi)
        let lo = s.lo + a.lo + b.lo
        return twoSum(s.hi, lo)
    }
    static func mul(_ a: DD, _ b: DD) -> DD {
        let p = a.hi * b.hi
        let e = fma(a.hi, b.hi, -p)
        return twoSum(p, e + a.hi * b.lo + a.lo * b.hi)
    }
    static func dd(_ x: Double) -> DD { DD(hi: x, lo: 0) }

    /// 3c1·t(1−t)² + 3c2·t²(1−t) + t³ in double-double.
    static func bernstein(_ c1: Double, _ c2: Double, _ t: Double) -> DD {
        let tt = dd(t)
        let u = twoSum(1, -t)  // 1 − t exactly
        let t2 = mul(tt, tt)
        let u2 = mul(u, u)
        let a = mul(mul(dd(3 * c1), tt), u2)  // 3·c1 is exact for the control points used in tests
        let b = mul(mul(dd(3 * c2), t2), u)
        return add(add(a, b), mul(t2, tt))
    }

    func y(atX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var lo = 0.0
        var hi = 1.0
        while true {
            let mid = 0.5 * (lo + hi)
            if mid <= lo || mid >= hi { break }
            let v = Self.bernstein(x1, x2, mid)
            let diff = Self.add(v, Self.dd(-x))
            if diff.hi < 0 || (diff.hi == 0 && diff.lo < 0) { lo = mid } else { hi = mid }
        }
        // Both ends bracket the root to one ulp: take the one whose x is closer.
        let dlo = Self.add(Self.bernstein(x1, x2, lo), Self.dd(-x))
        let dhi = Self.add(Self.bernstein(x1, x2, hi), Self.dd(-x))
        let t = abs(dlo.hi) < abs(dhi.hi) ? lo : hi
        let yv = Self.bernstein(y1, y2, t)
        return yv.hi + yv.lo
    }
}
