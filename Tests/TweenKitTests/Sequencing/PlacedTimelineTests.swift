import Testing
import TweenKit

/// Steps placed by position and label, against start times worked out by hand.
@MainActor @Suite struct PlacedTimelineTests {
    /// Each gauge's tween runs 0 → 10 linearly over `durations[i]` from `starts[i]`: what it shows at `t`.
    static func expected(start: Double, duration: Double, at t: Double) -> Double {
        10 * min(max((t - start) / duration, 0), 1)
    }

    /// Seeks `timeline` through its length, forward then back, checking each gauge against its start.
    func expectPlaced(
        _ timeline: Timeline, _ gauges: [Gauge], starts: [Double], durations: [Double],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let total = timeline.totalDuration
        let times = stride(from: 0.0, through: total, by: total / 37).map { $0 }
        for t in times + times.reversed() {
            timeline.seek(to: t / total)
            for (i, gauge) in gauges.enumerated() {
                let want = Self.expected(start: starts[i], duration: durations[i], at: t)
                #expect(abs(gauge.level - want) < 1e-9, "step \(i) at \(t)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func everyFormOfPositionLandsWhereWorkedOutByHand() throws {
        let rig = Rig()
        let g = (0..<6).map { _ in Gauge() }
        func step(_ i: Int, _ duration: Double) -> Tween<Double> {
            Tween(g[i], \.level, from: 0, to: 10, duration: duration, engine: rig.engine)
        }
        let show = TweenSequence(engine: rig.engine) {
            step(0, 1)  // 0–1
            step(1, 1).at(.end - 0.2)  // 0.8–1.8: overlaps the first
            step(2, 0.5).at(.withPrevious)  // 0.8–1.3: with the second
            step(3, 0.5).at(.afterPrevious + 0.1)  // 1.4–1.9: after the third, with a gap
            TimelineLabel("reveal")  // 1.9: the end so far
            step(4, 1).at(.label("reveal") + 0.3)  // 2.2–3.2
            step(5, 0.4).at(0.1)  // 0.1–0.5: absolute
        }
        #expect(abs(show.totalDuration - 3.2) < 1e-12)
        #expect(try abs(show.time(ofLabel: "reveal") - 1.9) < 1e-12)
        expectPlaced(
            show, g, starts: [0, 0.8, 0.8, 1.4, 2.2, 0.1], durations: [1, 1, 0.5, 0.5, 1, 0.4])
    }

    @Test func aGroupPlacesItsStepsAtZeroUnlessToldAndLabelsGoAtTheEndSoFar() throws {
        let rig = Rig()
        let g = (0..<3).map { _ in Gauge() }
        let group = TweenGroup(engine: rig.engine) {
            Tween(g[0], \.level, from: 0, to: 10, duration: 2, engine: rig.engine)
            TimelineLabel("half", at: 1)
            TimelineLabel("after")
            Tween(g[1], \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            Tween(g[2], \.level, from: 0, to: 10, duration: 1, engine: rig.engine).at(.label("half") + 0.5)
        }
        #expect(group.labels == ["half": 1, "after": 2])
        expectPlaced(group, g, starts: [0, 0, 1.5], durations: [2, 1, 1])
    }

    @Test func playingFrameByFrameMatchesTheSeeksEvenReversedAndSpedUp() {
        let rig = Rig()
        let g = (0..<3).map { _ in Gauge() }
        let show = TweenSequence(engine: rig.engine) {
            Tween(g[0], \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            Tween(g[1], \.level, from: 0, to: 10, duration: 1, engine: rig.engine).at(.end - 0.5)
            Tween(g[2], \.level, from: 0, to: 10, duration: 1, engine: rig.engine).at(.withPrevious + 0.25)
        }
        let starts = [0, 0.5, 0.75]
        show.speed = 2
        show.start()
        for frame in 1...9 {  // 0.1 s frames at speed 2: 0.2 s of content each
            rig.driver.advance(by: 0.1)
            let t = min(Double(frame) * 0.2, 1.75)
            for i in 0..<3 { #expect(abs(g[i].level - Self.expected(start: starts[i], duration: 1, at: t)) < 1e-9) }
        }
        #expect(show.state == .finished)
        let back = TweenSequence(engine: rig.engine) {
            Tween(g[0], \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            Tween(g[1], \.level, from: 0, to: 10, duration: 1, engine: rig.engine).at(.end - 0.5)
        }
        back.reverse()
        back.start()
        rig.driver.advance(by: 0.5)  // at 1.0 of 1.5
        #expect(g[0].level == 10 && abs(g[1].level - 5) < 1e-9)
        rig.driver.advance(by: 0.75)  // at 0.25
        #expect(abs(g[0].level - 2.5) < 1e-9 && g[1].level == 0)
    }

    @Test func overlappingStepsOfOnePropertyFollowTheSharedPropertyRule() {
        let rig = Rig()
        let gauge = Gauge()
        // Given in this order, placed the other way round: the later start shows where they overlap.
        let show = TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, from: 100, to: 110, duration: 1, engine: rig.engine).at(1)  // 1–2
            Tween(gauge, \.level, from: 0, to: 20, duration: 2, engine: rig.engine).at(0)  // 0–2
        }
        show.seek(to: 0.25)  // 0.5 s: only the second writes
        #expect(abs(gauge.level - 5) < 1e-9)
        show.seek(to: 0.75)  // 1.5 s: both; the one starting later shows
        #expect(abs(gauge.level - 105) < 1e-9)
        show.seek(to: 0.4)  // back to 0.8 s
        #expect(abs(gauge.level - 8) < 1e-9)
        show.start()
        rig.driver.advance(by: 0.7)
        #expect(abs(gauge.level - 105) < 1e-9, "playing: 0.8 + 0.7 = 1.5 s")
    }

    @Test func aNestedPlacedTimelineKeepsItsOwnPositionsInsideItsParents() {
        let rig = Rig()
        let g = (0..<3).map { _ in Gauge() }
        let inner = TweenSequence(engine: rig.engine) {
            Tween(g[1], \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            TimelineLabel("mid", at: 0.5)
            Tween(g[2], \.level, from: 0, to: 10, duration: 1, engine: rig.engine).at(.label("mid"))
        }
        inner.repeatCount = 2
        inner.repeatDelay = 0.5
        let outer = TweenSequence(engine: rig.engine) {
            Tween(g[0], \.level, from: 0, to: 10, duration: 2, engine: rig.engine)
            inner.at(.end - 1)  // from 1: cycles 1–2.5, rest to 3, 3–4.5
        }
        #expect(outer.totalDuration == 4.5)
        outer.seek(to: 2 / 4.5)  // 1 s into the inner's first cycle
        #expect(g[0].level == 10)
        #expect(abs(g[1].level - 10) < 1e-9 && abs(g[2].level - 5) < 1e-9)
        outer.seek(to: 2.75 / 4.5)  // resting after the first cycle
        #expect(g[1].level == 10 && g[2].level == 10)
        outer.seek(to: 3.25 / 4.5)  // 0.25 into the second cycle
        #expect(abs(g[1].level - 2.5) < 1e-9 && g[2].level == 0)
    }

    @Test func labelsAreSoughtAndPlayedFromAndCallsBeforeThemStayQuiet() throws {
        let rig = Rig()
        let gauge = Gauge()
        var calls: [String] = []
        let show = TweenSequence(engine: rig.engine) {
            Call(engine: rig.engine) { calls.append("start") }
            Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            TimelineLabel("reveal")
            Call(engine: rig.engine) { calls.append("reveal") }
            Tween(gauge, \.level, from: 10, to: 30, duration: 1, engine: rig.engine)
        }
        show.delay = 0.5
        try show.seek(to: "reveal")
        #expect(gauge.level == 10 && show.state == .idle && calls.isEmpty)
        try show.play(from: "reveal")
        #expect(show.state == .running)
        rig.driver.advance(by: 0.5)
        #expect(abs(gauge.level - 20) < 1e-9)
        #expect(calls == ["reveal"], "the call on the label plays; the one before it stays quiet")
        rig.driver.advance(by: 1)
        #expect(show.state == .finished && gauge.level == 30)
        calls = []
        try show.play(from: "reveal")  // ended: plays again from there
        #expect(show.state == .running && gauge.level == 10)
        rig.driver.advance(by: 0.25)
        #expect(abs(gauge.level - 15) < 1e-9 && calls == ["reveal"])
        try show.play(from: "reveal")  // running: jumps back and plays on
        rig.driver.advance(by: 0.5)
        #expect(abs(gauge.level - 20) < 1e-9 && show.state == .running)
    }

    @Test func anUnknownLabelIsAClearErrorNotZero() {
        let rig = Rig()
        let gauge = Gauge()
        let show = TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            TimelineLabel("reveal")
        }
        show.seek(to: 0.5)
        #expect(throws: TweenError.unknownLabel(name: "revel", known: ["reveal"])) { try show.seek(to: "revel") }
        #expect(throws: TweenError.self) { try show.play(from: "nope") }
        #expect(throws: TweenError.self) { try show.time(ofLabel: "nope") }
        #expect(gauge.level == 5 && show.state == .idle, "nothing moved")
        #expect(
            TweenError.unknownLabel(name: "revel", known: ["reveal"]).description
                == "the timeline has no label 'revel': it has 'reveal'"
        )
    }

    @Test func aBadPositionInTheBuilderFailsTheTimelineBeforeAnythingIsWritten() {
        let rig = Rig()
        let gauge = Gauge()
        gauge.level = -1
        var results: [TweenResult] = []
        let early = TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            Tween(gauge, \.level, to: 20, duration: 1, engine: rig.engine).at(.withPrevious - 0.5)
        }
        early.onComplete { results.append($0) }.start()
        let unknown = TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, to: 20, duration: 1, engine: rig.engine).at(.label("later"))
            TimelineLabel("later")
        }
        unknown.onComplete { results.append($0) }.start()
        let infinite = TweenGroup(engine: rig.engine) {
            Tween(gauge, \.level, to: 20, duration: 1, engine: rig.engine).at(.time(.nan))
        }
        infinite.onComplete { results.append($0) }.start()
        #expect(results.count == 3)
        #expect(results.first == .failed(.invalidPosition(position: "withPrevious - 0.5", time: -0.5)))
        #expect(results.dropFirst().first == .failed(.labelNotYetAdded(name: "later", known: [])))
        guard case .failed(.invalidPosition(let position, let time)) = results.last else {
            Issue.record("the NaN position: \(results)")
            return
        }
        #expect(position == "nan" && time.isNaN)
        #expect(gauge.level == -1, "nothing written")
        #expect(
            TweenError.invalidPosition(position: "withPrevious - 0.5", time: -0.5).description
                == "position withPrevious - 0.5 lands at -0.5 s: a step or label must land at a finite time, 0 or later"
        )
    }

    @Test func addPlacesStepsBuiltInALoopAndRefusesWhatItCannotPlaceChangingNothing() throws {
        let rig = Rig()
        let g = (0..<4).map { _ in Gauge() }
        let wave = TweenSequence(engine: rig.engine) {}
        for (i, gauge) in g.enumerated() {
            try wave.add(
                Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine), at: .time(Double(i) * 0.25))
        }
        try wave.addLabel("done")
        #expect(wave.totalDuration == 1.75 && wave.labels == ["done": 1.75] && wave.steps.count == 4)
        let stray = Tween(g[0], \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        #expect(throws: TweenError.labelNotYetAdded(name: "nope", known: ["done"])) {
            try wave.add(stray, at: .label("nope"))
        }
        #expect(throws: TweenError.invalidPosition(position: "end - 2.0", time: -0.25)) {
            try wave.add(stray, at: .end - 2)
        }
        #expect(wave.steps.count == 4 && wave.totalDuration == 1.75, "unchanged")
        #expect(stray.state == .idle)
        let other = TweenSequence(engine: rig.engine) { stray }
        #expect(throws: TweenError.stepAlreadyInUse("Tween<Double>")) { try wave.add(stray) }
        try TweenSequence(engine: rig.engine) {}.add(other)
        #expect(throws: TweenError.timelineAlreadyInUse, "a step of another timeline") { try other.addLabel("x") }
        expectPlaced(wave, g, starts: [0, 0.25, 0.5, 0.75], durations: [1, 1, 1, 1])
        #expect(throws: TweenError.timelineAlreadyInUse, "sought") {
            try wave.add(Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine) { _ in })
        }
    }

    /// A random placed sequence on three gauges (tweens and staggered groups at random positions, labels
    /// among them) and its flattened model: each step's start worked out here, then the steps by start (given
    /// order among equal starts), each group's leaves in its own order, which is the order the rule reads.
    static func randomPlacedShow(_ rng: inout SplitMix64, gauges: [Gauge], engine: TweenEngine) -> (
        TweenSequence, [TimelineSeekTests.Leaf]
    ) {
        var items: [TimelineItem] = []
        var blocks: [(start: Double, index: Int, leaves: [TimelineSeekTests.Leaf])] = []
        var end = 0.0
        var previous = (start: 0.0, end: 0.0)
        var labels: [String: Double] = [:]
        func pick(_ options: [Double]) -> Double { options.randomElement(using: &rng)! }
        for index in 0..<Int.random(in: 2...7, using: &rng) {
            if Int.random(in: 0..<4, using: &rng) == 0 {
                let name = "l\(index)"
                labels[name] = end
                items.append(contentsOf: TimelineBuilder.buildExpression(TimelineLabel(name)))
            }
            // A position, and where it lands (kept at 0 or later).
            let offset = pick([0, 0.25, -0.25, 0.5])
            var position: TimelinePosition
            var start: Double
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: (position, start) = (.end + offset, end + offset)
            case 1: (position, start) = (.withPrevious + offset, previous.start + offset)
            case 2: (position, start) = (.afterPrevious + offset, previous.end + offset)
            case 3:
                let time = pick([0, 0.5, 1.25])
                (position, start) = (.time(time), time)
            default:
                if let (name, time) = labels.randomElement(using: &rng) {
                    (position, start) = (.label(name) + offset, time + offset)
                } else {
                    (position, start) = (.end + offset, end + offset)
                }
            }
            if start < 0 { (position, start) = (.time(0), 0) }
            // The step: a tween or a staggered group of one to three.
            let stagger = pick([0, 0.125])
            var leaves: [TimelineSeekTests.Leaf] = []
            var tweens: [Playable] = []
            for k in 0..<Int.random(in: 1...3, using: &rng) {
                let g = Int.random(in: 0..<gauges.count, using: &rng)
                let from = Double(Int.random(in: 0...100, using: &rng))
                let to = Double(Int.random(in: 0...100, using: &rng))
                let duration = pick([0.25, 0.5, 1])
                leaves.append(
                    .init(gauge: g, from: from, to: to, start: start + Double(k) * stagger, duration: duration))
                tweens.append(Tween(gauges[g], \.level, from: from, to: to, duration: duration, engine: engine))
            }
            let step: Playable =
                tweens.count == 1 ? tweens[0] : TweenGroup(stagger: stagger, engine: engine) { for t in tweens { t } }
            items.append(step.at(position))
            blocks.append((start, index, leaves))
            let stepEnd = leaves.map(\.end).max()!
            end = max(end, stepEnd)
            previous = (start, stepEnd)
        }
        let leaves = blocks.sorted { ($0.start, $0.index) < ($1.start, $1.index) }.flatMap(\.leaves)
        return (TweenSequence(engine: engine) { for item in items { item } }, leaves)
    }

    @Test func randomPlacementsSeekAndPlayToTheModelsValues() {
        for seed in UInt64(0)..<150 {
            var rng = SplitMix64(seed: seed)
            let rig = Rig()
            let gauges = (0..<3).map { _ in Gauge() }
            for gauge in gauges { gauge.level = -1 }
            let (show, leaves) = Self.randomPlacedShow(&rng, gauges: gauges, engine: rig.engine)
            #expect(abs(show.duration - leaves.map(\.end).max()!) < 1e-12, "seed \(seed)")
            for _ in 0..<8 {
                let progress = Double.random(in: 0...1, using: &rng)
                show.seek(to: progress)
                TimelineSeekTests.expectValues(gauges, leaves, at: progress * show.duration, seed: seed)
            }
            show.start()
            if Bool.random(using: &rng) { show.speed = 1.5 }
            if Bool.random(using: &rng) { show.reverse() }
            while show.state == .running {
                TimelineSeekTests.expectValues(gauges, leaves, at: show.progress * show.duration, seed: seed)
                rig.driver.advance(by: Double.random(in: 0.01...0.2, using: &rng))
            }
        }
    }

    @Test func playFromALabelTurnsAReversedOneForwardAndResumesAPausedOne() throws {
        let rig = Rig()
        let gauge = Gauge()
        let show = TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            TimelineLabel("mid")
            Tween(gauge, \.level, from: 10, to: 20, duration: 1, engine: rig.engine)
        }
        show.speed = 2
        show.start()
        rig.driver.advance(by: 0.75)  // 1.5 s of content
        show.reverse()
        try show.play(from: "mid")
        #expect(!show.isReversed && gauge.level == 10)
        rig.driver.advance(by: 0.25)  // 0.5 s of content at speed 2
        #expect(abs(gauge.level - 15) < 1e-9)
        show.pause()
        try show.play(from: "mid")
        #expect(show.state == .running && gauge.level == 10)
        #expect(show.startTime(of: show.steps[1]) == 1 && show.startTime(of: Wait(1, engine: rig.engine)) == nil)
    }

    @Test func aLabelOfADelayedTimelineIsInItsContentTime() throws {
        let rig = Rig()
        let gauge = Gauge()
        let show = TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            TimelineLabel("end of first", at: .afterPrevious)
            Tween(gauge, \.level, from: 10, to: 30, duration: 2, engine: rig.engine)
        }
        show.delay = 1
        show.start()
        try show.seek(to: "end of first")  // past the delay: 1 s into the content
        #expect(gauge.level == 10 && show.state == .running)
        rig.driver.advance(by: 1)
        #expect(abs(gauge.level - 20) < 1e-9)
        #expect(abs(show.progress - 2.0 / 3) < 1e-9, "2 s of the 3 s active span")
    }

    /// Found by the random runs: a nested sequence whose own steps share a property settles it to its last
    /// step's end; where a step of the parent placed over it writes that property then, the parent's shows.
    @Test func aNestedTimelinesOwnSettlingDoesNotHideAParentStepOverIt() {
        let rig = Rig()
        let (g0, g1) = (Gauge(), Gauge())
        let e = rig.engine
        let inner = TweenSequence(engine: e) {
            Tween(g1, \.level, from: 48, to: 0, duration: 0.1, engine: e)
            Tween(g1, \.level, to: 38, duration: 0.1, engine: e).at(.end + 0.05)  // 0.15–0.25
            Tween(g0, \.level, from: 1, to: 6, duration: 0.25, engine: e)  // 0.25–0.5
        }
        let root = TweenSequence(engine: e) {
            TweenSequence(engine: e) { inner }
            Tween(g1, \.level, from: 97, to: 74, duration: 0.25, engine: e).at(0.1)  // 0.1–0.35, over the inner
        }
        root.seek(to: 1)
        root.seek(to: 0)
        for path in [[0.3], [0.44, 0.3], [0.2, 0.3], [0.0, 0.3]] {
            for t in path { root.seek(to: t / 0.5) }
            #expect(abs(g1.level - (97 - 23 * 0.8)) < 1e-9, "after \(path): the parent's step at 0.3 s")
        }
    }
}
