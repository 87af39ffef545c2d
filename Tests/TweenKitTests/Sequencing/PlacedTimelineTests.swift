import Testing
import TweenKit

/// Steps placed by position and label (T2, T3, T5, C4), as rows checked against the reference model's own
/// placing: every form of position, groups, nested placed timelines, labels sought and played from, and random
/// placed sequences sought and played; the builder's and `add`'s errors by hand.
@MainActor @Suite(.tags(.timeline, .model)) struct PlacedTimelineTests {
    @Test(arguments: placed) func stepsShowWhereTheyArePlaced(_ row: ModelRow) { row.check() }

    @Test(arguments: 0..<150) func randomPlacementsSeekAndPlayToTheModelsValues(seed: UInt64) {
        Self.randomPlacedRow(seed).check()
    }

    /// Seeks forward then back through a root lasting `total` seconds, 38 times each way.
    nonisolated static func sweep(_ total: Double) -> [Play] {
        let times = stride(from: 0.0, through: total, by: total / 37).map { $0 }
        return (times + times.reversed()).map { .seek($0 / total) }
    }

    nonisolated static let placed: [ModelRow] = [
        ModelRow(
            "T2: every form of position lands where it says",
            seq(
                tween(.a, from: 0, to: 10, 1),  // 0–1
                tween(.b, from: 0, to: 10, 1).at(.end(-0.2)),  // 0.8–1.8: overlaps the first
                tween(.a1, from: 0, to: 10, 0.5).at(.withPrevious(0)),  // 0.8–1.3: with the second
                tween(.b1, from: 0, to: 10, 0.5).at(.afterPrevious(0.1)),  // 1.4–1.9: after the third, with a gap
                label("reveal"),  // 1.9: the end so far
                tween(.a2, from: 0, to: 10, 1).at(.label("reveal", 0.3)),  // 2.2–3.2
                tween(.b2, from: 0, to: 10, 0.4).at(0.1)),  // 0.1–0.5: absolute
            sweep(3.2)),
        ModelRow(
            "T2: a group places its steps at 0 unless told, and labels at the end so far",
            group(
                tween(.a, from: 0, to: 10, 2), label("half", at: .time(1)), label("after"),
                tween(.b, from: 0, to: 10, 1),
                tween(.a1, from: 0, to: 10, 1).at(.label("half", 0.5))),
            sweep(2.5)),
        ModelRow(
            "V1: playing frame by frame at speed 2 matches the seeks",
            seq(
                tween(.a, from: 0, to: 10, 1), tween(.b, from: 0, to: 10, 1).at(.end(-0.5)),
                tween(.a1, from: 0, to: 10, 1).at(.withPrevious(0.25))
            ).timed(speed: 2),
            [.start, .every(0.1, count: 9)]),
        ModelRow(
            "V1: playing reversed matches the seeks",
            seq(tween(.a, from: 0, to: 10, 1), tween(.b, from: 0, to: 10, 1).at(.end(-0.5))),
            [.start, .reverse, .by(0.5), .by(0.75)]),
        ModelRow(
            "V2, T5: overlapping steps of one property: the later start shows, whatever the written order",
            seq(tween(.a, from: 100, to: 110, 1).at(1), tween(.a, from: 0, to: 20, 2).at(0)),
            [.seek(0.25), .seek(0.75), .seek(0.4), .start, .by(0.7)]),
        ModelRow(
            "T3: a nested placed timeline keeps its own positions inside its parents",
            seq(
                tween(.a, from: 0, to: 10, 2),
                seq(
                    tween(.b, from: 0, to: 10, 1), label("mid", at: .time(0.5)),
                    tween(.a1, from: 0, to: 10, 1).at(.label("mid", 0))
                )
                .timed(repeats: 2, rest: 0.5).at(.end(-1))),  // from 1: cycles 1–2.5, rest to 3, 3–4.5
            [.seek(2 / 4.5), .seek(2.75 / 4.5), .seek(3.25 / 4.5)]),
        ModelRow(
            "C4: labels are sought and played from, and the calls before them stay quiet",
            seq(call(), tween(.a, from: 0, to: 10, 1), label("reveal"), call(), tween(.a, from: 10, to: 30, 1))
                .timed(delay: 0.5),
            [
                .seekLabel("reveal"), .playFrom("reveal"), .by(0.5), .by(1), .playFrom("reveal"), .by(0.25),
                .playFrom("reveal"), .by(0.5),
            ]),
        ModelRow(
            "C4: play(from:) turns a reversed root forward and resumes a paused one",
            seq(tween(.a, from: 0, to: 10, 1), label("mid"), tween(.a, from: 10, to: 20, 1)).timed(speed: 2),
            [.start, .by(0.75), .reverse, .playFrom("mid"), .by(0.25), .pause, .playFrom("mid")]),
        ModelRow(
            "C4: a label of a delayed timeline is in its content time",
            seq(
                tween(.a, from: 0, to: 10, 1), label("end of first", at: .afterPrevious(0)),
                tween(.a, from: 10, to: 30, 2)
            )
            .timed(delay: 1),
            [.start, .seekLabel("end of first"), .by(1)]),
        ModelRow(
            "V2: a nested timeline's own settling does not hide a parent step over it",
            seq(
                seq(
                    seq(
                        tween(.a1, from: 48, to: 0, 0.1), tween(.a1, to: 38, 0.1).at(.end(0.05)),  // 0.15–0.25
                        tween(.a, from: 1, to: 6, 0.25))),  // 0.25–0.5
                tween(.a1, from: 97, to: 74, 0.25).at(0.1)),  // 0.1–0.35, over the inner
            [.seek(1), .seek(0)]
                + [[0.3], [0.44, 0.3], [0.2, 0.3], [0.0, 0.3]].flatMap { $0.map { .seek($0 / 0.5) } }),
    ]

    /// A random placed sequence on three properties: tweens and staggered groups at random positions (one landing
    /// before 0 goes at 0), labels among them; sought eight times, then played (at speed 1.5, or reversed, half the
    /// time each).
    nonisolated static func randomPlacedRow(_ seed: UInt64) -> ModelRow {
        var rng = SplitMix64(seed: seed)
        func pick(_ options: [Double]) -> Double { options.randomElement(using: &rng)! }
        var lines: [ModelLine] = []
        var labels: [String: Double] = [:]
        var (end, previous) = (0.0, (start: 0.0, end: 0.0))
        for index in 0..<Int.random(in: 2...7, using: &rng) {
            if Int.random(in: 0..<4, using: &rng) == 0 {
                labels["l\(index)"] = end
                lines.append(label("l\(index)"))
            }
            let offset = pick([0, 0.25, -0.25, 0.5])
            var (position, start): (ModelPosition, Double)
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: (position, start) = (.end(offset), end + offset)
            case 1: (position, start) = (.withPrevious(offset), previous.start + offset)
            case 2: (position, start) = (.afterPrevious(offset), previous.end + offset)
            case 3:
                let time = pick([0, 0.5, 1.25])
                (position, start) = (.time(time), time)
            default:
                if let (name, time) = labels.randomElement(using: &rng) {
                    (position, start) = (.label(name, offset), time + offset)
                } else {
                    (position, start) = (.end(offset), end + offset)
                }
            }
            if start < 0 { (position, start) = (.time(0), 0) }
            let stagger = pick([0, 0.125])
            var length = 0.0
            let tweens = (0..<Int.random(in: 1...3, using: &rng)).map { k in
                let property = [ModelProperty.a, .a1, .a2].randomElement(using: &rng)!
                let (from, to) = (
                    Double(Int.random(in: 0...100, using: &rng)), Double(Int.random(in: 0...100, using: &rng))
                )
                let duration = pick([0.25, 0.5, 1])
                length = max(length, Double(k) * stagger + duration)
                return tween(property, from: from, to: to, duration)
            }
            lines.append((tweens.count == 1 ? tweens[0] : group(stagger: .each(stagger), tweens)).at(position))
            end = max(end, start + length)
            previous = (start, start + length)
        }
        var play: [Play] = (0..<8).map { _ in .seek(Double.random(in: 0...1, using: &rng)) } + [.start]
        if Bool.random(using: &rng) { play.append(.speed(1.5)) }
        if Bool.random(using: &rng) { play.append(.reverse) }
        play += (0..<40).map { _ in .by(Double.random(in: 0.01...0.2, using: &rng)) }
        return ModelRow("seed \(seed)", seq(lines), values: [.a: -1, .a1: -1, .a2: -1], play)
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
        for (t, values) in [(0.5, [5.0, 2.5, 0, 0]), (1.25, [10, 10, 7.5, 5])] {
            wave.seek(toTime: t)
            #expect(g.map(\.level) == values, "at \(t)")
        }
        #expect(throws: TweenError.timelineAlreadyInUse, "sought") {
            try wave.add(Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine) { _ in })
        }
    }
}
