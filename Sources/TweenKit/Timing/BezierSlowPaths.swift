/// The ways round for the evaluations that `CubicBezierSolver`'s one-step fast path does not settle:
/// an end's own table near a flat end, bracketed Newton after a poor guess, Newton from a series guess
/// at an end where x′ = 0, and exact bracketing where x′ nearly vanishes inside. Owned by the solver,
/// which holds its end tables; immutable after `init` (a lazily made solver replaces it once, on the main
/// actor, when it builds its end tables).
@usableFromInline
struct BezierSlowPaths {
    /// Values in a main-table row's marker slot: the piece is served by an end's own table.
    static let startMarker = 1.0, endMarker = 2.0

    let x: BezierPolynomial, y: BezierPolynomial
    /// The rows and row counts of the ends' tables (`BezierEndTables`: where x′ is small there, empty
    /// where it is not; the far end's works in s = 1 − t, 1 − x, 1 − y). Plain pointers, so that this
    /// struct stays trivial to copy and a call retains nothing: valid while the solver, which holds the
    /// tables, lives.
    let startRows: UnsafeMutablePointer<Double>, startCount: Int
    let endRows: UnsafeMutablePointer<Double>, endCount: Int
    /// The rows of the ends' direct tables in √d (a `BezierDirectTable` on its `squareRoot` grid), likewise.
    let startZone: UnsafeMutablePointer<Double>, startZoneCount: Int
    let endZone: UnsafeMutablePointer<Double>, endZoneCount: Int
    let mirroredX: BezierPolynomial, mirroredY: BezierPolynomial
    /// x(t)'s coefficients in double-double, for exact residuals.
    let exactX: (a: DoubleDouble, b: DoubleDouble, c: DoubleDouble)

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, ends: BezierEndTables) {
        x = BezierPolynomial(x1, x2)
        y = BezierPolynomial(y1, y2)
        (mirroredX, mirroredY) = (.mirrored(x1, x2), .mirrored(y1, y2))
        let three = DoubleDouble(3)
        let exactC = three * DoubleDouble(x1)
        let exactB = three * DoubleDouble.exactSum(x2, -x1) - exactC
        exactX = (DoubleDouble(1) - exactC - exactB, exactB, exactC)
        (startRows, startCount) = (ends.start.rows, ends.start.count)
        (endRows, endCount) = (ends.end.rows, ends.end.count)
        (startZone, startZoneCount) = (ends.startZone.rows, ends.startZone.count)
        (endZone, endZoneCount) = (ends.endZone.rows, ends.endZone.count)
    }

    /// y at an x within 4/64 of an end that has tables of its own, from its direct table in √d: nil elsewhere,
    /// or where that table does not serve x.
    @inline(__always)
    func zoneValue(_ x: Double, zoneWidth: Double) -> Double? {
        if x < zoneWidth, let y = BezierDirectTable.value(atDistance: x, rows: startZone, count: startZoneCount) {
            return y
        }
        if x > 1 - zoneWidth, let y = BezierDirectTable.value(atDistance: 1 - x, rows: endZone, count: endZoneCount) {
            return 1 - y
        }
        return nil
    }

    /// Whether each end has a table of its own.
    var zones: (start: Bool, end: Bool) { (startCount > 0, endCount > 0) }

    /// The pieces and guesses the one-step path does not cover. Static, taking the paths by pointer,
    /// so that the inlined fast path calls it without retaining anything.
    @usableFromInline @inline(never)
    static func solve(
        _ x: Double, guess: Double, row: UnsafeMutablePointer<Double>,
        in paths: UnsafeMutablePointer<BezierSlowPaths>
    ) -> Double {
        paths.pointee.solve(x, guess: guess, row: row)
    }

    private func solve(_ x: Double, guess: Double, row: UnsafeMutablePointer<Double>) -> Double {
        if row[7] == Self.startMarker { return solveNearEnd(x, far: false) }
        if row[7] == Self.endMarker { return solveNearEnd(x, far: true) }
        let lo = row[5]
        let hi = row[6]
        switch BezierGuessTable.Mode(slot: row[4]) {
        case .oneStep(let bound): return refine(x, from: guess, lo: lo, hi: hi, tolerance: bound, x: self.x, y: y)
        case .edge: return y.value(self.x.edgeRoot(x, upTo: hi))
        case .exact: return y.value(slowRoot(x, lo: lo, hi: hi))
        }
    }

    /// y for an x within 4/64 of an end, from that end's table: the same one step in the end's
    /// coordinates (distance d from the end, s = t or 1 − t), on a grid in √d.
    private func solveNearEnd(_ x: Double, far: Bool) -> Double {
        let zoneCount = far ? endCount : startCount
        guard zoneCount > 0 else { return y.value(slowRoot(x, lo: 0, hi: 1)) }
        let (px, py) = far ? (mirroredX, mirroredY) : (self.x, y)
        let d = far ? 1 - x : x  // exact: x ≥ 1/2 at the far end
        let g = d.squareRoot() * BezierGuessTable.piecesPerUnit
        let i = min(Int(g), zoneCount - 1)
        let u = g - Double(i)
        let row = (far ? endRows : startRows) + BezierGuessTable.rowWidth * i
        let guess = row[0] + u * (row[2] + u * (row[1] + u * row[3]))
        let tolerance = row[4]
        let lo = row[5]
        let hi = row[6]
        // The one step first, inline: it almost always settles it.
        let step = (px.value(guess) - d) / px.slope(guess)
        if abs(step) <= tolerance {
            let answer = py.value(guess) - py.slope(guess) * step
            return far ? 1 - answer : answer
        }
        let answer: Double
        switch BezierGuessTable.Mode(slot: tolerance) {
        case .oneStep(let bound): answer = refine(d, from: guess, lo: lo, hi: hi, tolerance: bound, x: px, y: py)
        case .edge: answer = py.value(px.edgeRoot(d, upTo: hi))
        case .exact: return y.value(slowRoot(x, lo: far ? 1 - hi : lo, hi: far ? 1 - lo : hi))
        }
        return far ? 1 - answer : answer
    }

    /// Newton on p = `x` kept inside [lo, hi] (bisecting when it leaves), until a step is within
    /// the piece's proved bound; then the one-step answer y(t) − y′(t)·δ, as on the fast path.
    private func refine(
        _ target: Double, from guess: Double, lo: Double, hi: Double, tolerance: Double,
        x: BezierPolynomial, y: BezierPolynomial
    ) -> Double {
        var lo = lo
        var hi = hi
        var t = min(max(guess, lo), hi)
        for _ in 0..<100 {
            let f = x.value(t) - target
            let step = f / x.slope(t)
            if abs(step) <= tolerance { return y.value(t) - y.slope(t) * step }
            if f < 0 { lo = t } else { hi = t }
            let next = t - step
            t = next > lo && next < hi ? next : 0.5 * (lo + hi)
        }
        return y.value(t)  // in practice never reached: Newton converges in a few turns here
    }

    /// The t in [lo, hi] with x(t) = x: bracketed Newton, bisecting whenever Newton leaves the
    /// bracket or stalls. The residual x(t) − x is computed in double-double, so the bracket stays
    /// right even where x′(t) ≈ 0 and a plain evaluation would be rounding noise (there, y(x) is steep
    /// and t must be exact).
    private func slowRoot(_ x: Double, lo: Double, hi: Double) -> Double {
        var lo = lo
        var hi = hi
        var t = 0.5 * (lo + hi)
        var lastStep = hi - lo
        for _ in 0..<200 {
            let f = residual(t, x)
            if f == 0 { break }
            if f < 0 { lo = t } else { hi = t }
            let d = self.x.slope(t)
            var next = d > 0 ? t - f / d : .nan
            if !(next > lo && next < hi) || abs(next - t) > 0.5 * lastStep {
                next = 0.5 * (lo + hi)  // bisect: Newton left the bracket or is converging slowly
            }
            lastStep = abs(next - t)
            if next == t || next <= lo || next >= hi { break }
            t = next
        }
        return t
    }

    /// x(t) − x by compensated Horner on double-double coefficients.
    private func residual(_ t: Double, _ x: Double) -> Double {
        let tt = DoubleDouble(t)
        let r = ((exactX.a * tt + exactX.b) * tt + exactX.c) * tt - DoubleDouble(x)
        return r.value
    }
}

/// The two ends' own tables of a curve whose x′ is small at an end (empty otherwise), owned by its solver:
/// per end, the guess table (a guess and a Newton step) and the direct table in √d that serves most of it
/// (a `BezierDirectTable` on its `squareRoot` grid). A class, so that the solver can hold them beside its other
/// tables before it is fully made. Immutable after `init` (hence `@unchecked Sendable`, for `none`).
final class BezierEndTables: @unchecked Sendable {
    /// No tables at either end: what a lazily made solver has until it first evaluates near an end that has them.
    static let none = BezierEndTables()

    let start: BezierGuessTable
    let end: BezierGuessTable
    let startZone: BezierDirectTable
    let endZone: BezierDirectTable

    init(_ x1: Double, _ x2: Double, _ y1: Double, _ y2: Double, zoneSlope: Double, zonePieces: Int) {
        let x = BezierPolynomial(x1, x2)
        let y = BezierPolynomial(y1, y2)
        let (farX, farY) = (BezierPolynomial.mirrored(x1, x2), BezierPolynomial.mirrored(y1, y2))
        func knots(_ x: BezierPolynomial) -> [Double] {
            BezierGuessTable.knots(x: x, pieces: zonePieces, perUnit: BezierGuessTable.piecesPerUnit, grid: .squared)
        }
        if x.slope(0) < zoneSlope {
            let knots = knots(x)
            start = BezierGuessTable(x: x, y: y, knots: knots, grid: .squared)
            startZone = BezierDirectTable(x: x, y: y, knots: knots, grid: .squareRoot)
        } else {
            start = BezierGuessTable()
            startZone = BezierDirectTable()
        }
        if x.slope(1) < zoneSlope {
            let knots = knots(farX)
            end = BezierGuessTable(x: farX, y: farY, knots: knots, grid: .squared)
            endZone = BezierDirectTable(x: farX, y: farY, knots: knots, grid: .squareRoot)
        } else {
            end = BezierGuessTable()
            endZone = BezierDirectTable()
        }
    }

    private init() {
        start = BezierGuessTable()
        end = BezierGuessTable()
        startZone = BezierDirectTable()
        endZone = BezierDirectTable()
    }
}
