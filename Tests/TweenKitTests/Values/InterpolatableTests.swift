import Foundation
import Testing
import TweenKit

@Suite struct InterpolatableTests {
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
        #expect(RGBAColor.interpolate(.black, .white, 0.5) == RGBAColor(red: 0.5, green: 0.5, blue: 0.5))
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
