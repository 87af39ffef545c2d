#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An unevaluated sum hi + lo carrying about 106 bits, for the few places where a residual
/// is smaller than a double's rounding error (a Bézier's x(t) − x where x′(t) ≈ 0).
struct DoubleDouble {
    var hi: Double
    var lo: Double

    init(_ hi: Double, _ lo: Double = 0) {
        self.hi = hi
        self.lo = lo
    }

    var value: Double { hi + lo }

    /// Knuth's two-sum: s + e == a + b exactly.
    static func exactSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b
        let v = s - a
        return DoubleDouble(s, (a - (s - v)) + (b - v))
    }

    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let s = exactSum(a.hi, b.hi)
        return exactSum(s.hi, s.lo + a.lo + b.lo)
    }

    static prefix func - (a: DoubleDouble) -> DoubleDouble { DoubleDouble(-a.hi, -a.lo) }

    static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble { a + (-b) }

    /// The product, with the rounding error of hi·hi recovered exactly by a fused multiply-add.
    static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let p = a.hi * b.hi
        let e = fma(a.hi, b.hi, -p)
        return exactSum(p, e + (a.hi * b.lo + a.lo * b.hi))
    }
}
