import Testing

/// Disagreements between the engine and the reference model that the random programs found, shrunk by
/// `ProgramShrinker` and tidied by hand, each named by the rule it follows: the first twenty against the engine
/// before it followed "Timeline Semantics", the rest found while it was made to agree.
@MainActor @Suite(.tags(.model, .timeline)) struct ShrunkRepros {
    @Test(arguments: firstFound + foundWhileAgreeing) func shrunkRepro(_ row: ModelRow) { row.check() }

    nonisolated static let firstFound: [ModelRow] = [
        ModelRow("E4: the root starts before what it holds", seq(call()).onStart(), [.start]),
        ModelRow("E1: a call's action runs before its start handlers", seq(call().onStart()), [.start]),
        ModelRow(
            "T4: the steps of a nested timeline wait for its delay",
            seq(seq(wait(0.25).onStart()).timed(delay: 0.125)), [.start, .by(0.2)]),
        ModelRow(
            "E3: a nested repeating sequence plays its steps in every cycle",
            seq(seq(wait(0.25).onStart()).timed(repeats: 2)), [.start, .by(0.3)]),
        ModelRow(
            "E3: a step ending at the turn of an autoreversing sequence completes on the frame that crosses it",
            seq(seq(wait(0.25).onComplete()).timed(autoreverses: true)), [.start, .by(0.2646)]),
        ModelRow(
            "E3: the events of one frame run in time order",
            seq(wait(0.15625).onComplete(), wait(0.25).onStart().at(.withPrevious(0.0625))), [.start, .by(0.2)]),
        ModelRow(
            "C6: restart runs the events at the start again", seq(wait(0.25).onStart()), [.start, .restart]),
        ModelRow(
            "C3: a seek past a step's start runs no start handler later",
            seq(wait(0.25), wait(0.25).onStart()), [.start, .seek(0.625), .by(0.01)]),
        ModelRow(
            "E9: a run that ends while a step is open completes it cancelled",
            seq(wait(0.25).onComplete()), [.start, .reverse, .by(0.03)]),
        ModelRow("E9: cancelling an idle root completes no step", seq(wait(0.25).onComplete()), [.cancel]),
        ModelRow(
            "C7: finish plays every cycle of a nested repeat in its pass",
            seq(seq(wait(0.25).onStart()).timed(repeats: 2)), [.finish]),
        ModelRow(
            "C9: a call that seeks back is not overwritten by the rest of its frame",
            seq(call(.seek(0)).at(0.1875), tween(.a, to: 1, 0.5)), values: [.a: 2], [.start, .by(0.25)]),
        ModelRow(
            "C9: a pause from a start handler holds at that start",
            seq(wait(0.203125), tween(.a, to: 1, 0.5).onStart(.pause)), values: [.a: 2], [.start, .by(0.25)]),
        ModelRow(
            "E5: a call that restarts at the start runs again with the next frame",
            seq(call(.restart), wait(0.5)), [.start, .by(0.1)]),
        ModelRow(
            "V2: a later step that has ended keeps the property",
            group(tween(.a, from: 0, to: 10, 1), tween(.a, from: 0, to: 20, 0.5)), [.start, .by(0.75)]),
        ModelRow(
            "V4: a to: step starts where the rules say whatever the frames",
            seq(wait(0.125), group(tween(.a, to: 10, 1), tween(.a, to: 20, 1))), [.start, .by(0.375)]),
        ModelRow(
            "V1: a nested step that ended plays again after a seek back",
            group(wait(0.25), group(wait(0.25), tween(.a, to: 1, 0.203125)).timed(speed: 2)),
            [.start, .by(0.142), .seek(0), .by(0.03125)]),
        ModelRow(
            "E6: a handler sees the values of its own moment",
            group(wait(0.03125).onComplete(), tween(.a, from: 0, to: 1, 0.5)), [.start, .by(0.04)]),
        ModelRow(
            "E7: a step that has not begun runs no update handler",
            seq(tween(.a, from: 0, to: 1, 0.5).updates.at(0.25)), [.start]),
        ModelRow(
            "P3: a step whose object went completes cancelled instead of starting",
            seq(wait(0.25), tween(.a, from: 0, to: 1, 0.5).traced).onComplete(),
            [.start, .by(0.1), .drop(object: 0), .by(0.2), .by(0.5)]),
    ]

    nonisolated static let foundWhileAgreeing: [ModelRow] = [
        ModelRow(
            "V3: a property's first value is restored without update handlers",
            seq(tween(.a, to: 1, 0.5).updates.at(.withPrevious(0.046875))), values: [.a: 0.078125], [.start]),
        ModelRow(
            "E5: starting a timeline of no length ends its run on the next frame",
            seq(call()).onComplete(), [.play, .by(0.01)]),
        ModelRow(
            "C9: a call that restarts its root runs no start handler of its own",
            seq(call(.restart).onStart()), [.start, .by(0.01)]),
        ModelRow(
            "T2: a tween of no length that autoreverses rests at its start",
            seq(tween(.a, to: 1, 0).timed(autoreverses: true)), values: [.a: 1.984375], [.start]),
        ModelRow(
            "E5: a restart from the root's start handler runs it again with the next frame",
            seq(wait(0.1875)).onStart(.restart), [.start, .by(0.02)]),
        ModelRow(
            "C5: a reversed root ends where its delay ends",
            seq(tween(.a, from: 0, to: 1, 0.25)).timed(delay: 0.125).onComplete(),
            [.start, .by(0.25), .reverse, .by(0.1), .by(0.03)]),
        ModelRow(
            "C9: the events of a moment after a handler's pause run when playing goes on",
            seq(call(.pause).timed(delay: 0.03125).onComplete()), [.start, .by(0.076), .play, .by(0.025)]),
        ModelRow(
            "E5: playing from a label at the end runs the completions there",
            seq(wait(0.25).onComplete(), label("end")).timed(autoreverses: true), [.playFrom("end")]),
        ModelRow(
            "E9: a step whose completion a seek jumped over completes cancelled when the run ends",
            seq(wait(0.25).timed(delay: 0.25).onComplete()),
            [.start, .by(0.3), .restart, .scrub(1), .resume, .by(0.01)]),
        ModelRow(
            "C9: setting the same speed from a call is no control",
            seq(call(.speed(0.5)), call()).timed(speed: 0.5), [.start]),
        ModelRow(
            "C7: a finish from a call while finishing takes over after that call",
            seq(call(.finish, times: .max), call(.finish, times: .max).onStart()), [.play]),
        ModelRow(
            "C7: finishing a repeating root from a call at a seam plays the pass beginning there",
            seq(wait(0.25), call(.finish).onComplete()).timed(repeats: 2), [.start, .by(0.26)]),
        ModelRow(
            "C7: finishing a repeating root from idle runs nothing of the next pass",
            seq(wait(0.25).onComplete()).timed(repeats: 2), [.finish]),
        ModelRow(
            "C7: finishing from a backward pass runs nothing",
            seq(call().timed(delay: 0.03125)).timed(autoreverses: true).onStart(), [.scrub(0.5), .finish]),
        ModelRow(
            "V2: a nested timeline of no length that a frame begins shows its steps",
            seq(seq(seq(tween(.a, to: 1, 0))).at(0.40625)), values: [.a: 0.203125], [.start, .by(0.41)]),
        ModelRow(
            "E8: a run ended before it played lets its steps' handlers go",
            seq(wait(0).onStart()), [.cancel, .restart]),
        ModelRow(
            "P3: a step whose object went while it was sought over says so when the run ends",
            seq(seq(tween(.a, to: 1, 0.5).onComplete()).timed(delay: 0.5)).onComplete(),
            [.start, .scrub(1), .by(0.01), .drop(object: 0), .play, .by(0.05)]),
        ModelRow(
            "V4: a start value at the content's end is taken in the first pass",
            seq(tween(.b, to: 1, 0.5), seq(tween(.b, to: 3, 0.25))).timed(repeats: 2), values: [.b: -1.765625],
            [.seekTime(1.375)]),
        ModelRow(
            "C7: finish after a seek to a label at the end begins in the next pass",
            seq(tween(.a, to: 1, 0.5), label("end")).timed(repeats: 2).onStart(), values: [.a: 2],
            [.seekLabel("end"), .finish]),
        ModelRow(
            "P3: a step whose object went completes once when its timeline closes it",
            group(
                seq(tween(.b, to: 1, 0.5).timed(repeats: 2).onComplete()).timed(autoreverses: true),
                tween(.b, to: 1, 0.5), label("end")
            ).onComplete(),
            [.start, .by(0.51), .drop(object: 0), .playFrom("end"), .by(0.03)]),
    ]
}
