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
/// Immutable after `init` (hence `@unchecked Sendable`): the tables are raw buffers, so that an
/// evaluation does no bounds checks and no reference counting.
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
    @usableFromInline let table: BezierGuessTable
    @usableFromInline let direct: BezierDirectTable
    /// Everything the slower paths need, behind a raw pointer: the fast path hands it over without
    /// retaining the solver around the call.
    @usableFromInline let slow: UnsafeMutablePointer<BezierSlowPaths>
    /// The ends' tables, whose rows `slow` reads: kept for as long as the solver lives.
    let endTables: BezierEndTables
    /// The rows of the ends' direct tables in √d (a `BezierDirectTable` on its `squareRoot` grid), held by `endTables`.
    let startZone: UnsafeMutablePointer<Double>, startZoneCount: Int
    let endZone: UnsafeMutablePointer<Double>, endZoneCount: Int

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        let x = BezierPolynomial(x1, x2)
        let y = BezierPolynomial(y1, y2)
        (a, b, c) = (SIMD2(x.a, y.a), SIMD2(x.b, y.b), SIMD2(x.c, y.c))
        (a3, b2) = (3 * a, 2 * b)
        // The knots every 1/64 of x; the direct table on them; then the guess table, with only the rows that a
        // piece the direct table does not serve leads to (the only ones ever read).
        let knots = BezierGuessTable.knots(
            x: x, pieces: Self.segments, perUnit: BezierGuessTable.piecesPerUnit, grid: .linear)
        let directTable = BezierDirectTable(x: x, y: y, knots: knots)
        let guessTable = BezierGuessTable(
            x: x, y: y, knots: knots, grid: .linear,
            needs: { !directTable.serves(piece: 2 * $0) || !directTable.serves(piece: 2 * $0 + 1) })
        let ends = BezierEndTables(x1, x2, y1, y2, zoneSlope: Self.zoneSlope, zonePieces: Self.zonePieces)
        let paths = BezierSlowPaths(x1, y1, x2, y2, ends: ends)
        let zones = paths.zones
        for k in 0..<Self.zoneSegments {
            if zones.start { guessTable.mark(k, BezierSlowPaths.startMarker) }
            if zones.end { guessTable.mark(Self.segments - 1 - k, BezierSlowPaths.endMarker) }
        }
        table = guessTable
        endTables = ends
        (startZone, startZoneCount) = (ends.startZone.rows, ends.startZone.count)
        (endZone, endZoneCount) = (ends.endZone.rows, ends.endZone.count)
        direct = directTable
        slow = .allocate(capacity: 1)
        slow.initialize(to: paths)
    }

    // The tables free their own rows; the slow paths (and their end tables) go with `deinitialize`.
    deinit {
        slow.deinitialize(count: 1)
        slow.deallocate()
    }

    /// y for an x in [0, 1) (1 itself is the caller's: it would index past the tables).
    @inlinable @inline(__always)
    func solve(_ x: Double) -> Double {
        let (i, u) = Self.piece(of: x, perUnit: BezierDirectTable.piecesPerUnit, mask: BezierDirectTable.pieces - 1)
        let row = direct.row(i)
        if BezierDirectTable.serves(row) { return BezierDirectTable.evaluate(row, u) }
        return solveOffTable(x)
    }

    /// y for an x in [0, 1) on a piece the direct table does not serve: near a flat end (the pieces an
    /// end's own tables serve), the end's direct table in √d, with no guess and no step; elsewhere, or where
    /// that table does not serve either, a guess and a Newton step. Small, so that its call is cheap.
    @usableFromInline @inline(never)
    func solveOffTable(_ x: Double) -> Double {
        if x < Self.zoneWidth, let y = BezierDirectTable.value(atDistance: x, rows: startZone, count: startZoneCount) {
            return y
        }
        if x > 1 - Self.zoneWidth,
            let y = BezierDirectTable.value(atDistance: 1 - x, rows: endZone, count: endZoneCount)
        {
            return 1 - y
        }
        return solveByNewton(x)
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
