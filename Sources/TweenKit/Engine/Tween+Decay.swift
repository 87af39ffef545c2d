import Foundation

/// Flicks: tweens that start at a velocity and slow down as a scroll view does (see `Decay`).
extension Tween where Value: VectorInterpolatable {
    /// A value flicked from `from` at `velocity` (units a second), slowing by `decay` until slower than its threshold,
    /// then stopping (a hair short of `projectedEnd`). A non-finite velocity fails the tween.
    ///
    /// ```swift
    /// Tween(from: 300.0, velocity: -1_200, decay: .normal) { offset = $0 }.start()
    /// ```
    public convenience init(
        from: Value, velocity: Value, decay: Decay = .normal, engine: TweenEngine = .shared,
        update: @escaping (Value) -> Void = { _ in }
    ) {
        let (to, duration, track) = Self.decay(from: from, velocity: velocity, decay: decay)
        self.init(from: from, to: to, duration: duration, track: track, engine: engine, update: update)
    }

    /// `object`'s property at `keyPath` flicked from `from` (its value now when nil: where the flick ends and how
    /// long it lasts follow from it, so a flick in a timeline starts there too) at `velocity`.
    ///
    /// ```swift
    /// Tween(sheet, \.offset, velocity: gesture.velocity.y, decay: .fast).start()
    /// ```
    public convenience init<Root: AnyObject>(
        _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, from: Value? = nil, velocity: Value,
        decay: Decay = .normal, engine: TweenEngine = .shared
    ) {
        let start = from ?? object[keyPath: keyPath]
        let (to, duration, track) = Self.decay(from: start, velocity: velocity, decay: decay)
        self.init(object, keyPath, from: start, to: to, duration: duration, track: track, engine: engine)
    }

    /// Why a flick cannot start at `velocity`, if it cannot: a NaN or infinite part, or a speed so large
    /// that its square (how fast it is, for the threshold) overflows.
    static func refusal(of velocity: Value) -> TweenError? {
        guard velocity.isFiniteForTweening else { return .nonFiniteValue(name: "velocity", description: "\(velocity)") }
        guard velocity.magnitudeSquared.isFinite else {
            return .invalidParameter(
                name: "velocity's squared size", value: velocity.magnitudeSquared,
                expected: "finite: a speed below about 1e154")
        }
        return nil
    }

    static func decay(from: Value, velocity: Value, decay: Decay) -> (to: Value, duration: Double, track: Track) {
        if let failure = Self.refusal(of: velocity) { return (from, 0, Motion(failure: failure, showing: from)) }
        let duration = decay.duration(velocity: velocity)
        let to = decay.position(from: from, velocity: velocity, at: duration)
        let track = Motion { progress in
            progress >= 1 ? to : decay.position(from: from, velocity: velocity, at: progress * duration)
        }
        return (to, duration, track)
    }
}

extension Tween where Value: BinaryFloatingPoint & VectorInterpolatable {
    /// A flick that stays within `bounds`: crossing one, it hands its velocity to `spring`, which bounces it back onto
    /// the bound (a rubber band); started outside, it springs back to the nearer bound, carrying `velocity`. It ends
    /// exactly on the bound, or where the decay stops inside. `spring` defaults to a critically damped one of 0.4 s.
    ///
    /// ```swift
    /// Tween(from: offset, velocity: 2_400, decay: .normal, bounds: 0...maxOffset) { offset = $0 }.start()
    /// ```
    public convenience init(
        from: Value, velocity: Value, decay: Decay = .normal, bounds: ClosedRange<Value>, spring: Spring? = nil,
        engine: TweenEngine = .shared, update: @escaping (Value) -> Void = { _ in }
    ) {
        let (to, duration, track) = Self.decay(
            from: from, velocity: velocity, decay: decay, bounds: bounds, spring: spring)
        self.init(from: from, to: to, duration: duration, track: track, engine: engine, update: update)
    }

    /// `object`'s property at `keyPath` flicked within `bounds` (see the closure form).
    public convenience init<Root: AnyObject>(
        _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, from: Value? = nil, velocity: Value,
        decay: Decay = .normal, bounds: ClosedRange<Value>, spring: Spring? = nil, engine: TweenEngine = .shared
    ) {
        let start = from ?? object[keyPath: keyPath]
        let (to, duration, track) = Self.decay(
            from: start, velocity: velocity, decay: decay, bounds: bounds, spring: spring)
        self.init(object, keyPath, from: start, to: to, duration: duration, track: track, engine: engine)
    }

    static func decay(from: Value, velocity: Value, decay: Decay, bounds: ClosedRange<Value>, spring: Spring?)
        -> (to: Value, duration: Double, track: Track)
    {
        let fail = { (error: TweenError) in (from, 0.0, Motion(failure: error, showing: from) as Track) }
        if let failure = Self.refusal(of: velocity) { return fail(failure) }
        guard bounds.lowerBound.isFinite, bounds.upperBound.isFinite else {
            return fail(.nonFiniteValue(name: "bounds", description: "\(bounds)"))
        }
        guard from.isFinite else { return fail(.nonFiniteValue(name: "from", description: "\(from)")) }
        let spring = spring ?? BoundedDecay.defaultSpring
        guard spring.damping > 0 else {
            return fail(
                .invalidParameter(
                    name: "damping", value: spring.damping, expected: "more than 0: an undamped spring never settles"))
        }
        let motion = BoundedDecay(
            from: Double(from), velocity: Double(velocity), decay: decay,
            lower: Double(bounds.lowerBound), upper: Double(bounds.upperBound), spring: spring)
        let to = Value(motion.end)
        let duration = motion.duration
        let track = Motion { progress in
            Value(progress >= 1 ? motion.end : motion.position(at: progress * duration))
        }
        return (to, duration, track)
    }
}

/// A flick of a number within bounds: a decay until it crosses one, then a spring onto it (or, started
/// outside, a spring back to the nearer bound). The spring counts as settled within a hundredth of the decay's
/// own stopping distance (threshold / decay constant) of the bound, so that its last step onto the bound is
/// smaller than any frame's move before it.
struct BoundedDecay: Sendable {
    /// Critically damped, 0.4 s: valid parameters, so making it cannot fail.
    static let defaultSpring = try! Spring(duration: 0.4)

    enum Phase: Sendable {
        /// A decay that stops inside the bounds.
        case decay(duration: Double)
        /// A spring from `from` onto `bound`, `delay` seconds in (after the decay reached it), at `velocity`.
        case spring(bound: Double, start: Double, velocity: Double, delay: Double, settle: Double)
    }

    let from: Double
    let velocity: Double
    let decay: Decay
    let spring: Spring
    /// The spring's motion from a displacement of 1 at rest.
    let rest: Motion
    let phase: Phase

    init(from: Double, velocity: Double, decay: Decay, lower: Double, upper: Double, spring: Spring) {
        (self.from, self.velocity, self.decay, self.spring) = (from, velocity, decay, spring)
        rest = Motion(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: 0)
        let epsilon = decay.threshold / decay.decayConstant / 100
        if from < lower || from > upper {
            let bound = from < lower ? lower : upper
            let settle = spring.settlingTime(displacement: from - bound, velocity: velocity, epsilon: epsilon)
            phase = .spring(bound: bound, start: from, velocity: velocity, delay: 0, settle: settle)
            return
        }
        let stop = decay.duration(velocity: velocity)
        let rest = decay.position(from: from, velocity: velocity, at: stop)
        guard rest < lower || rest > upper else {
            phase = .decay(duration: stop)
            return
        }
        // Crossing: x₀ + v₀·(1 − e^(−kt))/k = bound, so e^(−kt) = 1 − k·(bound − x₀)/v₀.
        let bound = rest < lower ? lower : upper
        let k = decay.decayConstant
        let remaining = 1 - k * (bound - from) / velocity
        let crossing = remaining > 0 ? -log(remaining) / k : 0
        let speed = velocity * max(remaining, 0)
        let settle = spring.settlingTime(displacement: 0, velocity: speed, epsilon: epsilon)
        phase = .spring(bound: bound, start: bound, velocity: speed, delay: crossing, settle: settle)
    }

    var duration: Double {
        switch phase {
        case .decay(let duration): return duration
        case .spring(_, _, _, let delay, let settle): return settle.isFinite ? delay + settle : delay
        }
    }

    var end: Double {
        switch phase {
        case .decay(let duration): return decay.position(from: from, velocity: velocity, at: duration)
        case .spring(let bound, _, _, _, _): return bound
        }
    }

    func position(at time: Double) -> Double {
        switch phase {
        case .decay: return decay.position(from: from, velocity: velocity, at: time)
        case .spring(let bound, let start, let speed, let delay, _):
            guard time > delay else { return decay.position(from: from, velocity: velocity, at: time) }
            // The spring's equation is linear: its response to the displacement, plus its response to the velocity.
            let t = time - delay
            let displaced = (start - bound) * rest.displacement(t)
            return bound + displaced + speed * spring.velocityResponse(at: t)
        }
    }
}
