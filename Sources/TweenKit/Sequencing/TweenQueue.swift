/// Steps played one after another, first in first out, open for more while it plays: an animation queue.
///
/// ```swift
/// let queue = TweenQueue()
/// try queue.enqueue(Tween(gauge, \.level, to: 100, duration: 1))
/// try queue.enqueue(Tween(gauge, \.level, to: 25, duration: 0.5))
/// queue.start()
/// try queue.enqueue(Tween(gauge, \.level, to: 60, duration: 0.5))   // runs after the two above
/// queue.onDrained { print("empty") }                            // each time it runs empty
/// ```
///
/// Each step starts as an ordinary tween on the engine when the one before it has completed (its
/// completion handlers run first), so a `to:` step starts from where the last one left its property,
/// and a queue of a thousand steps costs a frame what one tween does. A step that fails completes
/// `.failed` and the next one starts; a step whose object has gone completes `.cancelled` without starting.
/// A tween started on a property the playing step writes takes it over: that step completes `.cancelled` and
/// the queue drops the steps waiting (each completes `.cancelled`), so nothing it would play next takes the
/// property back from the tween just started (see <doc:TimelineSemantics>, rule Q2). Once started, a queue stays started, also through `cancelAll()`:
/// enqueuing onto a drained or emptied queue plays the new step at once. The queue holds the steps waiting
/// and the one playing, never their targets, and lets go of each step once it has played.
///
/// A queue that is playing a step keeps itself alive until that step completes, so a queue made and started inside a
/// function plays to the end; once drained or cancelled it lives only as long as you hold it. A queue let go with steps
/// still waiting (never started, or paused between steps) completes them `.cancelled` on the main actor shortly after.
@MainActor
public final class TweenQueue {
    private var waiting: [Playable] = []
    /// The step playing now, if any.
    public private(set) var current: Playable?
    /// True after `start()`.
    public private(set) var isStarted = false
    /// True while `pause()` holds it.
    public private(set) var isPaused = false
    private var drainedHandler: (() -> Void)?
    private var isAdvancing = false
    private var playedSinceDrain = false

    /// An empty queue, not started. A queue needs no engine of its own: each step plays on the engine it was made for.
    public init() {}

    /// The same as `TweenQueue()`, spelled as `TweenSequence(engine:)` and `TweenGroup(engine:)` are: a queue
    /// keeps no engine, since each step plays on the engine it was made for.
    ///
    /// ```swift
    /// let queue = TweenQueue(engine: engine)
    /// try queue.enqueue(Tween(gauge, \.level, to: 100, duration: 1, engine: engine))
    /// ```
    public convenience init(engine: TweenEngine) { self.init() }

    deinit {
        let dropped = waiting
        guard !dropped.isEmpty else { return }
        // A deinit is not isolated to the main actor; the steps are, and are Sendable for it.
        Task { @MainActor in
            for step in dropped { step.complete(.cancelled) }
        }
    }

    /// The steps not yet started.
    public var pending: [Playable] { waiting }
    /// Whether nothing is playing or waiting.
    public var isEmpty: Bool { current == nil && waiting.isEmpty }

    /// Adds a step at the back. A step already started, or already in a queue, sequence or group, is
    /// refused: it throws `TweenError.stepAlreadyInUse`, and the step and the queue are left as they were.
    ///
    /// ```swift
    /// try queue.enqueue(Tween(gauge, \.level, to: 100, duration: 1))
    /// ```
    public func enqueue(_ step: Playable) throws(TweenError) {
        guard step.adopt(by: nil) else { throw .stepAlreadyInUse("\(type(of: step))") }
        step.ensuredExtras.queue = self
        waiting.append(step)
        step.engine.watchIdle()  // while no frames run, an object's queue still goes with its object
        if isStarted && current == nil && !isPaused { advance() }
    }

    /// Plays the steps in order. Does nothing if already started.
    public func start() {
        guard !isStarted else { return }
        isStarted = true
        if current == nil { advance() }
    }

    /// Pauses the current step, and holds the rest.
    public func pause() {
        guard isStarted, !isPaused else { return }
        isPaused = true
        current?.pause()
    }

    /// Plays on from where `pause()` held it (starting the next step if none was playing).
    public func resume() {
        guard isPaused else { return }
        isPaused = false
        if let current { current.resume() } else { advance() }
    }

    /// Cancels the current step and drops the rest (each completes `.cancelled`). A started queue stays
    /// started: a step enqueued afterwards plays at once.
    public func cancelAll() {
        isPaused = false
        let dropped = waiting
        waiting = []
        let running = current
        current = nil
        running?.cancel()
        for step in dropped { step.complete(.cancelled) }
    }

    /// Runs `body` each time the last step completes and nothing is waiting. One handler at a time: a
    /// new one replaces the one set before, so code that sets it each time it enqueues onto an
    /// object's long-lived queue (`view.tween.queue`) does not pile handlers up.
    @discardableResult
    public func onDrained(_ body: @escaping () -> Void) -> Self {
        drainedHandler = body
        return self
    }

    /// The playing step (a timeline) gave `key` up to a newer tween: the steps waiting, which could take it back from
    /// that tween, are dropped (Q2).
    func giveWay(to key: PropertyKey) {
        let dropped = waiting
        waiting = []
        for step in dropped { step.complete(.cancelled) }
    }

    /// Starts the steps waiting, one at a time, each at the clock's `time` the one before it ended (Q1: a frame that
    /// passes the end of one plays the next on from there, as a sequence does), or now.
    private func advance(at time: Double? = nil) {
        isAdvancing = true
        defer { isAdvancing = false }
        var time = time
        while !waiting.isEmpty {
            let step = waiting.removeFirst()
            current = step
            playedSinceDrain = true
            // Strong: the playing step keeps its queue alive (the step's handlers go when it completes).
            step.onComplete { [weak step] result in
                guard let step, self.current === step else { return }
                self.current = nil
                // Taken over by a newer tween: the queue gives way to it (Q2).
                if result == .cancelled && step.isOverwritten { return self.cancelAll() }
                if self.isStarted && !self.isPaused && !self.isAdvancing { self.advance(at: step.endTime) }
            }
            guard !step.hasLostTarget else {
                step.complete(.cancelled)
                continue
            }
            step.start(at: time)
            if current === step { return }  // it is playing; a step that failed or ended at once falls through
            if step.state == .finished { time = step.endTime }
        }
        current = nil
        if isStarted && playedSinceDrain {
            playedSinceDrain = false
            drainedHandler?()
        }
    }
}
