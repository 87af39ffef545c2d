import Foundation

/// Shrinks a program that disagrees with the model while it still disagrees: fewer schedule entries and
/// frames, fewer steps, flatter nesting, default timing, no positions, handlers or actions, simpler numbers.
/// Greedy: the first smaller program that still disagrees is kept, and the search starts again from it.
@MainActor
enum ProgramShrinker {
    static func shrink(
        _ program: ModelProgram, budget: Int = 3000, seconds: Double = 10, fails: ((ModelProgram) -> Bool)? = nil
    ) -> ModelProgram {
        let fails = fails ?? { ModelCheck.disagreement($0) != nil }
        let deadline = Date().addingTimeInterval(seconds)
        var best = truncated(program)
        var tries = 0
        // Sweeps the candidates in order; after a success the list is remade from the smaller program and the
        // sweep goes on from the same place, so that one pass costs about one try per candidate.
        var index = 0
        var improvedThisPass = false
        while tries < budget && Date() < deadline {
            let list = candidates(best)
            if index >= list.count {
                guard improvedThisPass else { break }
                improvedThisPass = false
                index = 0
                continue
            }
            let candidate = list[index]
            guard isValid(candidate) else {
                index += 1
                continue
            }
            tries += 1
            if fails(candidate) {
                best = truncated(candidate)
                improvedThisPass = true
            } else {
                index += 1
            }
        }
        return best
    }

    /// The program without the schedule entries after its first disagreement.
    private static func truncated(_ program: ModelProgram) -> ModelProgram {
        var program = program
        if let found = ModelCheck.disagreement(program), found.entry + 1 < program.schedule.count {
            program.schedule = Array(program.schedule.prefix(found.entry + 1))
        }
        return program
    }

    /// Whether shrinking keeps steps of some length (no `Wait(0)`, no empty timelines), for triage with
    /// `TWEENKIT_MODEL_AVOID=zero`: otherwise many programs shrink to the same zero-length disagreement.
    static var keepsLength: Bool { ModelDifferentialTests.avoid.contains("zero") }

    /// Playable by both: a layout without errors, labels the controls name, a root with a step.
    static func isValid(_ program: ModelProgram) -> Bool {
        let layout = ModelLayout(program.root)
        guard layout.error == nil, !program.root.items.isEmpty else { return false }
        let labels = layout.labels[program.root.id]!
        var names: [String] = program.schedule.compactMap {
            if case .control(let control) = $0 { return label(control) }
            return nil
        }
        for node in program.root.allNodes {
            for action in [node.onStart?.action, node.onComplete?.action] {
                if let name = action.flatMap({ label($0.control) }) { names.append(name) }
            }
            if case .call(let action?) = node.kind, let name = label(action.control) { names.append(name) }
        }
        return names.allSatisfy { labels[$0] != nil }
    }

    private static func label(_ control: ModelControl) -> String? {
        switch control {
        case .seekLabel(let name), .playFrom(let name): name
        default: nil
        }
    }

    // MARK: - Candidates, biggest cuts first

    static func candidates(_ program: ModelProgram) -> [ModelProgram] {
        var result: [ModelProgram] = []
        let schedule = program.schedule
        // Schedule: halves, then quarters, then single entries; frames merged and rounded.
        var chunk = max(schedule.count / 2, 1)
        while chunk >= 4 {
            var start = 0
            while start < schedule.count {
                var copy = program
                copy.schedule.removeSubrange(start..<min(start + chunk, schedule.count))
                if !copy.schedule.isEmpty { result.append(copy) }
                start += chunk
            }
            chunk /= 2
        }
        // Tree: remove items, splice nested timelines into their parent, simplify every node.
        for node in program.root.allNodes where node.kind.isTimelineKind {
            for index in node.items.indices {
                if !keepsLength || node.items.count > 1 {
                    result.append(
                        edit(program, node.id) { $0.kind = $0.kind.with(items: $0.items.removing(at: index)) })
                }
                if case .step(let child, let position) = node.items[index], child.kind.isTimelineKind {
                    result.append(
                        edit(program, node.id) {
                            var items = $0.items
                            items.replaceSubrange(
                                index...index,
                                with: child.items.enumerated().map { offset, item in
                                    guard offset == 0, case .step(let grandchild, nil) = item else { return item }
                                    return .step(grandchild, position)
                                })
                            $0.kind = $0.kind.with(items: items)
                        })
                }
                if case .step(let child, _?) = node.items[index] {
                    result.append(
                        edit(program, node.id) {
                            $0.kind = $0.kind.with(items: $0.items.replacing(index, with: .step(child, nil)))
                        })
                }
                if case .label(let name, _?) = node.items[index] {
                    result.append(
                        edit(program, node.id) {
                            $0.kind = $0.kind.with(items: $0.items.replacing(index, with: .label(name, nil)))
                        })
                }
            }
        }
        for node in program.root.allNodes {
            for simpler in simplifications(node) { result.append(edit(program, node.id) { $0 = simpler }) }
        }
        for index in schedule.indices {
            var copy = program
            copy.schedule.remove(at: index)
            if !copy.schedule.isEmpty { result.append(copy) }
        }
        for index in schedule.indices.dropLast() {
            if case .frame(let a) = schedule[index], case .frame(let b) = schedule[index + 1] {
                var copy = program
                copy.schedule[index] = .frame(a + b)
                copy.schedule.remove(at: index + 1)
                result.append(copy)
            }
        }
        return result.map { candidate in
            var candidate = candidate
            candidate.root = ProgramFixes.dyadicStaggers(candidate.root)
            return ProgramFixes.withoutActionsOnDroppedObjects(candidate)
        }
    }

    private static func simplifications(_ node: ModelNode) -> [ModelNode] {
        var result: [ModelNode] = []
        func variant(_ change: (inout ModelNode) -> Void) {
            var copy = node
            change(&copy)
            if copy != node { result.append(copy) }
        }
        variant { $0.onStart = nil }
        variant { $0.onComplete = nil }
        variant { $0.onUpdate = false }
        variant { $0.onStart?.action = nil }
        variant { $0.onComplete?.action = nil }
        variant {
            $0.timing.repeatCount = 1
            $0.timing.repeatDelay = 0
        }
        variant { $0.timing.autoreverses = false }
        variant { $0.timing.repeatDelay = 0 }
        variant { $0.timing.delay = 0 }
        variant { $0.timing.speed = 1 }
        variant {
            $0.timing.repeatCount =
                $0.timing.repeatCount == 1.5 ? 2 : $0.timing.repeatCount == 3 ? 2 : $0.timing.repeatCount
        }
        switch node.kind {
        case .tween(let object, let property, let from, let to, let duration):
            variant { $0.kind = .tween(object: object, property: property, from: nil, to: to, duration: duration) }
            variant { $0.kind = .tween(object: 0, property: property, from: from, to: to, duration: duration) }
            variant { $0.kind = .tween(object: object, property: 0, from: from, to: to, duration: duration) }
            variant { $0.kind = .tween(object: object, property: property, from: from, to: to, duration: 0.5) }
            variant {
                $0.kind = .tween(
                    object: object, property: property, from: from.map { _ in 0 }, to: 1, duration: duration)
            }
            variant { $0.kind = .wait(duration) }
        case .closure(_, _, let duration):
            variant { $0.kind = .wait(duration) }
            variant { $0.kind = .closure(from: 0, to: 1, duration: duration) }
        case .call(let action):
            variant { $0.kind = .call(nil) }
            if let action, action.times > 1 { variant { $0.kind = .call(ModelAction(control: action.control)) } }
        case .wait(let seconds):
            if !keepsLength { variant { $0.kind = .wait(0) } }
            if seconds > 0.25 { variant { $0.kind = .wait(0.25) } }
        case .group(let stagger?, let items):
            variant { $0.kind = .group(nil, items) }
            if stagger.origin != .start {
                variant {
                    $0.kind = .group(ModelStagger(isEach: true, seconds: stagger.seconds, origin: .start), items)
                }
            }
            variant { $0.kind = .sequence(items) }
        case .group(nil, let items):
            variant { $0.kind = .sequence(items) }
        case .sequence:
            break
        }
        return result
    }

    /// The program with the node `id` changed.
    private static func edit(_ program: ModelProgram, _ id: Int, _ change: @escaping (inout ModelNode) -> Void)
        -> ModelProgram
    {
        var program = program
        program.root = ProgramFixes.map(program.root) { node in
            guard node.id == id else { return node }
            var node = node
            change(&node)
            return node
        }
        return program
    }
}

extension Array {
    func removing(at index: Int) -> [Element] {
        var copy = self
        copy.remove(at: index)
        return copy
    }

    func replacing(_ index: Int, with element: Element) -> [Element] {
        var copy = self
        copy[index] = element
        return copy
    }
}
