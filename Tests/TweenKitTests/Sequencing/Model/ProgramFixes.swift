/// Changes a random or shrunk program into one inside the rules' reach: positions that land before 0 or on a
/// label not there are dropped, `total` staggers keep offsets that are multiples of 1/64, and the handlers of a
/// step whose object will go make no control (P3 does not say when they run).
enum ProgramFixes {
    /// Drops the positions the layout refuses, one at a time, until it lays out.
    static func playable(_ root: ModelNode) -> ModelNode {
        var root = root
        for _ in 0..<100 {
            let layout = ModelLayout(root)
            guard layout.error != nil else { break }
            root = unplaceFirstBad(root, layout: layout)
        }
        return dyadicStaggers(root)
    }

    private static func unplaceFirstBad(_ node: ModelNode, layout: ModelLayout) -> ModelNode {
        // Re-lays each timeline alone to find the first item that fails, and drops its position.
        var node = node
        var items = node.items.map { item -> ModelItem in
            if case .step(let child, let position) = item {
                return .step(unplaceFirstBad(child, layout: layout), position)
            }
            return item
        }
        for index in items.indices {
            var trial = node
            trial.kind = node.kind.with(items: Array(items[...index]))
            guard ModelLayout(trial).error != nil else { continue }
            switch items[index] {
            case .step(let child, .some): items[index] = .step(child, nil)
            case .label(let name, .some): items[index] = .label(name, nil)
            default: continue
            }
            break
        }
        node.kind = node.kind.with(items: items)
        return node
    }

    /// A `total` stagger whose largest distance is not 1, 2 or 4 steps becomes `each`, so that its offsets are
    /// exact in binary.
    static func dyadicStaggers(_ node: ModelNode) -> ModelNode {
        var node = node
        let items = node.items.map { item -> ModelItem in
            if case .step(let child, let position) = item { return .step(dyadicStaggers(child), position) }
            return item
        }
        if case .group(var stagger?, _) = node.kind, !stagger.isEach {
            let count = items.filter { if case .step(_, nil) = $0 { true } else { false } }.count
            let offsets = ModelLayout.staggerOffsets(
                ModelStagger(isEach: true, seconds: 1, origin: stagger.origin), count: count)
            if ![0.0, 1, 2, 4].contains(offsets.max() ?? 0) { stagger.isEach = true }
            node.kind = .group(stagger, items)
        } else {
            node.kind = node.kind.with(items: items)
        }
        return node
    }

    static func withoutActionsOnDroppedObjects(_ program: ModelProgram) -> ModelProgram {
        var program = program
        let dropped = Set(program.schedule.compactMap { if case .drop(let object) = $0 { object } else { nil } })
        guard !dropped.isEmpty else { return program }
        program.root = map(program.root) { node in
            var node = node
            if case .tween(let object, _, _, _, _) = node.kind, dropped.contains(object) {
                if node.onStart != nil { node.onStart = ModelHandler() }
                if node.onComplete != nil { node.onComplete = ModelHandler() }
            }
            return node
        }
        return program
    }

    /// Applies `transform` to every node, children first.
    static func map(_ node: ModelNode, _ transform: (ModelNode) -> ModelNode) -> ModelNode {
        var node = node
        let items = node.items.map { item -> ModelItem in
            if case .step(let child, let position) = item { return .step(map(child, transform), position) }
            return item
        }
        node.kind = node.kind.with(items: items)
        return transform(node)
    }
}

extension ModelNode.Kind {
    /// The same timeline with other items; other kinds unchanged.
    func with(items: [ModelItem]) -> Self {
        switch self {
        case .sequence: .sequence(items)
        case .group(let stagger, _): .group(stagger, items)
        default: self
        }
    }
}
