/// A fixed arrangement of steps on one clock: the shared body of `TweenSequence` and `TweenGroup`.
///
/// What it shows is a function of its time (<doc:TimelineSemantics>): each property shows the step latest in
/// order among those writing it that have begun, in every pass alike, whatever path the playhead took. So a
/// frame writes only the properties of the steps its motion touched, each from the step that shows it now, and
/// runs the events it passed in time order. Steps are sorted by start, so two binary searches find the ones
/// a motion can touch: a frame of a 1,000-step sequence costs what a frame of one step does.
@MainActor
public class Timeline: Playable {
    struct Entry {
        let start: Double
        let end: Double
        let step: Playable
    }

    /// The steps and labels in the order given, each with its position (nil: the default placement).
    private var items: [TimelineItem] = []
    private let placement: DefaultPlacement
    private(set) var layout = Layout()
    private var refusal: TweenError?
    /// A root's view of the properties its whole tree writes, made when it first plays.
    private var index: TimelineIndex?
    /// The properties its steps write (indices into its root's index, which notes them), for a move that changes
    /// them all.
    var ownKeys: [Int] = []
    /// The properties a root owns while it plays (P1).
    private var claimed: [PropertyKey] = []
    /// Properties a root must show again at its next render (a step withdrew), and whether all must.
    private var stale: [Int] = []
    private var allStale = false
    /// The properties a render shows (kept, so that a frame allocates nothing).
    private var touched: [Int] = []
    /// Which step showed each property last, at which progress: a step's value is its progress's, so the same
    /// again writes nothing (E7).
    private var shownBy: [(step: ObjectIdentifier, progress: Double)?] = []
    /// Whether a step in it has handlers or is a call: otherwise no motion need look for events in it.
    private var eventfulCache: Bool?

    init(items: [TimelineItem], placement: DefaultPlacement, engine: TweenEngine) {
        self.placement = placement
        super.init(timing: TweenTiming(duration: 0), engine: engine)
        holdsSteps = true
        for item in items {
            if case .step(let step) = item.content, !accept(step) {
                refusal = refusal ?? .stepAlreadyInUse("\(type(of: step))")
                continue
            }
            self.items.append(item)
        }
        install(.make(self.items, placement: placement))
    }

    /// Takes `step` as its own, if it is free and idle.
    private func accept(_ step: Playable) -> Bool {
        guard step.adopt(asTimelineStep: true) else { return false }
        step.ensuredExtras.parent = self
        return true
    }

    private func install(_ layout: Layout) {
        self.layout = layout
        for entry in layout.entries { entry.step.ensuredExtras.placedStart = entry.start }
        lengthen(to: layout.entries.map(\.end).max() ?? 0)
        eventsChanged()
    }

    /// A step's timing changed before its root played (C10): it is placed again, and so is this timeline in its own.
    func stepWasRetimed() {
        install(.make(items, placement: placement))
        parent?.stepWasRetimed()
    }

    override func validate() -> TweenError? {
        if let refusal { return refusal }
        if let error = layout.error?.error { return error }
        for entry in layout.entries {
            if let error = entry.step.validate() { return error }
            if !(entry.step.speed > 0) {
                return .invalidParameter(
                    name: "speed", value: entry.step.speed, expected: "more than 0 for a step of a sequence or group")
            }
        }
        return super.validate()
    }

    /// A root works out, once, the start value of every step not given one (V4); starting, it owns every
    /// property its steps write (P1): a tween playing one is cancelled.
    override func prepare(claiming: Bool) -> TweenError? {
        guard !isChild else { return nil }
        if index == nil {
            switch TimelineIndex.make(for: self) {
            case .success(let made): index = made
            case .failure(let error): return error
            }
            allStale = true
        }
        guard claiming, let index else { return nil }
        // Until now others may have written its properties: it shows each again.
        shownBy = []
        let written = index.liveProperties
        // Noted first: a rival's handlers, run as it is cancelled, may end this one.
        claimed = written.map(\.key)
        for (key, object) in written where !state.isEnded && engine.owners.owner(of: key) !== self {
            engine.claim(key.property, of: object, for: self, carrying: false)
        }
        return nil
    }

    override var writtenKeys: [PropertyKey] { claimed }

    // MARK: Content time

    /// The content time at its local time `local` (T2): in its delay 0, in a rest where the pass ended, past its
    /// end where the last pass ended.
    final func content(atLocal local: Double) -> Double {
        let d = duration
        let elapsed = local - timing.delay
        guard elapsed > 0, d > 0 else { return 0 }
        guard d.isFinite else { return elapsed }
        if elapsed >= timing.activeDuration { return timing.endProgress * d }
        var pass = (elapsed / (d + timing.repeatDelay)).rounded(.down)
        var into = min(max(elapsed - pass * (d + timing.repeatDelay), 0), d)
        // At a seam, an event of the ending pass sees that pass's end (E6).
        if engine.showsPassEnds, pass >= 1, into <= TweenTiming.endTolerance { (pass, into) = (pass - 1, d) }
        return timing.autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1 ? d - into : into
    }

    /// Its content time at its root's content time `rootContent`; nil while it has not begun (T4).
    final func content(atRootContent rootContent: Double) -> Double? {
        guard let parent else { return rootContent }
        return parent.content(atRootContent: rootContent).flatMap(localTime(atParentContent:)).map(content(atLocal:))
    }

    /// Its content time now (nil before it has begun).
    final var contentInRoot: Double? {
        guard parent != nil else { return content(atLocal: machine.local(at: engine.now)) }
        return (root as? Timeline)?.contentInRoot.flatMap { content(atRootContent: $0) }
    }

    /// How fast its content time runs now, in seconds a second: backward on a backward pass, 0 when it does not
    /// move (see `localRate`).
    final var contentRate: Double {
        guard let local = localInRoot, local > timing.delay, local < timing.delay + timing.activeDuration,
            !timing.isResting(at: local)
        else { return 0 }
        let backward = timing.autoreverses && timing.pass(at: local).truncatingRemainder(dividingBy: 2) == 1
        return backward ? -localRate : localRate
    }

    // MARK: Showing

    /// Shows what a root defines at local time `local` (V1): the properties that the motion from `from` may have
    /// changed, each from the step that shows it now (V2, V3).
    override func render(from: Double?, to local: Double, progress: Double) -> Bool {
        guard let index else { return true }
        let target = content(atLocal: local)
        // A pass's end, shown at a seam, differs from the next pass's start by more than a motion touches.
        let atPassEnd = engine.showsPassEnds
        defer { if atPassEnd { allStale = true } }
        let repeats = timing.effectiveRepeatCount > 1 || timing.autoreverses
        guard let from, !allStale, !atPassEnd, shownBy.count == index.keys.count,
            !repeats || timing.pass(at: from) == timing.pass(at: local)
        else {
            // Every property, but what a step showed at a progress is that progress's value still (V4): only a
            // root that claims its properties anew (`prepare`) forgets what it showed.
            allStale = false
            stale = []
            if shownBy.count != index.keys.count { shownBy = Array(repeating: nil, count: index.keys.count) }
            show(index.keys.indices, at: target, index)
            return true
        }
        touched.removeAll(keepingCapacity: true)
        touched += stale
        stale = []
        collectKeys(from: content(atLocal: from), to: target, into: &touched)
        // Each property once, in a fixed order.
        if touched.count > 1 { touched.sort() }
        show(touched, at: target, index)
        return true
    }

    /// Shows properties `keys` (in order, repeats once). A handler's control ends the frame's writes with it (C9):
    /// what it left unshown shows next time.
    private func show(_ keys: some Sequence<Int>, at time: Double, _ index: TimelineIndex) {
        let generation = generation
        var last = -1
        for key in keys where key != last {
            if self.generation != generation {
                allStale = true
                return
            }
            last = key
            show(key, at: time, index)
        }
    }

    /// Shows property `key` at the root's content time `time`: from the step latest in order among those that have
    /// begun (V2), or before any has, from the one that begins first (V3). A step whose object has gone withdraws (P3).
    private func show(_ key: Int, at time: Double, _ index: TimelineIndex) {
        // A finished one, sought, is only redrawn where no other tween plays the property now (C3).
        if state == .finished, case .property(let written) = index.keys[key], engine.owners.owner(of: written) != nil {
            return
        }
        let writers = index.writers[key]
        let shower = TimelineIndex.shower(among: writers, at: time)
        guard let step = shower?.step ?? TimelineIndex.first(among: writers) else { return }
        let progress = shower.map { step.timing.position(at: $0.local).progress } ?? -1
        if let last = shownBy[key], last.step == ObjectIdentifier(step), last.progress == progress { return }
        shownBy[key] = (ObjectIdentifier(step), progress)
        if !step.showStep(atLocal: shower?.local) { step.withdraw() }
    }

    /// Adds the properties of the steps that a motion of its content from `from` to `to` touched.
    private func collectKeys(from: Double, to: Double, into keys: inout [Int]) {
        let low = min(from, to)
        let high = max(from, to)
        let first = partitionPoint(layout.endsSoFar.count) { layout.endsSoFar[$0] < low }
        let stop = partitionPoint(layout.entries.count) { layout.entries[$0].start <= high }
        for entry in layout.entries[first..<max(first, stop)] where entry.end >= low {
            guard let nested = entry.step as? Timeline else {
                if let key = entry.step.extras?.writerKey, key >= 0 { keys.append(key) }
                continue
            }
            let total = nested.timing.totalDuration
            let (rawA, rawB) = ((from - entry.start) * nested.speed, (to - entry.start) * nested.speed)
            let a = min(max(rawA, 0), total)
            let b = min(max(rawB, 0), total)
            // Beginning (or going back before its start) changes everything it shows; not moving, nothing.
            let begins = (rawA >= nested.timing.delay) != (rawB >= nested.timing.delay)
            if !begins && a == b { continue }
            if !begins && nested.timing.pass(at: a) == nested.timing.pass(at: b) {
                nested.collectKeys(from: nested.content(atLocal: a), to: nested.content(atLocal: b), into: &keys)
            } else {
                keys += nested.ownKeys
            }
        }
    }

    /// A step withdrew (V5): the properties it wrote show again at the next render.
    func stepWithdrew(_ step: Playable) {
        let root = root as! Timeline
        if let nested = step as? Timeline {
            root.stale += nested.ownKeys
        } else if let key = step.extras?.writerKey, key >= 0 {
            root.stale.append(key)
        }
    }

    override func rewindSteps(newRun: Bool) {
        // Within a run, a step whose object went stays withdrawn: it said so once in this run (P3).
        for step in allSteps where newRun || !step.hasLostTarget { step.extras?.isWithdrawn = false }
        allStale = true
    }

    override func closeOpenSteps() {
        for step in allSteps where step.isOpen {
            step.extras?.isOpen = false
            // Its `.cancelled` is the one a step whose object went owes (P3): it says it once.
            if step.hasLostTarget { step.ensuredExtras.isWithdrawn = true }
            runningHandlers { for handler in step.completionHandlers { handler(.cancelled) } }
            step.resumeAwaiters(with: .cancelled)
        }
    }

    /// Every step of its tree, innermost first, then in order (E9).
    private var allSteps: [Playable] {
        layout.entries.flatMap { entry in ((entry.step as? Timeline)?.allSteps ?? []) + [entry.step] }
    }

    // MARK: Events

    /// Whether a seek may run a call (one made `onSeek` is in it): a seek runs no other event (E2).
    var seeksRunCalls: Bool { index?.seeksRunCalls ?? true }

    override var hasEvents: Bool {
        if eventfulCache == nil { eventfulCache = layout.entries.contains { $0.step.hasEvents } }
        return super.hasEvents || eventfulCache!
    }

    /// Handlers came or went in it: its ancestors look again for events.
    func eventsChanged() {
        eventfulCache = nil
        parent?.eventsChanged()
    }

    override func collectEvents(
        from start: Double, to end: Double, inclusive: Bool, onePass: Bool, into events: inout [TimelineEvent]
    ) {
        // `finish()` plays the rest of the moment it is at, then only the pass it is in (at a seam, the one
        // beginning there): not the next pass's events at that pass's end.
        let last = timing.passes.rounded(.up) - 1
        let period = duration + timing.repeatDelay
        let current = onePass ? min(max(((start - timing.delay) / period).rounded(.down), 0), last) : nil
        let motion = Motion(start: start, end: end, inclusive: inclusive)
        collectPasses(from: start, to: end, motion, offset: 0, scale: 1, lastPass: current, into: &events)
    }

    /// A motion of a root, in its local times: the events after `start` (or at it, when `inclusive`) up to `end`.
    /// An event belongs to a motion by its root time alone, so that the same event, reached through a content
    /// time rounded differently in a later frame, never runs twice (E3).
    private struct Motion {
        let start: Double, end: Double, inclusive: Bool
        /// Content times are rounded: a step is looked at when within this of the range.
        static let slack = 1e-9

        func contains(_ time: Double) -> Bool { (time > start || (inclusive && time == start)) && time <= end }
    }

    /// Adds the events of its forward passes (E2), up to pass `lastPass` if given, between its local times
    /// `start` and `end` of `motion`, at root times `offset + scale × local`.
    private func collectPasses(
        from start: Double, to end: Double, _ motion: Motion, offset: Double, scale: Double, lastPass: Double? = nil,
        into events: inout [TimelineEvent]
    ) {
        let d = duration
        let delay = timing.delay
        let active = timing.activeDuration
        let period = d + timing.repeatDelay
        guard d > 0, d.isFinite else {
            // Content of no length plays once, at its start (T2); content without end, once, on and on.
            return collect(
                from: start - delay, to: d > 0 ? end - delay : min(end - delay, 0), motion,
                offset: offset + scale * delay, scale: scale, into: &events)
        }
        let passes = min(timing.passes.rounded(.up), (lastPass ?? .infinity) + 1)
        // From the pass before the one `start` falls in: its end may be exactly at `start`.
        var pass = max(((start - delay) / period).rounded(.down) - 1, 0)
        while pass < passes, delay + pass * period <= end + Motion.slack {
            let begin = delay + pass * period
            if !(timing.autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1) {
                let length = min(d, active - pass * period)
                collect(
                    from: start - begin, to: min(end - begin, length), motion, offset: offset + scale * begin,
                    scale: scale, into: &events)
            }
            pass += 1
        }
    }

    /// Adds the events of its steps, in order (E4), at root times `offset + scale × content`, of those within
    /// content times `start` and `end` that belong to `motion`.
    private func collect(
        from start: Double, to end: Double, _ motion: Motion, offset: Double, scale: Double,
        into events: inout [TimelineEvent]
    ) {
        let (low, high) = (start - Motion.slack, end + Motion.slack)
        guard high >= low else { return }
        func add(_ step: Playable, at time: Double, isStart: Bool) {
            guard time >= low && time <= high, motion.contains(offset + scale * time) else { return }
            events.append(
                TimelineEvent(
                    time: offset + scale * time, order: events.count, step: step, isStart: isStart,
                    atPassEnd: time >= duration))
        }
        let first = partitionPoint(layout.endsSoFar.count) { layout.endsSoFar[$0] < low }
        let stop = partitionPoint(layout.entries.count) { layout.entries[$0].start <= high }
        for entry in layout.entries[first..<max(first, stop)] where entry.end >= low {
            let step = entry.step
            guard step.hasEvents, !step.isWithdrawn else { continue }
            add(step, at: entry.start + step.timing.delay / step.speed, isStart: true)
            if let nested = step as? Timeline {
                nested.collectPasses(
                    from: (start - entry.start) * step.speed, to: (end - entry.start) * step.speed, motion,
                    offset: offset + scale * entry.start, scale: scale / step.speed, into: &events)
            }
            add(step, at: entry.end, isStart: false)
        }
    }

    // MARK: Ending, and other tweens

    /// The run ends (E9): steps still open complete `.cancelled`, innermost first, then the run's handlers go.
    override func endRun() {
        super.endRun()
        for key in claimed { engine.owners.release(key, for: self) }
        claimed = []
        closeOpenSteps()
        // A step whose object went and that has not said so yet says it now (P3).
        lostObject()
        for step in allSteps {
            step.resumeAwaiters(with: .cancelled)
            step.endRun()
        }
        eventsChanged()
    }

    /// A newer tween takes `key` over (P2): its steps writing it withdraw, and it no longer owns it.
    override func yield(_ key: PropertyKey) {
        claimed.removeAll { $0 == key }
        engine.owners.release(key, for: self)
        guard let index, let id = index.keys.firstIndex(of: .property(key)) else { return }
        for writer in index.writers[id] { writer.step.withdraw() }
    }

    /// An object it writes went away (P3): the steps writing it withdraw.
    override func lostObject() { for step in allSteps where step.hasLostTarget { step.withdraw() } }

    /// The step that shows `key` now, for a tween taking it over to carry on its motion (P2).
    func step(showing key: PropertyKey) -> Playable? {
        guard let index, let id = index.keys.firstIndex(of: .property(key)), let time = contentInRoot else {
            return nil
        }
        return TimelineIndex.shower(among: index.writers[id], at: time)?.step
    }

    // MARK: Placing, labels

    /// Adds `step` at `position` (by default, where this timeline puts steps: after the end so far in a
    /// sequence, at its stagger turn in a group), for timelines built in a loop. Throws, changing nothing,
    /// when the position cannot be placed (before 0, not finite, an unknown label), when the step is already
    /// in use, or when this timeline has played, been sought, or is itself a step.
    ///
    /// ```swift
    /// let wave = TweenSequence {}
    /// for (i, bar) in bars.enumerated() {
    ///     try wave.add(Tween(bar, \.height, to: 80, duration: 0.4), at: .time(Double(i) * 0.05))
    /// }
    /// ```
    @discardableResult
    public func add(_ step: Playable, at position: TimelinePosition? = nil) throws(TweenError) -> Self {
        try checkOpen()
        guard !step.isOwned, step.state == .idle, step !== self else { throw .stepAlreadyInUse("\(type(of: step))") }
        try place(TimelineItem(content: .step(step), position: position)) { _ = accept(step) }
        return self
    }

    /// Adds a label named `name` at `position` (by default, the end so far). A label added again moves.
    /// Throws, changing nothing, as `add(_:at:)` does.
    @discardableResult
    public func addLabel(_ name: String, at position: TimelinePosition = .end) throws(TweenError) -> Self {
        try checkOpen()
        try place(TimelineItem(content: .label(name), position: position)) {}
        return self
    }

    private func checkOpen() throws(TweenError) {
        guard state == .idle, !isPrepared, !isOwned else { throw .timelineAlreadyInUse }
    }

    /// Lays out the items with `item` added: if it lands, keeps that layout (after `accepting`).
    private func place(_ item: TimelineItem, accepting: () -> Void) throws(TweenError) {
        let layout = Layout.make(items + [item], placement: placement)
        if let error = layout.error, error.index == items.count { throw error.error }
        accepting()
        items.append(item)
        install(layout)
    }

    /// Where `step` starts in this timeline, in seconds of its content (at speed 1, from the end of its delay);
    /// nil when it is not one of its steps. With the step's `totalDuration` over its `speed`, it draws the
    /// timeline on a time axis.
    ///
    /// ```swift
    /// for step in show.steps { print(show.startTime(of: step)!, step.totalDuration / step.speed) }
    /// ```
    public func startTime(of step: Playable) -> Double? { layout.entries.first { $0.step === step }?.start }

    /// The labels and their times, in seconds of the timeline's content (at speed 1, from the end of its
    /// delay, within one cycle: one placed past the end is at the end).
    public var labels: [String: Double] { layout.labels.mapValues { min($0, duration) } }

    /// The time of the label `name` (see `labels`); an unknown label throws `TweenError.unknownLabel`.
    ///
    /// ```swift
    /// let reveal = try show.time(ofLabel: "reveal")   // 0.8
    /// ```
    public func time(ofLabel name: String) throws(TweenError) -> Double {
        guard let time = layout.labels[name] else {
            throw .unknownLabel(name: name, known: layout.labels.keys.sorted())
        }
        return min(time, duration)
    }

    /// Jumps to the label `name`, as `seek(to:)` jumps to a progress (in the first cycle, when it repeats).
    /// An unknown label throws `TweenError.unknownLabel` and changes nothing.
    ///
    /// ```swift
    /// try show.seek(to: "reveal")
    /// ```
    public func seek(to label: String) throws(TweenError) {
        let time = try time(ofLabel: label)
        // A label at the end is the end of the first cycle, not the second's start.
        seek(toLocal: timing.delay + time, atPassEnd: time == duration)
    }

    /// Plays forward from the label `name` (C4): from idle it starts there; playing or paused, it jumps there and
    /// plays on; ended, it plays again from there as a new run. The calls on the label run (E5), those before it
    /// do not. An unknown label throws `TweenError.unknownLabel` and changes nothing.
    ///
    /// ```swift
    /// try show.play(from: "reveal")
    /// ```
    public func play(from label: String) throws(TweenError) {
        play(fromLocal: timing.delay + min(try time(ofLabel: label), timing.duration))
    }

    /// The steps, in the order they were given.
    public var steps: [Playable] { items.compactMap { if case .step(let step) = $0.content { step } else { nil } } }
}
