/// The reference model of "Timeline Semantics": slow, written from the article alone, and using no TweenKit
/// type. It plays a `ModelProgram`'s schedule and says, for each entry, the events handlers and calls see
/// (with the values shown while they run, E6) and the values every property shows afterwards.
///
/// Values are worked out by brute force from V2–V4 at the root's time; events come from a list of every
/// event of every step occurrence in root time, made once (E1–E4), walked by the playhead. The playhead is a
/// root time and a place in that list, so that the events at one moment that a control interrupted still
/// run when playback goes on (C9). The readings chosen where the article is silent are in `ModelReadings`.
@MainActor
final class ReferenceModel {
    /// An event of some step occurrence, at a root time.
    struct Scheduled {
        enum Kind: Equatable {
            case rootStart
            case start(Int)
            case complete(Int)
        }

        var time: Double
        var kind: Kind
        /// The root's pass the event belongs to (at a seam, the ending pass's events come first).
        var rootPass = 0
        /// At the end of its timeline's pass: at a seam it sees that pass's end (E6).
        var atPassEnd = false
        /// The passes of the timelines around it that it falls in (the root's first), each timeline's local time
        /// being `(rootTime − offset) / scale`: W1 hides the passes a motion passes whole.
        var levels: [Level] = []
    }

    struct Level {
        var offset: Double
        var scale: Double
        /// The latest local time this occurrence of the timeline reaches (its parent's pass may cut it off).
        var limit: Double
        var span: ModelSpan
        var pass: Int
    }

    enum State { case idle, playing, paused, finished, cancelled }

    let program: ModelProgram
    let layout: ModelLayout
    /// Every event of the root's whole time, in the order they run (E3, E4).
    private(set) var schedule: [Scheduled] = []
    /// Each step's first begin, in root local time (for V3 and V4).
    private var firstBegin: [Int: Double] = [:]

    // The root's playback.
    private(set) var state = State.idle
    private var reversed = false
    private var speed: Double
    /// The playhead, in root local time.
    private(set) var local = 0.0
    private var anchorLocal = 0.0
    private var anchorClock = 0.0
    private var clock = 0.0
    /// The next event of `schedule` not yet passed.
    private var cursor = 0
    /// A root start owed to a playback that started past the delay, not yet run (E5, E8).
    private var rootStartOwed = false
    /// Changes with every control that takes effect, so that a walk stops when a handler's control does (C9).
    private var generation = 0
    /// Depth of handlers and calls running.
    private var handlerDepth = 0
    /// Whether the run's handlers are still there (E8: a run's end lets them go).
    private var handlersArmed = true
    /// Steps whose start ran and whose completion has not since (E9).
    private var open: Set<Int> = []
    private var invocations: [String: Int] = [:]
    /// Whether the values worked out now are for an event at the end of a pass (E6).
    private var atPassEnd = false
    /// Whether the last render showed the end of a pass at a seam.
    private var renderedPassEnd = false
    /// The motion of the playhead being walked, in root local times: W1.
    private var motion: (from: Double, to: Double)?

    // Values.
    private var played = false
    private var base: [ModelProperty: Double] = [:]
    private var startValues: [Int: Double] = [:]
    private(set) var shown: ModelSnapshot
    private var gone: Set<Int> = []
    private let properties: [ModelProperty]

    private var traces: [ModelStepTrace] = []

    init(_ program: ModelProgram) {
        self.program = program
        layout = ModelLayout(program.root)
        speed = program.root.timing.speed
        shown = program.initialValues
        properties = layout.writes[program.root.id]!.sorted()
        let rootSpan = layout.span[program.root.id]!
        enumerate(program.root, scale: 1, offset: 0, limit: rootSpan.totalDuration, isRoot: true)
        schedule = schedule.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
        findFirstBegins(program.root, scale: 1, offset: 0)
    }

    var root: ModelNode { program.root }
    var rootSpan: ModelSpan { layout.span[root.id]! }
    var total: Double { rootSpan.totalDuration }

    /// Plays the whole schedule: one trace per entry.
    func run() -> [ModelStepTrace] {
        for entry in program.schedule {
            traces.append(ModelStepTrace())
            switch entry {
            case .frame(let seconds): frame(seconds)
            case .frameAt(let time): frame(at: max(clock, time))
            case .control(let control): self.control(control)
            case .drop(let object): drop(object)
            case .set(let property, let value): shown[property] = value
            }
            traces[traces.count - 1].values = shown
            traces[traces.count - 1].state = "\(state)"
        }
        return traces
    }

    // MARK: - Events in root time (E1–E4)

    /// Lists the events of `node` and everything it holds, for node-local times `0…limit`, where root
    /// local time is `scale × local + offset`. Only forward passes hold events (E2); a part-pass holds those
    /// of the content it reaches. Listed in the order E4 gives events of one moment: a step's start, what it
    /// holds pass by pass, its completion; steps in their order (T5).
    private func enumerate(
        _ node: ModelNode, scale: Double, offset: Double, limit: Double, isRoot: Bool = false, rootPass: Int = 0,
        levels: [Level] = []
    ) {
        let span = layout.span[node.id]!
        if span.timing.delay <= limit {
            schedule.append(
                Scheduled(
                    time: scale * span.timing.delay + offset, kind: isRoot ? .rootStart : .start(node.id),
                    rootPass: rootPass, levels: levels))
        }
        if node.kind.isTimelineKind {
            for k in 0..<span.passCount where span.isForward(k) {
                let passStart = span.passStart(k)
                guard passStart <= limit else { break }
                let reach = min(span.passLength(k), limit - passStart)
                for child in layout.ordered[node.id]! {
                    let start = layout.start[child]!
                    guard start <= reach else { continue }
                    let childSpan = layout.span[child]!
                    let childSpeed = childSpan.timing.speed
                    let first = schedule.count
                    enumerate(
                        layout.nodes[child]!, scale: scale / childSpeed, offset: scale * (passStart + start) + offset,
                        limit: min(childSpan.totalDuration, (reach - start) * childSpeed),
                        rootPass: isRoot ? k : rootPass,
                        levels: levels + [Level(offset: offset, scale: scale, limit: limit, span: span, pass: k)])
                    // The child's own start and completion, at this timeline's content end, are its pass's.
                    for i in first..<schedule.count {
                        switch schedule[i].kind {
                        case .start(child) where start + childSpan.timing.delay / childSpeed >= span.duration,
                            .complete(child) where start + childSpan.totalDuration / childSpeed >= span.duration:
                            schedule[i].atPassEnd = true
                        default: break
                        }
                    }
                }
            }
        }
        if !isRoot && span.totalDuration <= limit {
            schedule.append(
                Scheduled(
                    time: scale * span.totalDuration + offset, kind: .complete(node.id), rootPass: rootPass,
                    levels: levels))
        }
    }

    /// Each step's first begin in root local time: in the first pass at every depth (repeat counts are at
    /// least 1 here, so every step is reached in it).
    private func findFirstBegins(_ node: ModelNode, scale: Double, offset: Double) {
        let span = layout.span[node.id]!
        firstBegin[node.id] = scale * span.timing.delay + offset
        for child in layout.ordered[node.id] ?? [] {
            let childSpeed = layout.span[child]!.timing.speed
            findFirstBegins(
                layout.nodes[child]!, scale: scale / childSpeed,
                offset: scale * (span.passStart(0) + layout.start[child]!) + offset)
        }
    }

    // MARK: - Values (V1–V5)

    /// What `property` shows at root local time `time` (V1–V3), and which tween shows it (nil under V3).
    /// `counting` limits the steps taken into account (for V4).
    func value(
        of property: ModelProperty, at time: Double, atPassEnd: Bool = false, counting: ((Int) -> Bool)? = nil
    ) -> (Double, Int?) {
        self.atPassEnd = atPassEnd
        defer { self.atPassEnd = false }
        if let found = shownValue(
            property, in: root.id, content: rootSpan.contentTime(at: time, atPassEnd: atPassEnd), counting: counting)
        {
            return (found.value, found.step)
        }
        return (beforeAnyStep(property, counting: counting), nil)
    }

    /// V2 inside one timeline at one content time: the latest step in order writing the property that has
    /// begun; a nested timeline that defines nothing for it passes the decision to the step before it.
    private func shownValue(
        _ property: ModelProperty, in timeline: Int, content: Double, counting: ((Int) -> Bool)?
    ) -> (value: Double, step: Int)? {
        for child in layout.ordered[timeline]!.reversed() where layout.writes[child]!.contains(property) {
            let span = layout.span[child]!
            let start = layout.start[child]!
            guard content >= start else { continue }
            let local = (content - start) * span.timing.speed
            guard local >= span.timing.delay else { continue }
            let held = min(local, span.totalDuration)
            let node = layout.nodes[child]!
            if node.kind.isTimelineKind {
                if let found = shownValue(
                    property, in: child, content: span.contentTime(at: held, atPassEnd: atPassEnd), counting: counting)
                {
                    return found
                }
            } else if counting?(child) ?? true {
                return (tweenValue(node, at: held), child)
            }
        }
        return nil
    }

    /// A tween's value at its local time, linear: from its start value to `to`, at the content time of its
    /// pass; a tween of no length shows `to` once begun.
    private func tweenValue(_ node: ModelNode, at local: Double) -> Double {
        let span = layout.span[node.id]!
        let to: Double
        let from: Double
        switch node.kind {
        case .tween(_, _, let given, let end, _):
            from = given ?? startValues[node.id] ?? base[node.property!] ?? 0
            to = end
        case .closure(let given, let end, _):
            from = given
            to = end
        default: fatalError("not a tween")
        }
        guard span.duration > 0 else {
            // A tween of no length rests where its last pass ends ("The Timing Model"): at `to`, at `from` after
            // an even number of autoreversed passes, part-way for a fractional repeat count.
            let timing = span.timing
            let passes = (timing.repeatCount == 0 ? 1 : timing.repeatCount) * (timing.autoreverses ? 2 : 1)
            let whole = passes.rounded(.down)
            let (fraction, pass) = passes == whole ? (1.0, whole - 1) : (passes - whole, whole)
            let backward = timing.autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1
            return from + (to - from) * (backward ? 1 - fraction : fraction)
        }
        return from + (to - from) * (span.contentTime(at: local) / span.duration)
    }

    /// V3: before any step writing the property has begun, the `from` of the one that begins first (of those
    /// beginning together, the last in order) if it has one, else the value the property had at the first play.
    private func beforeAnyStep(_ property: ModelProperty, counting: ((Int) -> Bool)?) -> Double {
        let writers = writers(of: property).filter { counting?($0) ?? true }
        let first = writers.min { a, b in
            (firstBegin[a]!, -layout.order[a]!) < (firstBegin[b]!, -layout.order[b]!)
        }
        if let first, case .tween(_, _, let from?, _, _) = layout.nodes[first]!.kind { return from }
        if let first, case .closure(let from, _, _) = layout.nodes[first]!.kind { return from }
        return base[property] ?? program.initialValues[property] ?? 0
    }

    private func writers(of property: ModelProperty) -> [Int] {
        layout.nodes.values.filter { $0.property == property }.map(\.id)
    }

    /// The root's first play (V3, V4): the values the properties have now, and the start of every step
    /// without `from`, worked out in the order steps first begin.
    private func firstPlay() {
        guard !played else { return }
        played = true
        for property in properties { base[property] = shown[property] }
        let steps = layout.nodes.values.filter { $0.property != nil }.map(\.id).sorted {
            (firstBegin[$0]!, layout.order[$0]!) < (firstBegin[$1]!, layout.order[$1]!)
        }
        for step in steps {
            guard case .tween(_, _, nil, _, _) = layout.nodes[step]!.kind else { continue }
            let begin = firstBegin[step]!
            let order = layout.order[step]!
            let earlier: (Int) -> Bool = { other in
                let otherBegin = self.firstBegin[other]!
                return otherBegin < begin || (otherBegin == begin && self.layout.order[other]! < order)
            }
            // V4 is about the first pass: its content time, also for a step beginning at the content's very end
            // (which, as a root time, would be the next pass's start).
            let property = layout.nodes[step]!.property!
            let content = min(max(begin - rootSpan.timing.delay, 0), rootSpan.duration)
            startValues[step] =
                shownValue(property, in: root.id, content: content, counting: earlier)?.value
                ?? beforeAnyStep(property, counting: earlier)
        }
    }

    /// Shows the playhead's time on every property the root writes (of objects still there).
    private func render(atPassEnd: Bool = false) {
        guard played else { return }
        renderedPassEnd = atPassEnd
        let armed = handlersArmed
        for property in properties {
            if case .field(let object, _) = property, gone.contains(object) { continue }
            let (value, step) = value(of: property, at: local, atPassEnd: atPassEnd)
            shown[property] = value
            if armed, let step, layout.nodes[step]!.onUpdate {
                traces[traces.count - 1].updates.append(.init(step: step, value: value))
            }
        }
        traces[traces.count - 1].renderTimes.append(local)
    }

    // MARK: - The playhead

    private func anchor() {
        anchorLocal = local
        anchorClock = clock
    }

    private func firstEvent(atOrAfter time: Double) -> Int {
        schedule.firstIndex { $0.time >= time } ?? schedule.count
    }

    private func firstEvent(after time: Double) -> Int {
        schedule.firstIndex { $0.time > time } ?? schedule.count
    }

    /// Runs the events from the cursor up to `time`, in order. False when a handler's control took over.
    private func walk(upTo time: Double, lastPass: Int = .max) -> Bool {
        let mine = generation
        let outer = motion
        motion = (local, time)
        defer { motion = outer }
        if rootStartOwed {
            rootStartOwed = false
            runRootStart()
            if generation != mine { return false }
        }
        while cursor < schedule.count, schedule[cursor].time <= time, schedule[cursor].rootPass <= lastPass {
            let event = schedule[cursor]
            cursor += 1
            run(event)
            if generation != mine { return false }
        }
        return true
    }

    private func run(_ event: Scheduled) {
        switch event.kind {
        case .rootStart:
            local = event.time
            render(atPassEnd: event.atPassEnd)
            runRootStart()
        case .start(let id):
            guard !isGone(id) else { return }
            local = event.time
            if !isHidden(event) { render(atPassEnd: event.atPassEnd) }
            open.insert(id)
            let node = layout.nodes[id]!
            if case .call(let action) = node.kind {
                record(.call(id))
                let mine = generation
                perform(action, key: "call \(id)")
                if generation != mine { return }
            }
            if handlersArmed, let handler = node.onStart {
                record(.start(id))
                perform(handler.action, key: "start \(id)")
            }
        case .complete(let id):
            guard !isGone(id) else { return }
            local = event.time
            if !isHidden(event) { render(atPassEnd: event.atPassEnd) }
            open.remove(id)
            // E4, E9: what it holds comes first; steps it cut off part-way complete cancelled, innermost first.
            let cut = open.filter { inside($0, id) }.sorted { layout.postOrder[$0]! < layout.postOrder[$1]! }
            open.subtract(cut)
            if handlersArmed {
                for step in cut where layout.nodes[step]!.onComplete != nil && !isGone(step) {
                    record(.complete(step, .cancelled))
                }
            }
            if handlersArmed, let handler = layout.nodes[id]!.onComplete {
                record(.complete(id, .finished))
                perform(handler.action, key: "complete \(id)")
            }
        }
    }

    /// W1: an event in a pass that the motion being walked passes whole (after the pass it is in at its start,
    /// before the one it is in at its end, at any level) runs without its moment being shown.
    private func isHidden(_ event: Scheduled) -> Bool {
        guard let (from, to) = motion else { return false }
        return event.levels.contains { level in
            let first = level.span.pass(at: min((from - level.offset) / level.scale, level.limit))
            let last = level.span.pass(at: min((to - level.offset) / level.scale, level.limit))
            return level.pass > first && level.pass < last
        }
    }

    /// Whether step `id` is inside timeline `timeline`, at any depth.
    private func inside(_ id: Int, _ timeline: Int) -> Bool {
        guard let parent = layout.parent[id] else { return false }
        return parent == timeline || inside(parent, timeline)
    }

    private func runRootStart() {
        guard handlersArmed, let handler = root.onStart else { return }
        record(.rootStart)
        perform(handler.action, key: "root start")
    }

    private func isGone(_ id: Int) -> Bool {
        if case .tween(let object, _, _, _, _) = layout.nodes[id]!.kind { return gone.contains(object) }
        return false
    }

    private func record(_ kind: ModelEventKind) {
        traces[traces.count - 1].events.append(ModelEvent(kind: kind, snapshot: shown))
    }

    /// Runs a handler's or call's control, the first `times` times it runs.
    private func perform(_ action: ModelAction?, key: String) {
        guard let action else { return }
        invocations[key, default: 0] += 1
        guard action.acts(invocations[key]!) else { return }
        handlerDepth += 1
        for control in action.controls { self.control(control) }
        handlerDepth -= 1
    }

    // MARK: - Frames

    private func frame(_ seconds: Double) { frame(at: clock + seconds) }

    /// A frame at `time` on the clock.
    private func frame(at time: Double) {
        clock = time
        guard state == .playing else { return }
        if reversed {
            // Reversed, it ends at its start: where its delay ends ("The Timing Model": reverse() finishes it at
            // its start, and its delay is not played backwards).
            let start = rootSpan.timing.delay
            local = snapped(max(anchorLocal - (clock - anchorClock) * speed, start))
            cursor = firstEvent(after: local)
            rootStartOwed = false
            render()
            if local <= start { end(.finished) }
            return
        }
        let target = snapped(min(anchorLocal + (clock - anchorClock) * speed, total))
        guard walk(upTo: target) else { return }
        local = target
        render()
        if target >= total { end(.finished) }
    }

    /// A frame's time within 1e-9 s of an event's (or of the end) is taken as that time: frame times are
    /// sums of non-dyadic steps, and which side of an event a rounding error puts them is not a rule.
    private func snapped(_ time: Double) -> Double {
        if abs(time - total) < 1e-9 { return total }
        if let near = schedule.first(where: { abs($0.time - time) < 1e-9 }) { return near.time }
        return time
    }

    private func drop(_ object: Int) {
        gone.insert(object)
        for property in shown.keys {
            if case .field(object, _) = property { shown[property] = nil }
        }
    }

    // MARK: - Controls (C1–C10)

    func control(_ control: ModelControl) {
        switch control {
        case .start:
            guard state == .idle else { return }
            firstPlay()
            state = .playing
            begin(at: local, beginsToPlay: true)
        case .pause:
            guard state == .playing else { return }
            state = .paused
            changed()
        case .resume:
            guard state == .paused else { return }
            state = .playing
            changed()
        case .play:
            switch state {
            case .idle: self.control(.start)
            case .paused:
                state = .playing
                if reversed { turnForward() }
                changed()
            case .playing:
                guard reversed else { return }
                turnForward()
                changed()
            case .finished:
                guard local < total || reversed else { return }
                newRun(at: local)
            case .cancelled: return
            }
        case .restart, .restartIncludingDelay:
            switch state {
            case .idle: firstPlay()
            case .finished, .cancelled: newRunState()
            case .playing, .paused: break
            }
            state = .playing
            reversed = false
            // Including the delay, it plays from local time 0: its start events run when the delay runs out.
            begin(at: control == .restart ? rootSpan.timing.delay : 0, beginsToPlay: true)
        case .playFrom(let label):
            let time = labelTime(label)
            switch state {
            case .idle:
                firstPlay()
                state = .playing
                reversed = false
                begin(at: time, beginsToPlay: true)
            case .finished, .cancelled:
                newRun(at: time)
            case .playing, .paused:
                state = .playing
                reversed = false
                begin(at: time, beginsToPlay: false)
            }
        case .seek(let progress): seek(to: rootSpan.timing.delay + progress * rootSpan.activeDuration, scrub: false)
        case .scrub(let progress): seek(to: rootSpan.timing.delay + progress * rootSpan.activeDuration, scrub: true)
        case .seekTime(let time):
            seek(to: rootSpan.timing.delay + min(max(time, 0), rootSpan.activeDuration), scrub: false)
        case .seekLabel(let label):
            // A label at the end is the end of the first cycle (E6), not the next one's start.
            seek(to: labelTime(label), scrub: false, atPassEnd: layout.labels[root.id]![label]! >= rootSpan.duration)
        case .reverse:
            guard state == .playing || state == .paused else { return }
            // The place among the events of this moment stays (E5, C9): turned back forward before the
            // playhead moves, the rest of them run.
            reversed.toggle()
            changed()
        case .finish: finish()
        case .cancel:
            guard state != .finished && state != .cancelled else { return }
            end(.cancelled)
        case .speed(let value):
            guard value != speed else { return }
            speed = value
            changed()
        }
    }

    /// A label's root time: its content time in the first pass; a label placed after the content's end is at
    /// the end of the first pass.
    private func labelTime(_ label: String) -> Double {
        rootSpan.timing.delay + min(layout.labels[root.id]![label]!, rootSpan.duration)
    }

    /// A control took effect: the playhead stays where it is (at the event, from a handler) and plays on
    /// from there at the clock's time now.
    private func changed() {
        generation += 1
        anchor()
    }

    private func turnForward() {
        reversed = false
    }

    /// A playback that starts at `time` (E5): the events at exactly that time run now, or with the next frame
    /// when a handler or call made the control. `beginsToPlay` when the root begins to play (E8: its start
    /// handlers run) rather than jumping while playing.
    private func begin(at time: Double, beginsToPlay: Bool) {
        generation += 1
        local = time
        anchor()
        cursor = firstEvent(atOrAfter: time)
        rootStartOwed = beginsToPlay && time > rootSpan.timing.delay
        if !beginsToPlay, cursor < schedule.count, schedule[cursor].kind == .rootStart, schedule[cursor].time == time {
            cursor += 1
        }
        render()
        // Playing on from a seam, it shows the next pass's start once the ending pass's events have run.
        if handlerDepth == 0, walk(upTo: time), renderedPassEnd { render() }
    }

    private func newRunState() {
        handlersArmed = false
        open = []
        // A root cancelled before it ever played plays for the first time now.
        firstPlay()
    }

    private func newRun(at time: Double) {
        newRunState()
        state = .playing
        reversed = false
        begin(at: time, beginsToPlay: true)
    }

    /// C3: moves the playhead and shows what is there; no events.
    private func seek(to time: Double, scrub: Bool, atPassEnd: Bool = false) {
        switch state {
        case .cancelled: return
        case .idle: firstPlay()
        case .playing: if scrub { state = .paused }
        case .paused, .finished: break
        }
        generation += 1
        local = time
        anchor()
        cursor = firstEvent(after: time)
        rootStartOwed = false
        render(atPassEnd: atPassEnd)
    }

    /// C7: what is left of the pass the playhead is in plays at once, with its events (none reversed, in a
    /// rest or on a backward pass); then the end of the last pass shows and the run ends.
    private func finish() {
        guard state != .finished && state != .cancelled else { return }
        let wasIdle = state == .idle
        if wasIdle {
            firstPlay()
            state = .playing
        }
        generation += 1
        let mine = generation
        if !reversed, let (end, pass) = endOfPass(at: local) {
            if wasIdle {
                cursor = firstEvent(atOrAfter: local)
                rootStartOwed = local > rootSpan.timing.delay
                // As start() would: the root begins where it plays from, at a seam the next pass's start (T2),
                // not the end of the cycle a seek to a label at the end showed (E6).
                render()
            }
            // The passes finish() jumps over run no events, not even those at the seam with this one.
            guard walk(upTo: end, lastPass: pass), generation == mine else { return }
        }
        local = reversed ? rootSpan.timing.delay : total
        end(.finished)
    }

    /// The end of the pass the root's playhead is in, when that pass plays forward and the playhead is not
    /// resting (the first pass during the delay).
    private func endOfPass(at time: Double) -> (Double, Int)? {
        let span = rootSpan
        if time < span.timing.delay || span.duration == 0 { return (span.passStart(0) + span.passLength(0), 0) }
        guard !span.isResting(at: time) else { return nil }
        let k = span.pass(at: time)
        guard span.isForward(k) else { return nil }
        return (span.passStart(k) + span.passLength(k), k)
    }

    /// E9: the run ends; open steps complete cancelled, innermost first, then the root completes once.
    private func end(_ result: ModelResult) {
        generation += 1
        state = result == .finished ? .finished : .cancelled
        rootStartOwed = false
        if result == .finished { render() }
        let cancelled = open.sorted { layout.postOrder[$0]! < layout.postOrder[$1]! }
        open = []
        if handlersArmed {
            for id in cancelled where layout.nodes[id]!.onComplete != nil && !isGone(id) {
                record(.complete(id, .cancelled))
            }
        }
        let armed = handlersArmed
        handlersArmed = false
        if armed, let handler = root.onComplete {
            record(.rootComplete(result))
            perform(handler.action, key: "root complete")
        }
    }
}
