import TweenKit

/// A target object with one `Double` property, as in the issue: one object per tween.
final class Gauge {
    var level = 0.0
}

/// The curves the frame cases use.
let frameCurves: [(String, TimingCurve)] = [
    ("linear", .linear),
    ("easeInOutQuad", .easeInOutQuad),
    ("bezier(0.42,0,0.58,1)", try! .cubicBezier(0.42, 0, 0.58, 1)),
]

enum TargetKind: String {
    case keyPath = "key path"
    case closure = "closure"
}

/// A key-path tween as an app would write it.
@MainActor
func startKeyPathTween(_ gauge: Gauge, curve: TimingCurve, engine: TweenEngine) {
    Tween(gauge, \.level, from: 0, to: 1, duration: frameCaseDuration, curve: curve, engine: engine).start()
}

/// The frame cases' tween duration: as in the peers' harness, 1.1 s, so that the measured frames (the 2nd to
/// the 61st at 60 Hz) sweep progress from 0.03 to 0.92 and every curve is evaluated across its range.
let frameCaseDuration = 1.1

/// Shows `frames` frames at 60 Hz: the measured part of every frame case. A function of its own, never
/// inlined, so that a profile counts exactly the measured frames and nothing of a case's setting up or
/// tearing down (`valgrind --tool=callgrind --toggle-collect='*advanceFrames*'`, see BENCHMARKS.md).
@MainActor @inline(never)
func advanceFrames(_ driver: ManualDriver, _ frames: Int) {
    for _ in 0..<frames { driver.advance(by: 1.0 / 60) }
}

/// A manual clock and an engine on it, made afresh for each measured run.
@MainActor
struct FrameRig {
    let driver: ManualDriver
    let engine: TweenEngine
}

/// Measures `frames` frames of tweens that `start` starts afresh for each run, one on each of `targets`, on a
/// new engine: ns per update. With `priming`, a first frame is shown unmeasured, as the peers' harness does.
/// After each run the tweens are cancelled and let go (as a display link's next frame would).
@MainActor
func measureFreshFrames<Target: AnyObject>(
    on targets: [Target], frames: Int, priming: Bool, runs: Int, start: (Target, TweenEngine) -> Void,
    check: (TweenEngine) -> Void = { _ in }
) -> Measurement {
    measure(
        runs: runs, units: frames * targets.count,
        setUp: { () -> FrameRig in
            let driver = ManualDriver()
            let engine = TweenEngine(driver: driver)
            for target in targets { start(target, engine) }
            if priming { driver.advance(by: 1.0 / 60) }
            return FrameRig(driver: driver, engine: engine)
        },
        { state in advanceFrames(state.driver, frames) },
        tearDown: { state in
            check(state.engine)
            for target in targets { TweenHandle(target, engine: state.engine).cancelAll() }
            state.engine.tick(state.engine.now)
        })
}

/// A frame of `n` active tweens: ns per tween-update, allocations per frame. Each run starts `n` fresh tweens,
/// shows a first frame unmeasured, then measures 60 frames, as the peers' harness does. `weaklyHeldBefore`:
/// each object is held weakly (by an observer, say) from when it is made, so its side table is made with
/// it rather than by its first tween, between two tweens' blocks (see BENCHMARKS.md, *At N = 100,000*).
@MainActor
func frameCase(
    n: Int, curve: (String, TimingCurve), target: TargetKind, runs: Int, weaklyHeldBefore: Bool = false
) -> Row {
    let frames = 60
    let gauges = (0..<n).map { _ in Gauge() }
    let observers = weaklyHeldBefore ? gauges.map(WeakGauge.init) : []
    defer { withExtendedLifetime(observers) {} }
    let result = measureFreshFrames(
        on: gauges, frames: frames, priming: true, runs: runs,
        start: { gauge, engine in
            switch target {
            case .keyPath:
                startKeyPathTween(gauge, curve: curve.1, engine: engine)
            case .closure:
                Tween(from: 0.0, to: 1.0, duration: frameCaseDuration, curve: curve.1, engine: engine) {
                    gauge.level = $0
                }.start()
            }
        },
        check: { engine in
            precondition(engine.activeCount == n && gauges[n - 1].level > 0, "every tween must still be running")
        })
    return Row(
        name: "frame, \(target.rawValue)\(weaklyHeldBefore ? " (weakly held before)" : ""), \(curve.0)",
        unit: "tween-update, N=\(n)",
        medianNs: result.median, minNs: result.min, allocations: result.allocationsPerRun / Double(frames),
        allocationUnit: "frame",
        reference: weaklyHeldBefore ? "side tables made with the objects" : "peers: BENCHMARKS.md",
        faultsPerRun: result.faultsPerRun)
}

/// `Gauge` with its property exempt from Swift's run-time exclusivity check: the benchmark's own write,
/// `gauge.level = value`, checks at run time that no other access to `level` overlaps it. Closure frames onto
/// these show how much of an update that check is — the app's property write, not the engine. (A key path's
/// write to such a property is still checked: the attribute does not reach through key paths.)
final class UncheckedGauge {
    @exclusivity(unchecked) var level = 0.0
}

/// `frameCase` (closure, linear, N = 1,000) onto `UncheckedGauge`s.
@MainActor
func uncheckedFrameCase(runs: Int) -> Row {
    let (n, frames) = (1_000, 60)
    let gauges = (0..<n).map { _ in UncheckedGauge() }
    let result = measureFreshFrames(
        on: gauges, frames: frames, priming: true, runs: runs,
        start: { gauge, engine in
            Tween(from: 0.0, to: 1.0, duration: frameCaseDuration, engine: engine) { gauge.level = $0 }.start()
        },
        check: { engine in precondition(engine.activeCount == n && gauges[n - 1].level > 0) })
    return Row(
        name: "unchecked level: frame, closure, linear", unit: "tween-update, N=\(n)", medianNs: result.median,
        minNs: result.min, allocations: result.allocationsPerRun / Double(frames), allocationUnit: "frame",
        reference: "frame, closure, linear less the check", faultsPerRun: result.faultsPerRun)
}

/// A key-path tween as an app makes one, not started. A function of its own, as in an app (a local
/// function here would add a runtime actor check to each call), and never inlined, so that a profile
/// can count what making one costs (`--toggle-collect` on its name).
@MainActor @inline(never)
func keyPathTween(_ gauge: Gauge, _ engine: TweenEngine) -> Tween<Double> {
    Tween(gauge, \.level, from: 0, to: 1, duration: 1_000_000, engine: engine)
}

/// Starts `tweens`: the measured part of the start cases, never inlined so that a profile can count it
/// alone (`--toggle-collect` on its name).
@MainActor @inline(never)
func startAll(_ tweens: [Tween<Double>]) {
    for tween in tweens { tween.start() }
}

/// Makes and starts a key-path tween for each of `gauges`: the measured part of the create + start case,
/// a function of its own as `startAll` is (the measured closure calling `keyPathTween` itself paid a runtime
/// actor check per tween, about 220 instructions, a tenth of what it measured).
@MainActor @inline(never)
func createAndStartAll(on gauges: ArraySlice<Gauge>, engine: TweenEngine, into tweens: inout [Tween<Double>]) {
    for gauge in gauges {
        let tween = keyPathTween(gauge, engine)
        tweens.append(tween)
        tween.start()
    }
}

/// The name of a start case's row, which the command line's filters match.
func startCaseName(createToo: Bool, grown: Bool = false) -> String {
    let name = createToo ? "create + start a key-path tween" : "start a key-path tween (created before)"
    return grown ? name + ", tables grown" : name
}

/// Creating and starting tweens on an engine that already runs 10,000: ns per tween.
///
/// A fresh engine's tables grow as the measured starts take it from 10,000 to 20,000 tweens, so the
/// plain case includes one doubling of them (a cost an app pays a few times in its life, amortized
/// over every start). `grown` first starts and cancels 10,000 more, so that the measured starts find
/// the tables at the size they reach: the steady state of an app that has run this many before.
@MainActor
func startCase(createToo: Bool, grown: Bool = false, runs: Int) -> Row {
    let n = 10_000
    struct State {
        var engine: TweenEngine
        var gauges: [Gauge]
        var tweens: [Tween<Double>]
    }
    let result = measure(
        runs: runs, units: n,
        setUp: { () -> State in
            let engine = TweenEngine(driver: ManualDriver())
            // The passing tweens' objects must outlive their starts (see below): a tween holds its object
            // weakly, and one whose object is gone fails at start without reaching the tables.
            let passingGauges = grown ? (0..<n).map { _ in Gauge() } : []
            let passing = passingGauges.map { keyPathTween($0, engine) }
            for tween in passing { tween.start() }
            let gauges = (0..<n).map { _ in Gauge() }
            for gauge in gauges { keyPathTween(gauge, engine).start() }
            for tween in passing { tween.cancel() }
            withExtendedLifetime(passingGauges) {}  // else the optimizer may free them after their last use
            precondition(engine.activeCount == n, "the passing tweens must have started and ended")
            let fresh = (0..<n).map { _ in Gauge() }
            var tweens: [Tween<Double>] = []
            tweens.reserveCapacity(n)
            if !createToo {
                for gauge in fresh { tweens.append(keyPathTween(gauge, engine)) }
            }
            return State(engine: engine, gauges: gauges + fresh, tweens: tweens)
        },
        { state in
            if createToo {
                createAndStartAll(on: state.gauges[n...], engine: state.engine, into: &state.tweens)
            } else {
                startAll(state.tweens)
            }
        },
        tearDown: { state in
            // Cancelled, and let go at the next frame (as a display link's would), which stops the driver.
            for gauge in state.gauges { TweenHandle(gauge, engine: state.engine).cancelAll() }
            state.engine.tick(state.engine.now)
        })
    return Row(
        name: startCaseName(createToo: createToo, grown: grown),
        unit: "tween (10,000 running)", medianNs: result.median, minNs: result.min,
        allocations: result.allocationsPerRun / Double(n), allocationUnit: "tween",
        reference: createToo ? "SteveBarnegren/TweenKit 800–1,000 (create + run)" : "—",
        faultsPerRun: result.faultsPerRun)
}

/// One `TimingCurve` evaluation over a million evenly spaced progress values.
func curveCase(_ name: String, _ curve: TimingCurve, reference: String, runs: Int) -> Row {
    let count = 1_000_000
    var sink = 0.0
    let spacing = 1 / Double(count - 1)  // a multiplication per value, so the loop adds no division of its own
    let result = measure(runs: runs, units: count) {
        var sum = 0.0
        for i in 0..<count { sum += curve.value(at: min(Double(i) * spacing, 1)) }
        sink += sum
    }
    precondition(sink.isFinite)
    return Row(
        name: "curve \(name)", unit: "evaluation", medianNs: result.median, minNs: result.min,
        allocations: result.allocationsPerRun / Double(count), allocationUnit: "evaluation", reference: reference,
        faultsPerRun: result.faultsPerRun)
}

/// `count` different curves' control points.
func newCurvePoints(_ count: Int) -> [(Double, Double, Double, Double)] {
    (0..<count).map { i in
        let x1: Double = Double(i % 10) / 10
        let y1: Double = Double(i) / 100 - 0.5
        let x2: Double = 1 - Double(i % 7) / 10
        return (x1, y1, x2, 1)
    }
}

/// Making a cubic Bézier curve: ns per curve, over 200 different curves.
func curveMakingCase(runs: Int) -> Row {
    let count = 200
    let points = newCurvePoints(count)
    var made = 0
    let result = measure(runs: runs, units: count) {
        for (x1, y1, x2, y2) in points {
            if let curve = try? TimingCurve.cubicBezier(x1, y1, x2, y2), curve.controlPoints != nil { made += 1 }
        }
    }
    precondition(made == count * (runs + 2))
    return Row(
        name: "make a cubicBezier curve", unit: "curve", medianNs: result.median, minNs: result.min,
        allocations: result.allocationsPerRun / Double(count), allocationUnit: "curve",
        reference: "nothing worth measuring", faultsPerRun: result.faultsPerRun)
}

/// The per-frame cost of a 1,000-step queue against a single tween: ns per frame.
@MainActor
func queueCase(steps: Int, runs: Int) -> Row {
    let driver = ManualDriver()
    let engine = TweenEngine(driver: driver)
    let gauge = Gauge()
    let queue = TweenQueue()
    var single: Tween<Double>?
    if steps == 1 {
        single = Tween(gauge, \.level, from: 0, to: 1, duration: 1_000_000, engine: engine)
        single?.start()
    } else {
        for i in 0..<steps {
            try! queue.enqueue(Tween(gauge, \.level, to: Double(i), duration: 1_000_000, engine: engine))
        }
        queue.start()
    }
    let frames = 6_000
    let result = measure(runs: runs, units: frames) {
        advanceFrames(driver, frames)
    }
    precondition(engine.activeCount == 1)
    withExtendedLifetime(single) {}
    return Row(
        name: steps == 1 ? "a single tween" : "a \(steps)-step queue", unit: "frame",
        medianNs: result.median, minNs: result.min, allocations: result.allocationsPerRun / Double(frames),
        allocationUnit: "frame", reference: steps == 1 ? "—" : "target: same as a single tween",
        faultsPerRun: result.faultsPerRun)
}

/// The per-frame cost of a 1,000-step sequence (each step 1,000 s) part-way through: ns per frame.
@MainActor
func sequenceCase(steps: Int, runs: Int) -> Row {
    timelineFrames("a \(steps)-step sequence", reference: "target: same as a single tween", runs: runs) {
        engine, gauge in
        TweenSequence(engine: engine) {
            for i in 0..<steps {
                Tween(gauge, \.level, from: Double(i), to: Double(i + 1), duration: 1_000, engine: engine)
            }
        }
    }
}

/// The per-frame cost of a 1,000-step placed timeline part-way through: the steps placed by every kind of
/// position (after the end, after the previous one, at a label; a second apart), labels among them.
@MainActor
func placedTimelineCase(steps: Int, runs: Int) -> Row {
    timelineFrames("a \(steps)-step placed timeline", reference: "target: same as a sequence", runs: runs) {
        engine, gauge in
        TweenSequence(engine: engine) {
            for i in 0..<steps {
                let tween = Tween(gauge, \.level, from: Double(i), to: Double(i + 1), duration: 1_000, engine: engine)
                switch i % 3 {
                case 0: tween.at(.end + 1)
                case 1: tween.at(.afterPrevious + 1)
                default:
                    TimelineLabel("step \(i)")
                    tween.at(.label("step \(i)") + 1)
                }
            }
        }
    }
}

/// A frame of a sequence of `steps` tweens, each 0.1 s on an object of its own, as the GSAP timeline harness builds
/// it (`../shared/bench/timeline_bench.mjs`): each run makes it afresh, shows its middle unmeasured, then measures 60
/// frames: ns per frame. With `endless`, two steps repeating forever at speed 1e9 (ten million cycles a frame).
@MainActor
func timelineStepsCase(steps: Int, endless: Bool = false, runs: Int) -> Row {
    let frames = 60
    let name = endless ? "frame, endless timeline at speed 1e9" : "frame, timeline of \(steps) steps"
    let result = measure(
        runs: runs, units: frames,
        setUp: { () -> (FrameRig, [Gauge], TweenSequence) in
            let driver = ManualDriver()
            let engine = TweenEngine(driver: driver)
            let gauges = (0..<steps).map { _ in Gauge() }
            let show = TweenSequence(engine: engine) {
                for gauge in gauges { Tween(gauge, \.level, from: 0, to: 1000, duration: 0.1, engine: engine) }
            }
            if endless { (show.repeatCount, show.speed) = (.infinity, 1e9) }
            show.start()
            driver.advance(by: endless ? 1.0 / 60 : show.duration / 2 + 0.001)
            return (FrameRig(driver: driver, engine: engine), gauges, show)
        },
        { state in advanceFrames(state.0.driver, frames) },
        tearDown: { state in
            precondition(state.2.state == (endless || steps * 100 > 2 * 1_000 ? .running : .finished))
            state.2.cancel()
        })
    return Row(
        name: name, unit: "frame", medianNs: result.median, minNs: result.min,
        allocations: result.allocationsPerRun / Double(frames), allocationUnit: "frame",
        reference: endless ? "as a few-step timeline" : "GSAP: node ../shared/bench/timeline_bench.mjs \(steps)",
        faultsPerRun: result.faultsPerRun)
}

/// Frames of the timeline `make` builds on one gauge, measured half-way through it (steps on both sides).
@MainActor
private func timelineFrames(
    _ name: String, reference: String, runs: Int, make: (TweenEngine, Gauge) -> Timeline
) -> Row {
    let driver = ManualDriver()
    let engine = TweenEngine(driver: driver)
    let gauge = Gauge()  // held here: tweens hold their targets weakly
    let show = make(engine, gauge)
    show.start()
    driver.advance(by: show.duration / 2 + 1)
    let frames = 6_000
    let result = measure(runs: runs, units: frames) {
        advanceFrames(driver, frames)
    }
    precondition(engine.activeCount == 1 && gauge.level > 0)
    return Row(
        name: name, unit: "frame", medianNs: result.median, minNs: result.min,
        allocations: result.allocationsPerRun / Double(frames), allocationUnit: "frame", reference: reference,
        faultsPerRun: result.faultsPerRun)
}

/// A weak reference held as a key-path target's closures hold their object.
struct WeakGaugeReference {
    weak var object: Gauge?
    init(_ object: Gauge) { self.object = object }
}

/// What writing one `Double` costs without any engine, for scale, and the two parts of a key-path update
/// that are not the engine's: the weak load of the object and the property's exclusivity check. ns per object.
@MainActor
func baselineCases(runs: Int) -> [Row] {
    let n = 10_000
    let gauges = (0..<n).map { _ in Gauge() }
    let setters: [(Double) -> Void] = gauges.map { gauge in { gauge.level = $0 } }
    let keyPath: ReferenceWritableKeyPath<Gauge, Double> = \.level
    let paths = [ReferenceWritableKeyPath<Gauge, Double>](repeating: keyPath, count: n)
    var value = 0.0
    let direct = measure(runs: runs, units: n) {
        value += 1
        for gauge in gauges { gauge.level = value }
    }
    let closure = measure(runs: runs, units: n) {
        value += 1
        for setter in setters { setter(value) }
    }
    let stored = measure(runs: runs, units: n) {
        value += 1
        for i in 0..<n { gauges[i][keyPath: paths[i]] = value }
    }
    let uncheckedGauges = (0..<n).map { _ in UncheckedGauge() }
    let unchecked = measure(runs: runs, units: n) {
        value += 1
        for gauge in uncheckedGauges { gauge.level = value }
    }
    // The weak load alone, as a key-path target does it before each write: closures that load their object
    // from a constant holding a weak reference (and release it after), less the same closures holding it
    // strongly. (A loop over the references themselves would copy each, which costs more than the load.)
    let other = Gauge()
    let strongLoads: [() -> Bool] = gauges.map { gauge in { gauge !== other } }
    let weakLoads: [() -> Bool] = gauges.map { gauge in
        let reference = WeakGaugeReference(gauge)
        return { reference.object !== other }
    }
    var found = 0
    let strong = measure(runs: runs, units: n) { for load in strongLoads where load() { found += 1 } }
    let weak = measure(runs: runs, units: n) { for load in weakLoads where load() { found += 1 } }
    withExtendedLifetime(gauges) {}  // held strongly until here (else freed after their last use above)
    precondition(found == 2 * n * (runs + 2))
    return [
        Row(
            name: "baseline: direct property write", unit: "object, N=10000", medianNs: direct.median,
            minNs: direct.min,
            allocations: nil, allocationUnit: "", reference: "≈ 11 (performance.md)", faultsPerRun: direct.faultsPerRun),
        Row(
            name: "baseline: strong closure write", unit: "object, N=10000", medianNs: closure.median,
            minNs: closure.min,
            allocations: nil, allocationUnit: "", reference: "≈ 25 (performance.md)", faultsPerRun: closure.faultsPerRun
        ),
        Row(
            name: "baseline: stored key path write", unit: "object, N=10000", medianNs: stored.median,
            minNs: stored.min,
            allocations: nil, allocationUnit: "", reference: "≈ 230–250 (performance.md)",
            faultsPerRun: stored.faultsPerRun),
        Row(
            name: "baseline: direct write, property unchecked", unit: "object, N=10000", medianNs: unchecked.median,
            minNs: unchecked.min, allocations: nil, allocationUnit: "",
            reference: "the direct write less its exclusivity check", faultsPerRun: unchecked.faultsPerRun),
        Row(
            name: "baseline: weak load and release", unit: "object, N=10000", medianNs: weak.median - strong.median,
            minNs: weak.min - strong.min, allocations: nil, allocationUnit: "",
            reference: "what a key-path write adds to a closure's", faultsPerRun: weak.faultsPerRun),
    ]
}
