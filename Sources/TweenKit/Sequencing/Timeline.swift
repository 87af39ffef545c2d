/// A fixed arrangement of steps on one clock: the shared body of `TweenSequence` and `TweenGroup`.
///
/// What it shows is a function of its time (<doc:TimelineSemantics>): each property shows the step latest in order
/// among those writing it that have begun, in every pass alike, whatever path the playhead took. When a root first
/// plays it is compiled into a `TimelinePlan`; a frame then writes only the properties of the steps its motion
/// touched, and lists the events it passed, each by two binary searches a timeline: a frame of a 10,000-step sequence
/// costs what a frame of a few steps does.
@MainActor
public class Timeline: Playable {
    struct Entry {
        let start: Double
        let end: Double
        let step: Playable
    }

    /// The steps and labels in the order given, each with its position (nil: the default placement).
    fileprivate(set) var items: [TimelineItem] = []
    let placement: DefaultPlacement
    private(set) var layout = Layout()
    private var refusal: TweenError?
    /// A root's plan, made when it first plays or is sought, and its run: the steps whose start ran and whose
    /// completion has not (E9), and those that take no part (V5: they, or a timeline holding them, withdrew).
    private(set) var plan: TimelinePlan?
    private var open: [Bool] = []
    private var withdrawn: [Bool] = []
    /// Steps cancelled before the root first played: they withdraw when it does.
    private var withdrawnBeforePlan: [Playable] = []
    private var eventfulCache: TimelinePlan.Eventful?
    /// The properties a root owns while it plays (P1).
    private(set) var claimed: [PropertyKey] = []
    /// What it showed: the step and progress each property shows (its value is that progress's, so the same again
    /// writes nothing, E7), the local time it rendered last whole, and the properties to show again.
    private var shownBy: [(node: Int, progress: Double)?] = []
    private var rendered: (local: Double, atPassEnd: Bool)?
    private var stale: [Int] = []
    private var allStale = true
    /// The properties a render shows (kept, so that a frame allocates nothing).
    private var touched: [Int] = []

    init(items: [TimelineItem], placement: DefaultPlacement, engine: TweenEngine) {
        self.placement = placement
        super.init(timing: TweenTiming(duration: 0), engine: engine)
        for item in items {
            if case .step(let step) = item.content, let error = refusal(of: step) {
                refusal = refusal ?? error
                continue
            }
            self.items.append(item)
        }
        install(.make(self.items, placement: placement))
    }

    /// Takes `step` as its own, or says why not: it is in use, or was made for another engine (a step plays on the
    /// engine it was made for, in a timeline or a queue alike).
    func refusal(of step: Playable) -> TweenError? {
        guard step.engine === engine else { return .stepOnAnotherEngine("\(type(of: step))") }
        return step.adopt(by: self) ? nil : .stepAlreadyInUse("\(type(of: step))")
    }

    /// Keeps `item`, laid out as `layout` (see `Placement.swift`).
    func append(_ item: TimelineItem, _ layout: Layout) {
        items.append(item)
        install(layout)
    }

    func install(_ layout: Layout) {
        self.layout = layout
        lengthen(to: layout.entries.map(\.end).max() ?? 0)
        eventsChanged()
    }

    /// The timeline at the top of the ones it is a step of.
    var outermost: Timeline { parent?.outermost ?? self }
    /// Whether its root has played (or been sought): its steps' places are fixed (C10).
    var hasPlayed: Bool { outermost.isPrepared }

    /// A step's timing changed before its root played (C10): it is placed again, and so is this timeline in its own.
    func stepWasRetimed() {
        install(.make(items, placement: placement))
        parent?.stepWasRetimed()
    }

    override func validate() -> TweenError? {
        if let error = refusal ?? layout.error?.error ?? extras?.setupError { return error }
        for entry in layout.entries {
            if let error = entry.step.validate() { return error }
            if !(entry.step.speed > 0) {
                return .invalidParameter(
                    name: "speed", value: entry.step.speed, expected: "more than 0 for a step of a sequence or group")
            }
        }
        // A step repeating forever makes it endless: its duration is its content's, infinite.
        return timing.validate(endless: true) ?? TweenError.check("speed", speed)
    }

    /// A root compiles its plan once, working out the start value of every step not given one (V4); starting, it
    /// owns every property its steps write (P1): a tween playing one is cancelled.
    override func prepare(claiming: Bool) -> TweenError? {
        guard !isChild else { return nil }
        if plan == nil {
            let made = TimelinePlan(root: self)
            var withdrawn = made.nodes.map { _ in false }
            for step in withdrawnBeforePlan {
                guard let node = step.extras?.node, node > 0 else { continue }
                for inner in node...made.nodes[node].last { withdrawn[inner] = true }
            }
            if let error = made.takeStarts(takePart: { !withdrawn[$0] }) { return error }
            (plan, open, self.withdrawn) = (made, withdrawn.map { _ in false }, withdrawn)
            withdrawLostSteps()
            allStale = true
        }
        guard claiming, let plan else { return nil }
        // Until now others may have written its properties: it shows each again.
        shownBy = []
        let written = zip(plan.keys, plan.writers).compactMap { key, writers -> (PropertyKey, AnyObject)? in
            guard case .property(let key) = key,
                let object = writers.first.flatMap({ plan.steps[$0].playable.writtenObject })
            else { return nil }
            return (key, object)
        }
        // Noted first: a rival's handlers, run as it is cancelled, may end this one. What it owned of an object
        // gone since is let go.
        for key in claimed where !written.contains(where: { $0.0 == key }) { engine.owners.release(key, for: self) }
        claimed = written.map(\.0)
        for (key, object) in written where !state.isEnded && engine.owners.owner(of: key) !== self {
            engine.claim(key.property, of: object, for: self, carrying: false)
        }
        return nil
    }

    // MARK: Showing

    /// Shows what a root defines at local time `local` (V1): the properties the motion since the last render may have
    /// changed, each from the step that shows it now (V2, V3). A handler's control ends the render with it (C9): what
    /// it left unshown shows next time.
    override func render(at local: Double, progress: Double, atPassEnd: Bool) -> Bool {
        guard let plan else { return true }
        let content = timing.content(atLocal: local, atPassEnd: atPassEnd)
        let repeats = timing.effectiveRepeatCount > 1 || timing.autoreverses
        // Kept between frames so that a frame allocates nothing, and read here as a local (no access checks).
        var keys: [Int] = []
        swap(&keys, &touched)
        keys.removeAll(keepingCapacity: true)
        if let (from, fromPassEnd) = rendered, !allStale, !atPassEnd, !fromPassEnd, shownBy.count == plan.keys.count,
            !repeats || timing.pass(at: from) == timing.pass(at: local)
        {
            keys += stale
            plan.keys(of: 0, from: timing.content(atLocal: from), to: content, into: &keys)
            if keys.count > 1 { keys.sort() }
        } else {
            if shownBy.count != plan.keys.count { shownBy = Array(repeating: nil, count: plan.keys.count) }
            keys += plan.keys.indices
        }
        (stale, allStale) = ([], false)
        defer { touched = keys }
        let (generation, withdrawn) = (machine.generation, withdrawn)
        var last = -1
        for key in keys where key != last {
            guard machine.generation == generation else {
                allStale = true
                return true
            }
            last = key
            show(key, atContent: content, atPassEnd: atPassEnd, plan, withdrawn)
        }
        rendered = (local, atPassEnd)
        return true
    }

    /// Shows property `key` from the step latest in order among those that have begun (V2), or before any has, from
    /// the one that begins first (V3). A step whose object has gone withdraws (P3).
    private func show(_ key: Int, atContent content: Double, atPassEnd: Bool, _ plan: TimelinePlan, _ withdrawn: [Bool])
    {
        // A finished one, sought, is only redrawn where no other tween plays the property now (C3).
        if state == .finished, case .property(let written) = plan.keys[key], engine.owners.owner(of: written) != nil {
            return
        }
        let writers = plan.writers[key]
        let shower = plan.shower(among: writers, atContent: content, atPassEnd: atPassEnd) { !withdrawn[$0] }
        guard let node = shower?.node ?? plan.first(among: writers, takePart: { !withdrawn[$0] }) else { return }
        let progress = shower.map { plan.nodes[node].timing.position(at: $0.local).progress } ?? -1
        if let last = shownBy[key], last.node == node, last.progress == progress { return }
        shownBy[key] = (node, progress)
        if plan.steps[node].writer?.showStep(atLocal: shower?.local) == false { withdraw(node: node) }
    }

    /// Its update handlers, and those of the timelines in it that play now, after its root showed a new time.
    func runUpdateHandlers() {
        runningHandlers { for handler in extras?.updateHandlers ?? [] { handler() } }
        guard let plan, let updating = eventfulCache?.updating ?? eventful()?.updating else { return }
        for node in updating where stepState(node) == .running || stepState(node) == .paused {
            runningHandlers { for handler in plan.steps[node].playable.extras?.updateHandlers ?? [] { handler() } }
        }
    }

    // MARK: Its steps, by the root

    /// A step's local time now (nil before it has begun, T4).
    func local(ofNode node: Int) -> Double? {
        plan?.local(of: node, atContent: timing.content(atLocal: machine.local(at: engine.now)))
    }

    /// A step's state, from the root's time (P4).
    func stepState(_ node: Int) -> TweenState {
        guard let plan, isPrepared, state != .failed else { return .idle }
        if withdrawn[node] { return .cancelled }
        guard let local = local(ofNode: node) else { return .idle }
        if local >= plan.nodes[node].timing.totalDuration - TweenTiming.endTolerance { return .finished }
        // Cut off part-way: its timeline ended first (a fractional repeat), or the root's run did (E9).
        let parent = plan.nodes[node].parent
        if parent != 0 && stepState(parent).isEnded { return .cancelled }
        switch state {
        case .paused, .cancelled: return state
        case .finished: return .cancelled
        default: return .running
        }
    }

    /// How fast a step's local time runs now: its speed times the rate its timeline's content runs at (0 when that
    /// does not move, negative backward).
    func rate(ofNode node: Int) -> Double {
        guard let plan else { return 0 }
        let parent = plan.nodes[node].parent
        let (timing, local, rate) =
            parent == 0
            ? (timing, machine.local(at: engine.now), state.isMoving ? machine.rate : 0)
            : (
                plan.nodes[parent].timing, local(ofNode: parent),
                stepState(parent) == .running ? rate(ofNode: parent) : 0
            )
        guard let local, local > timing.delay, local < timing.delay + timing.activeDuration,
            !timing.isResting(at: local)
        else { return 0 }
        let backward = timing.autoreverses && timing.pass(at: local).truncatingRemainder(dividingBy: 2) == 1
        return plan.nodes[node].speed * (backward ? -rate : rate)
    }

    /// The step that shows `key` now, for a tween taking it over to carry on its motion (P2).
    func step(showing key: PropertyKey) -> Playable? {
        guard let plan, let id = plan.keys.firstIndex(of: .property(key)) else { return nil }
        let content = timing.content(atLocal: machine.local(at: engine.now))
        return plan.shower(among: plan.writers[id], atContent: content) { !withdrawn[$0] }.map {
            plan.steps[$0.node].playable
        }
    }

    // MARK: Events

    /// Adds the events of its forward passes in `span` (the pass it is in only, when `onePass`: `finish()`).
    func events(in span: EventSpan, onePass: Bool, into events: inout [Event]) {
        guard let plan, let eventful = eventfulCache ?? eventful() else { return }
        let period = timing.duration + timing.repeatDelay
        let current = ((span.start - timing.delay) / period).rounded(.down)
        let lastPass = onePass ? min(max(current.isNaN ? 0 : current, 0), timing.passes.rounded(.up) - 1) : nil
        plan.passes(
            of: 0, timing: timing, from: span.start, to: span.end, in: span, offset: 0, scale: 1, lastPass: lastPass,
            eventful: eventful, into: &events)
    }

    private func eventful() -> TimelinePlan.Eventful? {
        eventfulCache = plan?.eventful()
        return eventfulCache
    }

    /// Handlers came or went in its tree: it looks again for the steps with events.
    func forgetEventful() { eventfulCache = nil }

    /// Whether step `node` takes part (V5); one whose object went withdraws instead, saying so (P3).
    func takesPart(_ node: Int32) -> Bool {
        let node = Int(node)
        guard let plan, !withdrawn[node] else { return false }
        guard !plan.steps[node].playable.hasLostTarget else {
            withdraw(node: node)
            return false
        }
        return true
    }

    /// Runs a step's event (E1): its start (a call's action first), a new cycle, or its completion (after closing
    /// the steps still open inside it, E9). A control one of its handlers makes stops the rest (C9).
    func runStepEvent(_ event: Event) {
        guard let plan else { return }
        let node = Int(event.step)
        let step = plan.steps[node].playable
        let generation = machine.generation
        runningHandlers {
            switch event.kind {
            case .start:
                open[node] = true
                (step as? Call)?.action()
                for handler in step.startHandlers where machine.generation == generation { handler() }
            case .repeatCycle:
                for handler in step.extras?.repeatHandlers ?? [] where machine.generation == generation { handler() }
            case .complete:
                open[node] = false
                close(inside: node)
                for handler in step.completionHandlers where machine.generation == generation { handler(.finished) }
                step.resumeAwaiters(with: .finished)
            }
        }
    }

    /// Runs the `Call(onSeek: true)` steps a seek from `from` to `to` crossed or landed on (E2).
    func runCallsOnSeek(from: Double, to: Double) {
        guard let plan, plan.seeksRunCalls, from != to, let eventful = eventfulCache ?? eventful() else { return }
        var events: [Event] = []
        let span = EventSpan(start: min(from, to), end: max(from, to), inclusive: to < from)
        plan.passes(
            of: 0, timing: timing, from: span.start, to: span.end, in: span, offset: 0, scale: 1, eventful: eventful,
            into: &events)
        let calls = events.filter {
            $0.kind == .start && $0.time != from && (plan.steps[Int($0.step)].playable as? Call)?.onSeek == true
        }.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
        runningHandlers {
            for call in to < from ? calls.reversed() : calls {
                (plan.steps[Int(call.step)].playable as? Call)?.action()
            }
        }
    }

    // MARK: Ending, withdrawing, other tweens

    /// The steps still open inside `node` complete `.cancelled`, innermost first (E4, E9).
    private func close(inside node: Int) {
        guard let plan, open[node...plan.nodes[node].last].contains(true) else { return }
        for inner in plan.postOrder(of: node) where inner != node && open[inner] {
            open[inner] = false
            let step = plan.steps[inner].playable
            // Its `.cancelled` is the one a step whose object went owes (P3): it says it once.
            if step.hasLostTarget { withdrawn[inner] = true }
            runningHandlers { for handler in step.completionHandlers { handler(.cancelled) } }
            step.resumeAwaiters(with: .cancelled)
        }
    }

    /// A step stops taking part in its run (V5): it completes `.cancelled`, once, and the properties it wrote show
    /// again at the next render.
    func withdraw(_ step: Playable) {
        guard plan != nil else {
            if !withdrawnBeforePlan.contains(where: { $0 === step }) { withdrawnBeforePlan.append(step) }
            runningHandlers { for handler in step.completionHandlers { handler(.cancelled) } }
            return step.resumeAwaiters(with: .cancelled)
        }
        if let node = step.extras?.node, node > 0 { withdraw(node: node) }
    }

    private func withdraw(node: Int) {
        guard let plan, !withdrawn[node] else { return }
        open[node] = false
        close(inside: node)
        for inner in node...plan.nodes[node].last { withdrawn[inner] = true }
        stale += plan.subtreeKeys[node]
        let step = plan.steps[node].playable
        runningHandlers { for handler in step.completionHandlers { handler(.cancelled) } }
        step.resumeAwaiters(with: .cancelled)
    }

    /// The steps whose objects went away withdraw (P3).
    func withdrawLostSteps() {
        guard let plan else { return }
        for node in plan.nodes.indices.dropFirst() where plan.steps[node].playable.hasLostTarget {
            withdraw(node: node)
        }
    }

    /// A root that restarts: its withdrawn steps take part again (V5), except, within a run, those whose object went
    /// (they said so once in this run, P3).
    func rewindSteps(newRun: Bool) {
        withdrawnBeforePlan = []
        guard let plan else { return }
        let before = withdrawn
        withdrawn = plan.nodes.indices.map { !newRun && before[$0] && plan.steps[$0].playable.hasLostTarget }
        allStale = true
    }

    /// The run ends (E9): steps still open complete `.cancelled`, innermost first, a step whose object went says so
    /// if it has not, and the run's handlers go.
    override func endRun() {
        for key in claimed { engine.owners.release(key, for: self) }
        claimed = []
        if plan != nil {
            close(inside: 0)
            withdrawLostSteps()
        } else {
            for step in allSteps where step.hasLostTarget { withdraw(step) }
        }
        for step in allSteps {
            step.resumeAwaiters(with: .cancelled)
            step.letGoOfRun()
        }
        forgetEventful()
    }

    /// Every step of its tree.
    private var allSteps: [Playable] {
        layout.entries.flatMap { entry in ((entry.step as? Timeline)?.allSteps ?? []) + [entry.step] }
    }

    /// A newer tween takes `key` over (P2): its steps writing it withdraw, and it no longer owns it.
    override func yield(_ key: PropertyKey) {
        claimed.removeAll { $0 == key }
        engine.owners.release(key, for: self)
        guard let plan, let id = plan.keys.firstIndex(of: .property(key)) else { return }
        for writer in plan.writers[id] { withdraw(node: writer) }
        // A queue playing it gives way to the tween that took the property (Q2).
        extras?.queue?.giveWay(to: key)
    }

    /// Where the last of its steps that ends ends, in its content: how far `finish()` plays an endless timeline.
    var finiteContentEnd: Double { layout.entries.map(\.end).filter(\.isFinite).max() ?? 0 }
}
