import Testing

@testable import TweenKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every evaluation of a valid cubic Bézier is within 1e-9 of an independent reference that is exact to
/// about 1e-15 (`ReferenceBezier`: bisection on t with certified signs), over dense grids of x and, for
/// each curve, x's packed around where x′(t) is smallest (a vanishing slope mid-way, or a flat end), at
/// every distance from it down to a unit in the last place.
@MainActor @Suite struct BezierAccuracyTests {
    nonisolated static let hardCases: [(String, Double, Double, Double, Double)] = [
        ("easeOut (x1 = 0)", 0, 0, 0.58, 1),
        ("easeIn (x2 = 1)", 0.42, 0, 1, 1),
        ("easeInEaseOut", 0.42, 0, 0.58, 1),
        ("default", 0.25, 0.1, 0.25, 1),
        ("x2 − x1 = 1/3", 0.25, 0.1, 0.25 + 1.0 / 3.0, 0.9),
        ("x2 − x1 = 1/3 from 0", 0, 0.5, 1.0 / 3.0, 0.5),
        ("stationary x′ mid-way (1, 0, 0, 1)", 1, 0, 0, 1),
        ("stationary x′, overshoot (1, -1, 0, 2)", 1, -1, 0, 2),
        ("(0.5, 0, 0.5, 1)", 0.5, 0, 0.5, 1),
        ("near-step, ε = 1e-3", 1 - 1e-3, 0, 1e-3, 1),
        ("near-step, ε = 1e-6", 1 - 1e-6, 0, 1e-6, 1),
        ("near-step, ε = 1e-9", 1 - 1e-9, 0, 1e-9, 1),
        ("near-step, ε = 1e-12", 1 - 1e-12, 0, 1e-12, 1),
        ("near-step, ε = 1e-15", 1 - 1e-15, 0, 1e-15, 1),
        ("near-step, ε = 2⁻³⁰", 1 - 0x1p-30, 0, 0x1p-30, 1),
        ("near-step, lopsided", 1, 0, 1e-7, 1),
        ("near-step, lopsided the other way", 1 - 1e-7, 0, 0, 1),
        ("near-step, overshooting", 1 - 1e-9, -1, 1e-9, 2),
        ("near-step, x2 just below x1", 0.7, 0.2, 0.7 - 1e-11, 0.9),
        ("strong overshoot", 0.68, -0.6, 0.32, 1.6),
        ("extreme overshoot", 0.5, -4, 0.5, 5),
        ("all zero x", 0, 0, 0, 1),
        ("all one x", 1, 0, 1, 1),
        ("back out", 0.34, 1.56, 0.64, 1),
        ("x2 = 1 with a steep end (y′(1) = 6)", 0.42, 0, 1, -1),
        ("x1 = 0 with a steep start (y′(0) = 6)", 0, 2, 0.58, 1),
        ("x′(0) small (0.3)", 0.099, 0, 0.58, 1),
        ("x′(0) a little larger", 0.1, 0, 0.58, 1),
        ("x′(0) tiny", 1.0 / 1024, 0.5, 1 - 1.0 / 1024, 0.5),
        ("x′(0) tinier, not a binary fraction", 1e-13, 0.3, 1 - 1e-13, 0.7),
        ("both ends flat, overshooting", 0, -1, 1, 2),
        ("decimal control points", 0.3, 0.1, 0.7, 0.9),
        ("far-reaching y (100, −50)", 0.3, 100, 0.7, -50),
    ]

    /// Every hard case in one test (a line each in the test log would bury the summary); failures name it.
    @Test(.tags(.slow)) func withinOneBillionth() throws {
        for (name, x1, y1, x2, y2) in Self.hardCases {
            let xs = (0...4_000).map { Double($0) / 4_000 } + Self.probes(x1, x2)
            let (worst, worstX) = try Self.worstError(x1, y1, x2, y2, over: xs)
            #expect(worst <= 1e-9, "\(name): error \(worst) at x = \(worstX)")
        }
    }

    /// 150 curves with arbitrary control points (full-precision doubles, not binary fractions), a quarter of
    /// them near-steps and many with an x on or next to an end; 150 random x each, and the probes around their
    /// flattest point.
    @Test(.tags(.slow)) func randomCurvesWithinOneBillionth() throws {
        var generator = SplitMix64(seed: 0x7EE2_B1E2)
        func unit() -> Double { Double(generator.next() >> 11) * 0x1p-53 }
        func controlX() -> Double {
            switch generator.next() % 8 {
            case 0: return 0
            case 1: return 1
            case 2: return unit() * 1e-6
            case 3: return 1 - unit() * 1e-6
            default: return unit()
            }
        }
        for _ in 0..<150 {
            var (x1, x2) = (controlX(), controlX())
            if generator.next() % 4 == 0 {  // a near-step: x1 near 1, x2 near 0
                let epsilon = pow(10, -1 - 14 * unit())
                (x1, x2) = (1 - epsilon * unit(), epsilon * unit())
            }
            let (y1, y2) = (5 * unit() - 2, 5 * unit() - 2)
            let xs = (0..<150).map { _ in unit() } + Self.probes(x1, x2)
            let (worst, worstX) = try Self.worstError(x1, y1, x2, y2, over: xs)
            #expect(worst <= 1e-9, "(\(x1), \(y1), \(x2), \(y2)): error \(worst) at x = \(worstX)")
        }
    }

    /// The largest difference from the reference over `xs`, and where.
    static func worstError(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, over xs: [Double]
    ) throws -> (Double, Double) {
        let curve = try TimingCurve.cubicBezier(x1, y1, x2, y2)
        let reference = ReferenceBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        var worst = 0.0
        var worstX = 0.0
        for x in xs where x >= 0 && x <= 1 {
            let error = abs(curve.value(at: x) - reference.y(atX: x))
            if !(error <= worst) {
                worst = error
                worstX = x
            }
        }
        return (worst, worstX)
    }

    /// x's around the ends and around the x where x′(t) is smallest inside (where the curve turns vertical
    /// or nearly), at distances 2⁻¹ … 2⁻⁶⁰ and a few in between, on both sides.
    static func probes(_ x1: Double, _ x2: Double) -> [Double] {
        // x′(t)/3 = x1 + 2(x2 − 2x1)·t + (3x1 − 3x2 + 1)·t², smallest at its vertex when that lies inside.
        let curvature = 3 * x1 - 3 * x2 + 1
        let vertex = curvature > 0 ? -(x2 - 2 * x1) / curvature : 0.5
        let t = min(max(vertex, 0), 1)
        let centre = DD.bernstein(x1, x2, t).hi
        var xs: [Double] = []
        for k in 1...60 {
            let d = 1 / Double(UInt64(1) << UInt64(k))
            xs += [centre - d, centre + d, centre - 0.7 * d, centre + 0.7 * d, d, 1 - d]
        }
        return xs + [centre, centre.nextUp, centre.nextDown]
    }

    @Test func namedCurvesUseApplesControlPoints() {
        #expect(TimingCurve.linear.controlPoints! == (0, 0, 1, 1))
        #expect(TimingCurve.easeIn.controlPoints! == (0.42, 0, 1, 1))
        #expect(TimingCurve.easeOut.controlPoints! == (0, 0, 0.58, 1))
        #expect(TimingCurve.easeInEaseOut.controlPoints! == (0.42, 0, 0.58, 1))
        #expect(TimingCurve.default.controlPoints! == (0.25, 0.1, 0.25, 1))
    }
}

/// The reference itself, against what is known in closed form or exactly.
@Suite struct ReferenceBezierTests {
    /// (1, y1, 0, y2) has x − 1/2 = 4(t − 1/2)³: t from a cube root, y from the Bernstein form.
    @Test func matchesTheClosedFormOfAVerticalTangent() {
        for (y1, y2) in [(0.0, 1.0), (-1.0, 2.0), (0.3, 0.7)] {
            let reference = ReferenceBezier(x1: 1, y1: y1, x2: 0, y2: y2)
            var worst = 0.0
            let near = [(0.5).nextUp, (0.5).nextDown, 0.5 + 1e-12, 0.5 - 1e-30]
            for x in (1..<2_000).map({ Double($0) / 2_000 }) + near {
                let t = 0.5 + cbrt((x - 0.5) / 4)
                let u = 1 - t
                let exact = 3 * y1 * t * u * u + 3 * y2 * t * t * u + t * t * t
                worst = max(worst, abs(reference.y(atX: x) - exact))
            }
            #expect(worst < 1e-14, "(1, \(y1), 0, \(y2)): \(worst)")
        }
    }

    /// Where double-double arithmetic cannot tell the sign of x(t) − x, the exact integers do: at
    /// t = 1/2 + 2⁻⁴⁰, (1, 0, 0, 1) has x(t) = 1/2 + 2⁻¹¹⁸, a hair above 1/2 and far below the next double.
    @Test func decidesSignsBelowDoubleDoublePrecision() {
        let reference = ReferenceBezier(x1: 1, y1: 0, x2: 0, y2: 1)
        let t = 0.5 + 0x1p-40
        #expect(reference.xSign(t, minus: 0.5) == 1)
        #expect(reference.xSign(t, minus: (0.5).nextUp) == -1)
        #expect(reference.xSign(0.5, minus: 0.5) == 0)
    }

    /// The exact integers agree with double-double arithmetic wherever the latter is sure.
    @Test func exactSignsAgreeWithDoubleDouble() {
        var generator = SplitMix64(seed: 42)
        func unit() -> Double { Double(generator.next() >> 11) * 0x1p-53 }
        for _ in 0..<500 {
            let (x1, x2, t, x) = (unit(), unit(), unit(), unit())
            let three = Dyadic(3)
            let tt = Dyadic(t)
            let u = Dyadic(1) - tt
            let exact = three * Dyadic(x1) * tt * u * u + three * Dyadic(x2) * tt * tt * u + tt * tt * tt - Dyadic(x)
            let approximate = (DD.bernstein(x1, x2, t) + DD(-x)).hi
            #expect(exact.mantissa.sign == (approximate < 0 ? -1 : 1), "x1 \(x1) x2 \(x2) t \(t) x \(x)")
        }
    }
}

/// A small seeded generator (SplitMix64), so that the random cases are the same on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
