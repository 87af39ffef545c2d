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
    /// A root's playback: every decision about its state and time (a step keeps only its timing and speed here).
    private(set) var machine: PlaybackMachine
    /// The engine whose frames drive it.
    public let engine: TweenEngine
    private(set) var extras: Extras?
    /// The engine's frame count at its start (a target gone by the next frame was likely never kept alive).
    private var startFrame = 0
    private(set) var isScheduled = false
    private(set) var ownership = Ownership.free
    /// Whether a frame looks for events between its start and end: it holds steps or has repeat handlers.
    private var walksEveryFrame = false
    /// Whether its targets and start values have been worked out (`prepare`).
    private(set) var isPrepared = false
    var notifiesUpdates = false
    /// Whether a tween owns its property (see `TweenEngine.claim`), from its start until it ends.
    var ownsProperty = false
    /// Marks it as decoration: with Reduce Motion on, its engine's `reduceMotionPolicy` decides whether it plays or
    /// jumps to its end. Set it before starting.
    public var isDecorative = false

    /// The object whose clock plays it. On Apple platforms a view or layer here makes it run on a `TweenLayer` in that
    /// layer tree, with Core Animation as its clock (off screen, on the display link); anything else, or nil, runs it
    /// on its engine's frames. Tweens of an object's property default to that object. Set it before starting.
    ///
    /// ```swift
    /// Tween(from: 0.0, to: 1.0, duration: 1) { label.alpha = $0 }.hosted(by: label).start()
    /// ```
    public var host: AnyObject? {
        get { extras?.host }
        set { ensuredExtras.host = newValue }
    }
    var startHandlers: [() -> Void] { extras?.startHandlers ?? [] }
    var completionHandlers: [(TweenResult) -> Void] { extras?.completionHandlers ?? [] }
    /// The timeline it is written in, and the root whose plan plays it (from the root's first play).
    var parent: Timeline? { extras?.parent }
    var planRoot: Timeline? { extras?.root }
    final var ensuredExtras: Extras {
        if extras == nil { extras = Extras() }
        return extras!
    }

    /// What few playables use, made when first needed: a plain tween carries none of it.
    final class Extras {
        var startHandlers: [() -> Void] = []
        var completionHandlers: [(TweenResult) -> Void] = []
        var repeatHandlers: [() -> Void] = []
        /// A timeline's update handlers (a tween keeps its own, with their values).
        var updateHandlers: [() -> Void] = []
        var awaiters: [CheckedContinuation<TweenResult, Never>] = []
        var scrubber: Tween<Double>?
        /// An error found when it was made (an unknown key, say): it fails on start, writing nothing.
        var setupError: TweenError?
        var failure: TweenError?
        var clockMachine = ClockMachine()
        var segmentClock: SegmentClock?
        weak var host: AnyObject?
        var pausedOffClock = false
        weak var parent: Timeline?
        weak var root: Timeline?
        weak var queue: TweenQueue?
        /// Its node in its root's plan.
        var node = -1
        /// A tween step's value of its property when its timeline first played.
        var restValue: Any?
        /// A spring lengthened to settle the motion it carried on too: what `retarget` goes on with.
        var lengthenedSpring: TimingCurve?
    }

    @usableFromInline
    init(timing: TweenTiming, engine: TweenEngine) { (machine, self.engine) = (.init(timing: timing), engine) }

    /// Who it belongs to: its own maker, a queue (which starts it in its turn), or a sequence or group (which plays
    /// it). Queues and timelines take only idle playables nobody else has.
    enum Ownership { case free, queued, step }

    final var isOwned: Bool { ownership != .free }
    /// True while a sequence or group plays it instead of the engine.
    final var isChild: Bool { ownership == .step }

    /// Where it is in its life; see `TweenState`. A step's follows from its root's time (P4).
    public final var state: TweenState {
        guard isChild else { return machine.state }
        guard let root = planRoot, let node = extras?.node else { return .idle }
        return root.stepState(node)
    }
    /// True when playing backwards (after an odd number of `reverse()` calls).
    public final var isReversed: Bool { machine.isReversed }
    final var timing: TweenTiming { machine.timing }
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
    /// Seconds of rest between repeats (with `autoreverses`, between each pass), holding the value where the pass
    /// ended; set it before starting. Seeking and reversing count the rests as part of the time.
    ///
    /// ```swift
    /// blink.repeatCount = 3; blink.repeatDelay = 0.5   // play, rest half a second, play, rest, play
    /// ```
    public var repeatDelay: Double {
        get { timing.repeatDelay }
        set { retime { $0.timing.repeatDelay = newValue } }
    }
    /// How fast local time runs: 2 is twice as fast, 0 holds still. Changing it while playing keeps the current
    /// place. A negative or non-finite speed fails the tween (`.failed`), writing nothing.
    public var speed: Double {
        get { machine.speed }
        set {
            guard !isChild else { return retime { $0.setStepSpeed(newValue) } }
            guard newValue != speed else { return }
            switch machine.setSpeed(newValue, now: engine.now) {
            case .kept: return
            case .retimed: drive()
            case .invalid(let error): fail(error)
            }
        }
    }
    /// `delay + duration × repeats`: the whole time it plays at speed 1.
    public var totalDuration: Double { timing.totalDuration }

    /// Changes its timing: a started one fails at once on a bad value (checked only at start, it would play on, or
    /// forever); a step's changes only while its timeline can place it again (C10).
    private func retime(_ change: (inout PlaybackMachine) -> Void) {
        // Changed as a copy: an access to the machine never spans a call to code that could reach it again.
        var changed = machine
        change(&changed)
        guard isChild else {
            machine = changed
            if state != .idle, !state.isEnded, let error = validate() { fail(error) }
            return
        }
        guard let parent, !parent.hasPlayed else {
            return TweenDiagnostics.say("the timing of a step cannot change once its sequence or group has played")
        }
        machine = changed
        parent.stepWasRetimed()
    }

    /// Progress over the whole active span, repeats and rests included (0…1; over one cycle when repeating forever,
    /// there and back when it autoreverses; 0 for a timeline holding a step that repeats forever, which has no end):
    /// GSAP's `totalProgress()`. It stops when it ends. `cycleProgress` is the progress along the pass.
    public var progress: Double { machine.progress(atLocal: localInRoot ?? 0) }

    /// Progress along the pass it is in (0…1), as the curve sees it: from 0 to 1 over each pass, back from 1 to 0 on
    /// the backward pass of an autoreversing one, held during rests: GSAP's `progress()`.
    ///
    /// ```swift
    /// pulse.repeatCount = 3; pulse.autoreverses = true
    /// pulse.cycleProgress   // 0.25 a quarter into a forward pass, 0.75 a quarter into a backward one
    /// ```
    public var cycleProgress: Double { machine.shownProgress(at: localInRoot ?? 0) }

    /// The playhead in seconds of its own time from the end of its delay, repeats and rests included (0 in the
    /// delay): GSAP's `totalTime()`. `seek(toTime:)` moves it.
    public var time: Double { min(max((localInRoot ?? 0) - timing.delay, 0), timing.activeDuration) }

    // MARK: Controls

    /// Starts playing from idle (from where a seek or scrub put it, if one did). Validates first: bad input fails it
    /// (`.failed`) and nothing is written. Does nothing in any other state, nor on a step of a sequence or group.
    public func start() { start(at: nil) }

    /// Starts at the clock's time `time` (a queue's next step, where the one before it ended), or now.
    final func start(at time: Double?) {
        stopScrubbing()
        guard refuseOnStep("start()"), state == .idle else { return }
        // Also when a seek prepared it already: only a start claims its properties and holds its targets.
        if let error = validate() ?? prepare(claiming: true) { return fail(error) }
        isPrepared = true
        // Claiming a property cancelled a rival, whose completion handler may have ended this one.
        guard state == .idle else { return }
        if engine.skipsMotion(of: self) { return finish() }
        guard let local = machine.start(now: time ?? engine.now) else { return }
        startFrame = engine.frames
        arrive(at: local)
        guard !state.isEnded else { return }
        attachClock()
        drive()
        // Started within a frame at an earlier moment: it plays the rest of that frame now.
        if let time, engine.isInFrame, engine.now > time, wantsFrames { step(engine.now) }
    }

    /// Holds it where it is. Only a delayed or running one pauses.
    public func pause() {
        guard refuseOnStep("pause()") else { return }
        // Paused already by the app going to the background: now it stays paused on the return.
        guard machine.pause(now: engine.now) else { return machine.holdPause() }
        // A paused one holds no clock: its layer is free for another tween (resuming asks for one again).
        if extras?.segmentClock != nil {
            detachClock()
            ensuredExtras.pausedOffClock = true
        }
        drive()
        // One the app lets go of while paused still completes when something waits for that (E9).
        if hasEvents { engine.hold(self) } else { engine.watchIdle() }
    }

    /// Plays on from where `pause()` held it.
    public func resume() {
        stopScrubbing()
        guard refuseOnStep("resume()"), state == .paused else { return }
        guard !hasLostTarget else { return complete(.cancelled) }
        _ = machine.resume(now: engine.now)
        if extras?.pausedOffClock == true {
            extras?.pausedOffClock = false
            attachClock()
        }
        drive()
    }

    /// Jumps to `progress` (0…1) of the whole active span and writes the target at once (C3). An idle one starts from
    /// there, a paused one stays paused there, a finished one is only redrawn (where no other tween plays its property
    /// now), and a cancelled or failed one writes nothing. A progress outside 0…1 counts as the nearer end; NaN is
    /// ignored, and `TweenDiagnostics` says so.
    public func seek(to progress: Double) {
        guard !progress.isNaN else { return TweenDiagnostics.say("seek(to: nan) on a \(type(of: self)) does nothing") }
        stopScrubbing()
        seek(toProgress: progress)
    }

    /// Jumps to `seconds` of its own time from the end of its delay (see `time`), as `seek(to:)` jumps to a progress
    /// (GSAP's `seek(seconds)`). A time outside the active span counts as the nearer end; NaN is ignored.
    ///
    /// ```swift
    /// show.seek(toTime: 1.5)   // 1.5 s in, wherever that falls among its steps and repeats
    /// ```
    public func seek(toTime seconds: Double) {
        guard !seconds.isNaN else {
            return TweenDiagnostics.say("seek(toTime: nan) on a \(type(of: self)) does nothing")
        }
        stopScrubbing()
        seek(toLocal: local(atTime: seconds))
    }

    final func local(atTime seconds: Double) -> Double { timing.delay + min(max(seconds, 0), timing.activeDuration) }

    /// Jumps to `progress` of the active span; one repeating forever shows the end of the cycle at 1 (E6).
    final func seek(toProgress progress: Double) {
        guard timing.duration.isFinite else {
            return TweenDiagnostics.say("a timeline holding a step that repeats forever has no progress: seek(toTime:)")
        }
        let endless = !timing.activeDuration.isFinite
        seek(toLocal: timing.localTime(atOverallProgress: progress), atPassEnd: endless && progress >= 1)
    }

    /// Jumps to local time `local` quietly (C3): an idle one is prepared first, once (bad input fails it).
    final func seek(toLocal local: Double, atPassEnd: Bool = false) {
        guard refuseOnStep("seek(to:)") else { return }
        if state == .idle, let error = prepareOnce() { return fail(error) }
        let ownsProperty = state != .finished || !isOverwritten
        // An idle one's playhead is at its start (C1): its first seek crosses from there.
        let from = machine.shown.isNaN ? machine.local(at: engine.now) : machine.shown
        switch machine.seek(toLocal: local, now: engine.now, ownsProperty: ownsProperty) {
        case .none: return  // a cancelled tween never writes again (another may own its property now)
        case .showIdle(let local), .redraw(let local): show(local, atPassEnd: atPassEnd)
        case .jump(let local):
            show(local, atPassEnd: atPassEnd)
            drive()
        }
        notifyTimelineUpdate()
        (self as? Timeline)?.runCallsOnSeek(from: from, to: local)
    }

    /// Plays it again from its start, forward (as GSAP's `restart`, C6): a running, delayed or paused one jumps back
    /// and plays on, keeping its run and its handlers; an ended one starts a new run, from the start values of its
    /// first, and claims its properties again. Its delay is played again only when `includingDelay`. A run's handlers
    /// go when it ends: add handlers for a new run after restarting. On a step of a sequence, group or queue, it does
    /// nothing.
    ///
    /// ```swift
    /// pulse.onComplete { _ in print("once") }
    /// pulse.start()
    /// // … later, after it finished:
    /// pulse.restart()
    /// pulse.onComplete { _ in print("again") }
    /// ```
    public func restart(includingDelay: Bool = false) {
        play(fromLocal: includingDelay ? 0 : timing.delay, restarting: true)
    }

    /// Plays forward from where it is (as GSAP's `play()`): starts an idle one (from where a seek or a scrub left
    /// it), resumes a paused one, turns a reversed one forward, and plays a finished one on from where a seek or
    /// scrub took it back (at its end, it stays finished). A cancelled or failed one stays so (use `restart()`).
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
            if state == .finished && (sought || isReversed) { play(fromLocal: local) }
            return
        }
        if isReversed { reverse() }
        if state == .idle { start() } else if state == .paused { resume() }
    }

    /// Plays forward from `local` (C4): from idle it starts there; playing or paused, it jumps there and plays on;
    /// ended, it plays again from there as a new run, starting at that time (E5). Restarting, its withdrawn steps take
    /// part again and it claims its properties back (V5, C6).
    final func play(fromLocal local: Double, restarting: Bool = false) {
        stopScrubbing()
        guard !isOwned else {
            return TweenDiagnostics.say(
                "\(restarting ? "restart()" : "play(from:)") on a step of a sequence, group or queue does nothing")
        }
        if restarting || state.isEnded { (self as? Timeline)?.rewindSteps(newRun: state.isEnded) }
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
        machine.control()
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
        guard refuseOnStep("reverse()"), machine.reverse(now: engine.now) else { return }
        drive()
    }

    /// Jumps to the end (the start when reversed) and completes with `.finished` (C7). A timeline first plays what is
    /// left of the pass it is in, at once, running its calls and handlers in order as playing would.
    public func finish() {
        stopScrubbing()
        // A finish asked for while this one shows the end (by an update handler) is this one; one asked for by a
        // handler while it plays out its pass takes over from there (C9).
        guard refuseOnStep("finish()"), !state.isEnded, !machine.isFinishing else { return }
        let wasIdle = state == .idle
        if wasIdle {
            if let error = validate() ?? prepare(claiming: true) { return fail(error) }
            isPrepared = true
            guard state == .idle else { return }
            _ = machine.start(now: engine.now)
        }
        let last = machine.shown.isNaN ? machine.local(at: engine.now) : machine.shown
        let here = wasIdle ? machine.local(at: engine.now) : machine.owed?.time ?? last
        machine.control(keepingOwed: true)
        let generation = machine.generation
        // An endless timeline plays to the end of its last step that ends.
        let finiteEnd = (self as? Timeline).map { timing.delay + $0.finiteContentEnd }
        if !isReversed, let end = timing.duration.isFinite ? timing.endOfPass(at: here) : finiteEnd {
            // As started there: its start handlers, then the events of that moment.
            if wasIdle { machine.owe(at: here, owesStart: state == .running) }
            walk(from: here, to: max(end, here), onePass: true)
            guard machine.generation == generation, !state.isEnded else { return }
        }
        machine.setFinishing(true)
        defer { machine.setFinishing(false) }
        // Repeating forever, the end of the pass it played (E6): not the next one's start.
        let endless = !timing.activeDuration.isFinite && timing.duration.isFinite
        let end = timing.duration.isFinite ? machine.endLocal : max(finiteEnd ?? here, here)
        let shown = (machine.shown == end && machine.shownAtPassEnd == endless) || show(end, atPassEnd: endless)
        complete(shown ? .finished : .cancelled, endingAt: end)
    }

    /// Stops where it is, leaving the target as it is, and completes with `.cancelled` (C8). On a step of a sequence
    /// or group, it stops that step writing until the timeline restarts (V5).
    public func cancel() {
        stopScrubbing()
        if isChild { return (planRoot ?? parent?.outermost)?.withdraw(self) ?? () }
        guard !state.isEnded else { return }
        complete(.cancelled)
    }

    private func refuseOnStep(_ name: String) -> Bool {
        guard isChild else { return true }
        TweenDiagnostics.say("\(name) on a step of a sequence or group does nothing: control the sequence or group")
        return false
    }

    // MARK: Frames

    /// Advances to the engine's time `now`: the engine calls it once per frame while delayed or running.
    final func step(_ now: Double) { advance(local: machine.movingLocal(at: now)) }

    /// Plays from where it was to `local`, through every event on the way (E3). Most frames pass none: they only show
    /// the new time.
    @inline(__always)
    final func advance(local: Double) {
        guard case .show(let progress, let begins, let ends) = machine.frame(at: local) else { return }
        guard begins || ends || walksEveryFrame || machine.owed != nil else {
            // Within a frame (its driver's scope holds its writes), or a clock's takeover (which wraps it).
            machine.noteShown(local)
            if !render(at: local, progress: progress, atPassEnd: false) { lostObject() }
            return
        }
        walk(to: ends ? machine.endLocal : local, ends: ends)
    }

    /// The motion from where it was (or `from`) to `target`, which the machine walks (E3, W1): each event's moment
    /// shown and its handlers run in time order, stopping where one of them takes control (C9); then `target` shown,
    /// and the run ended there when `ends`. An event within the end tolerance past `target` counts as reached (a
    /// frame's time is a difference of clock readings). Going backward it only shows.
    private func walk(
        from start: Double? = nil, to target: Double, ends: Bool = false, arriving: Bool = false, onePass: Bool = false
    ) {
        guard !state.isEnded else { return }
        var motion = machine.motion(from: start, to: target, ends: ends, now: engine.now)
        if !isReversed && target >= motion.from {
            let reach = arriving ? target : target + TweenTiming.endTolerance
            let span = EventSpan(start: motion.from, end: reach, inclusive: motion.inclusive)
            if machine.startIsDue(motion, reach: reach) {
                let at = motion.owesStart ? motion.from : timing.delay
                motion.events.append(Event(time: at, step: 0, kind: .start, order: -1))
            }
            if let timeline = self as? Timeline {
                timeline.events(in: span, onePass: onePass, into: &motion.events)
            } else if extras?.repeatHandlers.isEmpty == false {
                Event.repeats(of: 0, timing: timing, in: span, offset: 0, scale: 1, into: &motion.events)
            }
            motion.events.sort { ($0.time, $0.order) < ($1.time, $1.order) }
            if let after = motion.after,
                let done = motion.events.firstIndex(where: { $0.time == motion.from && $0.id == after })
            {
                motion.cursor = done + 1
            }
            motion.target = max(target, motion.events.last?.time ?? target)
        }
        // `finish()` plays to the end of its pass: at a seam, that end, not the next pass's start.
        motion.targetAtPassEnd = onePass && target < timing.delay + timing.activeDuration
        // A timeline's update handlers run once the motion has shown its time (before it completes there).
        var showed = false
        let events = motion.events
        // The machine is changed through a copy while it walks: no access to it then spans a call, and so none is
        // checked at run time anywhere (each check would cost a frame's tween more than its update).
        while true {
            var walking = machine
            let action = walking.next(&motion, events)
            machine = walking
            guard let action else { break }
            switch action {
            case .event(let event, let showsFirst):
                guard event.step == 0 || (self as? Timeline)?.takesPart(event.step) == true else { continue }
                if showsFirst && !show(event.time, atPassEnd: event.atPassEnd) { return }
                showed = showed || showsFirst
                var walking = machine
                let runs = walking.run(event, in: &motion)
                machine = walking
                if runs { run(event) }
            case .show(let local, let atPassEnd):
                guard show(local, atPassEnd: atPassEnd) else { return }
                showed = true
            case .complete(let time):
                if showed { notifyTimelineUpdate() }
                showed = false
                complete(.finished, at: time)
            }
        }
        if showed { notifyTimelineUpdate() }
    }

    /// Runs an event's handlers (E1): the root's start or new cycle, or a step's.
    private func run(_ event: Event) {
        if event.step != 0 { return (self as? Timeline)?.runStepEvent(event) ?? () }
        if event.kind == .repeatCycle {
            return runningHandlers { for handler in extras?.repeatHandlers ?? [] { handler() } }
        }
        machine.begin()
        fireStart()
    }

    /// Playback starts at `local` (E5): shows it, begins (its start handlers) when `begins`, then runs the events at
    /// exactly that time; from one of its own handlers, those wait for the next frame.
    private func arrive(at local: Double, begins: Bool? = nil) {
        let generation = machine.generation
        guard show(local), machine.generation == generation else { return }
        notifyTimelineUpdate()
        let begins = begins ?? (state == .running)
        guard !isReversed else { return begins ? fireStart() : () }
        guard hasEvents || walksEveryFrame || machine.handlerDepth > 0 else { return }
        machine.owe(at: local, owesStart: begins)
        if machine.handlerDepth == 0 { walk(to: local, arriving: true) }
    }

    /// Shows local time `local` (at a seam with `atPassEnd`, the end of the pass ending there: E6); false (cancelling
    /// it) when its target has gone.
    @discardableResult
    final func show(_ local: Double, atPassEnd: Bool = false) -> Bool {
        machine.noteShown(local, atPassEnd: atPassEnd)
        let progress = machine.shownProgress(at: local, atPassEnd: atPassEnd)
        // A frame's writes are in its driver's scope already; a control's go through the engine's.
        if engine.isInFrame
            ? render(at: local, progress: progress, atPassEnd: atPassEnd)
            : engine.controlWrite({ render(at: local, progress: progress, atPassEnd: atPassEnd) })
        {
            return true
        }
        lostObject()
        return false
    }

    /// Shows `local` for an offline render (`renderFrames`): a target gone only stops it.
    final func showOffline(_ local: Double) -> Bool {
        machine.noteShown(local)
        return render(at: local, progress: timing.position(at: local).progress, atPassEnd: false)
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
        let root = planRoot ?? self
        root.machine.enterHandler()
        body()
        root.machine.leaveHandler()
    }

    /// Runs its start: a call's action, then the start handlers (they stay for the run: E8).
    final func fireStart() {
        runningHandlers {
            if let call = self as? Call { call.action() }
            for handler in startHandlers { handler() }
        }
    }

    private func notifyTimelineUpdate() { if notifiesUpdates { (self as? Timeline)?.runUpdateHandlers() } }

    final func fail(_ error: TweenError) {
        TweenDiagnostics.say("\(type(of: self)) failed: \(error)")
        complete(.failed(error))
    }

    /// Ends the run with `result` (E9), at the clock's time `time` (now, unless a frame passed its end): its steps
    /// still open complete `.cancelled`, then it completes, and the run's handlers go.
    final func complete(_ result: TweenResult, at time: Double? = nil, endingAt end: Double? = nil) {
        guard machine.end(result, now: time ?? engine.now, at: end) else { return }
        if case .failed(let error) = result { ensuredExtras.failure = error }
        detachClock()
        let handlers = completionHandlers
        runningHandlers {
            letGoOfRun()
            for handler in handlers { handler(result) }
        }
        resumeAwaiters(with: result)
        engine.checkInvariants(of: self)
    }

    /// Its run's handlers go, and what it claimed and held (E8).
    final func letGoOfRun() {
        if let extras {
            (extras.startHandlers, extras.completionHandlers, extras.repeatHandlers) = ([], [], [])
            if self is Timeline { (extras.updateHandlers, notifiesUpdates) = ([], false) }
        }
        endRun()
    }

    // MARK: Steps of timelines

    /// Seconds it spans inside a timeline: its whole duration at its own speed.
    final var span: Double { speed > 0 ? timing.totalDuration / speed : .infinity }

    /// Its local time now, from its root's (nil for a step that has not begun, T4).
    final var localInRoot: Double? {
        guard isChild else { return machine.local(at: engine.now) }
        guard let root = planRoot, let node = extras?.node else { return nil }
        return root.local(ofNode: node)
    }

    /// How fast its local time runs now, negative backwards: inside a timeline, its speed times the rate its
    /// timeline's content runs at.
    final var localRate: Double {
        guard isChild else { return state.isMoving ? machine.rate : 0 }
        guard state == .running, let root = planRoot, let node = extras?.node else { return 0 }
        return root.rate(ofNode: node)
    }

    /// The clock's time at which its run ended (nil before): where a queue starts its next step.
    final var endTime: Double? { state.isEnded ? machine.anchorTime : nil }

    /// Whether the engine should keep calling `step`.
    final var wantsFrames: Bool { state.isMoving }

    /// Whether a motion must look for its events: it has handlers or awaiters, or is a call.
    final var hasEvents: Bool {
        guard let extras else { return self is Call }
        return !extras.startHandlers.isEmpty || !extras.completionHandlers.isEmpty || !extras.repeatHandlers.isEmpty
            || !extras.awaiters.isEmpty || self is Call
    }

    /// Handlers came or went: its root looks again for the steps with events.
    final func eventsChanged() {
        walksEveryFrame = self is Timeline || extras?.repeatHandlers.isEmpty == false
        planRoot?.forgetEventful()
    }

    // MARK: For subclasses

    /// The first invalid parameter, or nil. Subclasses add their own checks to the timing's.
    func validate() -> TweenError? {
        extras?.setupError ?? timing.validate() ?? TweenError.check("speed", speed)
    }

    /// Works out what playing needs (start values, targets); `claiming` takes over the properties it writes from
    /// other tweens and holds its targets. Called before the first value is written, and again with `claiming` by
    /// `start()`: what was worked out stays.
    func prepare(claiming: Bool) -> TweenError? { nil }

    /// Shows what it defines at local time `local` (`progress` along its pass; at a seam with `atPassEnd`, the end of
    /// the pass ending there). False when its target is gone.
    func render(at local: Double, progress: Double, atPassEnd: Bool) -> Bool { true }

    /// Its run ended (E8, E9): it lets go of what it claimed and held (a timeline closes its open steps first).
    func endRun() {}

    /// A newer tween takes `key` over (P2): a tween is cancelled, a timeline's steps writing it are.
    func yield(_ key: PropertyKey) { cancel() }

    /// The property it writes, if one: a tween's target.
    var slot: PropertySlot? { nil }

    // MARK: What other parts of the library use, through here only

    /// Whether another tween now plays the property it writes.
    final var isOverwritten: Bool {
        guard let key = propertyKey, let owner = engine.owners.owner(of: key) else { return false }
        return owner !== self
    }

    final var hasLostTarget: Bool { slot.map { $0.object == nil } ?? false }

    /// The properties it writes, for overwriting: a tween's own, those a timeline claimed (P1).
    final var writtenKeys: [PropertyKey] { (self as? Timeline)?.claimed ?? propertyKey.map { [$0] } ?? [] }

    /// The property it writes: its name and object, while that is alive or it owns it.
    final var propertyKey: PropertyKey? { slot.flatMap { $0.object != nil || ownsProperty ? $0.key : nil } }

    final var writtenObject: AnyObject? { slot?.object }

    /// A queue takes it as a step, or a sequence or group does (`parent`), which then plays it instead of the engine.
    /// False, changing nothing, when it already belongs to one or has started.
    final func adopt(by parent: Timeline?) -> Bool {
        guard ownership == .free, machine.state == .idle else { return false }
        ownership = parent == nil ? .queued : .step
        if let parent { ensuredExtras.parent = parent }
        return true
    }

    /// A new duration for one not yet started (a tween that carries a motion on lasts until it settles; a timeline as
    /// long as its content).
    final func lengthen(to duration: Double) {
        guard machine.state == .idle else { return }
        machine.timing.duration = duration
    }

    /// The engine adds it to the playables that want frames: false when it is there already, or a timeline plays it.
    final func enterSchedule() -> Bool {
        guard !isScheduled, !isChild else { return false }
        isScheduled = true
        return true
    }

    @inline(__always)
    final func leaveSchedule() { isScheduled = false }

    /// The app went to the background: paused, and marked for the return (`enterForeground`).
    final func pauseForBackground() {
        guard machine.pause(now: engine.now, forBackground: true) else { return }
        drive()
    }

    /// Its clock presented `local`: the playhead is re-anchored there (see `SegmentClock`).
    final func clockShowed(_ local: Double) { machine.place(atLocal: local, now: engine.now) }

    /// Takes on the motion of `rival`, a running tween or timeline writing `key` that it is about to overwrite, so that
    /// the value's velocity carries on (a timeline's: its step showing `key` now, P2).
    final func carryOn(from rival: Playable, key: PropertyKey? = nil) {
        let source = key.flatMap { (rival as? Timeline)?.step(showing: $0) } ?? rival
        (self as? any MotionCarrying)?.carryMotion(of: source)
    }

    /// `cancelAll()` on an object's handle: it stops writing to `object`. It is cancelled, unless it writes other
    /// objects too (a timeline): then it yields the properties of `object`, whose steps withdraw (V5).
    final func letGo(of object: AnyObject) {
        let id = ObjectIdentifier(object)
        guard writtenKeys.contains(where: { $0.object != id }) else { return cancel() }
        for key in writtenKeys where key.object == id { yield(key) }
    }

    /// Its object went away (P3): a tween is cancelled (saying so when that was before its first frame, the likely
    /// sign of an object nothing kept alive), a timeline's steps writing it are.
    final func lostObject() {
        if let timeline = self as? Timeline { return timeline.withdrawLostSteps() }
        if engine.frames <= startFrame + 1 && state.isMoving {  // a paused one's engine may have run no frame
            TweenDiagnostics.say(
                "a \(type(of: self)) ended .cancelled before its first frame: its object went away. Keep a strong "
                    + "reference to the object (a property of its owner, say) while it animates")
        }
        complete(.cancelled)
    }
}
