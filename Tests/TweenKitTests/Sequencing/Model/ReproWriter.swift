/// Writes a program as a check that uses the public API directly, for a developer to paste into `ShrunkRepros`
/// (the entry for its `checks` first, then the method): the objects, the steps (inner timelines first), the root,
/// the handlers (each logging its event and the values shown then), the schedule, and what the model expects
/// where the engine disagreed.
@MainActor
enum ReproWriter {
    static func swift(_ program: ModelProgram, name: String, disagreement: ModelDisagreement?) -> String {
        var lines: [String] = []
        let nodes = program.root.allNodes
        let fields = Set(nodes.compactMap(\.property)).sorted()
        let dropped = Set(program.schedule.compactMap { if case .drop(let object) = $0 { object } else { nil } })
        let objects = Set(fields.compactMap { if case .field(let object, _) = $0 { object } else { nil } }).sorted()
        lines.append("@Test func \(name)() throws {")
        lines.append("    let rig = Rig()")
        for object in objects {
            let a = program.initialValues[.field(object: object, property: 0)] ?? 0
            let b = program.initialValues[.field(object: object, property: 1)] ?? 0
            let declaration = dropped.contains(object) ? "var o\(object): ModelTarget?" : "let o\(object)"
            lines.append(
                "    \(declaration) = ModelTarget(); o\(object)\(dropped.contains(object) ? "!" : "").a = \(a); "
                    + "o\(object)\(dropped.contains(object) ? "!" : "").b = \(b)")
        }
        for case .closure(let id) in fields { lines.append("    var c\(id): Double?") }
        lines.append("    var log: [String] = []")
        let showUpdates = disagreement?.what.hasPrefix("update") ?? false
        if showUpdates { lines.append("    var updates: [String] = []") }
        // A Call whose action controls the root is made before the root: only then is `root` declared first.
        let forward = nodes.contains { if case .call(_?) = $0.kind { true } else { false } }
        if forward { lines.append("    var root: Timeline!") }
        let shown = fields.map { field -> String in
            switch field {
            case .field(let object, let property):
                let name = property == 0 ? "a" : "b"
                if dropped.contains(object) { return "o\(object).map { \"o\(object).\(name)=\\($0.\(name))\" }" }
                return "\"o\(object).\(name)=\\(o\(object).\(name))\""
            case .closure(let id): return "c\(id).map { \"c\(id)=\\($0)\" }"
            }
        }
        lines.append(
            shown.isEmpty
                ? "    func shown() -> String { \"\" }"
                : "    func shown() -> String { [\(shown.joined(separator: ", "))].compactMap { $0 }.joined(separator: \" \") }"
        )
        declare(program.root, program: program, dropped: dropped, forward: forward, into: &lines)
        for node in nodes { handlers(node, root: program.root.id, updates: showUpdates, into: &lines) }
        var index = 0
        let schedule = program.schedule
        let stop = disagreement.map { $0.entry + 1 } ?? schedule.count
        while index < stop {
            switch schedule[index] {
            case .frame(let seconds):
                var run = 1
                while index + run < stop, schedule[index + run] == .frame(seconds) { run += 1 }
                lines.append(
                    run == 1
                        ? "    rig.driver.advance(by: \(seconds))"
                        : "    for _ in 0..<\(run) { rig.driver.advance(by: \(seconds)) }")
                index += run
                continue
            case .control(let control): lines.append("    " + code(control))
            case .drop(let object): lines.append("    o\(object) = nil")
            case .set(let property, let value): lines.append("    \(property) = \(value)")
            }
            index += 1
        }
        if let disagreement {
            lines.append("    // \(disagreement.description.replacingOccurrences(of: "\n", with: "\n    // "))")
            let model = ReferenceModel(program).run()
            if disagreement.what.contains("event") {
                let expected = model.prefix(stop).flatMap(\.events).map { "\"\(logLine($0, fields: fields))\"" }
                lines.append("    #expect(log == [")
                for line in expected { lines.append("        \(line),") }
                lines.append("    ])")
            } else if disagreement.what == "values" {
                lines.append(
                    "    #expect(shown() == \"\(model[disagreement.entry].values.keys.sorted().filter { fields.contains($0) }.map { "\($0)=\(model[disagreement.entry].values[$0]!)" }.joined(separator: " "))\")"
                )
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// What a handler logs for an event: its name and the values shown then, as `shown()` prints them.
    static func logLine(_ event: ModelEvent, fields: [ModelProperty]) -> String {
        let values = event.snapshot.keys.sorted().filter(fields.contains).map { key -> String in
            if case .closure(let id) = key { return "c\(id)=\(event.snapshot[key]!)" }
            return "\(key)=\(event.snapshot[key]!)"
        }
        return ([event.kind.description] + values).joined(separator: " ")
    }

    private static func declare(
        _ node: ModelNode, program: ModelProgram, dropped: Set<Int>, forward: Bool, into lines: inout [String]
    ) {
        for case .step(let child, _) in node.items {
            declare(child, program: program, dropped: dropped, forward: forward, into: &lines)
        }
        let isRoot = node.id == program.root.id
        let name = isRoot ? "root" : "s\(node.id)"
        let declared = isRoot && forward ? "root" : "let \(name)"
        let engine = "engine: rig.engine"
        switch node.kind {
        case .tween(let object, let property, let from, let to, let duration):
            let target = dropped.contains(object) ? "o\(object)!" : "o\(object)"
            let fromText = from.map { "from: \($0), " } ?? ""
            lines.append(
                "    let \(name) = Tween(\(target), \\.\(property == 0 ? "a" : "b"), \(fromText)to: \(to), duration: \(duration), \(engine))"
            )
        case .closure(let from, let to, let duration):
            lines.append(
                "    let \(name) = Tween(from: \(from), to: \(to), duration: \(duration), \(engine)) { c\(node.id) = $0 }"
            )
        case .wait(let seconds):
            lines.append("    let \(name) = Wait(\(seconds), \(engine))")
        case .call(let action):
            let body =
                ["log.append(\"call \(node.id) \\(shown())\")"]
                + actionCode(action, counter: "calls\(node.id)", into: &lines)
            lines.append("    let \(name) = Call(\(engine)) { \(body.joined(separator: "; ")) }")
        case .sequence(let items), .group(_, let items):
            var opening = "TweenSequence(\(engine))"
            if case .group(let stagger, _) = node.kind {
                opening = stagger.map { "TweenGroup(stagger: \(code($0)), \(engine))" } ?? "TweenGroup(\(engine))"
            }
            if items.isEmpty {
                lines.append("    \(declared) = \(opening) {}")
            } else {
                lines.append("    \(declared) = \(opening) {")
                for item in items {
                    switch item {
                    case .step(let child, let position):
                        lines.append("        s\(child.id)" + (position.map { ".at(\(code($0)))" } ?? ""))
                    case .label(let label, let position):
                        lines.append(
                            "        TimelineLabel(\"\(label)\"" + (position.map { ", at: \(code($0))" } ?? "") + ")")
                    }
                }
                lines.append("    }")
            }
        }
        let timing = node.timing
        var settings: [String] = []
        if timing.delay != 0 { settings.append("\(name).delay = \(timing.delay)") }
        if timing.speed != 1 { settings.append("\(name).speed = \(timing.speed)") }
        if timing.repeatCount != 1 { settings.append("\(name).repeatCount = \(timing.repeatCount)") }
        if timing.autoreverses { settings.append("\(name).autoreverses = true") }
        if timing.repeatDelay != 0 { settings.append("\(name).repeatDelay = \(timing.repeatDelay)") }
        if !settings.isEmpty { lines.append("    " + settings.joined(separator: "; ")) }
    }

    private static func handlers(_ node: ModelNode, root: Int, updates: Bool, into lines: inout [String]) {
        let isRoot = node.id == root
        let name = isRoot ? "root" : "s\(node.id)"
        if let handler = node.onStart {
            let event = isRoot ? "root start" : "start \(node.id)"
            let body =
                ["log.append(\"\(event) \\(shown())\")"]
                + actionCode(handler.action, counter: "starts\(node.id)", into: &lines)
            lines.append("    \(name).onStart { \(body.joined(separator: "; ")) }")
        }
        if let handler = node.onComplete {
            let event = isRoot ? "root complete" : "complete \(node.id)"
            var body = ["log.append(\"\(event) \\($0) \\(shown())\")"]
            var action = actionCode(handler.action, counter: "completions\(node.id)", into: &lines)
            if !isRoot, !action.isEmpty { action = ["if $0 == .finished { \(action.joined(separator: "; ")) }"] }
            body += action
            lines.append("    \(name).onComplete { \(body.joined(separator: "; ")) }")
        }
        if node.onUpdate && updates {
            lines.append("    \(name).onUpdate { updates.append(\"update \(node.id) \\($0)\") }")
        }
    }

    private static func actionCode(_ action: ModelAction?, counter: String, into lines: inout [String]) -> [String] {
        guard let action else { return [] }
        lines.append("    var \(counter) = 0")
        return ["\(counter) += 1", "if \(counter) <= \(action.times) { \(code(action.control)) }"]
    }

    static func code(_ control: ModelControl) -> String {
        switch control {
        case .start: "root.start()"
        case .pause: "root.pause()"
        case .resume: "root.resume()"
        case .play: "root.play()"
        case .restart: "root.restart()"
        case .reverse: "if root.state != .idle && !root.state.isEnded { root.reverse() }"
        case .finish: "root.finish()"
        case .cancel: "root.cancel()"
        case .seek(let progress): "root.seek(to: \(progress))"
        case .scrub(let progress): "root.scrub(to: \(progress))"
        case .seekLabel(let label): "try? root.seek(to: \"\(label)\")"
        case .playFrom(let label): "try? root.play(from: \"\(label)\")"
        case .speed(let value): "root.speed = \(value)"
        case .seekTime(let time): "root.seek(toTime: \(time))"
        }
    }

    static func code(_ position: ModelPosition) -> String {
        func offset(_ base: String, _ seconds: Double) -> String {
            seconds == 0 ? base : seconds < 0 ? "\(base) - \(-seconds)" : "\(base) + \(seconds)"
        }
        switch position {
        case .time(let t): return ".time(\(t))"
        case .end(let d): return offset(".end", d)
        case .withPrevious(let d): return offset(".withPrevious", d)
        case .afterPrevious(let d): return offset(".afterPrevious", d)
        case .label(let name, let d): return offset(".label(\"\(name)\")", d)
        }
    }

    static func code(_ stagger: ModelStagger) -> String {
        let origin: String
        switch stagger.origin {
        case .start: origin = ".start"
        case .end: origin = ".end"
        case .center: origin = ".center"
        case .edges: origin = ".edges"
        case .index(let k): origin = ".index(\(k))"
        }
        return ".\(stagger.isEach ? "each" : "total")(\(stagger.seconds), from: \(origin))"
    }
}
