import Foundation
import TweenKit

/// A label-like object: the count writes its text.
final class Scoreboard {
    var text = ""
}

/// The counting formats measured, each with whether its text changes every frame in the case below.
let countingFormats: [(String, CountingFormat)] = [
    ("integer en_US", .integer(locale: Locale(identifier: "en_US"))),
    ("integer de_DE", .integer(locale: Locale(identifier: "de_DE"))),
    ("decimal(2) en_US", .decimal(2, locale: Locale(identifier: "en_US"))),
    ("percent en_US", .percent(locale: Locale(identifier: "en_US"))),
    ("currency EUR de_DE", .currency("EUR", locale: Locale(identifier: "de_DE"))),
    // Spanish leaves four-digit numbers ungrouped ("1234,50 €", "12.345,50 €").
    ("currency EUR es_ES", .currency("EUR", locale: Locale(identifier: "es_ES"))),
]

/// A frame of `n` key-path counts onto a `String` property: ns per count-update, allocations per
/// frame. `changing`: each count runs over a range wide enough that its text changes every frame;
/// otherwise over a range so narrow that it never does.
@MainActor
func countingCase(n: Int, format: (String, CountingFormat), changing: Bool, plain: Measurement, runs: Int) -> Row {
    let driver = ManualDriver()
    let engine = TweenEngine(driver: driver)
    let boards = (0..<n).map { _ in Scoreboard() }
    // Changing: 1,000,000 a second of the format's smallest shown step; fixed: within one step.
    let step =
        format.0.hasPrefix("decimal") || format.0.hasPrefix("currency")
        ? 0.01 : format.0.hasPrefix("percent") ? 0.01 : 1
    let to = changing ? step * 1e9 : step * 0.2
    for board in boards {
        Tween<Double>.count(
            board, \.text, from: 0, to: to, duration: 1_000, curve: .linear, format: format.1, engine: engine
        ).start()
    }
    let frames = 60
    let result = measureCountFrames(frames, driver: driver, engine: engine, boards: boards, runs: runs)
    return Row(
        name: "count, \(format.0), text \(changing ? "changes" : "stays")", unit: "count-update, N=\(n)",
        medianNs: result.median, minNs: result.min, allocations: result.allocationsPerRun / Double(frames),
        allocationUnit: "frame", reference: timesPlain(result, plain) + (changing ? "" : ", 0 allocations"),
        faultsPerRun: result.faultsPerRun)
}

/// A count's first second, from 0: where a count must cost about what it costs anywhere else.
struct FirstSecondCount {
    let name: String, to: Double, duration: Double, curve: TimingCurve, priming: Bool

    /// To 1,000 over 100 s on an ease-in curve: the measured second stays below 0.1, its text hardly changing.
    static func fromZero(_ format: String) -> FirstSecondCount {
        FirstSecondCount(
            name: "count from 0, easeIn, \(format), first second", to: 1_000, duration: 100, curve: .easeIn,
            priming: false)
    }

    /// To 1,000,000 over 1,000 s on easeInOutQuad: values 0 … 2, the text changing every few frames.
    static func nearZero(_ format: String) -> FirstSecondCount {
        FirstSecondCount(
            name: "count 0 → 1,000,000, easeInOutQuad, \(format), first second", to: 1_000_000, duration: 1_000,
            curve: .easeInOutQuad, priming: true)
    }
}

/// The first frames of `n` counts described by `count`: ns per count-update, and the ratio to `plain`, a plain
/// key-path update measured the same way.
@MainActor
func countingFirstSecondCase(
    _ count: FirstSecondCount, n: Int, format: CountingFormat, plain: Measurement, runs: Int
) -> Row {
    let frames = 60
    let boards = (0..<n).map { _ in Scoreboard() }
    let result = measureFreshFrames(on: boards, frames: frames, priming: count.priming, runs: runs) { b, engine in
        Tween<Double>.count(
            b, \.text, from: 0, to: count.to, duration: count.duration, curve: count.curve, format: format,
            engine: engine
        ).start()
    }
    return Row(
        name: count.name, unit: "count-update, N=\(n)",
        medianNs: result.median, minNs: result.min, allocations: result.allocationsPerRun / Double(frames),
        allocationUnit: "frame", reference: timesPlain(result, plain), faultsPerRun: result.faultsPerRun)
}

/// A plain key-path update (`frame, key path, linear`, N = 1,000), the unit counting rows are compared with.
@MainActor
func plainUpdate(runs: Int) -> Measurement {
    let gauges = (0..<1_000).map { _ in Gauge() }
    return measureFreshFrames(on: gauges, frames: 60, priming: true, runs: runs) { gauge, engine in
        startKeyPathTween(gauge, curve: .linear, engine: engine)
    }
}

/// A counting row's median as a multiple of a plain update's, in the same run.
func timesPlain(_ result: Measurement, _ plain: Measurement) -> String {
    "\(format(result.median / plain.median))× a plain update (≤ 10)"
}

/// A frame of `n` observable `TweenedValue`s animating, none observed: ns per update. Compare with
/// "frame, closure, linear": the same tween, writing an observable property instead of a plain one.
@MainActor
func tweenedValueCase(n: Int, runs: Int) -> Row {
    let driver = ManualDriver()
    let engine = TweenEngine(driver: driver)
    #if canImport(Observation)
    let values = (0..<n).map { _ in TweenedValue(0.0, engine: engine) }
    for value in values { value.animate(to: 1, duration: 1_000_000, curve: .linear) }
    #endif
    let frames = 60
    let result = measure(runs: runs, units: frames * n) {
        advanceFrames(driver, frames)
    }
    precondition(engine.activeCount == n, "every value must still be animating")
    return Row(
        name: "frame, TweenedValue, linear", unit: "update, N=\(n)", medianNs: result.median, minNs: result.min,
        allocations: result.allocationsPerRun / Double(frames), allocationUnit: "frame",
        reference: "a closure update + the observation notification", faultsPerRun: result.faultsPerRun)
}

/// A frame of `n` key-path counts of another number type (integer, `en_US`) onto a `String` property, the text
/// changing every frame: ns per count-update. Their frames run code compiled for `Int64` and `Decimal` too.
@MainActor
func countingNumberCase<Number: CountableNumber>(_ name: String, to: Number, n: Int, runs: Int) -> Row {
    let driver = ManualDriver()
    let engine = TweenEngine(driver: driver)
    let boards = (0..<n).map { _ in Scoreboard() }
    for board in boards {
        Tween<Number>.count(
            board, \.text, to: to, duration: 1_000, curve: .linear,
            format: .integer(locale: Locale(identifier: "en_US")), engine: engine
        ).start()
    }
    let frames = 60
    let result = measureCountFrames(frames, driver: driver, engine: engine, boards: boards, runs: runs)
    return Row(
        name: "count, \(name) integer en_US, text changes", unit: "count-update, N=\(n)", medianNs: result.median,
        minNs: result.min, allocations: result.allocationsPerRun / Double(frames), allocationUnit: "frame",
        reference: "—", faultsPerRun: result.faultsPerRun)
}

/// Sixty frames of the counts running on `engine` onto `boards`, measured per count-update; every count must
/// still be running after.
@MainActor
func measureCountFrames(
    _ frames: Int, driver: ManualDriver, engine: TweenEngine, boards: [Scoreboard], runs: Int
) -> Measurement {
    let result = measure(runs: runs, units: frames * boards.count) { advanceFrames(driver, frames) }
    precondition(
        engine.activeCount == boards.count && !boards[boards.count - 1].text.isEmpty,
        "every count must still be running")
    return result
}
