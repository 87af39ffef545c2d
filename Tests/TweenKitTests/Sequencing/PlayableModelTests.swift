import Testing

@testable import TweenKit

/// Seeded random controls and frames (of every length, 0 and very long included) on sequences, groups and
/// queues with random delay, repeats, autoreverse and speed: a timeline's state, progress and completions
/// follow the same small reference model of the timing that a single tween does (`TimingModelTests.Model`,
/// written in the tests), and everything keeps its promises: values finite and in range (the curves do not
/// overshoot), only legal state changes, each completion exactly once, ended playables frozen, the engine's
/// books consistent, and the engine idle at the end.
@MainActor @Suite(.tags(.timeline, .queue)) struct PlayableModelTests {
    /// A sequence or a group of two or three tweens from 0 to 100 on gauges of their own.
    func makeTimeline(_ rng: inout SplitMix64, engine: TweenEngine) -> (Timeline, [Gauge]) {
        let count = Int.random(in: 2...3, using: &rng)
        let gauges = (0..<count).map { _ in Gauge() }
        let steps: [Playable] = gauges.map { gauge in
            let step = Tween(
                gauge, \.level, from: 0, to: 100, duration: [0.25, 0.5, 1].randomElement(using: &rng)!,
                engine: engine)
            step.delay = [0, 0.25].randomElement(using: &rng)!
            return step
        }
        if Bool.random(using: &rng) {
            return (TweenSequence(engine: engine) { for step in steps { step } }, gauges)
        }
        return (
            TweenGroup(stagger: [0, 0.125].randomElement(using: &rng)!, engine: engine) { for step in steps { step } },
            gauges
        )
    }

    @Test func timelinesFollowTheTimingModelAndKeepTheirPromises() {
        for seed in UInt64(0)..<300 {
            var rng = SplitMix64(seed: seed)
            let rig = Rig()
            let (timeline, gauges) = makeTimeline(&rng, engine: rig.engine)
            timeline.delay = [0, 0.25, 1].randomElement(using: &rng)!
            timeline.repeatCount = Double(Int.random(in: 1...3, using: &rng))
            timeline.autoreverses = Bool.random(using: &rng)
            var model = TimingModelTests.Model(
                duration: timeline.duration, delay: timeline.delay, repeats: Int(timeline.repeatCount),
                autoreverses: timeline.autoreverses)
            var results: [TweenResult] = []
            timeline.onComplete { results.append($0) }
            var log: [String] = []
            var before = timeline.state
            var frozen: Double?
            for _ in 0..<40 {
                let control = TimingModelTests.randomControl(
                    on: timeline, model: &model, driver: rig.driver, using: &rng)
                log.append(control)
                if control.hasPrefix("seek") && timeline.state == .finished { frozen = nil }  // redrawn where sought
                let span = model.duration * Double(model.passes)
                let expected = min(max((model.local - model.delay) / span, 0), 1)
                let context = "seed \(seed) after \(log.suffix(12))"
                guard timeline.state == model.state, results.count == model.completions,
                    abs(timeline.progress - expected) <= 1e-9
                else {
                    Issue.record(
                        "\(context): state \(timeline.state) vs \(model.state), progress \(timeline.progress) vs \(expected), completions \(results.count) vs \(model.completions)"
                    )
                    return
                }
                let after = timeline.state
                if before != after {
                    #expect(PlaybackMachineTests.legal.contains([before, after]), "\(context): \(before) → \(after)")
                }
                before = after
                if after.isEnded {
                    if let frozen { #expect(timeline.progress == frozen, "\(context): an ended timeline moved") }
                    frozen = timeline.progress
                }
                #expect(results.count <= 1, "\(context): completed twice")
                #expect(gauges.allSatisfy { $0.level.isFinite && $0.level >= 0 && $0.level <= 100 }, "\(context)")
                #expect(rig.engine.inconsistencies().isEmpty, "\(context): \(rig.engine.inconsistencies())")
            }
            timeline.cancel()
            rig.driver.advance(by: 1)
            #expect(!rig.driver.isRunning && rig.engine.activeCount == 0, "the engine is idle at the end")
            #expect(results.count == 1 || timeline.state == .idle)
        }
    }

    /// Steps enqueued at random while the queue is started, paused, resumed and cancelled, with frames of
    /// every length: at most one step plays at a time, each completes exactly once, values stay finite and
    /// in range, and once the queue is cancelled every step has completed and the engine is idle.
    @Test func queuesPlayOneStepAtATimeAndCompleteEachOnce() throws {
        for seed in UInt64(0)..<200 {
            var rng = SplitMix64(seed: seed)
            let rig = Rig()
            let gauge = Gauge()
            let queue = TweenQueue()
            var steps: [Tween<Double>] = []
            var completions: [Int] = []
            for _ in 0..<40 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0...2:
                    let index = steps.count
                    let step = Tween(
                        gauge, \.level, from: 0, to: 100, duration: [0, 0.25, 1].randomElement(using: &rng)!,
                        engine: rig.engine)
                    step.delay = [0, 0.25].randomElement(using: &rng)!
                    step.repeatCount = Double(Int.random(in: 1...2, using: &rng))
                    step.autoreverses = Bool.random(using: &rng)
                    step.speed = [0.5, 1, 2].randomElement(using: &rng)!
                    step.onComplete { _ in completions.append(index) }
                    steps.append(step)
                    try queue.enqueue(step)
                case 3: queue.start()
                case 4: queue.pause()
                case 5: queue.resume()
                case 6:
                    if Int.random(in: 0..<6, using: &rng) == 0 { queue.cancelAll() }
                default:
                    rig.driver.advance(by: [0, 1.0 / 64, 0.125, 0.5, 3, 100].randomElement(using: &rng)!)
                }
                let playing = steps.filter { $0.state == .delayed || $0.state == .running || $0.state == .paused }
                #expect(playing.count <= 1, "seed \(seed): \(playing.count) steps playing at once")
                #expect(Set(completions).count == completions.count, "seed \(seed): a step completed twice")
                #expect(gauge.level.isFinite && gauge.level >= 0 && gauge.level <= 100)
                #expect(rig.engine.inconsistencies().isEmpty)
            }
            queue.cancelAll()
            rig.driver.advance(by: 1)
            #expect(steps.allSatisfy { $0.state.isEnded }, "seed \(seed): every step completed")
            #expect(completions.count == steps.count && Set(completions).count == steps.count)
            #expect(!rig.driver.isRunning && rig.engine.activeCount == 0 && queue.isEmpty)
        }
    }
}
