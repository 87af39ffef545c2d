import Testing
import TweenKit

extension SplitMix64: RandomNumberGenerator {}

/// A timeline shows, for each time, one value per property, whatever path its clock took to get
/// there: checked against a reference model of the rule on flattened steps.
@MainActor @Suite struct TimelineSeekTests {
    @Test func seekingBackBeforeALaterStepShowsTheEarlierStepsValue() {
        let gauge = Gauge()
        let show = TweenSequence {
            Tween(gauge, \.level, from: 0, to: 10, duration: 1)
            Wait(1)
            Tween(gauge, \.level, from: 50, to: 60, duration: 1)
        }
        show.seek(to: 0.5)
        #expect(gauge.level == 10)
        show.seek(to: 1)
        #expect(gauge.level == 60)
        show.seek(to: 0.5)
        #expect(gauge.level == 10)
    }

    @Test func beforeAPropertysFirstStepItShowsThatStepsGivenStartEitherWay() {
        let fresh = Gauge()
        let travelled = Gauge()
        fresh.level = -1
        travelled.level = -1
        func show(_ gauge: Gauge) -> TweenSequence {
            TweenSequence {
                Wait(1)
                Tween(gauge, \.level, from: 50, to: 60, duration: 1)
            }
        }
        show(fresh).seek(to: 0)
        let other = show(travelled)
        other.seek(to: 1)
        other.seek(to: 0)
        #expect(fresh.level == 50 && travelled.level == 50)
    }

    /// A step of the model: a linear tween of gauge `gauge`, in the timeline's time.
    struct Leaf {
        let gauge: Int, from: Double, to: Double, start: Double, duration: Double
        var end: Double { start + duration }
        func value(at t: Double) -> Double { from + (to - from) * min(max((t - start) / duration, 0), 1) }
    }

    /// The rule (V2, V3 of the timeline semantics): the latest (in order) step writing the property that has
    /// begun by `t`, at `t`; else the start of the one that shows when the first begin.
    static func expected(_ leaves: [Leaf], gauge: Int, at t: Double) -> Double? {
        let mine = leaves.filter { $0.gauge == gauge }
        if let begun = mine.last(where: { $0.start <= t }) { return begun.value(at: t) }
        // None has begun: what shows when the first ones begin (the latest of those in order), at its start.
        let first = mine.map(\.start).min()
        return mine.last { $0.start == first }?.from
    }

    /// A random sequence of tweens, waits and staggered groups on three gauges, and its flattened model.
    static func randomShow(_ rng: inout SplitMix64, gauges: [Gauge], engine: TweenEngine) -> (TweenSequence, [Leaf]) {
        var leaves: [Leaf] = []
        var steps: [Playable] = []
        var time = 0.0
        func leaf(at start: Double) -> (Leaf, Playable) {
            let g = Int.random(in: 0..<gauges.count, using: &rng)
            let from = Double(Int.random(in: 0...100, using: &rng))
            let to = Double(Int.random(in: 0...100, using: &rng))
            let duration = [0.25, 0.5, 1].randomElement(using: &rng)!
            return (
                Leaf(gauge: g, from: from, to: to, start: start, duration: duration),
                Tween(gauges[g], \.level, from: from, to: to, duration: duration, engine: engine)
            )
        }
        for _ in 0..<Int.random(in: 2...7, using: &rng) {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                let seconds = [0.25, 0.5].randomElement(using: &rng)!
                steps.append(Wait(seconds, engine: engine))
                time += seconds
            case 1:
                let stagger = [0, 0.125, 0.25].randomElement(using: &rng)!
                var children: [Playable] = []
                var length = 0.0
                for k in 0..<Int.random(in: 1...3, using: &rng) {
                    let (model, step) = leaf(at: time + Double(k) * stagger)
                    leaves.append(model)
                    children.append(step)
                    length = max(length, Double(k) * stagger + model.duration)
                }
                steps.append(TweenGroup(stagger: stagger, engine: engine) { for child in children { child } })
                time += length
            default:
                let (model, step) = leaf(at: time)
                leaves.append(model)
                steps.append(step)
                time += model.duration
            }
        }
        return (TweenSequence(engine: engine) { for step in steps { step } }, leaves)
    }

    /// Every gauge shows what the model says for time `t` (untouched gauges stay at -1).
    static func expectValues(_ gauges: [Gauge], _ leaves: [Leaf], at t: Double, seed: UInt64) {
        for (g, gauge) in gauges.enumerated() {
            let want = expected(leaves, gauge: g, at: t) ?? -1
            #expect(abs(gauge.level - want) < 1e-9, "seed \(seed), gauge \(g) at \(t): \(gauge.level), want \(want)")
        }
    }

    /// Three gauges at -1, a random show of them on `rig`'s engine, and its model.
    static func randomRun(_ rng: inout SplitMix64, _ rig: Rig) -> ([Gauge], TweenSequence, [Leaf]) {
        let gauges = (0..<3).map { _ in Gauge() }
        for gauge in gauges { gauge.level = -1 }
        let (show, leaves) = randomShow(&rng, gauges: gauges, engine: rig.engine)
        return (gauges, show, leaves)
    }

    @Test func seeksAlongAnyPathLandOnTheTimelinesValues() {
        for seed in UInt64(0)..<200 {
            var rng = SplitMix64(seed: seed)
            let rig = Rig()
            let (gauges, show, leaves) = Self.randomRun(&rng, rig)
            if Bool.random(using: &rng) {
                show.start()
                show.pause()
            }
            for _ in 0..<12 {
                let progress = Double.random(in: -0.05...1.05, using: &rng)
                show.seek(to: progress)
                let t = min(max(progress, 0), 1) * show.duration
                Self.expectValues(gauges, leaves, at: t, seed: seed)
            }
        }
    }

    @Test func framesForwardAndBackLandOnTheTimelinesValues() {
        for seed in UInt64(0)..<200 {
            var rng = SplitMix64(seed: seed)
            let rig = Rig()
            let (gauges, show, leaves) = Self.randomRun(&rng, rig)
            show.start()
            rig.driver.advance(by: Double.random(in: 0...show.duration, using: &rng))
            if Bool.random(using: &rng) { show.reverse() }
            while show.state == .running {
                let t = show.progress * show.duration
                Self.expectValues(gauges, leaves, at: t, seed: seed)
                rig.driver.advance(by: Double.random(in: 0.01...0.3, using: &rng))
            }
        }
    }
}
