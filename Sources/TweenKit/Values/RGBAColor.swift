/// A colour as red, green, blue and alpha in 0...1 (sRGB, straight alpha), blended channel by channel.
///
/// Overshooting curves are clamped, so a colour never leaves the gamut.
///
/// ```swift
/// let red = RGBAColor(hex: 0xFF3B30)
/// let mid = RGBAColor.interpolate(.black, red, 0.5)   // (0.5, 0.115…, 0.094…, 1)
/// Tween(from: RGBAColor.black, to: red, duration: 0.3) { swatch.color = $0 }.start()
/// ```
public struct RGBAColor: Interpolatable, Sendable, Hashable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0 (clear) … 1 (opaque).
    public var alpha: Double

    /// A colour from its channels, each 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
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

    /// Blends each channel, clamped to 0…1.
    public static func interpolate(_ from: RGBAColor, _ to: RGBAColor, _ fraction: Double) -> RGBAColor {
        func mix(_ a: Double, _ b: Double) -> Double { min(max(Double.interpolate(a, b, fraction), 0), 1) }
        return RGBAColor(
            red: mix(from.red, to.red), green: mix(from.green, to.green),
            blue: mix(from.blue, to.blue), alpha: mix(from.alpha, to.alpha))
    }

    /// False when any channel is NaN or infinite.
    public var isFiniteForTweening: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}
