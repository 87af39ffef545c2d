import TweenKit

/// Every kind of timing curve as a one-line sparkline, for terminals and plain output.
enum Gallery {
    private static let levels = Array("▁▂▃▄▅▆▇█")

    /// `name  ▁▁▂▃▅▇█` with `width` samples; overshoot is clipped to the line's range.
    static func line(_ name: String, _ curve: TimingCurve, width: Int = 24) -> String {
        let marks = (0..<width).map { index -> Character in
            let value = curve.value(at: Double(index) / Double(width - 1))
            let level = Int((min(max(value, 0), 1) * Double(levels.count - 1)).rounded())
            return levels[level]
        }
        return name.prefix(nameWidth - 1).padding(toLength: nameWidth, withPad: " ", startingAt: 0) + String(marks)
    }

    /// Columns of a name before its sparkline.
    static let nameWidth = 18
    /// Columns between two cells of a row.
    static let gap = 3

    /// The gallery in `columns` columns.
    static func lines(columns: Int = 3, width: Int = 16) -> [String] {
        let cells = DemoCurves.all.map { line($0.name, $0.curve, width: width) }
        return stride(from: 0, to: cells.count, by: columns).map { start in
            cells[start..<min(start + columns, cells.count)].joined(separator: String(repeating: " ", count: gap))
        }
    }
}
