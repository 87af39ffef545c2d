import Foundation
import Testing
import TweenKit

/// A tween that interrupts a moving one keeps the value's position and velocity continuous, measured
/// the way an eye would: from the values written frame by frame, on either side of the switch.
@MainActor @Suite struct CarryTests {
    final class Box {
        var x = 0.0
        var point = CGPoint.zero
    }

    /// Third-order one-sided differences at frame `k` of `xs` (frames `dt` apart): the velocity
    /// arriving at it and the velocity leaving it. Their error is of order dt³ (curvature and its change
    /// cancel out), so a smooth motion gives two nearly equal numbers and a jolt gives the size of the jolt.
    static func velocities(_ xs: [Double], at k: Int, dt: Double) -> (before: Double, after: Double) {
        let before = (11 * xs[k] - 18 * xs[k - 1] + 9 * xs[k - 2] - 2 * xs[k - 3]) / (6 * dt)
        let after = (-11 * xs[k] + 18 * xs[k + 1] - 9 * xs[k + 2] + 2 * xs[k + 3]) / (6 * dt)
        return (before, after)
    }

    /// Runs `first` for half a second of frames, starts the tween `second` makes, runs on, and returns
    /// the values of every frame and the index of the switch.
    static func run(
        fps: Double, box: Box, rig: Rig, read: (Box) -> Double, first: () -> Void, second: () -> Void
    ) -> (values: [Double], switchAt: Int) {
        let dt = 1 / fps
        first()
        var values: [Double] = [read(box)]
        var k = 0
        let switchAt = Int((0.5 * fps).rounded())
        while k < switchAt + 10 {
            if k == switchAt { second() }
            k += 1
            rig.driver.advance(to: Double(k) * dt)
            values.append(read(box))
        }
        return (values, switchAt)
    }

    static let curves: [(String, TimingCurve)] = [
        ("linear", .linear), ("easeInOutCubic", .easeInOutCubic), ("easeOut", .easeOut),
        ("easeInQuad", .easeInQuad), ("spring", .spring(try! Spring(duration: 0.6, bounce: 0.3))),
    ]

    // Each test below runs its cases in a loop (a line each in the test log would bury the summary), and
    // its failures name the case.
    @Test func overwritingAMovingPropertyKeepsItsVelocity() {
        for fps in [60.0, 120.0] {
            for index in Self.curves.indices { overwritingAMovingPropertyKeepsItsVelocity(fps: fps, curveIndex: index) }
        }
    }

    func overwritingAMovingPropertyKeepsItsVelocity(fps: Double, curveIndex: Int) {
        let (name, curve) = Self.curves[curveIndex]
        let rig = Rig()
        let box = Box()
        let (xs, k) = Self.run(
            fps: fps, box: box, rig: rig, read: { $0.x },
            first: { Tween(box, \.x, to: 100, duration: 1, curve: .easeInOutCubic, engine: rig.engine).start() },
            second: { Tween(box, \.x, to: 200, duration: 0.8, curve: curve, engine: rig.engine).start() })
        let (before, after) = Self.velocities(xs, at: k, dt: 1 / fps)
        // Just before the switch the first tween moves at 300 a second; a jolt would leave at the new
        // curve's own starting speed (0 for an ease-in, 125 for linear, ...).
        #expect(before > 100, "\(name) at \(fps) Hz: \(before)")
        #expect(abs(after - before) < 0.02 * before, "\(name) at \(fps) Hz: \(before) then \(after)")
    }

    @Test func aGivenStartIsNotCarriedOn() {
        for fps in [60.0, 120.0] { aGivenStartIsNotCarriedOn(fps: fps) }
    }

    func aGivenStartIsNotCarriedOn(fps: Double) {
        // The control for the test above: starting from a given value (here, where it already is) is a
        // fresh start, and the measurement sees the jolt.
        let rig = Rig()
        let box = Box()
        let (xs, k) = Self.run(
            fps: fps, box: box, rig: rig, read: { $0.x },
            first: { Tween(box, \.x, to: 100, duration: 1, curve: .easeInOutCubic, engine: rig.engine).start() },
            second: {
                Tween(box, \.x, from: box.x, to: 200, duration: 0.8, curve: .easeInQuad, engine: rig.engine).start()
            })
        let (before, after) = Self.velocities(xs, at: k, dt: 1 / fps)
        #expect(abs(after - before) > 0.5 * before, "at \(fps) Hz: \(before) then \(after)")
    }

    /// A spring that takes over a moving value moves as the spring's equation does from that value at
    /// that velocity: checked against a fine Runge–Kutta integration of m·x″ = −k(x − target) − c·x′.
    @Test func aSpringTakesOverAsItsEquationDoes() throws {
        for bounce in [-0.4, 0.0, 0.4] { try aSpringTakesOverAsItsEquationDoes(bounce: bounce) }
    }

    func aSpringTakesOverAsItsEquationDoes(bounce: Double) throws {
        let spring = try Spring(duration: 0.5, bounce: bounce)
        let rig = Rig()
        let box = Box()
        Tween(box, \.x, to: 100, duration: 1, curve: .easeInOutCubic, engine: rig.engine).start()
        rig.driver.advance(to: 0.5)
        let (x0, v0) = (box.x, 300.0)  // easeInOutCubic's slope at one half is 3
        let second = Tween(box, \.x, to: 40, spring: spring, engine: rig.engine)
        second.start()
        var x = x0
        var v = v0
        let h = 1.0 / 60 / 2000  // 2000 steps a frame, landing on each frame's time
        func a(_ x: Double, _ v: Double) -> Double {
            (-spring.stiffness * (x - 40) - spring.damping * v) / spring.mass
        }
        var worst = 0.0
        for frame in 1...60 {
            let target = Double(frame) / 60
            for _ in 0..<2000 {
                let (k1x, k1v) = (v, a(x, v))
                let (k2x, k2v) = (v + h / 2 * k1v, a(x + h / 2 * k1x, v + h / 2 * k1v))
                let (k3x, k3v) = (v + h / 2 * k2v, a(x + h / 2 * k2x, v + h / 2 * k2v))
                let (k4x, k4v) = (v + h * k3v, a(x + h * k3x, v + h * k3v))
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            }
            rig.driver.advance(to: 0.5 + target)
            // Once settled it lands exactly on its target: there, the integration is within 0.001 of the move.
            if second.state == .running {
                worst = max(worst, abs(box.x - x))
            } else {
                #expect(abs(x - 40) < 0.06, "bounce \(bounce)")
            }
        }
        #expect(worst < 1e-6, "bounce \(bounce): \(worst) from the integrated spring")
    }

    /// A spring that took over a fast motion lasts until that motion settles too; retargeted, and retargeted again,
    /// it still moves as one spring whose target moved at those moments: checked against a Runge–Kutta
    /// integration of m·x″ = −k(x − target) − c·x′ through the switches. (Retargeting a lengthened spring used to
    /// fit the spring into the longer duration: the spring slowed down.)
    @Test func aSpringRetargetedAgainAndAgainMovesAsOneSpringWhoseTargetMoves() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.2)
        let rig = Rig()
        let box = Box()
        Tween(box, \.x, from: 0, to: 1000, duration: 0.5, engine: rig.engine).start()
        rig.driver.advance(to: 0.25)  // at 500, moving 2,000 a second
        var tween = Tween(box, \.x, to: 510, spring: spring, engine: rig.engine)
        tween.start()
        #expect(tween.duration > spring.settlingDuration, "it settles the motion it took over too")
        var (x, v, target) = (500.0, 2000.0, 510.0)
        let h = 1.0 / 60 / 1000
        func a(_ x: Double, _ v: Double) -> Double {
            (-spring.stiffness * (x - target) - spring.damping * v) / spring.mass
        }
        var worst = 0.0
        for frame in 1...120 {
            if frame == 7 || frame == 19 {
                target = frame == 7 ? 0 : 300
                tween = tween.retarget(to: target)
            }
            for _ in 0..<1000 {
                let (k1x, k1v) = (v, a(x, v))
                let (k2x, k2v) = (v + h / 2 * k1v, a(x + h / 2 * k1x, v + h / 2 * k1v))
                let (k3x, k3v) = (v + h / 2 * k2v, a(x + h / 2 * k2x, v + h / 2 * k2v))
                let (k4x, k4v) = (v + h * k3v, a(x + h * k3x, v + h * k3v))
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            }
            rig.driver.advance(to: 0.25 + Double(frame) / 60)
            if tween.state == .running { worst = max(worst, abs(box.x - x)) }
        }
        #expect(worst < 1e-6 && box.x == 300 && tween.state == .finished, "\(worst) from the integrated spring")
    }

    /// Motion is carried on only from a tween that is moving into one that moves at once: a tween with a delay (the
    /// property holds still through it), or one `retarget` makes of a paused or finished tween, plays its own curve.
    @Test func aDelayedTweenOrOneRetargetedAtRestCarriesNoMotion() {
        for way in ["delayed", "paused", "finished"] {
            let rig = Rig()
            let box = Box()
            let first = Tween(box, \.x, from: 0, to: 100, duration: 1, engine: rig.engine)
            first.start()
            rig.driver.advance(to: way == "finished" ? 1.5 : 0.5)
            var second: Tween<Double>
            if way == "delayed" {
                second = Tween(box, \.x, to: 0, duration: 1, curve: .easeInOutCubic, engine: rig.engine)
                second.delay = 0.5
                second.start()
                rig.driver.advance(to: 1)
                #expect(box.x == 50, "held through the delay")
            } else {
                if way == "paused" { first.pause() }
                second = first.retarget(to: way == "paused" ? 0 : 50)
            }
            rig.driver.advance(by: 0.25)
            let expected = way == "delayed" ? 50 - 50 * 0.0625 : way == "paused" ? 37.5 : 87.5
            #expect(box.x == expected && second.state == .running, "\(way): \(box.x)")
        }
    }

    @Test func aPointKeepsBothPartsOfItsVelocity() {
        for fps in [60.0, 120.0] { aPointKeepsBothPartsOfItsVelocity(fps: fps) }
    }

    func aPointKeepsBothPartsOfItsVelocity(fps: Double) {
        // The old motion runs along x, the new one along y: the inherited x velocity is across the new
        // span, which no single curve could carry.
        let rig = Rig()
        let box = Box()
        var xs: [Double] = []
        var ys: [Double] = []
        Tween(box, \.point, to: CGPoint(x: 100, y: 0), duration: 1, curve: .easeInOutSine, engine: rig.engine)
            .start()
        let dt = 1 / fps
        let switchAt = Int((0.5 * fps).rounded())
        for k in 0...(switchAt + 4) {
            if k == switchAt {
                Tween(
                    box, \.point, to: CGPoint(x: box.point.x, y: 80), duration: 1, curve: .easeInEaseOut,
                    engine: rig.engine
                ).start()
            }
            rig.driver.advance(to: Double(k) * dt)
            xs.append(Double(box.point.x))
            ys.append(Double(box.point.y))
        }
        let vx = Self.velocities(xs, at: switchAt, dt: dt)
        let vy = Self.velocities(ys, at: switchAt, dt: dt)
        #expect(vx.before > 100 && abs(vx.after - vx.before) < 0.02 * vx.before, "x at \(fps) Hz: \(vx)")
        #expect(abs(vy.after - vy.before) < 2, "y at \(fps) Hz: \(vy)")
    }

    @Test func aCarryingTweenStillLandsExactlyOnItsTarget() {
        let rig = Rig()
        let box = Box()
        Tween(box, \.x, to: 100, duration: 1, curve: .easeInOutCubic, engine: rig.engine).start()
        rig.driver.run(for: 0.5)
        let second = Tween(box, \.x, to: 200, duration: 0.8, curve: .easeOutBack, engine: rig.engine)
        second.start()
        rig.driver.run(for: 1)
        #expect(second.state == .finished && box.x == 200)
    }

    @Test func retargetingAClosureTweenKeepsItsVelocityAndLandsOnTheNewTarget() {
        let rig = Rig()
        var shown: [Double] = []
        var results: [TweenResult] = []
        let first = Tween(from: 0, to: 100, duration: 1, curve: .easeInOutCubic, engine: rig.engine) {
            shown.append($0)
        }
        first.onComplete { results.append($0) }
        first.start()
        let dt = 1.0 / 60
        var second: Tween<Double>?
        for k in 1...60 {
            if k == 30 { second = first.retarget(to: -50) }
            rig.driver.advance(to: Double(k) * dt)
        }
        // `shown[k]` is frame k's value (a start shows its first value at once), and the new tween's
        // start showed the switch's value again: drop the repeat.
        #expect(shown[30] == shown[29])
        shown.remove(at: 30)
        let (before, after) = Self.velocities(shown, at: 29, dt: dt)
        #expect(abs(after - before) < 0.02 * before, "\(before) then \(after)")
        #expect(results == [.cancelled], "the first ends as an overwritten tween does")
        rig.driver.run(for: 2)
        #expect(second?.state == .finished && shown.last == -50)
    }

    @Test func retargetingAStepOfATimelineLeavesItAsItIs() {
        let rig = Rig()
        let step = Tween(from: 0, to: 1, duration: 1, engine: rig.engine) { _ in }
        let sequence = TweenSequence(engine: rig.engine) { step }
        sequence.start()
        rig.driver.advance(by: 0.5)
        #expect(step.retarget(to: 5) === step)
        rig.driver.run(for: 1)
        #expect(step.state == .finished && step.value == 1)
    }

    @Test func aPointTweenReportsItsVelocityPerPart() {
        let rig = Rig()
        let tween = Tween(
            from: CGPoint(x: 0, y: 10), to: CGPoint(x: 30, y: -30), duration: 2, curve: .easeInOutSine,
            engine: rig.engine)
        tween.start()
        rig.driver.advance(by: 0.7)
        let h = 1e-5
        let a = tween.value(atTime: 0.7 - h)!
        let b = tween.value(atTime: 0.7 + h)!
        let measured = CGPoint(x: (b.x - a.x) / (2 * h), y: (b.y - a.y) / (2 * h))
        #expect(abs(tween.velocity.x - measured.x) < 1e-3 && abs(tween.velocity.y - measured.y) < 1e-3)
        #expect(tween.velocity.y < 0 && tween.velocity.x > 0)
    }
}

/// Retargeting to something the new tween refuses loses nothing: the running tween runs on.
@MainActor @Suite struct RetargetBadInputTests {
    @Test func aRefusedRetargetLeavesTheRunningTweenAlone() {
        for (target, duration) in [(Double.nan, 1.0), (5.0, -1.0), (5.0, Double.infinity)] {
            aRefusedRetargetLeavesTheRunningTweenAlone(target: target, duration: duration)
        }
    }

    func aRefusedRetargetLeavesTheRunningTweenAlone(target: Double, duration: Double) {
        let rig = Rig()
        let gauge = Gauge()
        let running = Tween(gauge, \.level, to: 100, duration: 1, engine: rig.engine)
        running.start()
        rig.driver.advance(by: 0.25)
        var result: TweenResult?
        let next = running.retarget(to: target, duration: duration)
        next.onComplete { result = $0 }
        let named = "to \(target), duration \(duration)"
        #expect(next.state == .failed && running.state == .running, "\(named)")
        if case .failed(let error) = result {
            #expect("\(error)".contains(target.isNaN ? "to" : "duration"), "\(named): \(error)")
        } else {
            Issue.record("\(named): the refused tween says why: \(String(describing: result))")
        }
        rig.driver.advance(by: 1)
        #expect(running.state == .finished && gauge.level == 100 && !gauge.level.isNaN, "\(named)")
    }
}
