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
