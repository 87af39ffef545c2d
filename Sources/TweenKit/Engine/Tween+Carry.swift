/// Tweens that carry on the motion of one they interrupt: a vector tween that starts from where its property
/// is, overwriting a running tween of it, or that `retarget(to:)` makes, adds to its own motion the difference
/// between the velocity it inherits and its own starting velocity, fading out over its duration. On a spring
/// curve the difference moves as the spring moves it (the motion of a spring started at the inherited
/// velocity, as UIKit's and SwiftUI's springs start); on any other curve it fades as `Δv·t·(1 − t/d)²`, zero
/// at both ends with no slope at the end, so the tween still lands exactly on `to` at its curve's own final
/// speed. A tween with keyframes, repeats, autoreverse or a delay, or a given `from`, starts at its own velocity.
@MainActor
protocol MotionCarrying {
    func carryMotion(of rival: Playable)
}

extension Tween: MotionCarrying where Value: VectorInterpolatable {
    func carryMotion(of rival: Playable) {
        guard let rival = rival as? Tween<Value> else { return }
        carry(rival.velocity)
    }
}

extension Tween where Value: VectorInterpolatable {
    /// Adds to its own motion what carries on at `velocity` (value units per second) from its start.
    func carry(_ velocity: Value) {
        guard track == nil, repeatCount <= 1, !autoreverses, delay == 0, let from else { return }
        guard duration > 0, speed > 0 else { return }
        let (d, to) = (duration, to)
        let own = to.subtracting(from).scaled(by: curve.slope(at: 0) / d)
        // In the tween's own time, per second: its speed scales wall-clock velocity down.
        let difference = velocity.scaled(by: 1 / speed).subtracting(own)
        let size = difference.magnitudeSquared
        // Nothing to carry when it already starts at that velocity (a spring given it, say).
        guard size > 1e-20 * max(velocity.magnitudeSquared, own.magnitudeSquared), size.isFinite else { return }
        let shape: @Sendable (Double) -> Double
        var curve = self.curve
        if case .spring(let spring, let duration) = curve.kind {
            var springTime = duration
            if springTime == d {
                // A spring on its own time lasts until the motion it carries on settles too.
                springTime = Self.settlingTime(of: spring, carrying: size, across: to.subtracting(from), from: d)
                lengthen(to: springTime)
                curve = TimingCurve(.spring(spring, duration: springTime))
                ensuredExtras.lengthenedSpring = curve
            }
            let (ratio, time) = (timing.duration / springTime, springTime)
            shape = { p in ratio * spring.velocityResponse(at: p * time) }
        } else {
            shape = { p in d * p * (1 - p) * (1 - p) }
        }
        track = Motion { [curve] progress in
            let base = Value.interpolate(from, to, curve.value(at: progress))
            guard progress > 0 && progress < 1 else { return base }
            return base.adding(difference.scaled(by: shape(progress)))
        }
    }

    /// How long `spring` takes to settle across `span` when it also carries on a velocity of squared
    /// size `size`: the longer of its settling times started that fast toward or away from the target
    /// (at least `atRest`, its settling time from rest).
    static func settlingTime(of spring: Spring, carrying size: Double, across span: Value, from atRest: Double)
        -> Double
    {
        let spanSize = span.magnitudeSquared
        guard spanSize > 0 else { return atRest }
        let speed = (size / spanSize).squareRoot()  // progress per second
        var longest = atRest
        for sign in [1.0, -1.0] {
            if let carried = try? Spring(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                initialVelocity: spring.initialVelocity + sign * speed),
                carried.settlingDuration.isFinite
            {
                longest = max(longest, carried.settlingDuration)
            }
        }
        return longest
    }
}

extension Tween where Value: VectorInterpolatable {
    /// Sends it somewhere else: a new tween, playing whatever state this one is in, from the value it shows to `target`,
    /// carrying on at its velocity if it is running (on a spring curve as the spring's initial velocity; on any other curve
    /// as a difference that fades out over the new tween, which still lands exactly on `target`), with its curve, speed and
    /// update handlers, lasting `duration` (its own when nil). This one ends `.cancelled`; watch the one returned.
    ///
    /// ```swift
    /// var slider = Tween(knob, \.x, to: 300, duration: 0.6, curve: .easeInEaseOut)
    /// slider.start()
    /// // The finger moved on: head for the new place without a jolt.
    /// slider = slider.retarget(to: 120)
    /// ```
    ///
    /// A step of a sequence, group or queue belongs to it and is not retargeted: it is returned as it is. A target or
    /// duration the new tween refuses fails the new tween (its completion says why) and leaves this one running.
    @discardableResult
    public func retarget(to target: Value, duration: Double? = nil) -> Tween<Value> {
        guard !isOwned else {
            TweenDiagnostics.say("retarget(to:) on a step of a sequence, group or queue does nothing")
            return self
        }
        let carried = velocity
        let next = Tween(
            from: value ?? from, to: target, curve: extras?.lengthenedSpring ?? curve,
            timing: TweenTiming(duration: duration ?? self.duration), target: self.target, engine: engine)
        next.speed = speed
        next.updateHandlers = updateHandlers
        if next.from != nil, state == .running { next.carry(carried) }
        // The new one first: if it fails (a NaN target, a bad duration), this one runs on untouched.
        next.start()
        if next.state != .failed { cancel() }
        return next
    }
}
