import AllocationCounter
import Dispatch

/// One row of the report: a case, its unit of work, and what a unit cost.
struct Row {
    var name: String
    var unit: String
    var medianNs: Double
    var minNs: Double
    /// Heap allocations per `allocationUnit` (nil where not measured).
    var allocations: Double?
    var allocationUnit: String
    /// The figure to compare with (the target or another engine's cost), as text.
    var reference: String
}

/// Nanoseconds on a monotonic clock.
@inline(__always)
func nanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Runs `body` `warmups` times unmeasured, then `runs` times measured, and returns the median and
/// minimum nanoseconds per unit (each run does `units` units) and the allocations per run.
func measure(runs: Int, warmups: Int = 2, units: Int, _ body: () -> Void) -> (median: Double, min: Double, allocationsPerRun: Double) {
    for _ in 0..<warmups { body() }
    var perUnit: [Double] = []
    var allocations: Int64 = 0
    for _ in 0..<runs {
        allocation_counter_start()
        let start = nanoseconds()
        body()
        let elapsed = nanoseconds() - start
        allocations += allocation_counter_stop()
        perUnit.append(Double(elapsed) / Double(units))
    }
    perUnit.sort()
    return (perUnit[perUnit.count / 2], perUnit[0], Double(allocations) / Double(runs))
}

/// Like `measure`, but each run gets fresh state from `setUp` that is not timed.
func measure<State>(runs: Int, warmups: Int = 1, units: Int, setUp: () -> State,
                    _ body: (inout State) -> Void) -> (median: Double, min: Double, allocationsPerRun: Double) {
    var perUnit: [Double] = []
    var allocations: Int64 = 0
    for run in 0..<(warmups + runs) {
        var state = setUp()
        allocation_counter_start()
        let start = nanoseconds()
        body(&state)
        let elapsed = nanoseconds() - start
        let counted = allocation_counter_stop()
        if run >= warmups {
            allocations += counted
            perUnit.append(Double(elapsed) / Double(units))
        }
        withExtendedLifetime(state) {}
    }
    perUnit.sort()
    return (perUnit[perUnit.count / 2], perUnit[0], Double(allocations) / Double(runs))
}

/// Prints rows as an aligned Markdown table.
func printTable(_ rows: [Row]) {
    let header = ["case", "unit", "median ns", "min ns", "allocations", "compare with"]
    let cells = rows.map { row in
        [row.name, row.unit, format(row.medianNs), format(row.minNs),
         row.allocations.map { "\(format($0)) per \(row.allocationUnit)" } ?? "—", row.reference]
    }
    let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
    func line(_ values: [String]) -> String {
        "| " + values.enumerated().map { index, value in
            let pad = String(repeating: " ", count: widths[index] - value.count)
            return index >= 2 && index <= 3 ? pad + value : value + pad
        }.joined(separator: " | ") + " |"
    }
    print(line(header))
    print("|" + widths.enumerated().map { index, width in
        index >= 2 && index <= 3 ? String(repeating: "-", count: width + 1) + ":" : String(repeating: "-", count: width + 2)
    }.joined(separator: "|") + "|")
    for row in cells { print(line(row)) }
}

func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value >= 100 { return String(Int(value.rounded())) }
    let tenths = (value * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) + ".0" : String(tenths)
}
