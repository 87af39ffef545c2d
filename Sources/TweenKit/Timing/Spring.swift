import Foundation

/// A damped harmonic oscillator moving from 0 to 1, solved in closed form.
///
/// The parameters mean what they mean in `CASpringAnimation` (and default the same);
/// `init(duration:bounce:)` maps SwiftUI's perceptual parameters onto them.
///
/// ```swift
/// let spring = try Spring(duration: 0.5, bounce: 0.3)   // stiffness ≈ 157.9, damping ≈ 17.6
/// spring.value(at: 0.25)        // progress a quarter second in (overshoots past 1 at times)
/// spring.settlingDuration        // when it stays within 0.001 of 1
/// let curve = TimingCurve.spring(spring)
/// ```
public struct Spring: Sendable, Equatable {
    /// The moving mass, > 0 (1 by default, as in `CASpringAnimation`).
    public let mass: Double
    /// The spring constant, > 0: stiffer springs move faster (100 by default).
    public let stiffness: Double
    /// The friction, ≥ 0: 0 never settles, more settles sooner without bouncing (10 by default).
    public let damping: Double
    /// Initial speed in progress per second; positive moves toward the target.
    public let initialVelocity: Double
    /// The time after which the motion stays within 0.001 of the target (infinite when undamped).
    public let settlingDuration: Double

    /// A spring from physical parameters, with Core Animation's defaults.
    /// - Throws: `TweenError.invalidParameter` for mass ≤ 0, stiffness ≤ 0, damping < 0 or any non-finite value,
    ///   and for parameters whose natural frequency or damping ratio is not a finite, non-zero `Double`.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0)
        throws(TweenError)
    {
        if let e = TweenError.check("mass", mass, positive: true) { throw e }
        if let e = TweenError.check("stiffness", stiffness, positive: true) { throw e }
        if let e = TweenError.check("damping", damping) { throw e }
        guard initialVelocity.isFinite else {
            throw .invalidParameter(name: "initialVelocity", value: initialVelocity, expected: "finite")
        }
        // Each finite on its own, they can still make a frequency or damping ratio no Double holds.
        let omega0 = (stiffness / mass).squareRoot()
        guard omega0 > 0, omega0.isFinite else {
            throw .invalidParameter(
                name: "stiffness / mass", value: stiffness / mass, expected: "a ratio that is finite and greater than 0"
            )
        }
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        guard zeta.isFinite else {
            throw .invalidParameter(
                name: "damping ratio", value: zeta,
                expected: "finite: damping / (2√(stiffness·mass)) overflows for these parameters")
        }
        (self.mass, self.stiffness, self.damping, self.initialVelocity) = (mass, stiffness, damping, initialVelocity)
        let motion = Motion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
        settlingDuration = motion.settlingTime(epsilon: 0.001)
    }

    /// A spring from SwiftUI's perceptual parameters: stiffness = (2π/duration)²,
    /// damping = 4π·ζ/duration, with ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce) (bounce < 0).
    /// - Parameters:
    ///   - duration: the perceptual duration in seconds, > 0.
    ///   - bounce: -1 < bounce < 1; 0 is critically damped, positive bounces, negative is overdamped.
    ///   - initialVelocity: the starting speed, in progress per second (see `initialVelocity`).
    /// - Throws: `TweenError.invalidParameter` when either is out of range.
    public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) throws(TweenError) {
        if let e = TweenError.check("duration", duration, positive: true) { throw e }
        guard bounce > -1 && bounce < 1 else {
            throw .invalidParameter(name: "bounce", value: bounce, expected: "greater than -1 and less than 1")
        }
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        let omega = 2 * Double.pi / duration
        try self.init(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity)
    }

    /// ω₀ = √(stiffness/mass), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = damping / (2√(stiffness·mass)): below 1 it oscillates, 1 is critical, above 1 overdamped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Progress at `time` seconds: 0 at the start, settling on 1.
    public func value(at time: Double) -> Double { time > 0 ? 1 - Motion(self).displacement(time) : 0 }
    /// Progress per second at `time` seconds.
    public func velocity(at time: Double) -> Double { -Motion(self).speed(max(time, 0)) }

    /// Where this spring takes a motion that starts on its target at one unit a second, `time` seconds
    /// later (its initial velocity aside): what a velocity handed to the spring adds to its own motion,
    /// since the spring's equation is linear.
    func velocityResponse(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        let omega0 = naturalFrequency
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 { return time * exp(-omega0 * time) }
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega0 * time) * sin(omegaD * time) / omegaD
        }
        let root = omega0 * (zeta * zeta - 1).squareRoot()
        // (e^{r₁t} − e^{r₂t}) / (r₁ − r₂), with r₁,₂ = −ζω₀ ± root.
        return exp(-zeta * omega0 * time) * sinh(root * time) / root
    }

    /// How long until a motion from `displacement` off the target at `velocity` (value units) stays
    /// within `epsilon` of it: an upper bound, from the envelopes of the two responses.
    func settlingTime(displacement: Double, velocity: Double, epsilon: Double) -> Double {
        let atRest = Motion(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: 0)
        let omega0 = naturalFrequency
        let zeta = dampingRatio
        func velocityEnvelope(_ t: Double) -> Double {
            if abs(zeta - 1) < 1e-9 { return t * exp(-omega0 * t) }
            if zeta < 1 { return exp(-zeta * omega0 * t) / (omega0 * (1 - zeta * zeta).squareRoot()) }
            let root = omega0 * (zeta * zeta - 1).squareRoot()
            return exp((-zeta * omega0 + root) * t) / (2 * root)
        }
        func bound(_ t: Double) -> Double {
            abs(displacement) * atRest.envelope(t) + abs(velocity) * velocityEnvelope(t)
        }
        guard zeta > 0, epsilon > 0 else { return .infinity }
        var (low, high) = (0.0, 1 / omega0)
        while bound(high) >= epsilon {
            (low, high) = (high, high * 2)
            if high > 1e9 { return .infinity }
        }
        return bisect(low, high) { bound($0) >= epsilon }
    }
}

/// Where `outside` turns false, between `low` (outside) and `high` (not): the end of a bisection.
private func bisect(_ low: Double, _ high: Double, _ outside: (Double) -> Bool) -> Double {
    var (low, high) = (low, high)
    for _ in 0..<60 {
        let mid = 0.5 * (low + high)
        if outside(mid) { low = mid } else { high = mid }
    }
    return high
}

/// The closed-form displacement x(t) from the target, x(0) = 1, x′(0) = −v₀.
struct Motion {
    enum Regime {
        case under(omegaD: Double, a: Double, b: Double)
        case critical(a: Double, b: Double)
        case over(r1: Double, r2: Double, c1: Double, c2: Double)
    }
    let omega0: Double
    let zeta: Double
    let regime: Regime

    init(_ s: Spring) {
        self.init(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: s.initialVelocity)
    }

    init(mass: Double, stiffness: Double, damping: Double, initialVelocity v0: Double) {
        omega0 = (stiffness / mass).squareRoot()
        zeta = damping / (2 * (stiffness * mass).squareRoot())
        if abs(zeta - 1) < 1e-9 {
            regime = .critical(a: 1, b: omega0 - v0)
        } else if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            regime = .under(omegaD: omegaD, a: 1, b: (zeta * omega0 - v0) / omegaD)
        } else {
            let root = omega0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * omega0 + root
            let r2 = -zeta * omega0 - root
            let c2 = (-v0 - r1) / (r2 - r1)
            regime = .over(r1: r1, r2: r2, c1: 1 - c2, c2: c2)
        }
    }

    func displacement(_ t: Double) -> Double {
        switch regime {
        case .under(let w, let a, let b): return exp(-zeta * omega0 * t) * (a * cos(w * t) + b * sin(w * t))
        case .critical(let a, let b): return (a + b * t) * exp(-omega0 * t)
        case .over(let r1, let r2, let c1, let c2): return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    func speed(_ t: Double) -> Double {
        switch regime {
        case .under(let w, let a, let b):
            let k = zeta * omega0
            return exp(-k * t) * ((-k * a + w * b) * cos(w * t) + (-k * b - w * a) * sin(w * t))
        case .critical(let a, let b): return (b - omega0 * (a + b * t)) * exp(-omega0 * t)
        case .over(let r1, let r2, let c1, let c2): return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        }
    }

    /// A bound on |x(t)| that decreases for t ≥ 1/ω₀.
    func envelope(_ t: Double) -> Double {
        switch regime {
        case .under(_, let a, let b): return exp(-zeta * omega0 * t) * (a * a + b * b).squareRoot()
        case .critical(let a, let b): return (abs(a) + abs(b) * t) * exp(-omega0 * t)
        case .over(let r1, let r2, let c1, let c2): return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// The last time |x(t)| ≥ epsilon: after it the motion stays within epsilon of the target.
    func settlingTime(epsilon: Double) -> Double {
        if zeta == 0 { return .infinity }
        // An upper bound from the envelope, found by doubling then bisection.
        var (lo, hi) = (0.0, 1 / omega0)
        while envelope(hi) >= epsilon {
            (lo, hi) = (hi, hi * 2)
            if hi > 1e9 { return .infinity }
        }
        if lo > 0 { hi = bisect(lo, hi) { envelope($0) >= epsilon } }
        // Walk back from the bound to the last sample that is still outside, then refine.
        let step: Double
        if case .under(let w, _, _) = regime { step = Double.pi / w / 16 } else { step = hi / 1024 }
        // A spring oscillating so fast that the walk would take more than 100,000 steps (or whose step
        // vanishes beside `hi`) swings to within a hair of its envelope every period: the bound is the answer.
        if hi / step > 100_000 { return hi }
        var t = hi
        while t > 0 && abs(displacement(t)) < epsilon { t -= step }
        if t <= 0 { return 0 }
        return bisect(t, t + step) { abs(displacement($0)) >= epsilon }
    }
}

extension Spring: CustomStringConvertible {
    /// The spring as you would make it: `Spring(mass: 1, stiffness: 100, damping: 10)`.
    public var description: String {
        let velocity = initialVelocity == 0 ? "" : ", initialVelocity: \(initialVelocity)"
        return "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping)\(velocity))"
    }
}
