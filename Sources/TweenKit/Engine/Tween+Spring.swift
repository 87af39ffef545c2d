/// Tweens that run a spring on its own time: for as long as the spring takes to settle, so that at every
/// moment they show what the spring itself shows.
///
/// A spring given as a tween's `curve` is fitted to the tween's duration instead: its settling time is
/// scaled onto that duration (as UIKit's `animate(withDuration:usingSpringWithDamping:...)` fits its
/// spring), faster or slower than the spring alone. Give no duration, as here, to see the spring as it is.
extension Tween {
    /// A spring from the property's value (or `from`) to `to`, lasting the spring's `settlingDuration`
    /// and landing exactly on `to`. A spring that never settles (no damping) fails the tween.
    ///
    /// ```swift
    /// Tween(card, \.offset, to: 0, spring: try Spring(duration: 0.5, bounce: 0.3)).start()
    /// ```
    @inlinable @inline(__always)
    public convenience init<Root: AnyObject>(
        _ object: Root, _ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Root, Value>, from: Value? = nil,
        to: Value, spring: Spring, engine: TweenEngine = .shared
    ) {
        self.init(
            object, property: .keyPath(keyPath()), write: keyPathWriter(keyPath()), read: keyPathReader(keyPath()),
            from: from, to: to, duration: spring.settlingDuration, curve: .spring(spring), engine: engine)
    }

    /// A spring from `from` to `to` handed to `update`, lasting the spring's `settlingDuration`: the form
    /// chosen for values that are not floating-point numbers (so that number literals make a `Double` tween).
    @inlinable @_disfavoredOverload
    public convenience init(
        from: Value, to: Value, spring: Spring, engine: TweenEngine = .shared,
        update: @escaping (Value) -> Void = { _ in }
    ) {
        self.init(
            from: from, to: to, curve: .spring(spring),
            timing: TweenTiming(duration: spring.settlingDuration), target: TweenTarget(update), engine: engine)
    }
}

extension Tween where Value: BinaryFloatingPoint {
    /// A spring from `from` to `to` handed to `update`, lasting the spring's `settlingDuration`: the form
    /// chosen for `Double`, `Float` and `CGFloat`, and for number literals (a `Double` tween).
    ///
    /// ```swift
    /// Tween(from: 0.0, to: 1.0, spring: try Spring(mass: 1, stiffness: 170, damping: 26)) { scale = $0 }.start()
    /// ```
    @inlinable
    public convenience init(
        from: Value, to: Value, spring: Spring, engine: TweenEngine = .shared,
        update: @escaping (Value) -> Void = { _ in }
    ) {
        self.init(
            from: from, to: to, curve: .spring(spring),
            timing: TweenTiming(duration: spring.settlingDuration), target: TweenTarget(update), engine: engine)
    }
}
