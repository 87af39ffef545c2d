/// One straight stretch of a hosted playable's local time: a linear animation of a `TweenLayer`'s clock value from
/// `fromLocal` to `toLocal`, from `begin` for `duration` in the host layer's time, so that the tree's timing moves the
/// playable as it moves every animation there. A delay is local time like any other; any change of playback (pause,
/// resume, seek, reverse, speed) makes a new segment, so Core Animation times nothing of its own.
///
/// ```swift
/// // A 2 s tween with a 0.5 s delay, started when the host layer's time is 10:
/// // ClockSegment(id: 1, begin: 10, fromLocal: 0, toLocal: 2.5, duration: 2.5)
/// ```
struct ClockSegment: Sendable, Equatable {
    /// Tells it from the segments before it: what a layer reports about an older one is ignored.
    let id: Int
    /// When it begins, in the host layer's time.
    let begin: Double
    /// The local time at `begin`.
    let fromLocal: Double
    /// The local time at its end: the playable's end (its start when reversed), or a chunk's of one repeating forever.
    let toLocal: Double
    /// Seconds of the host layer's time from `fromLocal` to `toLocal` (always more than 0).
    let duration: Double

    /// The longest segment, in seconds of local time per unit of speed: one that repeats forever plays in such chunks.
    static let longest = 3600.0

    /// The segment that plays on from `local` at `rate` (speed, negative when reversed) from the layer's
    /// time `begin`, or nil when nothing moves: the rate is zero, or playback is at its end already.
    init?(id: Int, local: Double, rate: Double, timing: TweenTiming, begin: Double) {
        guard rate != 0, rate.isFinite, local.isFinite, begin.isFinite else { return nil }
        let reach = Self.longest * abs(rate)
        if rate > 0 {
            guard local < timing.totalDuration else { return nil }
            toLocal = min(timing.totalDuration, local + reach)
        } else {
            // Reversed playback ends where the delay does.
            guard local > timing.delay else { return nil }
            toLocal = max(timing.delay, local - reach)
        }
        (self.id, self.begin, fromLocal) = (id, begin, local)
        duration = abs(toLocal - local) / abs(rate)
    }

    /// The local time at the layer's time `time`: `fromLocal` before it begins, `toLocal` from its end on
    /// (as the animation's fill shows them), or on past it at the same rate when `pastEnd`.
    func local(at time: Double, pastEnd: Bool = false) -> Double {
        let fraction = (time - begin) / duration
        if !(fraction > 0) { return fromLocal }
        return fraction >= 1 && !pastEnd ? toLocal : fromLocal + (toLocal - fromLocal) * fraction
    }
}
