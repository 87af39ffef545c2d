import Testing

@testable import TweenKit

/// Every evaluation of a valid cubic Bézier is within 1e-9 of an independent double-double reference (found by
/// bisection alone, to the last bit of t).
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
        ("both ends flat, overshooting", 0, -1, 1, 2),
    ]

    /// Every hard case in one test (a line each in the test log would bury the summary); failures name it.
    @Test func withinOneBillionth() {
        for (name, x1, y1, x2, y2) in Self.hardCases {
            guard let curve = try? TimingCurve.cubicBezier(x1, y1, x2, y2) else {
                Issue.record("\(name): refused")
                continue
            }
            check(curve, name: name, x1, y1, x2, y2)
        }
    }

    func check(_ curve: TimingCurve, name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let reference = ReferenceBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        var xs = (0...4000).map { Double($0) / 4000 }
        // Dense probes around the middle (where (1, 0, 0, 1) has its vertical tangent) and the ends.
        for k in 1...40 {
            let d = Double.ulpOfOne * Double(1 << (k % 40)) * Double(k)
            xs += [0.5 - d, 0.5 + d, d, 1 - d]
        }
        var worst = 0.0
        var worstX = 0.0
        for x in xs where x >= 0 && x <= 1 {
            let exact = reference.y(atX: x)
            let error = abs(curve.value(at: x) - exact)
            if error > worst {
                worst = error
                worstX = x
            }
        }
        #expect(worst <= 1e-9, "\(name): error \(worst) at x = \(worstX)")
    }

    /// 150 curves with control points drawn (seeded) from a grid of 1/1024, so that the reference's
    /// 3·c is exact; ends and near-ends of x are drawn often, since that is where solvers go wrong.
    @Test func randomCurvesWithinOneBillionth() throws {
        var generator = SplitMix64(seed: 0x7EE2_B1E2)
        func gridX() -> Double {
            switch generator.next() % 6 {
            case 0: return 0
            case 1: return 1
            case 2: return Double(generator.next() % 8) / 1024
            default: return Double(generator.next() % 1025) / 1024
            }
        }
        func gridY() -> Double { Double(Int(generator.next() % 5121) - 2048) / 1024 }  // −2 … 3
        for _ in 0..<150 {
            let (x1, y1, x2, y2) = (gridX(), gridY(), gridX(), gridY())
            let curve = try TimingCurve.cubicBezier(x1, y1, x2, y2)
            let reference = ReferenceBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            var xs = (0...200).map { _ in Double(generator.next() % (1 << 40)) / Double(1 << 40) }
            xs += (1...30).map { k in Double.ulpOfOne * Double(1 << (k % 50)) }.flatMap { [$0, 1 - $0] }
            var worst = 0.0
            var worstX = 0.0
            for x in xs {
                let exact = reference.y(atX: x)
                let error = abs(curve.value(at: x) - exact)
                if !(error <= worst) {
                    worst = error
                    worstX = x
                }
            }
            #expect(worst <= 1e-9, "(\(x1), \(y1), \(x2), \(y2)): error \(worst) at x = \(worstX)")
        }
    }

    @Test func namedCurvesUseApplesControlPoints() {
        #expect(TimingCurve.linear.controlPoints! == (0, 0, 1, 1))
        #expect(TimingCurve.easeIn.controlPoints! == (0.42, 0, 1, 1))
        #expect(TimingCurve.easeOut.controlPoints! == (0, 0, 0.58, 1))
        #expect(TimingCurve.easeInEaseOut.controlPoints! == (0.42, 0, 0.58, 1))
        #expect(TimingCurve.default.controlPoints! == (0.25, 0.1, 0.25, 1))
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
