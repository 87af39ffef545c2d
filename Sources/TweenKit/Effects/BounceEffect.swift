/// The bounce-on-select effect, as data: the scales a layer passes through when
/// selected (1 → 0.8 → 0.9) or deselected (back: 0.9 → 0.8 → 1), how long it takes, and where it rests.
/// `BounceSelect` plays it with Core Animation on any view or layer; the decisions are made here.
///
/// ```swift
/// let plan = try BounceEffect().plan(selecting: true, animated: true, reducesMotion: false)
/// plan.restingScale            // 0.9: set on the layer first, so nothing snaps back afterwards
/// plan.keyframes?.values       // [1, 0.8, 0.9] over 0.2 s
/// ```
public struct BounceEffect: Sendable, Equatable {
    /// The duration unless one is given: 0.2 s.
    public static let defaultDuration = 0.2

    /// Seconds the bounce takes; 0 means no animation.
    public var duration: Double
    /// The scale at the bottom of the bounce.
    public var pressedScale: Double
    /// The scale at which a selected layer rests.
    public var selectedScale: Double

    /// An effect with these timings and scales; the defaults bounce 1 → 0.8 → 0.9 in 0.2 s.
    public init(
        duration: Double = BounceEffect.defaultDuration, pressedScale: Double = 0.8, selectedScale: Double = 0.9
    ) {
        (self.duration, self.pressedScale, self.selectedScale) = (duration, pressedScale, selectedScale)
    }

    /// Scales at key times, played over `duration`.
    public struct Keyframes: Sendable, Equatable {
        /// The scales passed through, first to last.
        public let values: [Double]
        /// When each scale is reached, as fractions (0…1) of `duration`.
        public let keyTimes: [Double]
        /// Seconds the bounce takes.
        public let duration: Double

        /// Keyframes from their parts (`values` and `keyTimes` of equal length).
        public init(values: [Double], keyTimes: [Double], duration: Double) {
            (self.values, self.keyTimes, self.duration) = (values, keyTimes, duration)
        }

        /// The scale on show `elapsed` seconds after the bounce began: eased in and out between key
        /// values (as `BounceSelect` has Core Animation play them), held before and after.
        ///
        /// ```swift
        /// BounceEffect.Keyframes(values: [1, 0.8, 0.9], keyTimes: [0, 0.5, 1], duration: 0.2).value(at: 0.1)   // 0.8
        /// ```
        public func value(at elapsed: Double) -> Double {
            guard let first = values.first, let last = values.last else { return 1 }
            guard duration > 0, elapsed > 0 else { return elapsed >= duration ? last : first }
            let time = elapsed / duration
            guard time < 1 else { return last }
            for index in 1..<max(min(values.count, keyTimes.count), 1) where time < keyTimes[index] {
                let start = keyTimes[index - 1]
                let span = keyTimes[index] - start
                let fraction = span > 0 ? TimingCurve.easeInEaseOut.value(at: (time - start) / span) : 1
                return values[index - 1] + (values[index] - values[index - 1]) * fraction
            }
            return last
        }
    }

    /// What to do for one change of selection: always set `restingScale` as the model value; animate any `keyframes`.
    public struct Plan: Sendable, Equatable {
        /// The scale the layer rests at afterwards: set as its model value first.
        public let restingScale: Double
        /// The bounce to play, or nil to set `restingScale` without animating.
        public let keyframes: Keyframes?

        /// A plan from its parts.
        public init(restingScale: Double, keyframes: Keyframes?) {
            (self.restingScale, self.keyframes) = (restingScale, keyframes)
        }
    }

    /// Where a layer rests after selecting or deselecting, even when the effect is invalid: a selected
    /// scale that is not finite and positive rests at 1, so no bad scale ever reaches a layer.
    public func restingScale(selecting: Bool) -> Double {
        selecting && TweenError.check("selectedScale", selectedScale, positive: true) == nil ? selectedScale : 1
    }

    /// The plan for selecting or deselecting. Not animated, or with Reduce Motion on, or with a zero duration, the
    /// layer just takes its resting scale. A bounce that starts while another is on show starts from `presentedScale`,
    /// the scale on show now (see `Keyframes.value(at:)`). Throws naming the first bad parameter.
    public func plan(
        selecting: Bool, animated: Bool, reducesMotion: Bool, presentedScale: Double? = nil
    ) throws(TweenError) -> Plan {
        if let error = TweenError.check("duration", duration) { throw error }
        if let error = TweenError.check("pressedScale", pressedScale, positive: true) { throw error }
        if let error = TweenError.check("selectedScale", selectedScale, positive: true) { throw error }
        let rest = restingScale(selecting: selecting)
        guard animated, !reducesMotion, duration > 0 else { return Plan(restingScale: rest, keyframes: nil) }
        var values = selecting ? [1, pressedScale, selectedScale] : [selectedScale, pressedScale, 1]
        if let presentedScale, TweenError.check("presentedScale", presentedScale, positive: true) == nil {
            values[0] = presentedScale
        }
        return Plan(
            restingScale: rest, keyframes: Keyframes(values: values, keyTimes: [0, 0.5, 1], duration: duration))
    }
}
