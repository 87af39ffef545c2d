import Foundation

/// A 2-D affine transform `[a b 0; c d 0; tx ty 1]` (row vectors, as `CGAffineTransform`) taken apart into what a
/// transform tween blends, translation · rotation · skew · scale applied to a point right to left (scale first), so
/// that a rotation blends the shorter way round (a matrix blended element by element would shrink as it turns). The
/// linear part is split as rotation × upper-triangular: the x axis's image (a, b) gives the rotation and x scale; the
/// y axis's image, rotated back, gives the skew and the y scale (negative for a reflection).
struct AffineParts: Equatable, Sendable {
    var translation: SIMD2<Double>
    /// Radians, anticlockwise from the x axis (as `CGAffineTransform(rotationAngle:)`).
    var rotation: Double
    /// The shear of the y axis along the x axis, as a factor.
    var skew: Double
    var scale: SIMD2<Double>
}

extension AffineParts {
    /// The parts of `[a b; c d]` + (tx, ty); nil when the x axis collapses (a = b = 0).
    init?(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let sx = (a * a + b * b).squareRoot()
        guard sx > 0, sx.isFinite else { return nil }
        let (cosine, sine) = (a / sx, b / sx)
        // The y axis's image rotated back by the rotation: (skew·sy, sy).
        let along = c * cosine + d * sine
        let sy = -c * sine + d * cosine
        translation = SIMD2(tx, ty)
        rotation = atan2(b, a)
        scale = SIMD2(sx, sy)
        skew = sy != 0 ? along / sy : 0
    }

    /// The matrix again: (a, b) = R·(sx, 0), (c, d) = R·(skew·sy, sy).
    var matrix: Matrix {
        let (cosine, sine) = (cos(rotation), sin(rotation))
        let (sx, sy) = (scale.x, scale.y)
        let along = skew * sy
        return (
            cosine * sx, sine * sx, cosine * along - sine * sy, sine * along + cosine * sy, translation.x, translation.y
        )
    }

    /// Part by part, turning the shorter way round.
    static func interpolate(_ from: AffineParts, _ to: AffineParts, _ f: Double) -> AffineParts {
        var turn = (to.rotation - from.rotation).truncatingRemainder(dividingBy: 2 * .pi)
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        return AffineParts(
            translation: from.translation + (to.translation - from.translation) * f,
            rotation: from.rotation + turn * f, skew: Double.interpolate(from.skew, to.skew, f),
            scale: from.scale + (to.scale - from.scale) * f)
    }

    typealias Matrix = (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double)

    /// The matrix `f` of the way from `from` to `to` through their parts (exact at 0 and 1); element by
    /// element when either cannot be taken apart (an axis collapsed to nothing).
    static func interpolate(_ from: Matrix, _ to: Matrix, _ f: Double) -> Matrix {
        if f == 0 { return from }
        if f == 1 { return to }
        guard let a = AffineParts(a: from.a, b: from.b, c: from.c, d: from.d, tx: from.tx, ty: from.ty),
            let b = AffineParts(a: to.a, b: to.b, c: to.c, d: to.d, tx: to.tx, ty: to.ty)
        else {
            func mix(_ x: Double, _ y: Double) -> Double { Double.interpolate(x, y, f) }
            return (
                mix(from.a, to.a), mix(from.b, to.b), mix(from.c, to.c), mix(from.d, to.d), mix(from.tx, to.tx),
                mix(from.ty, to.ty)
            )
        }
        return interpolate(a, b, f).matrix
    }
}
