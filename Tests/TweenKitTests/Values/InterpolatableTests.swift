import Foundation
import Testing
import TweenKit

@Suite(.tags(.values)) struct InterpolatableTests {
    @Test func doublesAreExactAtBothEnds() {
        #expect(Double.interpolate(0.1, 0.3, 1) == 0.3)
        #expect(Double.interpolate(0.1, 0.3, 0) == 0.1)
        #expect(Double.interpolate(0, 100, 0.25) == 25)
        #expect(Double.interpolate(0, 100, 1.5) == 150, "overshoot extrapolates")
        #expect(Float.interpolate(0, 10, 0.5) == 5)
        #expect(CGFloat.interpolate(10, 20, -0.5) == 5)
    }

    @Test func integersRoundHalvesAwayFromZero() {
        #expect(Int.interpolate(0, 10, 0.25) == 3)  // 2.5 → 3
        #expect(Int.interpolate(0, -10, 0.25) == -3)  // −2.5 → −3
        #expect(Int.interpolate(0, 10, 0.24) == 2)
        #expect(Int.interpolate(0, 99, 0.999) == 99, "rounds, never truncates")
        #expect(Int.interpolate(0, 99, 1) == 99)
    }

    @Test func integersSaturateInsteadOfTrapping() {
        #expect(Int.interpolate(0, .max, 2) == .max)
        #expect(Int.interpolate(0, .min, 2) == .min)
        #expect(Int64.interpolate(.min, .max, 1.5) == .max)
        #expect(Int64.interpolate(.max, .min, 1.5) == .min)
        #expect(Int64.interpolate(0, 10, .infinity) == .max)
        #expect(Int64.interpolate(0, 10, -.infinity) == .min)
        #expect(Int64.interpolate(.max - 1, .max, 0.5) == .max)
    }

    @Test func largeIntegersLandExactly() {
        let big: Int64 = 9_007_199_254_740_993  // 2⁵³ + 1: no Double holds it
        #expect(Int64.interpolate(0, big, 1) == big)
        #expect(Int64.interpolate(big, 0, 0) == big)
        #expect(Int64.interpolate(big - 10, big, 0.5) == big - 5)
    }

    @Test func geometryBlendsEachPart() {
        #expect(CGPoint.interpolate(.zero, CGPoint(x: 10, y: -20), 0.5) == CGPoint(x: 5, y: -10))
        #expect(
            CGSize.interpolate(CGSize(width: 2, height: 4), CGSize(width: 4, height: 8), 0.5)
                == CGSize(width: 3, height: 6))
        let r = CGRect.interpolate(
            CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 20, width: 30, height: 50), 0.5)
        #expect(r == CGRect(x: 5, y: 10, width: 20, height: 30))
        #expect(!CGPoint(x: CGFloat.nan, y: 0).isFiniteForTweening)
        #expect(!CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1).isFiniteForTweening)
    }

    @Test func simdBlendsLaneByLane() {
        #expect(SIMD2<Double>.interpolate([0, 10], [10, 20], 0.5) == [5, 15])
        #expect(SIMD3<Float>.interpolate([0, 0, 0], [2, 4, 8], 0.25) == [0.5, 1, 2])
        #expect(SIMD4<Double>.interpolate([1, 1, 1, 1], [3, 3, 3, 3], 1) == [3, 3, 3, 3])
        #expect(!SIMD3<Double>(0, .nan, 0).isFiniteForTweening)
    }

    @Test func coloursBlendAndClamp() {
        let red = RGBAColor(hex: 0xFF0000)
        #expect(red == RGBAColor(red: 1, green: 0, blue: 0))
        #expect(RGBAColor.mix(.black, .white, 0.5, in: .device) == RGBAColor(red: 0.5, green: 0.5, blue: 0.5))
        #expect(RGBAColor.interpolate(.black, .white, 1.4) == .white, "overshoot clamps to the gamut")
        #expect(RGBAColor.interpolate(.white, .clear, 0.5).alpha == 0.5)
        #expect(!RGBAColor(red: .nan, green: 0, blue: 0).isFiniteForTweening)
    }

    @Test func userTypesConform() {
        struct Thermometer: Interpolatable, Equatable {
            var celsius: Double
            static func interpolate(_ from: Self, _ to: Self, _ fraction: Double) -> Self {
                Thermometer(celsius: .interpolate(from.celsius, to.celsius, fraction))
            }
        }
        #expect(Thermometer.interpolate(.init(celsius: 10), .init(celsius: 30), 0.5) == .init(celsius: 20))
        #expect(Thermometer(celsius: .nan).isFiniteForTweening, "the default says finite")
    }
}

/// The vector operations a velocity needs, on every conforming type, and the interpolation they give
/// a type that writes none of its own.
@Suite(.tags(.values)) struct VectorInterpolatableTests {
    func check<V: VectorInterpolatable & Equatable>(_ a: V, _ b: V, sum: V, difference: V, doubled: V, size: Double) {
        #expect(a.adding(b) == sum)
        #expect(a.subtracting(b) == difference)
        #expect(a.scaled(by: 2) == doubled)
        #expect(a.magnitudeSquared == size)
        #expect(V.zero.adding(a) == a)
    }

    @Test func everyConformingTypeAddsSubtractsAndScales() {
        check(3.0, 1.0, sum: 4.0, difference: 2.0, doubled: 6.0, size: 9)
        check(Float(3), Float(1), sum: Float(4), difference: Float(2), doubled: Float(6), size: 9)
        check(CGFloat(3), CGFloat(1), sum: CGFloat(4), difference: CGFloat(2), doubled: CGFloat(6), size: 9)
        check(
            CGPoint(x: 3, y: 4), CGPoint(x: 1, y: 1), sum: CGPoint(x: 4, y: 5), difference: CGPoint(x: 2, y: 3),
            doubled: CGPoint(x: 6, y: 8), size: 25)
        check(
            CGSize(width: 3, height: 4), CGSize(width: 1, height: 1), sum: CGSize(width: 4, height: 5),
            difference: CGSize(width: 2, height: 3), doubled: CGSize(width: 6, height: 8), size: 25)
        check(
            CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 1, y: 1, width: 1, height: 1),
            sum: CGRect(x: 2, y: 3, width: 4, height: 5), difference: CGRect(x: 0, y: 1, width: 2, height: 3),
            doubled: CGRect(x: 2, y: 4, width: 6, height: 8), size: 30)
        check(SIMD2<Double>(3, 4), [1, 1], sum: [4, 5], difference: [2, 3], doubled: [6, 8], size: 25)
        check(SIMD3<Float>(1, 2, 2), [1, 1, 1], sum: [2, 3, 3], difference: [0, 1, 1], doubled: [2, 4, 4], size: 9)
        check(
            SIMD4<Double>(1, 1, 1, 1), [1, 1, 1, 1], sum: [2, 2, 2, 2], difference: .zero, doubled: [2, 2, 2, 2],
            size: 4)
    }

    @Test func aTypeWithOnlyVectorOperationsInterpolates() {
        struct Offset: VectorInterpolatable, Equatable {
            var x = 0.0
            static let zero = Offset()
            func adding(_ o: Offset) -> Offset { Offset(x: x + o.x) }
            func subtracting(_ o: Offset) -> Offset { Offset(x: x - o.x) }
            func scaled(by f: Double) -> Offset { Offset(x: x * f) }
            var magnitudeSquared: Double { x * x }
        }
        #expect(Offset.interpolate(Offset(x: 2), Offset(x: 6), 0.25) == Offset(x: 3))
        #expect(Offset.interpolate(Offset(x: 0.1), Offset(x: 0.7), 1) == Offset(x: 0.7), "exact at 1")
    }
}
