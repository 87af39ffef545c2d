extension Spring {
    /// The same spring, starting at `velocity` value units per second toward a target `span` units away (its initial
    /// velocity is in progress per second). A span of 0 cannot carry a velocity: the spring then starts at rest.
    func carrying(_ velocity: Double, across span: Double) -> Spring {
        guard span != 0, velocity.isFinite, velocity != 0 else { return self }
        return (try? Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity / span))
            ?? self
    }
}

#if canImport(Observation)
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension TweenedValue where Value: BinaryFloatingPoint & VectorInterpolatable {
    /// Moves it to `target` on `spring`, on the spring's own time, carrying on at the velocity it has: an
    /// animation in flight hands its velocity to the spring, so position and speed are continuous (as a
    /// SwiftUI spring animation that interrupts another does).
    ///
    /// ```swift
    /// offset.animate(to: 300, spring: try Spring(duration: 0.5, bounce: 0.2))
    /// offset.animate(to: 0, spring: try Spring(duration: 0.5, bounce: 0.2))   // mid-flight: no jolt
    /// ```
    @discardableResult
    public func animate(to target: Value, spring: Spring) -> Tween<Value> {
        let carried = animator.carrying(spring, from: value, to: target)
        return animate(to: target, duration: carried.settlingDuration, curve: .spring(carried))
    }
}
#endif

#if canImport(Combine)
extension TweenedValueObject where Value: BinaryFloatingPoint & VectorInterpolatable {
    /// Moves it to `target` on `spring`, on the spring's own time, carrying on at the velocity it has
    /// (see `TweenedValue.animate(to:spring:)`).
    @discardableResult
    public func animate(to target: Value, spring: Spring) -> Tween<Value> {
        let carried = animator.carrying(spring, from: value, to: target)
        return animate(to: target, duration: carried.settlingDuration, curve: .spring(carried))
    }
}
#endif
