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
/// gives c₀ + c₁u and c₂ + c₃u), c₄, c₅, then 1 if the piece is served (0 if not), and a spare.
///
/// It owns its rows: it cannot be copied, and frees them when it goes (a copy would free them twice).
@usableFromInline
struct BezierDirectTable: ~Copyable {
    @inlinable static var pieces: Int { 128 }
    @inlinable static var piecesPerUnit: Double { 128 }
    @inlinable static var rowWidth: Int { 8 }
    /// The largest difference from the exact curve, at the samples, for a piece to be served.
    static let tolerance = 1e-11
    /// Samples per piece for that comparison, evenly spread in t (fewer let through pieces a hundred times
    /// worse than the tolerance, on curves that overshoot strongly).
    static let samples = 8
    /// Where they are in a piece's span of t: j/9 for j in 1...8.
    static let sampleFractions = SIMD8<Double>(1, 2, 3, 4, 5, 6, 7, 8) / 9

    @usableFromInline let rows: UnsafeMutablePointer<Double>

    /// - Parameter knots: t at x = k/128 for k in 0...128 (x(t) = k/128 to the last bit or so).
    init(x: BezierPolynomial, y: BezierPolynomial, knots: [Double]) {
        let n = Self.pieces
        let h = 1 / Self.piecesPerUnit
        let raw = UnsafeMutableRawPointer.allocate(byteCount: 8 * Self.rowWidth * n, alignment: 64)
        rows = raw.bindMemory(to: Double.self, capacity: Self.rowWidth * n)
        // y, and dy/dx and d²y/dx² scaled to a piece's width (derivatives in u = 128·x − k).
        let ends = knots.map { t -> (Double, Double, Double) in
            let dx = x.slope(t)
            let dy = y.slope(t)
            let first = dy / dx
            let second = (y.curvature(t) * dx - dy * x.curvature(t)) / (dx * dx * dx)
            return (y.value(t), first * h, second * h * h)
        }
        for i in 0..<n {
            let (p0, d0, e0) = ends[i]
            let (p1, d1, e1) = ends[i + 1]
            let rise = p1 - p0
            let c3 = 10 * rise - 6 * d0 - 4 * d1 - 1.5 * e0 + 0.5 * e1
            let c4 = -15 * rise + 8 * d0 + 7 * d1 + 1.5 * e0 - e1
            let c5 = 6 * rise - 3 * d0 - 3 * d1 - 0.5 * e0 + 0.5 * e1
            let row = rows + Self.rowWidth * i
            (row[0], row[1], row[2], row[3]) = (p0, e0 / 2, d0, c3)
            (row[4], row[5], row[6], row[7]) = (c4, c5, 0, 0)
            let (lo, hi) = (knots[i], knots[i + 1])
            // All samples at once, side by side. A NaN or infinite coefficient fails the comparison too.
            let t: SIMD8<Double> = lo + (hi - lo) * Self.sampleFractions
            let xs: SIMD8<Double> = ((x.a * t + x.b) * t + x.c) * t
            let ys: SIMD8<Double> = ((y.a * t + y.b) * t + y.c) * t
            let u: SIMD8<Double> = xs * Self.piecesPerUnit - Double(i)
            let u2: SIMD8<Double> = u * u
            let low: SIMD8<Double> = p0 + d0 * u
            let middle: SIMD8<Double> = u2 * (row[1] + c3 * u)
            let high: SIMD8<Double> = (u2 * u2) * (c4 + c5 * u)
            let misses: SIMD8<Double> = (low + middle) + high - ys
            let close = all((misses .<= Self.tolerance) .& (misses .>= -Self.tolerance))
            if close && lo < hi { row[6] = 1 }
        }
    }

    deinit { UnsafeMutableRawPointer(rows).deallocate() }

    @inlinable @inline(__always)
    func row(_ i: Int) -> UnsafeMutablePointer<Double> { rows + Self.rowWidth &* i }

    /// Whether piece `i` (0..<128) is served: the bounds-checked form, for building and tests.
    func serves(piece i: Int) -> Bool {
        precondition(i >= 0 && i < Self.pieces, "a direct table has 128 pieces")
        return Self.serves(row(i))
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
