import Foundation

/// Solves y(x) for a cubic Bézier timing function with end points (0,0) and (1,1).
///
/// x(t) is monotonic because x1 and x2 lie in 0...1. Most evaluations are served by a
/// `BezierDirectTable`: y as a quintic in x, piece by piece, where y(x) is smooth enough for that to
/// be within 1e-11 (for Core Animation's named curves, every piece but those at a flat end). A table
/// look-up and a few multiply-adds, no division, inlined into the caller.
///
/// The other pieces take the Newton path, out of line: look up a guess t₀ for t in a
/// `BezierGuessTable` (64 pieces of x), take one Newton step δ = (x(t₀) − x)/x′(t₀), and return
/// y(t₀) − y′(t₀)·δ. The table proves, per piece, how large δ may be for the answer to be within
/// 1e-11; a larger step (a poor guess) takes a slower way round (`BezierSlowPaths`):
/// - near an end where x′ is small (x1 = 0 in Core Animation's ease-out, x2 = 1 in ease-in),
///   t grows like the square root of the distance from that end, which a table in x fits badly;
///   that end has a table of its own over the last 4 pieces, on a grid in √distance and, at the
///   far end, in s = 1 − t and 1 − x, so no precision is lost near x = 1;
/// - elsewhere, bracketed Newton until a step is within the bound;
/// - the piece at an end where x′ = 0: Newton from a series guess to full precision;
/// - a piece where x′ nearly vanishes inside (curves like (1, 0, 0, 1)): bracketed Newton and
///   bisection on exact (double-double) residuals, to the last bit of t.
///
/// Made complete (`init`: Core Animation's named curves) its tables are built at once and never change,
/// so any thread reads them. Made lazily (`lazy`: every `TimingCurve.cubicBezier`) it costs about a
/// microsecond, and its tables are filled a 1/64 of x at a time as a tween's frames reach them, so that a
/// curve costs only the pieces it plays, spread over the frames that play them. Those tables belong to the
/// main actor, where frames run: filled and read only there, through `solveOnMainActor`, which only
/// `OwnedCurve` calls — and an `OwnedCurve` lives in a tween (it cannot be copied out), whose frames run on
/// the main actor. (Not declared `@MainActor`: the frame path would then pay a runtime isolation check per
/// evaluation. Debug builds check the queue where a piece is filled.) Evaluated anywhere else
/// (`TimingCurve.value(at:)`), a lazily made solver hands the work to its twin, a complete solver made on
/// the first such evaluation and published once (`OnceReference`). The tables are raw buffers, so that an
/// evaluation does no bounds checks and no reference counting; hence `@unchecked Sendable`.
@usableFromInline
final class CubicBezierSolver: @unchecked Sendable {
    static let segments = 64
    /// An end whose x′ is below this gets a table of its own.
    static let zoneSlope = 0.3
    /// How many of the main table's pieces an end's table covers, and its pieces (√(4/64) = 16/64).
    static let zoneSegments = 4, zonePieces = 16
    /// How far from an end its own tables reach in x: `zoneSegments` pieces of the main table (d < 1/16).
    static let zoneWidth = Double(zoneSegments) / BezierGuessTable.piecesPerUnit

    let x1: Double, y1: Double, x2: Double, y2: Double
    /// (x, y)(t) = t·(c + t·(b + a·t)) and (x′, y′)(t) = c + t·(b2 + a3·t), as pairs.
    @usableFromInline let a: SIMD2<Double>, b: SIMD2<Double>, c: SIMD2<Double>
    @usableFromInline let a3: SIMD2<Double>, b2: SIMD2<Double>
    /// Whether every table was built by `init`: then none changes again, and `solve` reads them on any thread.
    @usableFromInline let isComplete: Bool
    @usableFromInline let table: BezierGuessTable
    @usableFromInline let direct: BezierDirectTable
    /// Everything the slower paths need, behind a raw pointer: the fast path hands it over without
    /// retaining the solver around the call.
    @usableFromInline let slow: UnsafeMutablePointer<BezierSlowPaths>
    /// Whether each end has tables of its own (where x′ is small there).
    let hasZones: (start: Bool, end: Bool)

    /// The ends' tables, whose rows `slow` reads: kept for as long as the solver lives (`none` until a lazily
    /// made solver first evaluates near an end that has them; written then, on the main actor, and never read).
    var endTables: BezierEndTables
    /// The rows of the ends' direct tables in √d as `init` made them, for a complete solver's `solveOffTable`,
    /// which reads them from here rather than through `slow` (a load less near a flat end); a lazily made
    /// solver's are empty here, and read through `slow` once built.
    let startZone: UnsafeMutablePointer<Double>, startZoneCount: Int
    let endZone: UnsafeMutablePointer<Double>, endZoneCount: Int

    /// A lazily made solver's complete twin, for evaluations off the main actor: made by the first of them.
    private let twin = makeOnceReference()

    /// A solver with every table built at once: about 10 µs.
    convenience init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(x1, y1, x2, y2, complete: true)
    }

    /// A solver whose tables are filled as a tween's frames reach them.
    static func lazy(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CubicBezierSolver {
        CubicBezierSolver(x1, y1, x2, y2, complete: false)
    }

    private init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, complete: Bool) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        let x = BezierPolynomial(x1, x2)
        let y = BezierPolynomial(y1, y2)
        (a, b, c) = (SIMD2(x.a, y.a), SIMD2(x.b, y.b), SIMD2(x.c, y.c))
        (a3, b2) = (3 * a, 2 * b)
        hasZones = (x.slope(0) < Self.zoneSlope, x.slope(1) < Self.zoneSlope)
        isComplete = complete
        if complete {
            // The knots every 1/64 of x; the direct table on them; then the guess table, with only the rows that
            // a piece the direct table does not serve leads to (the only ones ever read).
            let knots = BezierGuessTable.knots(
                x: x, pieces: Self.segments, perUnit: BezierGuessTable.piecesPerUnit, grid: .linear)
            let directTable = BezierDirectTable(x: x, y: y, knots: knots)
            let guessTable = BezierGuessTable(
                x: x, y: y, knots: knots, grid: .linear,
                needs: { !directTable.serves(piece: 2 * $0) || !directTable.serves(piece: 2 * $0 + 1) })
            for k in 0..<Self.segments { Self.markZone(k, in: guessTable, zones: hasZones) }
            table = guessTable
            direct = directTable
            endTables = BezierEndTables(x1, x2, y1, y2, zoneSlope: Self.zoneSlope, zonePieces: Self.zonePieces)
        } else {
            // Filled piece by piece (see `fill(around:)`); which are filled, the rows say.
            table = BezierGuessTable(rowCount: Self.segments)
            direct = BezierDirectTable(rowCount: 2 * Self.segments)
            endTables = .none
        }
        (startZone, startZoneCount) = (endTables.startZone.rows, endTables.startZone.count)
        (endZone, endZoneCount) = (endTables.endZone.rows, endTables.endZone.count)
        slow = .allocate(capacity: 1)
        slow.initialize(to: BezierSlowPaths(x1, y1, x2, y2, ends: endTables))
    }

    // The tables free their own rows (the ends' with `endTables`); the slow paths go with `deinitialize`.
    deinit {
        slow.deinitialize(count: 1)
        slow.deallocate()
    }

    /// y for an x in [0, 1) (1 itself is the caller's: it would index past the tables), anywhere.
    @inlinable @inline(__always)
    func solve(_ x: Double) -> Double {
        guard isComplete else { return solveThroughTwin(x) }
        return solveOnMainActor(x)  // a complete solver's tables are read anywhere
    }

    /// y for an x in [0, 1) from the tables: a lazily made solver's on the main actor only, where a tween's
    /// frames run (through `OwnedCurve`), filled as they go; a complete solver's anywhere.
    @inlinable @inline(__always)
    func solveOnMainActor(_ x: Double) -> Double {
        let (i, u) = Self.piece(of: x, perUnit: BezierDirectTable.piecesPerUnit, mask: BezierDirectTable.pieces - 1)
        let row = direct.row(i)
        if BezierDirectTable.serves(row) { return BezierDirectTable.evaluate(row, u) }
        return solveOffTable(x)
    }

    /// A lazily made solver evaluated off the main actor's frames (`TimingCurve.value(at:)`): its complete
    /// twin's tables, made on the first such evaluation (about 10 µs) and shared from then on.
    @usableFromInline @inline(never)
    func solveThroughTwin(_ x: Double) -> Double {
        guard let made = twin.made() else { return solveThroughNewTwin(x) }
        return made._withUnsafeGuaranteedRef { $0.solveAsTwin(x) }
    }

    /// A complete solver's evaluation as a twin, out of line: so that the closure above stays small enough
    /// to inline (it was a call of its own, and the whole evaluation then 55 instructions dearer).
    @inline(never)
    private func solveAsTwin(_ x: Double) -> Double { solveOnMainActor(x) }

    /// The first evaluation through the twin: makes it (or waits for another thread making it).
    @inline(never)
    private func solveThroughNewTwin(_ x: Double) -> Double {
        twin.make { CubicBezierSolver(x1, y1, x2, y2) }
        return solveThroughTwin(x)
    }

    /// y for an x in [0, 1) on a piece the direct table does not serve: near a flat end (the pieces an
    /// end's own tables serve), the end's direct table in √d, with no guess and no step; elsewhere, or where
    /// that table does not serve either, a guess and a Newton step. Small, so that its call is cheap. A lazily
    /// made solver (here on the main actor only, from `solveOnMainActor`) first fills what x needs, and looks
    /// again.
    @usableFromInline @inline(never)
    func solveOffTable(_ x: Double) -> Double {
        // The lazy case out of line: inlined, it made a complete solver's every call here save and restore more
        // registers (a nanosecond more near `easeIn`'s flat end).
        if !isComplete { return solveOffTableFilling(x) }
        if x < Self.zoneWidth,
            let y = BezierDirectTable.value(atDistance: x, rows: startZone, count: startZoneCount)
        {
            return y
        }
        if x > 1 - Self.zoneWidth,
            let y = BezierDirectTable.value(atDistance: 1 - x, rows: endZone, count: endZoneCount)
        {
            return 1 - y
        }
        return solveByNewton(x)
    }

    /// `solveOffTable` for a lazily made solver: fills what x needs and looks again (once: the second time there
    /// is nothing left to fill).
    @inline(never)
    private func solveOffTableFilling(_ x: Double) -> Double {
        if fill(around: x) { return solveOnMainActor(x) }
        if let y = slow.pointee.zoneValue(x, zoneWidth: Self.zoneWidth) { return y }
        return solveByNewton(x)
    }

    // MARK: Filling a lazily made solver (on the main actor only)

    /// Fills what evaluating at x reads, if it is not yet: the pieces of x in both tables (a tie between two
    /// pieces may pick a different one in each) and, near an end that has them, the ends' tables. True when
    /// it filled anything.
    private func fill(around x: Double) -> Bool {
        let inDirect = Self.piece(of: x, perUnit: BezierDirectTable.piecesPerUnit, mask: BezierDirectTable.pieces - 1)
        let inGuesses = Self.piece(of: x, perUnit: BezierGuessTable.piecesPerUnit, mask: Self.segments - 1)
        let (first, second) = (inDirect.index / 2, inGuesses.index)
        let filling = (!direct.isFilled(piece: first), second != first && !direct.isFilled(piece: second))
        if filling.0 { fill(piece: first) }
        if filling.1 { fill(piece: second) }
        // An end's tables, built when first needed: what `slow` has says whether they are (read through it,
        // the solver's fields are not touched on the way).
        let paths = slow.pointee
        let nearEnd =
            (x < Self.zoneWidth && hasZones.start && paths.startCount == 0)
            || (x > 1 - Self.zoneWidth && hasZones.end && paths.endCount == 0)
        guard nearEnd else { return filling.0 || filling.1 }
        endTables = BezierEndTables(x1, x2, y1, y2, zoneSlope: Self.zoneSlope, zonePieces: Self.zonePieces)
        slow.pointee = BezierSlowPaths(x1, y1, x2, y2, ends: endTables)
        return true
    }

    /// Fills piece `i` (x from i/64 to (i + 1)/64) as `init` fills every piece of a complete solver: its two
    /// rows of the direct table, and its guess row where the direct table does not serve it.
    private func fill(piece i: Int) {
        assert(MainQueueMark.isCurrent, "a lazily made Bézier's tables are filled on the main actor only")
        let (x, y) = (BezierPolynomial(x1, x2), BezierPolynomial(y1, y2))
        let (lo, hi) = (knot(i, x: x), knot(i + 1, x: x))
        let perUnit = BezierGuessTable.piecesPerUnit
        direct.fill(
            piece: i, from: BezierDirectTable.knot(lo, index: i, perUnit: perUnit, x: x, y: y, grid: .linear),
            to: BezierDirectTable.knot(hi, index: i + 1, perUnit: perUnit, x: x, y: y, grid: .linear), x: x, y: y)
        if direct.serves(piece: 2 * i) && direct.serves(piece: 2 * i + 1) {
            table.fillUnneeded(row: i, lo: lo, hi: hi)
        } else {
            table.fill(row: i, lo: lo, hi: hi, x: x, y: y, grid: .linear)
        }
        Self.markZone(i, in: table, zones: hasZones)
    }

    /// t at x = k/64: from a filled piece that ends or starts there (its guess row keeps both ends), or found
    /// from the nearest knot below that is known (the same t from any of them, but where x′ nearly vanishes,
    /// where it may differ in its last bit or two).
    private func knot(_ k: Int, x: BezierPolynomial) -> Double {
        if k == 0 || k == Self.segments { return Double(k / Self.segments) }
        if direct.isFilled(piece: k) { return table.start(ofRow: k) }
        if direct.isFilled(piece: k - 1) { return table.end(ofRow: k - 1) }
        var below = k - 2
        while below >= 0 && !direct.isFilled(piece: below) { below -= 1 }
        let start = below < 0 ? 0 : table.end(ofRow: below)
        return BezierGuessTable.knot(k, after: start, x: x, perUnit: BezierGuessTable.piecesPerUnit, grid: .linear)
    }

    /// Marks guess row `k` as served by the table of the end it is near, if it is.
    private static func markZone(_ k: Int, in table: borrowing BezierGuessTable, zones: (start: Bool, end: Bool)) {
        if zones.start && k < zoneSegments { table.mark(k, BezierSlowPaths.startMarker) }
        if zones.end && k >= segments - zoneSegments { table.mark(k, BezierSlowPaths.endMarker) }
    }

    /// The piece of x in [0, 1) among `perUnit` (a power of two) and where x is in it (0…1), without
    /// a checked conversion: adding 1.5·2⁵² rounds s − ½ to an integer held in the low bits. A tie
    /// may pick the piece below, where u = 1 is still inside it.
    @inlinable @inline(__always)
    static func piece(of x: Double, perUnit: Double, mask: Int) -> (index: Int, u: Double) {
        let s = x * perUnit
        let rounded = (s - 0.5) + 0x1.8p52
        return (Int(truncatingIfNeeded: rounded.bitPattern) & mask, s - (rounded - 0x1.8p52))
    }

    /// y for an x in [0, 1) by a guess and one Newton step.
    @usableFromInline @inline(never)
    func solveByNewton(_ x: Double) -> Double {
        let (i, u) = Self.piece(of: x, perUnit: BezierGuessTable.piecesPerUnit, mask: Self.segments - 1)
        let row = table.row(i)
        let coefficients = UnsafeRawPointer(row).loadUnaligned(as: SIMD4<Double>.self)
        let pair = coefficients.lowHalf + coefficients.highHalf * u
        let t = pair.x + (u * u) * pair.y
        let tt = SIMD2(repeating: t)
        let value = tt * (c + tt * (b + a * tt))
        let slope = c + tt * (b2 + a3 * tt)
        let step = (value.x - x) / slope.x
        if abs(step) <= row[4] { return value.y - slope.y * step }
        return BezierSlowPaths.solve(x, guess: t, row: row, in: slow)
    }
}
