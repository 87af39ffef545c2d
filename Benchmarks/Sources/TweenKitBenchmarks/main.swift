// TweenKit's benchmark harness. Run in release mode from the repository root:
//
//     swift run -c release --package-path Benchmarks            # everything (about a minute)
//     swift run -c release --package-path Benchmarks TweenKitBenchmarks --quick    # N = 1,000 only, fewer runs
//     swift run -c release --package-path Benchmarks TweenKitBenchmarks curve      # only cases whose name contains "curve"
//
// Prints one Markdown table: ns per unit of work (median and minimum over repeated runs after a
// warm-up) and heap allocations counted in the measured runs. BENCHMARKS.md explains the method.
import AllocationCounter
import Foundation
import TweenKit

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
let filters = arguments.filter { !$0.hasPrefix("--") }.map { $0.lowercased() }
func wanted(_ name: String) -> Bool { filters.isEmpty || filters.contains { name.lowercased().contains($0) } }

#if DEBUG
print("warning: a debug build; run with `-c release` for real figures\n")
#endif
if allocation_counter_supported() == 0 { print("note: allocation counts need glibc; they read 0 here\n") }

let runs = quick ? 3 : 9

// Cases run from the smallest memory footprint to the largest: the 100,000-tween frame cases leave
// the heap spread out, and starts measured after them were two to three times slower. The table
// keeps its usual order.
var baselineRows: [Row] = []
var frameRows: [Row] = []
var startRows: [Row] = []
var curveRows: [Row] = []
var queueRows: [Row] = []
if wanted("baseline") { baselineRows += baselineCases(runs: runs) }
// Each start case runs when a filter matches its name: "start", "created before", "grown", "create +".
if wanted(startCaseName(createToo: false)) { startRows.append(startCase(createToo: false, runs: runs)) }
if wanted(startCaseName(createToo: false, grown: true)) {
    startRows.append(startCase(createToo: false, grown: true, runs: runs))
}
if wanted(startCaseName(createToo: true)) { startRows.append(startCase(createToo: true, runs: runs)) }
let hardOvershoot = try! TimingCurve.cubicBezier(0.68, -0.6, 0.32, 1.6)
for (name, curve) in [
    ("linear", TimingCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
    ("easeInEaseOut", .easeInEaseOut), ("default", .default),
    ("bezier(0.68,-0.6,0.32,1.6)", hardOvershoot), ("easeInOutQuad", .easeInOutQuad),
]
where wanted("curve \(name)") {
    let isBezier = name != "linear" && name != "easeInOutQuad"
    curveRows.append(
        curveCase(
            name, curve, reference: isBezier ? "WebKit-style 8 Newton steps 25" : "2–4 (flat loop)", runs: runs))
}
if wanted("make a cubicBezier curve") { curveRows.append(curveMakingCase(runs: runs)) }
if wanted("queue") || wanted("single tween") { queueRows.append(queueCase(steps: 1, runs: runs)) }
if wanted("queue") { queueRows.append(queueCase(steps: 1_000, runs: runs)) }
if wanted("sequence") { queueRows.append(sequenceCase(steps: 1_000, runs: runs)) }
if wanted("placed timeline") { queueRows.append(placedTimelineCase(steps: 1_000, runs: runs)) }
for steps in [10, 10_000] where wanted("frame, timeline of \(steps) steps") {
    queueRows.append(timelineStepsCase(steps: steps, runs: runs))
}
if wanted("frame, endless timeline") { queueRows.append(timelineStepsCase(steps: 2, endless: true, runs: runs)) }
for n in quick ? [1_000] : [1_000, 10_000, 100_000] {
    for target in [TargetKind.keyPath, .closure] {
        for curve in frameCurves where wanted("frame \(target.rawValue) \(curve.0)") {
            frameRows.append(
                frameCase(n: n, curve: curve, target: target, runs: n >= 100_000 ? max(runs / 2, 3) : runs))
        }
    }
}
if wanted("unchecked level: frame, closure, linear") { frameRows.append(uncheckedFrameCase(runs: runs)) }
for n in quick ? [1_000] : [1_000, 100_000] {
    for curve in frameCurves where wanted("frame key path (weakly held before) \(curve.0)") {
        frameRows.append(
            frameCase(
                n: n, curve: curve, target: .keyPath, runs: n >= 100_000 ? max(runs / 2, 3) : runs,
                weaklyHeldBefore: true))
    }
}
var countingRows: [Row] = []
// Counting rows give their cost as a multiple of a plain key-path update measured in the same run.
let countingWanted = countingFormats.contains { format in
    [
        "count, \(format.0), text changes", "count, \(format.0), text stays",
        FirstSecondCount.fromZero(format.0).name, FirstSecondCount.nearZero(format.0).name,
    ].contains { wanted($0) }
}
let plain = countingWanted ? plainUpdate(runs: runs) : nil
for format in countingFormats {
    for changing in [true, false] where wanted("count, \(format.0), text \(changing ? "changes" : "stays")") {
        countingRows.append(countingCase(n: 1_000, format: format, changing: changing, plain: plain!, runs: runs))
    }
}
// From 0 on an ease-in curve for the formats that show fractions of a unit; near zero for every format.
let firstSeconds =
    countingFormats.filter { $0.0.hasPrefix("decimal") || $0.0.hasPrefix("currency") }.map {
        (FirstSecondCount.fromZero($0.0), $0.1)
    } + countingFormats.map { (FirstSecondCount.nearZero($0.0), $0.1) }
for (count, format) in firstSeconds where wanted(count.name) {
    countingRows.append(countingFirstSecondCase(count, n: 1_000, format: format, plain: plain!, runs: runs))
}
if wanted("count, Int64 integer en_US, text changes") {
    countingRows.append(countingNumberCase("Int64", to: Int64(1_000_000_000), n: 1_000, runs: runs))
}
if wanted("count, Decimal integer en_US, text changes") {
    countingRows.append(countingNumberCase("Decimal", to: Decimal(1_000_000_000), n: 1_000, runs: runs))
}
if wanted("frame, TweenedValue, linear") || wanted("tweenedvalue") {
    countingRows.append(tweenedValueCase(n: 1_000, runs: runs))
}
if wanted("read a running tween's velocity") || wanted("velocity") { countingRows.append(velocityReadCase(runs: runs)) }
if wanted("frame, key path, CGFloat") || wanted("valuetypes") {
    countingRows.append(valueTypeFrameCase("CGFloat", runs: runs, start: startCGFloatTween))
}
if wanted("frame, key path, Float") || wanted("valuetypes") {
    countingRows.append(valueTypeFrameCase("Float", runs: runs, start: startFloatTween))
}
if wanted("frame, key path, CGPoint") || wanted("valuetypes") {
    countingRows.append(valueTypeFrameCase("CGPoint", runs: runs, start: startPointTween))
}
if wanted("retarget a running tween") || wanted("retarget") {
    countingRows.append(contentsOf: retargetCases(runs: runs))
}
let rows = baselineRows + frameRows + startRows + curveRows + queueRows + countingRows
printTable(rows)
if filters.contains("tails") { printCurveTails(runs: runs) }
if wanted("bytes") { printMemory(quick ? [10_000] : [10_000, 100_000]) }
