import Testing
import TweenKit

/// A running tween's velocity is the rate of change of what it shows: checked against a symmetric
/// difference of `value(atTime:)` on either side of the moment, for every kind of curve and timing.
@MainActor @Suite struct VelocityTests {
    /// The velocity a tween reports `time` seconds after starting, and the measured one.
    func velocities(_ tween: Tween<Double>, rig: Rig, at time: Double) -> (reported: Double, measured: Double) {
        tween.start()
        rig.driver.advance(by: time)
        let h = 1e-5
        let measured = (tween.value(atTime: time + h)! - tween.value(atTime: time - h)!) / (2 * h)
        return (tween.velocity, measured)
    }

    static let curves: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeInOutCubic", .easeInOutCubic), ("easeOutBack", .easeOutBack),
        ("default", .default), ("spring", .spring(try! Spring(duration: 0.5, bounce: 0.3))),
    ]

    @Test func theVelocityIsTheRateOfChangeOfTheValue() {
        for (name, curve) in Self.curves {
            for time in [0.3, 0.9, 1.7] {
                let rig = Rig()
                let tween = Tween(from: 10, to: 110, duration: 2, curve: curve, engine: rig.engine)
                let (reported, measured) = velocities(tween, rig: rig, at: time)
                #expect(
                    abs(reported - measured) < 1e-3 * max(1, abs(measured)),
                    "\(name) at \(time): \(reported) vs \(measured)")
            }
        }
    }

    @Test func itTurnsOnAnAutoreversedPassAndScalesWithSpeed() {
        let rig = Rig()
        let tween = Tween(from: 0, to: 100, duration: 1, curve: .easeInOutSine, engine: rig.engine)
        tween.autoreverses = true
        tween.repeatCount = 2
        tween.speed = 2
        // 0.4 s at speed 2 is 0.8 s into the first pass; 0.7 s is 0.4 s into the backward pass.
        let forward = velocities(tween, rig: rig, at: 0.4)
        #expect(forward.reported > 0 && abs(forward.reported - forward.measured) < 1e-2)
        rig.driver.advance(by: 0.3)
        let h = 1e-5
        let measured = (tween.value(atTime: 0.7 + h)! - tween.value(atTime: 0.7 - h)!) / (2 * h)
        #expect(tween.velocity < 0 && abs(tween.velocity - measured) < 1e-2)
    }

    @Test func itIsZeroUnlessRunning() {
        let rig = Rig()
        let tween = Tween(from: 0, to: 100, duration: 1, engine: rig.engine)
        #expect(tween.velocity == 0, "idle")
        tween.delay = 0.5
        tween.start()
        rig.driver.advance(by: 0.25)
        #expect(tween.velocity == 0, "delayed")
        rig.driver.advance(by: 0.5)
        #expect(tween.velocity == 100, "linear, 100 a second")
        tween.pause()
        #expect(tween.velocity == 0, "paused")
        tween.resume()
        tween.reverse()
        #expect(tween.velocity == -100, "reversed")
        tween.finish()
        #expect(tween.velocity == 0, "ended")
    }

    @Test func aTinyDurationRepeatedForeverHasAVelocityWithoutTrapping() {
        let rig = Rig()
        let tween = Tween(from: 0, to: 1, duration: 1e-300, engine: rig.engine)
        tween.repeatCount = .infinity
        tween.autoreverses = true
        tween.start()
        rig.driver.advance(by: 1)  // more passes than an Int holds
        #expect(!tween.velocity.isNaN, "a number, where converting the pass to an Int trapped")
    }

    @Test func keyframeTweensFollowTheirSegments() throws {
        let rig = Rig()
        let tween = try KeyframeTween(values: [0.0, 100, 50], keyTimes: [0, 0.5, 1], duration: 1, engine: rig.engine)
        tween.start()
        rig.driver.advance(by: 0.25)
        #expect(tween.velocity == 200, "exact: the segment's span over its share of the second")
        rig.driver.advance(by: 0.5)
        #expect(tween.velocity == -100)
        for time in [0.3, 1.1, 1.9] {
            let rig = Rig()
            let eased = try KeyframeTween(
                values: [0.0, 100, 50], keyTimes: [0, 0.4, 1], duration: 2, curves: [.easeInOutCubic, .easeOutBack],
                engine: rig.engine)
            eased.start()
            rig.driver.advance(by: time)
            let h = 1e-5
            let measured = (eased.value(atTime: time + h)! - eased.value(atTime: time - h)!) / (2 * h)
            #expect(abs(eased.velocity - measured) < 1e-6 * max(1, abs(measured)), "\(eased.velocity) vs \(measured)")
        }
    }
}

/// `TimingCurve.slope(at:)` is the curve's derivative: checked against a five-point difference of the
/// curve's values (of a double-double solution for Béziers), away from the kinks of bounce curves.
@Suite struct CurveSlopeTests {
    /// The five-point central difference of `f` at `x`, and whether `f` is smooth there (its two
    /// one-sided slopes agree: not at a bounce).
    static func reference(_ f: (Double) -> Double, at x: Double) -> (slope: Double, smooth: Bool) {
        let h = 1e-4
        let slope = (f(x - 2 * h) - 8 * f(x - h) + 8 * f(x + h) - f(x + 2 * h)) / (12 * h)
        let left = (f(x) - f(x - 2 * h)) / (2 * h)
        let right = (f(x + 2 * h) - f(x)) / (2 * h)
        return (slope, abs(left - right) < 0.5 * max(1, abs(slope)))
    }

    /// Every named curve in one test (a line each in the test log would bury the summary); failures name it.
    @Test func namedCurvesHaveTheirExactSlope() {
        for (name, curve) in TimingCurve.named { checkExactSlope(name, curve) }
    }

    func checkExactSlope(_ name: String, _ curve: TimingCurve) {
        var checked = 0
        for k in 0..<100 {
            let p = (Double(k) + 0.37) / 100
            let isBezier = ["easeIn", "easeOut", "easeInEaseOut", "default"].contains(name)
            let f: (Double) -> Double
            if isBezier {
                let points: [String: (Double, Double, Double, Double)] = [
                    "easeIn": (0.42, 0, 1, 1), "easeOut": (0, 0, 0.58, 1), "easeInEaseOut": (0.42, 0, 0.58, 1),
                    "default": (0.25, 0.1, 0.25, 1),
                ]
                let (x1, y1, x2, y2) = points[name]!
                let exact = ReferenceBezier(x1: x1, y1: y1, x2: x2, y2: y2)
                f = { exact.y(atX: $0) }
            } else {
                f = { curve.value(at: $0) }
            }
            let (slope, smooth) = Self.reference(f, at: p)
            guard smooth else { continue }
            checked += 1
            #expect(abs(curve.slope(at: p) - slope) < 1e-6 * max(1, abs(slope)), "\(name) at \(p)")
        }
        #expect(checked >= 94, "\(name): \(checked) points away from kinks")
    }

    @Test func anOvershootingBezierHasItsExactSlope() throws {
        let curve = try TimingCurve.cubicBezier(0.68, -0.6, 0.32, 1.6)
        let exact = ReferenceBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)
        for k in 0..<50 {
            let p = (Double(k) + 0.5) / 50
            let (slope, _) = Self.reference({ exact.y(atX: $0) }, at: p)
            #expect(abs(curve.slope(at: p) - slope) < 1e-6 * max(1, abs(slope)), "at \(p)")
        }
    }
}
