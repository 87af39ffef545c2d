/// Writes a program as a `ModelRow` for a developer to paste into `ShrunkRepros` (and name by the rule it
/// breaks): the tree in the rows' helpers, the values before it plays, and the schedule up to the entry where the
/// engine disagreed, after the disagreement as a comment.
enum ReproWriter {
    static func row(_ program: ModelProgram, name: String, disagreement: ModelDisagreement?) -> String {
        var lines: [String] = []
        if let disagreement {
            lines += disagreement.description.split(separator: "\n").map { "// \($0)" }
        }
        lines.append("ModelRow(")
        lines.append("    \"\(name)\",")
        lines += node(program.root, indent: "    ")
        lines[lines.count - 1] += ","
        let values = program.initialValues.filter {
            if case .field = $0.key { $0.value != 0 } else { false }
        }.sorted { $0.key < $1.key }
        if !values.isEmpty {
            lines.append(
                "    values: [\(values.map { "\(propertyName($0.key)): \($0.value)" }.joined(separator: ", "))],")
        }
        let stop = disagreement.map { min($0.entry + 1, program.schedule.count) } ?? program.schedule.count
        lines.append("    [\(schedule(Array(program.schedule.prefix(stop))).joined(separator: ", "))])")
        return lines.joined(separator: "\n")
    }

    /// A node and what it holds, one line a step, its timing and handlers after it.
    private static func node(_ node: ModelNode, indent: String) -> [String] {
        var lines: [String]
        switch node.kind {
        case .tween(let object, let property, let from, let to, let duration):
            let field = propertyName(.field(object: object, property: property))
            lines = ["\(indent)tween(\(field), \(from.map { "from: \($0), " } ?? "")to: \(to), \(duration))"]
        case .closure(let from, let to, let duration):
            lines = ["\(indent)closure(from: \(from), to: \(to), \(duration))"]
        case .wait(let seconds): lines = ["\(indent)wait(\(seconds))"]
        case .call(let action): lines = ["\(indent)call(\(arguments(action)))"]
        case .sequence(let items), .group(_, let items):
            var opening = "seq("
            if case .group(let stagger, _) = node.kind {
                opening = stagger.map { "group(stagger: \(code($0))" + (items.isEmpty ? "" : ",") } ?? "group("
            }
            lines = ["\(indent)\(opening)"]
            for (index, item) in items.enumerated() {
                switch item {
                case .step(let child, let position):
                    var child = self.node(child, indent: indent + "    ")
                    if let position { child[child.count - 1] += ".at(\(code(position)))" }
                    lines += child
                case .label(let label, let position):
                    lines.append("\(indent)    label(\"\(label)\"\(position.map { ", at: \(code($0))" } ?? ""))")
                }
                if index < items.count - 1 { lines[lines.count - 1] += "," }
            }
            if items.isEmpty { lines[0] += ")" } else { lines.append("\(indent))") }
        }
        lines[lines.count - 1] += modifiers(node)
        return lines
    }

    private static func modifiers(_ node: ModelNode) -> String {
        var text = ""
        let timing = node.timing
        if !timing.isDefault {
            var settings: [String] = []
            if timing.delay != 0 { settings.append("delay: \(timing.delay)") }
            if timing.repeatCount != 1 { settings.append("repeats: \(timing.repeatCount)") }
            if timing.autoreverses { settings.append("autoreverses: true") }
            if timing.repeatDelay != 0 { settings.append("rest: \(timing.repeatDelay)") }
            if timing.speed != 1 { settings.append("speed: \(timing.speed)") }
            text += ".timed(\(settings.joined(separator: ", ")))"
        }
        if let handler = node.onStart { text += ".onStart(\(arguments(handler.action)))" }
        if let handler = node.onComplete { text += ".onComplete(\(arguments(handler.action)))" }
        if node.onUpdate { text += ".updates" }
        return text
    }

    private static func arguments(_ action: ModelAction?) -> String {
        guard let action else { return "" }
        var parts = action.controls.map(code)
        if action.times != 1 { parts.append("times: \(action.times)") }
        if action.skip != 0 { parts.append("skip: \(action.skip)") }
        return parts.joined(separator: ", ")
    }

    private static func schedule(_ entries: [ModelScheduleEntry]) -> [String] {
        var parts: [String] = []
        var index = 0
        while index < entries.count {
            switch entries[index] {
            case .frame(let seconds):
                var run = 1
                while index + run < entries.count, entries[index + run] == .frame(seconds) { run += 1 }
                parts.append(run == 1 ? ".by(\(seconds))" : ".every(\(seconds), count: \(run))")
                index += run
                continue
            case .frameAt(let time): parts.append(".to(\(time))")
            case .control(let control): parts.append(code(control))
            case .drop(let object): parts.append(".drop(object: \(object))")
            case .set(let property, let value): parts.append(".set(\(propertyName(property)), \(value))")
            }
            index += 1
        }
        return parts
    }

    /// `.a`, `.b1` …: the rows' names of object properties.
    static func propertyName(_ property: ModelProperty) -> String {
        switch property {
        case .field(let object, let index): ".\(index == 0 ? "a" : "b")\(object == 0 ? "" : "\(object)")"
        case .closure(let step): "closure\(step)"
        }
    }

    static func code(_ control: ModelControl) -> String {
        switch control {
        case .start: ".start"
        case .pause: ".pause"
        case .resume: ".resume"
        case .play: ".play"
        case .restart: ".restart"
        case .restartIncludingDelay: ".restartIncludingDelay"
        case .reverse: ".reverse"
        case .finish: ".finish"
        case .cancel: ".cancel"
        case .seek(let progress): ".seek(\(progress))"
        case .scrub(let progress): ".scrub(\(progress))"
        case .seekLabel(let label): ".seekLabel(\"\(label)\")"
        case .playFrom(let label): ".playFrom(\"\(label)\")"
        case .speed(let value): ".speed(\(value))"
        case .seekTime(let time): ".seekTime(\(time))"
        }
    }

    static func code(_ position: ModelPosition) -> String {
        switch position {
        case .time(let t): ".time(\(t))"
        case .end(let d): ".end(\(d))"
        case .withPrevious(let d): ".withPrevious(\(d))"
        case .afterPrevious(let d): ".afterPrevious(\(d))"
        case .label(let name, let d): ".label(\"\(name)\", \(d))"
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
