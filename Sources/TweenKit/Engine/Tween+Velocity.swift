extension TimingCurve {
    /// The curve's slope at `progress`: eased progress per unit of progress. Exact for the named curves, cubic Béziers
    /// and springs (one-sided at the ends, and at the join of an in-out curve's halves); a symmetric difference over a
    /// step of 1e-6 for custom curves, and where an exact slope is infinite or undefined (a circle's vertical end, a
    /// Bézier whose control point sits on an end). A stepped curve's slope is 0 (but for its jumps).
    ///
    /// ```swift
    /// TimingCurve.easeInQuad.slope(at: 0.5)   // 1
    /// ```
    public func slope(at progress: Double) -> Double {
        let p = min(max(progress.isNaN ? 0 : progress, 0), 1)
        switch kind {
        case .linear: return 1
        case .steps: return 0
        case .spring(let spring, let duration):
            // The curve is the spring's progress at p × duration, so its slope is duration × its velocity.
            return p >= 1 ? 0 : duration * spring.velocity(at: p * duration)
        case .penner(let curve):
            let exact = curve.slope(at: p)
            return exact.isFinite ? exact : difference(at: p)
        case .bezier(let bezier): return bezier.slope(at: p) ?? difference(at: p)
        case .custom: return difference(at: p)
        }
    }

    private func difference(at p: Double) -> Double {
        let (low, high) = (max(p - 1e-6, 0), min(p + 1e-6, 1))
        return (value(at: high) - value(at: low)) / (high - low)
    }
}

extension Tween where Value: VectorInterpolatable {
    /// How fast the value is changing now, in value units per second (for a vector, per part): the curve's
    /// slope times the span, over the duration, times the speed, with the sign of the pass it is in
    /// (backwards on an autoreversed pass or when reversed). A step of a sequence or group moves at its
    /// timeline's pace. Zero while idle, delayed, paused or ended.
    ///
    /// ```swift
    /// let t = Tween(from: 0, to: 100, duration: 2) { _ in }   // linear: 50 per second
    /// t.start()
    /// t.velocity   // 50.0 once running
    /// ```
    public var velocity: Value {
        let rate = localRate
        guard state == .running, rate != 0, duration > 0, let from else { return .zero }
        guard let local = localInRoot, case .active(let progress) = timing.position(at: local),
            !timing.isResting(at: local)
        else { return .zero }
        // Progress falls on an autoreversed odd pass; the rate is negative when time runs backwards (reversed,
        // or inside a timeline playing backwards). (The pass is a Double: a tiny duration repeated forever can
        // count more passes than an Int holds.)
        let falling = autoreverses && timing.pass(at: local).truncatingRemainder(dividingBy: 2) == 1
        let perSecond = rate * (falling ? -1 : 1) / duration
        if let keyframes = track as? Keyframes, keyframes.validate() == nil {
            // The segment's span times its curve's slope, over the segment's share of the pass.
            let (segment, local, width, curve) = keyframes.place(at: progress)
            guard width > 0 else { return .zero }
            let span = keyframes.values[segment + 1].subtracting(keyframes.values[segment])
            return span.scaled(by: curve.slope(at: local) / width * perSecond)
        }
        if track != nil {
            // Through the track's own motion: a symmetric difference of its values.
            let (low, high) = (max(progress - 1e-6, 0), min(progress + 1e-6, 1))
            guard let a = value(atProgress: low), let b = value(atProgress: high) else { return .zero }
            return b.subtracting(a).scaled(by: perSecond / (high - low))
        }
        return to.subtracting(from).scaled(by: curve.slope(at: progress) * perSecond)
    }
}
