/// A root timeline compiled, when it first plays (or is first sought), into one value: every step of its tree in
/// order (T5), each with its place, speed and timing in its own timeline; each timeline's steps by start; each
/// property's writers in order, their start values worked out (V4). A frame, a seek or a handler's moment is evaluated
/// from the root's time downwards through it: nothing climbs back up, and no state is carried between calls.
@MainActor
final class TimelinePlan {
    /// A step's place, in plain values the frame's loops copy freely.
    struct Node {
        let parent: Int
        /// Its span in its timeline's content (T3), its speed and its timing (a step's timing is fixed once its root
        /// played, C10).
        let start: Double, end: Double, speed: Double
        let timing: TweenTiming
        /// The start of the root's step holding it (writers are in order, so these never decrease), and its first
        /// begin in the root's content time.
        let topStart: Double, firstBegin: Double
        let isTimeline: Bool
        /// The property it writes (an index into `keys`), or -1.
        var key = -1
        /// Its subtree is nodes `index...last`.
        var last = 0
    }

    /// A node's step (held by its timeline's layout; the root by whoever plays it, so a plan in the root holds nothing
    /// back), and a tween as the writer of its property.
    struct Step {
        unowned let playable: Playable
        let writer: (any TimelineWriter)?
    }

    /// What a step writes: a property of an object, or a closure of its own.
    enum Key: Hashable {
        case property(PropertyKey)
        case closure(ObjectIdentifier)
    }

    /// Node 0 is the root, whose timing is read live (a root's may change while it plays).
    let nodes: [Node]
    let steps: [Step]
    /// Each timeline's steps by start, and the latest end so far: neither decreases, so both can be searched.
    let children: [[Int]]
    let endsSoFar: [[Double]]
    /// The properties each node's subtree writes.
    let subtreeKeys: [[Int]]
    let keys: [Key]
    /// Each property's writers, in order.
    let writers: [[Int]]
    /// Whether a `Call(onSeek: true)` is in it: only then does a seek look for the calls it crosses.
    let seeksRunCalls: Bool

    // Constants, all of them: reading them in a frame's loops needs no check for overlapping access.
    init(root: Timeline) {
        var tree = Tree(root: root)
        tree.visit(root, node: 0, top: nil, offset: 0, scale: 1)
        var nodes = tree.nodes
        nodes[0].last = nodes.count - 1
        var subtreeKeys = nodes.map { $0.key >= 0 ? [$0.key] : [] }
        for index in nodes.indices.reversed() where index > 0 { subtreeKeys[nodes[index].parent] += subtreeKeys[index] }
        endsSoFar = tree.children.map { children in
            var latest = -Double.infinity
            return children.map {
                latest = max(latest, nodes[$0].end)
                return latest
            }
        }
        (self.nodes, steps, children, self.subtreeKeys) = (nodes, tree.steps, tree.children, subtreeKeys)
        (keys, writers, seeksRunCalls) = (tree.keys, tree.writers, tree.seeksRunCalls)
    }

    /// The tree flattened in order (T5), as the plan is made.
    @MainActor private struct Tree {
        let root: Timeline
        var nodes: [Node]
        var steps: [Step]
        var children: [[Int]] = [[]]
        var keys: [Key] = []
        var writers: [[Int]] = []
        var ids: [Key: Int] = [:]
        var seeksRunCalls = false

        init(root: Timeline) {
            self.root = root
            nodes = [
                Node(
                    parent: -1, start: 0, end: .infinity, speed: 1, timing: root.timing, topStart: 0, firstBegin: 0,
                    isTimeline: true)
            ]
            steps = [Step(playable: root, writer: nil)]
        }

        /// `offset + scale × content` is a content time of `timeline` in its root's content, in its first pass.
        mutating func visit(_ timeline: Timeline, node: Int, top: Double?, offset: Double, scale: Double) {
            for entry in timeline.layout.entries {
                let (step, index) = (entry.step, nodes.count)
                let begin = offset + scale * (entry.start + step.timing.delay / step.speed)
                nodes.append(
                    Node(
                        parent: node, start: entry.start, end: entry.end, speed: step.speed, timing: step.timing,
                        topStart: top ?? entry.start, firstBegin: begin, isTimeline: step is Timeline))
                steps.append(Step(playable: step, writer: step as? any TimelineWriter))
                children.append([])
                children[node].append(index)
                (step.ensuredExtras.node, step.ensuredExtras.root) = (index, root)
                if let nested = step as? Timeline {
                    visit(nested, node: index, top: top ?? entry.start, offset: begin, scale: scale / step.speed)
                } else if let key = steps[index].writer?.writtenKey {
                    let id = ids[key] ?? keys.count
                    if id == keys.count { (ids[key], keys, writers) = (id, keys + [key], writers + [[]]) }
                    writers[id].append(index)
                    nodes[index].key = id
                }
                if (step as? Call)?.onSeek == true { seeksRunCalls = true }
                nodes[index].last = nodes.count - 1
            }
        }
    }

    // MARK: Times (T2–T4)

    /// Node `n`'s local time at the root's content time `content`, held at its end; nil before it has begun. At a
    /// seam with `atPassEnd`, every timeline on the way shows the end of the pass ending there (E6).
    func local(of n: Int, atContent content: Double, atPassEnd: Bool = false) -> Double? {
        let node = nodes[n]
        let outer: Double
        if node.parent == 0 {
            outer = content
        } else {
            guard let local = local(of: node.parent, atContent: content, atPassEnd: atPassEnd) else { return nil }
            outer = nodes[node.parent].timing.content(atLocal: local, atPassEnd: atPassEnd)
        }
        let local = (outer - node.start) * node.speed
        return local >= node.timing.delay ? min(local, node.timing.totalDuration) : nil
    }

    // MARK: Values (V2–V4)

    /// The writer among `writers` (in order) that shows its property at the root's content time `content` (V2): the
    /// latest of those that have begun and `take part`, with its local time; nil before any has begun.
    func shower(
        among writers: [Int], atContent content: Double, atPassEnd: Bool = false, takePart: (Int) -> Bool
    ) -> (node: Int, local: Double)? {
        var i = partitionPoint(writers.count) { nodes[writers[$0]].topStart <= content } - 1
        while i >= 0 {
            let writer = writers[i]
            if takePart(writer), let local = local(of: writer, atContent: content, atPassEnd: atPassEnd) {
                return (writer, local)
            }
            i -= 1
        }
        return nil
    }

    /// The writer that shows its property before any has begun (V3): the one that begins first, the last in order
    /// of those beginning together.
    func first(among writers: [Int], takePart: (Int) -> Bool) -> Int? {
        writers.filter(takePart).min { (nodes[$0].firstBegin, -$0) < (nodes[$1].firstBegin, -$1) }
    }

    /// Gives each writer not given a start value the value its property shows when it first begins, by the writers
    /// that began before it (V4); the first writer keeps the property's value now. The first that cannot be read fails.
    func takeStarts(takePart: (Int) -> Bool) -> TweenError? {
        for writers in writers.map({ $0.filter(takePart) }) {
            guard let earliest = first(among: writers, takePart: { _ in true }), let firstStep = steps[earliest].writer
            else { continue }
            if !firstStep.hasGivenStart, let error = firstStep.keepRest() { return error }
            var began: [Int] = []
            for writer in writers.sorted(by: { (nodes[$0].firstBegin, $0) < (nodes[$1].firstBegin, $1) }) {
                defer { began.insert(writer, at: began.firstIndex { $0 > writer } ?? began.count) }
                guard let step = steps[writer].writer, !step.hasGivenStart else { continue }
                let shown = shower(among: began, atContent: nodes[writer].firstBegin) { _ in true }
                let from = shown.map(\.node) ?? first(among: began) { _ in true } ?? writer
                if let source = steps[from].writer, let error = step.takeStart(from: source, atLocal: shown?.local) {
                    return error
                }
            }
        }
        return nil
    }

    /// Adds the properties of the steps a motion of timeline `t`'s content from `from` to `to` touched.
    func keys(of t: Int, from: Double, to: Double, into keys: inout [Int]) {
        let (children, ends) = (self.children[t], endsSoFar[t])
        let (low, high) = (min(from, to), max(from, to))
        let first = partitionPoint(ends.count) { ends[$0] < low }
        let stop = partitionPoint(children.count) { nodes[children[$0]].start <= high }
        for c in children[first..<max(first, stop)] where nodes[c].end >= low {
            let child = nodes[c]
            guard child.isTimeline else {
                if child.key >= 0 { keys.append(child.key) }
                continue
            }
            let total = child.timing.totalDuration
            let (rawA, rawB) = ((from - child.start) * child.speed, (to - child.start) * child.speed)
            let (a, b) = (min(max(rawA, 0), total), min(max(rawB, 0), total))
            // Beginning (or going back before its start) changes everything it shows; not moving, nothing.
            let begins = (rawA >= child.timing.delay) != (rawB >= child.timing.delay)
            if !begins && a == b { continue }
            if !begins && child.timing.pass(at: a) == child.timing.pass(at: b) {
                self.keys(
                    of: c, from: child.timing.content(atLocal: a), to: child.timing.content(atLocal: b), into: &keys)
            } else {
                keys += subtreeKeys[c]
            }
        }
    }

    // MARK: Events (E1–E4)

    /// Which nodes hold something a motion must run (handlers, awaiters, calls), made when handlers change.
    final class Eventful {
        /// Per node: it or a step inside it has events; it has repeat handlers.
        let any: [Bool]
        let repeats: [Bool]
        /// A timeline's eventful steps, by start.
        let children: [[Int]]
        /// The timelines in it with update handlers.
        let updating: [Int]

        init(any: [Bool], repeats: [Bool], children: [[Int]], updating: [Int]) {
            (self.any, self.repeats, self.children, self.updating) = (any, repeats, children, updating)
        }
    }

    func eventful() -> Eventful {
        var any = steps.map { $0.playable.hasEvents }
        let repeats = steps.map { $0.playable.extras?.repeatHandlers.isEmpty == false }
        for index in nodes.indices.reversed() where index > 0 && any[index] { any[nodes[index].parent] = true }
        let updating = steps.indices.dropFirst().filter { steps[$0].playable.extras?.updateHandlers.isEmpty == false }
        return Eventful(
            any: any, repeats: repeats, children: children.map { $0.filter { any[$0] } }, updating: updating)
    }

    /// Adds the events of node `t`'s forward passes (E2) between its local times `from` and `to` that fall in `span`,
    /// at root times `offset + scale × local` (up to pass `lastPass`, when given), in the order of E4. Every moment is
    /// written (`shows`), handlers or not (W1) — except in the passes between the one the motion is in at its
    /// start and the one it is in at its end: those are listed only for what runs there, so a frame costs nothing for
    /// the cycles it skips.
    func passes(
        of t: Int, timing: TweenTiming, from x: Double, to y: Double, in span: EventSpan, offset: Double,
        scale: Double, hidden: Bool = false, lastPass: Double? = nil, eventful: Eventful, into events: inout [Event]
    ) {
        let (d, delay) = (timing.duration, timing.delay)
        guard d > 0, d.isFinite else {
            // Content of no length plays once, at its start (T2); content without end, once, on and on.
            return collect(
                t, from: x - delay, to: d > 0 ? y - delay : min(y - delay, 0), duration: d, in: span,
                offset: offset + scale * delay, scale: scale, hidden: hidden, eventful: eventful, into: &events)
        }
        let period = d + timing.repeatDelay
        let passes = min(timing.passes.rounded(.up), (lastPass ?? .infinity) + 1)
        let (first, last) = (timing.pass(at: x), timing.pass(at: y))
        // From the pass before the one `x` falls in: its end may be exactly at `x`.
        var k = max(((x - delay) / period).rounded(.down) - 1, 0)
        while k < passes, delay + k * period <= y + EventSpan.slack {
            let isHidden = hidden || (k > first && k < last)
            if isHidden && !eventful.any[t] {
                k = max(last, k + 1)
                continue
            }
            let begin = delay + k * period
            let backward = timing.autoreverses && k.truncatingRemainder(dividingBy: 2) == 1
            if k >= 1, !backward, eventful.repeats[t], span.contains(offset + scale * begin) {
                events.append(
                    Event(
                        time: offset + scale * begin, step: Int32(t), kind: .repeatCycle, shows: !isHidden,
                        order: Int32(events.count)))
            }
            if !backward {
                collect(
                    t, from: x - begin, to: min(y - begin, d, timing.activeDuration - k * period), duration: d,
                    in: span, offset: offset + scale * begin, scale: scale, hidden: isHidden, eventful: eventful,
                    into: &events)
            }
            k += 1
        }
    }

    /// Adds the events of timeline `t`'s steps within its content times `from…to` (of content `duration` long).
    private func collect(
        _ t: Int, from: Double, to: Double, duration d: Double, in span: EventSpan, offset: Double, scale: Double,
        hidden: Bool, eventful: Eventful, into events: inout [Event]
    ) {
        let (low, high) = (from - EventSpan.slack, to + EventSpan.slack)
        guard high >= low else { return }
        // In a pass skipped whole, only the steps with something to run.
        let candidates = hidden ? eventful.children[t] : children[t]
        let ends = endsSoFar[t]
        let first = hidden ? 0 : partitionPoint(ends.count) { ends[$0] < low }
        let stop = partitionPoint(candidates.count) { nodes[candidates[$0]].start <= high }
        for c in candidates[first..<max(first, stop)] where nodes[c].end >= low {
            let child = nodes[c]
            func add(_ time: Double, _ kind: Event.Kind) {
                guard time >= low && time <= high, span.contains(offset + scale * time) else { return }
                events.append(
                    Event(
                        time: offset + scale * time, step: Int32(c), kind: kind, atPassEnd: time >= d,
                        shows: !hidden, order: Int32(events.count)))
            }
            add(child.start + child.timing.delay / child.speed, .start)
            let (shift, inner) = (offset + scale * child.start, scale / child.speed)
            if child.isTimeline {
                passes(
                    of: c, timing: child.timing, from: (from - child.start) * child.speed,
                    to: (to - child.start) * child.speed, in: span, offset: shift, scale: inner, hidden: hidden,
                    eventful: eventful, into: &events)
            } else if eventful.repeats[c] {
                Event.repeats(of: c, timing: child.timing, in: span, offset: shift, scale: inner, into: &events)
            }
            add(child.end, .complete)
        }
    }

    /// The nodes of `n`'s subtree, innermost first, then in order (E9).
    func postOrder(of n: Int) -> [Int] {
        children[n].flatMap { postOrder(of: $0) } + (n == 0 ? [] : [n])
    }
}

/// The first index in `0..<count` for which `isBefore` is false, by binary search; `isBefore` must be true for a
/// prefix of the indices and false for the rest.
@inline(__always)
func partitionPoint(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
    var (low, high) = (0, count)
    while low < high {
        let mid = (low + high) / 2
        if isBefore(mid) { low = mid + 1 } else { high = mid }
    }
    return low
}

/// A step that writes a property, as its root's plan sees it: tweens are the ones.
@MainActor
protocol TimelineWriter: Playable {
    var writtenKey: TimelinePlan.Key? { get }
    var hasGivenStart: Bool { get }
    /// The first writer of a property not given a start value keeps the property's value now (V3).
    func keepRest() -> TweenError?
    /// Takes its start value from `source` at the source's local time `local` (V4); with nil, from what `source`
    /// shows before any writer has begun (V3).
    func takeStart(from source: any TimelineWriter, atLocal local: Double?) -> TweenError?
    /// Shows its value at its local time `local`, or with nil what it shows before any writer of its property has
    /// begun (V3). False when its object has gone.
    func showStep(atLocal local: Double?) -> Bool
}

extension Tween: TimelineWriter {}

extension TweenTiming {
    /// The content time at local time `local` of a timeline whose content lasts `duration` (T2): 0 in its delay,
    /// where the pass ended in a rest, past its end where the last pass ended; at a seam the next pass's start, or
    /// with `atPassEnd` the end of the pass ending there (E6).
    func content(atLocal local: Double, atPassEnd: Bool = false) -> Double {
        let d = duration
        let elapsed = local - delay
        guard elapsed > 0, d > 0 else { return 0 }
        guard d.isFinite else { return elapsed }
        if elapsed >= activeDuration { return endProgress * d }
        var pass = (elapsed / (d + repeatDelay)).rounded(.down)
        var into = min(max(elapsed - pass * (d + repeatDelay), 0), d)
        if atPassEnd, pass >= 1, into <= Self.endTolerance { (pass, into) = (pass - 1, d) }
        return autoreverses && pass.truncatingRemainder(dividingBy: 2) == 1 ? d - into : into
    }
}
