/// Where a timeline's steps and labels go: each position worked out, in the order given, from the steps
/// and labels before it; then the steps sorted by start for the frame loop's two binary searches.
extension Timeline {
    /// Where everything is placed: made anew only by `add`, before the timeline first plays or is sought, and
    /// read whole by every move (a constant object, so a frame reads its arrays in place).
    @MainActor
    final class Layout {
        /// The steps by start (steps starting together in the order given).
        let entries: [Entry]
        /// `endsSoFar[i]` is the latest end among entries 0…i: it never decreases, so it can be searched.
        let endsSoFar: [Double]
        let labels: [String: Double]
        /// The first position that could not be placed, and its item's index.
        let error: (index: Int, error: TweenError)?

        init(entries: [Entry] = [], labels: [String: Double] = [:], error: (index: Int, error: TweenError)? = nil) {
            (self.entries, self.labels, self.error) = (entries, labels, error)
            var latest = -Double.infinity
            endsSoFar = entries.map {
                latest = max(latest, $0.end)
                return latest
            }
        }

        /// Places `items`, in order: each position is worked out from the steps and labels before it.
        static func make(_ items: [TimelineItem], placement: DefaultPlacement) -> Layout {
            var end = 0.0
            var previous = (start: 0.0, end: 0.0)
            var labels: [String: Double] = [:]
            var placed: [Entry] = []
            var error: (index: Int, error: TweenError)?
            let defaultCount = items.filter { if case .step = $0.content { $0.position == nil } else { false } }.count
            var offsets: [Double] = []
            if case .staggered(let stagger) = placement { offsets = stagger.offsets(count: defaultCount) }
            var turn = 0
            func place(_ position: TimelinePosition, index: Int) -> Double {
                let base: Double
                switch position.anchor {
                case .zero: base = 0
                case .end: base = end
                case .previousStart: base = previous.start
                case .previousEnd: base = previous.end
                case .label(let name):
                    guard let time = labels[name] else {
                        error = error ?? (index, .labelNotYetAdded(name: name, known: labels.keys.sorted()))
                        return 0
                    }
                    base = time
                }
                let time = base + position.offset
                guard time.isFinite, time >= 0 else {
                    error = error ?? (index, .invalidPosition(position: position.description, time: time))
                    return 0
                }
                return time
            }
            for (index, item) in items.enumerated() {
                switch item.content {
                case .step(let step):
                    var position = item.position ?? .end
                    if item.position == nil, !offsets.isEmpty {
                        position = .time(offsets[turn])
                        turn += 1
                    }
                    let start = place(position, index: index)
                    placed.append(Entry(start: start, end: start + step.span, step: step))
                    end = max(end, start + step.span)
                    previous = (start, start + step.span)
                case .label(let name):
                    labels[name] = place(item.position ?? .end, index: index)
                }
            }
            // By start, keeping the given order among steps that start together (it decides which one shows a
            // property they share).
            let sorted = placed.indices.sorted { (placed[$0].start, $0) < (placed[$1].start, $1) }.map { placed[$0] }
            return Layout(entries: sorted, labels: labels, error: error)
        }
    }

    /// Where a step without a position goes: after the end so far (a sequence), or at its turn of a stagger (a group).
    enum DefaultPlacement {
        case afterEnd
        case staggered(Stagger)
    }
}
