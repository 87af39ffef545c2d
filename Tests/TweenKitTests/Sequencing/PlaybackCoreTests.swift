import Testing

@testable import TweenKit

/// A sequence `x: 0 → 10` over 1 s, a call at 1 s, then `y: 0 → 10` over 1 s, on one gauge-like object.
@MainActor
private final class Show {
    final class Box {
        var x = 0.0
        var y = 0.0
        var z = 0.0
    }
    let rig = Rig()
    let box = Box()
    var calls = 0
    let x: Tween<Double>
    let root: TweenSequence

    init(callAt time: Double = 1) {
        let (engine, box) = (rig.engine, box)
        let x = Tween(box, \.x, from: 0, to: 10, duration: 1, engine: engine)
        let call = Call(engine: engine) {}
        let y = Tween(box, \.y, from: 0, to: 10, duration: 1, engine: engine)
        self.x = x
        root = TweenSequence(engine: engine) {
            x
            call.at(.time(time))
            y.at(.time(1))
        }
        call.onStart { [unowned self] in calls += 1 }
    }

    /// Frames to 0.9 s, then one frame to 1.2 s whose update of `x` at the call's moment (x = 10) makes `control`.
    func controlAtTheCallsMoment(_ control: @escaping (TweenSequence) -> Void) {
        var done = false
        x.onUpdate { [unowned self] value in
            if value >= 10 && !done {
                done = true
                control(root)
            }
        }
        root.start()
        rig.driver.advance(to: 0.9)
        rig.driver.advance(to: 1.2)
    }
}

/// The playback core's rules where a frame, a handler and a control meet: controls from update handlers, finish()
/// within finish(), queues, endless timelines, abandoned playables, calls on seeks, and what a frame writes.
@MainActor @Suite struct PlaybackCoreTests {
    // MARK: Controls from an update handler act from the moment shown (C9)

    @Test func aPauseFromAnUpdateAtAnEventsMomentHoldsThereAndRunsItsCallOnResuming() {
        let show = Show()
        show.controlAtTheCallsMoment { $0.pause() }
        #expect(show.root.time == 1 && show.box.x == 10 && show.calls == 0)
        show.root.resume()
        show.rig.driver.advance(by: 0.1)
        #expect(show.calls == 1 && abs(show.box.y - 1) < 1e-9)
    }

    @Test func aReverseFromAnUpdateAtAnEventsMomentTurnsThere() {
        let show = Show()
        show.controlAtTheCallsMoment { $0.reverse() }
        show.rig.driver.advance(by: 0.1)
        #expect(abs(show.box.x - 9) < 1e-9, "\(show.box.x)")
    }

    @Test func aFinishFromAnUpdateAtAnEventsMomentRunsThatMomentsCall() {
        let show = Show()
        show.controlAtTheCallsMoment { $0.finish() }
        #expect(show.calls == 1 && show.root.state == .finished && show.box.y == 10)
    }

    @Test func aSpeedChangeFromAnUpdateAtAnEventsMomentKeepsItsCall() {
        let show = Show()
        show.controlAtTheCallsMoment { $0.speed = 2 }
        show.rig.driver.advance(by: 0.1)
        #expect(show.calls == 1 && abs(show.box.y - 0.2 * 10) < 1e-9, "\(show.box.y)")
    }

    /// After a call earlier in the frame, a pause from the update at the frame's own time holds there.
    @Test func aPauseFromAnUpdateAfterAnEarlierCallHoldsAtTheFramesTime() {
        let show = Show(callAt: 0.5)
        var paused = false
        show.x.onUpdate { value in
            if value >= 6 && !paused {
                paused = true
                show.root.pause()
            }
        }
        show.root.start()
        show.rig.driver.advance(to: 0.4)
        show.rig.driver.advance(to: 0.6)
        #expect(show.calls == 1 && show.box.x == 6 && abs(show.root.time - 0.6) < 1e-9)
        show.root.resume()
        show.rig.driver.advance(by: 0.1)
        #expect(abs(show.box.x - 7) < 1e-9 && show.calls == 1)
    }

    // MARK: finish() within finish() (C7)

    @Test func aFinishAskedAgainByAnUpdateDuringFinishEndsEveryPropertyAtItsEnd() {
        let rig = Rig()
        let box = Show.Box()
        let x = Tween(box, \.x, from: 0, to: 10, duration: 1, engine: rig.engine)
        let root = TweenGroup(engine: rig.engine) {
            x
            Tween(box, \.y, from: 0, to: 10, duration: 1, engine: rig.engine)
            Tween(box, \.z, from: 0, to: 10, duration: 1, engine: rig.engine)
        }
        x.onUpdate { if $0 >= 3 { root.finish() } }
        var result: TweenResult?
        root.onComplete { result = $0 }
        root.start()
        rig.driver.advance(to: 0.2)
        root.finish()
        #expect(result == .finished && box.x == 10 && box.y == 10 && box.z == 10)
    }

    // MARK: Queues (Q1, Q2)

    @Test func aQueuedTimelineThatLosesAPropertyLetsNoLaterStepTakeItBack() throws {
        let rig = Rig()
        let box = Show.Box()
        let queue = TweenQueue()
        try queue.enqueue(
            TweenSequence(engine: rig.engine) { Tween(box, \.x, to: 100, duration: 1, engine: rig.engine) })
        try queue.enqueue(Tween(box, \.x, to: 50, duration: 1, engine: rig.engine))
        queue.start()
        rig.driver.advance(to: 0.5)
        Tween(box, \.x, to: -100, duration: 2, engine: rig.engine).start()
        rig.driver.run(for: 5)
        #expect(box.x == -100 && queue.isEmpty)
    }

    /// A frame that passes the ends of several steps plays each next one from the moment the one before ended, as
    /// a sequence (and tween.js's chain) does: dropped frames never change where it lands.
    @Test(arguments: [[30.0], [0.7, 2.6, 30], [1.0, 2.0, 3.0]])
    func aQueuesStepsStartWhereTheOnesBeforeThemEnded(frames: [Double]) throws {
        let rig = Rig()
        let box = Show.Box()
        let queue = TweenQueue()
        try queue.enqueue(Tween(box, \.x, from: 0, to: 1, duration: 1, engine: rig.engine))
        try queue.enqueue(Tween(box, \.x, to: 2, duration: 1, engine: rig.engine))
        try queue.enqueue(Tween(box, \.x, to: 3, duration: 1, engine: rig.engine))
        queue.start()
        for time in frames { rig.driver.advance(to: time) }
        #expect(box.x == 3 && queue.isEmpty)
        let rig2 = Rig()
        let chained = Show.Box()
        let queue2 = TweenQueue()
        try queue2.enqueue(Tween(chained, \.x, from: 0, to: 1, duration: 1, engine: rig2.engine))
        try queue2.enqueue(Tween(chained, \.x, to: 2, duration: 1, engine: rig2.engine))
        queue2.start()
        rig2.driver.advance(to: 1.5)
        #expect(abs(chained.x - 1.5) < 1e-9, "the second step plays the half second after the first ended")
    }

    // MARK: Endless timelines (T2)

    /// A frame of a timeline repeating forever writes the cycles it starts and ends in, not those it passes whole,
    /// so it costs nothing per cycle it skips when nothing in them runs (at 1e9, ten million a frame).
    @Test(arguments: [1e4, 1e9])
    func anEndlessTimelinesFrameDoesNotWalkTheCyclesItSkips(speed: Double) {
        let rig = Rig()
        var writes = 0
        let root = TweenSequence(engine: rig.engine) {
            Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine) { _ in writes += 1 }
            Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine) { _ in writes += 1 }
        }
        root.repeatCount = .infinity
        root.speed = speed
        root.start()
        for _ in 0..<60 {
            writes = 0
            rig.driver.advance(by: 1.0 / 60)
            #expect(writes <= 8, "\(writes) writes in a frame")
        }
        #expect(root.state == .running)
    }

    @Test func aStepRepeatingForeverMakesItsTimelineEndless() {
        let rig = Rig()
        let box = Show.Box()
        let spinner = Tween(box, \.x, from: 0, to: 1, duration: 1, engine: rig.engine)
        spinner.repeatCount = .infinity
        let root = TweenGroup(engine: rig.engine) {
            spinner
            Tween(box, \.y, from: 0, to: 1, duration: 0.5, engine: rig.engine)
        }
        var result: TweenResult?
        root.onComplete { result = $0 }
        root.start()
        rig.driver.advance(to: 1000.25)
        #expect(root.state == .running && result == nil && box.y == 1 && abs(box.x - 0.25) < 1e-6)
        #expect(root.totalDuration == .infinity && root.progress == 0)
        root.finish()
        #expect(result == .finished && spinner.state == .cancelled)
    }

    @Test func aQueuePlaysAStepThatRepeatsForeverUntilItIsCancelled() throws {
        let rig = Rig()
        let box = Show.Box()
        let loop = Tween(box, \.x, from: 0, to: 1, duration: 1, engine: rig.engine)
        loop.repeatCount = .infinity
        let queue = TweenQueue()
        try queue.enqueue(TweenSequence(engine: rig.engine) { loop })
        try queue.enqueue(Tween(box, \.y, to: 1, duration: 1, engine: rig.engine))
        queue.start()
        rig.driver.advance(to: 100.5)
        #expect(abs(box.x - 0.5) < 1e-6 && box.y == 0)
        queue.current?.finish()
        rig.driver.advance(to: 101.5)
        #expect(box.y == 1)
    }

    // MARK: Lifetime (E9)

    @Test(arguments: ["tween", "timeline"])
    func aPausedPlayableTheAppLetsGoOfCompletesCancelled(kind: String) async throws {
        let before = TweenEngine.secondsBetweenIdleSweeps
        TweenEngine.secondsBetweenIdleSweeps = 0.01
        defer { TweenEngine.secondsBetweenIdleSweeps = before }
        let rig = Rig()
        var result: TweenResult?
        var ended = false
        do {
            let tween = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine) { _ in }
            let playable: Playable = kind == "tween" ? tween : TweenSequence(engine: rig.engine) { tween }
            playable.onComplete { result = $0 }
            if let values = (playable as? Tween<Double>)?.values {
                Task {
                    for await _ in values {}
                    ended = true
                }
            }
            playable.start()
            rig.driver.advance(by: 0.25)
            playable.pause()
            rig.driver.advance(by: 0.25)
        }
        for _ in 0..<200 where result == nil || (kind == "tween" && !ended) {
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        #expect(result == .cancelled)
        if kind == "tween" { #expect(ended) }
    }

    // MARK: Calls on seeks (E2)

    @Test func anOnSeekCallRunsWhenASeekOfARootThatHasNotPlayedCrossesIt() {
        let rig = Rig()
        var runs = 0
        let root = TweenSequence(engine: rig.engine) {
            Wait(1, engine: rig.engine)
            Call(onSeek: true, engine: rig.engine) { runs += 1 }
            Wait(1, engine: rig.engine)
        }
        root.seek(to: 0.75)
        #expect(runs == 1)
        root.seek(toTime: 1)
        #expect(runs == 2, "landing on it runs it too")
    }

    // MARK: What a frame writes (W1)

    /// A chained count's observers see the first count's exact end when a frame crosses it, with or without a handler.
    @Test(arguments: [false, true])
    func aFrameWritesEachStepsEndItCrossesWhateverHandlersThereAre(withHandler: Bool) {
        let rig = Rig()
        let label = Label()
        let first = Tween(label, \.text, from: 0, to: 1_234_567.89, duration: 2, engine: rig.engine)
        if withHandler { first.onComplete { _ in } }
        let root = TweenSequence(engine: rig.engine) {
            first
            Tween(label, \.text, to: 2_500_000, duration: 2, engine: rig.engine)
        }
        root.start()
        rig.driver.advance(to: 1.8)
        rig.driver.advance(to: 2.1)
        #expect(label.values.suffix(2).first == 1_234_567.89, "\(label.values)")
    }

    /// The same frames write the same values with and without handlers, on random trees.
    @Test func handlersNeverChangeWhatIsWritten() {
        for seed in UInt64(0)..<200 {
            let program = ProgramGenerator.program(seed: seed)
            var bare = program
            bare.root = bare.root.withoutHandlers
            #expect(
                EngineExecutor(program).writes() == EngineExecutor(bare).writes(), "seed \(seed)")
        }
    }
}

private final class Label {
    var values: [Double] = []
    var text = 0.0 { didSet { values.append(text) } }
}

extension ModelNode {
    /// The same tree with no handler that only records (those making a control stay: they change what plays).
    fileprivate var withoutHandlers: ModelNode {
        var node = self
        if node.onStart?.action == nil { node.onStart = nil }
        if node.onComplete?.action == nil { node.onComplete = nil }
        node.onUpdate = false
        switch node.kind {
        case .sequence(let items): node.kind = .sequence(items.map(\.withoutHandlers))
        case .group(let stagger, let items): node.kind = .group(stagger, items.map(\.withoutHandlers))
        default: break
        }
        return node
    }
}

extension ModelItem {
    fileprivate var withoutHandlers: ModelItem {
        switch self {
        case .step(let node, let position): .step(node.withoutHandlers, position)
        case .label: self
        }
    }
}
