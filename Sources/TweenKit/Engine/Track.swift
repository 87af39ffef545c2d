extension Tween {
    /// What a tween shows along a pass when that is more than its curve between `from` and `to`:
    /// keyframes, a motion that carries on an interrupted one's velocity, a decay. A plain tween has
    /// none, and pays one word and one test a frame for all of them.
    @usableFromInline
    class Track {
        @usableFromInline init() {}

        /// The value at `progress` (0…1) of a pass from `from` to `to` eased by `curve`.
        func value(_ from: Value, _ to: Value, _ progress: Double, curve: TimingCurve) -> Value {
            Value.interpolate(from, to, curve.value(at: progress))
        }

        /// Why the track cannot play, if it cannot.
        func validate() -> TweenError? { nil }
    }

    /// A track whose value at each progress a closure gives (made where more is known of `Value`,
    /// as that it is a vector).
    final class Motion: Track {
        let body: (Value, Value, Double, TimingCurve) -> Value
        let failure: TweenError?

        init(_ body: @escaping (Value, Value, Double, TimingCurve) -> Value) {
            self.body = body
            failure = nil
        }

        /// A track that cannot play, for the reason `failure` gives.
        init(failure: TweenError) {
            body = { from, _, _, _ in from }
            self.failure = failure
        }

        override func value(_ from: Value, _ to: Value, _ progress: Double, curve: TimingCurve) -> Value {
            body(from, to, progress, curve)
        }

        override func validate() -> TweenError? { failure }
    }
}
