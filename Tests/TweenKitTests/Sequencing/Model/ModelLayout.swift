/// Where every step of a program goes, worked out from the placing rules of "Chaining and Timelines" (T2,
/// T3, T5): positions, labels and stagger turns, each timeline's content duration, and the order of its steps.
struct ModelLayout {
    /// Every node by id.
    var nodes: [Int: ModelNode] = [:]
    /// The timeline holding each step.
    var parent: [Int: Int] = [:]
    /// A step's start in its timeline's content, in content seconds.
    var start: [Int: Double] = [:]
    /// Each node's timing and pass length.
    var span: [Int: ModelSpan] = [:]
    /// Each timeline's labels, in content seconds.
    var labels: [Int: [String: Double]] = [:]
    /// Each timeline's steps in the order of T5: by start time, those starting together as written.
    var ordered: [Int: [Int]] = [:]
    /// The properties each node writes, itself or through its steps.
    var writes: [Int: Set<ModelProperty>] = [:]
    /// Position of each node in the whole tree's order (T5 at every depth, a timeline before its steps).
    var order: [Int: Int] = [:]
    /// Position of each node when every timeline comes after its steps: the order in which E9 cancels.
    var postOrder: [Int: Int] = [:]
    /// Why the program cannot be played (a position before 0, an unknown label), if it cannot.
    var error: String?

    init(_ root: ModelNode) {
        lay(root)
        var next = 0
        var post = 0
        number(root.id, &next, &post)
    }

    /// The seconds a step takes in its timeline: its whole time over its speed (T3).
    func length(_ id: Int) -> Double { span[id]!.totalDuration / span[id]!.timing.speed }

    private mutating func lay(_ node: ModelNode) {
        nodes[node.id] = node
        var duration = 0.0
        var written = Set<ModelProperty>()
        if let property = node.property { written.insert(property) }
        switch node.kind {
        case .tween(_, _, _, _, let seconds), .closure(_, _, let seconds), .wait(let seconds):
            duration = seconds
        case .call:
            duration = 0
        case .sequence(let items), .group(_, let items):
            for case .step(let child, _) in items {
                lay(child)
                parent[child.id] = node.id
                written.formUnion(writes[child.id]!)
            }
            duration = place(node, items)
        }
        writes[node.id] = written
        span[node.id] = ModelSpan(timing: node.timing, duration: duration)
    }

    /// Places the steps and labels of a timeline, returning its content duration: the latest end of its steps.
    private mutating func place(_ node: ModelNode, _ items: [ModelItem]) -> Double {
        var endSoFar = 0.0
        var previous: (start: Double, end: Double)?
        var names: [String: Double] = [:]
        var turns: [Double] = []
        if case .group(let stagger, _) = node.kind {
            let unplaced = items.filter { if case .step(_, nil) = $0 { true } else { false } }.count
            turns = ModelLayout.staggerOffsets(stagger, count: unplaced)
        }
        var turn = 0
        var starts: [(id: Int, start: Double, written: Int)] = []
        func resolve(_ position: ModelPosition) -> Double? {
            switch position {
            case .time(let t): return t
            case .end(let d): return endSoFar + d
            case .withPrevious(let d): return (previous?.start ?? 0) + d
            case .afterPrevious(let d): return (previous?.end ?? 0) + d
            case .label(let name, let d): return names[name].map { $0 + d }
            }
        }
        for item in items {
            switch item {
            case .label(let name, let position):
                guard let time = resolve(position ?? .end(0)), time >= 0 else {
                    error = error ?? "label \(name) placed before 0 or at an unknown label"
                    continue
                }
                names[name] = time
            case .step(let child, let position):
                var at = 0.0
                if let position {
                    if let time = resolve(position), time >= 0, time.isFinite {
                        at = time
                    } else {
                        error = error ?? "step \(child.id) placed before 0 or at an unknown label"
                    }
                } else if case .group = node.kind {
                    at = turns[turn]
                    turn += 1
                } else {
                    at = endSoFar
                }
                let end = at + length(child.id)
                start[child.id] = at
                starts.append((child.id, at, starts.count))
                previous = (at, end)
                endSoFar = max(endSoFar, end)
            }
        }
        labels[node.id] = names
        ordered[node.id] = starts.sorted { ($0.start, $0.written) < ($1.start, $1.written) }.map(\.id)
        return endSoFar
    }

    private mutating func number(_ id: Int, _ next: inout Int, _ post: inout Int) {
        order[id] = next
        next += 1
        for child in ordered[id] ?? [] { number(child, &next, &post) }
        postOrder[id] = post
        post += 1
    }

    /// A linear stagger's offsets (the Stagger section): each step's distance from the wave's origin, in
    /// steps, the nearest at 0; `each` seconds per step of distance, or `total` seconds spread over the
    /// largest distance. `.center` with an even count starts the middle two together.
    static func staggerOffsets(_ stagger: ModelStagger?, count: Int) -> [Double] {
        guard let stagger, count > 0 else { return Array(repeating: 0, count: count) }
        let last = Double(count - 1)
        let distances = (0..<count).map { index -> Double in
            let i = Double(index)
            switch stagger.origin {
            case .start: return i
            case .end: return last - i
            case .center: return abs(i - last / 2)
            case .edges: return last / 2 - abs(i - last / 2)
            case .index(let k): return abs(i - Double(k))
            }
        }
        let nearest = distances.min()!
        let range = distances.max()! - nearest
        return distances.map { distance in
            if stagger.isEach { return (distance - nearest) * stagger.seconds }
            return range == 0 ? 0 : (distance - nearest) / range * stagger.seconds
        }
    }
}
