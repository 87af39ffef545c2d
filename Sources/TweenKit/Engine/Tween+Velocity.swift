extension TimingCurve {
    /// The curve's slope at `progress`: eased progress per unit of progress. Exact for linear curves and
    /// springs; elsewhere a symmetric difference over a step of 1e-6 (one-sided at the ends and across a
    /// jump of a stepped curve, where the slope is 0 but for the jump).
    ///
    /// ```swift
    /// TimingCurve.easeInQuad.slope(at: 0.5)   // ≈ 1
    /// ```
    public func slope(at progress: Double) -> Double {
        let p = min(max(progress.isNaN ? 0 : progress, 0), 1)
        switch kind {
        case .linear: return 1
        case .steps: return 0
        case .spring(let spring, let duration):
            // The curve is the spring's progress at p × duration, so its slope is duration × its velocity.
            return p >= 1 ? 0 : duration * spring.velocity(at: p * duration)
        default:
            let h = 1e-6
            let low = max(p - h, 0)
            let high = min(p + h, 1)
            return (value(at: high) - value(at: low)) / (high - low)
        }
    }
}

extension Tween where Value: BinaryFloatingPoint {
    /// How fast the value is changing now, in value units per second: the curve's slope times the span,
    /// over the duration, times the speed, with the sign of the pass it is in (backwards on an
    /// autoreversed pass or when reversed). Zero while idle, delayed, paused or ended.
    ///
    /// ```swift
    /// let t = Tween(from: 0, to: 100, duration: 2) { _ in }   // linear: 50 per second
    /// t.start()
    /// t.velocity   // 50.0 once running
    /// ```
    public var velocity: Value {
        guard state == .running, speed > 0, duration > 0, let from, let to else { return 0 }
        let local = playhead.local(at: engine.now)
        guard case .active(let progress) = timing.position(at: local) else { return 0 }
        // Progress falls on an autoreversed odd pass, and time runs backwards when reversed.
        // (The pass is a Double: a tiny duration repeated forever can count more passes than an Int holds.)
        let falling = autoreverses && timing.pass(at: local).truncatingRemainder(dividingBy: 2) == 1
        let sign: Double = (falling ? -1 : 1) * (isReversed ? -1 : 1)
        let perProgress: Double
        if keyframes != nil {
            // Through the keyframes' own segments and curves: a symmetric difference of the values.
            let h = 1e-6
            let low = max(progress - h, 0)
            let high = min(progress + h, 1)
            guard let a = value(atProgress: low), let b = value(atProgress: high) else { return 0 }
            perProgress = Double(b - a) / (high - low)
        } else {
            perProgress = curve.slope(at: progress) * Double(to - from)
        }
        return Value(perProgress / duration * speed * sign)
    }
}
