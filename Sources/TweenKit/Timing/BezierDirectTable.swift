/// y as a direct function of x for a cubic Bézier timing function, with no root finding: 128
/// pieces of x, each the quintic that matches y, dy/dx and d²y/dx² at both ends of its piece
/// (the quintic Hermite interpolant).
///
/// Where the curve is smooth in x, this is far more precise than needed (an error of order
/// h⁶·y⁽⁶⁾/46,080 with h = 1/128), and an evaluation is a table row and one short polynomial: about
/// half the work of a guess and a Newton step, and less than half the wait. Near an end where
/// x′ = 0 (y grows like √x there) or where x′ nearly vanishes inside, y(x) is not smooth enough;
/// such a piece is not served, and the solver takes its Newton path there.
///
/// Which pieces are served is settled when the table is built: each piece is compared with the
/// exact curve at points (x(t), y(t)) spread through it, and served only if every difference is
/// within `tolerance`, a hundredth of what `TimingCurve` promises. The error of the interpolant is
/// a smooth bump across a piece (it vanishes to third order at both ends), so the samples find its
/// size.
///
/// Each row is 8 values (64 bytes, one cache line): c₀, c₂, c₁, c₃ (so that one SIMD2 multiply-add
/// gives c₀ + c₁u and c₂ + c₃u), c₄, c₅, then 1 if the piece is served (0 if not), and 1 once the row is
/// filled (0 before: a lazily made curve's rows are filled as its evaluations reach them).
///
/// It owns its rows: it cannot be copied, and frees them when it goes (a copy would free them twice).
@usableFromInline
struct BezierDirectTable: ~Copyable {
    @inlinable static var pieces: Int { 128 }
    @inlinable static var piecesPerUnit: Double { 128 }
    @inlinable static var rowWidth: Int { 8 }
    /// The largest difference from the exact curve, at the samples, for a piece to be served.
    static let tolerance = 1e-11
    /// Samples per piece for that comparison, evenly spread in t: the error's bump across a piece peaks
    /// between two of them, where it is at most a little above the larger, far inside the hundredfold margin
    /// between `tolerance` and what `TimingCurve` promises.
    static let samples = 8
    /// Where they are in a piece's span of t: j/9 for j in 1...8.
    static let sampleFractions = SIMD8<Double>(1, 2, 3, 4, 5, 6, 7, 8) / 9

    @usableFromInline let rows: UnsafeMutablePointer<Double>
    /// How many pieces: 128 for the main table, 16 for an end's.
    let count: Int

    /// What a piece's variable u is: for the main table, x on a grid of 1/128 (u = 128·x − k); for an end's
    /// own table, near an end where x′ is small (x1 = 0 in Core Animation's ease-out, x2 = 1 in ease-in), the
    /// square root of the distance d from the end on a grid of 1/64 (u = 64·√d − k): there t grows like √d,
    /// so y is smooth in √d even where it is not in x.
    enum Grid { case linear, squareRoot }

    /// - Parameter knots: t at x = k/64 for k in 0...64 (x(t) = k/64 to the last bit or so), for a table of
    ///   128 pieces; for the `squareRoot` grid, t at √d = k/64, with `x` the distance from the end as a
    ///   polynomial in t, for a table of a piece per knot.
    ///
    /// The main table is built a 1/64 of x at a time (see `fill(piece:from:to:x:y:)`), the same way whether
    /// all at once, here, or as a lazily made curve's evaluations reach each part (`CubicBezierSolver`).
    init(x: BezierPolynomial, y: BezierPolynomial, knots: [Double], grid: Grid = .linear) {
        let pieces = knots.count - 1
        self.init(rowCount: grid == .linear ? 2 * pieces : pieces)
        let perUnit = BezierGuessTable.piecesPerUnit  // the knots' grid
        // y, and its first and second derivatives in the grid's variable.
        let ends = knots.indices.map { k in Self.knot(knots[k], index: k, perUnit: perUnit, x: x, y: y, grid: grid) }
        for i in 0..<pieces {
            guard grid == .linear else {
                let whole = Self.fit(ends[i], ends[i + 1], width: 1 / perUnit)
                let proved = Self.proves(
                    whole, ends[i].t, ends[i + 1].t, offset: Double(i), perUnit: perUnit, grid: grid, x: x, y: y)
                Self.store(whole, served: proved, in: rows + Self.rowWidth * i)
                continue
            }
            fill(piece: i, from: ends[i], to: ends[i + 1], x: x, y: y)
        }
    }

    /// A main table of 128 pieces with none filled yet (none served), for `fill(piece:from:to:x:y:)`.
    init(rowCount n: Int) {
        count = n
        let raw = UnsafeMutableRawPointer.allocate(byteCount: 8 * Self.rowWidth * n, alignment: 64)
        rows = raw.bindMemory(to: Double.self, capacity: Self.rowWidth * n)
        // A row's coefficients are read only once it is filled; until then it says so, and that it serves nothing.
        for i in 0..<n { (rows[Self.rowWidth * i + 6], rows[Self.rowWidth * i + 7]) = (0, 0) }
    }

    /// Whether piece `i` of the knots' grid (1/64 of x: rows 2i and 2i + 1, filled together) is filled.
    func isFilled(piece i: Int) -> Bool {
        precondition(i >= 0 && 2 * i + 1 < count, "a direct table's pieces of 1/64")
        return row(2 * i)[7] != 0
    }

    /// Fills the two pieces of the main table in the 1/64 of x from knot `lo` to knot `hi` (piece `i` of
    /// the knots' grid): built coarse first, a quintic for the whole 1/64 which where it is proved serves both
    /// halves (the same polynomial, re-expanded in each half's u); only where it is not are the halves fitted
    /// and proved on their own, from a knot at the middle. A smooth curve so costs half the knots and half
    /// the proofs, and is served exactly where fitting every half would serve it.
    @inline(__always)
    func fill(piece i: Int, from lo: Knot, to hi: Knot, x: BezierPolynomial, y: BezierPolynomial) {
        let perUnit = BezierGuessTable.piecesPerUnit
        let whole = Self.fit(lo, hi, width: 1 / perUnit)
        let (first, second) = (rows + Self.rowWidth * (2 * i), rows + Self.rowWidth * (2 * i + 1))
        if Self.proves(whole, lo.t, hi.t, offset: Double(i), perUnit: perUnit, x: x, y: y) {
            let halves = Self.halves(of: whole)
            Self.store(halves.0, served: true, in: first)
            Self.store(halves.1, served: true, in: second)
            return
        }
        // The halves on their own, from the knot at the middle.
        let target = (2 * Double(i) + 1) / Self.piecesPerUnit
        let t = x.root(target, in: lo.t, hi.t, from: 0.5 * (lo.t + hi.t))
        let middle = Self.knot(t, index: 0, perUnit: perUnit, x: x, y: y, grid: .linear)
        let h = 1 / Self.piecesPerUnit
        let left = Self.fit(lo, middle, width: h)
        let right = Self.fit(middle, hi, width: h)
        let perHalf = Self.piecesPerUnit
        Self.store(
            left, served: Self.proves(left, lo.t, t, offset: Double(2 * i), perUnit: perHalf, x: x, y: y), in: first)
        Self.store(
            right, served: Self.proves(right, t, hi.t, offset: Double(2 * i + 1), perUnit: perHalf, x: x, y: y),
            in: second)
    }

    /// The knot at `t` (the `k`th of its grid): y there and its derivatives in the grid's variable.
    static func knot(
        _ t: Double, index k: Int, perUnit: Double, x: BezierPolynomial, y: BezierPolynomial, grid: Grid
    ) -> Knot {
        let (first, second) = derivatives(at: t, knot: k, perUnit: perUnit, x: x, y: y, grid: grid)
        return Knot(t: t, y: y.value(t), first: first, second: second)
    }

    /// A knot: its t, y there, and y's first and second derivatives in the grid's variable.
    struct Knot {
        let t: Double, y: Double, first: Double, second: Double
    }

    /// A quintic's coefficients c₀ … c₅ in u.
    private typealias Quintic = (Double, Double, Double, Double, Double, Double)

    /// The quintic Hermite interpolant between two knots `width` apart in the grid's variable.
    private static func fit(_ a: Knot, _ b: Knot, width h: Double) -> Quintic {
        let (p0, d0, e0) = (a.y, a.first * h, a.second * h * h)
        let (p1, d1, e1) = (b.y, b.first * h, b.second * h * h)
        let rise = p1 - p0
        let c3 = 10 * rise - 6 * d0 - 4 * d1 - 1.5 * e0 + 0.5 * e1
        let c4 = -15 * rise + 8 * d0 + 7 * d1 + 1.5 * e0 - e1
        let c5 = 6 * rise - 3 * d0 - 3 * d1 - 0.5 * e0 + 0.5 * e1
        return (p0, d0, e0 / 2, c3, c4, c5)
    }

    /// The same polynomial in each half's own u: q(v/2) and q((v + 1)/2).
    private static func halves(of q: Quintic) -> (Quintic, Quintic) {
        let a = (q.0, q.1 / 2, q.2 / 4, q.3 / 8, q.4 / 16, q.5 / 32)  // exact: powers of two
        // q((v + 1)/2) = Σ aₖ (v + 1)^k: bⱼ = Σₖ C(k, j) aₖ.
        let b = (
            a.0 + a.1 + a.2 + a.3 + a.4 + a.5,
            a.1 + 2 * a.2 + 3 * a.3 + 4 * a.4 + 5 * a.5,
            a.2 + 3 * a.3 + 6 * a.4 + 10 * a.5,
            a.3 + 4 * a.4 + 10 * a.5,
            a.4 + 5 * a.5,
            a.5
        )
        return (a, b)
    }

    private static func store(_ q: Quintic, served: Bool, in row: UnsafeMutablePointer<Double>) {
        (row[0], row[1], row[2], row[3]) = (q.0, q.2, q.1, q.3)
        (row[4], row[5], row[6], row[7]) = (q.4, q.5, served ? 1 : 0, 1)
    }

    /// Whether the quintic `q`, on the piece from t = `lo` to `hi` whose u is `perUnit`·v − `offset` (v the
    /// grid's variable), matches the exact curve within `tolerance` at the samples: all at once, side by
    /// side, in u exactly as a lookup computes it. A NaN or infinite coefficient fails too.
    private static func proves(
        _ q: Quintic, _ lo: Double, _ hi: Double, offset: Double, perUnit: Double, grid: Grid = .linear,
        x: BezierPolynomial, y: BezierPolynomial
    ) -> Bool {
        guard lo < hi else { return false }
        let t: SIMD8<Double> = lo + (hi - lo) * Self.sampleFractions
        let xs: SIMD8<Double> = ((x.a * t + x.b) * t + x.c) * t
        let ys: SIMD8<Double> = ((y.a * t + y.b) * t + y.c) * t
        let g: SIMD8<Double> = grid == .linear ? xs : xs.squareRoot()
        let u: SIMD8<Double> = g * perUnit - offset
        let u2: SIMD8<Double> = u * u
        let low: SIMD8<Double> = q.0 + q.1 * u
        let middle: SIMD8<Double> = u2 * (q.2 + q.3 * u)
        let high: SIMD8<Double> = (u2 * u2) * (q.4 + q.5 * u)
        let misses: SIMD8<Double> = (low + middle) + high - ys
        return all((misses .<= Self.tolerance) .& (misses .>= -Self.tolerance))
    }

    /// dy/dv and d²y/dv² at knot `k` (t), where v is the grid's variable: x, or g = √d with x(t) = g².
    private static func derivatives(
        at t: Double, knot k: Int, perUnit: Double, x: BezierPolynomial, y: BezierPolynomial, grid: Grid
    ) -> (Double, Double) {
        let (tv, tvv): (Double, Double)
        switch grid {
        case .linear:
            let slope = x.slope(t)
            (tv, tvv) = (1 / slope, -x.curvature(t) / (slope * slope * slope))
        case .squareRoot where k == 0 && x.c == 0:
            // x = b·t² + a·t³ near the end: t = g/√b − a·g²/(2b²) + …
            (tv, tvv) = (x.b > 0 ? 1 / x.b.squareRoot() : .nan, -x.a / (x.b * x.b))
        case .squareRoot:
            let slope = x.slope(t)
            let first = 2 * Double(k) / perUnit / slope
            (tv, tvv) = (first, (2 - x.curvature(t) * first * first) / slope)
        }
        return (y.slope(t) * tv, y.curvature(t) * tv * tv + y.slope(t) * tvv)
    }

    /// No rows: an end that needs no table of its own.
    init() {
        rows = UnsafeMutableRawPointer.allocate(byteCount: 0, alignment: 64).bindMemory(to: Double.self, capacity: 0)
        count = 0
    }

    deinit { UnsafeMutableRawPointer(rows).deallocate() }

    @inlinable @inline(__always)
    func row(_ i: Int) -> UnsafeMutablePointer<Double> { rows + Self.rowWidth &* i }

    /// Whether piece `i` (0..<128) is served: the bounds-checked form, for building and tests.
    func serves(piece i: Int) -> Bool {
        precondition(i >= 0 && i < Self.pieces, "a direct table has 128 pieces")
        return Self.serves(row(i))
    }

    /// y at the distance `d` (0 ≤ d < 1/16) from the end, from an end's table (`squareRoot` grid, rows
    /// `rows` of `count`), or nil where it does not serve that piece (or has none).
    @inline(__always)
    static func value(atDistance d: Double, rows: UnsafeMutablePointer<Double>, count: Int) -> Double? {
        guard count > 0 else { return nil }
        let g = d.squareRoot() * BezierGuessTable.piecesPerUnit
        let i = min(Int(g), count - 1)
        let row = rows + rowWidth &* i
        guard serves(row) else { return nil }
        return evaluate(row, g - Double(i))
    }

    /// Whether the piece `row` is served.
    @inlinable @inline(__always)
    static func serves(_ row: UnsafeMutablePointer<Double>) -> Bool { row[6] != 0 }

    /// The quintic of `row` at u in 0…1, as (c₀ + c₁u) + u²(c₂ + c₃u) + u⁴(c₄ + c₅u): three short
    /// chains side by side rather than one long Horner chain.
    @inlinable @inline(__always)
    static func evaluate(_ row: UnsafeMutablePointer<Double>, _ u: Double) -> Double {
        let coefficients = UnsafeRawPointer(row).loadUnaligned(as: SIMD4<Double>.self)
        let pair = coefficients.lowHalf + coefficients.highHalf * u
        let u2 = u * u
        return (pair.x + u2 * pair.y) + (u2 * u2) * (row[4] + row[5] * u)
    }
}
