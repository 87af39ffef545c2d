import Testing

/// A scenario as data: a timeline, the values before it plays and what the app does, played on the engine and
/// on `ReferenceModel` and compared (events and the values each handler saw, values and state after each entry,
/// updates). Its name says the behaviour it pins, so that a failure names it.
///
/// ```swift
/// ModelRow(
///     "a pause from a call holds at its moment",
///     group(tween(.a, from: 0, to: 100, 1), call(.pause).at(0.5), call().at(0.5)),
///     [.start, .to(0.4), .to(0.9), .resume, .to(1.3)])
/// ```
struct ModelRow: CustomTestStringConvertible, Sendable {
    var name: String
    var program: ModelProgram

    /// Steps are numbered in written order (the root 0), as events name them.
    init(_ name: String, _ root: ModelNode, values: [ModelProperty: Double] = [:], _ play: [Play]) {
        self.name = name
        var next = 0
        let objects = root.allNodes.map { if case .tween(let object, _, _, _, _) = $0.kind { object + 1 } else { 0 } }
        let count = max(3, objects.max() ?? 0)
        // Every property starts at 0 unless given, as the objects the engine plays do.
        let fields = (0..<count).flatMap { object in (0..<2).map { ModelProperty.field(object: object, property: $0) } }
        let initial = Dictionary(uniqueKeysWithValues: fields.map { ($0, values[$0] ?? 0) })
        program = ModelProgram(
            objectCount: count, initialValues: initial, root: root.numbered(&next), schedule: Play.schedule(play))
    }

    init(_ name: String, _ program: ModelProgram) {
        self.name = name
        self.program = program
    }

    var testDescription: String { name }

    /// Plays it on the engine and the model, and records the first disagreement.
    @MainActor func check(sourceLocation: SourceLocation = #_sourceLocation) {
        if let found = ModelCheck.disagreement(program) {
            Issue.record("\(name): \(found)", sourceLocation: sourceLocation)
        }
    }
}

/// What the app does, in order: frames (to a time on the clock, of a length, or a run of them at a rate),
/// controls of the root, objects let go and values written.
enum Play {
    /// A frame at this time on the clock (a frame of no length when the clock is past it).
    case to(Double)
    /// A frame this long.
    case by(Double)
    /// `count` frames of `seconds` each.
    case every(Double, count: Int)
    /// Frames at `fps` for `seconds`, the last exactly at the end, as `ManualDriver.run(for:framesPerSecond:)`.
    case run(Double, fps: Double = 60)
    case control(ModelControl)
    case drop(object: Int)
    case set(ModelProperty, Double)

    static let start = control(.start)
    static let pause = control(.pause)
    static let resume = control(.resume)
    static let play = control(.play)
    static let restart = control(.restart)
    static let restartIncludingDelay = control(.restartIncludingDelay)
    static let reverse = control(.reverse)
    static let finish = control(.finish)
    static let cancel = control(.cancel)
    static func seek(_ progress: Double) -> Self { control(.seek(progress)) }
    static func seekTime(_ time: Double) -> Self { control(.seekTime(time)) }
    static func scrub(_ progress: Double) -> Self { control(.scrub(progress)) }
    static func seekLabel(_ label: String) -> Self { control(.seekLabel(label)) }
    static func playFrom(_ label: String) -> Self { control(.playFrom(label)) }
    static func speed(_ value: Double) -> Self { control(.speed(value)) }

    static func schedule(_ play: [Play]) -> [ModelScheduleEntry] {
        var clock = 0.0
        var entries: [ModelScheduleEntry] = []
        func frame(to time: Double) {
            entries.append(.frameAt(time))
            clock = max(clock, time)
        }
        for entry in play {
            switch entry {
            case .to(let time): frame(to: time)
            case .by(let seconds):
                entries.append(.frame(seconds))
                clock += seconds
            case .every(let seconds, let count):
                entries += Array(repeating: .frame(seconds), count: count)
                clock += seconds * Double(count)
            case .run(let seconds, let fps):
                let start = clock
                let count = max(Int((seconds * fps).rounded(.up)), 1)
                for i in 1...count { frame(to: start + (i == count ? seconds : min(Double(i) / fps, seconds))) }
            case .control(let control): entries.append(.control(control))
            case .drop(let object): entries.append(.drop(object: object))
            case .set(let property, let value): entries.append(.set(property, value))
            }
        }
        return entries
    }
}

// MARK: - Steps

extension ModelProperty {
    /// Object 0's properties, then objects 1's, 2's and 3's (a row has as many objects as its steps use, 3 at least).
    static let a = field(object: 0, property: 0)
    static let b = field(object: 0, property: 1)
    static let a1 = field(object: 1, property: 0)
    static let b1 = field(object: 1, property: 1)
    static let a2 = field(object: 2, property: 0)
    static let b2 = field(object: 2, property: 1)
    static let a3 = field(object: 3, property: 0)
    static let b3 = field(object: 3, property: 1)
}

extension ModelStagger {
    static func each(_ seconds: Double, from origin: ModelOrigin = .start) -> Self {
        Self(isEach: true, seconds: seconds, origin: origin)
    }

    static func total(_ seconds: Double, from origin: ModelOrigin = .start) -> Self {
        Self(isEach: false, seconds: seconds, origin: origin)
    }
}

/// A line of `seq` or `group`: a step, a placed step or a label.
protocol ModelLine {
    var item: ModelItem { get }
}

extension ModelNode: ModelLine {
    var item: ModelItem { .step(self, nil) }
}

extension ModelItem: ModelLine {
    var item: ModelItem { self }
}

/// A tween of an object's property (`.a`, `.b1` …), with or without `from`.
func tween(_ property: ModelProperty, from: Double? = nil, to: Double, _ duration: Double) -> ModelNode {
    guard case .field(let object, let index) = property else { preconditionFailure("a closure is closure(…)") }
    return ModelNode(id: 0, kind: .tween(object: object, property: index, from: from, to: to, duration: duration))
}

/// `Tween(from:to:duration:) { value in … }`.
func closure(from: Double, to: Double, _ duration: Double) -> ModelNode {
    ModelNode(id: 0, kind: .closure(from: from, to: to, duration: duration))
}

func wait(_ seconds: Double) -> ModelNode { ModelNode(id: 0, kind: .wait(seconds)) }

/// A `Call`, recorded when it runs; it makes `controls` (one after the other) its first `times` runs after `skip`.
func call(_ controls: ModelControl..., times: Int = 1, skip: Int = 0) -> ModelNode {
    ModelNode(id: 0, kind: .call(action(controls, times: times, skip: skip)))
}

func seq(_ lines: ModelLine...) -> ModelNode { seq(lines) }
func seq(_ lines: [ModelLine]) -> ModelNode { ModelNode(id: 0, kind: .sequence(lines.map(\.item))) }

func group(stagger: ModelStagger? = nil, _ lines: ModelLine...) -> ModelNode { group(stagger: stagger, lines) }
func group(stagger: ModelStagger? = nil, _ lines: [ModelLine]) -> ModelNode {
    ModelNode(id: 0, kind: .group(stagger, lines.map(\.item)))
}

func label(_ name: String, at position: ModelPosition? = nil) -> ModelItem { .label(name, position) }

private func action(_ controls: [ModelControl], times: Int, skip: Int) -> ModelAction? {
    guard let first = controls.first else { return nil }
    return ModelAction(control: first, times: times, skip: skip, then: Array(controls.dropFirst()))
}

extension ModelNode {
    func timed(
        delay: Double = 0, repeats: Double = 1, autoreverses: Bool = false, rest: Double = 0, speed: Double = 1
    ) -> Self {
        var node = self
        node.timing = ModelTiming(
            delay: delay, speed: speed, repeatCount: repeats, autoreverses: autoreverses, repeatDelay: rest)
        return node
    }

    /// Start handlers that record, and make `controls` as `call` does.
    func onStart(_ controls: ModelControl..., times: Int = 1, skip: Int = 0) -> Self {
        var node = self
        node.onStart = ModelHandler(action: action(controls, times: times, skip: skip))
        return node
    }

    /// Completion handlers that record, and make `controls` as `call` does (a step's, when it finished).
    func onComplete(_ controls: ModelControl..., times: Int = 1, skip: Int = 0) -> Self {
        var node = self
        node.onComplete = ModelHandler(action: action(controls, times: times, skip: skip))
        return node
    }

    /// Start and completion handlers that record.
    var traced: Self { onStart().onComplete() }

    /// Update handlers that record each value.
    var updates: Self {
        var node = self
        node.onUpdate = true
        return node
    }

    func at(_ position: ModelPosition) -> ModelItem { .step(self, position) }
    func at(_ time: Double) -> ModelItem { .step(self, .time(time)) }

    /// The same tree with ids in written order from `next`.
    func numbered(_ next: inout Int) -> Self {
        var node = self
        node.id = next
        next += 1
        let items = node.items.map { item -> ModelItem in
            guard case .step(let child, let position) = item else { return item }
            return .step(child.numbered(&next), position)
        }
        node.kind = node.kind.with(items: items)
        return node
    }
}
