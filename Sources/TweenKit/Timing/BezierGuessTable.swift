/// Starting guesses for a cubic Bézier's parameter t, each with the proof that one Newton step
/// from it is enough.
///
/// The input d (x itself, or the distance from an end) is reached through a grid variable g:
/// d = g (`.linear`), or d = g² (`.squared`, near an end where x′ vanishes and t grows like √d,
/// which is smooth in g). Pieces are 1/64 wide in g. Per piece, a row of 8 values (64 bytes):
/// - the cubic Hermite interpolant of t(g) across the piece, g₀ + g₁u + g₂u² + g₃u³ for u in 0…1,
///   stored (g₀, g₂, g₁, g₃) so that two SIMD2 multiply-adds evaluate it; a straight line instead
///   where the cubic would stray more than an eighth of the piece's width outside it;
/// - the largest Newton step that proves the answer (> 0), or a mode: `slow`, `edge`;
/// - t at the piece's start and end;
/// - a marker the solver sets for pieces that an end's own table serves better.
///
/// **The proof.** Take the piece [lo, hi] of width w, widened by w/2 on each side; there x′ ≥ m,
/// |x″| ≤ L, |y′| ≤ M and |y″| ≤ N. From a guess t₀ within w/8 of the piece, the step is
/// δ = (x(t₀) − x)/x′(t₀) and t₁ = t₀ − δ; with |δ| ≤ w/4 everything stays in the widened piece.
/// Taylor gives x(t₁) − x = ½x″(ξ)δ², so |t₁ − t*| ≤ L·δ²/(2m); and y(t₁) differs from
/// y(t₀) − y′(t₀)·δ by at most ½N·δ². So the answer y(t₀) − y′(t₀)·δ is within
/// (N/2 + M·L/(2m))·δ² of y(t*), which the stored step bound keeps below `oneStepError`.
///
/// It owns its rows: it cannot be copied, and frees them when it goes (a copy would free them twice).
@usableFromInline
struct BezierGuessTable: ~Copyable {
    enum Grid { case linear, squared }

    @inlinable static var rowWidth: Int { 8 }
    @inlinable static var piecesPerUnit: Double { 64 }
    /// The error in y that a one-step answer is proved to stay within.
    static let oneStepError = 1e-11
    /// Mode of a piece where x′ gets too small for the proof: bracketed search on exact residuals.
    static let slow = 0.0
    /// Mode of a piece near t = 0 when x′ is smallest there: Newton from the series guess at 0.
    static let edge = -1.0

    /// How a piece is solved: what its row's mode slot holds, read in this one place. (The slot is a
    /// `Double` so that the fast path reads its step bound from the row's cache line with no decoding.)
    enum Mode: Equatable {
        /// One Newton step from the guess, proved within `oneStepError` when the step is at most `bound`.
        case oneStep(bound: Double)
        /// x′ is too small here for the proof: bracketed search on exact residuals.
        case exact
        /// Near t = 0 where x′ is smallest: Newton from the series guess at 0.
        case edge

        init(slot: Double) {
            if slot > 0 {
                self = .oneStep(bound: slot)
            } else if slot == BezierGuessTable.edge {
                self = .edge
            } else {
                self = .exact
            }
        }
    }

    @usableFromInline let rows: UnsafeMutablePointer<Double>
    let count: Int

    /// A table of `pieces` rows for the Bézier coordinates `x` and `y`.
    init(x: BezierPolynomial, y: BezierPolynomial, pieces: Int, grid: Grid) {
        self.init(
            x: x, y: y, knots: Self.knots(x: x, pieces: pieces, perUnit: Self.piecesPerUnit, grid: grid), grid: grid)
    }

    /// A table of `knots.count − 1` rows on `knots` (t at each g = k/64), filling only the rows `needs`
    /// asks for: any other says `exact`, so that a row filled by mistake too few is slower, never wrong.
    init(
        x: BezierPolynomial, y: BezierPolynomial, knots: [Double], grid: Grid, needs: (Int) -> Bool = { _ in true }
    ) {
        self.init(rowCount: knots.count - 1)
        for i in 0..<count {
            if needs(i) {
                fill(row: i, lo: knots[i], hi: knots[i + 1], x: x, y: y, grid: grid)
            } else {
                fillUnneeded(row: i, lo: knots[i], hi: knots[i + 1])
            }
        }
    }

    /// A table of `n` rows with none filled yet, for `fill(row:lo:hi:x:y:grid:)` and `fillUnneeded(row:lo:hi:)`:
    /// a row is read only after one of them has filled it.
    init(rowCount n: Int) {
        let raw = UnsafeMutableRawPointer.allocate(byteCount: 8 * Self.rowWidth * n, alignment: 64)
        rows = raw.bindMemory(to: Double.self, capacity: Self.rowWidth * n)
        count = n
    }

    /// Fills row `i`, the piece from t = `lo` to `hi` (g from i/64 to (i + 1)/64).
    func fill(row i: Int, lo: Double, hi: Double, x: BezierPolynomial, y: BezierPolynomial, grid: Grid) {
        let n = Self.piecesPerUnit
        // dt/dg at knot k: 1/x′ on the linear grid, 2g/x′ on the squared one (at g = 0 its limit).
        func slope(_ k: Int, _ t: Double) -> Double {
            let g = Double(k) / n
            let d = x.slope(t)
            switch grid {
            case .linear: return d > 1e-9 ? 1 / d : 0
            case .squared:
                if k > 0 { return d > 1e-9 ? 2 * g / d : 0 }
                return x.c > 1e-9 ? 0 : (x.b > 0 ? 1 / x.b.squareRoot() : 0)
            }
        }
        let row = rows + Self.rowWidth * i
        let w = hi - lo
        let m0 = slope(i, lo) / n
        let m1 = slope(i + 1, hi)
        var g = (lo, m0, -3 * lo - 2 * m0 + 3 * hi - m1 / n, 2 * lo + m0 - 2 * hi + m1 / n)
        let range = Self.range(ofCubic: g)
        if !(range.min >= lo - w / 8 && range.max <= hi + w / 8) { g = (lo, w, 0, 0) }
        var tolerance = Self.oneStepTolerance(lo, hi, x: x, y: y)
        // Close to t = 0, with x′ smallest at 0 and not zero after it, Newton from the series
        // guess at 0 works in full relative precision (x itself is small there).
        if tolerance == 0 && x.value(hi) <= 1.0 / 16 && x.slopeVertex(inside: 0, hi) == nil && x.slope(hi) > 0 {
            tolerance = Self.edge
        }
        (row[0], row[1], row[2], row[3]) = (g.0, g.2, g.1, g.3)
        (row[4], row[5], row[6], row[7]) = (tolerance, lo, hi, 0)
    }

    /// Fills row `i` as one never read: a straight guess and the `exact` mode, so that reading it would be
    /// slower, never wrong.
    func fillUnneeded(row i: Int, lo: Double, hi: Double) {
        let row = rows + Self.rowWidth * i
        (row[0], row[1], row[2], row[3]) = (lo, 0, hi - lo, 0)
        (row[4], row[5], row[6], row[7]) = (Self.slow, lo, hi, 0)
    }

    /// t at g = k/`perUnit` for k in 0...`pieces` (d = g, or g² on the squared grid; 1 at the linear
    /// grid's end): each by Newton's method in a bracket, from the one before (knots rise with k), a few
    /// steps each where bisecting to the last bit took fifty.
    static func knots(x: BezierPolynomial, pieces: Int, perUnit n: Double, grid: Grid) -> [Double] {
        var knots = [0.0]
        knots.reserveCapacity(pieces + 1)
        for k in 1...pieces {
            knots.append(knot(k, after: knots[k - 1], x: x, perUnit: n, grid: grid))
        }
        return knots
    }

    /// t at g = k/`perUnit` (the first t where x reaches it), found above `lo`, a t where x is below it: the
    /// same t whichever such `lo` it starts from, but where x′ nearly vanishes (there x(t) wavers across the
    /// target in its last bits, and another start may settle a bit or two away).
    static func knot(_ k: Int, after lo: Double, x: BezierPolynomial, perUnit n: Double, grid: Grid) -> Double {
        let g = Double(k) / n
        if grid == .linear && g == 1 { return 1 }
        let target = grid == .linear ? g : g * g
        var t = x.root(target, in: lo, 1, from: Self.nextGuess(after: lo, toward: target, x))
        // Newton lands within a bit or two of the knot (the first t where x reaches the target): walk
        // there, where x is steep enough for that crossing to be the only one near. Where x′ nearly
        // vanishes, rounding makes x(t) waver across the target over many bits of t: bisect there.
        var walked = x.slope(t) > 1e-3 ? 0 : 8
        while walked < 4 && x.value(t) < target {
            t = t.nextUp
            walked += 1
        }
        while walked < 8 && x.value(t.nextDown) >= target {
            t = t.nextDown
            walked += 1
        }
        // Where x′ vanishes Newton creeps and may stop short of the last bit: bisect there, as before.
        let settled = x.value(t.nextDown) < target && x.value(t) >= target
        return settled ? t : x.bisect(target)
    }

    deinit { UnsafeMutableRawPointer(rows).deallocate() }

    /// No rows: an end that needs no table of its own.
    init() {
        rows = UnsafeMutableRawPointer.allocate(byteCount: 0, alignment: 64).bindMemory(to: Double.self, capacity: 0)
        count = 0
    }

    @inlinable @inline(__always)
    func row(_ i: Int) -> UnsafeMutablePointer<Double> { rows + Self.rowWidth &* i }

    /// Where filled row `i`'s piece starts and ends in t (the knots at g = i/64 and (i + 1)/64).
    func start(ofRow i: Int) -> Double {
        precondition(i >= 0 && i < count, "a guess table's rows")
        return row(i)[5]
    }
    func end(ofRow i: Int) -> Double {
        precondition(i >= 0 && i < count, "a guess table's rows")
        return row(i)[6]
    }

    /// Sets the solver's marker on piece `i`.
    func mark(_ i: Int, _ marker: Double) { row(i)[7] = marker }

    /// The largest Newton step that the proof above allows from a guess near [lo, hi]; `slow`
    /// where x′ is too small there for the bound (or for rounding in x(t₀) − x) to hold.
    static func oneStepTolerance(_ lo: Double, _ hi: Double, x: BezierPolynomial, y: BezierPolynomial) -> Double {
        let w = hi - lo
        let (a, b) = (lo - w / 2, hi + w / 2)
        let m = x.minimumSlope(a, b)
        let maxSlopeY = y.maximumSlopeMagnitude(a, b)
        // Rounding in x(t₀) − x (a few 1e-16) moves t by that over m: keep it far below the bound.
        guard m > 0, m >= 1e-4 * max(maxSlopeY, 1) else { return slow }
        let growth = 0.5 * y.maximumCurvatureMagnitude(a, b) + maxSlopeY * x.maximumCurvatureMagnitude(a, b) / (2 * m)
        return growth > 0 ? min(w / 4, (oneStepError / growth).squareRoot()) : w / 4
    }

    /// A first guess for the t past `t0` where x reaches `target`: one Newton step from `t0` (the midpoint
    /// of what is left when the slope there is nil).
    static func nextGuess(after t0: Double, toward target: Double, _ x: BezierPolynomial) -> Double {
        let slope = x.slope(t0)
        return slope > 1e-9 ? t0 + (target - x.value(t0)) / slope : 0.5 * (t0 + 1)
    }

    /// The smallest and largest value of g₀ + g₁u + g₂u² + g₃u³ for u in [0, 1].
    static func range(ofCubic g: (Double, Double, Double, Double)) -> (min: Double, max: Double) {
        func value(_ u: Double) -> Double { ((g.3 * u + g.2) * u + g.1) * u + g.0 }
        var low = min(value(0), value(1))
        var high = max(value(0), value(1))
        func include(_ u: Double) {
            guard u > 0 && u < 1 else { return }
            let v = value(u)
            low = min(low, v)
            high = max(high, v)
        }
        // Stationary points: 3g₃u² + 2g₂u + g₁ = 0.
        let (qa, qb, qc) = (3 * g.3, 2 * g.2, g.1)
        if qa != 0 {
            let disc = qb * qb - 4 * qa * qc
            if disc >= 0 {
                let r = disc.squareRoot()
                include((-qb - r) / (2 * qa))
                include((-qb + r) / (2 * qa))
            }
        } else if qb != 0 {
            include(-qc / qb)
        }
        return (low, high)
    }
}
