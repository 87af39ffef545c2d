/// Every decision about a playable that Core Animation plays through a `TweenLayer` in its host's tree: which
/// segment runs, what is shown, what a stop means, and when the engine's frames take over and hand back. A
/// value fed one event at a time, answering what to do; `Playable` carries the answer out.
///
/// Core Animation is the clock and the source of values: what `display()` presents for the current segment is shown as
/// it is, so the playable follows the layer tree's time; anything else presented (an older segment's, or the model
/// value, which is no time) is ignored. The engine's frames only watch: they take over when the layer's time moves on
/// and no `display()` comes (playing it in that time while the host is on screen), and hand back when the host is in
/// a window again, or when `display()` comes again.
///
/// ```swift
/// var machine = ClockMachine()
/// let segment = machine.play(id: 1, local: 0, rate: 1, timing: TweenTiming(duration: 2), time: 10)!
/// machine.presented(0.5, segment: segment.id)   // .show(0.5, from: 0)
/// machine.frame(time: 10.5)                      // .anchor(0.5): the layer's time says where it is
/// ```
struct ClockMachine: Sendable, Equatable {
    /// How many engine frames in a row the layer's time may move unseen before the engine takes over...
    static let patienceFrames = 3
    /// ...and by how much of the layer's time: one long frame (the app busy) is not a silent clock.
    static let patience = 0.1

    enum Phase: Sendable, Equatable {
        /// No segment: paused, holding still, ended, or not yet played.
        case idle
        /// Core Animation plays this segment.
        case playing(ClockSegment)
        /// The engine's frames play it until the host is in a window again (nil), or until `display()` shows it again.
        case takenOver(ClockSegment?)
    }

    /// What the playable does in answer.
    enum Action: Sendable, Equatable {
        /// Nothing: the event was about another segment, or changes nothing.
        case ignore
        /// Writes the value at local time `local` (from `display()`: quietly), and runs the events of the
        /// motion from `from` after Core Animation's commit.
        case show(Double, from: Double)
        /// An engine frame while Core Animation plays: the playhead is at this local time; nothing is written.
        case anchor(Double)
        /// An engine frame while the engine plays it: the frame writes and runs the events, at this local time
        /// when the layer's time says where it is (the host on screen: the tree still holds, scrubs and scales it),
        /// else (nil) from the playhead.
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
    /// The local time shown last: where the next events start.
    private var shown = 0.0
    /// Engine frames in a row that found the layer's time moved past what was shown.
    private var unseenFrames = 0
    /// Set when a removal on screen made it restart, cleared by the next value shown: a second removal
    /// without progress gives up on Core Animation.
    private var restarted = false
    /// Where its events come in the engine's frame order (set when it gets a clock).
    var order = 0

    /// The segment Core Animation plays, if any.
    var segment: ClockSegment? {
        if case .playing(let segment) = phase { return segment }
        return nil
    }

    /// A new segment `id` from `local` at `rate` (speed, negative when reversed), from the host layer's time
    /// `time`, replacing any before; nil when nothing moves (rate 0, or at the end), and it stands idle.
    mutating func play(id: Int, local: Double, rate: Double, timing: TweenTiming, time: Double) -> ClockSegment? {
        guard let segment = ClockSegment(id: id, local: local, rate: rate, timing: timing, begin: time) else {
            phase = .idle
            return nil
        }
        phase = .playing(segment)
        shown = local
        unseenFrames = 0
        return segment
    }

    /// The playable stopped using Core Animation (paused, holding still, ended).
    mutating func halt() { phase = .idle }

    /// The host is not in a window: the engine's frames play it until it is.
    mutating func leaveScreen() { phase = .takenOver(nil) }

    /// Core Animation presented `local` (nil when nothing is presented yet) for segment `id`, in `display()`.
    mutating func presented(_ local: Double?, segment id: Int?) -> Action {
        guard let local, local.isFinite else { return .ignore }
        switch phase {
        case .playing(let segment) where segment.id == id:
            unseenFrames = 0
            restarted = false
            guard local != shown else { return .ignore }
            defer { shown = local }
            return .show(local, from: shown)
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
            defer { shown = segment.toLocal }
            return .show(segment.toLocal, from: shown)
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

    /// An engine frame, the host layer's time being `time` (nil when the host is not in a window).
    mutating func frame(time: Double?) -> Action {
        switch phase {
        case .idle: return .ignore
        case .takenOver(let segment):
            if let segment, let time { return .frame(segment.local(at: time, pastEnd: true)) }
            guard segment == nil, time != nil else { return .frame(nil) }
            phase = .idle
            return .handBack
        case .playing(let segment):
            guard let time else {
                phase = .takenOver(nil)
                return .takeOver
            }
            let local = segment.local(at: time)
            // Held on purpose (an ancestor's speed of 0) or shown already: nothing is missing.
            guard local != shown else {
                unseenFrames = 0
                return .anchor(local)
            }
            unseenFrames += 1
            let unseen = abs(local - shown) * segment.duration / abs(segment.toLocal - segment.fromLocal)
            if unseenFrames >= Self.patienceFrames && unseen >= Self.patience {
                phase = .takenOver(segment)
                return .takeOver
            }
            return .anchor(local)
        }
    }
}
