/// Solves y(x) for a cubic Bézier timing function with end points (0,0) and (1,1).
///
/// x(t) is monotonic because x1 and x2 lie in 0...1. An evaluation looks up a guess t₀ for t in a
/// `BezierGuessTable` (64 pieces of x), takes one Newton step δ = (x(t₀) − x)/x′(t₀), and returns
/// y(t₀) − y′(t₀)·δ. x and y and their slopes are evaluated side by side, so only a multiply and a
/// subtraction wait for the step: y(t₀ − δ) is fewer instructions but makes a frame wait for a whole
/// polynomial more, which measured slower in the frame loop. About 55 instructions with one
/// division, inlined into the caller. The table proves, per piece, how large δ may be for the answer
/// to be within 1e-11; a larger step (a poor guess) is the slow way round:
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
    static let startMarker = 1.0, endMarker = 2.0

    let x1: Double, y1: Double, x2: Double, y2: Double
    let x: BezierPolynomial, y: BezierPolynomial
    /// (x, y)(t) = t·(c + t·(b + a·t)) and (x′, y′)(t) = c + t·(b2 + a3·t), as pairs.
    @usableFromInline let a: SIMD2<Double>, b: SIMD2<Double>, c: SIMD2<Double>
    @usableFromInline let a3: SIMD2<Double>, b2: SIMD2<Double>
    @usableFromInline let table: BezierGuessTable
    /// The ends' tables, where x′ is small there. The far end's works in s = 1 − t, 1 − x, 1 − y.
    private let startZone: BezierGuessTable?, endZone: BezierGuessTable?
    private let mirroredX: BezierPolynomial, mirroredY: BezierPolynomial
    /// x(t)'s coefficients in double-double, for the slow path's exact residuals.
    let exactX: (a: DoubleDouble, b: DoubleDouble, c: DoubleDouble)

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        let x = BezierPolynomial(x1, x2), y = BezierPolynomial(y1, y2)
        (self.x, self.y) = (x, y)
        (a, b, c) = (SIMD2(x.a, y.a), SIMD2(x.b, y.b), SIMD2(x.c, y.c))
        (a3, b2) = (3 * a, 2 * b)
        (mirroredX, mirroredY) = (.mirrored(x1, x2), .mirrored(y1, y2))
        let three = DoubleDouble(3)
        let exactC = three * DoubleDouble(x1)
        let exactB = three * DoubleDouble.exactSum(x2, -x1) - exactC
        exactX = (DoubleDouble(1) - exactC - exactB, exactB, exactC)
        table = BezierGuessTable(x: x, y: y, pieces: Self.segments, grid: .linear)
        startZone = x.slope(0) < Self.zoneSlope
            ? BezierGuessTable(x: x, y: y, pieces: Self.zonePieces, grid: .squared) : nil
        endZone = x.slope(1) < Self.zoneSlope
            ? BezierGuessTable(x: mirroredX, y: mirroredY, pieces: Self.zonePieces, grid: .squared) : nil
        for k in 0..<Self.zoneSegments {
            if startZone != nil { table.mark(k, Self.startMarker) }
            if endZone != nil { table.mark(Self.segments - 1 - k, Self.endMarker) }
        }
    }

    deinit {
        table.deallocate()
        startZone?.deallocate()
        endZone?.deallocate()
    }

    /// Per piece of the main table: the one-step bound (> 0), or where a poor guess goes:
    /// `BezierGuessTable.slow`, `.edge`, or `nearEnd` (an end's own table).
    var segmentModes: [Double] {
        table.modes.indices.map { table.row($0)[7] == 0 ? table.modes[$0] : Self.nearEnd }
    }
    static let nearEnd = -3.0
    /// Whether each end has a table of its own.
    var zones: (start: Bool, end: Bool) { (startZone != nil, endZone != nil) }

    /// y for an x in [0, 1) (1 itself is the caller's: it would index past the table).
    @inlinable @inline(__always)
    func solve(_ x: Double) -> Double {
        // The piece without a checked conversion: adding 1.5·2⁵² rounds s − ½ to an integer held in
        // the low bits. A tie may pick the piece below, where u = 1 is still inside it.
        let s = x * BezierGuessTable.piecesPerUnit
        let rounded = (s - 0.5) + 0x1.8p52
        let i = Int(truncatingIfNeeded: rounded.bitPattern) & 63   // segments − 1
        let u = s - (rounded - 0x1.8p52)
        let row = table.row(i)
        let coefficients = UnsafeRawPointer(row).loadUnaligned(as: SIMD4<Double>.self)
        let pair = coefficients.lowHalf + coefficients.highHalf * u
        let t = pair.x + (u * u) * pair.y
        let tt = SIMD2(repeating: t)
        let value = tt * (c + tt * (b + a * tt))
        let slope = c + tt * (b2 + a3 * tt)
        let step = (value.x - x) / slope.x
        if abs(step) <= row[4] { return value.y - slope.y * step }
        return solveOffTable(x, guess: t, row: row)
    }

    /// The pieces and guesses the one-step path does not cover.
    @usableFromInline @inline(never)
    func solveOffTable(_ x: Double, guess: Double, row: UnsafeMutablePointer<Double>) -> Double {
        if row[7] == Self.startMarker { return solveNearEnd(x, far: false) }
        if row[7] == Self.endMarker { return solveNearEnd(x, far: true) }
        let tolerance = row[4], lo = row[5], hi = row[6]
        if tolerance > 0 { return refine(x, from: guess, lo: lo, hi: hi, tolerance: tolerance, x: self.x, y: y) }
        if tolerance == BezierGuessTable.edge { return y.value(self.x.edgeRoot(x, upTo: hi)) }
        return y.value(slowRoot(x, lo: lo, hi: hi))
    }

    /// y for an x within 4/64 of an end, from that end's table: the same one step in the end's
    /// coordinates (distance d from the end, s = t or 1 − t), on a grid in √d.
    private func solveNearEnd(_ x: Double, far: Bool) -> Double {
        guard let zone = far ? endZone : startZone else { return y.value(slowRoot(x, lo: 0, hi: 1)) }
        let (px, py) = far ? (mirroredX, mirroredY) : (self.x, y)
        let d = far ? 1 - x : x   // exact: x ≥ 1/2 at the far end
        let g = d.squareRoot() * BezierGuessTable.piecesPerUnit
        let i = min(Int(g), zone.count - 1)
        let u = g - Double(i)
        let row = zone.row(i)
        let guess = row[0] + u * (row[2] + u * (row[1] + u * row[3]))
        let tolerance = row[4], lo = row[5], hi = row[6]
        // The one step first, inline: it almost always settles it.
        let step = (px.value(guess) - d) / px.slope(guess)
        if abs(step) <= tolerance {
            let answer = py.value(guess) - py.slope(guess) * step
            return far ? 1 - answer : answer
        }
        let answer: Double
        if tolerance > 0 {
            answer = refine(d, from: guess, lo: lo, hi: hi, tolerance: tolerance, x: px, y: py)
        } else if tolerance == BezierGuessTable.edge {
            answer = py.value(px.edgeRoot(d, upTo: hi))
        } else {
            return y.value(slowRoot(x, lo: far ? 1 - hi : lo, hi: far ? 1 - lo : hi))
        }
        return far ? 1 - answer : answer
    }

    /// Newton on p = `x` kept inside [lo, hi] (bisecting when it leaves), until a step is within
    /// the piece's proved bound; then the one-step answer y(t) − y′(t)·δ, as on the fast path.
    private func refine(_ target: Double, from guess: Double, lo: Double, hi: Double, tolerance: Double,
                        x: BezierPolynomial, y: BezierPolynomial) -> Double {
        var lo = lo, hi = hi
        var t = min(max(guess, lo), hi)
        for _ in 0..<100 {
            let f = x.value(t) - target
            let step = f / x.slope(t)
            if abs(step) <= tolerance { return y.value(t) - y.slope(t) * step }
            if f < 0 { lo = t } else { hi = t }
            let next = t - step
            t = next > lo && next < hi ? next : 0.5 * (lo + hi)
        }
        return y.value(t)   // in practice never reached: Newton converges in a few turns here
    }

    /// The t in [lo, hi] with x(t) = x: bracketed Newton, bisecting whenever Newton leaves the
    /// bracket or stalls. The residual x(t) − x is computed in double-double, so the bracket stays right even where x′(t) ≈ 0 and
    /// a plain evaluation would be rounding noise (there, y(x) is steep and t must be exact).
    private func slowRoot(_ x: Double, lo: Double, hi: Double) -> Double {
        var lo = lo, hi = hi
        var t = 0.5 * (lo + hi)
        var lastStep = hi - lo
        for _ in 0..<200 {
            let f = residual(t, x)
            if f == 0 { break }
            if f < 0 { lo = t } else { hi = t }
            let d = self.x.slope(t)
            var next = d > 0 ? t - f / d : .nan
            if !(next > lo && next < hi) || abs(next - t) > 0.5 * lastStep {
                next = 0.5 * (lo + hi)   // bisect: Newton left the bracket or is converging slowly
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
