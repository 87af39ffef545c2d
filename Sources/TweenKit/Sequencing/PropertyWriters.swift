/// Which steps of one timeline write each property, and when: what lets a timeline show, after any
/// move of its clock, the value it defines for that time, whichever way and however far it moved.
///
/// The rule, for a property at time `t` of the timeline: of the steps writing it, the one latest in the
/// timeline's order among those whose window holds `t`; if none does, the one whose window ended last by
/// `t`; if none has begun, the one that shows when the first begin, at its start. A step's windows are its span, or a nested
/// timeline's own steps' windows (in its order), so the rule is the same at every level. Playing forward
/// frame by frame, that is what the last write leaves; seeking, or playing backward, needs the same
/// answer without having passed there.
struct PropertyWriters {
    struct Window {
        /// The step's index in the timeline.
        let index: Int
        let start: Double
        let end: Double
        /// Its place among the property's windows: the timeline's order, a nested timeline's within it.
        let order: Int
    }

    private(set) var keys: [PropertyKey] = []
    /// Each property's writers, in the timeline's order.
    private var windows: [[Window]] = []
    /// The same, sorted by end (then order), to find the one that ended last by a time.
    private var byEnd: [[Window]] = []
    /// For each step, the properties (indices into `keys`) it writes that another step writes too.
    private(set) var shared: [[Int]] = []
    /// Whether any property has more than one writer: if not, a move never needs settling.
    private(set) var hasShared = false
    /// For each step, whether it writes each of its properties over its whole span (true of a tween).
    private(set) var writesOverItsSpan: [Bool] = []

    /// `stepWindows[i]` lists step `i`'s properties and their windows, in the timeline's time, and
    /// `spans[i]` is its span.
    init(_ stepWindows: [[(key: PropertyKey, start: Double, end: Double)]], spans: [(start: Double, end: Double)]) {
        writesOverItsSpan = zip(stepWindows, spans).map { list, span in
            list.allSatisfy { $0.start == span.start && $0.end == span.end }
        }
        var ids: [PropertyKey: Int] = [:]
        for (index, list) in stepWindows.enumerated() {
            for (key, start, end) in list {
                let id =
                    ids[key]
                    ?? {
                        ids[key] = keys.count
                        keys.append(key)
                        windows.append([])
                        return keys.count - 1
                    }()
                windows[id].append(Window(index: index, start: start, end: end, order: windows[id].count))
            }
        }
        byEnd = windows.map { $0.sorted { ($0.end, $0.order) < ($1.end, $1.order) } }
        shared = stepWindows.map { list in
            var ids2: [Int] = []
            for id in list.compactMap({ ids[$0.key] }) where windows[id].count > 1 && !ids2.contains(id) {
                ids2.append(id)
            }
            return ids2
        }
        hasShared = windows.contains { $0.count > 1 }
    }

    /// The window of the step that defines property `id` at time `t` (see the rule above). Only steps
    /// in `candidates` can be writing at `t` (the caller knows which steps' spans can hold it). Before any
    /// has begun, the first writer's, unless `beforeAny` is false: a nested timeline leaves that to its
    /// parent, which knows whether an earlier step of its own wrote the property.
    func winner(_ id: Int, at t: Double, candidates: Range<Int>, beforeAny: Bool = true) -> Window? {
        let list = windows[id]
        for i in run(id, steps: candidates).reversed() where list[i].start <= t && t <= list[i].end { return list[i] }
        let ended = byEnd[id]
        let count = partitionPoint(ended.count) { ended[$0].end <= t }
        if count > 0 { return ended[count - 1] }
        return beforeAny ? first(id) : nil
    }

    /// The writers of property `id` whose step is in `steps`: a run of its list, which is in step order.
    private func run(_ id: Int, steps: Range<Int>) -> Range<Int> {
        let list = windows[id]
        return partitionPoint(list.count) {
            list[$0].index < steps.lowerBound
        }..<partitionPoint(list.count) { list[$0].index < steps.upperBound }
    }

    /// Of the writers of property `id` among `steps` whose windows a move over `low...high` touched,
    /// the one it wrote last: the latest in order going forward, the earliest going back.
    func lastWritten(_ id: Int, steps: Range<Int>, low: Double, high: Double, forward: Bool) -> Window? {
        let list = windows[id]
        let touched = run(id, steps: steps).lazy.map { list[$0] }.filter { $0.start <= high && $0.end >= low }
        return forward ? touched.last : touched.first
    }

    /// The writer of property `id` that shows before any has begun: the one that shows when the first
    /// begin (the latest in order of those that begin first), at its start.
    func first(_ id: Int) -> Window {
        let list = windows[id]
        let start = list.map(\.start).min()!
        return list.last { $0.start == start }!
    }

    /// Every window of every property, each property's in order.
    var all: [(key: PropertyKey, start: Double, end: Double)] {
        keys.indices.flatMap { id in windows[id].map { (keys[id], $0.start, $0.end) } }
    }

    /// Each property's window over the whole timeline: from its first write to its last.
    var spans: [(key: PropertyKey, start: Double, end: Double)] {
        keys.indices.map { id in
            (keys[id], windows[id].map(\.start).min() ?? 0, windows[id].map(\.end).max() ?? 0)
        }
    }
}
