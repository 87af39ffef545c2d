import Foundation
import Testing

@testable import TweenKit

/// Transforms blend through their parts: checked against decompositions worked out by hand and
/// matrices built here from known parts.
@Suite(.tags(.values)) struct TransformTests {
    typealias M = AffineParts.Matrix

    static func close(_ x: M, _ y: M, _ tolerance: Double = 1e-12) -> Bool {
        [x.a - y.a, x.b - y.b, x.c - y.c, x.d - y.d, x.tx - y.tx, x.ty - y.ty].allSatisfy { abs($0) <= tolerance }
    }

    @Test func aRotatedScaledMovedTransformComesApartAsBuilt() throws {
        // Rotation 30°, scale 2 × 3, moved by (10, 20): x axis → 2·(cos 30°, sin 30°), y axis → 3·(−sin 30°, cos 30°).
        let s3 = 3.0.squareRoot()
        let parts = try #require(AffineParts(a: s3, b: 1, c: -1.5, d: 1.5 * s3, tx: 10, ty: 20))
        #expect(abs(parts.rotation - .pi / 6) < 1e-12)
        #expect(abs(parts.scale.x - 2) < 1e-12 && abs(parts.scale.y - 3) < 1e-12)
        #expect(abs(parts.skew) < 1e-12 && parts.translation == SIMD2(10, 20))
    }

    @Test func skewsAndReflectionsComeApart() throws {
        let sheared = try #require(AffineParts(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
        #expect(sheared.rotation == 0 && sheared.scale == SIMD2(1, 1) && sheared.skew == 0.5)
        let mirrored = try #require(AffineParts(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(abs(mirrored.rotation - .pi) < 1e-12 && abs(mirrored.scale.y + 1) < 1e-12)
        #expect(Self.close(mirrored.matrix, (-1, 0, 0, 1, 0, 0)))
    }

    @Test func anyTransformComesBackTogether() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let m: M = (
                .random(in: -3...3, using: &generator), .random(in: -3...3, using: &generator),
                .random(in: -3...3, using: &generator), .random(in: -3...3, using: &generator),
                .random(in: -100...100, using: &generator), .random(in: -100...100, using: &generator)
            )
            let parts = try #require(AffineParts(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty))
            #expect(Self.close(parts.matrix, m, 1e-11), "\(m)")
        }
    }

    @Test func aQuarterTurnKeepsItsSizeOnTheWay() {
        let mid = AffineParts.interpolate((1, 0, 0, 1, 0, 0), (0, 1, -1, 0, 0, 0), 0.5)
        let h = 0.5.squareRoot()
        #expect(Self.close(mid, (h, h, -h, h, 0, 0)), "45°, not the matrix average (0.5, 0.5, -0.5, 0.5)")
        #expect(Self.close(AffineParts.interpolate((1, 0, 0, 1, 0, 0), (0, 1, -1, 0, 5, 5), 1), (0, 1, -1, 0, 5, 5), 0))
    }

    @Test func itTurnsTheShorterWayRound() {
        let a = 170.0 * .pi / 180
        let b = -170.0 * .pi / 180
        let mid = AffineParts.interpolate(
            (cos(a), sin(a), -sin(a), cos(a), 0, 0), (cos(b), sin(b), -sin(b), cos(b), 0, 0), 0.5)
        #expect(Self.close(mid, (-1, 0, 0, -1, 0, 0), 1e-12), "through 180°, not through 0°: \(mid)")
    }

    @Test func aCollapsedTransformBlendsNumberByNumber() {
        let mid = AffineParts.interpolate((1, 0, 0, 1, 0, 0), (0, 0, 0, 1, 4, 0), 0.5)
        #expect(Self.close(mid, (0.5, 0, 0, 1, 2, 0)))
    }

    // MARK: 3-D

    /// Rotation by `angle` about the unit `axis`, for row vectors (as `CATransform3DMakeRotation`).
    static func rotation(_ angle: Double, _ axis: SIMD3<Double>) -> Matrix4 {
        let (x, y, z) = (axis.x, axis.y, axis.z)
        let (c, s, t) = (cos(angle), sin(angle), 1 - cos(angle))
        return Matrix4(
            r0: [t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0],
            r1: [t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0],
            r2: [t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0],
            r3: [0, 0, 0, 1])
    }

    static func close(_ a: Matrix4, _ b: Matrix4, _ tolerance: Double) -> Bool {
        [a.r0 - b.r0, a.r1 - b.r1, a.r2 - b.r2, a.r3 - b.r3].allSatisfy {
            abs($0.x) < tolerance && abs($0.y) < tolerance && abs($0.z) < tolerance && abs($0.w) < tolerance
        }
    }

    @Test func aTurnAboutZIsAQuaternionAboutZ() throws {
        let parts = try #require(Transform3DParts(Self.rotation(0.8, [0, 0, 1])))
        #expect(abs(parts.quaternion.z - sin(0.4)) < 1e-12 && abs(parts.quaternion.w - cos(0.4)) < 1e-12)
        #expect(abs(parts.quaternion.x) < 1e-12 && abs(parts.quaternion.y) < 1e-12)
        #expect(parts.scale == SIMD3(1, 1, 1) && parts.perspective == SIMD4(0, 0, 0, 1))
    }

    @Test func builtTransformsComeApartIntoTheirParts() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let axis = SIMD3<Double>(.random(in: -1...1), .random(in: -1...1), .random(in: -1...1))
            let unit = axis / (axis * axis).sum().squareRoot()
            let angle = Double.random(in: 0.01...3.1, using: &generator)
            let scale = SIMD3<Double>(.random(in: 0.2...3), .random(in: 0.2...3), .random(in: 0.2...3))
            let skew = SIMD3<Double>(.random(in: -0.5...0.5), .random(in: -0.5...0.5), .random(in: -0.5...0.5))
            let move = SIMD3<Double>(.random(in: -50...50), .random(in: -50...50), .random(in: -50...50))
            // Scale, then skew, then rotate, then move, each a row-vector matrix written out here.
            let s = Matrix4(
                r0: [scale.x, 0, 0, 0], r1: [0, scale.y, 0, 0], r2: [0, 0, scale.z, 0], r3: [0, 0, 0, 1])
            let k = Matrix4(r0: [1, 0, 0, 0], r1: [skew.x, 1, 0, 0], r2: [skew.y, skew.z, 1, 0], r3: [0, 0, 0, 1])
            let t = Matrix4(r0: [1, 0, 0, 0], r1: [0, 1, 0, 0], r2: [0, 0, 1, 0], r3: [move.x, move.y, move.z, 1])
            // Skew acts on the unscaled axes: row 1 is scale.y·(ŷ + skew.xy·x̂), so K comes after S.
            let built = s.times(k).times(Self.rotation(angle, unit)).times(t)
            let parts = try #require(Transform3DParts(built))
            #expect(Self.close(parts.matrix, built, 1e-9))
            #expect(abs(parts.scale.x - scale.x) < 1e-9 && abs(parts.scale.y - scale.y) < 1e-9)
            #expect(abs(parts.scale.z - scale.z) < 1e-9 && abs(parts.translation.x - move.x) < 1e-9)
            let q = SIMD4(unit.x * sin(angle / 2), unit.y * sin(angle / 2), unit.z * sin(angle / 2), cos(angle / 2))
            let same = min(
                ((parts.quaternion - q) * (parts.quaternion - q)).sum(),
                ((parts.quaternion + q) * (parts.quaternion + q)).sum())
            #expect(same < 1e-16, "the rotation it was built with")
        }
    }

    @Test func perspectiveComesApartAndBlends() throws {
        var card = Matrix4.identity
        card.r2.w = -1.0 / 500
        // As CATransform3DRotate(card, ...) makes it: the turn, then the perspective.
        let withPerspective = Self.rotation(.pi * 0.9, [0, 1, 0]).times(card)
        let parts = try #require(Transform3DParts(withPerspective))
        #expect(abs(parts.perspective.z + 1.0 / 500) < 1e-12)
        #expect(Self.close(parts.matrix, withPerspective, 1e-12))
        let half = Transform3DParts.interpolate(.identity, withPerspective, 0.5)
        #expect(
            Self.close(
                half,
                Self.rotation(.pi * 0.45, [0, 1, 0]).times(
                    Matrix4(r0: [1, 0, 0, 0], r1: [0, 1, 0, 0], r2: [0, 0, 1, -0.5 / 500], r3: [0, 0, 0, 1])), 1e-12))
    }

    @Test func aTurnInThreeDimensionsFollowsTheArc() {
        let mid = Transform3DParts.interpolate(.identity, Self.rotation(2.0, [0, 1, 0]), 0.5)
        #expect(Self.close(mid, Self.rotation(1.0, [0, 1, 0]), 1e-12))
        let quarter = Transform3DParts.interpolate(Self.rotation(0.3, [1, 0, 0]), Self.rotation(1.9, [1, 0, 0]), 0.25)
        #expect(Self.close(quarter, Self.rotation(0.7, [1, 0, 0]), 1e-12))
    }

    @Test func aSingularTransformBlendsNumberByNumber() {
        var flat = Matrix4.identity
        flat.r2.z = 0
        let mid = Transform3DParts.interpolate(.identity, flat, 0.5)
        #expect(mid.r2.z == 0.5 && mid.r0.x == 1)
        #expect(Transform3DParts.interpolate(.identity, flat, 1) == flat)
    }
}
