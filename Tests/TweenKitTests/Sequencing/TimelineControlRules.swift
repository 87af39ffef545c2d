import Testing
import TweenKit

/// Controls made from outside (C1–C8 of "Timeline Semantics"): start, pause, seek, scrub, play(from:), reverse,
/// restart, finish and cancel, in every state. Each row plays on the engine and on the reference model.
@MainActor @Suite(.tags(.timeline, .model)) struct TimelineControlRules {
    @Test(arguments: finishing) func finishPlaysWhatIsLeftOfThePass(_ row: ModelRow) { row.check() }
    @Test(arguments: cancelling) func cancelEndsTheRunWritingNothing(_ row: ModelRow) { row.check() }
    @Test(arguments: seeking) func seeksAndScrubsMoveThePlayheadQuietly(_ row: ModelRow) { row.check() }
    @Test(arguments: playing) func playRestartAndReverse(_ row: ModelRow) { row.check() }
    @Test(arguments: labels) func playFromALabel(_ row: ModelRow) { row.check() }

    /// C5 on an idle root (which the programs leave out): it plays from its end to its start, with the start values
    /// of the forward first pass (V4), and runs no events.
    @Test func reversingAnIdleRootPlaysItBackwardWithTheForwardStartValues() {
        let (rig, e, g) = stage()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("a"))
            level(g, to: 100, 1, e)
            level(g, to: 0, 1, e)
            Call(engine: e, trace.call("b"))
        }
        root.onComplete(trace.done("root"))
        root.reverse()
        root.start()
        for (time, value) in [(0.5, 50.0), (1, 100), (1.5, 50)] {
            rig.to(time)
            #expect(near(g.level, value), "at \(time)")
        }
        rig.to(2)
        #expect(g.level == 0 && root.state == .finished && trace.log == ["root.fin"])
    }

    /// How a root is brought into each state before a control: idle, sought, delayed, running, paused, reversed,
    /// resting between passes, scrubbed, finished.
    nonisolated static let states: [(name: String, play: [Play])] = [
        ("idle", []), ("sought", [.seekTime(0.5)]), ("delayed", [.start, .to(0.5)]), ("running", [.start, .to(0.5)]),
        ("paused", [.start, .to(0.5), .pause]), ("reversed", [.start, .to(1.5), .reverse, .to(1.6)]),
        ("resting", [.start, .to(2.5)]), ("scrubbed", [.start, .to(0.5), .scrub(0.1)]),
        ("finished", [.start, .run(6)]),
    ]

    nonisolated static let finishing: [ModelRow] =
        states.map { state in
            ModelRow(
                "C7: finish when \(state.name) completes once at the end (the start when reversed)",
                seq(tween(.a, to: 10, 1), tween(.b, from: 3, to: 5, 1))
                    .timed(delay: state.name == "delayed" ? 1 : 0, repeats: 2, rest: 1).onComplete(),
                state.play + [.finish, .run(1), .finish])
        } + [
            ModelRow(
                "C7: finishing a repeating timeline runs the calls left in its current cycle only",
                seq(tween(.a, from: 0, to: 10, 0.5), call(), tween(.a, to: 20, 0.5), call()).timed(repeats: 3),
                [.start, .by(1.75), .finish]),
            ModelRow(
                "C7: finish at a seam from outside plays the pass beginning there",
                seq(call(), wait(1), call()).timed(repeats: 3).onComplete(), [.start, .to(1), .finish]),
            ModelRow(
                "C7: finish in a rest runs no events",
                seq(call(), tween(.a, from: 0, to: 10, 1), call()).timed(repeats: 2, autoreverses: true, rest: 1)
                    .onComplete(),
                [.start, .to(1.5), .finish]),
            ModelRow(
                "C7, E9: finish while reversed shows the start and cancels the open step",
                seq(tween(.a, from: 0, to: 10, 1).onComplete(), call(), tween(.b, from: 5, to: 6, 1).traced)
                    .onComplete(),
                [.start, .to(1.5), .reverse, .to(1.7), .finish]),
            ModelRow(
                "C7, E8: finish from idle runs the first pass's events and the root's start",
                seq(call(), wait(1), call()).timed(repeats: 2).traced, [.finish]),
            ModelRow(
                "C7: finish from the delay runs the root's start and the first pass",
                seq(call(), wait(1)).timed(delay: 1).traced, [.start, .to(0.5), .finish]),
            ModelRow(
                "C7, E5: finish of an idle root sought onto a call plays from there",
                seq(call(), wait(0.5), call(), wait(0.5), call()).onComplete(), [.seekTime(0.5), .finish]),
            ModelRow(
                "C7: finish in a nested rest runs the rest of the root's pass",
                seq(seq(call(), tween(.a, from: 0, to: 100, 1)).timed(repeats: 2, rest: 1), call()).onComplete(),
                [.start, .to(1.5), .finish]),
        ]

    nonisolated static let cancelling: [ModelRow] = states.dropLast().map { state in
        ModelRow(
            "C8: cancel when \(state.name) completes once and writes nothing then or after",
            seq(tween(.a, from: 0, to: 10, 1), tween(.b, to: 5, 1))
                .timed(delay: state.name == "delayed" ? 1 : 0, repeats: 2, rest: 1).onComplete(),
            state.play + [
                .cancel, .set(.a, -1), .set(.b, -1), .run(5), .seekTime(0.3), .cancel, .finish, .resume, .play,
                .reverse, .run(1),
            ])
    }

    nonisolated static let seeking: [ModelRow] =
        [("seek", Play.seek(0)), ("scrub", .scrub(0))].flatMap { name, move in
            [("start", Play.start), ("play", .play)].map { begin, play in
                ModelRow(
                    "E5: \(name) an idle timeline to 0, then \(begin): the call at 0 runs then, once",
                    seq(call(), wait(1)), [move, play, .run(2)])
            }
        } + [
            ModelRow(
                "C3: a scrub pauses a playing root; an idle one stays idle, a finished one finished",
                seq(tween(.a, from: 0, to: 10, 1)),
                [.scrub(0.3), .start, .to(0.2), .scrub(0.8), .to(0.5), .play, .to(0.6), .to(1), .scrub(0.5)]),
            ModelRow(
                "C3: a finished root sought back shows there, and play() plays on as a new run",
                seq(tween(.a, from: 0, to: 10, 1), call(), tween(.a, from: 20, to: 30, 1)),
                [.start, .to(3), .seekTime(1), .play, .to(3.5), .to(4)]),
            ModelRow(
                "T1: seek(toTime:) counts from the end of the delay",
                seq(tween(.a, from: 0, to: 100, 2)).timed(delay: 1), [.seekTime(0.5), .start, .to(0.5)]),
            ModelRow(
                "E5: seek then play() of an idle root runs the call there; resuming does not",
                seq(wait(0.5), call(), wait(0.5)),
                [.seekTime(0.5), .play, .to(0.1), .pause, .seekTime(0.5), .resume, .to(0.2)]),
            ModelRow(
                "E5: play() after scrubbing an idle root runs the call there",
                seq(wait(0.5), call(), tween(.a, from: 0, to: 100, 1)), [.scrub(1.0 / 3), .play, .to(0.5)]),
            ModelRow(
                "E5: play() after scrubbing a playing root resumes without the call there",
                seq(wait(0.5), call(), tween(.a, from: 0, to: 100, 1)),
                [.start, .to(0.1), .scrub(0.5), .play, .to(0.35)]),
            ModelRow(
                "E8, E2: a seek out of the delay runs no start, and the call at 0 never",
                seq(call(), tween(.a, from: 0, to: 100, 1)).timed(delay: 1).onStart(),
                [.start, .to(0.5), .seekTime(0), .to(1)]),
            ModelRow(
                "C1, E5: a seek into a rest, then play() waits out the rest",
                seq(call(), tween(.a, from: 0, to: 100, 1)).timed(repeats: 2, rest: 0.5).onStart(),
                [.seekTime(1.25), .play, .to(0.2), .to(0.5), .to(1.5)]),
            ModelRow(
                "C3, E3: a seek into a rest while playing runs the next cycle's call once",
                seq(call(), tween(.a, from: 0, to: 100, 1)).timed(repeats: 2, rest: 0.5),
                [.start, .to(0.1), .seekTime(1.25), .to(0.45)]),
            ModelRow(
                "T2, E5: play() after a seek onto a seam runs the beginning pass's call once",
                seq(call(), tween(.a, from: 0, to: 100, 1)).timed(repeats: 2),
                [.seekTime(1), .play, .to(0.5), .to(1.1)]),
            ModelRow(
                "T2, C1: play() after a seek into the rest before the backward pass plays it backward",
                group(tween(.a, from: 0, to: 100, 1), call().at(0.5)).timed(autoreverses: true, rest: 1),
                [.seekTime(1.5), .play, .to(0.4), .to(0.75), .to(1.6)]),
        ]

    nonisolated static let playing: [ModelRow] = [
        ModelRow(
            "C2: play() resumes a paused root, and leaves a finished one at its end",
            seq(wait(0.5), call(), wait(0.5)).onComplete(),
            [.start, .to(0.5), .pause, .play, .to(0.6), .to(2), .play, .to(3)]),
        ModelRow(
            "C5: play() turns a reversed root forward, and the calls it crosses run again",
            seq(tween(.a, from: 0, to: 10, 1), call(), tween(.a, from: 20, to: 30, 1)),
            [.start, .to(1.5), .reverse, .to(2), .to(2.25), .play, .to(2.75)]),
        ModelRow(
            "C5: reversing a root in its delay finishes it at its start",
            seq(tween(.a, from: 0, to: 10, 1)).timed(delay: 1).traced, [.start, .to(0.5), .reverse, .to(0.6)]),
        ModelRow(
            "C5, T2: reversed in a rest, the root plays back through the rest",
            seq(tween(.a, from: 0, to: 100, 1)).timed(repeats: 2, rest: 0.5),
            [.start, .to(1.25), .reverse, .to(1.45), .to(1.75), .to(2.6)]),
        ModelRow(
            "C6: restart of a paused root plays again; of a reversed one, forward",
            seq(tween(.a, from: 0, to: 10, 1)),
            [.start, .to(0.5), .pause, .restart, .to(0.75), .reverse, .to(0.85), .restart, .to(1.05)]),
        ModelRow(
            "E5, E8: restart() of a root in its delay runs the start events at once",
            seq(call(), tween(.a, from: 0, to: 100, 1)).timed(delay: 0.5).onStart(),
            [.start, .to(0.25), .restart, .to(0.5)]),
        ModelRow(
            "E8: restart(includingDelay:) waits out the delay again before the start events",
            seq(call(), tween(.a, from: 0, to: 100, 1)).timed(delay: 0.5).onStart(),
            [.start, .to(0.25), .to(0.75), .to(1), .restartIncludingDelay, .to(1.25), .to(1.6)]),
        ModelRow(
            "T1: a root's delay runs at its speed",
            seq(tween(.a, from: 0, to: 100, 1)).timed(delay: 1, speed: 2), [.start, .to(0.4), .to(0.75)]),
        ModelRow(
            "E5: a root at speed 0 runs its events at 0 and holds",
            group(call(), tween(.a, from: 0, to: 100, 1), call().at(0.5)).timed(speed: 0).onStart(),
            [.start, .to(5), .speed(1), .to(5.75)]),
    ]

    nonisolated static let labels: [ModelRow] =
        [
            ModelRow(
                "C4: a label placed past the end is at the end",
                seq(wait(1), call(), label("far", at: .time(5))).onComplete(), [.playFrom("far"), .to(0.1)]),
            ModelRow(
                "C4: play(from:) a label of an ended root is a new run",
                seq(call(), tween(.a, from: 0, to: 10, 1), label("L"), call(), tween(.a, to: 30, 1)),
                [.start, .cancel, .playFrom("L"), .to(0.5), .to(1)]),
            ModelRow(
                "C4: play(from:) a label while reversed plays forward from there",
                group(tween(.a, from: 0, to: 100, 1), label("L", at: .time(0.25)), call().at(.label("L", 0))),
                [.start, .to(0.8), .reverse, .to(0.9), .playFrom("L"), .to(1.15)]),
            ModelRow(
                "C4, E5: play(from:) a label while paused runs the label's call and plays",
                group(tween(.a, from: 0, to: 100, 1), label("L", at: .time(0.75)), call().at(.label("L", 0))),
                [.start, .to(0.25), .pause, .to(1), .playFrom("L"), .to(1.1)]),
            ModelRow(
                "C4: play(from:) a label in a rest goes to the first cycle",
                seq(tween(.a, from: 0, to: 100, 1), label("L", at: .time(0.25))).timed(repeats: 2, rest: 0.5),
                [.start, .to(1.2), .playFrom("L"), .to(1.7), .to(2.2), .to(2.95), .to(3.6)]),
            ModelRow(
                "C4, E5: play(from:) a label at a nested repeating timeline's start runs its call",
                seq(
                    tween(.a, from: 0, to: 50, 1), label("M"),
                    seq(call(), tween(.a, from: 50, to: 100, 1)).timed(repeats: 2)),
                [.playFrom("M"), .to(0.5), .to(1.25), .to(2.5)]),
        ]
        + [(0.0, false), (1.0, false), (1.0, true)].map { delay, fromDelay in
            ModelRow(
                "E8: the root's start handlers on play(from:) a label, delay \(delay)\(fromDelay ? ", from the delay" : "")",
                seq(wait(0.5), label("L"), call(), wait(0.5)).timed(delay: delay).onStart(),
                (fromDelay ? [.start, .to(0.5)] : []) + [.playFrom("L"), .run(2)])
        }
}
