import AllocationCounter
import Foundation
import TweenKit

/// Heap bytes per running tween, its target excluded: the heap in use after making and starting `n`
/// tweens on fresh objects, less the heap in use before (the objects made beforehand), over `n`. The
/// engine's tables are included, amortised, as is the side table an object gets when a tween first
/// holds it weakly. A key-path tween or a closure tween, as `frameCase` makes them. `weaklyHeldAlready`:
/// every object already has a weak reference (from a delegate or an observer, say), and so its side
/// table, before its tween is made: what is left is the tween's own heap.
@MainActor
func bytesPerTween(n: Int, target: TargetKind, weaklyHeldAlready: Bool = false) -> Double? {
    let driver = ManualDriver()
    let engine = TweenEngine(driver: driver)
    let gauges = (0..<n).map { _ in Gauge() }
    let observers = weaklyHeldAlready ? gauges.map(WeakGauge.init) : []
    guard heap_bytes_in_use() >= 0 else { return nil }
    var tweens: [Playable] = []
    tweens.reserveCapacity(n)
    let reserved = heap_bytes_in_use()
    for gauge in gauges {
        let tween: Playable
        switch target {
        case .keyPath: tween = Tween(gauge, \.level, from: 0, to: 1, duration: 1_000_000, engine: engine)
        case .closure: tween = Tween(from: 0, to: 1, duration: 1_000_000, engine: engine) { gauge.level = $0 }
        }
        tween.start()
        tweens.append(tween)
    }
    driver.advance(by: 1.0 / 60)  // a frame, so that anything a first frame makes is counted too
    let after = heap_bytes_in_use()
    precondition(engine.activeCount == n)
    withExtendedLifetime((gauges, tweens, observers)) {}
    // From `reserved`: the harness's own list of the tweens is not theirs.
    return Double(after - reserved) / Double(n)
}

/// A weak reference to a gauge, as an app's delegate or observer would hold one.
final class WeakGauge {
    weak var gauge: Gauge?
    init(_ gauge: Gauge) { self.gauge = gauge }
}

/// Prints bytes per running tween for key-path and closure tweens at each `n`.
@MainActor
func printMemory(_ counts: [Int]) {
    print("\nHeap bytes per running tween (target excluded):\n")
    print("| tween | N | bytes per tween |")
    print("|---|---:|---:|")
    for n in counts {
        for target in [TargetKind.keyPath, .closure] {
            let bytes = bytesPerTween(n: n, target: target).map { String(Int($0.rounded())) } ?? "— (needs glibc)"
            print("| \(target.rawValue) | \(n) | \(bytes) |")
        }
        let held = bytesPerTween(n: n, target: .keyPath, weaklyHeldAlready: true).map { String(Int($0.rounded())) }
        print("| key path, on objects already weakly referenced | \(n) | \(held ?? "— (needs glibc)") |")
    }
}

/// Reading `velocity` of running tweens (N = 1,000, Penner and Bézier curves): ns per read.
@MainActor
func velocityReadCase(runs: Int) -> Row {
    let driver = ManualDriver()
    let engine = TweenEngine(driver: driver)
    let curves: [TimingCurve] = [.easeInOutCubic, try! .cubicBezier(0.42, 0, 0.58, 1)]
    let tweens = (0..<1_000).map { i in
        Tween(from: 0, to: 1, duration: 1_000_000, curve: curves[i % 2], engine: engine)
    }
    for tween in tweens { tween.start() }
    driver.advance(by: 1_000)
    var sum = 0.0
    let result = measure(runs: runs, units: tweens.count) {
        for tween in tweens { sum += tween.velocity }
    }
    precondition(sum > 0)
    return Row(
        name: "read a running tween's velocity", unit: "read, N=1000", medianNs: result.median, minNs: result.min,
        allocations: result.allocationsPerRun / Double(tweens.count), allocationUnit: "read", reference: "—",
        faultsPerRun: result.faultsPerRun)
}

/// Retargeting running key-path tweens mid-flight (N = 1,000 on their own objects): the old one
/// cancelled, a new one made and started carrying on its velocity. ns per retarget, then the frame
/// cost of the tweens carrying a motion (ns per update).
@MainActor
func retargetCases(runs: Int) -> [Row] {
    // Not a copy of `Gauge` (one Double): the compiler would merge the two key paths' identical accessors
    // behind a thunk, and the Gauge frame cases would count its jump.
    final class Knob {
        var name = ""
        var x = 0.0
    }
    let driver = ManualDriver()
    let engine = TweenEngine(driver: driver)
    let knobs = (0..<1_000).map { _ in Knob() }
    var tweens = knobs.map { Tween($0, \.x, to: 100, duration: 1_000_000, curve: .easeInOutCubic, engine: engine) }
    for tween in tweens { tween.start() }
    driver.advance(by: 1)
    var target = 0.0
    let retarget = measure(runs: runs, units: tweens.count) {
        target += 1
        for i in tweens.indices { tweens[i] = tweens[i].retarget(to: target) }
    }
    var time = driver.now
    let frame = measure(runs: runs, units: tweens.count) {
        time += 1.0 / 60
        driver.advance(to: time)
    }
    precondition(tweens.allSatisfy { $0.state == .running })
    withExtendedLifetime(knobs) {}  // the targets live to the end (the tweens hold them weakly)
    return [
        Row(
            name: "retarget a running tween", unit: "retarget, N=1000", medianNs: retarget.median,
            minNs: retarget.min, allocations: retarget.allocationsPerRun / Double(tweens.count),
            allocationUnit: "retarget", reference: "—", faultsPerRun: retarget.faultsPerRun),
        Row(
            name: "frame, tweens carrying a motion", unit: "update, N=1000", medianNs: frame.median, minNs: frame.min,
            allocations: frame.allocationsPerRun / Double(tweens.count), allocationUnit: "update", reference: "—",
            faultsPerRun: frame.faultsPerRun),
    ]
}

/// Objects with one property each, of the value types the frame cases below tween. (A `CGFloat` is a
/// `Double` underneath: placed as `Gauge.level` is, its accessor would be merged with Gauge's behind a
/// thunk, which the Gauge frame cases would then count.)
final class CGFloatHolder {
    var count = 0
    var value: CGFloat = 0
}
final class FloatHolder { var value: Float = 0 }
final class PointHolder { var value = CGPoint.zero }

/// A frame of N = 10,000 key-path tweens of another value type than `Double` (linear), each made by
/// `start` as an app would write it: ns per update.
@MainActor
func valueTypeFrameCase(_ name: String, runs: Int, start: (TweenEngine) -> AnyObject) -> Row {
    let n = 10_000
    let driver = ManualDriver()
    let engine = TweenEngine(driver: driver)
    let holders = (0..<n).map { _ in start(engine) }
    let frames = 60
    let result = measure(runs: runs, units: frames * n) {
        advanceFrames(driver, frames)
    }
    precondition(engine.activeCount == n, "every tween must still be running")
    withExtendedLifetime(holders) {}
    return Row(
        name: "frame, key path, \(name)", unit: "tween-update, N=\(n)", medianNs: result.median, minNs: result.min,
        allocations: result.allocationsPerRun / Double(frames), allocationUnit: "frame",
        reference: "a Double key-path update", faultsPerRun: result.faultsPerRun)
}

@MainActor func startCGFloatTween(_ engine: TweenEngine) -> AnyObject {
    let holder = CGFloatHolder()
    Tween(holder, \.value, from: 0, to: 1, duration: 1_000_000, engine: engine).start()
    return holder
}

@MainActor func startFloatTween(_ engine: TweenEngine) -> AnyObject {
    let holder = FloatHolder()
    Tween(holder, \.value, from: 0, to: 1, duration: 1_000_000, engine: engine).start()
    return holder
}

@MainActor func startPointTween(_ engine: TweenEngine) -> AnyObject {
    let holder = PointHolder()
    Tween(holder, \.value, from: .zero, to: CGPoint(x: 1, y: 1), duration: 1_000_000, engine: engine).start()
    return holder
}
