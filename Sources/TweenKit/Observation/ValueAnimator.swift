/// What `TweenedValue` and `TweenedValueObject` share: the tween moving the value, replaced by the next
/// `animate`, which starts from wherever the last one left the value.
@MainActor
final class ValueAnimator<Value: Interpolatable> {
    let engine: TweenEngine
    private(set) var tween: Tween<Value>?

    init(engine: TweenEngine) { self.engine = engine }

    /// Cancels the running tween, if any, and starts one from `from` to `to` that hands each value to
    /// `write`, carrying on the motion of the one it replaces (for vector values: see `retarget(to:)`);
    /// `ended` runs when it ends, unless a newer one has replaced it.
    func animate(
        from: Value, to: Value, duration: Double, curve: TimingCurve, write: @escaping (Value) -> Void,
        ended: @escaping () -> Void
    ) -> Tween<Value> {
        let tween = Tween(from: from, to: to, duration: duration, curve: curve, engine: engine, update: write)
        if let previous = self.tween, previous.state == .running { tween.carryOn(from: previous) }
        stop()
        self.tween = tween
        tween.onComplete { [weak self, weak tween] _ in
            guard let self, self.tween === tween else { return }
            self.tween = nil
            ended()
        }
        tween.start()
        return tween
    }

    /// Cancels the running tween, if any.
    func stop() {
        let running = tween
        tween = nil
        running?.cancel()
    }
}

extension ValueAnimator where Value: BinaryFloatingPoint & VectorInterpolatable {
    /// `spring` carrying on at the velocity of the animation in flight, for a move from `value` to `target`.
    func carrying(_ spring: Spring, from value: Value, to target: Value) -> Spring {
        spring.carrying(Double(tween?.velocity ?? 0), across: Double(target - value))
    }
}
