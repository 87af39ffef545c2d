// Placing: where a timeline's steps and labels go (positions, labels, the builder, the layout), as written and as
// added in a loop. How it then plays is the playback core's (Timeline.swift, TimelinePlan.swift).

/// Where a step or a label goes in a timeline: at a time, or relative to what came before it (as GSAP's
/// position parameter places a child), with an offset in seconds.
///
/// - `.time(1.5)`, or just `1.5`: at 1.5 s.
/// - `.end`: after the end of the timeline so far (a sequence's default); `.end + 0.5` leaves a gap,
///   `.end - 0.2` overlaps the last 0.2 s.
/// - `.withPrevious`: when the step before it starts; `.afterPrevious`: when it ends (each with an offset).
/// - `.label("reveal")`: at a label added earlier; `.label("reveal") + 0.3` just after it.
///
/// ```swift
/// let intro = TweenSequence {
///     Tween(title, \.alpha, to: 1, duration: 0.5)
///     Tween(subtitle, \.alpha, to: 1, duration: 0.5).at(.end - 0.2)   // overlaps the title
///     TimelineLabel("reveal")
///     Tween(card, \.y, to: 0, duration: 0.6).at(.withPrevious)       // with the subtitle
///     Tween(total, \.value, to: 1250, duration: 2).at(.label("reveal") + 0.3)
/// }
/// ```
///
/// A position that lands before 0, is not finite, or names a label not added before it fails the timeline
/// with a `TweenError` (``Timeline/add(_:at:)`` throws it instead).
public struct TimelinePosition: Sendable, Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    enum Anchor: Sendable, Equatable {
        case zero, end, previousStart, previousEnd
        case label(String)
    }

    let anchor: Anchor
    let offset: Double

    init(_ anchor: Anchor, _ offset: Double = 0) { (self.anchor, self.offset) = (anchor, offset) }

    /// At `seconds` into the timeline.
    public static func time(_ seconds: Double) -> TimelinePosition { TimelinePosition(.zero, seconds) }
    /// After the end of the timeline so far: the latest end of the steps placed before it.
    public static let end = TimelinePosition(.end)
    /// When the step placed just before it starts (at 0 for the first).
    public static let withPrevious = TimelinePosition(.previousStart)
    /// When the step placed just before it ends (at 0 for the first).
    public static let afterPrevious = TimelinePosition(.previousEnd)
    /// At the label `name`, which must have been added before.
    public static func label(_ name: String) -> TimelinePosition { TimelinePosition(.label(name)) }

    /// The same place, `seconds` later.
    public static func + (position: TimelinePosition, seconds: Double) -> TimelinePosition {
        TimelinePosition(position.anchor, position.offset + seconds)
    }
    /// The same place, `seconds` earlier.
    public static func - (position: TimelinePosition, seconds: Double) -> TimelinePosition {
        TimelinePosition(position.anchor, position.offset - seconds)
    }

    /// At a time written as a literal: `.at(1.5)`.
    public init(floatLiteral seconds: Double) { self.init(.zero, seconds) }
    /// At a whole number of seconds: `.at(2)`.
    public init(integerLiteral seconds: Int) { self.init(.zero, Double(seconds)) }

    /// The position as it is written: `end - 0.2`, `label("reveal") + 0.3`, `1.5`.
    public var description: String {
        let base: String
        switch anchor {
        case .zero: return "\(offset)"
        case .end: base = "end"
        case .previousStart: base = "withPrevious"
        case .previousEnd: base = "afterPrevious"
        case .label(let name): base = "label(\"\(name)\")"
        }
        if offset == 0 { return base }
        return offset > 0 ? "\(base) + \(offset)" : "\(base) - \(-offset)"
    }
}

/// A named point in a timeline, to place steps at (`.label("reveal")`), seek to and play from.
///
/// ```swift
/// let show = TweenSequence {
///     fadeIn
///     TimelineLabel("reveal")
///     countUp
/// }
/// try show.seek(to: "reveal")
/// ```
public struct TimelineLabel: Sendable {
    let name: String
    let position: TimelinePosition

    /// A label named `name` at `position`: by default, the end of the timeline so far.
    public init(_ name: String, at position: TimelinePosition = .end) { (self.name, self.position) = (name, position) }
}

/// A step or label of a timeline, with where it goes: what ``TimelineBuilder`` collects.
public struct TimelineItem {
    enum Content {
        case step(Playable)
        case label(String)
    }

    let content: Content
    /// Nil for a step placed where its timeline puts steps by default.
    let position: TimelinePosition?
}

extension Playable {
    /// This step placed at `position` in the timeline it is written in (or added to).
    ///
    /// ```swift
    /// TweenSequence {
    ///     slideIn
    ///     fadeIn.at(.withPrevious + 0.1)
    /// }
    /// ```
    public func at(_ position: TimelinePosition) -> TimelineItem {
        TimelineItem(content: .step(self), position: position)
    }
}

/// Builds the steps and labels of a `TweenSequence` or `TweenGroup` from a block.
@resultBuilder
public enum TimelineBuilder {
    /// A step written on its own line, placed where its timeline puts steps by default.
    public static func buildExpression(_ step: Playable) -> [TimelineItem] {
        [TimelineItem(content: .step(step), position: nil)]
    }
    /// A step placed with `.at(_:)`.
    public static func buildExpression(_ item: TimelineItem) -> [TimelineItem] { [item] }
    /// A label.
    public static func buildExpression(_ label: TimelineLabel) -> [TimelineItem] {
        [TimelineItem(content: .label(label.name), position: label.position)]
    }
    /// The lines of a block, in order.
    public static func buildBlock(_ parts: [TimelineItem]...) -> [TimelineItem] { parts.flatMap { $0 } }
    /// An `if` without `else`: its steps, or none.
    public static func buildOptional(_ part: [TimelineItem]?) -> [TimelineItem] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first: [TimelineItem]) -> [TimelineItem] { first }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second: [TimelineItem]) -> [TimelineItem] { second }
    /// A `for` loop's steps, one iteration after another.
    public static func buildArray(_ parts: [[TimelineItem]]) -> [TimelineItem] { parts.flatMap { $0 } }
}

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

extension Timeline {

    /// Adds `step` at `position` (by default, where this timeline puts steps: after the end so far in a sequence, at
    /// its stagger turn in a group), for timelines built in a loop. Throws, changing nothing, when the position cannot
    /// be placed (before 0, not finite, an unknown label), when the step is in use or made for another engine, or when
    /// this timeline has played, been sought, or is itself a step.
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
        guard step.engine === engine else { throw .stepOnAnotherEngine("\(type(of: step))") }
        try place(TimelineItem(content: .step(step), position: position)) {
            _ = step.adopt(by: self)
        }
        return self
    }

    /// Adds a label named `name` at `position` (by default, the end so far). A label added again moves. Throws,
    /// changing nothing, as `add(_:at:)` does.
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
        append(item, layout)
    }

    /// Where `step` starts, at any depth, in seconds of this timeline's content (at speed 1, from the end of its
    /// delay; a step inside a nested timeline, in that timeline's first pass); nil when it is not in it. With the
    /// step's `totalDuration` over its `speed`, it draws the timeline on a time axis.
    ///
    /// ```swift
    /// for step in show.steps { print(show.startTime(of: step)!, step.totalDuration / step.speed) }
    /// ```
    public func startTime(of step: Playable) -> Double? {
        for entry in layout.entries {
            if entry.step === step { return entry.start }
            if let nested = entry.step as? Timeline, let inner = nested.startTime(of: step) {
                return entry.start + (nested.delay + inner) / nested.speed
            }
        }
        return nil
    }

    /// The labels and their times, in seconds of the timeline's content (at speed 1, from the end of its delay,
    /// within one cycle: one placed past the end is at the end).
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

    /// Jumps to the label `name`, as `seek(to:)` jumps to a progress (in the first cycle, when it repeats). An unknown
    /// label throws `TweenError.unknownLabel` and changes nothing.
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
    /// plays on; ended, it plays again from there as a new run. The calls on the label run (E5), those before it do
    /// not. An unknown label throws `TweenError.unknownLabel` and changes nothing.
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
