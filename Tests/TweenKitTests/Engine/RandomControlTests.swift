import Testing

@testable import TweenKit

/// Seeded random runs of tweens on shared properties whose handlers pause, resume, seek, reverse,
/// finish, cancel, start, restart, play, scrub, retarget and overwrite each other mid-frame. However they interleave: each tween
/// completes once, stays as it ended, never writes after it was cancelled, and a property has at most
/// one tween playing it.
@MainActor @Suite struct RandomControlTests {
    final class Board { var text = "" }

    @MainActor
    final class Run: RandomRun {
        var rng: SplitMix64
        let rig = Rig()
        let boards = [Board(), Board()]
        var tweens: [Tween<Double>] = []
        var boardOf: [Int] = []
        var results: [[TweenResult]] = []
        var violations: [String] = []
        var depth = 0
        /// A retargeted tween's successor writes through the same property mapper, which knows only its
        /// lineage (the first tween's id): a write is wrong when every tween of the lineage was cancelled
        /// or failed (a finished one may be redrawn by a seek).
        var lineageOf: [Int] = []
        var members: [Int: [Int]] = [:]
        /// Tweens between an ended run and the watch on their new one.
        var restarting: Set<Int> = []
        /// Lineages being retargeted: the successor writes before the run knows it.
        var retargeting: Set<Int> = []

        init(seed: UInt64) { rng = SplitMix64(seed: seed) }

        func make() {
            guard tweens.count < 12 else { return }
            let id = tweens.count
            let board = Int.random(in: 0..<2, using: &rng)
            let duration = Double.random(in: 0.1...1, using: &rng)
            let tween = Tween(boards[board], \.text, from: 0.0, to: 1.0, duration: duration, engine: rig.engine) {
                [weak self] value in
                guard let self else { return "" }
                let lineage = members[id] ?? [id]
                let mayWrite = lineage.contains { results[$0].first.map { $0 == .finished } ?? true }
                if !retargeting.contains(id) && !mayWrite {
                    violations.append("lineage \(id) wrote after its tweens ended \(lineage.map { results[$0] })")
                }
                return "\(id):\(value)"
            }
            if Bool.random(using: &rng) { tween.delay = Double.random(in: 0...0.3, using: &rng) }
            if Int.random(in: 0..<4, using: &rng) == 0 {
                tween.repeatCount = 2
                tween.autoreverses = true
                if Bool.random(using: &rng) { tween.repeatDelay = 0.1 }
            }
            add(tween, board: board)
            tween.onStart { [weak self] in self?.maybeAct() }
            tween.onUpdate { [weak self] _ in self?.maybeActSometimes() }
        }

        /// Takes `tween` into the run: its results are collected from now on.
        func add(_ tween: Tween<Double>, board: Int, lineage: Int? = nil) {
            let id = tweens.count
            tweens.append(tween)
            boardOf.append(board)
            results.append([])
            lineageOf.append(lineage ?? id)
            members[lineage ?? id, default: []].append(id)
            watch(id)
        }

        func watch(_ id: Int) {
            tweens[id].onComplete { [weak self] result in
                self?.results[id].append(result)
                self?.maybeAct()
            }
        }

        func maybeActSometimes() { if Int.random(in: 0..<10, using: &rng) == 0 { maybeAct() } }

        func maybeAct() {
            guard depth < 4, Bool.random(using: &rng) else { return }
            depth += 1
            defer { depth -= 1 }
            act()
        }

        func act() {
            let t = tweens.randomElement(using: &rng)!
            switch Int.random(in: 0..<13, using: &rng) {
            case 11: if !t.state.isEnded { t.play() }
            case 12:
                t.scrub(to: Double.random(in: 0...1, using: &rng), smoothing: [0, 0.2].randomElement(using: &rng)!)
            case 0: t.pause()
            case 1: t.resume()
            case 2: t.seek(to: Double.random(in: 0...1, using: &rng))
            case 3: t.reverse()
            case 4: t.finish()
            case 5: t.cancel()
            case 6: t.start()
            case 7: t.speed = [0, 0.5, 2].randomElement(using: &rng)!
            case 8:
                // A new run: the last one's completion is history, and the new one is watched afresh.
                let id = tweens.firstIndex { $0 === t }!
                let ended = t.state.isEnded
                if ended {
                    results[id] = []
                    restarting.insert(id)
                }
                t.restart(includingDelay: Bool.random(using: &rng))
                if ended {
                    watch(id)
                    restarting.remove(id)
                }
            case 9:
                guard tweens.count < 16 else { break }
                let id = tweens.firstIndex { $0 === t }!
                retargeting.insert(lineageOf[id])
                let next = t.retarget(to: Double.random(in: -1...2, using: &rng))
                retargeting.remove(lineageOf[id])
                if next !== t { add(next, board: boardOf[id], lineage: lineageOf[id]) }
            default:
                make()
                tweens.last?.start()
            }
            check()
        }

        func check() {
            violations += rig.engine.inconsistencies()
            for (id, tween) in tweens.enumerated() {
                if results[id].count > 1 { violations.append("tween \(id) completed \(results[id])") }
                if let result = results[id].first {
                    let state: TweenState =
                        result == .finished ? .finished : result == .cancelled ? .cancelled : .failed
                    if tween.state != state {
                        violations.append("tween \(id) completed \(result) but is \(tween.state)")
                    }
                } else if tween.state.isEnded && !restarting.contains(id) {
                    violations.append("tween \(id) is \(tween.state) without completing")
                }
            }
            for board in 0..<2 {
                let playing = tweens.indices.filter {
                    boardOf[$0] == board && [.delayed, .running, .paused].contains(tweens[$0].state)
                }
                if playing.count > 1 {
                    violations.append("board \(board) has \(playing.count) tweens playing: \(playing)")
                }
            }
        }
    }

    @Test func handlersControllingEachOtherKeepEveryPromise() {
        for seed in UInt64(0)..<200 {
            let run = Run(seed: seed)
            for _ in 0..<4 { run.make() }
            for tween in run.tweens { tween.start() }
            run.check()
            run.playRandomFrames(seconds: 4, actEvery: 8)
            // A cancel's completion handler may start another tween: cancel until none plays.
            while let live = run.tweens.first(where: { !$0.state.isEnded && $0.state != .idle }) { live.cancel() }
            run.check()
            #expect(run.violations.isEmpty, "seed \(seed): \(run.violations.prefix(3))")
            #expect(
                run.tweens.indices.allSatisfy { run.results[$0].count == (run.tweens[$0].state == .idle ? 0 : 1) },
                "\(run.tweens.map(\.state)) \(run.results)")
        }
    }
}
