import Testing

@testable import TweenKit

/// Seeded random timelines: sequences and groups nested at random, their steps placed at random positions
/// and labels, on shared properties, with `Call`s that restart, finish, cancel, seek, pause, resume, reverse,
/// play from a label, play and scrub the timeline that holds them, while frames of random length play it and
/// a queue plays more (enqueued to and emptied at random). However they
/// interleave, the engine's books stay consistent, every run of a timeline and every queued step completes
/// once, and a seek lands on the same values whichever way it came.
@MainActor @Suite(.tags(.timeline, .queue)) struct RandomTimelineTests {
    @MainActor
    final class Run: RandomRun {
        var rng: SplitMix64
        let rig = Rig()
        let gauges = [Gauge(), Gauge(), Gauge()]
        var root: TweenSequence!
        var completions = 0
        var runs = 1
        var violations: [String] = []
        var depth = 0
        let queue = TweenQueue()
        var queuedCompletions: [Int] = []

        init(seed: UInt64) { rng = SplitMix64(seed: seed) }

        /// A random step: mostly tweens of the shared gauges, some waits and calls, and nested timelines.
        func step(level: Int) -> Playable {
            switch Int.random(in: 0..<(level < 3 ? 8 : 5), using: &rng) {
            case 0, 1, 2:
                let gauge = gauges.randomElement(using: &rng)!
                let from: Double? = Bool.random(using: &rng) ? Double(Int.random(in: 0...100, using: &rng)) : nil
                return Tween(
                    gauge, \.level, from: from, to: Double(Int.random(in: 0...100, using: &rng)),
                    duration: [0.1, 0.25, 0.5].randomElement(using: &rng)!, engine: rig.engine)
            case 3: return Wait([0.05, 0.2].randomElement(using: &rng)!, engine: rig.engine)
            case 4: return Call(engine: rig.engine) { [weak self] in self?.maybeAct() }
            case 5, 6:
                let steps = (0..<Int.random(in: 1...3, using: &rng)).map { _ in placed(step(level: level + 1)) }
                return TweenSequence(engine: rig.engine) { for step in steps { step } }
            default:
                let steps = (0..<Int.random(in: 1...3, using: &rng)).map { _ in step(level: level + 1) }
                let stagger = [0, 0.05].randomElement(using: &rng)!
                return TweenGroup(stagger: stagger, engine: rig.engine) { for step in steps { step } }
            }
        }

        /// A step at a random position that never lands before 0 (so the timeline plays).
        func placed(_ step: Playable, labels: [String] = []) -> TimelineItem {
            let positions: [TimelinePosition] =
                [.end, .end + 0.05, .withPrevious, .withPrevious + 0.05, .afterPrevious, .time(0.1)]
                + labels.map { .label($0) + 0.02 }
            return step.at(positions.randomElement(using: &rng)!)
        }

        /// The labels the root has, for `play(from:)`.
        var labels: [String] = []

        func build() {
            var items: [TimelineItem] = []
            for index in 0..<Int.random(in: 2...5, using: &rng) {
                if Bool.random(using: &rng) {
                    labels.append("l\(index)")
                    items.append(contentsOf: TimelineBuilder.buildExpression(TimelineLabel("l\(index)")))
                }
                items.append(placed(step(level: 0), labels: labels))
            }
            root = TweenSequence(engine: rig.engine) { for item in items { item } }
            watch()
            for _ in 0..<Int.random(in: 0...3, using: &rng) { enqueue() }
            queue.start()
        }

        /// A random step into the queue, counted as it completes (a queued step plays once).
        func enqueue() {
            let step = step(level: 1)
            let id = queuedCompletions.count
            queuedCompletions.append(0)
            step.onComplete { [weak self] _ in
                guard let self else { return }
                queuedCompletions[id] += 1
                if queuedCompletions[id] > 1 { violations.append("queued step \(id) completed twice") }
                maybeAct()
            }
            do { try queue.enqueue(step) } catch { violations.append("enqueue refused a new step: \(error)") }
        }

        /// Whether a completion handler waits on the current run.
        var handlerPending = false

        func watch() {
            handlerPending = true
            root.onComplete { [weak self] _ in
                guard let self else { return }
                handlerPending = false
                completions += 1
                if completions > runs { violations.append("a run completed \(completions - runs + 1) times") }
                maybeAct()
            }
        }

        func maybeAct() {
            guard depth < 3, Int.random(in: 0..<3, using: &rng) == 0 else { return }
            depth += 1
            defer { depth -= 1 }
            act()
        }

        func act() {
            switch Int.random(in: 0..<13, using: &rng) {
            case 8: enqueue()
            case 9: queue.cancelAll()
            case 10:
                guard let label = labels.randomElement(using: &rng) else { return }
                let ended = root.state.isEnded
                do { try root.play(from: label) } catch { violations.append("play(from: \(label)): \(error)") }
                if ended { newRun() }  // an ended one plays again from there: a new run
            case 11: if !root.state.isEnded { root.play() }
            case 12:
                root.scrub(to: Double.random(in: 0...1, using: &rng), smoothing: [0, 0.1].randomElement(using: &rng)!)
            case 0:
                let ended = root.state.isEnded
                root.restart()
                if ended { newRun() }
            case 1: root.finish()
            case 2: root.cancel()
            case 3: root.seek(to: Double.random(in: 0...1, using: &rng))
            case 4: root.pause()
            case 5: root.resume()
            case 6: root.reverse()
            default: root.speed = [0.5, 1, 2].randomElement(using: &rng)!
            }
            check()
        }

        /// An ended root was played again: one more run to complete (unless a control run meanwhile, from a
        /// handler, already began one and watches it).
        func newRun() {
            guard !handlerPending else { return }
            runs += 1
            completions = runs - 1
            watch()
        }

        func check() {
            violations += rig.engine.inconsistencies()
            if root.state.isEnded && completions < runs {
                violations.append("the root is \(root.state) without completing")
            }
        }

        /// A seek lands on the same values whichever way it came: from the start, or from elsewhere (once
        /// every step has been reached, so that each step without a given start has captured one).
        func checkSeeksArePathIndependent() {
            guard root.state == .paused || root.state == .idle else { return }
            root.seek(to: 1)
            root.seek(to: 0)
            let target = Double.random(in: 0...1, using: &rng)
            root.seek(to: target)
            let first = gauges.map(\.level)
            root.seek(to: Double.random(in: 0...1, using: &rng))
            root.seek(to: target)
            let again = gauges.map(\.level)
            if first != again { violations.append("seek to \(target): \(first) then \(again)") }
        }
    }

    @Test func randomTimelinesKeepEveryPromise() {
        for seed in UInt64(0)..<300 {
            let run = Run(seed: seed)
            run.build()
            run.root.start()
            run.check()
            run.playRandomFrames(seconds: 4, actEvery: 6)
            run.root.pause()
            for _ in 0..<5 { run.checkSeeksArePathIndependent() }
            run.root.cancel()
            run.check()
            #expect(run.violations.isEmpty, "seed \(seed): \(run.violations.prefix(3))")
        }
    }
}
