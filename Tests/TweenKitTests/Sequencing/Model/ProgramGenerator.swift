/// Random programs from a seed: trees at least three deep in places, every kind of step and position, random
/// timing at every level, handlers that record and sometimes control, and a schedule of frames (steady from
/// 7 to 240 Hz, or jittered) with controls between them and now and then an object let go.
///
/// Structural times are multiples of 1/64 s, so that the engine and the model land on the same numbers.
struct ProgramGenerator {
    var rng: SplitMix64
    private var nextID = 0
    private var labelCount = 0
    private var rootLabels: [String] = []
    private var usedProperties: Set<Int> = []

    /// Features left out, to look at one kind of disagreement at a time: `closures`, `zero` (steps of no
    /// length), `calls`, `delays`, `updates`, `rootstart`, `actions` (handler and call controls), `controls`
    /// (between frames), `drops`, `repeats`, `autoreverse`, `positions`, `stagger`, `from`, `reverse`, `shared` (steps sharing a property),
    /// `callorder` (start handlers on calls), `rootdelay`, `handlers` (on steps).
    let avoid: Set<String>

    init(seed: UInt64, avoid: Set<String> = []) {
        rng = SplitMix64(seed: seed)
        self.avoid = avoid
    }

    static func program(seed: UInt64, avoid: Set<String> = []) -> ModelProgram {
        var generator = ProgramGenerator(seed: seed, avoid: avoid)
        for _ in 0..<50 {
            if let program = generator.attempt() { return program }
        }
        fatalError("no playable program from seed \(seed)")
    }

    // MARK: - Random helpers

    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &rng)] }
    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    /// A multiple of 1/64 in `low...high` (given in 64ths).
    private mutating func dyadic(_ low: Int, _ high: Int) -> Double { Double(int(low...high)) / 64 }

    // MARK: - Programs

    private mutating func attempt() -> ModelProgram? {
        nextID = 0
        labelCount = 0
        rootLabels = []
        usedProperties = []
        var root = timeline(depth: 0)
        if avoid.contains("rootdelay") { root.timing.delay = 0 }
        root.onStart = chance(0.7) && !avoid.contains("rootstart") ? handler(0.15) : nil
        root.onComplete = chance(0.8) ? handler(0.15) : nil
        if case .sequence(let items) = root.kind, items.isEmpty { return nil }
        if case .group(_, let items) = root.kind, items.isEmpty { return nil }
        root = ProgramFixes.playable(root)
        let layout = ModelLayout(root)
        guard layout.error == nil else { return nil }
        let total = layout.span[root.id]!.totalDuration
        guard total <= 12, total > 0 || chance(0.2) else { return nil }
        rootLabels = layout.labels[root.id]!.keys.sorted()
        root = ProgramFixes.map(root) { node in
            var node = node
            let onStart = labelled(node.onStart?.action)
            let onComplete = labelled(node.onComplete?.action)
            node.onStart?.action = onStart
            node.onComplete?.action = onComplete
            if case .call(let action) = node.kind { node.kind = .call(labelled(action)) }
            return node
        }
        var initial: [ModelProperty: Double] = [:]
        for object in 0..<3 {
            for property in 0..<2 { initial[.field(object: object, property: property)] = dyadic(-256, 256) }
        }
        var program = ModelProgram(initialValues: initial, root: root, schedule: [])
        program.schedule = schedule(total: total / root.timing.speed)
        program = ProgramFixes.withoutActionsOnDroppedObjects(program)
        return program
    }

    /// Handlers are made before the root's labels are known: some of their seeks and restarts go to a label.
    private mutating func labelled(_ action: ModelAction?) -> ModelAction? {
        guard var action, !rootLabels.isEmpty, chance(0.5) else { return action }
        switch action.control {
        case .seek: action.control = .seekLabel(pick(rootLabels))
        case .restart: action.control = .playFrom(pick(rootLabels))
        default: break
        }
        return action
    }

    private mutating func id() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    private mutating func timing(depth: Int) -> ModelTiming {
        var timing = ModelTiming()
        if chance(0.3), !avoid.contains("delays") { timing.delay = pick([1, 2, 4, 8, 16, 32]) / 64 }
        if chance(0.3) { timing.speed = pick([0.5, 2]) }
        if chance(depth == 0 ? 0.35 : 0.25), !avoid.contains("repeats") {
            timing.repeatCount = pick([2, 3, 1.5])
            if chance(0.3) { timing.repeatDelay = pick([2, 4, 8, 16]) / 64 }
        }
        if chance(0.2), !avoid.contains("autoreverse") { timing.autoreverses = true }
        if timing.autoreverses, chance(0.3) { timing.repeatDelay = pick([2, 4, 8]) / 64 }
        return timing
    }

    private mutating func handler(_ actionChance: Double) -> ModelHandler {
        ModelHandler(
            action: chance(actionChance) && !avoid.contains("actions")
                ? ModelAction(control: handlerControl(), times: pick([1, 1, 2])) : nil)
    }

    private mutating func timeline(depth: Int) -> ModelNode {
        let myID = id()
        let isRootLevel = depth == 0
        let count = isRootLevel ? int(2...6) : int((avoid.contains("zero") ? 1 : 0)...4)
        var items: [ModelItem] = []
        var labelsHere: [String] = []
        let isGroup = chance(isRootLevel ? 0.35 : 0.45)
        for _ in 0..<count {
            if chance(0.12), !avoid.contains("positions") {
                let name = "L\(labelCount)"
                labelCount += 1
                items.append(.label(name, chance(0.5) ? position(labels: labelsHere) : nil))
                labelsHere.append(name)
                continue
            }
            let child = step(depth: depth + 1)
            let placed = chance(isGroup ? 0.25 : 0.4) && !avoid.contains("positions")
            items.append(.step(child, placed ? position(labels: labelsHere) : nil))
        }
        var node: ModelNode
        if isGroup {
            var stagger: ModelStagger?
            if chance(0.5), !avoid.contains("stagger") {
                let origin: ModelOrigin = pick([.start, .end, .center, .edges, .index(int(0...3))])
                stagger = ModelStagger(isEach: chance(0.6), seconds: dyadic(1, 16), origin: origin)
            }
            node = ModelNode(id: myID, kind: .group(stagger, items))
        } else {
            node = ModelNode(id: myID, kind: .sequence(items))
        }
        node.timing = timing(depth: depth)
        if !isRootLevel { addHandlers(&node) }
        return node
    }

    private mutating func addHandlers(_ node: inout ModelNode) {
        guard !avoid.contains("handlers") else { return }
        if chance(0.45) { node.onStart = handler(0.08) }
        if chance(0.45) { node.onComplete = handler(0.08) }
    }

    private mutating func step(depth: Int) -> ModelNode {
        var roll = Double.random(in: 0..<1, using: &rng)
        if avoid.contains("closures"), (0.62..<0.68).contains(roll) { roll = 0.5 }
        if avoid.contains("calls"), roll >= 0.8 { roll = 0.7 }
        if roll < 0.2 && depth <= 3 { return timeline(depth: depth) }
        var node: ModelNode
        switch roll {
        case ..<0.62:
            let duration = chance(0.1) && !avoid.contains("zero") ? 0 : dyadic(2, 64)
            var object = int(0...2)
            var property = int(0...1)
            if avoid.contains("shared") {
                // Each tween its own property; a wait once they are all taken.
                guard usedProperties.count < 6 else { return ModelNode(id: id(), kind: .wait(dyadic(1, 48))) }
                while usedProperties.contains(object * 2 + property) {
                    object = int(0...2)
                    property = int(0...1)
                }
                usedProperties.insert(object * 2 + property)
            }
            node = ModelNode(
                id: id(),
                kind: .tween(
                    object: object, property: property,
                    from: chance(0.45) && !avoid.contains("from") ? dyadic(-256, 256) : nil,
                    to: dyadic(-256, 256), duration: duration))
            node.onUpdate = chance(0.2) && !avoid.contains("updates")
        case ..<0.68:
            node = ModelNode(
                id: id(),
                kind: .closure(
                    from: dyadic(-256, 256), to: dyadic(-256, 256), duration: dyadic(avoid.contains("zero") ? 1 : 0, 48)
                ))
        case ..<0.8:
            node = ModelNode(id: id(), kind: .wait(chance(0.2) && !avoid.contains("zero") ? 0 : dyadic(1, 48)))
        default:
            node = ModelNode(
                id: id(),
                kind: .call(
                    chance(0.25) && !avoid.contains("actions")
                        ? ModelAction(control: handlerControl(), times: pick([1, 1, 2])) : nil))
        }
        node.timing = timing(depth: depth)
        if case .call = node.kind { node.timing.repeatCount = 1 }
        addHandlers(&node)
        if case .call = node.kind, avoid.contains("callorder") { node.onStart = nil }
        return node
    }

    private mutating func position(labels: [String]) -> ModelPosition {
        let offset = dyadic(0, 24)
        switch int(0...5) {
        case 0: return .time(dyadic(0, 64))
        case 1: return .end(chance(0.5) ? -offset : offset)
        case 2: return .withPrevious(offset)
        case 3: return .afterPrevious(chance(0.4) ? -offset : offset)
        case 4 where !labels.isEmpty: return .label(pick(labels), offset)
        default: return .end(0)
        }
    }

    // MARK: - Controls and schedules

    private mutating func progress() -> Double { Double(int(0...8)) / 8 }

    private mutating func anyControl() -> ModelControl {
        switch int(0...13) {
        case 0: return .start
        case 1: return .pause
        case 2: return .resume
        case 3: return .seek(progress())
        case 4: return .scrub(progress())
        case 5: return rootLabels.isEmpty ? .seek(progress()) : .seekLabel(pick(rootLabels))
        case 6: return .play
        case 7: return rootLabels.isEmpty ? .play : .playFrom(pick(rootLabels))
        case 8: return .restart
        case 9: return avoid.contains("reverse") ? .resume : .reverse
        case 10: return .finish
        case 11: return chance(0.3) ? .cancel : .play
        case 12: return .speed(pick([0.5, 1, 2]))
        default: return .resume
        }
    }

    private mutating func handlerControl() -> ModelControl {
        switch int(0...9) {
        case 0: return .pause
        case 1: return .seek(progress())
        case 2: return .restart
        case 3: return .finish
        case 4: return avoid.contains("reverse") ? .pause : .reverse
        case 5: return chance(0.5) ? .cancel : .pause
        case 6: return .speed(pick([0.5, 2]))
        case 7: return rootLabels.isEmpty ? .restart : .playFrom(pick(rootLabels))
        case 8: return .scrub(progress())
        default: return rootLabels.isEmpty ? .seek(progress()) : .seekLabel(pick(rootLabels))
        }
    }

    private mutating func schedule(total: Double) -> [ModelScheduleEntry] {
        var entries: [ModelScheduleEntry] = []
        entries.append(.control(chance(0.85) || avoid.contains("controls") ? .start : anyControl()))
        let rate = Double.random(in: 7...240, using: &rng)
        let jitter = chance(0.4)
        let seconds = min(total * 1.6 + 0.3, 10)
        let frames = min(Int(seconds * rate) + 1, 260)
        let dt = max(1 / rate, seconds / Double(frames))
        let controlChance = chance(0.2) ? 0.0 : Double.random(in: 0.01...0.08, using: &rng)
        let dropAt = chance(0.2) ? int(1...frames) : nil
        for frame in 0..<frames {
            // Steady frames still vary by a ten-thousandth, so that frames forward and back never cancel
            // exactly: which side of an event a rounding error leaves the playhead is not a rule.
            let step =
                dt
                * (jitter
                    ? Double.random(in: 0.25...2.5, using: &rng) : 1 + Double.random(in: -1e-4...1e-4, using: &rng))
            entries.append(.frame(step))
            if chance(controlChance), !avoid.contains("controls") { entries.append(.control(anyControl())) }
            if frame == dropAt, !avoid.contains("drops") { entries.append(.drop(object: int(0...2))) }
        }
        return entries
    }
}
