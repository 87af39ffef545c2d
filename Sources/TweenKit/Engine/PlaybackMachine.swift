/// Every decision about a root's playback, as a value fed one event at a time: its state, direction, speed, timing
/// and playhead; what it shows; where it is among the events of a moment (what a control from a handler leaves
/// owed, E5 and C9); how deep it is in its own handlers; whether it is finishing. `Playable` carries out what it
/// answers (show a time, run an event, complete, hand the playback to frames or a clock), and after each handler
/// asks it again what comes next: nothing else writes these.
///
/// The playhead maps the engine's clock onto local time: `local = anchorLocal + (now − anchorTime) · rate` while
/// delayed or running, `anchorLocal` in every other state. Every change of speed, direction or place re-anchors it,
/// so local time is worked out from absolute time, never accumulated frame by frame, and an ended one's is frozen.
///
/// ```swift
/// var machine = PlaybackMachine(timing: TweenTiming(duration: 2))
/// machine.start(now: 10)                   // 0: show local time 0; now .running
/// machine.pause(now: 11)                   // true; local time stays 1
/// machine.resume(now: 20)                  // true; local time 1 at 20, 2 at 21
/// machine.end(.cancelled, now: 20.5)       // true; local time 1.5 from now on
/// ```
struct PlaybackMachine: Sendable, Equatable {
    private(set) var anchorTime = 0.0
    private(set) var anchorLocal = 0.0
    /// Speed times direction (−1 when reversed): the one stored form of the speed.
    private(set) var rate = 1.0
    /// The local time shown last (NaN before anything is shown).
    private(set) var shown = Double.nan
    var timing: TweenTiming
    /// Events at the playhead's moment still to run: those after `after` (all when nil), and the root's start when
    /// `owesStart`. Playback that starts at a time owes them (E5); a handler's control leaves the rest of its moment.
    private(set) var owed: Owed?
    /// Counts controls: a motion, or a render, stops where a handler's control took over (C9).
    private(set) var generation: UInt32 = 0
    /// How deep it is in running its own handlers (E5: starting from one of them waits a frame).
    private(set) var handlerDepth: UInt16 = 0
    private(set) var state: TweenState = .idle
    private(set) var isReversed = false
    /// The state a pause left (delayed or running), restored by `resume`.
    private(set) var stateBeforePause: TweenState = .running
    private(set) var pausedForBackground = false
    /// An idle one was sought: `start` begins at `anchorLocal`.
    private(set) var hasPendingSeek = false
    /// Whether `shown` was shown as the end of the pass ending there (a seam, E6).
    private(set) var shownAtPassEnd = false
    /// Set while `finish()` shows the end: a finish asked for then (by an update handler) is that one.
    private(set) var isFinishing = false

    struct Owed: Sendable, Equatable {
        var time: Double
        var after: Event.ID?
        var owesStart: Bool
    }

    init(timing: TweenTiming, speed: Double = 1) { (self.timing, rate) = (timing, speed) }

    // MARK: Reading

    /// The public `speed`, as set, even when it is not a valid speed.
    var speed: Double { isReversed ? -rate : rate }
    var isInDelay: Bool { state == .delayed || (state == .paused && stateBeforePause == .delayed) }
    var isMoving: Bool { state.isMoving }
    /// The local time at the engine's time `now`.
    func local(at now: Double) -> Double { isMoving ? anchorLocal + (now - anchorTime) * rate : anchorLocal }
    @inline(__always)
    func movingLocal(at now: Double) -> Double { anchorLocal + (now - anchorTime) * rate }
    /// The local time of its end: where it finishes, forward or reversed.
    var endLocal: Double { isReversed ? timing.delay : timing.localTime(atOverallProgress: 1) }

    /// Progress over the whole active span (0…1; over one cycle when repeating forever).
    func progress(at now: Double) -> Double { progress(atLocal: local(at: now)) }

    func progress(atLocal local: Double) -> Double {
        let span = timing.localTime(atOverallProgress: 1) - timing.delay
        guard span > 0, span.isFinite else { return state == .finished && span == 0 ? 1 : 0 }
        var elapsed = local - timing.delay
        if !timing.activeDuration.isFinite && state != .finished && elapsed > 0 {
            elapsed.formTruncatingRemainder(dividingBy: span)
        }
        return min(max(elapsed / span, 0), 1)
    }

    /// The progress along the pass shown at `local`: reversed, its start from the end of its delay back; finished
    /// at its end, the end of the pass it played (repeating forever: not the next one's start).
    func shownProgress(at local: Double, atPassEnd: Bool = false) -> Double {
        if isReversed && local <= timing.delay { return 0 }
        return atPassEnd || (state == .finished && local >= timing.localTime(atOverallProgress: 1))
            ? timing.progress(endingPassAt: local) : timing.position(at: local).progress
    }

    /// What a frame at `local` asks: nothing (in the delay), or to show `progress`, first beginning (the delay is
    /// over) and after it ending. A reversed one ends back at its start (the end of its delay).
    enum Frame: Sendable, Equatable {
        case wait
        case show(progress: Double, begins: Bool, ends: Bool)

        var ends: Bool { if case .show(_, _, let ends) = self { ends } else { false } }
    }

    @inline(__always)
    func frame(at local: Double) -> Frame {
        if isReversed {
            if local <= timing.delay + TweenTiming.endTolerance { return .show(progress: 0, begins: false, ends: true) }
            return .show(progress: timing.position(at: local).progress, begins: false, ends: false)
        }
        switch timing.position(at: local) {
        case .delayed: return .wait
        case .active(let progress): return .show(progress: progress, begins: state == .delayed, ends: false)
        case .ended(let progress): return .show(progress: progress, begins: state == .delayed, ends: true)
        }
    }

    // MARK: Controls

    /// Start from idle at `now`: the local time to show first (a pending seek's, else the start, or the end when
    /// reversed). Nil, changing nothing, in any other state.
    mutating func start(now: Double) -> Double? {
        guard state == .idle else { return nil }
        let local = hasPendingSeek ? anchorLocal : (isReversed ? timing.localTime(atOverallProgress: 1) : 0)
        hasPendingSeek = false
        place(atLocal: local, now: now)
        state = landing(at: local)
        control()
        return local
    }

    /// A frame (or a clock) reached the end of the delay: running from now on.
    mutating func begin() { if state == .delayed { state = .running } }

    /// Holds it where it is; true when it paused (only a delayed or running one does). Owed events stay owed.
    mutating func pause(now: Double, forBackground: Bool = false) -> Bool {
        guard isMoving else { return false }
        place(atLocal: local(at: now), now: now)
        (stateBeforePause, state, pausedForBackground) = (state, .paused, forBackground)
        control(keepingOwed: true)
        return true
    }

    /// A pause asked for while the background paused it: it stays paused when the app returns.
    mutating func holdPause() { if state == .paused { pausedForBackground = false } }

    mutating func resume(now: Double) -> Bool {
        guard state == .paused else { return false }
        anchorTime = now
        (state, pausedForBackground) = (stateBeforePause, false)
        control(keepingOwed: true)
        return true
    }

    /// What a seek asks of the shell: nothing (it ended so that it never writes again, or another tween owns its
    /// property), or to show `local` — an idle one where `start` will begin, a playing or paused one moved there
    /// (`jump`: hand the playback on), a finished one redrawn there.
    enum Seek: Sendable, Equatable {
        case none
        case showIdle(Double)
        case jump(Double)
        case redraw(Double)
    }

    mutating func seek(toLocal local: Double, now: Double, ownsProperty: Bool) -> Seek {
        switch state {
        case .idle:
            placeIdle(atLocal: local, now: now)
            return .showIdle(local)
        case .delayed, .running, .paused:
            jump(to: local, now: now)
            return .jump(local)
        case .finished:
            guard ownsProperty else { return .none }
            place(atLocal: local, now: now)
            control()
            return .redraw(local)
        case .cancelled, .failed: return .none
        }
    }

    /// Places an idle one at `local`, where `start` will begin.
    mutating func placeIdle(atLocal local: Double, now: Double) {
        place(atLocal: local, now: now)
        hasPendingSeek = true
        control()
    }

    /// Moves a delayed, running or paused one to `local`; a paused one stays paused, resuming to where it lands.
    mutating func jump(to local: Double, now: Double) {
        let landed = landing(at: local)
        place(atLocal: local, now: now)
        if state == .paused { stateBeforePause = landed } else { state = landed }
        control()
    }

    /// The playhead is at `local` now: each event's moment is placed before its handlers run (a control they make
    /// acts from there), and a clock re-anchors it where it presented.
    mutating func place(atLocal local: Double, now: Double) { (anchorLocal, anchorTime) = (local, now) }

    mutating func setStepSpeed(_ speed: Double) { rate = speed }

    /// Turns it around where it is, unless it has ended; true when playing (or paused), to be driven anew.
    mutating func reverse(now: Double) -> Bool {
        guard !state.isEnded else { return false }
        let plays = state != .idle
        if plays { place(atLocal: local(at: now), now: now) }
        isReversed.toggle()
        rate = -rate
        control(keepingOwed: true)
        return plays
    }

    /// What a change of speed asks: kept for later (idle, ended), playing at the new rate from where it was
    /// (`retimed`), or, negative or not finite while it plays, to fail.
    enum SpeedChange: Sendable, Equatable {
        case kept
        case retimed
        case invalid(TweenError)
    }

    mutating func setSpeed(_ newSpeed: Double, now: Double) -> SpeedChange {
        let newRate = isReversed ? -newSpeed : newSpeed
        guard isMoving || state == .paused else {
            rate = newRate
            return .kept
        }
        if let error = TweenError.check("speed", newSpeed) { return .invalid(error) }
        place(atLocal: local(at: now), now: now)
        rate = newRate
        control(keepingOwed: true)
        return .retimed
    }

    /// It ends with `result` at the clock's time `now`; false when it had ended already. Its time stops for good:
    /// where it was, or at its end when it finished (`at`, for an endless timeline finished where it stopped). The
    /// anchor keeps `now` (a queue starts its next step there).
    mutating func end(_ result: TweenResult, now: Double, at end: Double? = nil) -> Bool {
        guard !state.isEnded else { return false }
        let finished = result == .finished
        place(atLocal: finished ? end ?? endLocal : local(at: now), now: now)
        state = finished ? .finished : result == .cancelled ? .cancelled : .failed
        (hasPendingSeek, pausedForBackground, isFinishing) = (false, false, false)
        control()
        return true
    }

    /// An ended one made ready to play again: idle, forward, with a pending seek to `local`.
    mutating func rewind(toLocal local: Double, now: Double) {
        var fresh = PlaybackMachine(timing: timing, speed: speed)
        (fresh.generation, fresh.handlerDepth) = (generation, handlerDepth)
        self = fresh
        placeIdle(atLocal: local, now: now)
    }

    /// A control: a motion under way stops, and what its moment owed is dropped unless `keepingOwed` (E5).
    mutating func control(keepingOwed: Bool = false) {
        generation &+= 1
        if !keepingOwed { owed = nil }
    }

    /// Playback starts at `local` from one of its handlers: the events there run with the next frame (E5).
    mutating func owe(at local: Double, owesStart: Bool) { owed = Owed(time: local, after: nil, owesStart: owesStart) }

    mutating func enterHandler() { handlerDepth += 1 }
    mutating func leaveHandler() { handlerDepth -= 1 }
    mutating func setFinishing(_ finishing: Bool) { isFinishing = finishing }

    private func landing(at local: Double) -> TweenState {
        timing.position(at: local) == .delayed ? .delayed : .running
    }

    // MARK: Motions

    /// Notes `local` as shown (a seek, a frame, a clock's write).
    mutating func noteShown(_ local: Double, atPassEnd: Bool = false) { (shown, shownAtPassEnd) = (local, atPassEnd) }

    /// A motion of the playhead from what was shown to `target`: the events it passes, run in order, then `target`
    /// shown, and the run ended there when `ends`. Made by `motion(to:)`, walked by `next(_:)`.
    struct Motion {
        var from: Double
        var target: Double
        var targetAtPassEnd = false
        var ends: Bool
        /// Whether the events at `from` count (owed), and through which of them they ran already.
        var inclusive: Bool
        var after: Event.ID?
        var owesStart: Bool
        var events: [Event] = []
        var cursor = 0
        /// The event last run, for what a control from an update handler leaves owed.
        var lastRun: Event?
        let generation: UInt32
        /// The clock's time of the motion (its events' moments are placed at it: a control from their handlers acts
        /// from the frame's time, C9), and the time at which the playhead reaches `target` (before it, when a frame
        /// passes the end or a queue's step started earlier).
        let now: Double
        let reached: Double
    }

    /// The motion to `target` from `start`, or from where the last one left off (from `target`, arriving there, when
    /// nothing was shown), taking up what was owed at its start.
    mutating func motion(from start: Double? = nil, to target: Double, ends: Bool, now: Double) -> Motion {
        // Where the last motion left off: among a moment's events (some of whose moments a motion does not show,
        // W1), or where it showed.
        let from = start ?? owed?.time ?? (shown.isNaN ? target : shown)
        let place = owed.flatMap { $0.time == from ? $0 : nil }
        owed = nil
        let reached = isMoving && rate != 0 ? anchorTime + (target - anchorLocal) / rate : now
        return Motion(
            from: from, target: target, ends: ends, inclusive: place != nil, after: place?.after,
            owesStart: place?.owesStart == true, generation: generation, now: now,
            reached: reached.isFinite ? min(reached, now) : now)
    }

    /// Whether a forward motion's root start is due: owed, or its delay ends within `from…reach`.
    func startIsDue(_ motion: Motion, reach: Double) -> Bool {
        motion.owesStart
            || (isInDelay && (motion.from < timing.delay || (motion.inclusive && motion.from == timing.delay))
                && reach >= timing.delay)
    }

    enum Action: Equatable {
        /// An event of the motion is due: show its moment first when `showsFirst` (W1), then run it (`run`).
        case event(Event, showsFirst: Bool)
        case show(Double, atPassEnd: Bool)
        /// Its end is reached, at the clock's time given.
        case complete(at: Double)
    }

    /// What the motion does next: its events in order, then its target shown, and the run ended there when it
    /// ends. Nil once it is over, or once a control took over from it (C9).
    mutating func next(_ motion: inout Motion, _ events: [Event]) -> Action? {
        guard motion.generation == generation, !state.isEnded else { return nil }
        if motion.cursor < events.count {
            let event = events[motion.cursor]
            motion.cursor += 1
            var ranHere: Event.ID?
            if let last = motion.lastRun, last.time == event.time { ranHere = last.id }
            // A control from an update handler while its moment shows acts from there, owing the moment's events.
            owed = Owed(
                time: event.time, after: ranHere,
                owesStart: motion.owesStart && ranHere == nil && event.time == motion.from)
            (anchorLocal, anchorTime) = (event.time, motion.now)
            let isRootStart = event.step == 0 && event.kind == .start
            // Its delay shows what its start does: nothing to write when it begins.
            if isRootStart && shown <= timing.delay { (shown, shownAtPassEnd) = (event.time, false) }
            let moved = event.time != shown || event.atPassEnd != shownAtPassEnd
            return .event(event, showsFirst: event.shows && moved)
        }
        owed = nil
        (anchorLocal, anchorTime) = (motion.target, motion.reached)
        if motion.target != shown || motion.targetAtPassEnd != shownAtPassEnd {
            return .show(motion.target, atPassEnd: motion.targetAtPassEnd)
        }
        guard motion.ends else { return nil }
        motion.ends = false
        return .complete(at: motion.reached)
    }

    /// The motion's event runs now, unless a control took over while its moment showed.
    mutating func run(_ event: Event, in motion: inout Motion) -> Bool {
        guard motion.generation == generation, !state.isEnded else { return false }
        motion.lastRun = event
        owed = Owed(time: event.time, after: event.id, owesStart: false)
        return true
    }

    /// What is wrong with it, if anything: for the debug builds' check after every control and frame.
    var inconsistencies: [String] {
        var problems: [String] = []
        if state == .paused && !stateBeforePause.isMoving { problems.append("paused from \(stateBeforePause)") }
        if hasPendingSeek && state != .idle { problems.append("a pending seek while \(state)") }
        if state.isEnded && owed != nil { problems.append("owing events after its end") }
        if !anchorLocal.isNaN && !(anchorTime.isFinite) { problems.append("anchored at no time") }
        return problems
    }
}

/// One event of a motion (E1): a step's start, new cycle or completion, or the root's (step 0), at a local time of the
/// root. `order` ranks the events of one moment (E4); `shows` says whether its moment is written (W1).
struct Event: Sendable, Equatable {
    enum Kind: UInt8, Sendable { case start, repeatCycle, complete }
    struct ID: Sendable, Equatable {
        var step: Int32
        var kind: Kind
    }

    var time: Double
    var step: Int32
    var kind: Kind
    var atPassEnd = false
    var shows = true
    var order: Int32 = 0

    var id: ID { ID(step: step, kind: kind) }
}

extension Event {
    /// Adds the new cycles (after the first) of step `step` whose starts fall in `span`, its local time `local` being
    /// at the root's `offset + scale × local`.
    static func repeats(
        of step: Int, timing: TweenTiming, in span: EventSpan, offset: Double, scale: Double, shows: Bool = true,
        into events: inout [Event]
    ) {
        let cycle = (timing.autoreverses ? 2 : 1) * (timing.duration + timing.repeatDelay)
        guard cycle > 0, timing.duration > 0 else { return }
        let high = (span.end - offset) / scale
        var k = max(((span.start - offset) / scale - timing.delay) / cycle, 1).rounded(.down)
        while k < timing.effectiveRepeatCount, timing.delay + k * cycle <= high + EventSpan.slack {
            let time = offset + scale * (timing.delay + k * cycle)
            if span.contains(time) {
                events.append(
                    Event(time: time, step: Int32(step), kind: .repeatCycle, shows: shows, order: Int32(events.count)))
            }
            k += 1
        }
    }
}

/// The root times a motion's events fall in: after `start` (or at it, when `inclusive`: events owed there) up to
/// `end`. An event belongs to a motion by its root time alone, so that the same event, reached through a content time
/// rounded differently in a later frame, never runs twice (E3).
struct EventSpan {
    let start: Double, end: Double, inclusive: Bool
    /// Content times are rounded: a step is looked at when within this of the range.
    static let slack = 1e-9

    func contains(_ time: Double) -> Bool { (time > start || (inclusive && time == start)) && time <= end }
}
