import Testing

@testable import TweenKit

/// What happens during a scenario, at a time.
enum ClockScenarioEvent: Sendable {
    case seek(Double)
    case reverse
    case speed(Double)
    case pause, resume, enterBackground, enterForeground, hostLeavesWindow
}

/// A tween and what is done to it while it plays.
struct ClockScenario: Sendable, CustomStringConvertible {
    let name: String
    var delay = 0.0
    var repeatCount = 1.0
    var autoreverses = false
    var repeatDelay = 0.0
    var events: [(at: Double, event: ClockScenarioEvent)] = []
    var length = 4.0
    var description: String { name }

    static let all: [ClockScenario] = [
        ClockScenario(name: "plain"),
        ClockScenario(name: "delayed", delay: 0.5),
        ClockScenario(name: "seek forward", events: [(0.5, .seek(0.8))]),
        ClockScenario(name: "seek back", events: [(1.2, .seek(0.1))]),
        ClockScenario(name: "reverse", events: [(1, .reverse)]),
        ClockScenario(name: "speed", events: [(0.5, .speed(2)), (0.8, .speed(0.5))]),
        ClockScenario(name: "pause and resume", events: [(0.5, .pause), (1, .resume)]),
        ClockScenario(name: "seek while delayed", delay: 1, events: [(0.3, .seek(0.5))]),
        ClockScenario(name: "repeat and autoreverse", repeatCount: 2, autoreverses: true, length: 9),
        ClockScenario(
            name: "autoreverse with a rest, sought into it", autoreverses: true, repeatDelay: 0.5,
            events: [(0.7, .seek(0.45)), (2.6, .reverse)], length: 8),
        ClockScenario(
            name: "background round trip", events: [(0.6, .enterBackground), (5.6, .enterForeground)], length: 8),
        ClockScenario(name: "host leaves its window", events: [(0.8, .hostLeavesWindow)]),
    ]
}

/// What a scenario showed, frame by frame, on Core Animation's model and on plain engine frames.
@MainActor
struct ClockRun {
    var clocked: [Double] = []
    var reference: [Double] = []
    var clockedResults: [TweenResult] = []
    var referenceResults: [TweenResult] = []
    var clockedIdleAtEnd = false
    var actionsAsked = 0
    /// Whether the engine's frames took the tween over from Core Animation at some point.
    var takenOver = false
    /// Display passes during which the tween wrote or ran a handler (there must be none).
    var activityInsideDisplay = 0

    init(_ scenario: ClockScenario, on behaviour: CoreAnimationBehaviour) {
        let target = Gauge()
        let referenceTarget = Gauge()
        let ca = CoreAnimationModel(behaviour: behaviour, host: target)
        let rig = Rig()
        func make(_ object: Gauge, _ engine: TweenEngine) -> Tween<Double> {
            // `observed` counts its writes.
            let t = Tween(object, \.observed, from: 0, to: 100, duration: 2, curve: .easeInOutQuad, engine: engine)
            t.delay = scenario.delay
            t.repeatCount = scenario.repeatCount
            t.autoreverses = scenario.autoreverses
            t.repeatDelay = scenario.repeatDelay
            return t
        }
        let clocked = make(target, ca.engine)
        let reference = make(referenceTarget, rig.engine)
        var clockedResults: [TweenResult] = []
        var referenceResults: [TweenResult] = []
        clocked.onComplete { clockedResults.append($0) }
        reference.onComplete { referenceResults.append($0) }
        var startsRun = 0
        clocked.onStart { startsRun += 1 }
        ca.activity = { target.writes + clockedResults.count + startsRun }

        func apply(_ event: ClockScenarioEvent, to t: Tween<Double>, model: CoreAnimationModel?, engine: TweenEngine) {
            switch event {
            case .seek(let progress): t.seek(to: progress)
            case .reverse: t.reverse()
            case .speed(let speed): t.speed = speed
            case .pause: t.pause()
            case .resume: t.resume()
            case .enterBackground: if let model { model.enterBackground() } else { engine.enterBackground() }
            case .enterForeground: engine.enterForeground()
            case .hostLeavesWindow: model?.hostLeavesWindow()
            }
        }

        ca.frame(at: 0) { clocked.start() }
        rig.driver.advance(to: 0)
        reference.start()
        self.clocked.append(target.observed)
        self.reference.append(referenceTarget.observed)
        let rate = 60.0
        var inBackground = false
        for index in 1...Int(scenario.length * rate) {
            let time = Double(index) / rate
            let due = scenario.events.filter { $0.at > time - 1 / rate + 1e-9 && $0.at <= time + 1e-9 }.map(\.event)
            if due.contains(where: { if case .enterBackground = $0 { true } else { false } }) { inBackground = true }
            let foreground = due.contains { if case .enterForeground = $0 { true } else { false } }
            if inBackground && !foreground {
                // No frames in the background; the background notice itself comes in its frame.
                if due.isEmpty { continue }
            }
            if foreground { inBackground = false }
            ca.frame(at: time) { for event in due { apply(event, to: clocked, model: ca, engine: ca.engine) } }
            rig.driver.advance(to: time)
            for event in due { apply(event, to: reference, model: nil, engine: rig.engine) }
            self.clocked.append(target.observed)
            self.reference.append(referenceTarget.observed)
            if clocked.wantsFrames && clocked.segmentClock == nil { takenOver = true }
        }
        ca.frame(at: scenario.length + 1)
        self.clockedResults = clockedResults
        self.referenceResults = referenceResults
        clockedIdleAtEnd = ca.engine.activeCount == 0 && !ca.driver.isRunning && ca.layers.allSatisfy { !$0.inUse }
        actionsAsked = ca.actionsAsked
        activityInsideDisplay = ca.activityInsideDisplay
    }

    /// The largest change of the reference from one frame to the next: one frame's worth of motion.
    var frameOfMotion: Double {
        zip(reference, reference.dropFirst()).map { abs($1 - $0) }.max() ?? 0
    }

    /// The first frame at which the clocked value is further from the reference than `bound`.
    func firstMismatch(beyond bound: Double) -> (frame: Int, clocked: Double, reference: Double)? {
        for (index, pair) in zip(clocked, reference).enumerated() where abs(pair.0 - pair.1) > bound + 1e-9 {
            return (index, pair.0, pair.1)
        }
        return nil
    }
}

@MainActor
@Suite struct LayerClockModelTests {
    /// Under every combination of the plausible Core Animation behaviours, a hosted tween shows what the
    /// same tween shows on plain engine frames, within one frame's worth of motion; it never jumps to its
    /// end, never hangs, completes exactly once, leaves nothing behind, and writes nothing and runs no
    /// handler while Core Animation prepares a commit (inside `display()`). Core Animation stays its
    /// clock throughout (the engine takes over only when the host leaves its window).
    @Test(arguments: ClockScenario.all)
    func everyPlausibleBehaviourPlaysLikeTheEnginesFrames(_ scenario: ClockScenario) {
        var failures: [String] = []
        for behaviour in CoreAnimationBehaviour.plausible {
            let run = ClockRun(scenario, on: behaviour)
            if let miss = run.firstMismatch(beyond: run.frameOfMotion) {
                failures.append("frame \(miss.frame): \(miss.clocked) against \(miss.reference) [\(behaviour)]")
            } else if run.clockedResults != run.referenceResults || run.clockedResults.count != 1 {
                failures.append("completions \(run.clockedResults) against \(run.referenceResults) [\(behaviour)]")
            } else if !run.clockedIdleAtEnd {
                failures.append("not idle at the end [\(behaviour)]")
            } else if run.activityInsideDisplay != 0 {
                failures.append("wrote or ran a handler inside display() [\(behaviour)]")
            } else if run.actionsAsked != 0 {
                failures.append("set a value with implicit actions enabled [\(behaviour)]")
            } else if run.takenOver != (scenario.name == "host leaves its window") {
                failures.append("taken over: \(run.takenOver) [\(behaviour)]")
            }
        }
        #expect(
            failures.isEmpty, "\(failures.count) of \(CoreAnimationBehaviour.plausible.count): \(failures.prefix(3))")
    }

    /// Where Core Animation never displays the layer, never reports a start, or never reports a stop,
    /// the engine's frames take the tween over, from its own time: no jump, one completion, nothing left.
    @Test(arguments: ["never displays", "never reports starts", "never reports stops", "nothing at all"])
    func theSafetyNetCatchesAClockThatFails(_ failure: String) {
        var behaviour = CoreAnimationBehaviour()
        behaviour.displays = failure != "never displays" && failure != "nothing at all"
        behaviour.reportsStarts = failure != "never reports starts" && failure != "nothing at all"
        behaviour.reportsStops = failure != "never reports stops" && failure != "nothing at all"
        for scenario in ClockScenario.all {
            let run = ClockRun(scenario, on: behaviour)
            let miss = run.firstMismatch(beyond: run.frameOfMotion)
            #expect(
                miss == nil,
                "\(scenario): frame \(miss?.frame ?? -1): \(miss?.clocked ?? .nan) against \(miss?.reference ?? .nan)")
            #expect(run.clockedResults == run.referenceResults && run.clockedResults.count == 1, "\(scenario)")
            #expect(run.clockedIdleAtEnd, "\(scenario)")
            #expect(run.activityInsideDisplay == 0, "\(scenario): nothing written inside display()")
        }
    }

    /// The model is not vacuous: a clock that believed the first report, as the first TweenKit layer
    /// clock did, would show the end on the first frame. Here the first display comes before the
    /// layer's first commit, carries no presented value, and changes nothing.
    @Test func theFirstDisplayComesBeforeTheFirstCommitAndShowsNothingNew() {
        let target = Gauge()
        var behaviour = CoreAnimationBehaviour()
        behaviour.displayTarget = .modelLayer
        let ca = CoreAnimationModel(behaviour: behaviour, host: target)
        let listener = DisplayRecorder()
        let t = Tween(target, \.level, from: 0, to: 100, duration: 2, engine: ca.engine)
        ca.frame(at: 0) {
            t.start()
            ca.layers.first?.events = listener  // hear what Core Animation reports, instead of the clock
        }
        #expect(
            listener.displays.count == 1 && listener.displays[0].time == nil, "no presentation before the first commit")
        ca.frame(at: 1.0 / 60)
        #expect(listener.starts.count == 1)
        #expect(listener.displays.count == 2 && listener.displays[1].time == 1.0 / 60)
        #expect(target.level < 1 && t.state == .running, "the engine's frame shows the core's own time, not the end")
    }

    /// One clock layer serves a host's tweens one after another, the next starting inside the last one's
    /// completion while that one's removal is still to be reported: under every plausible behaviour the
    /// steps of a queue play as on plain engine frames, each on Core Animation, with one layer in all.
    @Test func aHostsClockLayerServesItsTweensOneAfterAnother() throws {
        for behaviour in CoreAnimationBehaviour.plausible {
            let target = Gauge()
            let referenceTarget = Gauge()
            let ca = CoreAnimationModel(behaviour: behaviour, host: target)
            let rig = Rig()
            func queue(_ object: Gauge, _ engine: TweenEngine) throws -> TweenQueue {
                let queue = TweenQueue()
                try queue.enqueue(Tween(object, \.level, from: 0, to: 100, duration: 1, engine: engine))
                try queue.enqueue(Tween(object, \.level, to: 0, duration: 1, curve: .easeOutQuad, engine: engine))
                try queue.enqueue(Tween(object, \.level, to: 50, duration: 0.5, engine: engine))
                return queue
            }
            let clocked = try queue(target, ca.engine)
            let reference = try queue(referenceTarget, rig.engine)
            ca.frame(at: 0) { clocked.start() }
            rig.driver.advance(to: 0)
            reference.start()
            var worst = 0.0
            var step = 0.0
            var last = referenceTarget.level
            for index in 1...200 {
                let time = Double(index) / 60
                ca.frame(at: time)
                rig.driver.advance(to: time)
                worst = max(worst, abs(target.level - referenceTarget.level))
                step = max(step, abs(referenceTarget.level - last))
                last = referenceTarget.level
            }
            #expect(worst <= step + 1e-9 && target.level == 50, "\(worst) against one frame's \(step) [\(behaviour)]")
            #expect(ca.layers.count == 1 && ca.layers.allSatisfy { !$0.inUse }, "[\(behaviour)]")
            if worst > step + 1e-9 || target.level != 50 { return }
        }
    }
}

/// Records what a clock layer reports.
@MainActor
final class DisplayRecorder: TweenLayerDelegate {
    var starts: [Int?] = []
    var displays: [(time: Double?, id: Int?)] = []
    var stops: [(id: Int?, finished: Bool)] = []
    func tweenLayerDidStart(segment id: Int?) { starts.append(id) }
    func tweenLayerDidDisplay(_ localTime: Double?, segment id: Int?) { displays.append((localTime, id)) }
    func tweenLayerDidStop(segment id: Int?, finished: Bool) { stops.append((id, finished)) }
}
