import Testing
@testable import TweenKit

/// Every evaluation of a valid cubic Bézier is within 1e-9 of an independent double-double reference.
@Suite struct BezierAccuracyTests {
    static let hardCases: [(String, Double, Double, Double, Double)] = [
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
    ]

    /// Only a curve whose x′ vanishes inside needs the slow exact path; end points where x′ = 0
    /// (ease-in, ease-out) are solved by Newton from a series guess.
    @Test func slowPathOnlyWhereXSlopeVanishesInside() {
        func slowSegments(_ solver: CubicBezierSolver) -> Int { solver.segmentModes.filter { $0 == 0 }.count }
        #expect(slowSegments(CubicBezierSolver(0, 0, 0.58, 1)) == 0)
        #expect(slowSegments(CubicBezierSolver(0.42, 0, 1, 1)) == 0)
        #expect(slowSegments(CubicBezierSolver(0.42, 0, 0.58, 1)) == 0)
        #expect(CubicBezierSolver(0, 0, 0.58, 1).segmentModes.first == CubicBezierSolver.startEdge)
        #expect(CubicBezierSolver(0.42, 0, 1, 1).segmentModes.last == CubicBezierSolver.endEdge)
        #expect(slowSegments(CubicBezierSolver(1, 0, 0, 1)) > 0)
    }

    @Test(arguments: hardCases.indices)
    func withinOneBillionth(_ index: Int) throws {
        let (name, x1, y1, x2, y2) = Self.hardCases[index]
        let curve = try TimingCurve.cubicBezier(x1, y1, x2, y2)
        let reference = ReferenceBezier(x1: x1, y1: y1, x2: x2, y2: y2)
        var xs = (0...4000).map { Double($0) / 4000 }
        // Dense probes around the middle (where (1, 0, 0, 1) has its vertical tangent) and the ends.
        for k in 1...40 {
            let d = Double.ulpOfOne * Double(1 << (k % 40)) * Double(k)
            xs += [0.5 - d, 0.5 + d, d, 1 - d]
        }
        var worst = 0.0, worstX = 0.0
        for x in xs where x >= 0 && x <= 1 {
            let error = abs(curve.value(at: x) - reference.y(atX: x))
            if error > worst { worst = error; worstX = x }
        }
        #expect(worst <= 1e-9, "\(name): error \(worst) at x = \(worstX)")
    }

    @Test func namedCurvesUseApplesControlPoints() {
        #expect(TimingCurve.linear.controlPoints! == (0, 0, 1, 1))
        #expect(TimingCurve.easeIn.controlPoints! == (0.42, 0, 1, 1))
        #expect(TimingCurve.easeOut.controlPoints! == (0, 0, 0.58, 1))
        #expect(TimingCurve.easeInEaseOut.controlPoints! == (0.42, 0, 0.58, 1))
        #expect(TimingCurve.default.controlPoints! == (0.25, 0.1, 0.25, 1))
    }
}
