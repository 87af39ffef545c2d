import Foundation

/// A colour as red, green, blue and alpha (sRGB, straight alpha): 0…1 for colours in sRGB, beyond that
/// for the wider colours of extended sRGB (as `UIColor` gives them), alpha 0…1.
///
/// It blends perceptually, in OKLab (as SwiftUI's `Color.mix` does by default): a mix of two colours looks half-way
/// between them, with no muddy or dark middle. `mix(_:_:_:in:)` blends in linear light or channel by channel instead,
/// and a tween of colours can choose (`Tween.mixing(_:)`). Every mix weights by alpha (premultiplied), so fading to
/// `.clear` never passes through grey. Overshooting curves stay within the two colours' range (and within 0…1).
///
/// ```swift
/// let red = RGBAColor(hex: 0xFF3B30)
/// let mid = RGBAColor.interpolate(.black, .white, 0.5)   // (0.389, 0.389, 0.389, 1): OKLab's mid-grey
/// Tween(from: RGBAColor.black, to: red, duration: 0.3) { swatch.color = $0 }.start()
/// ```
public struct RGBAColor: Interpolatable, Sendable, Hashable {
    /// Red: 0…1 in sRGB, beyond it in extended sRGB.
    public var red: Double
    /// Green: 0…1 in sRGB, beyond it in extended sRGB.
    public var green: Double
    /// Blue: 0…1 in sRGB, beyond it in extended sRGB.
    public var blue: Double
    /// Opacity, 0 (clear) … 1 (opaque).
    public var alpha: Double

    /// A colour from its channels.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A colour from a 24-bit `0xRRGGBB` value.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Black with alpha 0.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// The perceptual blend (OKLab): `mix(from, to, fraction, in: .perceptual)`.
    public static func interpolate(_ from: RGBAColor, _ to: RGBAColor, _ fraction: Double) -> RGBAColor {
        mix(from, to, fraction, in: .perceptual)
    }

    /// The colour `fraction` of the way from `from` to `to`, blended in `space`, weighted by alpha.
    /// Exactly `from` at 0 and `to` at 1; a fraction outside 0…1 (a curve that overshoots) counts as the
    /// nearer end, and NaN as 0, so channels stay within the two colours' range (and 0…1).
    ///
    /// ```swift
    /// RGBAColor.mix(.black, .white, 0.5, in: .linear).red   // 0.735: half the light
    /// RGBAColor.mix(.black, .white, 0.5, in: .device).red   // 0.5
    /// ```
    public static func mix(_ from: RGBAColor, _ to: RGBAColor, _ fraction: Double, in space: ColorMixing) -> RGBAColor {
        let f = fraction > 0 ? min(fraction, 1) : 0
        if f == 0 { return from }
        if f == 1 { return to }
        let alpha = min(max(Double.interpolate(from.alpha, to.alpha, f), 0), 1)
        let a = space.coordinates(of: from) * from.alpha
        let b = space.coordinates(of: to) * to.alpha
        let mixed = a * (1 - f) + b * f
        // Straight alpha again; with no alpha left there is no colour to keep, only `to`'s hue.
        let straight = alpha > 0 ? mixed / alpha : space.coordinates(of: to)
        var color = space.color(from: straight, alpha: alpha)
        func bound(_ value: Double, _ x: Double, _ y: Double) -> Double {
            min(max(value.isNaN ? y : value, min(0, x, y)), max(1, x, y))
        }
        color.red = bound(color.red, from.red, to.red)
        color.green = bound(color.green, from.green, to.green)
        color.blue = bound(color.blue, from.blue, to.blue)
        return color
    }

    /// False when any channel is NaN or infinite.
    public var isFiniteForTweening: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}

/// Where colours are blended: perceptually (the default), in linear light, or channel by channel.
///
/// ```swift
/// RGBAColor.mix(.black, .white, 0.5, in: .perceptual).red   // 0.389: looks half-way
/// Tween(from: RGBAColor.black, to: .white, duration: 1) { swatch.color = $0 }.mixing(.linear).start()
/// ```
public enum ColorMixing: Sendable, Hashable {
    /// OKLab: perceptually even, the default (SwiftUI's `.perceptual`).
    case perceptual
    /// Linear-light sRGB: physically even, as light mixes (brighter middles).
    case linear
    /// The gamma-encoded sRGB channels, one by one (SwiftUI's `.device`; CSS and Core Animation's
    /// colour animations): cheapest, with darker middles.
    case device

    /// The colour's coordinates in this space.
    func coordinates(of color: RGBAColor) -> SIMD3<Double> {
        let encoded = SIMD3(color.red, color.green, color.blue)
        switch self {
        case .device: return encoded
        case .linear: return OKLab.linear(encoded)
        case .perceptual: return OKLab.fromLinear(OKLab.linear(encoded))
        }
    }

    /// The colour at `coordinates` in this space.
    func color(from coordinates: SIMD3<Double>, alpha: Double) -> RGBAColor {
        let encoded: SIMD3<Double>
        switch self {
        case .device: encoded = coordinates
        case .linear: encoded = OKLab.encoded(coordinates)
        case .perceptual: encoded = OKLab.encoded(OKLab.toLinear(coordinates))
        }
        return RGBAColor(red: encoded.x, green: encoded.y, blue: encoded.z, alpha: alpha)
    }
}

/// Björn Ottosson's OKLab (2020), from linear sRGB, and sRGB's transfer function (extended to values
/// beyond 0…1 by symmetry, as extended sRGB is). The way back uses the exact inverses of the published
/// forward matrices (the published inverses, rounded to ten places, miss a round trip by 1e-7).
enum OKLab {
    typealias Matrix = (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    /// Linear sRGB to cone responses (LMS).
    static let toLMS: Matrix = (
        SIMD3(0.4122214708, 0.5363325363, 0.0514459929),
        SIMD3(0.2119034982, 0.6806995451, 0.1073969566),
        SIMD3(0.0883024619, 0.2817188376, 0.6299787005)
    )
    /// Cube roots of the cone responses to (L, a, b).
    static let toLab: Matrix = (
        SIMD3(0.2104542553, 0.7936177850, -0.0040720468),
        SIMD3(1.9779984951, -2.4285922050, 0.4505937099),
        SIMD3(0.0259040371, 0.7827717662, -0.8086757660)
    )
    static let fromLMS = inverse(toLMS)
    static let fromLab = inverse(toLab)

    static func apply(_ m: Matrix, _ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m.0 * v).sum(), (m.1 * v).sum(), (m.2 * v).sum())
    }

    /// The inverse by cofactors (the matrices are well conditioned).
    static func inverse(_ m: Matrix) -> Matrix {
        let (r0, r1, r2) = m
        let c0 = SIMD3(r1.y * r2.z - r1.z * r2.y, r1.z * r2.x - r1.x * r2.z, r1.x * r2.y - r1.y * r2.x)
        let c1 = SIMD3(r2.y * r0.z - r2.z * r0.y, r2.z * r0.x - r2.x * r0.z, r2.x * r0.y - r2.y * r0.x)
        let c2 = SIMD3(r0.y * r1.z - r0.z * r1.y, r0.z * r1.x - r0.x * r1.z, r0.x * r1.y - r0.y * r1.x)
        let determinant = (r0 * c0).sum()
        // Columns of the adjugate are the cofactor rows: transpose.
        return (
            SIMD3(c0.x, c1.x, c2.x) / determinant, SIMD3(c0.y, c1.y, c2.y) / determinant,
            SIMD3(c0.z, c1.z, c2.z) / determinant
        )
    }

    static func linear(_ encoded: SIMD3<Double>) -> SIMD3<Double> {
        symmetric(encoded) { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    }

    static func encoded(_ linear: SIMD3<Double>) -> SIMD3<Double> {
        symmetric(linear) { $0 <= 0.0031308 ? $0 * 12.92 : 1.055 * pow($0, 1 / 2.4) - 0.055 }
    }

    /// `transfer` of each channel's magnitude, with the channel's sign.
    private static func symmetric(_ v: SIMD3<Double>, _ transfer: (Double) -> Double) -> SIMD3<Double> {
        func channel(_ c: Double) -> Double { c < 0 ? -transfer(abs(c)) : transfer(abs(c)) }
        return SIMD3(channel(v.x), channel(v.y), channel(v.z))
    }

    /// (L, a, b) from linear sRGB.
    static func fromLinear(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let lms = apply(toLMS, c)
        return apply(toLab, SIMD3(cbrt(lms.x), cbrt(lms.y), cbrt(lms.z)))
    }

    /// Linear sRGB from (L, a, b).
    static func toLinear(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let roots = apply(fromLab, lab)
        return apply(fromLMS, roots * roots * roots)
    }
}
