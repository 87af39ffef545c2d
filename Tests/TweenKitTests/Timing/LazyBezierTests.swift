import Foundation
import Testing

@testable import TweenKit

/// A made cubic Bézier builds no tables: a tween's frames fill them a 1/64 of x at a time, on the main actor,
/// as they reach each part, exactly as a curve built all at once has them; anywhere else a curve is evaluated
/// through its complete twin, made once however many threads ask at once.
@MainActor @Suite struct LazyBezierTests {
    /// Each test has curves of its own (the cache shares a curve made twice).
    static func solver(_ curve: TimingCurve) -> CubicBezierSolver {
        guard case .bezier(let solver) = curve.kind else { preconditionFailure("not a Bézier") }
        return solver
    }

    @Test func makingACurveBuildsNoTables() throws {
        // x′ is 0 at the start: that end has tables of its own, when first needed.
        let solver = Self.solver(try .cubicBezier(0, 0.456, 0.789, 0.321))
        #expect(!solver.isComplete)
        #expect(solver.filledPieceCount == 0)
        #expect(solver.zones == (false, false))
        _ = solver.solveOnMainActor(0.5)
        #expect(solver.filledPieceCount == 1)
        #expect(solver.zones == (false, false))  // not needed yet
        _ = solver.solveOnMainActor(0.001)
        #expect(solver.filledPieceCount == 2)
        #expect(solver.zones == (true, false))
        // Core Animation's named curves are built complete.
        #expect(Self.solver(.easeInEaseOut).isComplete && Self.solver(.easeOut).filledPieceCount == 64)
    }

    @Test func aTweensFramesFillOnlyThePiecesTheyReachAndShowTheCompleteCurve() throws {
        let (x1, y1, x2, y2) = (0.31, -0.27, 0.66, 1.19)
        let curve = try TimingCurve.cubicBezier(x1, y1, x2, y2)
        let complete = CubicBezierSolver(x1, y1, x2, y2)
        let driver = ManualDriver()
        let engine = TweenEngine(driver: driver)
        var shown: [Double] = []
        let tween = Tween(from: 0.0, to: 1.0, duration: 1, curve: curve, engine: engine) { shown.append($0) }
        tween.start()
        for _ in 0..<15 { driver.advance(by: 1.0 / 60) }  // a quarter of the way
        let filled = Self.solver(curve).filledPieceCount
        #expect(filled >= 10 && filled <= 17, "x up to 1/4 is 16 pieces of 64 (and the one it ends in): \(filled)")
        let progress = tween.progress
        #expect(shown.last == complete.solve(progress))
        tween.finish()
        #expect(shown.last == 1)
    }

    /// However its evaluations reach the pieces, a lazily made solver ends with the tables a complete one has,
    /// serving each piece the same way and each value within 1e-12: the hard cases (flat ends, a vertical
    /// tangent inside) and seeded random curves, filled in a random order.
    @Test(arguments: 0..<(BezierAccuracyTests.hardCases.count + 12))
    func filledInAnyOrderItMatchesACompleteSolver(_ index: Int) throws {
        var generator = SplitMix64(seed: 0x1A2B_0000 + UInt64(index))
        let points: (Double, Double, Double, Double)
        if index < BezierAccuracyTests.hardCases.count {
            let (_, x1, y1, x2, y2) = BezierAccuracyTests.hardCases[index]
            points = (x1, y1, x2, y2)
        } else {
            func unit() -> Double { Double(generator.next() % 1025) / 1024 }
            points = (unit(), 3 * unit() - 1, unit(), 3 * unit() - 1)
        }
        let (x1, y1, x2, y2) = points
        // Made directly rather than through the cache, which other tests' curves share.
        let lazy = CubicBezierSolver.lazy(x1, y1, x2, y2)
        let complete = CubicBezierSolver(x1, y1, x2, y2)
        let middles: [Double] = (0..<128).map { (Double($0) + 0.5) / 128 }
        let nearEnds: [Double] = (1...12).map { Double.ulpOfOne * Double(1 << (4 * $0)) }
        var xs = middles + nearEnds
        xs += xs.map { 1 - $0 }
        for i in xs.indices.reversed() {
            let j = Int(generator.next() % UInt64(i + 1))
            xs.swapAt(i, j)
        }
        for x in xs {
            let mine: Double = lazy.solveOnMainActor(x)
            let theirs: Double = complete.solve(x)
            #expect(abs(mine - theirs) <= 1e-12, "(\(x1), \(y1), \(x2), \(y2)) at x = \(x): \(mine) against \(theirs)")
        }
        #expect(lazy.filledPieceCount == 64)
        #expect(lazy.zones == complete.zones)  // near an end that has tables of its own, they were built
        // The same way of solving each piece. (A one-step bound may differ in its last bits: where x′ nearly
        // vanishes, a knot found from another knot below lands a bit or two away.)
        for (mine, theirs) in zip(lazy.pieceModes, complete.pieceModes) {
            switch (mine, theirs) {
            case (.main(.oneStep(let a)), .main(.oneStep(let b))): #expect(abs(a - b) <= 1e-9 * b)
            default: #expect(mine == theirs)
            }
        }
    }

    /// At x = k/64 for an odd k, the direct table's piece and the guess table's are neighbours (each rounds a
    /// tie its own way): evaluated there first, a lazily made solver fills both.
    @Test(arguments: BezierAccuracyTests.hardCases.indices)
    func onAPiecesEdgeBothTablesPiecesAreFilled(_ index: Int) {
        let (_, x1, y1, x2, y2) = BezierAccuracyTests.hardCases[index]
        let lazy = CubicBezierSolver.lazy(x1, y1, x2, y2)
        let complete = CubicBezierSolver(x1, y1, x2, y2)
        for k in stride(from: 63, through: 1, by: -2) {
            let x = Double(k) / 64
            #expect(
                abs(lazy.solveOnMainActor(x) - complete.solve(x)) <= 1e-12, "(\(x1), \(y1), \(x2), \(y2)) at \(k)/64")
        }
    }

    @Test func offTheMainActorACurveIsEvaluatedThroughItsTwin() async throws {
        let curve = try TimingCurve.cubicBezier(0.211, 0.8, 0.42, 0.97)
        let complete = CubicBezierSolver(0.211, 0.8, 0.42, 0.97)
        let xs = (1..<100).map { Double($0) / 100 }
        let values = await Task.detached { xs.map { curve.value(at: $0) } }.value
        #expect(values == xs.map { complete.solve($0) })
        #expect(xs.map { curve.value(at: $0) } == values)  // on the main actor, `value(at:)` too
        #expect(Self.solver(curve).filledPieceCount == 0)  // the frames' tables untouched
    }

    /// Many threads' first evaluations at once all get the complete curve's value (that its twin is made once
    /// for them is `OnceReferenceTests`').
    @Test func aCurveEvaluatedFromManyThreadsAtOnceGivesEachTheCompleteValue() async throws {
        let curve = try TimingCurve.cubicBezier(0.377, 0.1, 0.51, 0.93)
        let expected = CubicBezierSolver(0.377, 0.1, 0.51, 0.93).solve(0.3)
        let answers = await withTaskGroup(of: Double.self) { group in
            for _ in 0..<64 { group.addTask { curve.value(at: 0.3) } }
            var answers: [Double] = []
            for await answer in group { answers.append(answer) }
            return answers
        }
        #expect(answers.count == 64 && answers.allSatisfy { $0 == expected })
    }
}

/// The one-time publication behind a curve's twin (`OnceReference`).
@Suite struct OnceReferenceTests {
    /// A counter threads add to under a lock.
    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.withLock { value += 1 } }
        var total: Int { lock.withLock { value } }
    }

    final class Holder: Sendable {
        let slot: any OnceReference
        init(lockFree: Bool) { slot = makeOnceReference(lockFree: lockFree) }
    }

    /// Both kinds: read without a lock (where atomics exist: here), and under it (elsewhere).
    @Test(arguments: [true, false])
    func madeOnceHoweverManyThreadsAskAtOnce(lockFree: Bool) async {
        for _ in 0..<20 {
            let holder = Holder(lockFree: lockFree)
            let makes = Count()
            let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
                for _ in 0..<16 {
                    group.addTask {
                        holder.slot.make {
                            makes.add()
                            return CubicBezierSolver.lazy(0.1, 0.2, 0.3, 0.4)
                        }
                        return ObjectIdentifier(holder.slot.made()!.takeUnretainedValue())
                    }
                }
                var identities = Set<ObjectIdentifier>()
                for await identity in group { identities.insert(identity) }
                return identities
            }
            #expect(makes.total == 1)
            #expect(identities.count == 1)
        }
    }

    @Test(arguments: [true, false])
    func holdsWhatItMadeForAsLongAsItLives(lockFree: Bool) {
        weak var made: CubicBezierSolver?
        do {
            let holder = Holder(lockFree: lockFree)
            #expect(holder.slot.made() == nil)
            holder.slot.make { .lazy(0.1, 0.2, 0.3, 0.4) }
            made = holder.slot.made()?.takeUnretainedValue()
            #expect(made != nil)  // held by the slot alone
            holder.slot.make { .lazy(0.1, 0.2, 0.3, 0.4) }  // made already: nothing new
            #expect(holder.slot.made()?.takeUnretainedValue() === made)
        }
        #expect(made == nil)  // let go with it
    }
}
