import Foundation

// The exact slopes (derivatives) of the curves that velocity and carrying on a motion need.

extension PennerCurve {
    /// The derivative of `value(at:)` for 0 ≤ x ≤ 1 (one-sided at a join); infinite where vertical (a circle's end).
    func slope(at x: Double) -> Double {
        let ln2 = M_LN2
        let u = -2 * x + 2  // the second half's mirrored variable
        switch self {
        case .inSine: return sin(x * .pi / 2) * .pi / 2
        case .outSine: return cos(x * .pi / 2) * .pi / 2
        case .inOutSine: return sin(.pi * x) * .pi / 2
        case .inQuad: return 2 * x
        case .outQuad: return 2 * (1 - x)
        case .inOutQuad: return x < 0.5 ? 4 * x : 2 * u
        case .inCubic: return 3 * x * x
        case .outCubic: return 3 * (1 - x) * (1 - x)
        case .inOutCubic: return x < 0.5 ? 12 * x * x : 3 * u * u
        case .inQuart: return 4 * Self.pow(x, 3)
        case .outQuart: return 4 * Self.pow(1 - x, 3)
        case .inOutQuart: return x < 0.5 ? 32 * Self.pow(x, 3) : 4 * Self.pow(u, 3)
        case .inQuint: return 5 * Self.pow(x, 4)
        case .outQuint: return 5 * Self.pow(1 - x, 4)
        case .inOutQuint: return x < 0.5 ? 80 * Self.pow(x, 4) : 5 * Self.pow(u, 4)
        case .inExpo: return 10 * ln2 * exp2(10 * x - 10)
        case .outExpo: return 10 * ln2 * exp2(-10 * x)
        case .inOutExpo: return 10 * ln2 * (x < 0.5 ? exp2(20 * x - 10) : exp2(-20 * x + 10))
        case .inCirc: return x / (1 - x * x).squareRoot()
        case .outCirc: return (1 - x) / (1 - (x - 1) * (x - 1)).squareRoot()
        case .inOutCirc: return x < 0.5 ? 2 * x / (1 - 4 * x * x).squareRoot() : u / (1 - u * u).squareRoot()
        case .inBack: return 3 * Self.c3 * x * x - 2 * Self.c1 * x
        case .outBack: return 3 * Self.c3 * (x - 1) * (x - 1) + 2 * Self.c1 * (x - 1)
        case .inOutBack:
            let c = Self.c2
            if x < 0.5 { return 12 * (c + 1) * x * x - 4 * c * x }
            let w = 2 * x - 2
            return 3 * (c + 1) * w * w + 2 * c * w
        case .inElastic:
            let phase = (x * 10 - 10.75) * Self.c4
            return -exp2(10 * x - 10) * (10 * ln2 * sin(phase) + 10 * Self.c4 * cos(phase))
        case .outElastic:
            let phase = (x * 10 - 0.75) * Self.c4
            return exp2(-10 * x) * (-10 * ln2 * sin(phase) + 10 * Self.c4 * cos(phase))
        case .inOutElastic:
            let phase = (20 * x - 11.125) * Self.c5
            if x < 0.5 { return -exp2(20 * x - 10) * (10 * ln2 * sin(phase) + 10 * Self.c5 * cos(phase)) }
            return exp2(-20 * x + 10) * (-10 * ln2 * sin(phase) + 10 * Self.c5 * cos(phase))
        case .inBounce: return Self.bounceOutSlope(1 - x)
        case .outBounce: return Self.bounceOutSlope(x)
        case .inOutBounce: return x < 0.5 ? Self.bounceOutSlope(1 - 2 * x) : Self.bounceOutSlope(2 * x - 1)
        }
    }

    /// The derivative of `bounceOut`: each arc is a parabola n₁·y².
    static func bounceOutSlope(_ x: Double) -> Double {
        let (n1, d1) = (7.5625, 2.75)
        if x < 1 / d1 { return 2 * n1 * x }
        if x < 2 / d1 { return 2 * n1 * (x - 1.5 / d1) }
        if x < 2.5 / d1 { return 2 * n1 * (x - 2.25 / d1) }
        return 2 * n1 * (x - 2.625 / d1)
    }
}
