import Testing
import TweenKit

/// What a timeline and its steps read: where steps and labels are placed (`startTime(of:)`, `time(ofLabel:)`,
/// `duration`), and `time`, `progress`, `cycleProgress` and a step's `state` as the playhead moves (T1–T3, P4).
@MainActor @Suite(.tags(.timeline)) struct TimelineReadingTests {
    /// A timeline built, and its readings next to what they should be.
    struct Placement: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let read: @MainActor @Sendable (TweenEngine) throws -> (actual: [Double], expected: [Double])
    }

    nonisolated static let placements = [
        Placement(testDescription: "every form of position, and a label at the end so far") { e in
            let g = Gauge()
            let root = TweenSequence(engine: e) {
                level(g, from: 0, to: 10, 1, e)
                level(g, from: 0, to: 10, 1, e).at(.end - 0.2)
                level(g, from: 0, to: 10, 0.5, e).at(.withPrevious)
                level(g, from: 0, to: 10, 0.5, e).at(.afterPrevious + 0.1)
                TimelineLabel("reveal")
                level(g, from: 0, to: 10, 1, e).at(.label("reveal") + 0.3)
                level(g, from: 0, to: 10, 0.4, e).at(0.1)
            }
            let starts = root.steps.map { root.startTime(of: $0) ?? -1 }
            let foreign = root.startTime(of: Wait(1, engine: e)) ?? -1
            return (
                starts + [try root.time(ofLabel: "reveal"), root.totalDuration, foreign],
                [0, 0.8, 0.8, 1.4, 2.2, 0.1, 1.9, 3.2, -1]
            )
        },
        Placement(testDescription: "a group's labels, and a nested repeating timeline's span") { e in
            let g = Gauge()
            let group = TweenGroup(engine: e) {
                level(g, from: 0, to: 10, 2, e)
                TimelineLabel("half", at: 1)
                TimelineLabel("after")
            }
            let outer = TweenSequence(engine: e) {
                level(g, from: 0, to: 10, 2, e)
                TweenSequence(engine: e) { level(g, from: 0, to: 10, 1, e) }.timed(repeats: 2, rest: 0.5).at(.end - 1)
            }
            return ([group.labels["half"] ?? -1, group.labels["after"] ?? -1, outer.totalDuration], [1, 2, 3.5])
        },
        Placement(testDescription: "positions count the previous step's whole span and skip labels") { e in
            let g = Gauge()
            let a = level(g, from: 0, to: 1, 1, e).timed(delay: 0.5, speed: 2)  // span 0.75
            let (b, c, d) = (level(g, to: 1, 1, e), level(g, to: 1, 1, e), level(g, to: 1, 1, e))
            let root = TweenSequence(engine: e) {
                a.at(1)
                b.at(.afterPrevious)
                TimelineLabel("far", at: 9)
                c.at(.withPrevious + 0.1)
                d
            }
            return ([b, c, d].map { root.startTime(of: $0) ?? -1 } + [root.duration], [1.75, 1.85, 2.85, 3.85])
        },
        Placement(testDescription: "a label added again moves, and steps placed at it before stay") { e in
            let g = Gauge()
            let (a, b) = (level(g, from: 0, to: 1, 1, e), observed(g, from: 0, to: 1, 1, e))
            let root = TweenGroup(engine: e) {
                TimelineLabel("x", at: 1)
                a.at(.label("x"))
                TimelineLabel("x", at: 3)
                b.at(.label("x"))
            }
            return (
                [root.startTime(of: a) ?? -1, root.startTime(of: b) ?? -1, try root.time(ofLabel: "x")], [1, 3, 3]
            )
        },
        Placement(testDescription: "a label past the content's end is at the end, in a repeating root too") { e in
            let g = Gauge()
            let root = TweenSequence(engine: e) {
                level(g, from: 0, to: 10, 1, e)
                TimelineLabel("done")
                TimelineLabel("far", at: 5)
            }.timed(repeats: 3)
            return (
                [
                    try root.time(ofLabel: "far"), root.labels["far"] ?? -1, try root.time(ofLabel: "done"),
                    root.duration,
                ], [1, 1, 1, 1]
            )
        },
        Placement(testDescription: "a step of no length with repeats and rests takes no time") { e in
            let g = Gauge()
            let zero = level(g, from: 0, to: 10, 0, e).timed(repeats: 3, rest: 0.5)
            let next = level(g, to: 20, 1, e)
            let root = TweenSequence(engine: e) {
                zero
                next
            }
            return ([zero.totalDuration, root.startTime(of: next) ?? -1, root.duration], [0, 0, 1])
        },
    ]

    @Test(arguments: placements) func stepsAndLabelsAreWhereTheReadingsSay(_ placement: Placement) throws {
        let rig = Rig()
        let (actual, expected) = try placement.read(rig.engine)
        #expect(actual.count == expected.count && zip(actual, expected).allSatisfy { near($0, $1, 1e-9) }, "\(actual)")
    }

    /// What is done to the root before each reading.
    enum Action: Sendable {
        case start
        case to(Double)
        case seekTime(Double)
        case cancel, reverse, finish
    }

    /// A root of one tween of a gauge's level from 0 to 100, and its readings after each action: `time`,
    /// `progress`, `cycleProgress` and the level.
    struct Readings: CustomTestStringConvertible, Sendable {
        let testDescription: String
        var duration = 1.0
        let timing: @MainActor @Sendable (TweenSequence) -> Void
        let checks: [(action: Action, time: Double, progress: Double, cycle: Double, level: Double)]
    }

    nonisolated static let readings = [
        Readings(
            testDescription: "through a delay, passes, a rest and a seam at speed 2",
            timing: { $0.timed(delay: 0.5, repeats: 2, rest: 0.5, speed: 2) },  // local: delay, 0.5–1.5, rest, 2–3
            checks: [
                (.start, 0, 0, 0, 0), (.to(0.1), 0, 0, 0, 0), (.to(0.5), 0.5, 0.2, 0.5, 50),
                (.to(0.75), 1.0, 0.4, 1, 100),  // the end of pass 1, the start of the rest
                (.to(1.0), 1.5, 0.6, 0, 0),  // the rest's end: the start of pass 2
                (.to(1.25), 2.0, 0.8, 0.5, 50), (.to(1.5), 2.5, 1, 1, 100),
                (.seekTime(1.2), 1.2, 0.48, 1, 100),  // in the rest: the end of pass 1
            ]),
        Readings(
            testDescription: "on a backward pass content time runs back",
            timing: { $0.timed(autoreverses: true) },
            checks: [(.start, 0, 0, 0, 0), (.to(1.25), 1.25, 0.625, 0.75, 75)]),
        Readings(
            testDescription: "in a rest content time stays where the pass ended",
            timing: { $0.timed(repeats: 2, rest: 0.5) },
            checks: [(.start, 0, 0, 0, 0), (.to(1.25), 1.25, 0.5, 1, 100), (.to(1.75), 1.75, 0.7, 0.25, 25)]),
        Readings(
            testDescription: "an endless root's progress is over one cycle",
            timing: { $0.timed(repeats: .infinity) }, checks: [(.start, 0, 0, 0, 0), (.to(2.25), 2.25, 0.25, 0.25, 25)]),
        Readings(
            testDescription: "seek(toTime:) and time count from the end of the delay",
            duration: 2, timing: { $0.timed(delay: 1) },
            checks: [(.seekTime(0.5), 0.5, 0.25, 0.25, 25), (.start, 0.5, 0.25, 0.25, 25), (.to(0.5), 1, 0.5, 0.5, 50)]),
        Readings(
            testDescription: "progress stays where a cancel left it",
            duration: 2, timing: { _ in },
            checks: [
                (.start, 0, 0, 0, 0), (.to(0.5), 0.5, 0.25, 0.25, 25), (.cancel, 0.5, 0.25, 0.25, 25),
                (.to(1), 0.5, 0.25, 0.25, 25),
            ]),
        Readings(
            testDescription: "progress is 0 after a reversed finish",
            duration: 2, timing: { _ in },
            checks: [
                (.start, 0, 0, 0, 0), (.to(1.5), 1.5, 0.75, 0.75, 75), (.reverse, 1.5, 0.75, 0.75, 75),
                (.to(1.75), 1.25, 0.625, 0.625, 62.5), (.finish, 0, 0, 0, 0),
            ]),
        Readings(
            testDescription: "a seek out of the span counts as the nearer end",
            timing: { _ in }, checks: [(.seekTime(.infinity), 1, 1, 1, 100), (.seekTime(-.infinity), 0, 0, 0, 0)]),
    ]

    @Test(arguments: readings) func timeProgressAndCycleProgressFollowThePlayhead(_ readings: Readings) {
        let (rig, e, g) = stage()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, readings.duration, e) }
        readings.timing(root)
        for (index, check) in readings.checks.enumerated() {
            switch check.action {
            case .start: root.start()
            case .to(let time): rig.to(time)
            case .seekTime(let time): root.seek(toTime: time)
            case .cancel: root.cancel()
            case .reverse: root.reverse()
            case .finish: root.finish()
            }
            let read = [root.time, root.progress, root.cycleProgress, g.level]
            let want = [check.time, check.progress, check.cycle, check.level]
            #expect(zip(read, want).allSatisfy { near($0, $1) }, "after \(index) \(check.action): \(read)")
        }
    }

    /// P4: a step's state follows its root's time: idle before it begins (a step placed at 1 with a delay of 0.5
    /// has not begun at 1.25, T4), running, finished, and anew in each pass (at 2.5, the seam, the second's start).
    @Test func aStepsStateFollowsItsRootsTimeInEachPass() {
        let (rig, e, g) = stage()
        let a = level(g, from: 0, to: 1, 1, e)
        let b = observed(g, from: 0, to: 1, 1, e).timed(delay: 0.5)
        let root = TweenSequence(engine: e) {
            a
            b
        }.timed(repeats: 2)
        root.start()
        var seen: [[TweenState]] = []
        for t in [0.5, 1.25, 2.0, 2.5, 3.0, 3.75, 4.25] {
            rig.to(t)
            seen.append([a.state, b.state])
        }
        root.pause()
        seen.append([a.state, b.state])
        #expect(
            seen == [
                [.running, .idle], [.finished, .idle], [.finished, .running], [.running, .idle], [.running, .idle],
                [.finished, .idle], [.finished, .running], [.finished, .paused],
            ])
    }

    /// P4, T2: a timeline of waits reads, and its steps' states follow its content time, on the backward pass too.
    @Test func aTimelineOfWaitsReadsAndStatesThroughAnAutoreversingRun() {
        let (rig, e, _) = stage()
        let (w1, w2) = (Wait(1, engine: e), Wait(1, engine: e))
        let root = TweenSequence(engine: e) {
            w1
            w2
        }.timed(autoreverses: true)
        root.start()
        rig.to(0.5)
        #expect(w1.state == .running && w2.state == .idle && near(root.progress, 0.125))
        rig.to(2.5)
        #expect(near(root.cycleProgress, 0.75) && near(root.progress, 0.625))
        #expect(w1.state == .finished && w2.state == .running)
        rig.to(4.5)
        #expect(root.state == .finished && root.progress == 1)
    }

    /// P4: a step's `progress` (over its whole span) follows its root's time, like its `time` and `cycleProgress`,
    /// in every cycle of the root.
    @Test func aStepsProgressFollowsItsRootLikeItsTimeAndCycleProgress() {
        let (rig, e, g) = stage()
        let step = level(g, from: 0, to: 10, 2, e).timed(repeats: 2, autoreverses: true, speed: 2)  // span 8 / 2 = 4
        let root = TweenSequence(engine: e) {
            Wait(1, engine: e)
            step
        }.timed(repeats: 2)
        root.start()
        rig.to(1.5)  // step local 1: half-way through its first forward pass
        #expect(near(step.time, 1) && near(step.cycleProgress, 0.5) && near(step.progress, 0.125))
        rig.to(2.5)  // step local 3: half-way back
        #expect(near(step.time, 3) && near(step.cycleProgress, 0.5) && near(g.level, 5))
        rig.to(6.5)  // root cycle 2 (D = 5), step local 1 again
        #expect(near(step.time, 1) && near(step.progress, 0.125), "\(step.time) \(step.progress)")
    }
}
