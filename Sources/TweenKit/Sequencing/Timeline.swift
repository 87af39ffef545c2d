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

    let entries: [Entry]
    /// `endsSoFar[i]` is the latest end among entries 0…i: it never decreases, so it can be searched.
    private let endsSoFar: [Double]
    private let refusal: TweenError?
    /// The content time last shown; −∞ before the first render, so steps at 0 count as crossed.
    private var clock = -Double.infinity
    private var clockPass = 0.0
    /// The local time being rendered (set by each `render`): its pass tells a new cycle.
    private var renderLocal = 0.0
    /// Steps whose completion has fired, so each completes once.
    private var completed: Set<ObjectIdentifier> = []
    /// Which steps write each property, and when (see `PropertyWriters`). A constant, so that the frame
    /// path reads its fields in place rather than copying it out of a lazy property.
    private let writers: PropertyWriters
    /// Whether the first render has shown the start values given to steps not yet begun.
    private var primed = false
    /// The properties it owns while it plays (see `prepare`).
    private var claimed: [PropertyKey] = []

    init(steps: [Playable], starts: [Double], engine: TweenEngine) {
        var refusal: TweenError?
        var entries: [Entry] = []
        for (step, start) in zip(steps, starts) {
            guard step.adopt(asTimelineStep: true) else {
                refusal = refusal ?? .stepAlreadyInUse("\(type(of: step))")
                continue
            }
            entries.append(Entry(start: start, end: start + step.span, step: step))
        }
        self.entries = entries
        writers = PropertyWriters(
            entries.map { entry in
                entry.step.keyWindows().map { ($0.key, entry.start + $0.start, entry.start + $0.end) }
            }, spans: entries.map { ($0.start, $0.end) })
        var latest = -Double.infinity
        endsSoFar = entries.map {
            latest = max(latest, $0.end)
            return latest
        }
        self.refusal = refusal
        let length = entries.map(\.end).max() ?? 0
        super.init(timing: TweenTiming(duration: length), engine: engine)
        for entry in entries { entry.step.parent = self }
    }

    override func validate() -> TweenError? {
        if let refusal { return refusal }
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
    private var currentPass: Double { timing.pass(at: renderLocal) }

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

    private func move(to target: Double, seeking: Bool) {
        // A nested timeline is primed by its parent, which knows what earlier steps wrote.
        if !primed {
            primed = true
            if !isChild { prime() }
        }
        let before = clock
        let low = min(before, target)
        let high = max(before, target)
        let forward = target >= before
        // Only entries from the first that ends at or after `low` to the last that starts by `high` can
        // be touched (starts never decrease: a sequence adds spans, a group adds a fixed stagger).
        let first = partitionPoint(endsSoFar.count) { endsSoFar[$0] < low }
        let stop = partitionPoint(entries.count) { entries[$0].start <= high }
        // The clock is there before any step is shown: a move that a step's handler asks for (a `Call`
        // that finishes the timeline, say) starts from here, and does not cross the same steps again.
        clock = target
        guard first < stop else { return }
        // Walk in playback order without building a list: this runs every frame.
        let last = stop - 1
        var touchedCount = 0
        var touchedIndex = 0
        for index in stride(from: forward ? first : last, through: forward ? last : first, by: forward ? 1 : -1) {
            let entry = entries[index]
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
        guard writers.hasShared else { return }
        // The usual frame: one step touched, writing at `target` over its whole span. Any other step
        // writing its properties then would have been touched too, so it is theirs already.
        let only = entries[touchedIndex]
        if touchedCount == 1 && writers.writesOverItsSpan[touchedIndex] && only.start <= target && target <= only.end {
            return
        }
        settle(first..<stop, low: low, high: high, forward: forward, at: target)
    }

    /// After a move, shows each property that several steps write as the timeline defines it at
    /// `target`, where the walk's last write to it (in walk order) was another step's.
    /// Runs every frame of a timeline whose steps share a property, so it allocates nothing: the walk
    /// touched few steps, and those are scanned again rather than collected.
    private func settle(_ range: Range<Int>, low: Double, high: Double, forward: Bool, at target: Double) {
        func touched(_ index: Int) -> Bool { entries[index].start <= high && entries[index].end >= low }
        let candidates = candidates(at: target)
        for index in range where touched(index) {
            for id in writers.shared[index] {
                // Each property once: at the first touched step (in index order) that writes it.
                if (range.lowerBound..<index).contains(where: { touched($0) && writers.shared[$0].contains(id) }) {
                    continue
                }
                let last = writers.lastWritten(id, steps: range, low: low, high: high, forward: forward)
                guard let winner = writers.winner(id, at: target, candidates: candidates, beforeAny: !isChild) else {
                    continue
                }
                if winner.order != last?.order { show(writers.keys[id], of: winner.index, at: target) }
            }
        }
    }

    /// The steps whose spans can hold `time`: the same two searches as a move's.
    private func candidates(at time: Double) -> Range<Int> {
        let first = partitionPoint(endsSoFar.count) { endsSoFar[$0] < time }
        return first..<max(first, partitionPoint(entries.count) { entries[$0].start <= time })
    }

    /// Quietly shows what step `index` defines for `key` at the timeline's time `time`.
    private func show(_ key: PropertyKey, of index: Int, at time: Double) {
        let entry = entries[index]
        entry.step.timelineWillRender(arriving: false)
        entry.step.reassert(key, at: min(max(time - entry.start, 0), entry.end - entry.start))
    }

    /// The first render: a property whose first step was given its start value shows it from now on
    /// (until that step begins, it is what the timeline defines there), as a seek back to here would.
    private func prime() {
        for id in writers.keys.indices {
            let first = writers.first(id)
            if entries[first.index].step.hasGivenStart(for: writers.keys[id]) {
                show(writers.keys[id], of: first.index, at: -.infinity)
            }
        }
    }

    override func keyWindows() -> [(key: PropertyKey, start: Double, end: Double)] {
        // In the parent's time: plain timing maps content time by speed; anything else spans the whole.
        let plain =
            timing.delay == 0 && timing.effectiveRepeatCount <= 1 && !timing.autoreverses && timing.repeatDelay == 0
            && speed > 0
        return plain
            ? writers.all.map { ($0.key, $0.start / speed, $0.end / speed) } : writers.spans.map { ($0.key, 0, span) }
    }

    override func reassert(_ key: PropertyKey, at local: Double) {
        guard prepareAsChild() == nil, let id = writers.keys.firstIndex(of: key) else { return }
        let time = timing.position(at: local * speed).progress * timing.duration
        guard let winner = writers.winner(id, at: time, candidates: candidates(at: time)) else { return }
        show(key, of: winner.index, at: time)
    }

    override func hasGivenStart(for key: PropertyKey) -> Bool {
        guard let id = writers.keys.firstIndex(of: key) else { return false }
        return entries[writers.first(id).index].step.hasGivenStart(for: key)
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
    public var steps: [Playable] { entries.map(\.step) }
}

/// Builds a list of steps from a block, for `TweenSequence` and `TweenGroup`.
@resultBuilder
public enum TimelineBuilder {
    /// A step written on its own line.
    public static func buildExpression(_ step: Playable) -> [Playable] { [step] }
    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [Playable]...) -> [Playable] { parts.flatMap { $0 } }
    /// An `if` without `else`: its steps, or none.
    public static func buildOptional(_ part: [Playable]?) -> [Playable] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first: [Playable]) -> [Playable] { first }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second: [Playable]) -> [Playable] { second }
    /// A `for` loop's steps, one iteration after another.
    public static func buildArray(_ parts: [[Playable]]) -> [Playable] { parts.flatMap { $0 } }
}

/// Steps one after another; each starts when the one before it ends.
///
/// ```swift
/// let show = TweenSequence {
///     Tween(gauge, \.level, to: 100, duration: 1)
///     TweenGroup {
///         Tween(gauge, \.level, to: 0, duration: 0.5)
///         Tween(gauge, \.text, from: 100.0, to: 0.0, duration: 0.5) { "\(Int($0))" }
///     }
///     Wait(0.25)
///     Call { print("done") }
/// }
/// show.start()
/// show.pause(); show.resume(); show.seek(to: 0.4); show.speed = 2; show.reverse(); show.cancel()
/// ```
///
/// A step without a `from` starts from its property's value when playback reaches it, so a chain of
/// `to:` tweens is one smooth path. A step that fails validation fails the whole sequence before
/// anything is written; a step already in another sequence, group or queue, or already started,
/// is refused with `TweenError.stepAlreadyInUse`.
public final class TweenSequence: Timeline {
    /// A sequence of the steps `steps` builds, on `engine`.
    public init(engine: TweenEngine = .shared, @TimelineBuilder _ steps: () -> [Playable]) {
        let steps = steps()
        var starts: [Double] = []
        var time = 0.0
        for step in steps {
            starts.append(time)
            if !step.isOwned && step.state == .idle { time += step.span }
        }
        super.init(steps: steps, starts: starts, engine: engine)
    }
}

/// Steps side by side, all starting together (or `stagger` seconds apart); it ends when the longest does.
///
/// ```swift
/// let fanOut = TweenGroup(stagger: 0.1) {
///     for bar in bars { Tween(bar, \.width, to: 200, duration: 0.4, curve: .easeOutBack) }
/// }
/// fanOut.start()
/// ```
public final class TweenGroup: Timeline {
    /// A group of the steps `steps` builds, each starting `stagger` seconds after the one before it.
    public init(stagger: Double = 0, engine: TweenEngine = .shared, @TimelineBuilder _ steps: () -> [Playable]) {
        let steps = steps()
        let gap = stagger.isFinite && stagger > 0 ? stagger : 0
        super.init(steps: steps, starts: steps.indices.map { Double($0) * gap }, engine: engine)
        if !(stagger.isFinite && stagger >= 0) {
            staggerError = .invalidParameter(name: "stagger", value: stagger, expected: "finite and not negative")
        }
    }

    private var staggerError: TweenError?

    override func validate() -> TweenError? { staggerError ?? super.validate() }
}

/// A pause of `seconds` in a sequence.
///
/// ```swift
/// TweenSequence { fadeIn; Wait(0.5); fadeOut }
/// ```
public final class Wait: Playable {
    /// A wait of `seconds`.
    public init(_ seconds: Double, engine: TweenEngine = .shared) {
        super.init(timing: TweenTiming(duration: seconds), engine: engine)
    }
}

/// An action that runs once each time playback crosses it going forward (after its `delay`, if it
/// has one), and not on a seek unless `onSeek` is true. It never runs while a timeline plays
/// backwards. Started on its own or in a queue, it runs once. `finish()` on a timeline runs the calls
/// it jumps over, as playing to the end would.
///
/// ```swift
/// TweenSequence { countUp; Call { haptics.tap() } }
/// ```
public final class Call: Playable {
    private let action: () -> Void
    private let onSeek: Bool
    /// Whether the next render acts: true until it has, on its own; set by a timeline for each move.
    private var armed = true

    /// A step that runs `action`; with `onSeek`, a seek that crosses it or lands on it runs it too.
    public init(onSeek: Bool = false, engine: TweenEngine = .shared, _ action: @escaping () -> Void) {
        self.action = action
        self.onSeek = onSeek
        super.init(timing: TweenTiming(duration: 0), engine: engine)
    }

    override func timelineWillRender(arriving: Bool) { armed = arriving }

    /// Restarted on its own, it runs again.
    override func rewindForRestart() { armed = true }

    override func render(progress: Double, local: Double) -> Bool {
        if armed && (!isSeeking || onSeek) {
            armed = false
            action()
        }
        return true
    }
}
