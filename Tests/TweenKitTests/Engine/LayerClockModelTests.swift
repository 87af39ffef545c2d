import Testing

@testable import TweenKit

/// What happens during a scenario, at a time.
enum ClockScenarioEvent: Sendable {
    // Controls of the tween, and of the app.
    case seek(Double)
    case reverse
    case speed(Double)
    case pause, resume, enterBackground, enterForeground, hostLeavesWindow, hostReturns, takeLayersOut
    // The layer tree's time, on the host's parent: a new speed with its time kept continuous (as UIKit does);
    // paused where it is (speed 0, `timeOffset` its time: Technical Q&A QA1673); scrubbed while paused;
    // resumed from where it was paused.
    case treeSpeed(Double)
    case treePause
    case treeOffset(Double)
    case treeResume
}

/// A hosted tween and what is done to it, or to its layer tree, while it plays.
struct ClockScenario: Sendable, CustomStringConvertible {
    let name: String
    var delay = 0.0
    var repeatCount = 1.0
    var autoreverses = false
    var repeatDelay = 0.0
    /// The host's timing and its ancestors' at the start, the root's first (the host's parent is last).
    var tree = [LayerTiming()]
    var events: [(at: Double, event: ClockScenarioEvent)] = []
    var length = 4.0
    /// How many times the engine's frames take the tween over from Core Animation.
    var takeovers = 0
    /// Whether it is still playing at the end (held by its tree).
    var endsPlaying = false
    var description: String { name }

    /// Controls, background, and a host that leaves: compared with the same tween on plain engine frames.
    static let controls: [ClockScenario] = [
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
        ClockScenario(name: "host leaves its window", events: [(0.8, .hostLeavesWindow)], takeovers: 1),
        ClockScenario(
            name: "host leaves its window and comes back", events: [(0.8, .hostLeavesWindow), (1.2, .hostReturns)],
            takeovers: 1),
        ClockScenario(name: "clock layer taken out of the tree", events: [(0.8, .takeLayersOut)], takeovers: 1),
    ]

    /// The layer tree's own time moving the tween: compared with the tween's value at the host layer's time.
    static let tree: [ClockScenario] = [
        ClockScenario(name: "an ancestor at double speed", tree: [LayerTiming(speed: 2), LayerTiming()], length: 2),
        ClockScenario(
            name: "an ancestor that began later, at half speed, with an offset",
            tree: [LayerTiming(beginTime: 0.25, speed: 0.5, timeOffset: 3), LayerTiming()], length: 5),
        ClockScenario(name: "a change of speed mid-tween", events: [(0.5, .treeSpeed(3)), (0.7, .treeSpeed(0.5))]),
        ClockScenario(name: "paused and resumed", delay: 0.2, events: [(0.5, .treePause), (1.5, .treeResume)]),
        ClockScenario(
            name: "paused and scrubbed (an interactive transition)",
            events: [(0.4, .treePause), (0.6, .treeOffset(1.5)), (0.9, .treeOffset(0.2)), (1.2, .treeOffset(1.0))],
            length: 2, endsPlaying: true),
        ClockScenario(
            name: "scrubbed while paused, then played on",
            events: [(0.4, .treePause), (0.6, .treeOffset(1.2)), (1, .treeResume)], length: 3),
        ClockScenario(name: "paused with speed 0 from the start", tree: [LayerTiming(speed: 0)], endsPlaying: true),
        // No `display()` once its layer is out: the engine's frames play it on, still in the tree's time.
        ClockScenario(
            name: "an ancestor at half speed, the clock layer taken out",
            tree: [LayerTiming(speed: 0.5), LayerTiming()], events: [(0.2, .takeLayersOut)], length: 5, takeovers: 1),
    ]
}

/// What a scenario showed, frame by frame, on the model of Core Animation, and what it should have shown.
@MainActor
struct ClockRun {
    var shown: [Double] = []
    var expected: [Double] = []
    /// Frames at which a tree event moved the expected value at once (no frame of motion to compare with).
    var jumps: Set<Int> = []
    var results: [TweenResult] = []
    var referenceResults: [TweenResult] = []
    var starts = 0
    var idleAtEnd = false
    var handlersInsideDisplay = 0
    /// Values written inside Core Animation's display pass (its commit), and by the display link's frames.
    var writesInsideDisplay = 0
    var writesByLink = 0
    var commitLoops = 0
    var writes = HostedWrites()
    /// Frames Core Animation's values trail the frames' targets by: one where it presents the time of its commit.
    var lagFrames = 0

    init(_ scenario: ClockScenario, on behaviour: CoreAnimationBehaviour) {
        let host = Gauge()
        let ca = CoreAnimationModel(behaviour: behaviour, host: host)
        ca.timings = scenario.tree + [LayerTiming()]
        lagFrames = behaviour.presentationDelay + (behaviour.presentsAhead < CoreAnimationModel.frame ? 1 : 0)
        let rig = Rig()
        var current = 0.0
        var (inside, byLink) = (0, 0)
        var updates = 0
        func make(_ engine: TweenEngine, _ write: @escaping (Double) -> Void) -> Tween<Double> {
            let t = Tween(from: 0.0, to: 100.0, duration: 2, curve: .easeInOutQuad, engine: engine, update: write)
            t.delay = scenario.delay
            t.repeatCount = scenario.repeatCount
            t.autoreverses = scenario.autoreverses
            t.repeatDelay = scenario.repeatDelay
            return t
        }
        let tween = make(ca.engine) { value in
            if value != current && ca.phase == .display { inside += 1 }
            if value != current && ca.phase == .link { byLink += 1 }
            current = value
        }
        var referenceValue = 0.0
        let reference = make(rig.engine) { referenceValue = $0 }
        let model = make(rig.engine) { _ in }  // never started: its value at a time is the layer-time reference
        var results: [TweenResult] = []
        var referenceResults: [TweenResult] = []
        var starts = 0
        tween.hosted(by: host).onStart { starts += 1 }.onUpdate { _ in updates += 1 }
        tween.onComplete { results.append($0) }
        reference.onComplete { referenceResults.append($0) }
        ca.handlersRun = { starts + updates + results.count }
        TweenDiagnostics.hostedWrites = HostedWrites()

        let parent = ca.timings.count - 2
        var pausedAt = 0.0
        func apply(_ event: ClockScenarioEvent, at time: Double) {
            switch event {
            case .seek(let progress): tween.seek(to: progress)
            case .reverse: tween.reverse()
            case .speed(let speed): tween.speed = speed
            case .pause: tween.pause()
            case .resume: tween.resume()
            case .enterBackground: ca.enterBackground()
            case .enterForeground: ca.engine.enterForeground()
            case .hostLeavesWindow: ca.hostLeavesWindow()
            case .hostReturns: ca.hostOnScreen = true
            case .takeLayersOut: ca.takeClockLayersOut()
            case .treeSpeed(let speed):
                let parentTime = ca.layerTime(at: time)
                ca.timings[parent] = LayerTiming(beginTime: time, speed: speed, timeOffset: parentTime)
            case .treePause:
                pausedAt = ca.layerTime(at: time)
                ca.timings[parent] = LayerTiming(speed: 0, timeOffset: pausedAt)
            case .treeOffset(let offset):
                ca.timings[parent].timeOffset = offset
                pausedAt = offset
            case .treeResume:
                ca.timings[parent] = LayerTiming(beginTime: time, speed: 1, timeOffset: pausedAt)
            }
        }
        func applyToReference(_ event: ClockScenarioEvent) {
            switch event {
            case .seek(let progress): reference.seek(to: progress)
            case .reverse: reference.reverse()
            case .speed(let speed): reference.speed = speed
            case .pause: reference.pause()
            case .resume: reference.resume()
            case .enterBackground: rig.engine.enterBackground()
            case .enterForeground: rig.engine.enterForeground()
            default: break
            }
        }

        ca.frame(at: 0) { tween.start() }
        rig.driver.advance(to: 0)
        reference.start()
        let startTime = ca.layerTime(at: 0)
        let followsTree = ClockScenario.tree.contains { $0.name == scenario.name }
        func record() {
            shown.append(current)
            let treeValue = model.value(atTime: ca.layerTime(at: ca.driver.now) - startTime) ?? .nan
            expected.append(followsTree ? treeValue : referenceValue)
        }
        record()
        let rate = 60.0
        var inBackground = false
        for index in 1...Int(scenario.length * rate) {
            let time = Double(index) / rate
            let due = scenario.events.filter { $0.at > time - 1 / rate + 1e-9 && $0.at <= time + 1e-9 }.map(\.event)
            if due.contains(where: { if case .enterBackground = $0 { true } else { false } }) { inBackground = true }
            let foreground = due.contains { if case .enterForeground = $0 { true } else { false } }
            // No frames in the background; the background notice itself comes in its frame.
            if inBackground && !foreground && due.isEmpty { continue }
            if foreground { inBackground = false }
            ca.frame(at: time) {
                for event in due { apply(event, at: time) }
            }
            if due.contains(where: { if case .treeOffset = $0 { true } else { false } }) { jumps.insert(shown.count) }
            rig.driver.advance(to: time)
            for event in due { applyToReference(event) }
            record()
        }
        ca.frame(at: scenario.length + 1)
        self.results = results
        self.referenceResults = referenceResults
        self.starts = starts
        idleAtEnd = ca.engine.activeCount == 0 && !ca.driver.isRunning && ca.layers.allSatisfy { !$0.inTree }
        handlersInsideDisplay = ca.handlersInsideDisplay
        (writesInsideDisplay, writesByLink, commitLoops) = (inside, byLink, ca.commitLoops)
        writes = TweenDiagnostics.hostedWrites
    }

    /// The largest change of the expected value from one frame to the next, jumps aside: a frame of motion.
    var frameOfMotion: Double {
        (1..<expected.count).filter { !jumps.contains($0) }.map { abs(expected[$0] - expected[$0 - 1]) }.max() ?? 0
    }

    /// The first frame whose value is further than a frame of motion from what was expected then or, since
    /// Core Animation presents a change of its tree's timing with the next commit, the frame before, or (where Core
    /// Animation presents the time of its commit, a frame before the frame's target) the one before that. Where
    /// the engine's frames take over, the value may stand still until they do (at most the machine's patience,
    /// in frames and in time, at sixty frames a second); it is then the expected one again.
    func firstMismatch(takingOver: Bool = false) -> String? {
        let patience = Double(ClockMachine.patienceFrames) + ClockMachine.patience * 60
        let bound = frameOfMotion * (takingOver ? 1 + patience : 1) + 1e-9
        for index in shown.indices {
            let nearest = (max(index - 1 - lagFrames, 0)...index).map { abs(shown[index] - expected[$0]) }.min() ?? 0
            if nearest > bound {
                return "frame \(index): \(shown[index]) against \(expected[index]) (a frame of motion: \(bound))"
            }
        }
        return nil
    }
}

@MainActor
struct LayerClockModelTests {
    /// Under every plausible behaviour of Core Animation, a hosted tween shows what the same tween shows on
    /// plain engine frames, within a frame of motion; it completes exactly once, leaves no layer behind, writes
    /// every value from `display()` and runs no handler there, and is taken over by the engine's frames only
    /// when its host leaves its window or its layer is taken out of the tree.
    @Test(arguments: ClockScenario.controls)
    func everyPlausibleBehaviourPlaysLikeTheEnginesFrames(_ scenario: ClockScenario) {
        var failures: [String] = []
        for behaviour in CoreAnimationBehaviour.plausible {
            let run = ClockRun(scenario, on: behaviour)
            if let miss = run.firstMismatch(takingOver: scenario.takeovers > 0) {
                failures.append("\(miss) [\(behaviour)]")
            } else if run.results != run.referenceResults || run.results.count != 1 {
                failures.append("completions \(run.results) against \(run.referenceResults) [\(behaviour)]")
            } else if !run.idleAtEnd {
                failures.append("not idle at the end [\(behaviour)]")
            } else if run.handlersInsideDisplay != 0 || run.writesInsideDisplay != 0 {
                failures.append("ran a handler or wrote inside display() [\(behaviour)]")
            } else if run.writes.takeovers != scenario.takeovers {
                failures.append("taken over \(run.writes.takeovers) times [\(behaviour)]")
            } else if scenario.takeovers == 0 && (run.writesByLink != 0 || run.writes.frames != 0) {
                failures.append("\(run.writesByLink) values written by the display link [\(behaviour)]")
            }
        }
        #expect(
            failures.isEmpty, "\(failures.count) of \(CoreAnimationBehaviour.plausible.count): \(failures.prefix(3))")
    }

    /// Hosted tweens live in the layer tree's time: an ancestor's speed scales them, its `beginTime` and
    /// `timeOffset` shift them, a speed of 0 holds them and a `timeOffset` then scrubs them, all as Core
    /// Animation moves every animation in the tree. The value shown is the tween's at the host layer's time;
    /// the start handler runs once, the completion once when the layer's time reaches the end (never while the
    /// tree holds it); every value comes from `display()`, and the engine's frames never take over.
    @Test(arguments: ClockScenario.tree)
    func hostedTweensFollowTheLayerTreesTime(_ scenario: ClockScenario) {
        var failures: [String] = []
        for behaviour in CoreAnimationBehaviour.plausible {
            let run = ClockRun(scenario, on: behaviour)
            let completions: [TweenResult] = scenario.endsPlaying ? [] : [.finished]
            if let miss = run.firstMismatch(takingOver: scenario.takeovers > 0) {
                failures.append("\(miss) [\(behaviour)]")
            } else if run.results != completions || run.starts != 1 {
                failures.append("\(run.starts) starts, completions \(run.results) [\(behaviour)]")
            } else if run.handlersInsideDisplay != 0 || run.writesInsideDisplay != 0 {
                failures.append("ran a handler or wrote inside display() [\(behaviour)]")
            } else if run.writes.takeovers != scenario.takeovers
                || scenario.takeovers == 0 && (run.writes.frames != 0 || run.writesByLink != 0)
            {
                failures.append("written by the display link: \(run.writes), \(run.writesByLink) [\(behaviour)]")
            } else if !scenario.endsPlaying && !run.idleAtEnd {
                failures.append("not idle at the end [\(behaviour)]")
            }
        }
        #expect(
            failures.isEmpty, "\(failures.count) of \(CoreAnimationBehaviour.plausible.count): \(failures.prefix(3))")
    }

    /// Where Core Animation never displays the layer, or never reports a stop, the engine's frames take the
    /// tween over from its playhead, once its patience runs out: one completion, nothing left behind.
    @Test(arguments: ["never displays", "never reports stops", "nothing at all"])
    func theEnginesFramesCatchACoreAnimationThatFails(_ failure: String) {
        var behaviour = CoreAnimationBehaviour()
        behaviour.displays = failure == "never reports stops"
        behaviour.reportsStops = failure == "never displays"
        for scenario in ClockScenario.controls {
            let run = ClockRun(scenario, on: behaviour)
            let miss = run.firstMismatch(takingOver: true)
            #expect(miss == nil, "\(scenario): \(miss ?? "")")
            #expect(run.results == run.referenceResults && run.results.count == 1, "\(scenario)")
            #expect(run.idleAtEnd && run.handlersInsideDisplay == 0, "\(scenario)")
        }
    }
}

extension CoreAnimationBehaviour {
    /// Core Animation presenting each frame's target time: values land exactly where the frames' would.
    static let onTarget = CoreAnimationBehaviour(presentsAhead: 1.0 / 60)
}

/// Hosted tweens on the model of Core Animation, one case at a time.
@MainActor @Suite struct HostedTweenTests {
    /// Each value Core Animation presents is written once, after the commit whose `display()` presented it: never
    /// inside `display()` (where a view may show it a frame late, and its observers would run inside the commit), and
    /// never by the display link's frames; a target gone mid-tween still ends it, after the commit.
    @Test func eachPresentedValueIsWrittenOnceAfterTheCommit() {
        for behaviour in CoreAnimationBehaviour.plausible where behaviour.displays {
            let host = Gauge()
            let ca = CoreAnimationModel(behaviour: behaviour, host: host)
            var writes: [CoreAnimationModel.Phase] = []
            let tween = Tween(from: 0.0, to: 100.0, duration: 1, engine: ca.engine) { _ in writes.append(ca.phase) }
                .hosted(by: host)
            var result: TweenResult?
            tween.onComplete { result = $0 }
            ca.frame(at: 0) { tween.start() }
            (writes, TweenDiagnostics.hostedWrites) = ([], HostedWrites())
            for index in 1...30 { ca.frame(at: Double(index) / 60) }
            let presented = TweenDiagnostics.hostedWrites.presented
            #expect(writes.count >= 25 && writes.count == presented, "\(behaviour): \(writes.count), \(presented)")
            #expect(writes.allSatisfy { $0 == .afterCommit } && result == nil, "\(behaviour): \(writes)")

            // A key-path tween whose object goes away ends `.cancelled` in that frame, once its commit is over.
            var object: Gauge? = Gauge()
            var ended: TweenResult?
            let gone = Tween(object!, \.level, from: 0, to: 1, duration: 1, engine: ca.engine).hosted(by: host)
            gone.onComplete { ended = $0 }
            ca.frame(at: 0.6) { gone.start() }
            ca.frame(at: 0.7)
            object = nil
            ca.frame(at: 0.8)
            #expect(ended == .cancelled && ca.handlersInsideDisplay == 0, "\(behaviour)")
        }
    }

    /// The steps of a queue start each other from their completions, which run after Core Animation's commit:
    /// under every plausible behaviour they play as on plain engine frames (within a frame of motion, and one
    /// more where Core Animation presents a new animation late), each from `display()`, and leave no layer
    /// behind.
    @Test func theStepsOfAQueuePlayOneAfterAnotherFromDisplay() throws {
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
            let hosted = try queue(target, ca.engine)
            let reference = try queue(referenceTarget, rig.engine)
            TweenDiagnostics.hostedWrites = HostedWrites()
            ca.frame(at: 0) { hosted.start() }
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
            let writes = TweenDiagnostics.hostedWrites
            // A step's animation is added after the commit that showed the last step's end: presented a frame
            // later than a control's, one more where Core Animation presents a new animation late, and one more where
            // it presents the time of its commit.
            let lag = behaviour.presentsAhead < CoreAnimationModel.frame ? 1 : 0
            let bound = step * Double(1 + behaviour.presentationDelay + lag) + 1e-9
            #expect(worst <= bound && target.level == 50, "\(worst) against a frame's \(step) [\(behaviour)]")
            #expect(writes.frames == 0 && writes.presented > 0, "\(writes) [\(behaviour)]")
            #expect(ca.layers.count == 3 && ca.layers.allSatisfy { !$0.inTree }, "[\(behaviour)]")
            if worst > bound || target.level != 50 { return }
        }
    }

    /// Taken over because its layer left the tree, a tween in a held tree stays held, and a scrub of the tree's
    /// `timeOffset` moves it there: the engine's frames play it in the layer's time, not their own.
    @Test func aTakenOverTweenInAHeldTreeFollowsItsTimeOffset() {
        let host = Gauge()
        let ca = CoreAnimationModel(behaviour: CoreAnimationBehaviour(), host: host)
        let t = Tween(host, \.level, from: 0, to: 100, duration: 2, engine: ca.engine)
        TweenDiagnostics.hostedWrites = HostedWrites()
        ca.frame(at: 0) { t.start() }
        ca.frame(at: 0.5) { ca.timings[0] = LayerTiming(speed: 0, timeOffset: 0.5) }
        ca.frame(at: 0.6) { ca.takeClockLayersOut() }
        ca.frame(at: 0.7) { ca.timings[0].timeOffset = 1.5 }
        for index in 43...120 { ca.frame(at: Double(index) / 60) }
        let writes = TweenDiagnostics.hostedWrites
        #expect(writes.takeovers == 1 && t.state == .running && host.level == 75, "\(host.level), \(writes)")
    }

    /// A count onto an object is hosted by it, and lands exactly.
    @Test func aCountOntoAnObjectIsHostedByIt() {
        let host = Gauge()
        let ca = CoreAnimationModel(behaviour: .onTarget, host: host)
        let count = Tween<Int>.count(host, \.text, from: 0, to: 100, duration: 1, curve: .linear, engine: ca.engine)
        ca.frame(at: 0) { count.start() }
        ca.frame(at: 0.5)
        #expect(ca.layers.count == 1 && host.text == "50")
        for index in 31...70 { ca.frame(at: Double(index) / 60) }
        #expect(host.text == "100" && count.state == .finished && !ca.layers[0].inTree)
    }

    /// A tween that repeats forever plays chunk after chunk, each a segment of its own.
    @Test func aTweenThatRepeatsForeverPlaysChunkAfterChunk() throws {
        let host = Gauge()
        let ca = CoreAnimationModel(behaviour: .onTarget, host: host)
        let t = Tween(host, \.level, from: 0, to: 1, duration: 1, engine: ca.engine)
        t.repeatCount = .infinity
        ca.frame(at: 0) { t.start() }
        let first = try #require(ca.layers.first?.animation)
        ca.frame(at: ClockSegment.longest - 0.5)
        ca.frame(at: ClockSegment.longest + 0.25)
        let next = try #require(ca.layers.first?.animation)
        #expect(first.to == ClockSegment.longest && next.from == ClockSegment.longest && next.id != first.id)
        // The next chunk is added after the commit that showed the end of the last: presented a frame later.
        ca.frame(at: ClockSegment.longest + 0.5)
        ca.frame(at: ClockSegment.longest + 0.75)
        #expect(t.state == .running && abs(host.level - 0.5) < 1e-9, "\(host.level)")
    }

    /// Only tweens of the host (or hosted by it) use Core Animation; a paused one lets go of its layer, and,
    /// dropped while paused, is kept by nothing.
    @Test func onlyHostedTweensUseTheLayerAndAPausedOneIsNotKept() {
        let host = Gauge()
        let ca = CoreAnimationModel(behaviour: .onTarget, host: host)
        let other = Gauge()
        ca.frame(at: 0) { Tween(other, \.level, from: 0, to: 1, duration: 1, engine: ca.engine).start() }
        #expect(ca.layers.isEmpty)
        var shown = 0.0
        var t: Tween<Double>? = Tween(from: 0.0, to: 8.0, duration: 1, engine: ca.engine) { shown = $0 }
        let watched = WeakBox(t)
        ca.frame(at: 0.25) { t?.hosted(by: host).start() }
        ca.frame(at: 0.5)
        #expect(ca.layers.count == 1 && shown == 2)
        ca.frame(at: 0.75) { t?.pause() }
        #expect(!ca.layers[0].inTree, "paused, it lets go of its layer")
        t = nil
        #expect(watched.object == nil && ca.engine.inconsistencies().isEmpty)
    }
}

/// The display link, Core Animation's layer time and the app's controls, on one time base, as the model runs them:
/// each frame delivered for its target time, a frame after the clock reads at its callback.
@MainActor @Suite struct ClockTimeBaseTests {
    /// A control right after a frame acts from the frame's time, not from the clock's a frame earlier: a pause
    /// there holds the tween where the frame showed it, and nothing steps back when it resumes.
    @Test func aControlRightAfterAFrameActsFromTheFramesTime() {
        let ca = CoreAnimationModel(behaviour: .onTarget, host: Gauge())
        var values: [Double] = []
        let tween = Tween(from: 0.0, to: 100.0, duration: 1, curve: .linear, engine: ca.engine) { values.append($0) }
        ca.frame(at: 0) { tween.start() }
        for index in 1...20 { ca.frame(at: Double(index) / 60) }
        var held = 0.0
        ca.frame(at: 21.0 / 60) {
            tween.pause()
            held = tween.progress
        }
        #expect(
            abs(held * 100 - (values.last ?? 0)) < 1e-9, "held where the frame showed it: \(held), \(values.last ?? 0)")
        ca.frame(at: 22.0 / 60) { tween.resume() }
        for index in 23...40 { ca.frame(at: Double(index) / 60) }
        #expect(values == values.sorted(), "never back: \(values)")
    }

    /// While an ancestor's speed of 0 holds the layer tree, a hosted tween's playhead holds too, also for a control
    /// between frames (QA1673's pause, then a pause of the tween and a resume once the tree plays on).
    @Test func aPausedLayerTreeHoldsThePlayhead() {
        let host = Gauge()
        let ca = CoreAnimationModel(behaviour: .onTarget, host: host)
        let tween = Tween(host, \.level, from: 0, to: 100, duration: 2, curve: .linear, engine: ca.engine)
        TweenDiagnostics.hostedWrites = HostedWrites()
        ca.frame(at: 0) { tween.start() }
        for index in 1...30 { ca.frame(at: Double(index) / 60) }
        let paused = ca.layerTime(at: ca.driver.now)
        ca.frame(at: 31.0 / 60) { ca.timings[0] = LayerTiming(speed: 0, timeOffset: paused) }
        for index in 32...60 { ca.frame(at: Double(index) / 60) }
        let held = host.level
        var progress = 0.0
        ca.frame(at: 61.0 / 60) {
            progress = tween.progress
            tween.pause()
        }
        #expect(abs(progress * 100 - held) < 1e-9 && host.level == held, "held at \(held): \(progress)")
        ca.frame(at: 62.0 / 60) {
            ca.timings[0] = LayerTiming(beginTime: ca.driver.clock, speed: 1, timeOffset: paused)
            tween.resume()
        }
        ca.frame(at: 63.0 / 60)
        #expect(host.level >= held && host.level - held < 2, "on from where it was held: \(held), \(host.level)")
        #expect(TweenDiagnostics.hostedWrites.takeovers == 0)
    }

    /// At 120 Hz beside a Core Animation that displays at 30 Hz, under an ancestor at 4 or 8 times speed, the layer's
    /// time runs far between two displays: no sign of silence, so the engine's frames never take over.
    @Test(arguments: [4.0, 8.0])
    func noTakeoverWhenAFastAncestorOutrunsTheDisplays(speed: Double) {
        let host = Gauge()
        var behaviour = CoreAnimationBehaviour.onTarget
        behaviour.framesPerDisplay = 4
        let ca = CoreAnimationModel(behaviour: behaviour, host: host)
        ca.linkInterval = 1.0 / 120
        ca.timings = [LayerTiming(speed: speed), LayerTiming()]
        let tween = Tween(host, \.level, from: 0, to: 100, duration: speed, curve: .linear, engine: ca.engine)
        TweenDiagnostics.hostedWrites = HostedWrites()
        ca.frame(at: 0) { tween.start() }
        for index in 1...180 { ca.frame(at: Double(index) / 120) }
        let writes = TweenDiagnostics.hostedWrites
        #expect(writes.takeovers == 0 && writes.frames == 0 && writes.presented > 20, "\(writes)")
        #expect(tween.state == .finished && host.level == 100)
    }

    /// With only hosted tweens playing, the display link's frames write nothing and open no transaction, so they
    /// make no commit: every `display()` is one of Core Animation's own. A tween on the frames makes them write.
    @Test func theDisplayLinkCommitsNothingWhileOnlyHostedTweensPlay() {
        let host = Gauge()
        let ca = CoreAnimationModel(behaviour: .onTarget, host: host)
        let hosted = Tween(host, \.level, from: 0, to: 100, duration: 0.5, engine: ca.engine)
        ca.frame(at: 0) { hosted.start() }
        for index in 1...20 { ca.frame(at: Double(index) / 60) }
        #expect(ca.linkCommits == 0 && !ca.engine.framesWrite)
        let other = Gauge()
        ca.frame(at: 21.0 / 60) { Tween(other, \.level, from: 0, to: 1, duration: 0.5, engine: ca.engine).start() }
        #expect(ca.engine.framesWrite)
        for index in 22...60 { ca.frame(at: Double(index) / 60) }
        #expect(ca.linkCommits > 10 && hosted.state == .finished && other.level == 1, "\(ca.linkCommits)")
    }

    /// Where every commit, a write's own too, makes Core Animation display again, a value presented by the commit of
    /// the last write waits for the next frame: writes never chase each other, and the tween plays as on frames.
    @Test func aWritesOwnCommitNeverStartsAnotherAtOnce() {
        var behaviour = CoreAnimationBehaviour.onTarget
        behaviour.displaysOnEveryCommit = true
        for scenario in ClockScenario.controls where scenario.takeovers == 0 {
            let run = ClockRun(scenario, on: behaviour)
            #expect(run.commitLoops == 0, "\(scenario)")
            #expect(run.firstMismatch() == nil, "\(scenario): \(run.firstMismatch() ?? "")")
            #expect(run.results == run.referenceResults && run.results.count == 1, "\(scenario)")
            #expect(run.handlersInsideDisplay == 0 && run.writesInsideDisplay == 0, "\(scenario)")
        }
    }
}
