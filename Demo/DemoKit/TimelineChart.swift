import Foundation
import TweenKit

/// An SVG picture of the Demo's placed timeline on a time axis: one bar per step from where it starts to
/// where it ends (a group's own steps beneath it), each with its position as written, and the labels as
/// dashed lines. Every time in it is read from the timeline (`startTime(of:)`, `labels`).
@MainActor
enum TimelineChart {
    static let width = 760.0
    static let left = 250.0
    static let right = 30.0
    static let rowHeight = 26.0
    static let top = 70.0

    static func svg() -> String {
        let placed = PlacedTimeline(Stage(), engine: TweenEngine(driver: ManualDriver()))
        let timeline = placed.timeline
        let length = (timeline.duration * 4).rounded(.up) / 4
        func x(_ time: Double) -> Double { left + time / length * (width - left - right) }
        // The rows: each step, and under the group its own steps.
        var bars: [(name: String, written: String, start: Double, end: Double, inner: Bool)] = []
        for row in placed.rows {
            let start = timeline.startTime(of: row.step) ?? 0
            bars.append((row.name, row.written, start, start + row.step.totalDuration, false))
            if row.step === placed.dots {
                for (i, dot) in placed.dots.steps.enumerated() {
                    let offset = placed.dots.startTime(of: dot) ?? 0
                    bars.append(("dot \(i + 1)", "", start + offset, start + offset + dot.totalDuration, true))
                }
            }
        }
        let bottom = top + Double(bars.count) * rowHeight
        let height = bottom + 40
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
            viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif">
            <rect width="100%" height="100%" fill="#ffffff"/>
            <text x="15" y="22" font-size="14" fill="#222">A placed timeline: each step where its position puts it, relative to what came before it.</text>
            <text x="15" y="40" font-size="11" fill="#555">Bars run from a step's start to its end (seconds across); a group's staggered steps are drawn beneath it; dashed lines are labels.</text>

            """
        for tick in stride(from: 0.0, through: length + 1e-9, by: 0.25) {
            let major = (tick * 2).rounded() == tick * 2
            out += line(x(tick), top - 6, x(tick), bottom, stroke: major ? "#ddd" : "#f0f0f0")
            if major {
                out += text(format(x(tick)), format(bottom + 16), String(format: "%.1f s", tick), anchor: "middle")
            }
        }
        for (name, time) in timeline.labels.sorted(by: { $0.value < $1.value }) {
            out += """
                <line x1="\(format(x(time)))" y1="\(format(top - 14))" x2="\(format(x(time)))" y2="\(format(bottom))" stroke="#1c7ed6" stroke-width="1.5" stroke-dasharray="4,3"/>
                <text x="\(format(x(time) + 4))" y="\(format(top - 16))" font-size="11" fill="#1c7ed6">label "\(name)" at \(String(format: "%.1f", time)) s</text>

                """
        }
        for (index, bar) in bars.enumerated() {
            let y = top + Double(index) * rowHeight
            let thickness = bar.inner ? 8.0 : 14.0
            let barTop = y + (rowHeight - thickness) / 2
            out += text(bar.inner ? "30" : "15", format(y + 17), bar.name, anchor: "start", size: bar.inner ? 11 : 12)
            if !bar.written.isEmpty {
                out += text("95", format(y + 17), bar.written, anchor: "start", size: 11, fill: "#555")
            }
            out += """
                <rect x="\(format(x(bar.start)))" y="\(format(barTop))" width="\(format(x(bar.end) - x(bar.start)))" height="\(format(thickness))" rx="3" fill="\(bar.inner ? "#ffa94d" : "#d9480f")"/>
                <text x="\(format(x(bar.end) + 5))" y="\(format(y + 17))" font-size="10" fill="#777">\(String(format: "%.2f–%.2f", bar.start, bar.end))</text>

                """
        }
        return out + "</svg>\n"
    }

    private static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String) -> String {
        "<line x1=\"\(format(x1))\" y1=\"\(format(y1))\" x2=\"\(format(x2))\" y2=\"\(format(y2))\" stroke=\"\(stroke)\" stroke-width=\"1\"/>\n"
    }

    private static func text(
        _ x: String, _ y: String, _ body: String, anchor: String, size: Int = 11, fill: String = "#222"
    ) -> String {
        "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\" text-anchor=\"\(anchor)\" fill=\"\(fill)\">\(body)</text>\n"
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
