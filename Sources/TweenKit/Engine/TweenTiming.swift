/// The timing of one tween or timeline, as Core Animation's `CAMediaTiming` defines it: a delay, then `repeatCount`
/// cycles of `duration` (each played forward then backward when `autoreverses`), with `repeatDelay` seconds of rest
/// between passes (as GSAP's `repeatDelay`). Where a moment falls is a pure function of the local time, so frames can
/// come late, early or not at all without changing where anything lands.
///
/// ```swift
/// let timing = TweenTiming(duration: 2, delay: 0.5, repeatCount: 1.5, autoreverses: true)
/// timing.activeDuration                  // 6: one and a half forward-and-back cycles
/// timing.position(at: 1.5)               // .active(progress: 0.5)
/// timing.position(at: 7)                 // .ended(progress: 1): half-way through the second cycle
///
/// let blink = TweenTiming(duration: 1, repeatCount: 3, repeatDelay: 0.5)
/// blink.activeDuration                   // 4: three passes and two rests
/// blink.position(at: 1.25)               // .active(progress: 1): resting at the end of the first pass
/// ```
public struct TweenTiming: Sendable, Equatable {
    /// Seconds of one pass from start to end, ≥ 0.
    public var duration: Double
    /// Seconds before the first pass, ≥ 0.
    public var delay: Double
    /// How many cycles to play, ≥ 0: `.infinity` repeats forever, 2.5 stops half-way through the third,
    /// and 0 counts as 1 (as in Core Animation).
    public var repeatCount: Double
    /// Seconds of rest between one pass and the next, ≥ 0 (with `autoreverses`, between the forward and the
    /// backward pass too). The value rests where the pass ended.
    public var repeatDelay: Double
    /// Whether each cycle plays forward and then backward (last: no gap after it in a playable).
    public var autoreverses: Bool

    /// A timing from its parts; `validate()` says whether they can play.
    public init(
        duration: Double, delay: Double = 0, repeatCount: Double = 1, autoreverses: Bool = false,
        repeatDelay: Double = 0
    ) {
        (self.duration, self.delay, self.repeatCount, self.autoreverses, self.repeatDelay) =
            (duration, delay, repeatCount, autoreverses, repeatDelay)
    }

    /// Where a local time falls.
    public enum Position: Sendable, Equatable {
        /// Still in the delay: the value is the start.
        case delayed
        /// Playing, at `progress` (0…1) along the current pass, after autoreversing.
        case active(progress: Double)
        /// Past the end, resting at `progress`: 1, or 0 after an even number of autoreversed passes,
        /// or part-way for a fractional repeat count.
        case ended(progress: Double)

        /// The progress along the pass, 0 during the delay.
        public var progress: Double {
            switch self {
            case .delayed: return 0
            case .active(let p), .ended(let p): return p
            }
        }
    }

    var effectiveRepeatCount: Double { repeatCount == 0 ? 1 : repeatCount }
    /// Passes in the whole active span (each autoreversing cycle is two).
    var passes: Double { effectiveRepeatCount * (autoreverses ? 2 : 1) }

    /// Seconds from the end of the delay to the end of the last pass, the rests between passes included
    /// (infinite when repeating forever).
    @inline(__always)
    public var activeDuration: Double {
        guard duration > 0 else { return 0 }
        // Every frame asks: the usual timing, without rests, stays a multiplication.
        return repeatDelay == 0 ? duration * passes : duration * passes + rests
    }

    /// The rests between passes, in seconds: one fewer than the passes begun.
    private var rests: Double { repeatDelay * max(passes.rounded(.up) - 1, 0) }

    /// Seconds from the start of one pass to the start of the next.
    private var period: Double { duration + repeatDelay }
    /// `delay + activeDuration`.
    public var totalDuration: Double { delay + activeDuration }

    /// How close to the end of the active span counts as the end: a nanosecond. Times are differences
    /// of clock readings, so a frame exactly one 1 s duration after a start at 3.6 s lands at
    /// 0.9999999999999996 s; it should finish the tween, not leave it a rounding error short.
    static let endTolerance = 1e-9

    /// Where `local` seconds after the start (the delay included) fall. Within `endTolerance` (a
    /// nanosecond) of the end of the active span counts as ended.
    @inline(__always)
    public func position(at local: Double) -> Position {
        let elapsed = local - delay
        if elapsed < 0 { return .delayed }
        // Inside a whole first pass (most frames of most tweens): no end to work out, no rounding, no turn.
        if elapsed < duration - Self.endTolerance && repeatCount >= 1 { return .active(progress: elapsed / duration) }
        if elapsed >= activeDuration - Self.endTolerance { return .ended(progress: endProgress) }
        return laterPass(elapsed)
    }

    private func laterPass(_ elapsed: Double) -> Position {
        let passes = elapsed / period
        let pass = passes.rounded(.down)
        let into = elapsed - pass * period
        // Resting between passes: where the pass ended.
        if into >= duration { return .active(progress: directed(1, pass: pass)) }
        return .active(progress: directed(repeatDelay == 0 ? passes - pass : into / duration, pass: pass))
    }

    /// The progress at `local` as the pass ending there shows it: at a seam (or within the end tolerance past
    /// it), the end of the pass before; elsewhere, as `position(at:)`.
    func progress(endingPassAt local: Double) -> Double {
        let elapsed = local - delay
        let pass = (elapsed / period).rounded(.down)
        guard pass >= 1, elapsed - pass * period <= Self.endTolerance, elapsed < activeDuration else {
            return position(at: local).progress
        }
        return directed(1, pass: pass - 1)
    }

    /// Which pass (0, 1, 2 …) a local time falls in; 0 during the delay, the last one after the end. The rest
    /// after a pass belongs to it.
    public func pass(at local: Double) -> Double {
        let elapsed = min(local - delay, activeDuration)
        guard elapsed > 0, duration > 0 else { return 0 }
        let pass = (elapsed / period).rounded(.down)
        return elapsed >= activeDuration && pass == elapsed / period ? max(pass - 1, 0) : pass
    }

    /// Whether `local` falls in a rest between two passes (where nothing moves).
    public func isResting(at local: Double) -> Bool {
        let elapsed = local - delay
        guard repeatDelay > 0, elapsed > 0, elapsed < activeDuration else { return false }
        return elapsed - (elapsed / period).rounded(.down) * period >= duration
    }

    /// The local time at which the forward pass holding `local` ends: the first pass's during the delay, the
    /// last's at or past the end (at a seam, the pass beginning there); nil when resting between passes or on a
    /// backward pass, where nothing plays forward.
    func endOfPass(at local: Double) -> Double? {
        // Passes of no length are one, at the end of the delay.
        guard duration > 0 else { return delay }
        let elapsed = max(local - delay, 0)
        let last = passes.rounded(.up) - 1
        let pass = elapsed >= activeDuration ? last : (elapsed / period).rounded(.down)
        if autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1 { return nil }
        if elapsed < activeDuration && elapsed - pass * period > duration { return nil }
        return delay + min(pass * period + duration, activeDuration)
    }

    /// The progress at the very end of the active span.
    public var endProgress: Double {
        let total = passes
        let whole = total.rounded(.down)
        if total == whole { return directed(1, pass: whole - 1) }
        return directed(total - whole, pass: whole)
    }

    /// The local time at `progress` (0…1) of the whole active span, or of one cycle when repeating forever.
    public func localTime(atOverallProgress progress: Double) -> Double {
        let p = progress > 0 ? min(progress, 1) : 0
        let span = activeDuration.isFinite ? activeDuration : (autoreverses ? 2 * duration + repeatDelay : duration)
        return delay + p * span
    }

    private func directed(_ p: Double, pass: Double) -> Double {
        guard autoreverses else { return p }
        let half = pass * 0.5
        return half != half.rounded(.down) ? 1 - p : p  // an odd pass plays backwards
    }

    /// The first invalid parameter, named, or nil.
    public func validate() -> TweenError? { validate(endless: false) }

    /// As `validate()`; with `endless`, an infinite duration is a timeline's that holds a step repeating forever.
    func validate(endless: Bool) -> TweenError? {
        if !(endless && duration == .infinity), let e = TweenError.check("duration", duration) { return e }
        if let e = TweenError.check("delay", delay) { return e }
        if let e = TweenError.check("repeatDelay", repeatDelay) { return e }
        if repeatCount.isNaN || repeatCount < 0 {
            return .invalidParameter(
                name: "repeatCount", value: repeatCount, expected: "not negative (infinity repeats forever)")
        }
        return nil
    }
}
