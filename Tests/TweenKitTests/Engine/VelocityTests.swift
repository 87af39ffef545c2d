import Testing
import TweenKit

/// A running tween's velocity is the rate of change of what it shows: checked against a symmetric
/// difference of `value(atTime:)` on either side of the moment, for every kind of curve and timing.
@MainActor
@Suite struct VelocityTests {
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

    @Test(arguments: 0..<5)
    func theVelocityIsTheRateOfChangeOfTheValue(curveIndex: Int) {
        let (name, curve) = Self.curves[curveIndex]
        for time in [0.3, 0.9, 1.7] {
            let rig = Rig()
            let tween = Tween(from: 10, to: 110, duration: 2, curve: curve, engine: rig.engine)
            let (reported, measured) = velocities(tween, rig: rig, at: time)
            #expect(
                abs(reported - measured) < 1e-3 * max(1, abs(measured)),
                "\(name) at \(time): \(reported) vs \(measured)")
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

    @Test func keyframeTweensFollowTheirSegments() {
        let rig = Rig()
        let tween = KeyframeTween(values: [0.0, 100, 50], keyTimes: [0, 0.5, 1], duration: 1, engine: rig.engine)
        tween.start()
        rig.driver.advance(by: 0.25)
        #expect(abs(tween.velocity - 200) < 1e-3)
        rig.driver.advance(by: 0.5)
        #expect(abs(tween.velocity + 100) < 1e-3)
    }
}
