import Testing

@testable import TweenKit

/// The direct table (y as a quintic in x, per piece) serves the smooth pieces of a curve and only
/// those, and every piece it serves is as precise as its build-time samples say.
@Suite struct BezierDirectTableTests {
    static func servedPieces(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> [Bool] {
        let solver = CubicBezierSolver(x1, y1, x2, y2)
        return (0..<BezierDirectTable.pieces).map { BezierDirectTable.serves(solver.direct.row($0)) }
    }

    @Test func servesCoreAnimationsCurvesExceptAtAFlatEnd() {
        #expect(Self.servedPieces(0.42, 0, 0.58, 1).allSatisfy { $0 })  // easeInEaseOut
        #expect(Self.servedPieces(0.25, 0.1, 0.25, 1).allSatisfy { $0 })  // default
        // easeOut's x′(0) = 0: y grows like √x there, which no quintic in x follows.
        let easeOut = Self.servedPieces(0, 0, 0.58, 1)
        #expect(easeOut.prefix(4).allSatisfy { !$0 })
        #expect(easeOut.dropFirst(8).allSatisfy { $0 })
        // easeIn's x′(1) = 0: the same at the far end.
        let easeIn = Self.servedPieces(0.42, 0, 1, 1)
        #expect(easeIn.suffix(4).allSatisfy { !$0 })
        #expect(easeIn.dropLast(8).allSatisfy { $0 })
    }

    /// (1, 0, 0, 1) has x′ = 0 at t = ½, where y(x) has a vertical tangent: the pieces around
    /// x = ½ are left to the Newton path, the rest are served.
    @Test func leavesAVerticalTangentToTheNewtonPath() {
        let served = Self.servedPieces(1, 0, 0, 1)
        #expect(!served[63] && !served[64])
        #expect(served.prefix(32).allSatisfy { $0 } && served.suffix(32).allSatisfy { $0 })
    }

    /// Every served piece, probed at 17 evenly spaced points including its ends, against the
    /// double-double reference: within twice the samples' tolerance (1e-11), so within the promised
    /// 1e-9 with room to spare. The hard cases and 12 seeded random curves.
    @Test func servedPiecesAreWithinTheirTolerance() {
        var generator = SplitMix64(seed: 0xD1EC7)
        func gridX() -> Double { Double(generator.next() % 1025) / 1024 }
        func gridY() -> Double { Double(Int(generator.next() % 5121) - 2048) / 1024 }
        var curves = BezierAccuracyTests.hardCases.map { ($0.1, $0.2, $0.3, $0.4) }
        for _ in 0..<12 { curves.append((gridX(), gridY(), gridX(), gridY())) }
        for (x1, y1, x2, y2) in curves {
            let solver = CubicBezierSolver(x1, y1, x2, y2)
            let reference = ReferenceBezier(x1: x1, y1: y1, x2: x2, y2: y2)
            var worst = 0.0
            var worstX = 0.0
            for i in 0..<BezierDirectTable.pieces where BezierDirectTable.serves(solver.direct.row(i)) {
                for j in 0...16 {
                    let x = (Double(i) + Double(j) / 16) / BezierDirectTable.piecesPerUnit
                    guard x > 0 && x < 1 else { continue }
                    let error = abs(solver.solve(x) - reference.y(atX: x))
                    if !(error <= worst) {
                        worst = error
                        worstX = x
                    }
                }
            }
            #expect(worst <= 2 * BezierDirectTable.tolerance, "(\(x1), \(y1), \(x2), \(y2)): \(worst) at x = \(worstX)")
        }
    }
}
