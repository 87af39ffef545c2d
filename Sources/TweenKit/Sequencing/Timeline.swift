/// A fixed arrangement of steps on one clock: the shared body of `TweenSequence` and `TweenGroup`.
///
/// Moving the clock from its last time to a new one renders exactly the steps whose spans that move
/// touches: in order going forward, in reverse order going backward. Where several steps write one
/// property, the move then shows it as the timeline defines it for the new time (see
/// `PropertyWriters`), so every target shows the same value for a time whichever way and however far
/// the clock got there. Before a property's first step begins, it shows that step's `from` if it was
/// given one (from the timeline's first render on), and is otherwise left as it was. Steps that the
/// move does not touch cost nothing: steps are sorted by start, so two binary searches find the ones
/// a move can touch, and a frame of a 1,000-step sequence costs what a frame of one step does.
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
    private var entries: [Entry] { layout.entries }
    private var refusal: TweenError?
    /// The content time last shown; −∞ before the first render, so steps at 0 count as crossed.
    private var clock = -Double.infinity
    private var clockPass = 0.0
    /// The local time being rendered (set by each `render`): its pass tells a new cycle.
    private var renderLocal = 0.0
    /// Steps whose completion has fired, so each completes once.
    private var completed: Set<ObjectIdentifier> = []
    /// Whether the first render has shown the start values given to steps not yet begun.
    private var primed = false
    /// The properties it owns while it plays (see `prepare`).
    private var claimed: [PropertyKey] = []

    init(items: [TimelineItem], placement: DefaultPlacement, engine: TweenEngine) {
        self.placement = placement
        super.init(timing: TweenTiming(duration: 0), engine: engine)
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
        step.parent = self
        return true
    }

    private func install(_ layout: Layout) {
        self.layout = layout
        lengthen(to: layout.entries.map(\.end).max() ?? 0)
    }

    override func validate() -> TweenError? {
        if let refusal { return refusal }
        if let error = layout.error?.error { return error }
        for entry in entries {
            if let error = entry.step.validate() { return error }
        }
        return super.validate()
    }

    /// Steps capture their start values when playback first reaches them, not now. Starting, a timeline
    /// that is not itself a step owns every property its steps write, as a tween owns its own: a tween
    /// playing one of them is cancelled, and a tween started on one later cancels the timeline.
    override func prepare(claiming: Bool) -> TweenError? {
        guard claiming, !isChild, claimed.isEmpty else { return nil }
        let written = writtenProperties()
        // Noted first: a rival's handlers, run as it is cancelled, may end this one.
        claimed = written.map { PropertyKey(object: ObjectIdentifier($0.object), property: $0.name) }
        for (name, object) in written where !state.isEnded {
            engine.claim(name, of: object, for: self, carrying: false)
        }
        return nil
    }

    override func writtenProperties() -> [(name: PropertyName, object: AnyObject)] {
        var seen: Set<PropertyKey> = []
        return entries.flatMap { $0.step.writtenProperties() }.filter {
            seen.insert(PropertyKey(object: ObjectIdentifier($0.object), property: $0.name)).inserted
        }
    }

    override func writes(_ key: PropertyKey) -> Bool { claimed.contains(key) }

    override var lastRenderedLocal: Double { renderLocal }

    /// The pass (cycle, or half-cycle when autoreversing) being rendered; worked out only when asked.
    /// (Only a repeating timeline has more than one: the usual one skips the arithmetic every frame.)
    private var currentPass: Double { timing.effectiveRepeatCount > 1 ? timing.pass(at: renderLocal) : 0 }

    override func render(progress: Double, local: Double) -> Bool {
        renderLocal = local
        let target = progress * timing.duration
        // Playing backwards is as quiet as a seek: callbacks belong to forward playback.
        let seeking = isSeeking || isReversed
        // A new cycle of a repeating (not autoreversing) timeline: finish the old one, rewind, play on.
        if !seeking && !isReversed && !timing.autoreverses && currentPass > clockPass {
            move(to: timing.duration, seeking: false)
            move(to: 0, seeking: true)
            clock = -.infinity
        }
        clockPass = currentPass
        move(to: target, seeking: seeking)
        return true
    }

    /// A timeline restarting: its steps idle again and shown at their start, quietly, and its clock before its
    /// start, so that the new run crosses every step again (as a new cycle of a repeating one does).
    override func rewindForRestart() {
        for entry in entries { entry.step.rewindAsStep() }
        completed.removeAll()
        _ = whileSeeking {
            engine.controlWrite {
                move(to: 0, seeking: true)
                return true
            }
        }
        clock = -.infinity
        clockPass = 0
    }

    override func armStepsAtPlayhead() {
        if clock.isFinite { clock = clock.nextDown }
    }

    private func move(to target: Double, seeking: Bool) {
        // A nested timeline is primed by its parent, which knows what earlier steps wrote.
        if !primed {
            primed = true
            if !isChild { prime() }
        }
        let layout = layout
        let before = clock
        let low = min(before, target)
        let high = max(before, target)
        let forward = target >= before
        // Only entries from the first that ends at or after `low` to the last that starts by `high` can
        // be touched (the layout keeps the steps in order of start).
        let first = partitionPoint(layout.endsSoFar.count) { layout.endsSoFar[$0] < low }
        let stop = partitionPoint(layout.entries.count) { layout.entries[$0].start <= high }
        // The clock is there before any step is shown: a move that a step's handler asks for (a `Call`
        // that finishes the timeline, say) starts from here, and does not cross the same steps again.
        clock = target
        guard first < stop else { return }
        // Walk in playback order without building a list: this runs every frame.
        let last = stop - 1
        var touchedCount = 0
        var touchedIndex = 0
        for index in stride(from: forward ? first : last, through: forward ? last : first, by: forward ? 1 : -1) {
            let entry = layout.entries[index]
            guard entry.start <= high && entry.end >= low else { continue }
            touchedCount += 1
            touchedIndex = index
            let local = min(max(target - entry.start, 0), entry.end - entry.start)
            // Callbacks belong to forward playback; an instant step fires only when the clock crosses it.
            let crosses = before < entry.start || (entry.end > entry.start && before < entry.end)
            let quiet = seeking || !forward || !crosses
            entry.step.timelineWillRender(arriving: forward && before < entry.end && target >= entry.end)
            if !entry.step.renderAsChild(local: local, seeking: quiet) {
                completeStep(entry.step, .cancelled)  // its target went away
            } else if !quiet && target >= entry.end {
                completeStep(entry.step, .finished)
            }
            // A step's handler (its completion, a Call) may have ended this timeline: nothing after it plays.
            if state.isEnded && !isSeeking { return }
        }
        guard layout.writers.hasShared else { return }
        // The usual frame: one step touched, writing at `target` over its whole span. Any other step
        // writing its properties then would have been touched too, so it is theirs already.
        let only = layout.entries[touchedIndex]
        if touchedCount == 1 && layout.writers.writesOverItsSpan[touchedIndex] && only.start <= target
            && target <= only.end
        {
            return
        }
        settle(first..<stop, low: low, high: high, forward: forward, at: target)
    }

    /// After a move, shows each property that several steps write as the timeline defines it at
    /// `target`, where the walk's last write to it (in walk order) was another step's.
    /// Runs every frame of a timeline whose steps share a property, so it allocates nothing: the walk
    /// touched few steps, and those are scanned again rather than collected.
    private func settle(_ range: Range<Int>, low: Double, high: Double, forward: Bool, at target: Double) {
        let layout = layout
        func touched(_ index: Int) -> Bool { layout.entries[index].start <= high && layout.entries[index].end >= low }
        let candidates = candidates(at: target)
        for index in range where touched(index) {
            for id in layout.writers.shared[index] {
                // Each property once: at the first touched step (in index order) that writes it.
                if (range.lowerBound..<index).contains(where: { touched($0) && layout.writers.shared[$0].contains(id) })
                {
                    continue
                }
                let last = layout.writers.lastWritten(id, steps: range, low: low, high: high, forward: forward)
                guard let winner = layout.writers.winner(id, at: target, candidates: candidates, beforeAny: !isChild)
                else {
                    continue
                }
                // A nested timeline touched by the move settles the property itself, to what it defines at its
                // own time (its last step's end, say), which may not be this timeline's winner: shown again.
                let nestedSettled = range.contains {
                    touched($0) && layout.entries[$0].step is Timeline && layout.writers.shared[$0].contains(id)
                }
                if winner.order != last?.order || nestedSettled {
                    show(layout.writers.keys[id], of: winner.index, at: target)
                }
            }
        }
    }

    /// The steps whose spans can hold `time`: the same two searches as a move's.
    private func candidates(at time: Double) -> Range<Int> {
        let first = partitionPoint(layout.endsSoFar.count) { layout.endsSoFar[$0] < time }
        return first..<max(first, partitionPoint(layout.entries.count) { layout.entries[$0].start <= time })
    }

    /// Quietly shows what step `index` defines for `key` at the timeline's time `time`.
    private func show(_ key: PropertyKey, of index: Int, at time: Double) {
        let entry = layout.entries[index]
        entry.step.timelineWillRender(arriving: false)
        entry.step.reassert(key, at: min(max(time - entry.start, 0), entry.end - entry.start))
    }

    /// The first render: a property whose first step was given its start value shows it from now on
    /// (until that step begins, it is what the timeline defines there), as a seek back to here would.
    private func prime() {
        for id in layout.writers.keys.indices {
            let first = layout.writers.first(id)
            if layout.entries[first.index].step.hasGivenStart(for: layout.writers.keys[id]) {
                show(layout.writers.keys[id], of: first.index, at: -.infinity)
            }
        }
    }

    override func keyWindows() -> [(key: PropertyKey, start: Double, end: Double)] {
        // In the parent's time: plain timing maps content time by speed; anything else spans the whole.
        let plain =
            timing.delay == 0 && timing.effectiveRepeatCount <= 1 && !timing.autoreverses && timing.repeatDelay == 0
            && speed > 0
        return plain
            ? layout.writers.all.map { ($0.key, $0.start / speed, $0.end / speed) }
            : layout.writers.spans.map { ($0.key, 0, span) }
    }

    override func reassert(_ key: PropertyKey, at local: Double) {
        guard prepareAsChild() == nil, let id = layout.writers.keys.firstIndex(of: key) else { return }
        let time = timing.position(at: local * speed).progress * timing.duration
        guard let winner = layout.writers.winner(id, at: time, candidates: candidates(at: time)) else { return }
        show(key, of: winner.index, at: time)
    }

    override func hasGivenStart(for key: PropertyKey) -> Bool {
        guard let id = layout.writers.keys.firstIndex(of: key) else { return false }
        return layout.entries[layout.writers.first(id).index].step.hasGivenStart(for: key)
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
        guard state == .idle, !primed, clock == -.infinity, !isOwned else { throw .timelineAlreadyInUse }
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
    public func startTime(of step: Playable) -> Double? {
        layout.entries.first { $0.step === step }?.start
    }

    /// The labels and their times, in seconds of the timeline's content (at speed 1, from the end of its
    /// delay, within one cycle).
    public var labels: [String: Double] { layout.labels }

    /// The time of the label `name` (see `labels`); an unknown label throws `TweenError.unknownLabel`.
    ///
    /// ```swift
    /// let reveal = try show.time(ofLabel: "reveal")   // 0.8
    /// ```
    public func time(ofLabel name: String) throws(TweenError) -> Double {
        guard let time = layout.labels[name] else {
            throw .unknownLabel(name: name, known: layout.labels.keys.sorted())
        }
        return time
    }

    /// Jumps to the label `name`, as `seek(to:)` jumps to a progress (in the first cycle, when it repeats).
    /// An unknown label throws `TweenError.unknownLabel` and changes nothing.
    ///
    /// ```swift
    /// try show.seek(to: "reveal")
    /// ```
    public func seek(to label: String) throws(TweenError) {
        seek(toLocal: timing.delay + min(try time(ofLabel: label), timing.duration))
    }

    /// Plays forward from the label `name` (see `play(fromLocal:)`): from idle it starts there; playing or
    /// paused, it jumps there and plays on; ended, it plays again from there. An unknown label throws
    /// `TweenError.unknownLabel` and changes nothing.
    ///
    /// ```swift
    /// try show.play(from: "reveal")
    /// ```
    public func play(from label: String) throws(TweenError) {
        play(fromLocal: timing.delay + min(try time(ofLabel: label), timing.duration))
    }

    private func completeStep(_ step: Playable, _ result: TweenResult) {
        guard completed.insert(ObjectIdentifier(step)).inserted else { return }
        step.complete(result)
    }

    override func finishContent() {
        let result: TweenResult = state == .finished ? .finished : .cancelled
        for key in claimed { engine.release(key, for: self) }
        claimed = []
        for entry in entries { completeStep(entry.step, result) }
    }

    /// The steps, in the order they were given.
    public var steps: [Playable] {
        items.compactMap { if case .step(let step) = $0.content { step } else { nil } }
    }
}
