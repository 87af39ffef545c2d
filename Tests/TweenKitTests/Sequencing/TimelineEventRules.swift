import Testing

/// Handlers and calls (E1–E4, E6, E8 of "Timeline Semantics"): which run, in which order, with which values,
/// however the frames fall. Each row plays on the engine and on the reference model.
@MainActor @Suite(.tags(.timeline, .model)) struct TimelineEventRules {
    @Test(arguments: order) func eventsRunInOrder(_ row: ModelRow) { row.check() }
    @Test(arguments: cycles) func everyPassRunsItsOwnEvents(_ row: ModelRow) { row.check() }
    @Test(arguments: seams) func handlersAtASeam(_ row: ModelRow) { row.check() }
    @Test(arguments: frameRates) func theSameEventsAtEveryFrameRate(_ row: ModelRow) { row.check() }
    @Test(arguments: runs) func handlersForTheRun(_ row: ModelRow) { row.check() }

    nonisolated static let order: [ModelRow] = [
        ModelRow(
            "E4: a delayed step earlier in order starts before a later step completes at the same moment",
            group(
                tween(.a, from: 0, to: 1, 1).timed(delay: 1).onStart(),  // placed 0, begins 1
                tween(.b, from: 0, to: 1, 0.5).onComplete().at(0.5)),
            [.start, .to(1)]),
        ModelRow(
            "E4: at one moment, step order, and a group of no length nests its events",
            seq(
                tween(.a, from: 0, to: 1, 1).onComplete(), group(call().traced).traced,
                tween(.b, from: 0, to: 1, 1).onStart()),
            [.start, .to(1.5)]),
        ModelRow(
            "E6: a call inside a long frame sees the values of its own time, every cycle",
            group(tween(.a, from: 0, to: 100, 1), tween(.b, from: 0, to: 10, 0.5).onComplete(), call().at(0.75))
                .timed(repeats: 3),
            [.start, .to(0.2), .to(10)]),
        ModelRow(
            "E1: a delayed call runs after its delay, and a wait has events",
            seq(call().timed(delay: 0.5), wait(0.5).traced, call()), [.start, .to(0.4), .to(0.5), .to(1)]),
        ModelRow(
            "E3: a frame a rounding error short of an event counts as at it",
            seq(wait(0.1), call(), wait(0.2), call()).timed(speed: 3).onComplete(),
            [.start, .to(0.1 / 3 - 1e-12), .to(0.1 / 3 + 0.01), .to(0.1 - 1e-12)]),
        ModelRow(
            "E4: a label, a call and a step at one time in a nested repeat run in written order",
            seq(
                tween(.a, from: 0, to: 10, 0.5), label("N"),
                group(
                    label("inner", at: .time(0.25)), call().at(.label("inner", 0)),
                    tween(.a, from: 50, to: 100, 0.5).onStart().at(.label("inner", 0))
                ).timed(repeats: 2)),
            [.start, .to(1.6), .playFrom("N"), .to(1.9)]),
        ModelRow(
            "E3: a huge speed walks every call in one frame",
            seq((0..<10).flatMap { [tween(.a, to: Double($0), 1), call()] }).timed(speed: 1e6),
            [.start, .to(0.1)]),
    ]

    nonisolated static let cycles: [ModelRow] =
        [
            ModelRow(
                "E3: a nested sequence plays every step and call in every cycle of a repeating parent",
                seq(
                    wait(0.25), seq(tween(.a, from: 0, to: 10, 0.25), call(), tween(.a, to: 20, 0.25).onStart(), call())
                )
                .timed(repeats: 3),
                [.start, .by(1.125), .run(2)]),
            ModelRow(
                "E2: a nested staggered group plays on every forward pass of an autoreversing parent",
                seq(
                    wait(0.5),
                    group(stagger: .each(0.25), tween(.a, from: 0, to: 1, 0.5), tween(.a1, from: 0, to: 1, 0.5), call())
                ).timed(repeats: 2, autoreverses: true),
                [.start, .run(5.5, fps: 30)]),
            ModelRow(
                "E3: one long frame walks every cycle of nested repeats",
                seq(call(), group(call(), wait(0.5)).timed(repeats: 2), call()).timed(repeats: 2), [.start, .by(100)]),
            ModelRow(
                "E2: nothing runs while a nested timeline plays backward",
                seq(
                    seq(call(), tween(.a, from: 0, to: 1, 1).traced, call()).timed(repeats: 2, autoreverses: true),
                    call()),
                [.start, .run(5, fps: 10)]),
            ModelRow(
                "E2: a reversed root runs no calls inside a nested backward pass",
                seq(group(call(), wait(1), call()).timed(autoreverses: true), wait(0.5)),
                [.start, .to(2.25), .reverse, .run(3, fps: 20)]),
            ModelRow(
                "E4: a nested seam orders the ending pass before the beginning one, the timeline starts and ends once",
                seq(group(call(), wait(1), call().at(1)).timed(repeats: 2).traced, call()), [.start, .run(3, fps: 1)]),
            ModelRow(
                "E2: a staggered, repeating, autoreversing group starts its steps on forward passes only",
                group(
                    stagger: .each(0.5), tween(.a, from: 0, to: 100, 1).onStart(),
                    tween(.a1, from: 0, to: 100, 1).onStart()
                ).timed(repeats: 2, autoreverses: true),
                [.start] + (1...50).map { .to(Double($0) * 0.13) }),
            ModelRow(
                "E1: a wait of no length has its start and completion in every cycle",
                seq(tween(.a, from: 0, to: 1, 0.5), wait(0).traced, wait(0.5)).timed(repeats: 3), [.start, .to(3.5)]),
            ModelRow(
                "E3: a timeline of waits and calls runs every call of every cycle in one long frame",
                seq(call(), wait(0.5), call(), wait(0.5), call()).timed(repeats: 2).traced, [.start, .to(5)]),
            ModelRow(
                "E6: a step's start handler in the second cycle sees its begin",
                seq(seq(wait(0.5), tween(.a, from: 20, to: 100, 1).onStart()).timed(repeats: 2)),
                [.start] + (1...7).map { .to(Double($0) * 0.45) }),
        ]
        + [
            [0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0], [4.0], [1.0, 3.0, 4.0], [0.999_999_999_999_9, 4.0],
        ].map { times in
            ModelRow(
                "E2: a call at the turn runs once a forward pass, frames at \(times)",
                seq(call(), wait(1), call()).timed(repeats: 2, autoreverses: true), [.start] + times.map(Play.to))
        }
        + [30.0, 60, 120, 240].map { fps in
            ModelRow(
                "E3: a call in the second cycle runs once when a frame lands on it, \(fps) Hz",
                seq(wait(0.2), call(), wait(0.6)).timed(repeats: 3), [.start, .run(3, fps: fps)])
        }
        + [1.0 / 60, 0.3, 0.07].map { frame in
            ModelRow(
                "E2: an autoreversing timeline's call at its end runs once a forward pass, frames of \(frame) s",
                seq(tween(.a, from: 0, to: 1, 1), call()).timed(repeats: 3, autoreverses: true),
                [.start, .every(frame, count: Int(6.5 / frame))])
        }
        + [60.0, 120].map { fps in
            ModelRow(
                "E3: a nested call in the root's second cycle runs once a cycle, \(fps) Hz",
                seq(group(call().at(0.2), wait(0.3)).timed(repeats: 2), wait(0.2)).timed(repeats: 2),
                [.start, .run(2, fps: fps)])
        }
        + [
            ModelRow(
                "E3: a frame exactly on a second-cycle event and the next frame run it once",
                seq(wait(0.2), call(), tween(.a, from: 0, to: 1, 0.6).onStart()).timed(repeats: 2),
                [.start, .to(0.9), .to(1), .to(1.01)])
        ]

    nonisolated static let seams: [ModelRow] = [
        ModelRow(
            "E3, E4: calls at the seam run once each when frames land exactly on it",
            seq(call(), wait(1), call()).timed(repeats: 3).onComplete(),
            [.start, .to(1), .to(1.5), .to(2), .to(3)]),
        ModelRow(
            "E6: a call at the end of a repeating timeline sees its own cycle's end every cycle",
            seq(tween(.a, from: 0, to: 10, 1), call()).timed(repeats: 3), [.start, .run(4)]),
        ModelRow(
            "E6: a step's completion at a seam of the root sees its end value",
            seq(tween(.a, from: 0, to: 10, 1).onComplete()).timed(repeats: 2), [.start, .run(3)]),
        ModelRow(
            "E6: a step's completion at a nested seam sees its end value, frames straddling the seams",
            seq(seq(tween(.b, from: 0, to: 10, 1).onComplete()).timed(repeats: 2), wait(1)),
            [.start, .run(4, fps: 6.5)]),
        ModelRow(
            "E6: a call between two steps sees the next step's from",
            seq(tween(.a, from: 0, to: 10, 1), call(), tween(.a, from: 20, to: 30, 1).onStart()), [.start, .run(3)]),
        ModelRow(
            "E4: playing from a label on the seam of a repeating root runs both passes' events there",
            seq(call(), wait(1), label("seam"), call()).timed(repeats: 2).onComplete(),
            [.playFrom("seam"), .to(1.5)]),
    ]

    nonisolated static let frameRates: [ModelRow] =
        [Play.by(60), .run(10, fps: 7), .run(10, fps: 60), .run(10, fps: 256), .run(10, fps: 13.37)].map { frames in
            ModelRow(
                "E3, E4: a deep tree runs the same events at every frame rate: \(frames)", deepTree, [.start, frames])
        }
        + [240.0, 7, 13.7, 60, 1000].map { fps in
            ModelRow(
                "E3, E4: calls that seek, jump, slow and restart run the same events at \(fps) Hz",
                seq(
                    call(), label("top"),
                    group(call(), tween(.a, to: 5, 0.3).traced, call(.seekTime(0.05)).at(0.2))
                        .timed(repeats: 2, autoreverses: true, rest: 0.05),
                    call(.playFrom("top")), wait(0.3), call(.speed(0.5)), wait(0.2), call(.restart)
                ).timed(repeats: 2).traced,
                [.start, .run(20, fps: fps)])
        }

    /// Three deep, with delay, speed, repeats, autoreverse and rests at every level. Times are in 64ths of a
    /// second and the fast rate 256 Hz, so that events of one moment, and frames that land on one, are exactly
    /// there (the model takes a frame within a nanosecond of an event as at it; the engine need not).
    nonisolated static let deepTree: ModelNode = seq(
        call(),
        group(
            tween(.a, to: 10, 0.5).traced,
            seq(call(), tween(.a, to: 3, 0.3125).traced, wait(0.1875), call())
                .timed(delay: 0.125, repeats: 2, rest: 0.0625).traced.at(0.1875),
            call().at(0.25)
        ).timed(repeats: 2, autoreverses: true, rest: 0.125, speed: 2).traced,
        call(),
        tween(.a1, to: 5, 0.375).timed(repeats: 3).traced,
        call().at(.end(0))
    ).timed(delay: 0.1875, repeats: 2, rest: 0.3125, speed: 1.5).traced

    nonisolated static let runs: [ModelRow] = [
        ModelRow(
            "E1, E8: a step of no length in a sequence runs its start handlers once",
            seq(wait(0.5), tween(.a, from: 5, to: 5, 0).traced, wait(0.5)), [.start, .run(1.5)]),
        ModelRow(
            "E8: a step at the start of a sequence runs its start handlers once",
            seq(closure(from: 0, to: 1, 1).onStart()),
            [.start, .run(1.5)]),
        ModelRow(
            "E5: restart runs a nested group's call at time zero again, playing or finished",
            seq(group(call(), wait(1))), [.start, .by(0.5), .restart, .run(2), .restart]),
        ModelRow(
            "E5: restarting a running sequence runs its first call again",
            seq(call(), closure(from: 0, to: 1, 1)), [.start, .by(0.5), .restart, .by(0.5)]),
        ModelRow(
            "C6: a restarted sequence of a group plays every child again",
            seq(group(tween(.a, from: 0, to: 10, 1), tween(.a1, from: 0, to: 20, 1))),
            [.start, .run(1.5), .restart, .by(0.5), .run(1)]),
        ModelRow(
            "E8: the root's start handlers run once a run, a step's once a pass of its timeline",
            seq(tween(.a, from: 0, to: 1, 0.25).timed(repeats: 4).onStart()).timed(delay: 0.5, repeats: 3).onStart(),
            [.start, .run(4, fps: 30)]),
        ModelRow(
            "E8: restart from the last step's completion keeps the run, which completes once",
            seq(tween(.a, from: 0, to: 1, 1).onComplete(.restart)).onComplete(), [.start, .to(1), .to(1.5), .to(2)]),
        ModelRow(
            "E8: restart from the root's own completion starts a new run without its handlers",
            seq(call(), wait(1)).onComplete(.restart), [.start, .to(1), .to(1.1), .to(2.5)]),
        ModelRow(
            "E8: a step's handlers go with the run of its root",
            seq(tween(.a, from: 0, to: 100, 1).traced, call()).timed(repeats: 2), [.start, .to(2.5), .restart, .to(5)]),
        ModelRow(
            "E9: cancelling a root completes open steps innermost first, then in order",
            group(
                tween(.b, from: 0, to: 1, 2).onComplete(), group(tween(.a, from: 0, to: 1, 2).onComplete()).onComplete()
            )
            .onComplete(),
            [.start, .to(1), .cancel]),
        ModelRow(
            "E9: a fractional repeat cuts a step off as cancelled",
            seq(tween(.a, from: 0, to: 10, 1).onComplete(), tween(.a, from: 20, to: 30, 1).traced, call())
                .timed(repeats: 0.75).onComplete(),
            [.start, .run(3)]),
        ModelRow(
            "E9: a nested fractional repeat cuts its step off before the steps after it",
            seq(group(tween(.a, from: 0, to: 10, 1).traced).timed(repeats: 1.5).onComplete(), call(), wait(1)),
            [.start, .run(3, fps: 10)]),
        ModelRow(
            "E8: restart() from outside runs the events at 0 at once",
            seq(call(), wait(1)).onStart(), [.start, .to(0.5), .restart]),
        ModelRow(
            "C6, V4: a timeline of timelines restarted after finishing plays the same values and calls",
            seq(
                seq(tween(.a, to: 100, 1), call()).timed(repeats: 2, autoreverses: true),
                group(tween(.a, to: 50, 1), call().at(0.5))),
            [.start] + (1...24).map { .to(Double($0) / 4) } + [.restart] + (1...24).map { .to(6 + Double($0) / 4) }),
    ]
}
