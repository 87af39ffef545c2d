/// A timeline program as plain data: what the reference model reads and what the executor builds on the
/// engine. Every time in it is a multiple of 1/64 s (speeds 0.5, 1 and 2), so that the times the engine and
/// the model compute for an event are the same number and ties between events are real ties.
///
/// Nothing here is a TweenKit type: the model computes everything from these numbers alone.
struct ModelProgram: Equatable, Sendable {
    /// How many objects there are; each has the properties `a` and `b`.
    var objectCount = 3
    /// The value of each object property before anything plays, by `ModelProperty`.
    var initialValues: [ModelProperty: Double] = [:]
    /// The timeline that is played: a sequence or a group.
    var root: ModelNode
    /// What happens, in order: frames, controls made between frames, objects let go.
    var schedule: [ModelScheduleEntry]
}

/// A property a step writes: one of the objects' two `Double` properties, or a closure tween's own value
/// (a closure tween is the only writer of its closure).
enum ModelProperty: Hashable, Comparable, CustomStringConvertible, Sendable {
    case field(object: Int, property: Int)
    case closure(step: Int)

    var description: String {
        switch self {
        case .field(let object, let property): "o\(object).\(property == 0 ? "a" : "b")"
        case .closure(let step): "closure\(step)"
        }
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.field(let a, let b), .field(let c, let d)): (a, b) < (c, d)
        case (.field, .closure): true
        case (.closure, .field): false
        case (.closure(let a), .closure(let b)): a < b
        }
    }
}

/// Delay, speed, repeats, autoreverse and rests, as every playable has them.
struct ModelTiming: Equatable, Sendable {
    var delay = 0.0
    var speed = 1.0
    var repeatCount = 1.0
    var autoreverses = false
    var repeatDelay = 0.0

    var isDefault: Bool { self == ModelTiming() }
}

/// Where a step or label goes in its timeline (the article's positions), with an offset in seconds.
enum ModelPosition: Equatable, Sendable {
    case time(Double)
    case end(Double)
    case withPrevious(Double)
    case afterPrevious(Double)
    case label(String, Double)
}

/// Where a stagger's wave starts.
enum ModelOrigin: Equatable, Sendable {
    case start, end, center, edges
    case index(Int)
}

/// A group's stagger, always with a linear curve: `each` seconds between neighbours, or `total` over all.
struct ModelStagger: Equatable, Sendable {
    var isEach: Bool
    var seconds: Double
    var origin: ModelOrigin
}

/// A control of the root, made between frames or from a handler or a call.
enum ModelControl: Equatable, Sendable {
    case start, pause, resume, play, restart, reverse, finish, cancel
    /// `seek(to:)` a progress of the whole active span.
    case seek(Double)
    /// `scrub(to:)` without smoothing.
    case scrub(Double)
    case seekLabel(String)
    case playFrom(String)
    case speed(Double)
    /// `seek(toTime:)`: seconds from the end of the delay.
    case seekTime(Double)
    /// `restart(includingDelay: true)`.
    case restartIncludingDelay
}

/// What a handler or a call does besides being recorded: a control (and any made right after it), made the
/// first `times` times it runs after the first `skip` (so that a handler that seeks back cannot loop for ever).
struct ModelAction: Equatable, Sendable {
    var control: ModelControl
    var times = 1
    var skip = 0
    var then: [ModelControl] = []

    var controls: [ModelControl] { [control] + then }

    /// Whether its `count`th run makes its controls.
    func acts(_ count: Int) -> Bool { count > skip && count - skip <= times }
}

/// A handler of a step or of the root: it records its event and may make a control.
struct ModelHandler: Equatable, Sendable {
    var action: ModelAction?
}

/// A step: what it is, its timing and its handlers. `id` names it in events (unique in a program).
struct ModelNode: Equatable, Sendable {
    indirect enum Kind: Equatable, Sendable {
        /// A tween of an object's property, with or without `from`.
        case tween(object: Int, property: Int, from: Double?, to: Double, duration: Double)
        /// `Tween(from:to:duration:) { value in … }`.
        case closure(from: Double, to: Double, duration: Double)
        case wait(Double)
        /// A `Call`; its action may make a control.
        case call(ModelAction?)
        case sequence([ModelItem])
        case group(ModelStagger?, [ModelItem])
    }

    var id: Int
    var kind: Kind
    var timing = ModelTiming()
    var onStart: ModelHandler?
    var onComplete: ModelHandler?
    /// Only tweens of object properties have update handlers here.
    var onUpdate = false

    var items: [ModelItem] {
        switch kind {
        case .sequence(let items), .group(_, let items): items
        default: []
        }
    }

    var isTimeline: Bool { !items.isEmpty || kind.isTimelineKind }

    /// Every node of the subtree, in written order (pre-order).
    var allNodes: [ModelNode] {
        [self]
            + items.flatMap { item -> [ModelNode] in
                if case .step(let node, _) = item { return node.allNodes }
                return []
            }
    }

    /// The property this step writes itself (not through its children).
    var property: ModelProperty? {
        switch kind {
        case .tween(let object, let property, _, _, _): .field(object: object, property: property)
        case .closure: .closure(step: id)
        default: nil
        }
    }
}

extension ModelNode.Kind {
    var isTimelineKind: Bool {
        switch self {
        case .sequence, .group: true
        default: false
        }
    }
}

/// A line of a timeline: a step, or a label, each with an optional position.
enum ModelItem: Equatable, Sendable {
    case step(ModelNode, ModelPosition?)
    case label(String, ModelPosition?)
}

/// One entry of the schedule.
enum ModelScheduleEntry: Equatable, Sendable {
    /// A frame `seconds` after the last one.
    case frame(Double)
    /// A frame at this time on the clock (at the last frame's time, if that is later): times as a test writes
    /// them, so that a frame lands exactly where the test puts it.
    case frameAt(Double)
    /// A control made between frames.
    case control(ModelControl)
    /// The app lets go of an object.
    case drop(object: Int)
    /// The app writes a value to an object's property.
    case set(ModelProperty, Double)
}

/// How a run or a step ended, as its completion handlers see it.
enum ModelResult: Equatable, CustomStringConvertible {
    case finished, cancelled

    var description: String { self == .finished ? "finished" : "cancelled" }
}

/// An event a handler or a call observes.
enum ModelEventKind: Equatable, CustomStringConvertible {
    case rootStart
    case rootComplete(ModelResult)
    case start(Int)
    case complete(Int, ModelResult)
    /// A call's action.
    case call(Int)

    var description: String {
        switch self {
        case .rootStart: "root start"
        case .rootComplete(let result): "root complete \(result)"
        case .start(let id): "start \(id)"
        case .complete(let id, let result): "complete \(id) \(result)"
        case .call(let id): "call \(id)"
        }
    }

    /// The step the event belongs to, if not the root.
    var step: Int? {
        switch self {
        case .start(let id), .complete(let id, _), .call(let id): id
        default: nil
        }
    }
}

/// The values every property shows, by property: an object that has gone, and a closure never called, are
/// left out.
typealias ModelSnapshot = [ModelProperty: Double]

/// An observed event and what the properties showed while its handler ran (rule E6).
struct ModelEvent: Equatable, CustomStringConvertible {
    var kind: ModelEventKind
    var snapshot: ModelSnapshot

    var description: String { "\(kind) \(ModelEvent.describe(snapshot))" }

    static func describe(_ snapshot: ModelSnapshot) -> String {
        "{" + snapshot.keys.sorted().map { "\($0)=\(format(snapshot[$0]!))" }.joined(separator: " ") + "}"
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 1e9).rounded() / 1e9
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// What one schedule entry (a frame, a control, a drop) showed: the events it ran, in order, and the values
/// after it. Update events are kept apart: the rules fix their values, not their number.
struct ModelStepTrace: Equatable {
    var events: [ModelEvent] = []
    var values: ModelSnapshot = [:]
    /// Update handler calls: the step and the value (the executor's).
    var updates: [Update] = []
    /// The root times the model rendered at during this entry (the model's), to check updates against.
    var renderTimes: [Double] = []
    /// The root's state after the entry: idle, playing (delayed or running), paused, finished, cancelled.
    var state = ""

    struct Update: Equatable {
        var step: Int
        var value: Double
    }
}
