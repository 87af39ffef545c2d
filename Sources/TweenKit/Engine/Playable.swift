/// Anything that plays over time on a `TweenEngine`: tweens, keyframe tweens, sequences and groups.
///
/// It owns the timing model (delay, repeat, autoreverse, speed), the states and the controls; subclasses only say what
/// to show at a given time. Every control is safe in every state: one that makes no sense there (resume an idle tween,
/// pause a finished one) does nothing. A playable that you start and control is a *root*; one written into a sequence
/// or group is a *step*, whose time and state follow from its timeline's (see <doc:TimelineSemantics>).
///
/// ```swift
/// let t = Tween(from: 0.0, to: 100.0, duration: 2) { print($0) }
/// t.repeatCount = 2; t.autoreverses = true; t.speed = 2; t.delay = 0.5
/// t.onStart { print("started") }.onComplete { result in print(result) }
/// t.start(); t.pause(); t.seek(to: 0.5); t.resume(); t.reverse(); t.finish()
/// ```
@MainActor
public class Playable {
    // Ordered to leave no gaps (word-sized fields first, flags last); what few playables use is in `extras`.
    /// A root's state, direction, speed, timing and playhead; a step keeps only its timing and speed here.
    private(set) var machine: PlaybackMachine
    /// The engine whose frames drive it.
    public let engine: TweenEngine
    /// Counts a root's controls: a frame, or `finish()`, stops where a handler's control took over (C9).
    private(set) var generation: Int32 = 0
    /// How deep a root is in running its own handlers (E5: starting from one of them waits a frame).
    private(set) var handlerDepth: Int32 = 0
    /// The engine's frame count when it started (a target gone by the next frame was likely never kept alive).
    private var startFrame = 0
    /// What few playables use (see `Extras`), made when first needed.
    private(set) var extras: Extras?
    /// A root's local time last shown (nil before it first shows anything).
    private(set) var shownLocal: Double?
    /// Set while this is in its engine's list of playables that want frames (`enterSchedule()`).
    private(set) var isScheduled = false
    /// Who it belongs to: no one, a queue, or a sequence or group that plays it.
    private(set) var ownership = Ownership.free
    /// Set while a root writes what Core Animation presents: no update handler runs then.
    private(set) var mutesHandlers = false
    /// Whether a frame must look for events beyond its own start and end: it holds steps, or a place is pending
    /// (one flag, so that the usual frame tests it alone).
    private var walksEveryFrame = false
    /// Whether its targets and start values have been worked out (`prepare`).
    private(set) var isPrepared = false
    /// Whether it holds steps, whose events every motion must look for (a timeline: set once, when made).
    var holdsSteps = false { didSet { walksEveryFrame = holdsSteps || pending != nil } }
    /// Marks it as decoration: with Reduce Motion on, its engine's `reduceMotionPolicy` decides
    /// whether it plays or jumps to its end. Set it before starting.
    public var isDecorative = false

    /// The object whose clock plays it. On Apple platforms a view or layer here makes it run on a `TweenLayer` in that
    /// layer tree, with Core Animation as its clock (when the host is on screen; if not, on the display link); anything
    /// else, or nil, runs it on its engine's frames (see `TweenEngine.segmentClockProvider`). Tweens of an object's
    /// property default to that object. Set it before starting.
    ///
    /// ```swift
    /// Tween(from: 0.0, to: 1.0, duration: 1) { label.alpha = $0 }.hosted(by: label).start()
    /// ```
    public var host: AnyObject? {
        get { extras?.host }
        set { ensuredExtras.host = newValue }
    }
    /// A place among the events of one moment that the next motion starts from: the events there after
    /// `after` (all of them when nil) are still to run, and whether playback that started there owes the root's
    /// start handlers. Playback that starts at a time puts it there (E5); a handler running puts it after its
    /// event, so that a pause or a `finish()` it makes goes on from there (C9).
    private var pending: (time: Double, after: TimelineEvent?, owesStart: Bool)? {
        get { extras?.pending }
        set {
            if newValue != nil || extras != nil { ensuredExtras.pending = newValue }
            walksEveryFrame = holdsSteps || newValue != nil
        }
    }
    /// Whether `shownLocal` was shown as the end of the pass ending there (it is a seam: E6).
    private var shownAtPassEnd: Bool {
        get { extras?.shownAtPassEnd == true }
        set { if newValue || extras != nil { ensuredExtras.shownAtPassEnd = newValue } }
    }
    // A step's place in its timeline, and its handlers (see `Extras`).
    var parent: Timeline? { extras?.parent }
    var isOpen: Bool { extras?.isOpen == true }
    var isWithdrawn: Bool { extras?.isWithdrawn == true }
    var startHandlers: [() -> Void] { extras?.startHandlers ?? [] }
    var completionHandlers: [(TweenResult) -> Void] { extras?.completionHandlers ?? [] }
    /// `extras`, made if need be.
    final var ensuredExtras: Extras {
        if extras == nil { extras = Extras() }
        return extras!
    }

    /// What few playables use, made the first time one of them is needed: a plain tween carries none of it.
    final class Extras {
        var startHandlers: [() -> Void] = []
        var completionHandlers: [(TweenResult) -> Void] = []
        /// Tasks awaiting `finished` (see `Playable+Concurrency.swift`).
        var awaiters: [CheckedContinuation<TweenResult, Never>] = []
        /// The tween easing the progress toward a scrub's target (see `Playable+Scrub.swift`).
        var scrubber: Tween<Double>?
        /// An error found when it was made (an unknown key, say): it fails on start, writing nothing.
        var setupError: TweenError?
        /// Why it failed, once it has.
        var failure: TweenError?
        /// Its clock's segments (see `SegmentClock`).
        var clockMachine = ClockMachine()
        /// The outside clock playing it instead of the engine's frames (see `SegmentClock`).
        var segmentClock: SegmentClock?
        weak var host: AnyObject?
        var pending: (time: Double, after: TimelineEvent?, owesStart: Bool)?
        /// Whether `pause()` let go of its clock (which `resume()` then asks for again).
        var pausedOffClock = false
        /// Set while `finish()` shows the end, so that a finish an update handler asks for then is this one.
        var isFinishing = false
        var shownAtPassEnd = false
        /// A step's timeline, and where it starts in that timeline's content.
        weak var parent: Timeline?
        var placedStart = 0.0
        /// The property a step writes, in its root's index (-1 for a step that writes nothing).
        var writerKey = -1
        /// A tween step's value of its property when its timeline first played (see `Tween`).
        var restValue: Any?
        /// A step whose start ran and whose completion has not (E9).
        var isOpen = false
        /// A step that was cancelled, or whose object went away: it takes no part until its root restarts (V5).
        var isWithdrawn = false
        /// A spring on its own time, lengthened to settle the motion it carried on too: what `retarget` goes on with.
        var lengthenedSpring: TimingCurve?
    }

    @usableFromInline
    init(timing: TweenTiming, engine: TweenEngine) { (machine, self.engine) = (.init(timing: timing), engine) }

    /// Who a playable belongs to: its own maker, a queue (which starts it in its turn), or a sequence or group
    /// (which plays it). Queues and timelines take only idle playables nobody else has.
    enum Ownership { case free, queued, step }

    /// True once a queue, sequence or group has taken it.
    final var isOwned: Bool { ownership != .free }
    /// True while a sequence or group plays it instead of the engine.
    final var isChild: Bool { ownership == .step }
    /// The playable you control: itself, or the timeline at the top of the ones it is a step of.
    final var root: Playable { parent?.root ?? self }

    /// Where it is in its life; see `TweenState`. A step's follows from its root's time (P4).
    public final var state: TweenState { isChild ? stepState : machine.state }
    /// True when playing backwards (after an odd number of `reverse()` calls).
    public final var isReversed: Bool { machine.isReversed }
    /// Its timing: delay, duration, repeats.
    final var timing: TweenTiming { machine.timing }
    /// Whether the engine paused it for the app going to the background (it resumes it on return).
    final var pausedForBackground: Bool { machine.pausedForBackground }

    // MARK: Timing

    /// Seconds of one pass.
    public var duration: Double { timing.duration }
    /// Seconds to wait after `start()` before the first pass; set it before starting (a bad one fails it, at once).
    public var delay: Double {
        get { timing.delay }
        set { retime { $0.timing.delay = newValue } }
    }
    /// Cycles to play: `.infinity` forever, fractions stop part-way; 0 counts as 1.
    public var repeatCount: Double {
        get { timing.repeatCount }
        set { retime { $0.timing.repeatCount = newValue } }
    }
    /// Whether each cycle plays forward then backward.
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { retime { $0.timing.autoreverses = newValue } }
    }
    /// Seconds of rest between repeats (with `autoreverses`, between each pass), holding the value where
    /// the pass ended; set it before starting. Seeking and reversing count the rests as part of the time.
    ///
    /// ```swift
    /// blink.repeatCount = 3; blink.repeatDelay = 0.5   // play, rest half a second, play, rest, play
    /// ```
    public var repeatDelay: Double {
        get { timing.repeatDelay }
        set { retime { $0.timing.repeatDelay = newValue } }
    }
    /// How fast local time runs: 2 is twice as fast, 0 holds still. Changing it while playing keeps
    /// the current place. A negative or non-finite speed fails the tween (`.failed`), writing nothing.
    public var speed: Double {
        get { machine.speed }
        set {
            guard !isChild else { return retime { $0.setStepSpeed(newValue) } }
            guard newValue != speed else { return }
            switch machine.setSpeed(newValue, now: engine.now) {
            case .kept: return
            case .retimed:
                control(keepingPlace: true)
                drive()
            case .invalid(let error): fail(error)
            }
        }
    }
    /// `delay + duration × repeats`: the whole time it plays at speed 1.
    public var totalDuration: Double { timing.totalDuration }

    /// Changes its timing: a step's only while its timeline can place it again (C10).
    private func retime(_ change: (inout PlaybackMachine) -> Void) {
        guard isChild else {
            change(&machine)
            // A started one fails at once, writing nothing more: checked only at start, it would play on, or forever.
            if state != .idle, !state.isEnded, let error = timing.validate() { fail(error) }
            return
        }
        guard let parent, !parent.root.isPrepared else {
            return TweenDiagnostics.say("the timing of a step cannot change once its sequence or group has played")
        }
        change(&machine)
        parent.stepWasRetimed()
    }

    /// Progress over the whole active span, repeats and rests included (0…1; over one cycle when repeating
    /// forever): GSAP's `totalProgress()`. It stops when the tween ends: at 1 when it finished (0 when it
    /// finished reversed), where it was when cancelled. `cycleProgress` is the progress along the pass.
    public var progress: Double { machine.progress(atLocal: localInRoot ?? 0) }

    /// Progress along the pass it is in (0…1), as the curve sees it: from 0 to 1 over each pass, back from 1
    /// to 0 on the backward pass of an autoreversing one, held during rests: GSAP's `progress()`.
    ///
    /// ```swift
    /// pulse.repeatCount = 3; pulse.autoreverses = true
    /// pulse.cycleProgress   // 0.25 a quarter into a forward pass, 0.75 a quarter into a backward one
    /// ```
    public var cycleProgress: Double { machine.shownProgress(at: localInRoot ?? 0) }

    /// The playhead in seconds of its own time from the end of its delay, repeats and rests included (0 in
    /// the delay): GSAP's `totalTime()`. `seek(toTime:)` moves it.
    public var time: Double { min(max((localInRoot ?? 0) - timing.delay, 0), timing.activeDuration) }

    // MARK: Controls

    /// Starts playing from idle (from where a seek or scrub put it, if one did). Validates first: bad input
    /// fails it (`.failed`) and nothing is written. Does nothing in any other state, nor on a step of a
    /// sequence or group (start the timeline).
    public func start() {
        stopScrubbing()
        guard refuseOnStep("start()"), state == .idle else { return }
        // Also when a seek prepared it already: only a start claims its properties and holds its targets.
        if let error = validate() ?? prepare(claiming: true) { return fail(error) }
        isPrepared = true
        // Claiming a property cancelled a rival, whose completion handler may have ended this one.
        guard state == .idle else { return }
        control()
        if engine.skipsMotion(of: self) { return finish() }
        guard let local = machine.start(now: engine.now) else { return }
        startFrame = engine.frames
        arrive(at: local)
        guard !state.isEnded else { return }
        attachClock()
        drive()
    }

    /// Holds it where it is. Only a delayed or running one pauses.
    public func pause() {
        guard refuseOnStep("pause()") else { return }
        guard machine.pause(now: engine.now) else {
            // Paused already by the app going to the background: now it stays paused on the return.
            machine.holdPause()
            return
        }
        control(keepingPlace: true)
        // A paused one holds no clock: its layer is free for another tween (resuming asks for one again).
        if extras?.segmentClock != nil {
            detachClock()
            ensuredExtras.pausedOffClock = true
        }
        drive()
        engine.watchIdle()
    }

    /// Plays on from where `pause()` held it.
    public func resume() {
        stopScrubbing()
        guard refuseOnStep("resume()"), state == .paused else { return }
        // Its target went away while paused: it ends as a tween whose target goes away does.
        guard !hasLostTarget else { return complete(.cancelled) }
        control(keepingPlace: true)
        _ = machine.resume(now: engine.now)
        if extras?.pausedOffClock == true {
            extras?.pausedOffClock = false
            attachClock()
        }
        drive()
    }

    /// Jumps to `progress` (0…1) of the whole active span and writes the target at once (C3). An idle one starts from
    /// there, a paused one stays paused there, a finished one is only redrawn (where no other tween plays its property
    /// now), and a cancelled or failed one writes nothing. A progress outside 0…1 counts as the nearer end (as
    /// `UIViewPropertyAnimator.fractionComplete` does); NaN is ignored, and `TweenDiagnostics` says so.
    public func seek(to progress: Double) {
        guard !progress.isNaN else { return TweenDiagnostics.say("seek(to: nan) on a \(type(of: self)) does nothing") }
        stopScrubbing()
        seek(toProgress: progress)
    }

    /// Jumps to `seconds` of its own time from the end of its delay (see `time`), repeats and rests included,
    /// as `seek(to:)` jumps to a progress (GSAP's `seek(seconds)`). A time outside the active span counts as
    /// the nearer end; NaN is ignored, and `TweenDiagnostics` says so.
    ///
    /// ```swift
    /// show.seek(toTime: 1.5)   // 1.5 s in, wherever that falls among its steps and repeats
    /// ```
    public func seek(toTime seconds: Double) {
        guard !seconds.isNaN else {
            return TweenDiagnostics.say("seek(toTime: nan) on a \(type(of: self)) does nothing")
        }
        stopScrubbing()
        seek(toLocal: timing.delay + min(max(seconds, 0), timing.activeDuration))
    }

    /// Jumps to `progress` of the active span; one repeating forever shows the end of the cycle at 1 (E6).
    final func seek(toProgress progress: Double) {
        let endless = !timing.activeDuration.isFinite
        seek(toLocal: timing.localTime(atOverallProgress: progress), atPassEnd: endless && progress >= 1)
    }

    /// Jumps to the local time `local` quietly, as `seek(to:)` jumps to a progress.
    final func seek(toLocal local: Double, atPassEnd: Bool = false) {
        guard refuseOnStep("seek(to:)") else { return }
        // An idle one is prepared first (working out its start values), once: bad input fails it.
        if state == .idle, let error = prepareOnce() { return fail(error) }
        // Worked out before the machine is changed (only a finished one asks): nothing overlaps its access.
        let ownsProperty = state != .finished || !isOverwritten
        // An idle one's playhead is at its start (C1): its first seek crosses from there.
        let from = shownLocal ?? machine.local(at: engine.now)
        switch machine.seek(toLocal: local, now: engine.now, ownsProperty: ownsProperty) {
        case .none:
            return  // a cancelled tween never writes again (another may own its property now)
        case .showIdle(let local), .redraw(let local):
            control()
            show(local, atPassEnd: atPassEnd)
        case .jump(let local):
            control()
            show(local, atPassEnd: atPassEnd)
            drive()
        }
        runCallsOnSeek(from: from, to: local)
    }

    /// Runs the `Call(onSeek: true)` steps a seek from `from` to `to` crossed or landed on.
    private func runCallsOnSeek(from: Double, to: Double) {
        guard hasEvents, from != to, (self as? Timeline)?.seeksRunCalls ?? true else { return }
        var events: [TimelineEvent] = []
        collectEvents(from: min(from, to), to: max(from, to), inclusive: to < from, into: &events)
        events = events.filter { $0.isStart && ($0.step as? Call)?.onSeek == true && $0.time != from }
        events.sort { ($0.time, $0.order) < ($1.time, $1.order) }
        runningHandlers { for event in to < from ? events.reversed() : events { event.step.stepDidStart() } }
    }

    /// Plays it again from its start, forward (as GSAP's `restart`, C6): a running, delayed or paused one jumps
    /// back and plays on, keeping its run and its handlers; an ended one — finished, cancelled or failed —
    /// starts a new run, from the start values of its first, and claims its properties again. Its delay is
    /// played again only when `includingDelay`. A run's handlers go when it ends, so add handlers for a new
    /// run after restarting an ended playable (one added to an ended playable runs at once, with how it ended).
    ///
    /// ```swift
    /// pulse.onComplete { _ in print("once") }
    /// pulse.start()
    /// // … later, after it finished:
    /// pulse.restart()
    /// pulse.onComplete { _ in print("again") }
    /// ```
    ///
    /// A step of a sequence, group or queue belongs to it: restart the sequence or group instead (this does nothing).
    public func restart(includingDelay: Bool = false) {
        play(fromLocal: includingDelay ? 0 : timing.delay, restarting: true)
    }

    /// Plays forward from where it is (as GSAP's `play()`): starts an idle one (from where a seek or a scrub
    /// left it), resumes a paused one, turns a reversed one forward, and plays a finished one on from where a
    /// seek or scrub took it back (at its end, it stays finished). A cancelled or failed one stays so (use
    /// `restart()`). It ends any scrubbing.
    ///
    /// ```swift
    /// show.scrub(to: 0.3)   // a gesture moves it …
    /// show.play()           // … and lets go: it plays on from 0.3
    /// ```
    public func play() {
        stopScrubbing()
        guard !isOwned else {
            return TweenDiagnostics.say(
                "play() on a step of a sequence, group or queue does nothing: play the sequence or group")
        }
        guard !state.isEnded else {
            let local = machine.local(at: engine.now)
            let sought = local < timing.localTime(atOverallProgress: 1) - TweenTiming.endTolerance
            // At its start after finishing reversed, or where a seek took it back: it plays on from there.
            if state == .finished && (sought || isReversed) { play(fromLocal: local) }
            return
        }
        if isReversed { reverse() }
        if state == .idle { start() } else if state == .paused { resume() }
    }

    /// Plays forward from `local` (C4): from idle it starts there; delayed, running or paused, it jumps there
    /// and plays on; ended, it plays again from there as a new run. It starts at that time (E5). Restarting,
    /// its withdrawn steps take part again and it claims its properties back (V5, C6).
    final func play(fromLocal local: Double, restarting: Bool = false) {
        stopScrubbing()
        guard !isOwned else {
            return TweenDiagnostics.say(
                "\(restarting ? "restart()" : "play(from:)") on a step of a sequence, group or queue does nothing")
        }
        if restarting || state.isEnded { rewindSteps(newRun: state.isEnded) }
        if state.isEnded {
            machine.rewind(toLocal: local, now: engine.now)
            extras?.failure = nil
            return start()
        }
        if isReversed { _ = machine.reverse(now: engine.now) }
        if state == .idle {
            machine.placeIdle(atLocal: local, now: engine.now)
            return start()
        }
        control()
        if restarting {
            _ = prepare(claiming: true)
            guard !state.isEnded else { return }
        }
        machine.jump(to: local, now: engine.now)
        if state == .paused { _ = machine.resume(now: engine.now) }
        arrive(at: local, begins: restarting && state == .running)
        drive()
    }

    /// Turns it around from where it is, keeping its timing: it plays back to its start and finishes there.
    /// Reversing an idle one makes it play from its end to its start.
    public func reverse() {
        stopScrubbing()
        guard refuseOnStep("reverse()") else { return }
        guard machine.reverse(now: engine.now) else { return }
        // Turned back forward before a frame, it runs the rest of the moment it turned at (C9).
        control(keepingPlace: true)
        drive()
    }

    /// Jumps to the end (the start when reversed) and completes with `.finished` (C7). A timeline first plays
    /// what is left of the pass it is in, at once, running its calls and handlers in order as playing would.
    public func finish() {
        stopScrubbing()
        // A finish asked for while this one shows the end (by an update handler) is this one; one asked for by a
        // handler while it plays out its pass takes over from there (C9).
        guard refuseOnStep("finish()"), !state.isEnded, extras?.isFinishing != true else { return }
        // From idle it starts (claiming its properties); from a handler it plays what is left after that
        // handler's event.
        let wasIdle = state == .idle
        if wasIdle {
            if let error = validate() ?? prepare(claiming: true) { return fail(error) }
            isPrepared = true
            guard state == .idle else { return }
            _ = machine.start(now: engine.now)
        }
        let here =
            wasIdle ? machine.local(at: engine.now) : pending?.time ?? shownLocal ?? machine.local(at: engine.now)
        control(keepingPlace: true)
        let generation = self.generation
        if !isReversed, let end = timing.endOfPass(at: here) {
            if wasIdle {
                // As started there: its start handlers, then the events of that moment.
                pending = (here, nil, state == .running)
            }
            walk(from: here, to: end, onePass: true)
            guard self.generation == generation, !state.isEnded else { return }
        }
        ensuredExtras.isFinishing = true
        defer { ensuredExtras.isFinishing = false }
        // Repeating forever, the end of the pass it played (E6): not the next one's start.
        let endless = !timing.activeDuration.isFinite
        let shown = show(isReversed ? timing.delay : timing.localTime(atOverallProgress: 1), atPassEnd: endless)
        complete(shown ? .finished : .cancelled)
    }

    /// Stops where it is, leaving the target as it is, and completes with `.cancelled` (C8). On a step of a
    /// sequence or group, it stops that step writing until the timeline restarts (V5).
    public func cancel() {
        stopScrubbing()
        guard !isChild else { return withdraw() }
        guard !state.isEnded else { return }
        complete(.cancelled)
    }

    // MARK: Frames

    /// Advances to the engine's time `now`. Called by the engine once per frame while delayed or running.
    final func step(_ now: Double) { advance(local: machine.movingLocal(at: now)) }

    /// Plays from the local time last shown to `local`, through every event on the way (E3). Most frames
    /// pass none: they only show the new time.
    @inline(__always)
    final func advance(local: Double) {
        guard case .show(let progress, let begins, let ends) = machine.frame(at: local) else { return }
        guard begins || ends || walksEveryFrame else {
            // Within a frame (its driver's scope holds its writes), or a clock's takeover (which wraps it).
            shownLocal = local
            if !render(from: nil, to: local, progress: progress) { lostObject() }
            return
        }
        let end = ends ? (isReversed ? timing.delay : timing.localTime(atOverallProgress: 1)) : local
        walk(from: shownLocal ?? local, to: end)
    }

    /// The motion from `start` to `target`: in time order, shows each event's moment and runs its handlers,
    /// stopping where one of them takes control (C9); then shows `target`, and ends the run there when it is the
    /// end (unless only `arriving`). Going backward, it only shows. An event within the end tolerance past
    /// `target` counts as reached (a frame's time is a difference of clock readings).
    private func walk(from start: Double, to target: Double, arriving: Bool = false, onePass: Bool = false) {
        guard !state.isEnded else { return }
        // Where the last motion left off among the events of `start`'s moment, if it did.
        let place = pending.flatMap { $0.time == start ? $0 : nil }
        let owesStart = place?.owesStart == true
        pending = nil
        let inclusive = place != nil
        let generation = self.generation
        var events: [TimelineEvent] = []
        var target = target
        if !isReversed && target >= start {
            let reach = arriving ? target : target + TweenTiming.endTolerance
            if owesStart
                || (machine.isInDelay && (start < timing.delay || (inclusive && start == timing.delay))
                    && reach >= timing.delay)
            {
                events.append(
                    TimelineEvent(time: owesStart ? start : timing.delay, order: -1, step: self, isStart: true))
            }
            collectEvents(from: start, to: reach, inclusive: inclusive, onePass: onePass, into: &events)
            events.sort { ($0.time, $0.order) < ($1.time, $1.order) }
            target = max(target, events.last?.time ?? target)
        }
        let done = place?.after.flatMap { done in events.firstIndex { $0.time == done.time && $0.isSame(as: done) } }
        for event in events[(done.map { $0 + 1 } ?? 0)...] {
            // A step that takes no part runs nothing; one whose object went says so instead (P3).
            if event.step !== self && event.step.isWithdrawnInRoot { continue }
            if event.step !== self && event.step.hasLostTarget {
                event.step.withdraw()
                continue
            }
            if event.time != shownLocal || event.atPassEnd != shownAtPassEnd {
                // Its delay shows what its start does: nothing to write when it begins.
                if event.step === self, let shown = shownLocal, shown <= timing.delay {
                    shownLocal = event.time
                } else if !show(event.time, atPassEnd: event.atPassEnd) {
                    return
                }
            }
            guard self.generation == generation else { return }
            machine.place(atLocal: event.time, now: engine.now)
            // A control its handlers make acts from here: the events of this moment after it are still to run.
            pending = (event.time, event, false)
            runEvent(event)
            guard self.generation == generation, !state.isEnded else { return }
        }
        pending = nil
        // `finish()` plays to the end of its pass: at a seam, that end, not the next pass's start.
        let atPassEnd = onePass && target < timing.delay + timing.activeDuration
        guard (target == shownLocal && shownAtPassEnd == atPassEnd) || show(target, atPassEnd: atPassEnd),
            self.generation == generation
        else { return }
        machine.place(atLocal: target, now: engine.now)
        if !arriving && machine.frame(at: target).ends { complete(.finished) }
    }

    /// Runs one event's handlers (E1): a step's start or completion, or this root's start. A control one of
    /// them makes stops the rest (C9).
    private func runEvent(_ event: TimelineEvent) {
        handlerDepth += 1
        defer { handlerDepth -= 1 }
        let step = event.step
        if step === self {
            machine.begin()
            return fireStart()
        }
        let generation = self.generation
        if event.isStart {
            step.ensuredExtras.isOpen = true
            step.stepDidStart()
            for handler in step.startHandlers where self.generation == generation { handler() }
        } else {
            step.extras?.isOpen = false
            step.closeOpenSteps()
            for handler in step.completionHandlers where self.generation == generation { handler(.finished) }
            step.resumeAwaiters(with: .finished)
        }
    }

    /// Playback starts at `local` (E5): shows it, begins (its start handlers) when `begins`, then runs the
    /// events at exactly that time; from one of its own handlers, those wait for the next frame.
    private func arrive(at local: Double, begins: Bool? = nil) {
        let generation = self.generation
        guard show(local), self.generation == generation else { return }
        let begins = begins ?? (state == .running)
        guard !isReversed else {
            if begins { fireStart() }
            return
        }
        // Its start handlers, then that moment's events: now, or next frame from its own handler (none: no walk).
        guard hasEvents || holdsSteps || handlerDepth > 0 else { return }
        pending = (local, nil, begins)
        if handlerDepth == 0 { walk(from: local, to: local, arriving: true) }
    }

    /// As `show`; at a seam, with `atPassEnd`, the end of the pass ending there rather than the next's start (E6).
    @discardableResult
    final func show(_ local: Double, atPassEnd: Bool) -> Bool {
        guard atPassEnd else { return show(local) }
        engine.showsPassEnds = true
        defer { engine.showsPassEnds = false }
        return show(local)
    }

    /// Shows local time `local` and notes it as shown; false (cancelling it) when its target has gone.
    @discardableResult
    final func show(_ local: Double) -> Bool {
        let from = shownLocal
        shownLocal = local
        shownAtPassEnd = engine.showsPassEnds
        let progress = engine.showsPassEnds ? timing.progress(endingPassAt: local) : machine.shownProgress(at: local)
        // A frame's writes are in its driver's scope already; a control's go through the engine's.
        if engine.isInFrame
            ? render(from: from, to: local, progress: progress)
            : engine.controlWrite({ render(from: from, to: local, progress: progress) })
        {
            return true
        }
        lostObject()
        return false
    }

    /// Writes what it shows at local time `local` and nothing else: no handler or call runs, no state changes,
    /// and the playhead stays (Core Animation's `display()` presented it; a frame's walk runs the events after).
    /// False when a target is gone: the walk after the commit then ends it.
    final func showPresented(local: Double) -> Bool {
        mutesHandlers = true
        defer { mutesHandlers = false }
        return render(from: shownLocal, to: local, progress: machine.shownProgress(at: local))
    }

    /// Takes `local`, which `display()` wrote, as shown when a frame to it would only write that again: it neither
    /// begins nor ends, passes no event, and has no update handler to run. False when a frame must play it.
    final func tookPresented(_ local: Double) -> Bool {
        guard !walksEveryFrame, !runsUpdateHandlers, case .show(_, false, false) = machine.frame(at: local) else {
            return false
        }
        shownLocal = local
        return true
    }

    /// Whether showing a value runs update handlers (a tween's, when it has any).
    var runsUpdateHandlers: Bool { false }

    /// Shows `local` for an offline render (`renderFrames`): as `show`, but a target gone only stops it.
    final func showOffline(_ local: Double) -> Bool {
        let from = shownLocal
        shownLocal = local
        return render(from: from, to: local, progress: timing.position(at: local).progress)
    }

    /// Validates and prepares it without claiming anything, unless that was done: the first error, if any.
    final func prepareOnce() -> TweenError? {
        guard !isPrepared else { return nil }
        if let error = validate() ?? prepare(claiming: false) { return error }
        isPrepared = true
        return nil
    }

    /// Runs `body`, which runs handlers of its root's run (E5 asks whether a control comes from one).
    final func runningHandlers(_ body: () -> Void) {
        let root = root
        root.handlerDepth += 1
        body()
        root.handlerDepth -= 1
    }

    /// Notes a control of a root: a frame or `finish()` running its handlers stops after the one that made it.
    private func control(keepingPlace: Bool = false) {
        generation &+= 1
        if !keepingPlace { pending = nil }
    }

    /// Says that `name` does nothing on a step of a sequence or group (C10); true when this is not one.
    private func refuseOnStep(_ name: String) -> Bool {
        guard isChild else { return true }
        TweenDiagnostics.say("\(name) on a step of a sequence or group does nothing: control the sequence or group")
        return false
    }

    /// Runs its start: a call's action, then the start handlers (they stay for the run: E8).
    @inline(never)  // inlined, it made `step` save more registers on every frame
    final func fireStart() {
        runningHandlers {
            stepDidStart()
            for handler in startHandlers { handler() }
        }
    }

    func fail(_ error: TweenError) {
        TweenDiagnostics.say("\(type(of: self)) failed: \(error)")
        complete(.failed(error))
    }

    /// Ends the run with `result` (E9): its steps still open complete `.cancelled`, then it completes, and the
    /// run's handlers go.
    func complete(_ result: TweenResult) {
        guard machine.end(result, now: engine.now) else { return }
        control()
        if case .failed(let error) = result { ensuredExtras.failure = error }
        detachClock()
        let handlers = completionHandlers
        runningHandlers {
            endRun()
            for handler in handlers { handler(result) }
        }
        resumeAwaiters(with: result)
    }

    /// Its run ended (E8, E9): it lets go of its handlers, properties and targets (a timeline closes its open
    /// steps first).
    func endRun() {
        extras?.startHandlers = []
        extras?.completionHandlers = []
    }

    /// A step stops taking part in its run (V5): it completes `.cancelled`, once.
    final func withdraw() {
        guard isChild, !isWithdrawnInRoot else { return }
        ensuredExtras.isWithdrawn = true
        extras?.isOpen = false
        parent?.stepWithdrew(self)
        closeOpenSteps()
        runningHandlers { for handler in completionHandlers { handler(.cancelled) } }
        resumeAwaiters(with: .cancelled)
    }

    // MARK: Steps of timelines

    /// Seconds it spans inside a timeline: its whole duration at its own speed.
    var span: Double { speed > 0 ? timing.totalDuration / speed : .infinity }

    /// A step's state, from its root's time (P4).
    private var stepState: TweenState {
        if isWithdrawnInRoot { return .cancelled }
        let root = root
        guard root.isPrepared, root.state != .failed, let local = localInRoot else { return .idle }
        if local >= timing.totalDuration - TweenTiming.endTolerance { return .finished }
        // Cut off part-way: its timeline ended first (a fractional repeat), or the root's run did (E9).
        if let parent, parent.isChild, parent.state.isEnded { return .cancelled }
        switch root.state {
        case .paused, .cancelled: return root.state
        case .finished: return .cancelled
        default: return .running
        }
    }

    /// Its local time now, found from its root's (nil for a step that has not begun, T4).
    final var localInRoot: Double? {
        guard let parent else { return machine.local(at: engine.now) }
        return parent.contentInRoot.flatMap(localTime(atParentContent:))
    }

    /// A step's local time at its timeline's content time `content` (T3), held at its end; nil before it has
    /// begun (T4).
    final func localTime(atParentContent content: Double) -> Double? {
        let local = (content - (extras?.placedStart ?? 0)) * speed
        return local >= timing.delay ? min(local, timing.totalDuration) : nil
    }

    /// How fast its local time runs now, in seconds a second, negative when it runs backwards: its speed and
    /// direction on its own; inside a timeline, its speed times the rate its timeline's content runs at.
    final var localRate: Double {
        guard let parent else { return state.isMoving ? machine.rate : 0 }
        guard state == .running else { return 0 }
        return speed * parent.contentRate
    }

    /// Whether the engine should keep calling `step`.
    var wantsFrames: Bool { state.isMoving }

    // MARK: For subclasses

    /// The first invalid parameter, or nil. Subclasses add their own checks to the timing's.
    func validate() -> TweenError? {
        if let error = extras?.setupError { return error }
        if let error = timing.validate() { return error }
        return TweenError.check("speed", speed)
    }

    /// Works out what playing needs (start values, targets); `claiming` takes over the properties it writes
    /// from other tweens and holds its targets. Called before the first value is written, and again with
    /// `claiming` by `start()`: what was worked out stays.
    func prepare(claiming: Bool) -> TweenError? { nil }

    /// Shows what it defines at local time `to` (`progress` along its pass), having shown `from` before (nil:
    /// nothing yet). Returns false when its target is gone.
    func render(from: Double?, to local: Double, progress: Double) -> Bool { true }

    /// Whether a motion must look for its events: it has handlers or awaiters, is a call, or holds such steps.
    var hasEvents: Bool { !startHandlers.isEmpty || !completionHandlers.isEmpty || extras?.awaiters.isEmpty == false }

    /// Whether it, or a timeline holding it below its root, withdrew (V5).
    final var isWithdrawnInRoot: Bool { isWithdrawn || parent?.isWithdrawnInRoot == true }

    /// Adds the events inside it (its steps', for a timeline) between local times `start` and `end`
    /// (`start` itself too when `inclusive`), in their order (E4).
    func collectEvents(
        from start: Double, to end: Double, inclusive: Bool, onePass: Bool = false, into events: inout [TimelineEvent]
    ) {}

    /// It began (E1): a call runs its action.
    func stepDidStart() {}

    /// A timeline's steps still open complete `.cancelled`, innermost first: it ended or withdrew part-way
    /// through them (E4, E9).
    func closeOpenSteps() {}

    /// A root that restarts: its withdrawn steps take part again (V5).
    func rewindSteps(newRun: Bool) {}

    /// Whether another tween now plays the property it writes.
    var isOverwritten: Bool {
        guard let key = propertyKey, let owner = engine.owners.owner(of: key) else { return false }
        return owner !== self
    }

    /// Whether an object it writes to has gone away.
    var hasLostTarget: Bool { false }

    /// The properties it writes, for overwriting: a tween's own (see `propertyKey`), those a timeline claimed (P1).
    var writtenKeys: [PropertyKey] { [] }

    // MARK: What other parts of the library change, through here only

    /// A queue takes it as a step (`asTimelineStep` false), or a sequence or group does, which then plays it instead of
    /// the engine. False, changing nothing, when it already belongs to one or has started.
    func adopt(asTimelineStep: Bool) -> Bool {
        guard ownership == .free, machine.state == .idle else { return false }
        ownership = asTimelineStep ? .step : .queued
        return true
    }

    /// A new duration for one not yet started (a tween that carries a motion on lasts until it settles).
    func lengthen(to duration: Double) {
        guard machine.state == .idle else { return }
        machine.timing.duration = duration
    }

    /// The engine adds it to the playables that want frames: false when it is there already, or a timeline plays it.
    func enterSchedule() -> Bool {
        guard !isScheduled, !isChild else { return false }
        isScheduled = true
        return true
    }

    /// The engine has taken it off the playables that want frames.
    @inline(__always)
    func leaveSchedule() { isScheduled = false }

    /// The app went to the background: paused, and marked for the return (`enterForeground`).
    func pauseForBackground() {
        guard machine.pause(now: engine.now, forBackground: true) else { return }
        control(keepingPlace: true)
        drive()
    }

    /// Its clock presented `local`: the playhead is re-anchored there (see `SegmentClock`).
    func clockShowed(_ local: Double) { machine.place(atLocal: local, now: engine.now) }

    /// Takes on the motion of `rival`, a running tween or timeline writing `key` that it is about to
    /// overwrite, so that the value's velocity carries on (tweens of vectors do; others ignore it). A
    /// timeline's motion is that of its step showing `key` now (P2).
    final func carryOn(from rival: Playable, key: PropertyKey? = nil) {
        let source = key.flatMap { (rival as? Timeline)?.step(showing: $0) } ?? rival
        (self as? any MotionCarrying)?.carryMotion(of: source)
    }

    /// A newer tween takes `key` over (P2): a tween is cancelled, a timeline's steps writing it are.
    func yield(_ key: PropertyKey) { cancel() }

    /// `cancelAll()` on an object's handle: it stops writing to `object`. It is cancelled, unless it writes other
    /// objects too (a timeline): then it yields the properties of `object`, whose steps withdraw (V5).
    final func letGo(of object: AnyObject) {
        let id = ObjectIdentifier(object)
        guard writtenKeys.contains(where: { $0.object != id }) else { return cancel() }
        for key in writtenKeys where key.object == id { yield(key) }
    }

    /// Its object went away (P3): a tween is cancelled (saying so in debug builds when that was before its first
    /// frame, the likely sign of an object nothing kept alive), a timeline's steps writing it are.
    func lostObject() {
        if engine.frames <= startFrame + 1 && state.isMoving {  // a paused one's engine may have run no frame
            TweenDiagnostics.say(
                "a \(type(of: self)) ended .cancelled before its first frame: its object went away. Keep a strong "
                    + "reference to the object (a property of its owner, say) while it animates")
        }
        complete(.cancelled)
    }

    /// The property it writes, if one (for overwriting): its name and its object, while that is alive.
    var propertyKey: PropertyKey? { nil }

    /// The object it writes to, if any, while it lives (also its host when none is set).
    var writtenObject: AnyObject? { nil }
}

/// One event of a motion (E1): a step's start or completion, at a local time of the root playing it. `order`
/// ranks events of one moment: the order in which a timeline lists them (E4).
struct TimelineEvent {
    let time: Double
    let order: Int
    unowned let step: Playable
    let isStart: Bool
    /// At the end of its timeline's pass: it sees that end, not the next pass's start, at a seam (E6).
    var atPassEnd = false

    func isSame(as other: TimelineEvent) -> Bool { step === other.step && isStart == other.isStart }
}
