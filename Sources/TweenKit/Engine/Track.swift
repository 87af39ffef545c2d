extension Tween {
    /// What a tween shows along a pass when that is more than its curve between `from` and `to`:
    /// keyframes, a motion that carries on an interrupted one's velocity, a decay. A plain tween has
    /// none, and pays one word and one test a frame for all of them.
    @usableFromInline @MainActor
    class Track {
        @usableFromInline init() {}

        /// The value at `progress` (0…1) along a pass. (Only progress is passed: the frame loop then
        /// keeps its values in registers on the way to a tween without a track.)
        func value(at progress: Double) -> Value { preconditionFailure("a Track subclass gives its values") }

        /// Why the track cannot play, if it cannot.
        func validate() -> TweenError? { nil }
    }

    /// A track whose values a closure gives (made where more is known of `Value`, as that it is a vector).
    final class Motion: Track {
        let body: (Double) -> Value
        let failure: TweenError?

        init(_ body: @escaping (Double) -> Value) { (self.body, failure) = (body, nil) }

        /// A track that cannot play, for the reason `failure` gives; it shows `value`.
        init(failure: TweenError, showing value: Value) { (body, self.failure) = ({ _ in value }, failure) }

        override func value(at progress: Double) -> Value { body(progress) }

        override func validate() -> TweenError? { failure }
    }
}

extension Tween {
    /// A tween whose `track` gives its values, from `from` to `to` over `duration`, handed to `update`.
    convenience init(
        from: Value, to: Value, duration: Double, track: Track, curve: TimingCurve = .linear, engine: TweenEngine,
        update: @escaping (Value) -> Void
    ) {
        self.init(
            from: from, to: to, curve: curve, track: track, timing: TweenTiming(duration: duration),
            target: TweenTarget(update), engine: engine)
    }

    /// A tween whose `track` gives its values, written to `object`'s property at `keyPath`.
    convenience init<Root: AnyObject>(
        _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, from: Value, to: Value, duration: Double,
        track: Track, curve: TimingCurve = .linear, engine: TweenEngine
    ) {
        self.init(
            from: from, to: to, curve: curve, track: track, timing: TweenTiming(duration: duration),
            target: TweenTarget(object, property: .keyPath(keyPath), write: keyPathWriter(keyPath), read: nil),
            engine: engine)
    }
}
