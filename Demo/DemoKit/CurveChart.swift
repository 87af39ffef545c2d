import Foundation
import TweenKit

/// An SVG chart of every kind of timing curve: one labelled small multiple each, with the lines
/// y = 0 and y = 1 marked so overshoot shows, under a caption that says what is drawn.
enum CurveChart {
    static let cell = 150.0
    static let columns = 6
    static let captionHeight = 44.0

    static func svg() -> String {
        let curves = DemoCurves.all
        let rows = (curves.count + columns - 1) / columns
        let width = cell * Double(columns)
        let height = cell * Double(rows) + captionHeight
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
            viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif">
            <rect width="100%" height="100%" fill="#ffffff"/>
            <text x="15" y="20" font-size="14" fill="#222">Every kind of timing curve TweenKit ships: named, cubic Bézier, steps and springs (at rest, and set off moving).</text>
            <text x="15" y="36" font-size="11" fill="#555">Each plots value (up) against time (across) from 0 to 1; the solid grey line is 0, the dashed one 1, so overshoot shows.</text>

            """
        for (index, entry) in curves.enumerated() {
            let x = Double(index % columns) * cell
            let y = Double(index / columns) * cell + captionHeight
            out += plot(entry.name, entry.curve, x: x, y: y)
        }
        return out + "</svg>\n"
    }

    /// One small multiple with its top-left corner at (x, y). The plot spans y from −0.6 to 1.6.
    private static func plot(_ name: String, _ curve: TimingCurve, x: Double, y: Double) -> String {
        let left = x + 15
        let right = x + cell - 15
        let top = y + 28
        let bottom = y + cell - 12
        func px(_ p: Double) -> Double { left + p * (right - left) }
        func py(_ v: Double) -> Double { bottom - (min(max(v, -0.6), 1.6) + 0.6) / 2.2 * (bottom - top) }
        let points = (0...100).map { step -> String in
            let p = Double(step) / 100
            return String(format: "%.1f,%.1f", px(p), py(curve.value(at: p)))
        }.joined(separator: " ")
        return """
            <g>
              <text x="\(format(x + cell / 2))" y="\(format(y + 18))" font-size="12" text-anchor="middle" fill="#222">\(name)</text>
              <line x1="\(format(left))" y1="\(format(py(0)))" x2="\(format(right))" y2="\(format(py(0)))" stroke="#bbb" stroke-width="1"/>
              <line x1="\(format(left))" y1="\(format(py(1)))" x2="\(format(right))" y2="\(format(py(1)))" stroke="#bbb" stroke-width="1" stroke-dasharray="3,3"/>
              <polyline points="\(points)" fill="none" stroke="#d9480f" stroke-width="2"/>
            </g>

            """
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
