import Testing

/// Controls made from a handler or a call (C9, E5 of "Timeline Semantics"): they take effect at the moment of
/// that event, nothing that frame would have done afterwards happens, and a start they make runs its events with
/// the next frame. Each row plays on the engine and on the reference model.
@MainActor @Suite(.tags(.timeline, .model)) struct HandlerControlRules {
    @Test(arguments: fromCalls) func aCallsControlActsAtItsMoment(_ row: ModelRow) { row.check() }
    @Test(arguments: fromRootHandlers) func theRootsHandlersControlIt(_ row: ModelRow) { row.check() }
    @Test(arguments: fromNestedSteps) func aNestedStepsHandlersControlTheRoot(_ row: ModelRow) { row.check() }
    @Test(arguments: owedEvents) func aStartMadeFromAHandlerRunsItsEventsNextFrame(_ row: ModelRow) { row.check() }

    nonisolated static let fromCalls: [ModelRow] =
        [
            ModelRow(
                "C7, C9: a call that finishes its own sequence runs once, and the sequence finishes once",
                seq(wait(0.2), call(.finish, times: .max), wait(0.2)).onComplete(), [.start, .by(0.3)]),
            ModelRow(
                "C7, C9: a guarded call that finishes its sequence runs once",
                seq(wait(0.2), call(.finish), wait(0.2)).onComplete(), [.start, .by(0.3)]),
            ModelRow(
                "C9, E6: a cancel from a step's completion at a seam: the next step has begun, and writes nothing after",
                seq(tween(.a, from: 0, to: 10, 0.5).onComplete(.cancel), tween(.a, from: 100, to: 200, 0.5)),
                [.start, .by(0.75)]),
            ModelRow(
                "C7, C9: a restart from a call while finish() plays wins: it plays on from the start",
                seq(tween(.a, from: 0, to: 10, 1), call(.restart), tween(.a, to: 20, 1)),
                [.start, .by(0.5), .finish, .run(3)]),
            ModelRow(
                "C9: a call that seeks back leaves every step at its value for that time",
                seq(
                    tween(.a, from: 0, to: 10, 1), call(.seek(0.25)), tween(.a, to: 30, 1),
                    tween(.b, from: 5, to: 50, 1).at(.withPrevious(0))),
                [.start, .by(0.9), .by(0.6), .by(0.25)]),
            ModelRow(
                "C9: a call that restarts leaves the start showing",
                seq(tween(.a, from: 0, to: 10, 1), call(.restart), tween(.a, to: 30, 1)), [.start, .by(1.5), .by(0.5)]),
            ModelRow(
                "C9: a pause from a call holds at its moment; the rest of that moment runs on resume",
                group(tween(.a, from: 0, to: 100, 1), call(.pause).at(0.5), call().at(0.5)),
                [.start, .to(0.4), .to(0.9), .to(1.2), .resume, .to(1.3), .to(2)]),
            ModelRow(
                "C9, C5: a reverse from a call turns at its moment and finishes at the start",
                group(tween(.a, from: 0, to: 100, 1).traced, call(.reverse, times: .max).at(0.5), call().at(0.5))
                    .onComplete(),
                [.start, .to(0.4), .to(0.9), .to(1.15), .to(2)]),
            ModelRow(
                "C9: a seek from a call is final for that frame",
                group(tween(.a, from: 0, to: 100, 1), call(.seekTime(0.1)).at(0.5), call().at(0.5), call().at(0.7)),
                [.start, .to(0.4), .to(0.9), .to(1), .to(1.7)]),
            ModelRow(
                "C9: a speed change from a call; the calls after it run once each",
                group(tween(.a, from: 0, to: 100, 4), call(.speed(2), times: .max).at(1), call().at(1.5)),
                [.start, .to(0.5), .to(2), .to(2.5), .to(10)]),
            ModelRow(
                "C9, E5: a pause then a resume inside one call owe the rest of that moment to the next frame",
                group(tween(.a, from: 0, to: 100, 1), call(.pause, .resume).at(0.5), call().at(0.5), call().at(0.7)),
                [.start, .to(0.4), .to(0.9), .to(2)]),
            ModelRow(
                "C7: finish from a call plays the rest of its pass only",
                seq(
                    call(), tween(.a, from: 0, to: 10, 0.5), call(.finish), call(),
                    tween(.b, from: 0, to: 1, 0.5).onComplete(),
                    call()
                ).timed(repeats: 3).onComplete(),
                [.start, .to(0.6)]),
            ModelRow(
                "C7: finish from the call at the seam plays the pass beginning there",
                seq(call(), wait(1), call(.finish)).timed(repeats: 3).onComplete(), [.start, .to(1.5)]),
            ModelRow(
                "C9, C8: a call that cancels its root stops everything after it",
                group(tween(.a, from: 0, to: 100, 2).onComplete(), call(.cancel).traced.at(1), call().at(1))
                    .onComplete(),
                [.start, .to(1.5)]),
            ModelRow(
                "E6, C8: a call that ends the root between two steps leaves the next step's from",
                seq(tween(.a, from: 0, to: 10, 1), call(.cancel), tween(.a, from: 20, to: 30, 1).onStart()),
                [.start, .run(3)]),
            ModelRow(
                "C9, E5: turning back forward at once runs the rest of the moment the call turned at",
                group(wait(1), call(.reverse).at(0.5), call().at(0.5)), [.start, .to(0.6), .reverse, .to(0.7), .to(2)]),
            ModelRow(
                "C9, C5: two reversing calls at one moment turn the root once",
                group(
                    tween(.a, from: 0, to: 100, 1), call(.reverse, times: .max).at(0.5),
                    call(.reverse, times: .max).at(0.5)
                )
                .onComplete(),
                [.start, .to(0.25), .to(0.75), .to(1), .to(1.5)]),
            ModelRow(
                "C9, C5: reversing twice in one call plays on forward and runs the rest of the moment",
                group(tween(.a, from: 0, to: 100, 1), call(.reverse, .reverse, times: .max).at(0.5), call().at(0.5)),
                [.start, .to(0.25), .to(0.75), .to(2)]),
            ModelRow(
                "C9: a speed of 0 from a call holds the root; a speed of 1 later plays on",
                group(tween(.a, from: 0, to: 100, 1), call(.speed(0)).at(0.5), call().at(0.6)),
                [.start, .to(0.25), .to(0.75), .to(2), .speed(1), .to(2.25), .to(3)]),
            ModelRow(
                "C9: a seek(toTime:) from a call in the second cycle moves within the whole span",
                group(tween(.a, from: 0, to: 100, 1), call(.seekTime(0.9), skip: 1).at(0.5)).timed(repeats: 3),
                [.start, .to(1.25), .to(1.75), .to(2), .to(4)]),
            ModelRow(
                "C4, C9: a seek to a label from a call in the second cycle goes to the first",
                group(
                    tween(.a, from: 0, to: 100, 1), label("L", at: .time(0.5)), call(.seekLabel("L"), skip: 1).at(0.75)
                )
                .timed(repeats: 2),
                [.start, .to(1.5), .to(1.8), .to(2.1), .to(4)]),
            ModelRow(
                "E5, E8: restart(includingDelay:) from a call runs the start again after the delay",
                group(call(), tween(.a, from: 0, to: 100, 1), call(.restartIncludingDelay).at(0.5)).timed(delay: 0.5)
                    .onStart(),
                [.start, .to(0.5), .to(1), .to(1.25), .to(1.75), .to(3)]),
        ]
        + [240.0, 7].map { fps in
            // The tween shows where the playhead is: within a frame (at the new speed) of 1.05 + 0.95 × 2.
            ModelRow(
                "C9: a speed change from a call lands within a frame of its moment, \(fps) Hz",
                group(tween(.a, from: 0, to: 4, 4), call(.speed(2)).at(1.05)), [.start, .run(2, fps: fps)])
        }

    nonisolated static let fromRootHandlers: [ModelRow] = [
        ModelRow(
            "C9: a seek from the root's start handler has the first frame play on from there",
            seq(tween(.a, from: 0, to: 100, 1)).timed(delay: 0.5).onStart(.seek(0.5), times: .max),
            [.start, .by(0.75), .by(0.25)]),
        ModelRow(
            "C9, C8: a cancel from the root's start runs nothing after it",
            seq(call(), tween(.a, to: 100, 1)).onStart(.cancel).onComplete(), values: [.a: 7], [.start, .to(0.5)]),
        ModelRow(
            "C7, C9: a finish from the root's start plays the whole pass at once",
            seq(call(), tween(.a, from: 0, to: 100, 1), call()).timed(repeats: 3).onStart(.finish).onComplete(),
            [.start]),
        ModelRow(
            "C5, C9: a reverse from the root's start ends it at its start running nothing",
            seq(call(), tween(.a, from: 0, to: 100, 1)).onStart(.reverse).onComplete(), [.start, .to(0.1), .to(0.2)]),
        ModelRow(
            "C9: a pause from the root's start holds the call at 0 until resume",
            seq(call(), tween(.a, from: 0, to: 100, 1)).onStart(.pause), [.start, .to(0.5), .resume, .to(0.75)]),
        ModelRow(
            "C9: a speed from the root's start plays the run at that speed",
            seq(call(), tween(.a, from: 0, to: 100, 1)).onStart(.speed(2)), [.start, .to(0.25)]),
        ModelRow(
            "C3: a seek from the root's own completion shows there and stays finished",
            seq(tween(.a, from: 0, to: 100, 1), call()).onComplete(.seek(0.5)), [.start, .to(1.5), .to(2.5)]),
        ModelRow(
            "C4, E5: play(from:) in the root's own completion starts a new run with the next frame",
            seq(tween(.a, from: 0, to: 100, 1), label("L"), call(), tween(.a, to: 0, 1)).onComplete(.playFrom("L")),
            [.start, .to(1.5), .to(2), .to(2.25), .to(3.5)]),
    ]

    nonisolated static let fromNestedSteps: [ModelRow] = [
        ModelRow(
            "C9: a speed change from a step's start moves the later calls",
            seq(wait(0.5), tween(.a, from: 0, to: 100, 0.5).onStart(.speed(0.5)), call(), wait(1)),
            [.start, .to(0.5), .to(1), .to(1.45), .to(1.55)]),
        ModelRow(
            "C9, T1: a speed set by a nested step's start lasts through its cycles",
            seq(seq(tween(.a, from: 0, to: 100, 1).onStart(.speed(2))).timed(repeats: 2)),
            [.start, .to(0.25), .to(0.75), .to(1.01)]),
        ModelRow(
            "C5, C9: a reverse from a nested call in its second cycle turns the root",
            seq(group(tween(.a, from: 0, to: 100, 1), call(.reverse, skip: 1).at(0.5)).timed(repeats: 2)).onComplete(),
            [.start, .to(1.25), .to(1.75), .to(2), .to(2.75), .to(4)]),
        ModelRow(
            "C5, E6: reversing at a nested seam shows the end of the pass it plays back through",
            seq(seq(tween(.b, from: 0, to: 1, 0.5), call(.reverse)).timed(repeats: 2), wait(1)),
            [.start, .to(0.25), .to(0.75), .to(1)]),
        ModelRow(
            "C5, C9: a reverse from a deep call turns the root",
            seq(
                tween(.a, from: 0, to: 10, 1),
                group(seq(tween(.b, from: 0, to: 1, 0.5), call(.reverse), call()).timed(repeats: 2))
            ).onComplete(),
            [.start, .to(1.25), .to(1.75), .to(2), .to(2.5), .run(2)]),
        ModelRow(
            "C7: finish from a deep call plays the rest of the root's pass",
            seq(group(call(.finish), wait(0.5)).timed(repeats: 3), call()).timed(repeats: 2).onComplete(),
            [.start, .to(0.1)]),
    ]

    nonisolated static let owedEvents: [ModelRow] =
        [
            ModelRow(
                "E5: a sequence whose last call restarts it plays again",
                seq(tween(.a, from: 0, to: 10, 1), call(.restart, times: 2)).onComplete(), [.start, .run(5)]),
            ModelRow(
                "E5: play(from:) a label inside a call runs the label's call with the next frame",
                seq(wait(0.2), label("L"), call(), wait(0.3), call(.playFrom("L")), wait(0.5)),
                [.start, .to(0.6), .to(0.65), .to(1)]),
            ModelRow(
                "E5: a timeline restarting itself from its first call runs it once a frame",
                seq(call(.restart, times: 99), wait(1)).onStart(), [.start, .by(0.01), .by(0.01), .by(0.01)]),
            ModelRow(
                "E5, E8: restart from a nested call in the second cycle runs the root's start with the next frame",
                seq(group(tween(.a, from: 0, to: 100, 1), call(.restart, skip: 1).at(0.5)).timed(repeats: 2)).traced,
                [.start] + [0.25, 0.75, 1.25, 1.75, 2.0, 4.0].map(Play.to)),
            ModelRow(
                "C9, E5: play(from:) a label in the last step's completion keeps the run",
                seq(call(), wait(0.5), label("L"), call(), tween(.a, from: 0, to: 100, 1).onComplete(.playFrom("L")))
                    .onComplete(),
                [.start, .to(1), .to(1.5), .to(1.6), .to(2.6)]),
        ]
        + [
            ("E5: events owed to the next frame survive pause and resume", [Play.pause, .to(0.7), .resume]),
            ("E5: events owed to the next frame survive a change of speed", [.speed(2)]),
            ("E5: a seek drops the events owed to the next frame", [.seekTime(0.3)]),
        ].map { name, controls in
            ModelRow(
                name, seq(wait(0.2), label("L"), call(), wait(0.3), call(.playFrom("L")), wait(2)),
                [.start, .to(0.6)] + controls + [.to(0.75)])
        }
}
