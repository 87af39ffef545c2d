import Testing

@testable import TweenKit

/// A tween keeps its curve's object (a custom curve's closure, a spring, a Bézier's solver) by a
/// reference it retains and releases by hand (`OwnedCurve`): exactly as long as the tween has that curve.
@MainActor
struct OwnedCurveTests {
    /// The object behind a curve, watched weakly.
    final class Watch {
        weak var object: AnyObject?
        init(_ curve: TimingCurve) {
            switch curve.kind {
            case .custom(let custom): object = custom
            case .spring(let spring): object = spring
            case .bezier(let solver): object = solver
            case .linear, .penner, .steps: object = nil
            }
        }
    }

    /// Curves whose objects nothing else holds: a fresh custom curve and a fresh spring.
    static func freshCurves() throws -> [TimingCurve] {
        let scale = Double.random(in: 1...2)  // a closure of its own, not a shared constant
        return [
            TimingCurve.custom { $0 * $0 * scale / scale },
            TimingCurve.spring(try Spring(duration: 0.4 + scale / 100, bounce: 0.2)),
        ]
    }

    @Test func aTweensCurveLivesExactlyAsLongAsTheTween() throws {
        let rig = Rig()
        for index in 0..<2 {
            let curve = try Self.freshCurves()[index]
            let watch = Watch(curve)
            var tween: Tween<Double>? = Tween(from: 0.0, to: 1.0, duration: 1, curve: curve, engine: rig.engine)
            _ = consume curve
            #expect(watch.object != nil, "kept by the tween alone")
            tween?.start()
            rig.driver.advance(by: 0.5)
            #expect(tween?.value == tween?.curve.value(at: 0.5), "evaluated through the kept object")
            rig.driver.advance(by: 1)
            rig.driver.advance(by: 0.1)  // the engine lets go of ended tweens on the next frame
            weak var ended: Tween<Double>?
            ended = tween
            tween = nil
            #expect(ended == nil)
            #expect(watch.object == nil, "released with the tween")
        }
    }

    @Test func aNewCurveReleasesTheOldOneAndTheCurveReadsBackAsSet() throws {
        let rig = Rig()
        let curves = try Self.freshCurves()
        let first = Watch(curves[0])
        let second = Watch(curves[1])
        let tween = Tween(from: 0.0, to: 1.0, duration: 1, curve: curves[0], engine: rig.engine)
        #expect(Watch(tween.curve).object === first.object)
        tween.curve = curves[1]
        _ = consume curves
        #expect(first.object == nil, "the replaced curve's object is released")
        #expect(Watch(tween.curve).object === second.object)
        tween.curve = .linear
        #expect(second.object == nil)
    }

    @Test func stepCountsBeyondThirtyTwoBitsAreCapped() {
        let huge = TimingCurve.steps(Int.max)
        let capped = TimingCurve.steps(Int(Int32.max))
        #expect(huge.value(at: 0.5) == capped.value(at: 0.5))
        #expect(huge.value(at: 0.5) < 0.5)  // (2³⁰ − 1) / (2³¹ − 1): a step short of the middle
        let rig = Rig()
        var seen = -1.0
        let tween = Tween(from: 0.0, to: 1.0, duration: 1, curve: huge, engine: rig.engine) { seen = $0 }
        tween.seek(to: 0.3)
        #expect(seen == capped.value(at: 0.3), "the frame path and the curve agree")
    }
}
