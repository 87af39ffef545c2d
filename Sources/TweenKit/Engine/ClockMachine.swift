/// Every decision about a playable that an outside clock plays (Core Animation, through a `TweenLayer`):
/// which segment runs, which reports to trust, what a stop means, and when to give up on the clock and
/// play on the engine's frames instead. A value type fed one event at a time, answering what to do;
/// `Playable` carries the answer out, and the clock only relays what it hears.
///
/// Trust is earned, never assumed, so that no report can make a tween jump:
/// - a report names its segment, and only the current segment's reports count;
/// - nothing is trusted before the clock says the segment started (Core Animation's
///   `animationDidStart(_:)`): until then a presented value may still be the previous segment's, or the
///   model value, which is the segment's end;
/// - a trusted time must lie within `tolerance` seconds of the core's own time for the segment.
///
/// Any other report is answered with the core's own time. A report only moves the playhead; the engine's
/// frames write what it shows (so nothing is written, and no handler runs, while Core Animation prepares a
/// commit). They also watch the clock: a segment that should be moving but from which nothing trustworthy is
/// heard for `patienceFrames` frames and `patience` seconds is taken over by the engine's frames
/// (`Action.takeOver`).
///
/// ```swift
/// var machine = ClockMachine()
/// let segment = machine.play(id: 1, local: 0, rate: 1, timing: TweenTiming(duration: 2), now: 10)!
/// machine.displayed(2, segment: segment.id, now: 10)    // .show(0): not started, so the core's own time
/// machine.started(segment: segment.id, now: 10)
/// machine.displayed(1, segment: segment.id, now: 11)    // .show(1)
/// ```
struct ClockMachine: Sendable, Equatable {
    /// How far (in seconds of engine time) a reported time may be from the core's own time and still be
    /// believed: a few frames, since Core Animation presents a frame ahead of `now`.
    static let tolerance = 0.05
    /// How long a segment that should be moving may go unheard before the engine takes it over.
    static let patience = 0.1
    /// How many engine frames it must go unheard, too: one long frame (the app busy) is not silence.
    static let patienceFrames = 3

    enum Phase: Sendable, Equatable {
        /// No segment on the clock: paused, holding still, ended, or not yet played.
        case idle
        /// A segment was handed to the clock, which has not yet said it started.
        case awaitingStart(ClockSegment)
        /// The clock said the segment started: its reports are believed when near the core's time.
        case running(ClockSegment)
    }

    /// What the playable does in answer.
    enum Action: Sendable, Equatable {
        /// Nothing: the event was about a replaced or halted segment.
        case ignore
        /// Show this local time (which may start, finish or move it on to the next chunk).
        case show(Double)
        /// Hand the clock a new segment from the core's time (Core Animation removed the animation).
        case restart
        /// Apply the engine's background policy.
        case interrupt
        /// Give up on the clock: the engine's frames play on from the core's own time.
        case takeOver
    }

    private(set) var phase: Phase = .idle
    /// The engine time of the last thing heard that could be trusted, or when the segment should start
    /// moving if that is later.
    private var lastHeard = 0.0
    private var framesUnheard = 0
    /// Whether a trusted report came since a removal made it restart: a second removal without
    /// progress gives up on the clock.
    private var progressedSinceRestart = true
    /// The local time last shown in this segment. Reports and the core's own time come from two time bases
    /// (Core Animation's presentation and the display link's target time), a hair apart: what is shown
    /// never moves back within a segment, so a count never flicks back a digit.
    private var shown: Double?

    /// The segment on the clock, started or not.
    var segment: ClockSegment? {
        switch phase {
        case .idle: return nil
        case .awaitingStart(let segment), .running(let segment): return segment
        }
    }

    /// A new segment `id` from `local` at `rate` (speed, negative when reversed), replacing any before
    /// it; nil when nothing moves (rate 0, or already at the end), and the clock then stands idle.
    /// Ids are unique on the engine, so that a clock layer used by one tween after another never takes
    /// a late report about the first for one about the second.
    mutating func play(id: Int, local: Double, rate: Double, timing: TweenTiming, now: Double) -> ClockSegment? {
        guard let segment = ClockSegment(id: id, local: local, rate: rate, timing: timing, now: now) else {
            phase = .idle
            return nil
        }
        phase = .awaitingStart(segment)
        lastHeard = segment.startTime + segment.wait
        framesUnheard = 0
        shown = nil
        return segment
    }

    /// The playable stopped using the clock (paused, holding still, ended, taken over).
    mutating func halt() {
        phase = .idle
        shown = nil
    }

    /// The clock says segment `id` started (`animationDidStart(_:)`).
    mutating func started(segment id: Int?, now: Double) {
        guard case .awaitingStart(let segment) = phase, segment.id == id else { return }
        phase = .running(segment)
        heard(at: now)
    }

    /// The clock presented `reported` (nil when it has no presented value yet) as a time of segment `id`.
    mutating func displayed(_ reported: Double?, segment id: Int?, now: Double) -> Action {
        guard let segment else { return .ignore }
        let own = segment.local(at: now)
        // During the wait Core Animation's backwards fill shows `fromLocal`, past the delay: the core's
        // own time is the delay counting down.
        guard now - segment.startTime >= segment.wait else { return show(own, in: segment) }
        guard case .running = phase, segment.id == id, let reported, reported.isFinite,
            abs(reported - own) <= Self.tolerance * segment.speed
        else { return show(own, in: segment) }
        heard(at: now)
        progressedSinceRestart = true
        return show(segment.clamped(reported), in: segment)
    }

    /// The clock says segment `id` stopped: `finished` when it ran to its end (`animationDidStop`).
    mutating func stopped(
        segment id: Int?, finished: Bool, hostOnScreen: Bool, inBackground: Bool,
        now: Double
    ) -> Action {
        guard let segment, segment.id == id else { return .ignore }
        if finished {
            // The end, unless the core's own time says it is early: then the engine plays on.
            if segment.hasEnded(at: now + Self.tolerance / segment.speed) { return show(segment.toLocal, in: segment) }
            phase = .idle
            return .takeOver
        }
        if inBackground {
            phase = .idle
            return .interrupt
        }
        if hostOnScreen && progressedSinceRestart {
            progressedSinceRestart = false
            return .restart
        }
        // Removed with its host off screen, or removed again without moving: the clock cannot be
        // relied on, so the engine's frames play on from the core's own time.
        phase = .idle
        return .takeOver
    }

    /// An engine frame at `now`, the playhead (anchored by the trusted reports) at `playhead`: the frame shows
    /// it. Writes happen here, on the engine's frame (on Apple platforms the display link's, before Core
    /// Animation's commit), never in the clock's display report, which only moves the playhead. A clock quiet
    /// for `patienceFrames` frames and `patience` seconds since the segment should have been moving is taken
    /// over (`.takeOver`).
    mutating func frame(now: Double, playhead: Double) -> Action {
        guard let segment else { return .ignore }
        if now > lastHeard {
            framesUnheard += 1
            if framesUnheard >= Self.patienceFrames && now - lastHeard >= Self.patience {
                phase = .idle
                return .takeOver
            }
        }
        // During the wait the playhead is the delay counting down, outside the segment's span.
        let waiting = now - segment.startTime < segment.wait
        return show(waiting ? playhead : segment.clamped(playhead), in: segment)
    }

    /// Shows `local`, or what was shown already in this segment when `local` would move back from it.
    private mutating func show(_ local: Double, in segment: ClockSegment) -> Action {
        let forward = segment.toLocal >= segment.fromLocal
        let next = shown.map { forward ? max($0, local) : min($0, local) } ?? local
        shown = next
        return .show(next)
    }

    private mutating func heard(at now: Double) {
        lastHeard = max(lastHeard, now)
        framesUnheard = 0
    }
}
