/// Anything that plays over time on a `TweenEngine`: tweens, keyframe tweens, sequences and groups.
///
/// It owns the timing model (delay, repeat, autoreverse, speed), the states and the controls; subclasses
/// only say what to show at a given progress. Every control is safe in every state: one that makes no
/// sense there (resume an idle tween, pause a finished one) does nothing. Completion handlers run
/// exactly once.
///
/// ```swift
/// let t = Tween(from: 0.0, to: 100.0, duration: 2) { print($0) }
/// t.repeatCount = 2; t.autoreverses = true; t.speed = 2; t.delay = 0.5
/// t.onStart { print("started") }.onComplete { result in print(result) }
/// t.start(); t.pause(); t.seek(to: 0.5); t.resume(); t.reverse(); t.finish()
/// ```
@MainActor
public class Playable {
    /// Its state, direction, speed, timing and playhead: every playback decision is the machine's, and
    /// only this file feeds it events.
    private(set) var machine: PlaybackMachine
    /// Set while this is in its engine's list of playables that want frames (`enterSchedule()`).
    private(set) var isScheduled = false
    /// Who it belongs to: no one, a queue, or a sequence or group that drives it (`adopt(asTimelineStep:)`).
    private(set) var ownership = Ownership.free
    /// True while rendering for a seek rather than for playback: `Call` steps do not fire then.
    private(set) var isSeeking = false
    /// The sequence or group a step belongs to (set by it), and the local time it last showed the step at.
    weak var parent: Playable?
    private(set) var childLocal = 0.0
    /// Whether its start values and targets have been captured (`prepare`).
    private var isPrepared = false
    /// Set while `finish()` shows the end, so that a finish asked for meanwhile does not start another.
    private var isFinishing = false
    /// Whether `pause()` let go of its clock (which `resume()` then asks for again).
    private var pausedOffClock = false
    /// The engine whose frames drive it.
    public let engine: TweenEngine

    /// Marks it as decoration: with Reduce Motion on, its engine's `reduceMotionPolicy` decides
    /// whether it plays or jumps to its end. Set it before starting.
    public var isDecorative = false
    /// An error found when it was made (an unknown key, say): it fails on start, writing nothing.
    var setupError: TweenError?
    /// Why it failed, once it has.
    var failure: TweenError?
    /// Its clock's segments (see `SegmentClock`).
    var clockMachine = ClockMachine()
    /// Its clock's current segment, started or not (see `SegmentClock`).
    var clockSegment: ClockSegment? { clockMachine.segment }
    /// The outside clock playing it instead of the engine's frames (see `SegmentClock`).
    var segmentClock: SegmentClock?
    /// The object whose clock plays it. On Apple platforms a view or layer here makes it run on a
    /// `TweenLayer` in that layer tree, with Core Animation as its clock (when the host is on screen; if
    /// not, on the display link); anything else, or nil, runs it on its engine's frames (see
    /// `TweenEngine.segmentClockProvider`). Tweens of an object's property default to that object.
    /// Set it before starting.
    ///
    /// ```swift
    /// Tween(from: 0.0, to: 1.0, duration: 1) { label.alpha = $0 }.hosted(by: label).start()
    /// ```
    public weak var host: AnyObject?
    var startHandlers: [() -> Void] = []
    var completionHandlers: [(TweenResult) -> Void] = []
    /// Tasks awaiting `finished` (see `Playable+Concurrency.swift`).
    var awaiters: [CheckedContinuation<TweenResult, Never>] = []
    /// The tween easing the progress toward a scrub's target (see `Playable+Scrub.swift`).
    var scrubber: Tween<Double>?

    @usableFromInline
    init(timing: TweenTiming, engine: TweenEngine) {
        machine = PlaybackMachine(timing: timing)
        self.engine = engine
    }

    deinit {
        // Released without ending (never started, say): no task waits forever.
        for awaiter in awaiters { awaiter.resume(returning: .cancelled) }
    }

    /// Who a playable belongs to. A step belongs to one queue, sequence or group, which took it idle.
    enum Ownership {
        /// Its own: started and controlled by whoever made it.
        case free
        /// A queue's: the queue starts it when its turn comes; it then plays on the engine's frames.
        case queued
        /// A sequence's or group's step: the timeline drives its time, not the engine.
        case step
    }

    /// True once a queue, sequence or group has taken it.
    final var isOwned: Bool { ownership != .free }
    /// True while a sequence or group drives it instead of the engine.
    final var isChild: Bool { ownership == .step }

    /// Runs `body` rendering as a seek does (quietly: `Call` steps do not fire), restoring the mode after.
    final func whileSeeking<T>(_ body: () -> T) -> T {
        let was = isSeeking
        isSeeking = true
        defer { isSeeking = was }
        return body()
    }

    /// Where it is in its life; see `TweenState`.
    public final var state: TweenState { machine.state }
    /// True when playing backwards (after an odd number of `reverse()` calls).
    public final var isReversed: Bool { machine.isReversed }
    /// Its timing: delay, duration, repeats.
    final var timing: TweenTiming { machine.timing }
    /// Whether the engine paused it for the app going to the background (it resumes it on return).
    final var pausedForBackground: Bool { machine.pausedForBackground }

    // MARK: Timing

    /// Seconds of one pass.
    public var duration: Double { timing.duration }
    /// Seconds to wait after `start()` before the first pass; set it before starting.
    public var delay: Double {
        get { timing.delay }
        set { machine.timing.delay = newValue }
    }
    /// Cycles to play: `.infinity` forever, fractions stop part-way; 0 counts as 1.
    public var repeatCount: Double {
        get { timing.repeatCount }
        set { machine.timing.repeatCount = newValue }
    }
    /// Whether each cycle plays forward then backward.
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { machine.timing.autoreverses = newValue }
    }
    /// Seconds of rest between repeats (with `autoreverses`, between each pass), holding the value where
    /// the pass ended; set it before starting. Seeking and reversing count the rests as part of the time.
    ///
    /// ```swift
    /// blink.repeatCount = 3; blink.repeatDelay = 0.5   // play, rest half a second, play, rest, play
    /// ```
    public var repeatDelay: Double {
        get { timing.repeatDelay }
        set { machine.timing.repeatDelay = newValue }
    }
    /// How fast local time runs: 2 is twice as fast, 0 holds still. Changing it while playing keeps
    /// the current place. A negative or non-finite speed fails the tween (`.failed`), writing nothing.
    public var speed: Double {
        get { machine.speed }
        set {
            switch machine.setSpeed(newValue, now: engine.now) {
            case .kept: return
            case .retimed: drive()
            case .invalid(let error): fail(error)
            }
        }
    }
    /// `delay + duration × repeats`: the whole time it plays at speed 1.
    public var totalDuration: Double { timing.totalDuration }

    /// Progress over the whole active span (0…1; over one cycle when repeating forever). It stops when
    /// the tween ends: at 1 when it finished (0 when it finished reversed), where it was when cancelled.
    public var progress: Double { machine.progress(at: engine.now) }

    // MARK: Controls

    /// Starts playing from idle. Validates first: bad input fails it (`.failed`) and nothing is written.
    /// Does nothing in any other state, nor on a step of a sequence or group (start the timeline).
    public func start() {
        stopScrubbing()
        guard state == .idle else { return }
        guard !isChild else {
            TweenDiagnostics.say("start() on a step of a sequence or group does nothing: start the sequence or group")
            return
        }
        if let error = validate() {
            fail(error)
            return
        }
        // Also when a seek prepared it already: only a start claims its properties and holds its
        // targets (preparing again keeps the start values it captured).
        if let error = prepare(claiming: true) {
            fail(error)
            return
        }
        isPrepared = true
        // Claiming the property cancelled a rival, whose completion handler may have ended this one
        // (or started a third tween on the property, which did): then it is over before it began.
        guard state == .idle else { return }
        if engine.skipsMotion(of: self) {
            fireStart()
            finish()
            return
        }
        guard let local = machine.start(now: engine.now), show(local: local) else { return }
        if state == .running { fireStart() }
        guard !state.isEnded else { return }  // a handler ended it
        attachClock()
        drive()
    }

    /// Holds it where it is. Only a delayed or running one pauses.
    public func pause() {
        guard machine.pause(now: engine.now) else {
            // Paused already by the app going to the background: now it stays paused on the return.
            machine.holdPause()
            return
        }
        // A paused one holds no clock: its layer is free for another tween, and nothing of the engine's keeps
        // it (resuming asks for a clock again, if it had one: a clock taken over stays given up).
        if segmentClock != nil {
            detachClock()
            pausedOffClock = true
        }
        drive()
        engine.watchPausedOwners()
    }

    /// Plays on from where `pause()` held it.
    public func resume() {
        stopScrubbing()
        guard state == .paused else { return }
        // Its target went away while paused: it ends as a tween whose target goes away does.
        guard !hasLostTarget else {
            complete(.cancelled)
            return
        }
        _ = machine.resume(now: engine.now)
        if pausedOffClock {
            pausedOffClock = false
            attachClock()
        }
        drive()
    }

    /// Jumps to `progress` (0…1) of the whole active span and writes the target at once. An idle one
    /// starts from there, a paused one stays paused there, a finished one is only redrawn (unless
    /// another tween has taken its property since), and a cancelled or failed one writes nothing.
    /// A progress outside 0…1 counts as the nearer end (as `UIViewPropertyAnimator.fractionComplete`
    /// does); NaN is ignored, and `TweenDiagnostics` says so.
    public func seek(to progress: Double) {
        guard !progress.isNaN else {
            TweenDiagnostics.say("seek(to: nan) on a \(type(of: self)) does nothing")
            return
        }
        stopScrubbing()
        seek(toLocal: timing.localTime(atOverallProgress: progress))
    }

    /// Jumps to the local time `local`, as `seek(to:)` jumps to a progress.
    final func seek(toLocal local: Double) {
        isSeeking = true
        defer { isSeeking = false }
        // An idle one is prepared first (capturing its start values), once: bad input fails it.
        if state == .idle && !isPrepared {
            if let error = validate() ?? prepare(claiming: false) {
                fail(error)
                return
            }
            isPrepared = true
        }
        // Worked out before the machine is changed (only a finished one asks): nothing overlaps its access.
        let ownsProperty = state != .finished || !isOverwritten
        switch machine.seek(toLocal: local, now: engine.now, ownsProperty: ownsProperty) {
        case .none:
            return  // a cancelled tween never writes again (another may own its property now)
        case .showIdle(let local):
            _ = show(local: local)
        case .jump(let local, let begins):
            showJump(to: local, begins: begins)
        case .redraw(let local):
            _ = engine.controlWrite { render(progress: timing.position(at: local).progress, local: local) }
        }
    }

    /// Shows where a jump of a delayed, running or paused one landed: fires the start handlers when it
    /// left the delay, and hands the playback on.
    private func showJump(to local: Double, begins: Bool) {
        guard show(local: local) else { return }
        if begins { fireStart() }
        drive()
    }

    /// Plays it again from its start, forward (as GSAP's `restart` does): a running, delayed or paused one
    /// jumps back and plays on; an ended one — finished, cancelled or failed — starts afresh, from the start
    /// value of its first run, and claims its property again. Its delay is played again only when
    /// `includingDelay`. Handlers run once per run: those added before an ended run have run and are gone,
    /// so add them again after restarting (one added to an ended playable runs at once, with how it ended).
    ///
    /// ```swift
    /// pulse.onComplete { _ in print("once") }
    /// pulse.start()
    /// // … later, after it finished:
    /// pulse.restart()
    /// pulse.onComplete { _ in print("again") }
    /// ```
    ///
    /// A step of a sequence, group or queue belongs to it: restart the sequence or group instead (this does
    /// nothing).
    public func restart(includingDelay: Bool = false) {
        stopScrubbing()
        guard !isOwned else {
            TweenDiagnostics.say(
                "restart() on a step of a sequence, group or queue does nothing: restart the sequence or group")
            return
        }
        let local = includingDelay ? 0 : timing.localTime(atOverallProgress: 0)
        switch state {
        case .idle:
            if isReversed { reverse() }
            machine.placeIdle(atLocal: local, now: engine.now)
            start()
        case .delayed, .running, .paused:
            if isReversed { reverse() }
            // As a new run: a timeline's steps idle again and crossed again, its calls at the start run.
            rewindForRestart()
            showJump(to: local, begins: machine.jump(to: local, now: engine.now))
            if state == .paused { resume() }
        case .finished, .cancelled, .failed:
            rewindForRestart()
            machine.rewind(toLocal: local, now: engine.now)
            failure = nil
            start()
        }
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
            TweenDiagnostics.say(
                "play() on a step of a sequence, group or queue does nothing: play the sequence or group")
            return
        }
        guard !state.isEnded else {
            let local = machine.local(at: engine.now)
            let sought = local < timing.localTime(atOverallProgress: 1) - TweenTiming.endTolerance
            if state == .finished && sought { play(fromLocal: local) }
            return
        }
        if isReversed { reverse() }
        if state == .idle { start() } else if state == .paused { resume() }
    }

    /// Plays forward from `local`: from idle it starts there; delayed, running or paused, it jumps there
    /// quietly (as a seek) and plays on; ended, it plays again from there as a new run (as `restart()`).
    final func play(fromLocal local: Double) {
        stopScrubbing()
        guard !isOwned else {
            TweenDiagnostics.say("play(from:) on a step of a sequence, group or queue does nothing")
            return
        }
        if state.isEnded {
            rewindForRestart()
            machine.rewind(toLocal: local, now: engine.now)
            failure = nil
        } else if isReversed {
            reverse()
        }
        seek(toLocal: local)
        // Playing from a place, as from the start, plays what is at that very place (a `Call` on a label).
        armStepsAtPlayhead()
        if state == .idle { start() } else if state == .paused { resume() }
    }

    /// Makes the next forward move cross the steps that start exactly where it is (only a timeline has any).
    func armStepsAtPlayhead() {}

    /// Puts what a subclass keeps of a run back to its start, before `restart()` plays it again.
    func rewindForRestart() {}

    /// A step of a timeline that restarts: idle again, forward, at its start, as before its first run (it
    /// keeps the start values it captured). Its handlers ran with its last run and are gone.
    final func rewindAsStep() {
        guard state != .idle else { return }
        machine.reset()
        failure = nil
        rewindForRestart()
    }

    /// Turns it around from where it is, keeping its timing: it plays back to its start and finishes there.
    /// Reversing an idle one makes it play from its end to its start.
    public func reverse() {
        stopScrubbing()
        if machine.reverse(now: engine.now) { drive() }
    }

    /// Jumps to the end value (the start value when reversed) and completes with `.finished`.
    public func finish() {
        stopScrubbing()
        // A finish asked for while this one shows its end (by a `Call` or handler it runs) is this one.
        guard !state.isEnded, !isFinishing else { return }
        isFinishing = true
        defer { isFinishing = false }
        if !isPrepared {
            if let error = validate() ?? prepare(claiming: false) {
                fail(error)
                return
            }
            isPrepared = true
        }
        let end = isReversed ? 0 : timing.endProgress
        if engine.controlWrite({ render(progress: end, local: lastRenderedLocal) }) {
            complete(.finished)
        } else {
            complete(.cancelled)
        }
    }

    /// Stops where it is, leaving the target as it is, and completes with `.cancelled`.
    public func cancel() {
        stopScrubbing()
        guard !state.isEnded else { return }
        complete(.cancelled)
    }

    // MARK: Frames

    /// Advances to the engine's time `now`. Called by the engine once per frame while delayed or running.
    final func step(_ now: Double) {
        advance(local: machine.movingLocal(at: now))
    }

    /// Shows `local` and moves through the states it implies: started, finished.
    @inline(__always)
    final func advance(local: Double) {
        guard case .show(let progress, let begins, let ends) = machine.frame(at: local) else { return }
        if begins && !begin() { return }
        // What the machine was before this frame's handlers ran: one that moved it (a restart, a seek) has
        // the last word, and this frame's end no longer holds.
        let before = ends ? machine : nil
        if !render(progress: progress, local: local) {
            complete(.cancelled)
        } else if ends && machine == before {
            complete(.finished)
        }
    }

    /// The delay is over: runs the start handlers. False when one of them paused, finished or
    /// cancelled it, in which case this frame writes nothing more.
    private func begin() -> Bool {
        machine.begin()
        fireStart()
        return state == .running
    }

    /// Writes the value for a local time; cancels when the target is gone.
    private func show(local: Double) -> Bool {
        if engine.controlWrite({ render(progress: timing.position(at: local).progress, local: local) }) { return true }
        complete(.cancelled)
        return false
    }

    /// Runs the start handlers, once: they are let go before they run, so however playing begins
    /// again (a seek back into the delay, a timeline's next cycle) they do not run a second time.
    @inline(never)  // inlined, it made `step` save more registers on every frame
    func fireStart() {
        guard !startHandlers.isEmpty else { return }
        let handlers = startHandlers
        startHandlers = []
        for handler in handlers { handler() }
    }

    func fail(_ error: TweenError) {
        TweenDiagnostics.say("\(type(of: self)) failed: \(error)")
        complete(.failed(error))
    }

    func complete(_ result: TweenResult) {
        guard machine.end(result, now: engine.now) else { return }
        if case .failed(let error) = result { failure = error }
        detachClock()
        finishContent()
        let handlers = completionHandlers
        completionHandlers = []
        startHandlers = []
        for handler in handlers { handler(result) }
        resumeAwaiters(with: result)
    }

    // MARK: Children of timelines

    /// Seconds it spans inside a timeline: its whole duration at its own speed.
    var span: Double { speed > 0 ? timing.totalDuration / speed : .infinity }

    /// Prepares it to be driven by a timeline; the first invalid parameter otherwise.
    func prepareAsChild() -> TweenError? {
        if isPrepared { return nil }
        if let error = validate() ?? prepare(claiming: false) { return error }
        isPrepared = true
        return nil
    }

    /// Shows it at `local` seconds into its span, for a timeline. Fires its start handlers the first
    /// time playback reaches it; false when its target is gone.
    func renderAsChild(local: Double, seeking: Bool) -> Bool {
        // A step cancelled on its own, or failed, writes nothing more in this run of its timeline.
        if state == .cancelled || state == .failed { return true }
        guard prepareAsChild() == nil else { return false }
        if state == .idle && !seeking && timing.position(at: local * speed) != .delayed {
            machine.beginAsChild()
            fireStart()
        }
        isSeeking = seeking
        defer { isSeeking = false }
        childLocal = local * speed
        return render(progress: timing.position(at: childLocal).progress, local: childLocal)
    }

    /// How fast its local time runs now, in seconds a second, negative when it runs backwards: its speed
    /// and direction while it plays on its own; inside a timeline, its speed times the rate its parent's
    /// content runs at. Zero when it does not move.
    final var localRate: Double {
        guard let parent else { return state.isMoving ? machine.rate : 0 }
        guard state == .running else { return 0 }
        return speed * parent.contentRate
    }

    /// How fast a timeline's content time runs now: its local rate, turned around on an autoreversed
    /// timeline's backward passes.
    final var contentRate: Double {
        let local = parent == nil ? machine.local(at: engine.now) : childLocal
        if timing.isResting(at: local) { return 0 }
        let falling = timing.autoreverses && timing.pass(at: local).truncatingRemainder(dividingBy: 2) == 1
        return falling ? -localRate : localRate
    }

    /// Its local time now: on its own clock, or where its timeline last showed it.
    final var currentLocal: Double { parent == nil ? machine.local(at: engine.now) : childLocal }

    /// The properties it writes, each with the part of its span (local, in its parent's time) over
    /// which it writes it: for a timeline to tell which step defines a property at a time.
    func keyWindows() -> [(key: PropertyKey, start: Double, end: Double)] {
        propertyKey.map { [($0, 0, span)] } ?? []
    }

    /// Quietly shows what it defines for the property `key` at `local` seconds into its span.
    func reassert(_ key: PropertyKey, at local: Double) {
        _ = renderAsChild(local: local, seeking: true)
    }

    /// Whether it was given the start value it writes to `key` (rather than reading it when it begins).
    func hasGivenStart(for key: PropertyKey) -> Bool { false }

    /// Told by a timeline before each render whether this move of its clock reaches this step's end
    /// going forward (for `Call`, which acts then and only then).
    func timelineWillRender(arriving: Bool) {}

    /// Whether the engine should keep calling `step`.
    var wantsFrames: Bool { state.isMoving }

    // MARK: For subclasses

    /// The first invalid parameter, or nil. Subclasses add their own checks to the timing's.
    func validate() -> TweenError? {
        if let error = setupError { return error }
        if let error = timing.validate() { return error }
        return TweenError.check("speed", speed)
    }

    /// Captures what playing needs (start values, targets); `claiming` takes over the properties it
    /// writes from other tweens and holds its targets. Called before the first value is written, and
    /// again with `claiming` by `start()`: what was captured stays.
    func prepare(claiming: Bool) -> TweenError? { nil }

    /// Shows the value at `progress` along a pass, for the local time `local` (which a timeline needs to
    /// tell one pass from the next; a tween needs only the progress). Returns false when the target is gone.
    func render(progress: Double, local: Double) -> Bool { true }

    /// The local time last rendered, for a render that is not at a new time (`finish()` shows the end
    /// of the pass it is in): only a timeline keeps it.
    var lastRenderedLocal: Double { 0 }

    /// Lets go of its targets once ended.
    func finishContent() {}

    /// Whether another tween now plays the property it writes.
    var isOverwritten: Bool {
        guard let key = propertyKey else { return false }
        guard let owner = engine.owner(of: key) else { return false }
        return owner !== self
    }

    /// Whether an object it writes to has gone away (checked when a paused one resumes).
    var hasLostTarget: Bool { false }

    /// Whether it writes the property `key` names (for overwriting).
    func writes(_ key: PropertyKey) -> Bool { false }

    // MARK: What other parts of the library change, through here only

    /// A queue takes it as a step (`asTimelineStep` false), or a sequence or group does, which then
    /// drives it instead of the engine. False, changing nothing, when it already belongs to one or has
    /// started.
    func adopt(asTimelineStep: Bool) -> Bool {
        guard ownership == .free, state == .idle else { return false }
        ownership = asTimelineStep ? .step : .queued
        return true
    }

    /// A new duration for one not yet started (a tween that carries a motion on lasts until it settles).
    func lengthen(to duration: Double) {
        guard state == .idle else { return }
        machine.timing.duration = duration
    }

    /// The engine adds it to the playables that want frames: false when it is there already, or a
    /// timeline drives it.
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
        drive()
    }

    /// Its clock presented `local`: the playhead is re-anchored there (see `SegmentClock`).
    func clockShowed(_ local: Double) {
        machine.clockShowed(local, now: engine.now)
    }

    /// Takes on the motion of `rival`, a running tween of the same property that it is about to
    /// overwrite, so that the value's velocity carries on (tweens of vectors do; others ignore it).
    func carryOn(from rival: Playable) {}

    /// The property it writes, if one (for overwriting): its name and its object, while that is alive.
    var propertyKey: PropertyKey? { nil }

    /// The name of the property it writes, if one (with the object's identity, when known, its key).
    var propertyName: PropertyName? { nil }

    /// The properties it writes, each with its object while that lives: what a timeline claims when it starts.
    func writtenProperties() -> [(name: PropertyName, object: AnyObject)] { [] }

    /// The host when none is set: the object it writes to, if any.
    func defaultHost() -> AnyObject? { nil }
}
