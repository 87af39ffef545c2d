import TweenKit

/// An object whose two properties the programs tween; several steps often share one.
final class ModelTarget {
    var a = 0.0 { didSet { written.append("a=\(a)") } }
    var b = 0.0 { didSet { written.append("b=\(b)") } }
    /// Every value written to it, in order.
    var written: [String] = []
}

/// Builds a `ModelProgram` on a real `TweenEngine` with a `ManualDriver`, plays its schedule, and records
/// what the public API shows: the events handlers and calls see, with the values then (E6), the values after
/// each entry, and update handler calls. This is the only place TweenKit types meet the programs.
@MainActor
final class EngineExecutor {
    let program: ModelProgram
    let rig = Rig()
    private var objects: [ModelTarget?] = []
    private var closureValues: [Int: Double] = [:]
    private var playables: [Int: Playable] = [:]
    private var root: Timeline!
    private var traces: [ModelStepTrace] = []
    private var invocations: [String: Int] = [:]
    /// Events of steps whose object has gone, kept apart (P3 does not place them exactly): entry, event.
    private(set) var goneEvents: [(entry: Int, position: Int, kind: ModelEventKind)] = []
    private var gone: Set<Int> = []
    private var objectOfStep: [Int: Int] = [:]

    init(_ program: ModelProgram) {
        self.program = program
        objects = (0..<program.objectCount).map { object in
            let target = ModelTarget()
            target.a = program.initialValues[.field(object: object, property: 0)] ?? 0
            target.b = program.initialValues[.field(object: object, property: 1)] ?? 0
            return target
        }
        let built = build(program.root)
        root = built as? Timeline
        for node in program.root.allNodes { attachHandlers(node) }
    }

    /// Plays the schedule and gives every value written to each object, in order (W1: handlers never change it).
    func writes() -> [[String]] {
        let targets = objects
        for target in targets { target?.written = [] }
        _ = run()
        return targets.map { $0?.written ?? [] }
    }

    func run() -> [ModelStepTrace] {
        for entry in program.schedule {
            traces.append(ModelStepTrace())
            switch entry {
            case .frame(let seconds): rig.driver.advance(by: seconds)
            case .frameAt(let time): rig.driver.advance(to: time)
            case .control(let control): perform(control)
            case .drop(let object):
                objects[object] = nil
                gone.insert(object)
            case .set(.field(let object, let property), let value):
                if property == 0 { objects[object]?.a = value } else { objects[object]?.b = value }
            case .set(.closure, _): break
            }
            traces[traces.count - 1].values = snapshot()
            traces[traces.count - 1].state = EngineExecutor.name(root.state)
        }
        return traces
    }

    // MARK: - Building

    private func build(_ node: ModelNode) -> Playable {
        let engine = rig.engine
        let playable: Playable
        switch node.kind {
        case .tween(let object, let property, let from, let to, let duration):
            let keyPath = property == 0 ? \ModelTarget.a : \ModelTarget.b
            playable = Tween(objects[object]!, keyPath, from: from, to: to, duration: duration, engine: engine)
            objectOfStep[node.id] = object
        case .closure(let from, let to, let duration):
            let id = node.id
            playable = Tween(from: from, to: to, duration: duration, engine: engine) { [weak self] value in
                self?.closureValues[id] = value
            }
        case .wait(let seconds):
            playable = Wait(seconds, engine: engine)
        case .call(let action):
            let id = node.id
            playable = Call(engine: engine) { [weak self] in
                self?.record(.call(id))
                self?.perform(action, key: "call \(id)")
            }
        case .sequence(let items):
            let built = items.flatMap(item)
            playable = TweenSequence(engine: engine) { for item in built { item } }
        case .group(let stagger, let items):
            let built = items.flatMap(item)
            if let stagger {
                playable = TweenGroup(stagger: EngineExecutor.stagger(stagger), engine: engine) {
                    for item in built { item }
                }
            } else {
                playable = TweenGroup(engine: engine) { for item in built { item } }
            }
        }
        let timing = node.timing
        if timing.delay != 0 { playable.delay = timing.delay }
        if timing.speed != 1 { playable.speed = timing.speed }
        if timing.repeatCount != 1 { playable.repeatCount = timing.repeatCount }
        if timing.autoreverses { playable.autoreverses = true }
        if timing.repeatDelay != 0 { playable.repeatDelay = timing.repeatDelay }
        playables[node.id] = playable
        return playable
    }

    private func item(_ item: ModelItem) -> [TimelineItem] {
        switch item {
        case .step(let node, let position):
            let step = build(node)
            if let position { return [step.at(EngineExecutor.position(position))] }
            return TimelineBuilder.buildExpression(step)
        case .label(let name, let position):
            return TimelineBuilder.buildExpression(
                TimelineLabel(name, at: position.map(EngineExecutor.position) ?? .end))
        }
    }

    static func position(_ position: ModelPosition) -> TimelinePosition {
        func offset(_ base: TimelinePosition, _ seconds: Double) -> TimelinePosition {
            seconds < 0 ? base - (-seconds) : base + seconds
        }
        switch position {
        case .time(let t): return .time(t)
        case .end(let d): return offset(.end, d)
        case .withPrevious(let d): return offset(.withPrevious, d)
        case .afterPrevious(let d): return offset(.afterPrevious, d)
        case .label(let name, let d): return offset(.label(name), d)
        }
    }

    static func stagger(_ stagger: ModelStagger) -> Stagger {
        let origin: Stagger.Origin
        switch stagger.origin {
        case .start: origin = .start
        case .end: origin = .end
        case .center: origin = .center
        case .edges: origin = .edges
        case .index(let k): origin = .index(k)
        }
        return stagger.isEach ? .each(stagger.seconds, from: origin) : .total(stagger.seconds, from: origin)
    }

    private func attachHandlers(_ node: ModelNode) {
        let playable = playables[node.id]!
        let id = node.id
        let isRoot = id == program.root.id
        if let handler = node.onStart {
            playable.onStart { [weak self] in
                self?.record(isRoot ? .rootStart : .start(id))
                self?.perform(handler.action, key: isRoot ? "root start" : "start \(id)")
            }
        }
        if let handler = node.onComplete {
            playable.onComplete { [weak self] result in
                let modelResult: ModelResult = result == .finished ? .finished : .cancelled
                self?.record(isRoot ? .rootComplete(modelResult) : .complete(id, modelResult))
                if isRoot || result == .finished {
                    self?.perform(handler.action, key: isRoot ? "root complete" : "complete \(id)")
                }
            }
        }
        if node.onUpdate, let tween = playable as? Tween<Double> {
            tween.onUpdate { [weak self] value in
                guard let self else { return }
                if let object = objectOfStep[id], gone.contains(object) { return }
                traces[traces.count - 1].updates.append(.init(step: id, value: value))
            }
        }
    }

    // MARK: - Observing and controlling

    private func snapshot() -> ModelSnapshot {
        var values: ModelSnapshot = [:]
        for (object, target) in objects.enumerated() {
            guard let target else { continue }
            values[.field(object: object, property: 0)] = target.a
            values[.field(object: object, property: 1)] = target.b
        }
        for (id, value) in closureValues { values[.closure(step: id)] = value }
        return values
    }

    private func record(_ kind: ModelEventKind) {
        if let step = kind.step, let object = objectOfStep[step], gone.contains(object) {
            goneEvents.append((traces.count - 1, traces[traces.count - 1].events.count, kind))
            return
        }
        traces[traces.count - 1].events.append(ModelEvent(kind: kind, snapshot: snapshot()))
    }

    private func perform(_ action: ModelAction?, key: String) {
        guard let action else { return }
        invocations[key, default: 0] += 1
        guard action.acts(invocations[key]!) else { return }
        for control in action.controls { perform(control) }
    }

    /// The model's name for a state: it does not tell a delay from playing.
    static func name(_ state: TweenState) -> String {
        switch state {
        case .idle: "idle"
        case .delayed, .running: "playing"
        case .paused: "paused"
        case .finished: "finished"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }

    private func perform(_ control: ModelControl) {
        switch control {
        case .start: root.start()
        case .pause: root.pause()
        case .resume: root.resume()
        case .play: root.play()
        case .restart: root.restart()
        case .restartIncludingDelay: root.restart(includingDelay: true)
        case .reverse:
            // Reversing an idle or ended root is left out of the programs: the article does not say what it does.
            if root.state != .idle && !root.state.isEnded { root.reverse() }
        case .finish: root.finish()
        case .cancel: root.cancel()
        case .seek(let progress): root.seek(to: progress)
        case .scrub(let progress): root.scrub(to: progress)
        case .seekTime(let time): root.seek(toTime: time)
        case .seekLabel(let label): try? root.seek(to: label)
        case .playFrom(let label): try? root.play(from: label)
        case .speed(let value): root.speed = value
        }
    }
}
