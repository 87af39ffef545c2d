/// A root timeline's view of its whole tree, made once, when it first plays: every property its steps write,
/// each with its writers in the tree's order (T5). It also works out the
/// start value of each step not given one (V4), from the rules alone, before anything is written.
@MainActor
struct TimelineIndex {
    struct Writer {
        let step: any TimelineWriter
        /// The start of the root's step that holds it: writers are in order, so these never decrease.
        let topStart: Double
        /// When it first begins, in the root's content time.
        let firstBegin: Double
        /// Its place in the tree's order.
        let order: Int
    }

    /// What a step writes: a property of an object, or a closure of its own.
    enum Key: Hashable {
        case property(PropertyKey)
        case closure(ObjectIdentifier)
    }

    private(set) var keys: [Key] = []
    private(set) var writers: [[Writer]] = []
    /// Whether a `Call(onSeek: true)` is in the tree: a seek looks for the events it crosses only then.
    private(set) var seeksRunCalls = false

    /// The index of `root`'s tree, with every start value worked out; the first start value that cannot be read
    /// fails it (a step whose object has gone withdraws instead, P3).
    static func make(for root: Timeline) -> Result<TimelineIndex, TweenError> {
        var index = TimelineIndex()
        var ids: [Key: Int] = [:]
        var lost: [Playable] = []
        var order = 0
        // `offset + scale × content` is a content time of `timeline` in its root's content, in its first pass.
        func visit(_ timeline: Timeline, top: Double?, offset: Double, scale: Double) -> [Int] {
            var keys: [Int] = []
            for entry in timeline.layout.entries {
                let step = entry.step
                let begin = offset + scale * (entry.start + step.timing.delay / step.speed)
                if let nested = step as? Timeline {
                    let inner = visit(nested, top: top ?? entry.start, offset: begin, scale: scale / step.speed)
                    nested.ownKeys = inner
                    keys += inner
                } else if let writer = step as? any TimelineWriter, let key = writer.writtenKey {
                    var id = ids[key] ?? -1
                    if id < 0 { id = index.add(key, &ids) }
                    index.writers[id].append(
                        Writer(step: writer, topStart: top ?? entry.start, firstBegin: begin, order: order))
                    step.ensuredExtras.writerKey = id
                    keys.append(id)
                    order += 1
                } else if step.hasLostTarget {
                    lost.append(step)
                }
                if (step as? Call)?.onSeek == true { index.seeksRunCalls = true }
            }
            return keys
        }
        root.ownKeys = visit(root, top: nil, offset: 0, scale: 1)
        for writers in index.writers { if let error = takeStarts(writers) { return .failure(error) } }
        for writers in index.writers { lost += writers.map(\.step).filter(\.hasLostTarget) }
        for step in lost { step.withdraw() }
        return .success(index)
    }

    /// The properties the tree writes whose objects live, in the tree's order, each with its object: what its root
    /// claims (P1).
    var liveProperties: [(key: PropertyKey, object: AnyObject)] {
        zip(keys, writers).compactMap { key, writers in
            guard case .property(let key) = key, let object = writers.first?.step.writtenObject else { return nil }
            return (key, object)
        }
    }

    private mutating func add(_ key: Key, _ ids: inout [Key: Int]) -> Int {
        ids[key] = keys.count
        keys.append(key)
        writers.append([])
        return keys.count - 1
    }

    /// The writer that shows its property at the root's content time `time` (V2): the latest in order of those
    /// that have begun (and have not withdrawn, V5), with its local time; nil before any has begun.
    static func shower(among writers: [Writer], at time: Double) -> (step: any TimelineWriter, local: Double)? {
        var i = partitionPoint(writers.count) { writers[$0].topStart <= time } - 1
        while i >= 0 {
            let step = writers[i].step
            if !step.isWithdrawnInRoot, let outer = step.parent?.content(atRootContent: time),
                let local = step.localTime(atParentContent: outer)
            {
                return (step, local)
            }
            i -= 1
        }
        return nil
    }

    /// The writer that shows its property before any has begun (V3): the one that begins first, the last in
    /// order of those beginning together.
    static func first(among writers: [Writer]) -> (any TimelineWriter)? {
        writers.filter { !$0.step.isWithdrawnInRoot }.min {
            ($0.firstBegin, -$0.order) < ($1.firstBegin, -$1.order)
        }?.step
    }

    /// Gives each writer of one property not given a start value the value the property shows when it first
    /// begins, by the writers that began before it (V4); the first writer keeps the property's value now.
    private static func takeStarts(_ writers: [Writer]) -> TweenError? {
        guard let first = first(among: writers) else { return nil }
        if !first.hasGivenStart, let error = first.keepRest() { return error }
        var began: [Writer] = []
        for writer in writers.sorted(by: { ($0.firstBegin, $0.order) < ($1.firstBegin, $1.order) }) {
            defer { began.insert(writer, at: began.firstIndex { $0.order > writer.order } ?? began.count) }
            guard !writer.step.hasGivenStart else { continue }
            let error: TweenError?
            if let (source, local) = shower(among: began, at: writer.firstBegin) {
                error = writer.step.takeStart(from: source, atLocal: local)
            } else {
                // V3 among the counted steps only; with none, the property's value now.
                error = writer.step.takeStart(from: Self.first(among: began) ?? writer.step, atLocal: nil)
            }
            if let error { return error }
        }
        return nil
    }
}

/// A step that writes a property, as its root's index sees it: tweens are the ones.
@MainActor
protocol TimelineWriter: Playable {
    /// What it writes.
    var writtenKey: TimelineIndex.Key? { get }
    /// Whether it was given its start value.
    var hasGivenStart: Bool { get }
    /// The first writer of a property not given a start value keeps the property's value now (V3).
    func keepRest() -> TweenError?
    /// Takes its start value from `source` at the source's local time `local` (V4); with nil, from what
    /// `source` shows before any writer has begun (V3).
    func takeStart(from source: any TimelineWriter, atLocal local: Double?) -> TweenError?
    /// Shows its value at its local time `local`, or with nil what it shows before any writer of its property
    /// has begun (V3). False when its object has gone.
    func showStep(atLocal local: Double?) -> Bool
}

extension Tween: TimelineWriter {}
