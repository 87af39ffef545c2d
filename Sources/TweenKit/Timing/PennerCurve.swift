import Foundation

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
        case .inOutSine: return (1 - cos(.pi * x)) / 2
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
            return x < 0.5
                ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - Self.pow(-2 * x + 2, 2)).squareRoot() + 1) / 2
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
                : exp2(-20 * x + 10) * sin((20 * x - 11.125) * Self.c5) / 2 + 1
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

    static func pow(_ x: Double, _ n: Int) -> Double {
        var r = x
        for _ in 1..<n { r *= x }
        return r
    }

    static func bounceOut(_ x: Double) -> Double {
        let (n1, d1) = (7.5625, 2.75)
        if x < 1 / d1 { return n1 * x * x }
        if x < 2 / d1 { return n1 * Self.pow(x - 1.5 / d1, 2) + 0.75 }
        if x < 2.5 / d1 { return n1 * Self.pow(x - 2.25 / d1, 2) + 0.9375 }
        return n1 * Self.pow(x - 2.625 / d1, 2) + 0.984375
    }
}

// MARK: - The 30 named Penner curves

/// Robert Penner's easing equations, as easings.net draws them: each family eases in (slow start), out (slow end) or in
/// and out. Back and elastic curves leave 0…1 on the way; every one is exactly 0 at 0 and 1 at 1.
///
/// ```swift
/// Tween(gauge, \.level, to: 100, duration: 0.6, curve: .easeOutBack).start()
/// TimingCurve.easeInOutCubic.value(at: 0.25)   // 0.0625
/// ```
extension TimingCurve {
    /// Penner's sine easing, slow at the start: a quarter sine wave.
    public static let easeInSine = TimingCurve(.penner(.inSine))
    /// Penner's sine easing, slow at the end: a quarter sine wave.
    public static let easeOutSine = TimingCurve(.penner(.outSine))
    /// Penner's sine easing, slow at both ends: a quarter sine wave.
    public static let easeInOutSine = TimingCurve(.penner(.inOutSine))
    /// Penner's quad easing, slow at the start: t².
    public static let easeInQuad = TimingCurve(.penner(.inQuad))
    /// Penner's quad easing, slow at the end: t².
    public static let easeOutQuad = TimingCurve(.penner(.outQuad))
    /// Penner's quad easing, slow at both ends: t².
    public static let easeInOutQuad = TimingCurve(.penner(.inOutQuad))
    /// Penner's cubic easing, slow at the start: t³.
    public static let easeInCubic = TimingCurve(.penner(.inCubic))
    /// Penner's cubic easing, slow at the end: t³.
    public static let easeOutCubic = TimingCurve(.penner(.outCubic))
    /// Penner's cubic easing, slow at both ends: t³.
    public static let easeInOutCubic = TimingCurve(.penner(.inOutCubic))
    /// Penner's quart easing, slow at the start: t⁴.
    public static let easeInQuart = TimingCurve(.penner(.inQuart))
    /// Penner's quart easing, slow at the end: t⁴.
    public static let easeOutQuart = TimingCurve(.penner(.outQuart))
    /// Penner's quart easing, slow at both ends: t⁴.
    public static let easeInOutQuart = TimingCurve(.penner(.inOutQuart))
    /// Penner's quint easing, slow at the start: t⁵.
    public static let easeInQuint = TimingCurve(.penner(.inQuint))
    /// Penner's quint easing, slow at the end: t⁵.
    public static let easeOutQuint = TimingCurve(.penner(.outQuint))
    /// Penner's quint easing, slow at both ends: t⁵.
    public static let easeInOutQuint = TimingCurve(.penner(.inOutQuint))
    /// Penner's expo easing, slow at the start: 2^(10t − 10).
    public static let easeInExpo = TimingCurve(.penner(.inExpo))
    /// Penner's expo easing, slow at the end: 2^(10t − 10).
    public static let easeOutExpo = TimingCurve(.penner(.outExpo))
    /// Penner's expo easing, slow at both ends: 2^(10t − 10).
    public static let easeInOutExpo = TimingCurve(.penner(.inOutExpo))
    /// Penner's circ easing, slow at the start: a quarter circle, 1 − √(1 − t²).
    public static let easeInCirc = TimingCurve(.penner(.inCirc))
    /// Penner's circ easing, slow at the end: a quarter circle, 1 − √(1 − t²).
    public static let easeOutCirc = TimingCurve(.penner(.outCirc))
    /// Penner's circ easing, slow at both ends: a quarter circle, 1 − √(1 − t²).
    public static let easeInOutCirc = TimingCurve(.penner(.inOutCirc))
    /// Penner's back easing, slow at the start: an overshoot of 10 % (c = 1.70158).
    public static let easeInBack = TimingCurve(.penner(.inBack))
    /// Penner's back easing, slow at the end: an overshoot of 10 % (c = 1.70158).
    public static let easeOutBack = TimingCurve(.penner(.outBack))
    /// Penner's back easing, slow at both ends: an overshoot of 10 % (c = 1.70158).
    public static let easeInOutBack = TimingCurve(.penner(.inOutBack))
    /// Penner's elastic easing, slow at the start: a decaying sine wave.
    public static let easeInElastic = TimingCurve(.penner(.inElastic))
    /// Penner's elastic easing, slow at the end: a decaying sine wave.
    public static let easeOutElastic = TimingCurve(.penner(.outElastic))
    /// Penner's elastic easing, slow at both ends: a decaying sine wave.
    public static let easeInOutElastic = TimingCurve(.penner(.inOutElastic))
    /// Penner's bounce easing, slow at the start: a ball bouncing to rest.
    public static let easeInBounce = TimingCurve(.penner(.inBounce))
    /// Penner's bounce easing, slow at the end: a ball bouncing to rest.
    public static let easeOutBounce = TimingCurve(.penner(.outBounce))
    /// Penner's bounce easing, slow at both ends: a ball bouncing to rest.
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
