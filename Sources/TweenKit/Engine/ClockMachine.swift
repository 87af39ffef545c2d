/// Every decision about a playable that Core Animation plays through a `TweenLayer` in its host's tree (which segment
/// runs, what is shown, what a stop means, when the engine's frames take over and hand back), fed one event at a time.
///
/// What `display()` presents for the current segment is shown as it is, so the playable follows the layer tree's time;
/// anything else (an older segment's, the model value, which is no time) is ignored. The engine's frames only watch:
/// they take over when the layer's time moves on and no `display()` comes for a while of the engine's time, and hand
/// back when the host is in a window again, or when `display()` comes again.
///
/// ```swift
/// var machine = ClockMachine()
/// let segment = machine.play(id: 1, local: 0, rate: 1, timing: TweenTiming(duration: 2), time: 10, now: 10)!
/// machine.presented(0.5, segment: segment.id, now: 10.5)   // .show(0.5)
/// machine.frame(time: 10.6, now: 10.6)                      // .anchor(0.6): the layer's time says where it is
/// ```
struct ClockMachine: Sendable, Equatable {
    /// Engine frames in a row, and seconds of the engine's time, the layer's time may move with no `display()`.
    static let patienceFrames = 3
    static let patience = 0.1

    enum Phase: Sendable, Equatable {
        /// No segment: paused, holding still, ended, or not yet played.
        case idle
        /// Core Animation plays this segment.
        case playing(ClockSegment)
        /// The engine's frames play it until the host is in a window again (nil), or `display()` shows it again.
        case takenOver(ClockSegment?)
    }

    /// What the playable does in answer.
    enum Action: Sendable, Equatable {
        /// Nothing: the event was about another segment, or changes nothing.
        case ignore
        /// Writes the value at this local time and runs the events on the way (after the commit, from `display()`).
        case show(Double)
        /// An engine frame while Core Animation plays: the playhead is at this local time; nothing is written.
        case anchor(Double)
        /// An engine frame while the engine plays it: it writes and runs the events, at this local time when the
        /// layer's time says where it is (the host on screen), else (nil) from the playhead.
        case frame(Double?)
        /// A new segment from the playhead (Core Animation removed the animation on screen).
        case restart
        /// The app went to the background: the engine's background policy applies.
        case interrupt
        /// The engine's frames play it from here, from the playhead, with no jump.
        case takeOver
        /// Core Animation plays it again: a new segment from the playhead.
        case handBack
    }

    private(set) var phase = Phase.idle
    /// The local time shown last.
    private var shown = 0.0
    /// Frames in a row that found the layer's time moved unseen, and the engine's time it was last seen.
    private var (unseenFrames, seenAt) = (0, 0.0)
    /// A value presented after one shown since the last frame (that write's commit may display again): the next
    /// frame shows it, so that a write never starts another at once.
    private var (waiting, showedSinceFrame): (Double?, Bool) = (nil, false)
    /// Set when a removal on screen restarted it, cleared by a value shown: a second gives up on Core Animation.
    private var restarted = false
    /// Where its events come in the engine's frame order (set when it gets a clock).
    var order = 0

    /// The segment Core Animation plays, if any.
    var segment: ClockSegment? {
        if case .playing(let segment) = phase { return segment }
        return nil
    }

    /// A new segment `id` from `local` at `rate` (negative when reversed) from the layer's time `time` (the engine's
    /// `now`), replacing any before; nil, standing idle, when nothing moves (rate 0, or at the end).
    mutating func play(id: Int, local: Double, rate: Double, timing: TweenTiming, time: Double, now: Double)
        -> ClockSegment?
    {
        guard let segment = ClockSegment(id: id, local: local, rate: rate, timing: timing, begin: time) else {
            phase = .idle
            return nil
        }
        // Nothing of it shown yet: its first value is written, even at the playhead.
        (phase, shown, unseenFrames, seenAt, waiting) = (.playing(segment), .nan, 0, now, nil)
        return segment
    }

    /// The playable stopped using Core Animation (paused, holding still, ended).
    mutating func halt() { phase = .idle }

    /// The host is not in a window: the engine's frames play it until it is.
    mutating func leaveScreen() { phase = .takenOver(nil) }

    /// `display()` presented `local` (nil before the first commit) for segment `id`, at the engine's time `now`.
    mutating func presented(_ local: Double?, segment id: Int?, now: Double) -> Action {
        guard let local, local.isFinite else { return .ignore }
        switch phase {
        case .playing(let segment) where segment.id == id:
            (unseenFrames, seenAt, restarted) = (0, now, false)
            guard local != shown else { return .ignore }
            guard !showedSinceFrame else {
                waiting = local
                return .ignore
            }
            (shown, showedSinceFrame, waiting) = (local, true, nil)
            return .show(local)
        case .takenOver(let segment?) where segment.id == id:
            phase = .idle
            return .handBack
        default: return .ignore
        }
    }

    /// Core Animation says segment `id` stopped: `finished` when it ran to its end (`animationDidStop`).
    mutating func stopped(segment id: Int, finished: Bool, hostOnScreen: Bool, inBackground: Bool) -> Action {
        guard case .playing(let segment) = phase, segment.id == id else { return .ignore }
        if finished {
            // Its end in the layer's time: shown, unless `display()` showed it already.
            guard shown != segment.toLocal else { return .ignore }
            (shown, waiting) = (segment.toLocal, nil)
            return .show(segment.toLocal)
        }
        if inBackground {
            phase = .idle
            return .interrupt
        }
        if hostOnScreen && !restarted {
            restarted = true
            return .restart
        }
        // Off screen: until the host is back. Removed again on screen with no progress: until it displays.
        phase = .takenOver(hostOnScreen ? segment : nil)
        return .takeOver
    }

    /// An engine frame at `now`, the host layer's time being `time` (nil when the host is in no window).
    mutating func frame(time: Double?, now: Double) -> Action {
        switch phase {
        case .idle: return .ignore
        case .takenOver(let segment):
            if let segment, let time { return .frame(segment.local(at: time, pastEnd: true)) }
            guard segment == nil, time != nil else { return .frame(nil) }
            phase = .idle
            return .handBack
        case .playing(let segment):
            let waited = waiting
            (showedSinceFrame, waiting) = (false, nil)
            if let waited, waited != shown {
                shown = waited
                return .show(waited)
            }
            guard let time else {
                phase = .takenOver(nil)
                return .takeOver
            }
            let local = segment.local(at: time)
            // Held on purpose (an ancestor's speed of 0) or shown already: nothing is missing.
            guard local != shown else {
                (unseenFrames, seenAt) = (0, now)
                return .anchor(local)
            }
            // Patience in the engine's time: a fast ancestor moves the layer's time far between displays.
            unseenFrames += 1
            if unseenFrames >= Self.patienceFrames && now - seenAt >= Self.patience {
                phase = .takenOver(segment)
                return .takeOver
            }
            return .anchor(local)
        }
    }
}
