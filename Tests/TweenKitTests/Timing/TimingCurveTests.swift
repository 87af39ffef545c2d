import Foundation
import Testing
import TweenKit

@Suite struct TimingCurveTests {
    @Test func everyNamedCurveIsExactAtTheEnds() {
        #expect(TimingCurve.named.count == 35)
        for (name, curve) in TimingCurve.named {
            #expect(curve.value(at: 0) == 0, "\(name) at 0")
            #expect(curve.value(at: 1) == 1, "\(name) at 1")
        }
    }

    /// A tween evaluates its curve on its own fast path: it must give what the curve gives, for every kind.
    @MainActor
    @Test func aTweenEasesExactlyAsItsCurveDoes() throws {
        var curves = TimingCurve.named.map { ($0.0, $0.1) }
        curves += [
            ("steps(4, .start)", try .steps(4, position: .start)), ("steps(3, .end)", try .steps(3)),
            ("spring", .spring(try Spring(duration: 0.4, bounce: 0.3))), ("custom", .custom { $0 * $0 * $0 }),
        ]
        for (name, curve) in curves {
            let tween = Tween(from: 0.0, to: 1.0, duration: 1, curve: curve)
            for i in -2...102 {
                let p = Double(i) / 100 + 0.003
                #expect(tween.value(atProgress: p) == curve.value(at: p), "\(name) at \(p)")
            }
        }
    }

    @Test func progressOutsideTheUnitIntervalIsClamped() {
        for (_, curve) in TimingCurve.named {
            #expect(curve.value(at: -3) == 0)
            #expect(curve.value(at: 7) == 1)
            #expect(curve.value(at: .nan) == 0)
        }
    }

    /// Values worked out by hand from the easings.net definitions.
    @Test func pennerCurvesMatchTheirDefinitions() {
        let c1 = 1.70158
        let c3 = c1 + 1
        let cases: [(TimingCurve, Double, Double)] = [
            (.easeInQuad, 0.5, 0.25), (.easeOutQuad, 0.5, 0.75), (.easeInOutQuad, 0.25, 0.125),
            (.easeInCubic, 0.5, 0.125), (.easeOutCubic, 0.5, 0.875), (.easeInOutCubic, 0.25, 0.0625),
            (.easeInQuart, 0.5, 0.0625), (.easeOutQuart, 0.5, 0.9375), (.easeInOutQuart, 0.75, 0.96875),
            (.easeInQuint, 0.5, 0.03125), (.easeOutQuint, 0.5, 0.96875), (.easeInOutQuint, 0.25, 0.015625),
            (.easeInSine, 1.0 / 3.0, 0.1339745962155614), (.easeOutSine, 1.0 / 3.0, 0.5),
            (.easeInOutSine, 0.5, 0.5),
            (.easeInExpo, 0.5, 0.03125), (.easeOutExpo, 0.5, 0.96875), (.easeInOutExpo, 0.25, 0.015625),
            (.easeInCirc, 0.6, 0.2), (.easeOutCirc, 0.4, 0.8), (.easeInOutCirc, 0.5, 0.5),
            (.easeInBack, 0.5, c3 * 0.125 - c1 * 0.25), (.easeOutBack, 0.5, 1 - c3 * 0.125 + c1 * 0.25),
            (.easeInOutBack, 0.5, 0.5),
            (.easeOutElastic, 0.5, 1.015625), (.easeInElastic, 0.5, -0.015625), (.easeInOutElastic, 0.5, 0.5),
            (.easeOutBounce, 0.5, 0.765625), (.easeInBounce, 0.5, 0.234375), (.easeInOutBounce, 0.25, 0.1171875),
        ]
        for (curve, x, expected) in cases {
            #expect(abs(curve.value(at: x) - expected) < 1e-12, "at \(x): \(curve.value(at: x)) vs \(expected)")
        }
    }

    @Test func seriesEasingsAgreeWithTheCLibraryEverywhere() {
        let c4 = 2 * Double.pi / 3
        let c5 = 2 * Double.pi / 4.5
        let definitions: [(String, TimingCurve, (Double) -> Double)] = [
            ("easeInSine", .easeInSine, { 1 - cos($0 * .pi / 2) }),
            ("easeOutSine", .easeOutSine, { sin($0 * .pi / 2) }),
            ("easeInOutSine", .easeInOutSine, { -(cos(.pi * $0) - 1) / 2 }),
            ("easeInElastic", .easeInElastic, { x in -exp2(10 * x - 10) * sin((x * 10 - 10.75) * c4) }),
            ("easeOutElastic", .easeOutElastic, { x in exp2(-10 * x) * sin((x * 10 - 0.75) * c4) + 1 }),
            (
                "easeInOutElastic", .easeInOutElastic,
                { x in
                    x < 0.5
                        ? -(exp2(20 * x - 10) * sin((20 * x - 11.125) * c5)) / 2
                        : (exp2(-20 * x + 10) * sin((20 * x - 11.125) * c5)) / 2 + 1
                }
            ),
        ]
        for (name, curve, definition) in definitions {
            var worst = 0.0
            for i in 1..<10_000 {
                let x = Double(i) / 10_000
                worst = max(worst, abs(curve.value(at: x) - definition(x)))
            }
            #expect(worst < 1e-13, "\(name): \(worst)")
        }
    }

    @Test func backAndElasticOvershoot() {
        #expect(TimingCurve.easeInBack.value(at: 0.3) < 0)
        #expect(TimingCurve.easeOutBack.value(at: 0.7) > 1)
        #expect(TimingCurve.easeOutElastic.value(at: 0.1) > 1)
    }

    @Test func stepsJumpAtTheEndOrTheStart() throws {
        let end = try TimingCurve.steps(4, position: .end)
        #expect(end.value(at: 0) == 0)
        #expect(end.value(at: 0.24) == 0)
        #expect(end.value(at: 0.25) == 0.25)
        #expect(end.value(at: 0.99) == 0.75)
        #expect(end.value(at: 1) == 1)
        let start = try TimingCurve.steps(4, position: .start)
        #expect(start.value(at: 0) == 0.25)
        #expect(start.value(at: 0.5) == 0.75)
        #expect(start.value(at: 1) == 1)
    }

    @Test func aStepCountBelowOneIsRefused() {
        for count in [0, -3, Int.min] {
            #expect(throws: TweenError.invalidParameter(name: "steps", value: Double(count), expected: "at least 1")) {
                try TimingCurve.steps(count)
            }
        }
    }

    @Test func customCurvesGetClampedProgress() {
        let curve = TimingCurve.custom { p in p * p * (3 - 2 * p) }
        #expect(curve.value(at: 0.5) == 0.5)
        #expect(curve.value(at: 2) == 1)
        #expect(curve.controlPoints == nil)
    }

    @Test func cubicBezierRejectsEachBadControlPoint() {
        let bad: [((Double, Double, Double, Double), String, Double)] = [
            ((1.5, 0, 0.58, 1), "x1", 1.5), ((-0.1, 0, 0.58, 1), "x1", -0.1),
            ((0.42, 0, 1.01, 1), "x2", 1.01), ((0.42, .nan, 0.58, 1), "y1", .nan),
            ((0.42, 0, 0.58, -.infinity), "y2", -.infinity), ((.nan, 0, 0.5, 1), "x1", .nan),
            ((0.5, 2e300, 0.5, 1), "y1", 2e300),
        ]
        for ((x1, y1, x2, y2), name, value) in bad {
            #expect {
                _ = try TimingCurve.cubicBezier(x1, y1, x2, y2)
            } throws: { error in
                // The error names the control point and carries the value given (NaN compares by being NaN).
                guard case TweenError.invalidControlPoint(let n, let v) = error else { return false }
                return n == name && (v == value || (v.isNaN && value.isNaN))
            }
        }
        #expect(throws: TweenError.invalidControlPoint(name: "x1", value: 1.5)) {
            try TimingCurve.cubicBezier(1.5, 0, 0.58, 1)
        }
        #expect(
            TweenError.invalidControlPoint(name: "x1", value: 1.5).description
                == "control point x1 must lie in 0...1, got 1.5")
    }

    @Test func cubicBezierAllowsOvershootingY() throws {
        let curve = try TimingCurve.cubicBezier(0.68, -0.6, 0.32, 1.6)
        #expect(curve.value(at: 0.1) < 0)
        #expect(curve.value(at: 0.9) > 1)
    }

    @Test func linearBezierIsTheIdentity() throws {
        let curve = try TimingCurve.cubicBezier(1.0 / 3.0, 1.0 / 3.0, 2.0 / 3.0, 2.0 / 3.0)
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(abs(curve.value(at: x) - x) < 1e-12)
        }
    }
}
