#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An independent cubic-Bézier reference, exact where it matters: it bisects on t for the x asked, over the
/// doubles, down to two neighbouring ones, and each step decides on which side of the root it stands from
/// the sign of x(t) − x. That sign comes from the Bernstein form evaluated in double-double arithmetic (every
/// product and sum with its rounding error carried, each 3·c split exactly into two doubles) when its value
/// is far larger than what double-double rounding could leave; otherwise from the same polynomial worked
/// out exactly, in integers (every double is an integer times a power of two). So the t it finds is within
/// one unit in the last place of the true one for any control points, even where x′(t) vanishes, and
/// y there is about |y′|·1e-16 from the truth. It shares nothing with the library's solver: no power
/// basis, no Newton's method, no stopping rule.
struct ReferenceBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    func y(atX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var low = 0.0  // x(low) < x
        var high = 1.0  // x(high) ≥ x
        while true {
            let mid = 0.5 * (low + high)
            if mid <= low || mid >= high { break }
            if xSign(mid, minus: x) < 0 { low = mid } else { high = mid }
        }
        // The root lies between these neighbours; y is continuous: the mean of y at both is within |y′|·ulp.
        let a = DD.bernstein(y1, y2, low)
        let b = DD.bernstein(y1, y2, high)
        return 0.5 * (a.hi + b.hi) + 0.5 * (a.lo + b.lo)
    }

    /// The sign of x(t) − x: from double-double arithmetic when certain, else exactly.
    func xSign(_ t: Double, minus x: Double) -> Int {
        let difference = DD.bernstein(x1, x2, t) + DD(-x)
        // Every term is below 4 in size, and the few operations each leave at most a few 2⁻¹⁰⁶ of it: far
        // below this bound.
        if abs(difference.hi) > 1e-28 { return difference.hi < 0 ? -1 : 1 }
        let three = Dyadic(3)
        let tt = Dyadic(t)
        let u = Dyadic(1) - tt
        let exact =
            three * Dyadic(x1) * tt * u * u + three * Dyadic(x2) * tt * tt * u + tt * tt * tt - Dyadic(x)
        return exact.mantissa.sign
    }
}

/// A double-double: hi + lo, |lo| ≤ ulp(hi)/2.
struct DD {
    var hi: Double
    var lo: Double

    init(_ x: Double) { (hi, lo) = (x, 0) }
    init(hi: Double, lo: Double) { (self.hi, self.lo) = (hi, lo) }

    static func twoSum(_ a: Double, _ b: Double) -> DD {
        let s = a + b
        let bb = s - a
        return DD(hi: s, lo: (a - (s - bb)) + (b - bb))
    }
    /// a·b exactly, as a double-double.
    static func twoProduct(_ a: Double, _ b: Double) -> DD {
        let p = a * b
        return DD(hi: p, lo: fma(a, b, -p))
    }
    static func + (a: DD, b: DD) -> DD {
        let s = twoSum(a.hi, b.hi)
        return twoSum(s.hi, s.lo + a.lo + b.lo)
    }
    static func * (a: DD, b: DD) -> DD {
        let p = twoProduct(a.hi, b.hi)
        return twoSum(p.hi, p.lo + a.hi * b.lo + a.lo * b.hi)
    }

    /// 3c1·t(1−t)² + 3c2·t²(1−t) + t³.
    static func bernstein(_ c1: Double, _ c2: Double, _ t: Double) -> DD {
        let tt = DD(t)
        let u = twoSum(1, -t)
        let t2 = tt * tt
        return twoProduct(3, c1) * tt * u * u + twoProduct(3, c2) * t2 * u + t2 * tt
    }
}

/// An exact binary fraction: mantissa·2^exponent, with an integer mantissa of any size.
struct Dyadic {
    var mantissa: BigInt
    var exponent: Int

    init(_ x: Double) {
        if x == 0 {
            (mantissa, exponent) = (BigInt(0), 0)
            return
        }
        // significand in [1, 2): times 2⁵², an integer of at most 53 bits.
        let whole = Int64(x.significand * 0x1p52)
        mantissa = BigInt(x < 0 ? -whole : whole)
        exponent = Int(x.exponent) - 52
    }

    init(mantissa: BigInt, exponent: Int) { (self.mantissa, self.exponent) = (mantissa, exponent) }

    static func * (a: Dyadic, b: Dyadic) -> Dyadic {
        Dyadic(mantissa: a.mantissa * b.mantissa, exponent: a.exponent + b.exponent)
    }
    static func + (a: Dyadic, b: Dyadic) -> Dyadic {
        let e = min(a.exponent, b.exponent)
        return Dyadic(
            mantissa: a.mantissa.shifted(left: a.exponent - e) + b.mantissa.shifted(left: b.exponent - e), exponent: e)
    }
    static prefix func - (a: Dyadic) -> Dyadic { Dyadic(mantissa: -a.mantissa, exponent: a.exponent) }
    static func - (a: Dyadic, b: Dyadic) -> Dyadic { a + -b }
}

/// A signed integer of any size: a sign and a magnitude in 32-bit limbs, least significant first, without
/// leading zero limbs (zero has none).
struct BigInt {
    var negative = false
    var limbs: [UInt32] = []

    init(_ value: Int64) {
        negative = value < 0
        var m = value.magnitude
        while m > 0 {
            limbs.append(UInt32(truncatingIfNeeded: m))
            m >>= 32
        }
    }
    init(negative: Bool, limbs: [UInt32]) {
        var limbs = limbs
        while limbs.last == 0 { limbs.removeLast() }
        self.limbs = limbs
        self.negative = negative && !limbs.isEmpty
    }

    var sign: Int { limbs.isEmpty ? 0 : negative ? -1 : 1 }

    func shifted(left bits: Int) -> BigInt {
        if limbs.isEmpty || bits == 0 { return self }
        var result = [UInt32](repeating: 0, count: bits / 32)
        var carry: UInt32 = 0
        let shift = UInt32(bits % 32)
        for limb in limbs {
            result.append(shift == 0 ? limb : (limb << shift) | carry)
            carry = shift == 0 ? 0 : limb >> (32 - shift)
        }
        result.append(carry)
        return BigInt(negative: negative, limbs: result)
    }

    static prefix func - (a: BigInt) -> BigInt { BigInt(negative: !a.negative, limbs: a.limbs) }

    static func + (a: BigInt, b: BigInt) -> BigInt {
        if a.negative == b.negative { return BigInt(negative: a.negative, limbs: addMagnitudes(a.limbs, b.limbs)) }
        // Opposite signs: the larger magnitude less the smaller, with the larger's sign.
        if compareMagnitudes(a.limbs, b.limbs) >= 0 {
            return BigInt(negative: a.negative, limbs: subtractMagnitudes(a.limbs, b.limbs))
        }
        return BigInt(negative: b.negative, limbs: subtractMagnitudes(b.limbs, a.limbs))
    }

    static func * (a: BigInt, b: BigInt) -> BigInt {
        if a.limbs.isEmpty || b.limbs.isEmpty { return BigInt(0) }
        var result = [UInt32](repeating: 0, count: a.limbs.count + b.limbs.count)
        for (i, x) in a.limbs.enumerated() {
            var carry: UInt64 = 0
            for (j, y) in b.limbs.enumerated() {
                let sum = UInt64(x) * UInt64(y) + UInt64(result[i + j]) + carry
                result[i + j] = UInt32(truncatingIfNeeded: sum)
                carry = sum >> 32
            }
            result[i + b.limbs.count] = UInt32(carry)
        }
        return BigInt(negative: a.negative != b.negative, limbs: result)
    }

    private static func addMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        var carry: UInt64 = 0
        for i in 0..<max(a.count, b.count) {
            let sum = UInt64(i < a.count ? a[i] : 0) + UInt64(i < b.count ? b[i] : 0) + carry
            result.append(UInt32(truncatingIfNeeded: sum))
            carry = sum >> 32
        }
        result.append(UInt32(carry))
        return result
    }

    /// a − b for |a| ≥ |b|.
    private static func subtractMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var result: [UInt32] = []
        var borrow: Int64 = 0
        for i in 0..<a.count {
            var difference = Int64(a[i]) - Int64(i < b.count ? b[i] : 0) - borrow
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 1 << 32 }
            result.append(UInt32(difference))
        }
        return result
    }

    private static func compareMagnitudes(_ a: [UInt32], _ b: [UInt32]) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        for i in stride(from: a.count - 1, through: 0, by: -1) where a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
        return 0
    }
}
