import Testing

@testable import TweenKit

/// Making a cubic Bézier with the same control points again reuses its solver and tables, within a
/// bounded cache, from any thread.
@Suite struct BezierCacheTests {
    func solver(_ curve: TimingCurve) -> CubicBezierSolver? {
        if case .bezier(let solver) = curve.kind { return solver }
        return nil
    }

    @Test func theSameControlPointsShareOneSolver() throws {
        let first = try TimingCurve.cubicBezier(0.3, 0.1, 0.2, 0.9)
        let again = try TimingCurve.cubicBezier(0.3, 0.1, 0.2, 0.9)
        let other = try TimingCurve.cubicBezier(0.3, 0.1, 0.2, 0.95)
        #expect(solver(first) === solver(again) && solver(first) !== solver(other))
        #expect((0...100).allSatisfy { first.value(at: Double($0) / 100) == again.value(at: Double($0) / 100) })
    }

    @Test func theCacheIsBounded() throws {
        let first = try TimingCurve.cubicBezier(0.11, 0.22, 0.33, 0.44)
        for i in 0..<BezierCache.capacity { _ = try TimingCurve.cubicBezier(0.5, Double(i) / 1000 + 2, 0.5, 1) }
        let later = try TimingCurve.cubicBezier(0.11, 0.22, 0.33, 0.44)
        #expect(solver(first) !== solver(later), "pushed out by newer curves, made again")
        #expect(first.value(at: 0.4) == later.value(at: 0.4))
    }

    @Test func curvesMadeFromManyThreadsAtOnceAreRight() async throws {
        let reference = try TimingCurve.cubicBezier(0.25, 0.1, 0.25, 1).value(at: 0.3)
        let values = await withTaskGroup(of: Double.self) { group in
            for _ in 0..<64 {
                group.addTask { (try? TimingCurve.cubicBezier(0.25, 0.1, 0.25, 1).value(at: 0.3)) ?? -1 }
            }
            var all: [Double] = []
            for await value in group { all.append(value) }
            return all
        }
        #expect(values.count == 64 && values.allSatisfy { $0 == reference })
    }
}
