import Foundation

/// A 4×4 transform in rows, for row vectors (`p′ = p·M`, as `CATransform3D`: translation in the last
/// row, perspective in the last column).
struct Matrix4: Equatable, Sendable {
    var r0: SIMD4<Double>, r1: SIMD4<Double>, r2: SIMD4<Double>, r3: SIMD4<Double>

    static let identity = Matrix4(r0: [1, 0, 0, 0], r1: [0, 1, 0, 0], r2: [0, 0, 1, 0], r3: [0, 0, 0, 1])

    /// self · other.
    func times(_ other: Matrix4) -> Matrix4 {
        func row(_ r: SIMD4<Double>) -> SIMD4<Double> {
            other.r0 * r.x + other.r1 * r.y + other.r2 * r.z + other.r3 * r.w
        }
        return Matrix4(r0: row(r0), r1: row(r1), r2: row(r2), r3: row(r3))
    }

    var isFinite: Bool {
        [r0, r1, r2, r3].allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite && $0.w.isFinite }
    }
}

/// A 3-D transform taken apart as Core Animation and CSS blend one (the "unmatrix" of Graphics Gems II, as the CSS
/// Transforms specification describes it): perspective, translation, a rotation as a unit quaternion, three skews and
/// a scale. Blended part by part, the rotation along the shorter great arc (slerp), an object turns in 3-D without
/// the shearing and shrinking of a matrix blended element by element.
struct Transform3DParts: Equatable, Sendable {
    var perspective: SIMD4<Double>
    var translation: SIMD3<Double>
    /// (x, y, z, w), unit length.
    var quaternion: SIMD4<Double>
    /// xy, xz, yz.
    var skew: SIMD3<Double>
    var scale: SIMD3<Double>
}

extension Transform3DParts {
    /// The parts of `matrix`; nil when it cannot be taken apart (m44 = 0, or a singular linear part).
    init?(_ matrix: Matrix4) {
        let w = matrix.r3.w
        guard w != 0, w.isFinite else { return nil }
        let m = Matrix4(r0: matrix.r0 / w, r1: matrix.r1 / w, r2: matrix.r2 / w, r3: matrix.r3 / w)
        // The linear part with no perspective must be invertible.
        var plain = m
        (plain.r0.w, plain.r1.w, plain.r2.w, plain.r3.w) = (0, 0, 0, 1)
        guard let inverse = Self.inverse(plain) else { return nil }
        if m.r0.w != 0 || m.r1.w != 0 || m.r2.w != 0 {
            // Solve p · plain = (m0w, m1w, m2w, m3w) as a column: p = inverse-transpose × rhs.
            let rhs = SIMD4(m.r0.w, m.r1.w, m.r2.w, m.r3.w)
            perspective = SIMD4(
                (inverse.r0 * rhs).sum(), (inverse.r1 * rhs).sum(), (inverse.r2 * rhs).sum(), (inverse.r3 * rhs).sum())
        } else {
            perspective = SIMD4(0, 0, 0, 1)
        }
        translation = SIMD3(m.r3.x, m.r3.y, m.r3.z)

        var row0 = SIMD3(m.r0.x, m.r0.y, m.r0.z)
        var row1 = SIMD3(m.r1.x, m.r1.y, m.r1.z)
        var row2 = SIMD3(m.r2.x, m.r2.y, m.r2.z)
        func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }
        func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
        (scale, skew) = (.zero, .zero)
        scale.x = length(row0)
        guard scale.x > 0 else { return nil }
        row0 /= scale.x
        skew.x = dot(row0, row1)
        row1 -= row0 * skew.x
        scale.y = length(row1)
        guard scale.y > 0 else { return nil }
        row1 /= scale.y
        skew.x /= scale.y
        skew.y = dot(row0, row2)
        row2 -= row0 * skew.y
        skew.z = dot(row1, row2)
        row2 -= row1 * skew.z
        scale.z = length(row2)
        guard scale.z > 0 else { return nil }
        row2 /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z
        // A reflection: negate the scale and the rows, so the rows are a rotation.
        let cross = SIMD3(
            row1.y * row2.z - row1.z * row2.y, row1.z * row2.x - row1.x * row2.z, row1.x * row2.y - row1.y * row2.x)
        if dot(row0, cross) < 0 { (scale, row0, row1, row2) = (-scale, -row0, -row1, -row2) }
        // The rotation's quaternion, the largest component first for accuracy.
        let trace = row0.x + row1.y + row2.z
        var q: SIMD4<Double>
        if trace > 0 {
            let s = 0.5 / (trace + 1).squareRoot()
            q = SIMD4((row1.z - row2.y) * s, (row2.x - row0.z) * s, (row0.y - row1.x) * s, 0.25 / s)
        } else if row0.x > row1.y && row0.x > row2.z {
            let s = 2 * (1 + row0.x - row1.y - row2.z).squareRoot()
            q = SIMD4(0.25 * s, (row1.x + row0.y) / s, (row2.x + row0.z) / s, (row1.z - row2.y) / s)
        } else if row1.y > row2.z {
            let s = 2 * (1 + row1.y - row0.x - row2.z).squareRoot()
            q = SIMD4((row1.x + row0.y) / s, 0.25 * s, (row2.y + row1.z) / s, (row2.x - row0.z) / s)
        } else {
            let s = 2 * (1 + row2.z - row0.x - row1.y).squareRoot()
            q = SIMD4((row2.x + row0.z) / s, (row2.y + row1.z) / s, 0.25 * s, (row0.y - row1.x) / s)
        }
        quaternion = q / (q * q).sum().squareRoot()
    }

    /// The rotation matrix of a unit quaternion, for row vectors.
    static func rotation(_ q: SIMD4<Double>) -> Matrix4 {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return Matrix4(
            r0: [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0],
            r1: [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0],
            r2: [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0],
            r3: [0, 0, 0, 1])
    }

    /// The matrix again: scale, then skews, then rotation, then translation, then perspective.
    var matrix: Matrix4 {
        // Row 1 = scale.y·(skew.xy·x̂ + ŷ), row 2 = scale.z·(skew.xz·x̂ + skew.yz·ŷ + ẑ), before rotation.
        let linear = Matrix4(
            r0: [scale.x, 0, 0, 0], r1: [skew.x * scale.y, scale.y, 0, 0],
            r2: [skew.y * scale.z, skew.z * scale.z, scale.z, 0], r3: [0, 0, 0, 1])
        var m = linear.times(Self.rotation(quaternion))
        m.r3 = SIMD4(translation.x, translation.y, translation.z, 1)
        // Perspective: the last column is what makes p·M's w from p (a row vector) — put back by
        // multiplying by the matrix whose last column is the perspective.
        var p = Matrix4.identity
        (p.r0.w, p.r1.w, p.r2.w, p.r3.w) = (perspective.x, perspective.y, perspective.z, perspective.w)
        return m.times(p)
    }

    /// Part by part; the rotation by spherical interpolation along the shorter arc.
    static func interpolate(_ from: Transform3DParts, _ to: Transform3DParts, _ f: Double) -> Transform3DParts {
        func mix<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar == Double { a + (b - a) * f }
        return Transform3DParts(
            perspective: mix(from.perspective, to.perspective), translation: mix(from.translation, to.translation),
            quaternion: slerp(from.quaternion, to.quaternion, f), skew: mix(from.skew, to.skew),
            scale: mix(from.scale, to.scale))
    }

    /// The matrix `f` of the way from `from` to `to` through their parts (exact at 0 and 1); element by
    /// element when either cannot be taken apart (a singular matrix, or m44 = 0).
    static func interpolate(_ from: Matrix4, _ to: Matrix4, _ f: Double) -> Matrix4 {
        if f == 0 { return from }
        if f == 1 { return to }
        guard let a = Transform3DParts(from), let b = Transform3DParts(to) else {
            return Matrix4(
                r0: from.r0 + (to.r0 - from.r0) * f, r1: from.r1 + (to.r1 - from.r1) * f,
                r2: from.r2 + (to.r2 - from.r2) * f, r3: from.r3 + (to.r3 - from.r3) * f)
        }
        return interpolate(a, b, f).matrix
    }

    static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
        var b = b
        var cosine = (a * b).sum()
        if cosine < 0 {
            b = -b
            cosine = -cosine
        }
        let result: SIMD4<Double>
        if cosine > 0.9995 {
            result = a + (b - a) * f  // nearly the same rotation: a straight line is as good, and stable
        } else {
            let angle = acos(min(cosine, 1))
            let sine = sin(angle)
            result = a * (sin((1 - f) * angle) / sine) + b * (sin(f * angle) / sine)
        }
        return result / (result * result).sum().squareRoot()
    }

    /// The inverse by Gauss–Jordan elimination with partial pivoting; nil when singular.
    static func inverse(_ m: Matrix4) -> Matrix4? {
        var left = [m.r0, m.r1, m.r2, m.r3]
        var right = [Matrix4.identity.r0, Matrix4.identity.r1, Matrix4.identity.r2, Matrix4.identity.r3]
        for column in 0..<4 {
            // The row with the largest entry in this column, for stability.
            let pivot = (column..<4).max { abs(left[$0][column]) < abs(left[$1][column]) } ?? column
            let value = left[pivot][column]
            guard value != 0, value.isFinite else { return nil }
            left.swapAt(column, pivot)
            right.swapAt(column, pivot)
            left[column] /= value
            right[column] /= value
            for row in 0..<4 where row != column {
                let factor = left[row][column]
                left[row] -= left[column] * factor
                right[row] -= right[column] * factor
            }
        }
        let result = Matrix4(r0: right[0], r1: right[1], r2: right[2], r3: right[3])
        return result.isFinite ? result : nil
    }
}
