#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Robert Penner's easing equations, as defined on easings.net.
@usableFromInline
enum PennerCurve: Sendable, CaseIterable {
    case inSine, outSine, inOutSine
    case inQuad, outQuad, inOutQuad
    case inCubic, outCubic, inOutCubic
    case inQuart, outQuart, inOutQuart
    case inQuint, outQuint, inOutQuint
    case inExpo, outExpo, inOutExpo
    case inCirc, outCirc, inOutCirc
    case inBack, outBack, inOutBack
    case inElastic, outElastic, inOutElastic
    case inBounce, outBounce, inOutBounce

    /// The curve for 0 < x < 1 (the ends are handled by `TimingCurve`).
    func value(at x: Double) -> Double {
        switch self {
        case .inSine: return 1 - cos(x * .pi / 2)
        case .outSine: return sin(x * .pi / 2)
        case .inOutSine: return -(cos(.pi * x) - 1) / 2
        case .inQuad: return x * x
        case .outQuad: return 1 - (1 - x) * (1 - x)
        case .inOutQuad: return x < 0.5 ? 2 * x * x : 1 - Self.pow(-2 * x + 2, 2) / 2
        case .inCubic: return x * x * x
        case .outCubic: return 1 - Self.pow(1 - x, 3)
        case .inOutCubic: return x < 0.5 ? 4 * x * x * x : 1 - Self.pow(-2 * x + 2, 3) / 2
        case .inQuart: return Self.pow(x, 4)
        case .outQuart: return 1 - Self.pow(1 - x, 4)
        case .inOutQuart: return x < 0.5 ? 8 * Self.pow(x, 4) : 1 - Self.pow(-2 * x + 2, 4) / 2
        case .inQuint: return Self.pow(x, 5)
        case .outQuint: return 1 - Self.pow(1 - x, 5)
        case .inOutQuint: return x < 0.5 ? 16 * Self.pow(x, 5) : 1 - Self.pow(-2 * x + 2, 5) / 2
        case .inExpo: return exp2(10 * x - 10)
        case .outExpo: return 1 - exp2(-10 * x)
        case .inOutExpo: return x < 0.5 ? exp2(20 * x - 10) / 2 : (2 - exp2(-20 * x + 10)) / 2
        case .inCirc: return 1 - (1 - x * x).squareRoot()
        case .outCirc: return (1 - (x - 1) * (x - 1)).squareRoot()
        case .inOutCirc:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - Self.pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
        case .inBack: return Self.c3 * x * x * x - Self.c1 * x * x
        case .outBack: return 1 + Self.c3 * Self.pow(x - 1, 3) + Self.c1 * Self.pow(x - 1, 2)
        case .inOutBack:
            return x < 0.5
                ? (Self.pow(2 * x, 2) * ((Self.c2 + 1) * 2 * x - Self.c2)) / 2
                : (Self.pow(2 * x - 2, 2) * ((Self.c2 + 1) * (x * 2 - 2) + Self.c2) + 2) / 2
        case .inElastic: return -exp2(10 * x - 10) * sin((x * 10 - 10.75) * Self.c4)
        case .outElastic: return exp2(-10 * x) * sin((x * 10 - 0.75) * Self.c4) + 1
        case .inOutElastic:
            return x < 0.5
                ? -(exp2(20 * x - 10) * sin((20 * x - 11.125) * Self.c5)) / 2
                : (exp2(-20 * x + 10) * sin((20 * x - 11.125) * Self.c5)) / 2 + 1
        case .inBounce: return 1 - Self.bounceOut(1 - x)
        case .outBounce: return Self.bounceOut(x)
        case .inOutBounce: return x < 0.5 ? (1 - Self.bounceOut(1 - 2 * x)) / 2 : (1 + Self.bounceOut(2 * x - 1)) / 2
        }
    }

    static var c1: Double { 1.70158 }
    static var c2: Double { 1.70158 * 1.525 }
    static var c3: Double { 1.70158 + 1 }
    static var c4: Double { 2 * Double.pi / 3 }
    static var c5: Double { 2 * Double.pi / 4.5 }

    @inline(__always) static func pow(_ x: Double, _ n: Int) -> Double {
        var r = x
        for _ in 1..<n { r *= x }
        return r
    }

    @inline(__always) static func bounceOut(_ x: Double) -> Double {
        let n1 = 7.5625, d1 = 2.75
        if x < 1 / d1 { return n1 * x * x }
        if x < 2 / d1 { let y = x - 1.5 / d1; return n1 * y * y + 0.75 }
        if x < 2.5 / d1 { let y = x - 2.25 / d1; return n1 * y * y + 0.9375 }
        let y = x - 2.625 / d1
        return n1 * y * y + 0.984375
    }
}

// MARK: - The 30 named Penner curves

extension TimingCurve {
    public static let easeInSine = TimingCurve(.penner(.inSine))
    public static let easeOutSine = TimingCurve(.penner(.outSine))
    public static let easeInOutSine = TimingCurve(.penner(.inOutSine))
    public static let easeInQuad = TimingCurve(.penner(.inQuad))
    public static let easeOutQuad = TimingCurve(.penner(.outQuad))
    public static let easeInOutQuad = TimingCurve(.penner(.inOutQuad))
    public static let easeInCubic = TimingCurve(.penner(.inCubic))
    public static let easeOutCubic = TimingCurve(.penner(.outCubic))
    public static let easeInOutCubic = TimingCurve(.penner(.inOutCubic))
    public static let easeInQuart = TimingCurve(.penner(.inQuart))
    public static let easeOutQuart = TimingCurve(.penner(.outQuart))
    public static let easeInOutQuart = TimingCurve(.penner(.inOutQuart))
    public static let easeInQuint = TimingCurve(.penner(.inQuint))
    public static let easeOutQuint = TimingCurve(.penner(.outQuint))
    public static let easeInOutQuint = TimingCurve(.penner(.inOutQuint))
    public static let easeInExpo = TimingCurve(.penner(.inExpo))
    public static let easeOutExpo = TimingCurve(.penner(.outExpo))
    public static let easeInOutExpo = TimingCurve(.penner(.inOutExpo))
    public static let easeInCirc = TimingCurve(.penner(.inCirc))
    public static let easeOutCirc = TimingCurve(.penner(.outCirc))
    public static let easeInOutCirc = TimingCurve(.penner(.inOutCirc))
    public static let easeInBack = TimingCurve(.penner(.inBack))
    public static let easeOutBack = TimingCurve(.penner(.outBack))
    public static let easeInOutBack = TimingCurve(.penner(.inOutBack))
    public static let easeInElastic = TimingCurve(.penner(.inElastic))
    public static let easeOutElastic = TimingCurve(.penner(.outElastic))
    public static let easeInOutElastic = TimingCurve(.penner(.inOutElastic))
    public static let easeInBounce = TimingCurve(.penner(.inBounce))
    public static let easeOutBounce = TimingCurve(.penner(.outBounce))
    public static let easeInOutBounce = TimingCurve(.penner(.inOutBounce))

    /// Every named curve with its name, Core Animation's first, for galleries and charts.
    ///
    /// ```swift
    /// for (name, curve) in TimingCurve.named { print(name, curve.value(at: 0.5)) }
    /// ```
    public static let named: [(name: String, curve: TimingCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
        ("easeInEaseOut", .easeInEaseOut), ("default", .default),
        ("easeInSine", .easeInSine), ("easeOutSine", .easeOutSine), ("easeInOutSine", .easeInOutSine),
        ("easeInQuad", .easeInQuad), ("easeOutQuad", .easeOutQuad), ("easeInOutQuad", .easeInOutQuad),
        ("easeInCubic", .easeInCubic), ("easeOutCubic", .easeOutCubic), ("easeInOutCubic", .easeInOutCubic),
        ("easeInQuart", .easeInQuart), ("easeOutQuart", .easeOutQuart), ("easeInOutQuart", .easeInOutQuart),
        ("easeInQuint", .easeInQuint), ("easeOutQuint", .easeOutQuint), ("easeInOutQuint", .easeInOutQuint),
        ("easeInExpo", .easeInExpo), ("easeOutExpo", .easeOutExpo), ("easeInOutExpo", .easeInOutExpo),
        ("easeInCirc", .easeInCirc), ("easeOutCirc", .easeOutCirc), ("easeInOutCirc", .easeInOutCirc),
        ("easeInBack", .easeInBack), ("easeOutBack", .easeOutBack), ("easeInOutBack", .easeInOutBack),
        ("easeInElastic", .easeInElastic), ("easeOutElastic", .easeOutElastic), ("easeInOutElastic", .easeInOutElastic),
        ("easeInBounce", .easeInBounce), ("easeOutBounce", .easeOutBounce), ("easeInOutBounce", .easeInOutBounce),
    ]
}
