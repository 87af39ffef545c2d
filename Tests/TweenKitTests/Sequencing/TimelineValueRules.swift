import Testing

/// Values (T2, T3, V1–V4 of "Timeline Semantics"): what a timeline shows at a time, however the playhead got
/// there. Each row plays on the engine and on the reference model.
@MainActor @Suite(.tags(.timeline, .model)) struct TimelineValueRules {
    @Test(arguments: shownStep) func theLatestBegunStepShows(_ row: ModelRow) { row.check() }
    @Test(arguments: startValues) func toStepsStartWhereTheRulesSay(_ row: ModelRow) { row.check() }
    @Test(arguments: passes) func passesRestsAndEnds(_ row: ModelRow) { row.check() }
    @Test(arguments: placement) func stepsPlayWhereTheyArePlaced(_ row: ModelRow) { row.check() }

    nonisolated static let shownStep: [ModelRow] = [
        ModelRow(
            "V2: seeking back before a later step shows the earlier step's value",
            seq(tween(.a, from: 0, to: 10, 1), wait(1), tween(.a, from: 50, to: 60, 1)),
            [.seek(0.5), .seek(1), .seek(0.5)]),
        ModelRow(
            "V3: before a property's first step it shows that step's from, sought there straight",
            seq(wait(1), tween(.a, from: 50, to: 60, 1)), values: [.a: -1], [.seek(0)]),
        ModelRow(
            "V3: before a property's first step it shows that step's from, sought there from the end",
            seq(wait(1), tween(.a, from: 50, to: 60, 1)), values: [.a: -1], [.seek(1), .seek(0)]),
        ModelRow(
            "V2: a repeating group inside its inner delay lets the previous step show, in every cycle",
            seq(
                tween(.a, from: 0, to: 10, 1),
                group(tween(.a, from: 50, to: 60, 1).timed(delay: 0.5)).timed(repeats: 2)),  // 1…4: passes of 1.5 s
            [.start, .to(1.25), .to(2), .to(2.75), .to(3.5), .seekTime(2.75), .seekTime(1.25)]),
        ModelRow(
            "V2, T5: a delayed step earlier in order never takes over from a later step that began first",
            group(tween(.a, from: 10, to: 20, 1).timed(delay: 1), tween(.a, from: 0, to: 50, 2).at(0.5)),
            values: [.a: -7], [.start, .to(0.25), .to(1.5), .to(2.25), .to(3)]),
        ModelRow(
            "V3: before steps that begin together, the last in order gives its from",
            group(tween(.a, from: 1, to: 2, 1).timed(delay: 0.5), tween(.a, from: 3, to: 4, 1).timed(delay: 0.5)),
            [.start, .to(0.25), .to(1)]),
        ModelRow(
            "V3: before any begins, a to: step that begins first shows the property's first value",
            group(tween(.a, from: 10, to: 20, 1).timed(delay: 1), tween(.a, to: 53, 2).at(0.5)), values: [.a: -7],
            [.start, .to(0.25), .to(1.5)]),
        ModelRow(
            "V3: a nested delayed step's from shows before it begins",
            seq(wait(1), group(tween(.a, from: 40, to: 50, 1).timed(delay: 0.5)).timed(delay: 0.5)), values: [.a: -1],
            [.seekTime(0.1), .seekTime(2.5)]),
        ModelRow(
            "V1, V2: a staggered group that repeats and autoreverses retraces its stagger",
            group(stagger: .each(0.5), tween(.a, from: 0, to: 100, 1), tween(.a1, from: 0, to: 100, 1))
                .timed(repeats: 2, autoreverses: true),
            [.start, .to(1), .to(2), .to(2.75), .to(3.5), .to(5.25), .to(7)]),
    ]

    nonisolated static let startValues: [ModelRow] = [
        ModelRow("V4: overlapping to: steps show the same value played", overlapping, [.start, .run(1.2)]),
        ModelRow("V4: overlapping to: steps show the same value sought", overlapping, [.seek(0.8)]),
        ModelRow(
            "V4: overlapping to: steps show the same value sought to the end and back", overlapping,
            [.seek(1), .seek(0.1), .seek(0.8)]),
        ModelRow(
            "V4: an overlapping to: step starts where the step it overlaps was, in every cycle",
            seq(tween(.a, to: 100, 1), tween(.a, to: 0, 1).at(.end(-0.5))).timed(repeats: 2),
            [.start, .to(0.25), .to(0.75), .to(1.75), .to(2.25)]),
        ModelRow(
            "V4: an overlapping to: step sought straight there starts where playing starts it",
            seq(tween(.a, to: 100, 1), tween(.a, to: 0, 1).at(.end(-0.5))).timed(repeats: 2),
            [.seekTime(2.25), .seekTime(0.25)]),
        ModelRow(
            "V4: a to: step in a repeating group starts every cycle from its first cycle's start",
            seq(tween(.a, to: 100, 1), group(tween(.a, to: 0, 1)).timed(repeats: 3)),
            [.start, .to(1.5), .to(2.5), .to(3.5), .to(4)]),
        ModelRow(
            "V4: a to: step starts from a step that begins with it and is earlier in order",
            group(tween(.a, from: 10, to: 20, 1), tween(.a, to: 50, 1)), [.start, .to(0.5)]),
        ModelRow(
            "V4: a new run starts its to: steps from the first run's values",
            seq(tween(.a, to: 100, 1)), values: [.a: 4], [.start, .to(1), .set(.a, 50), .restart, .to(1.5)]),
        ModelRow(
            "V2, V4: a seek into a nested rest shows the pass's end, and the next to: step starts from it",
            seq(seq(tween(.a, from: 0, to: 100, 1)).timed(autoreverses: true, rest: 1), tween(.a, to: 40, 1)),
            [.seekTime(1.5), .seekTime(2.5), .seekTime(3.5)]),
    ]

    nonisolated static let overlapping: ModelNode = seq(
        tween(.a, from: 0, to: 100, 1), tween(.a, to: 0, 1).at(.end(-0.5)))

    nonisolated static let passes: [ModelRow] = [
        ModelRow(
            "T2: a repeating timeline rests at its end between cycles",
            seq(tween(.a, from: 0, to: 10, 1), call()).timed(repeats: 3, rest: 0.5),
            [.start, .by(1.25), .by(0.5), .by(2.5)]),
        ModelRow(
            "T2: a repeating root ending exactly on a frame shows the end of its last pass",
            seq(tween(.a, from: 0, to: 10, 1)).timed(repeats: 2),
            [.start, .to(1), .to(2), .seek(1), .seekTime(2), .seekTime(99)]),
        ModelRow(
            "V1: a nested autoreversing timeline with rests retraces and holds",
            seq(seq(tween(.a, from: 0, to: 10, 1), tween(.a, to: 30, 1)).timed(autoreverses: true, rest: 0.5), wait(1)),
            [.start] + [0.5, 1.5, 2.25, 3.0, 4.0, 4.5, 5.0].map(Play.to)),
        ModelRow(
            "E6: a seek to a label at the end of a repeating root shows the end of the first cycle",
            seq(tween(.a, from: 0, to: 10, 1), label("done")).timed(repeats: 3), [.seekLabel("done")]),
        ModelRow(
            "T2: content of no length plays once at its start whatever the repeat count, nested",
            seq(wait(0.5), group(call(), wait(0)).timed(repeats: 5, autoreverses: true), call(), wait(0.5))
                .timed(repeats: 2),
            [.start, .run(3)]),
        ModelRow(
            "T2: content of no length with a rest plays once and takes no time",
            seq(group(call()).timed(repeats: 3, rest: 0.5), call()), [.start, .to(0.1)]),
        ModelRow(
            "T2: a sequence of no length plays at its start and completes once",
            seq(tween(.a, from: 0, to: 10, 0).traced, tween(.a, to: 20, 0).traced, call()).traced, [.start, .to(0.1)]),
        ModelRow(
            "T1, T2: a root of no length with a delay plays when the delay runs out",
            seq(tween(.a, from: 5, to: 10, 0), call()).timed(delay: 0.5).onComplete(), [.start, .to(0.25), .to(0.75)]),
        ModelRow(
            "T3: a step of no length with repeats and rests takes no time",
            seq(tween(.a, from: 0, to: 10, 0).timed(repeats: 3, rest: 0.5), tween(.a, to: 20, 1)), [.seekTime(0.5)]),
    ]

    nonisolated static let placement: [ModelRow] = [
        ModelRow(
            "V1: the README's placed timeline moves every bar in its second cycle as in its first",
            seq(
                tween(.a, to: 1, 0.5), tween(.b, to: 1, 0.5).at(.end(-0.2)), label("reveal"),
                tween(.a1, to: 1, 0.6).at(.withPrevious(0)),
                group(
                    stagger: .each(0.05, from: .center), tween(.b1, to: 80, 0.4), tween(.a2, to: 80, 0.4),
                    tween(.b2, to: 80, 0.4), tween(.a3, to: 80, 0.4), tween(.b3, to: 80, 0.4)
                ).at(.label("reveal", 0.3))
            ).timed(repeats: 2, rest: 1),
            [.start, .to(1.3), .to(3.9)]),
        ModelRow(
            "V1, T3: speeds at every level multiply, delays are in each level's own time",
            // Leaf: delay 0.5, 2 s, speed 4: 0.625 s of group time; group: delay 0.25, speed 0.5; root: speed 2.
            seq(group(tween(.a, from: 0, to: 100, 2).timed(delay: 0.5, speed: 4)).timed(delay: 0.25, speed: 0.5))
                .timed(speed: 2),
            [.start, .to(0.3), .to(0.5), .to(0.875)]),
        ModelRow(
            "T3: a delayed step at speed spans its total over its speed",
            seq(tween(.a, from: 10, to: 110, 1).timed(delay: 1, speed: 2), call()),
            [.start, .to(0.25), .to(0.75), .to(1.1)]),
        ModelRow(
            "T3: a stagger's total from the centre places five steps",
            group(
                stagger: .total(0.6, from: .center), tween(.a, from: 0, to: 1, 1), tween(.b, from: 0, to: 1, 1),
                tween(.a1, from: 0, to: 1, 1), tween(.b1, from: 0, to: 1, 1), tween(.a2, from: 0, to: 1, 1)),
            [.seekTime(0.65)]),
        ModelRow(
            "T3: a staggered group of repeating timelines places them by their whole span",
            group(
                stagger: .each(0.5),
                seq(tween(.a, from: 0, to: 100, 1)).timed(repeats: 2, speed: 2),
                seq(tween(.a1, from: 0, to: 100, 1)).timed(repeats: 2, speed: 2),
                seq(tween(.a2, from: 0, to: 100, 1)).timed(repeats: 2, speed: 2)),
            [.seekTime(1.25)]),
    ]
}
