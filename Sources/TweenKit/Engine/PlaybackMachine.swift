/// Every decision about where a playable is in its life and in its time, as a value fed one event at a
/// time: its state, direction, speed, timing, playhead, the state a pause left and a pending seek.
/// `Playable` is the shell that carries out what each event answers (show this local time, fire the
/// start handlers, complete, hand the playback to the engine or a clock); nothing else writes these.
///
/// The playhead maps the engine's clock onto local time: `local = anchorLocal + (now − anchorTime) · rate` while
/// delayed or running, `anchorLocal` in every other state. Every change of speed, direction or place re-anchors it, so
/// local time is always worked out from absolute time and never accumulated frame by frame; and a playable that is not
/// moving has no way to move, so an ended one's time is frozen by construction.
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
    /// Speed times direction (−1 when reversed): the one stored form of the speed, kept in step with
    /// `isReversed` by every event that changes either.
    private(set) var rate = 1.0
    /// Delay, duration and repeats: plain data, checked by `validate()` on start.
    var timing: TweenTiming
    /// Where it is in its life.
    private(set) var state: TweenState = .idle
    /// True when playing backwards (after an odd number of `reverse()` events).
    private(set) var isReversed = false
    /// The state a pause left (delayed or running), restored by `resume`.
    private(set) var stateBeforePause: TweenState = .running
    /// Whether the pause came from the app going to the background (which resumes it on return).
    private(set) var pausedForBackground = false
    /// An idle one was sought: `start` begins at `anchorLocal`, not at its start.
    private(set) var hasPendingSeek = false

    init(timing: TweenTiming, speed: Double = 1) { (self.timing, rate) = (timing, speed) }

    // MARK: Reading

    /// How fast local time runs (the public `speed`), as set, even when it is not a valid speed
    /// (negation is exact, so this gives back exactly what `setSpeed` was given).
    var speed: Double { isReversed ? -rate : rate }

    /// Whether it is in its delay: delayed, or paused there.
    var isInDelay: Bool { state == .delayed || (state == .paused && stateBeforePause == .delayed) }

    /// Whether local time moves: delayed or running. The engine steps exactly these.
    var isMoving: Bool { state.isMoving }

    /// The local time at the engine's time `now`.
    func local(at now: Double) -> Double { isMoving ? anchorLocal + (now - anchorTime) * rate : anchorLocal }

    /// The local time at `now` for one that is moving (the frame loop, which steps only those).
    @inline(__always)
    func movingLocal(at now: Double) -> Double { anchorLocal + (now - anchorTime) * rate }

    /// Progress over the whole active span (0…1; over one cycle when repeating forever).
    func progress(at now: Double) -> Double { progress(atLocal: local(at: now)) }

    func progress(atLocal local: Double) -> Double {
        let span = timing.localTime(atOverallProgress: 1) - timing.delay
        guard span > 0 else { return state == .finished ? 1 : 0 }
        var elapsed = local - timing.delay
        // Repeating forever, over the cycle it is in (the span of one, its passes and rests).
        if !timing.activeDuration.isFinite && state != .finished && elapsed > 0 {
            elapsed.formTruncatingRemainder(
                dividingBy: (timing.autoreverses ? 2 : 1) * (timing.duration + timing.repeatDelay))
        }
        return min(max(elapsed / span, 0), 1)
    }

    /// The state a local time lands in when playing: in the delay, or past it.
    private func landing(at local: Double) -> TweenState {
        timing.position(at: local) == .delayed ? .delayed : .running
    }

    // MARK: Events

    /// Start from idle: the local time to show first (a pending seek's, else the start, or the end when
    /// reversed), now delayed or running. Nil, changing nothing, in any other state.
    mutating func start(now: Double) -> Double? {
        guard state == .idle else { return nil }
        let local = hasPendingSeek ? anchorLocal : (isReversed ? timing.localTime(atOverallProgress: 1) : 0)
        hasPendingSeek = false
        place(atLocal: local, now: now)
        state = landing(at: local)
        return local
    }

    /// What a frame at `local` asks of the shell.
    enum Frame: Sendable, Equatable {
        /// Nothing yet: still in the delay.
        case wait
        /// Show `progress` along the pass; first `begins` (the delay is over: `begin()`, and fire the start
        /// handlers), and after it `ends` (the end is reached: it finished).
        case show(progress: Double, begins: Bool, ends: Bool)

        /// Whether the end is reached.
        var ends: Bool {
            if case .show(_, _, let ends) = self { return ends }
            return false
        }
    }

    /// A frame (from the engine, or a clock's report) at local time `local`. A reversed one ends back at
    /// its start: progress 0 at the delay's end, also for a zero-duration one (whose every time is its end).
    @inline(__always)
    func frame(at local: Double) -> Frame {
        if isReversed {
            // Within the end tolerance of its start, as a forward one is of its end.
            if local <= timing.delay + TweenTiming.endTolerance { return .show(progress: 0, begins: false, ends: true) }
            return .show(progress: timing.position(at: local).progress, begins: false, ends: false)
        }
        switch timing.position(at: local) {
        case .delayed: return .wait
        case .active(let progress): return .show(progress: progress, begins: state == .delayed, ends: false)
        case .ended(let progress): return .show(progress: progress, begins: state == .delayed, ends: true)
        }
    }

    /// The progress along the pass it shows at `local`: a reversed one shows its start (0) from the end of its
    /// delay back, also when it has no duration (whose every time is its end).
    func shownProgress(at local: Double) -> Double {
        if isReversed && local <= timing.delay { return 0 }
        // Finished at its end, it shows the end of the pass it played (repeating forever: not the next one's start).
        return state == .finished && local >= timing.localTime(atOverallProgress: 1)
            ? timing.progress(endingPassAt: local) : timing.position(at: local).progress
    }

    /// A frame (or a clock) reached the end of the delay: running from now on.
    mutating func begin() { if state == .delayed { state = .running } }

    /// Holds it where it is; true when it paused (only a delayed or running one does).
    mutating func pause(now: Double, forBackground: Bool = false) -> Bool {
        guard isMoving else { return false }
        place(atLocal: local(at: now), now: now)
        stateBeforePause = state
        state = .paused
        pausedForBackground = forBackground
        return true
    }

    /// A pause asked for while the background paused it: it stays paused when the app returns.
    mutating func holdPause() { if state == .paused { pausedForBackground = false } }

    /// Plays on from where a pause held it; true when it resumed.
    mutating func resume(now: Double) -> Bool {
        guard state == .paused else { return false }
        anchorTime = now
        state = stateBeforePause
        pausedForBackground = false
        return true
    }

    /// What a seek asks of the shell.
    enum Seek: Sendable, Equatable {
        /// Nothing: it ended in a way that never writes again, or another tween owns its property.
        case none
        /// An idle one: show `local`, where `start` will begin.
        case showIdle(Double)
        /// A delayed, running or paused one moved to `local`: show it, and hand the playback on.
        case jump(Double)
        /// A finished one: show `local` again (it stays finished, frozen there).
        case redraw(Double)
    }

    /// Moves to the local time `local`. A finished one is redrawn only when it still `ownsProperty`: otherwise
    /// another tween plays its property now, and it stays put.
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
            return .redraw(local)
        case .cancelled, .failed:
            return .none
        }
    }

    /// Places an idle one at `local`, where `start` will begin.
    mutating func placeIdle(atLocal local: Double, now: Double) {
        place(atLocal: local, now: now)
        hasPendingSeek = true
    }

    /// Moves a delayed, running or paused one to `local`; a paused one stays paused, resuming to the state it lands in.
    mutating func jump(to local: Double, now: Double) {
        let landed = landing(at: local)
        place(atLocal: local, now: now)
        if state == .paused { stateBeforePause = landed } else { state = landed }
    }

    /// The playhead is at `local` now (every event re-anchors it so): a frame's walk shows each event's moment before
    /// its handlers run (so a control they make acts from there), and a clock re-anchors it where it presented.
    mutating func place(atLocal local: Double, now: Double) { (anchorLocal, anchorTime) = (local, now) }

    /// A step's speed (a step never reverses: its timeline plays it).
    mutating func setStepSpeed(_ speed: Double) { rate = speed }

    /// Turns it around where it is, unless it has ended; true when playing (or paused), and so to be driven anew.
    mutating func reverse(now: Double) -> Bool {
        guard !state.isEnded else { return false }
        let plays = state != .idle
        // Where it is, at the rate it had.
        if plays { place(atLocal: local(at: now), now: now) }
        isReversed.toggle()
        rate = -rate
        return plays
    }

    /// What a change of speed asks of the shell.
    enum SpeedChange: Sendable, Equatable {
        /// Kept for later (idle, ended): nothing to do now.
        case kept
        /// Playing at the new rate from where it was: drive it anew.
        case retimed
        /// Negative or not finite while it plays: fail it.
        case invalid(TweenError)
    }

    /// A new speed: while delayed, running or paused it keeps its place; a bad one fails it there, its rate unchanged.
    mutating func setSpeed(_ newSpeed: Double, now: Double) -> SpeedChange {
        let newRate = isReversed ? -newSpeed : newSpeed
        guard isMoving || state == .paused else {
            rate = newRate
            return .kept
        }
        if let error = TweenError.check("speed", newSpeed) { return .invalid(error) }
        // Where it is, at the rate it had.
        place(atLocal: local(at: now), now: now)
        rate = newRate
        return .retimed
    }

    /// It ends with `result`; false, changing nothing, when it had ended already. Its time stops for
    /// good: where it was, or at its end when it finished (its start when it finished reversed).
    mutating func end(_ result: TweenResult, now: Double) -> Bool {
        guard !state.isEnded else { return false }
        let finished = result == .finished
        place(atLocal: finished ? timing.localTime(atOverallProgress: isReversed ? 0 : 1) : local(at: now), now: now)
        state = finished ? .finished : result == .cancelled ? .cancelled : .failed
        hasPendingSeek = false
        pausedForBackground = false
        return true
    }

    /// An ended one made ready to play again: idle, forward, with a pending seek to `local`. Its timing and speed stay.
    mutating func rewind(toLocal local: Double, now: Double) {
        self = PlaybackMachine(timing: timing, speed: speed)
        placeIdle(atLocal: local, now: now)
    }
}
