import Foundation

/// Compares what the engine did with what the model says, entry by entry: the first disagreement found.
struct ModelDisagreement: Equatable, CustomStringConvertible {
    /// The schedule entry it shows after (or during).
    var entry: Int
    var what: String
    var expected: String
    var actual: String

    var description: String { "after entry \(entry): \(what)\n  model:  \(expected)\n  engine: \(actual)" }
}

enum ModelComparison {
    /// Values agree within this: the model takes a frame within 1e-9 s of an event as at the event, so a value
    /// may differ by that time times its rate (up to about a thousand units a second: 8 units over a 64th of a
    /// second, at speeds of 2 at two levels; seed 2129135894 moved 50 a second 3e-10 s from an event).
    static let tolerance = 1e-6
    /// For triage: `TWEENKIT_MODEL_LOOSE=snapshots` compares events without the values they see.
    nonisolated static let ignoresSnapshots =
        ProcessInfo.processInfo.environment["TWEENKIT_MODEL_LOOSE"]?.contains("snapshots") ?? false

    static func same(_ a: ModelSnapshot, _ b: ModelSnapshot) -> Bool {
        a.keys.sorted() == b.keys.sorted() && a.allSatisfy { abs($0.value - b[$0.key]!) <= tolerance }
    }

    /// Start, completion and call events exactly, in order, with their values (E6); values after every
    /// entry; each update's value one the model shows for that tween during the entry (E7); and P3's rule
    /// for steps whose object went: one `.cancelled` completion per run, before the root completes, nothing else.
    static func compare(
        program: ModelProgram, model: [ModelStepTrace], engine: [ModelStepTrace],
        goneEvents: [(entry: Int, position: Int, kind: ModelEventKind)]
    ) -> ModelDisagreement? {
        for (index, (expected, actual)) in zip(model, engine).enumerated() {
            for (position, event) in expected.events.enumerated() {
                guard position < actual.events.count else {
                    return ModelDisagreement(
                        entry: index, what: "event \(position) missing", expected: event.description,
                        actual: "(none) after \(actual.events.map(\.kind.description))")
                }
                let other = actual.events[position]
                if other.kind != event.kind || (!ignoresSnapshots && !same(other.snapshot, event.snapshot)) {
                    return ModelDisagreement(
                        entry: index, what: "event \(position)",
                        expected: describe(expected.events, from: position),
                        actual: describe(actual.events, from: position))
                }
            }
            if actual.events.count > expected.events.count {
                return ModelDisagreement(
                    entry: index, what: "extra event", expected: "(none)",
                    actual: describe(actual.events, from: expected.events.count))
            }
            if expected.state != actual.state {
                return ModelDisagreement(entry: index, what: "state", expected: expected.state, actual: actual.state)
            }
            if !same(expected.values, actual.values) {
                return ModelDisagreement(
                    entry: index, what: "values", expected: ModelEvent.describe(expected.values),
                    actual: ModelEvent.describe(actual.values))
            }
            for update in actual.updates
            where !expected.updates.contains(where: {
                $0.step == update.step && abs($0.value - update.value) <= tolerance
            }) {
                return ModelDisagreement(
                    entry: index, what: "update of step \(update.step)",
                    expected:
                        "one of \(expected.updates.filter { $0.step == update.step }.map { ModelEvent.format($0.value) })",
                    actual: ModelEvent.format(update.value))
            }
        }
        return checkGoneSteps(program: program, engine: engine, goneEvents: goneEvents)
    }

    private static func describe(_ events: [ModelEvent], from position: Int) -> String {
        events[position...].prefix(3).map(\.description).joined(separator: "; ")
    }

    /// P3: each step of an object that went completes `.cancelled` once before its root completes (when the
    /// run's handlers are still there to see it), and runs no other event.
    private static func checkGoneSteps(
        program: ModelProgram, engine: [ModelStepTrace], goneEvents: [(entry: Int, position: Int, kind: ModelEventKind)]
    ) -> ModelDisagreement? {
        for case (let index, .drop(let object)) in program.schedule.enumerated() {
            // The first root completion after the drop, if any, and whether handlers were there at the drop.
            let rootEnds = engine.enumerated().dropFirst(index).first { entry in
                entry.element.events.contains { if case .rootComplete = $0.kind { true } else { false } }
            }?.offset
            let endedBefore = engine[..<index].contains { entry in
                entry.events.contains { if case .rootComplete = $0.kind { true } else { false } }
            }
            let steps = program.root.allNodes.filter {
                if case .tween(object, _, _, _, _) = $0.kind { true } else { false }
            }
            for step in steps {
                let events = goneEvents.filter { $0.entry >= index && $0.kind.step == step.id }
                if let other = events.first(where: { $0.kind != .complete(step.id, .cancelled) }) {
                    return ModelDisagreement(
                        entry: other.entry, what: "step \(step.id) of object \(object), gone",
                        expected:
                            "nothing but one completion cancelled", actual: other.kind.description)
                }
                guard step.onComplete != nil, !endedBefore, let rootEnds else { continue }
                let rootEvent = engine[rootEnds].events.firstIndex {
                    if case .rootComplete = $0.kind { true } else { false }
                }!
                let before = events.filter { $0.entry < rootEnds || ($0.entry == rootEnds && $0.position <= rootEvent) }
                    .count
                if before != 1 {
                    return ModelDisagreement(
                        entry: rootEnds, what: "step \(step.id) of object \(object), gone",
                        expected: "completes cancelled once before the root completes",
                        actual: "\(before) completions")
                }
            }
        }
        return nil
    }
}
