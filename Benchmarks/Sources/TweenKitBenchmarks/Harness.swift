import AllocationCounter
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

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
    /// Page faults per measured run (nil where the platform does not count them).
    var faultsPerRun: Double?
}

/// The process's page faults so far (minor and major), or nil where getrusage is not at hand.
func pageFaults() -> Int? {
    #if canImport(Glibc)
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_minflt + usage.ru_majflt
    #else
    return nil
    #endif
}

/// Nanoseconds on a monotonic clock.
@inline(__always)
func nanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Runs `body` `warmups` times unmeasured, then `runs` times measured, and returns the median and
/// minimum nanoseconds per unit (each run does `units` units), and the allocations and page faults
/// per run.
func measure(runs: Int, warmups: Int = 2, units: Int, _ body: () -> Void) -> Measurement {
    for _ in 0..<warmups { body() }
    var perUnit: [Double] = []
    var allocations: Int64 = 0
    var faults = 0
    for _ in 0..<runs {
        let faultsBefore = pageFaults()
        allocation_counter_start()
        let start = nanoseconds()
        body()
        let elapsed = nanoseconds() - start
        allocations += allocation_counter_stop()
        faults += (pageFaults() ?? 0) - (faultsBefore ?? 0)
        perUnit.append(Double(elapsed) / Double(units))
    }
    perUnit.sort()
    return Measurement(
        median: perUnit[perUnit.count / 2], min: perUnit[0],
        allocationsPerRun: Double(allocations) / Double(runs),
        faultsPerRun: pageFaults() == nil ? nil : Double(faults) / Double(runs))
}

/// What `measure` reports.
struct Measurement {
    var median: Double, min: Double
    var allocationsPerRun: Double, faultsPerRun: Double?
}

/// Like `measure`, but each run gets fresh state from `setUp` that is not timed, and hands it to `tearDown`
/// after, also untimed (running tweens keep their engine, and it them: a run that left them running would
/// keep its memory, and the next would make its tweens in memory never touched before).
func measure<State>(
    runs: Int, warmups: Int = 1, units: Int, setUp: () -> State,
    _ body: (inout State) -> Void, tearDown: (inout State) -> Void = { _ in }
) -> Measurement {
    var perUnit: [Double] = []
    var allocations: Int64 = 0
    var faults = 0
    for run in 0..<(warmups + runs) {
        var state = setUp()
        let faultsBefore = pageFaults()
        allocation_counter_start()
        let start = nanoseconds()
        body(&state)
        let elapsed = nanoseconds() - start
        let counted = allocation_counter_stop()
        let faulted = (pageFaults() ?? 0) - (faultsBefore ?? 0)
        if run >= warmups {
            allocations += counted
            faults += faulted
            perUnit.append(Double(elapsed) / Double(units))
        }
        tearDown(&state)
        withExtendedLifetime(state) {}
    }
    perUnit.sort()
    return Measurement(
        median: perUnit[perUnit.count / 2], min: perUnit[0],
        allocationsPerRun: Double(allocations) / Double(runs),
        faultsPerRun: pageFaults() == nil ? nil : Double(faults) / Double(runs))
}

/// Prints rows as an aligned Markdown table.
func printTable(_ rows: [Row]) {
    let header = ["case", "unit", "median ns", "min ns", "allocations", "page faults per run", "compare with"]
    let cells = rows.map { row in
        [
            row.name, row.unit, format(row.medianNs), format(row.minNs),
            row.allocations.map { "\(format($0)) per \(row.allocationUnit)" } ?? "—",
            row.faultsPerRun.map(format) ?? "—", row.reference,
        ]
    }
    func numeric(_ column: Int) -> Bool { column == 2 || column == 3 || column == 5 }
    let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
    func line(_ values: [String]) -> String {
        "| "
            + values.enumerated().map { index, value in
                let pad = String(repeating: " ", count: widths[index] - value.count)
                return numeric(index) ? pad + value : value + pad
            }.joined(separator: " | ") + " |"
    }
    print(line(header))
    print(
        "|"
            + widths.enumerated().map { index, width in
                numeric(index)
                    ? String(repeating: "-", count: width + 1) + ":" : String(repeating: "-", count: width + 2)
            }.joined(separator: "|") + "|")
    for row in cells { print(line(row)) }
}

func format(_ value: Double) -> String {
    if value == 0 { return "0" }
    if value >= 100 { return String(Int(value.rounded())) }
    let tenths = (value * 10).rounded() / 10
    return tenths == tenths.rounded() ? String(Int(tenths)) + ".0" : String(tenths)
}
