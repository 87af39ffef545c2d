/// One straight stretch of a playable's local time that an outside clock can run on its own: local time
/// moves at a constant rate from `fromLocal` to `toLocal` over `duration` seconds, after waiting `wait`
/// seconds. Core Animation runs one as a linear `CABasicAnimation` on a `TweenLayer` (`beginTime` =
/// now + `wait`, `fillMode = .backwards`); the playable makes a new segment whenever its playback
/// changes (pause, resume, seek, reverse, speed), so the clock never does any timing of its own.
///
/// ```swift
/// // A 2 s tween with a 0.5 s delay, started at time 10:
/// // ClockSegment(id: 1, startTime: 10, wait: 0.5, fromLocal: 0.5, toLocal: 2.5, duration: 2)
/// ```
public struct ClockSegment: Sendable, Equatable {
    /// Tells this segment from the ones before it: reports about an older segment are ignored.
    public let id: Int
    /// The engine time at which it was made.
    public let startTime: Double
    /// Seconds before local time starts to move: what is left of the delay. Zero when reversed.
    public let wait: Double
    /// The local time when it starts to move.
    public let fromLocal: Double
    /// The local time where it ends: the end of the tween, or a chunk of a tween that repeats forever.
    public let toLocal: Double
    /// Seconds from `fromLocal` to `toLocal` (always > 0).
    public let duration: Double

    /// The longest segment, in seconds: a tween that repeats forever is played in chunks this long.
    public static let longest = 3600.0

    /// The segment that plays on from `local` at `rate` (speed, negative when reversed), or nil when
    /// nothing moves: the rate is zero, or playback is already at its end.
    public init?(id: Int, local: Double, rate: Double, timing: TweenTiming, now: Double) {
        guard rate != 0, rate.isFinite, local.isFinite else { return nil }
        let speed = abs(rate)
        let from: Double
        let to: Double
        let wait: Double
        if rate > 0 {
            let end = timing.totalDuration
            guard local < end else { return nil }
            if timing.activeDuration == 0 {
                // Nothing to animate but the delay: play the delay itself, so the end arrives on time.
                wait = 0
                from = local
            } else {
                wait = local < timing.delay ? (timing.delay - local) / speed : 0
                from = max(local, timing.delay)
            }
            to = min(end, from + Self.longest * speed)
        } else {
            // Reversed playback ends where the delay does (see `Playable.step`).
            guard local > timing.delay else { return nil }
            wait = 0
            from = local
            to = max(timing.delay, from - Self.longest * speed)
        }
        self.id = id
        self.startTime = now
        self.wait = wait
        self.fromLocal = from
        self.toLocal = to
        self.duration = abs(to - from) / speed
    }

    /// Local time per second of engine time (always > 0).
    public var speed: Double { abs(toLocal - fromLocal) / duration }

    /// The local time at engine time `now` by this segment alone: moving back from `fromLocal` during
    /// the wait (the delay counting down), along the segment after it, exactly `toLocal` from its end on.
    public func local(at now: Double) -> Double {
        let elapsed = now - startTime
        let rate = (toLocal - fromLocal) / duration
        if elapsed < wait { return fromLocal - (wait - elapsed) * rate }
        if hasEnded(at: now) { return toLocal }
        return fromLocal + (toLocal - fromLocal) * ((elapsed - wait) / duration)
    }

    /// Whether the segment has run to its end at engine time `now`.
    public func hasEnded(at now: Double) -> Bool {
        now - startTime >= wait + duration
    }

    /// `local` held within the segment's span.
    func clamped(_ local: Double) -> Double {
        min(max(local, min(fromLocal, toLocal)), max(fromLocal, toLocal))
    }
}
