import Testing
import TweenKit

/// A `Call` runs once each time playback crosses it going forward: never once per frame, never twice
/// for one crossing, never while playing backwards.
@MainActor @Suite(.tags(.timeline)) struct CallTests {
    /// A sequence of a wait, a call and another wait.
    func callBetweenWaits(
        _ rig: Rig, _ before: Double, _ after: Double, onSeek: Bool = false,
        _ action: @escaping () -> Void
    ) -> TweenSequence {
        TweenSequence(engine: rig.engine) {
            Wait(before, engine: rig.engine)
            Call(onSeek: onSeek, engine: rig.engine, action)
            Wait(after, engine: rig.engine)
        }
    }

    @Test(arguments: [
        ModelRow(
            "a delayed call in a sequence runs once, when its delay ends",
            seq(wait(0.5), call().timed(delay: 0.5), wait(1)),
            [.start, .run(2.5)]),
        ModelRow(
            "a repeating sequence runs its call once a cycle", seq(wait(0.5), call(), wait(0.5)).timed(repeats: 3),
            [.start, .run(3.5)]),
        ModelRow(
            "finish runs the calls it jumps over once", seq(wait(1), call(), wait(1)),
            [.start, .by(0.5), .finish, .by(0.5)]),
    ])
    func aCallRunsOnceACrossing(_ row: ModelRow) { row.check() }

    @Test func aCallStartedOnItsOwnFiresOnce() {
        let rig = Rig()
        var fired = 0
        let call = Call(engine: rig.engine) { fired += 1 }
        var results: [TweenResult] = []
        call.onComplete { results.append($0) }
        call.start()
        rig.driver.run(for: 0.5)
        #expect(fired == 1 && results == [.finished])
    }

    @Test func aCallInAQueueFiresOnce() throws {
        let rig = Rig()
        var fired = 0
        let queue = TweenQueue()
        try queue.enqueue(Tween(from: 0.0, to: 1.0, duration: 0.1, engine: rig.engine))
        try queue.enqueue(Call(engine: rig.engine) { fired += 1 })
        try queue.enqueue(Tween(from: 0.0, to: 1.0, duration: 0.1, engine: rig.engine))
        queue.start()
        rig.driver.run(for: 1)
        #expect(fired == 1 && queue.isEmpty)
    }

    @Test func aCallThatAlsoFiresOnSeeksFiresOnceOnPlayAndOnceForAFrameThatLandsOnIt() {
        let rig = Rig()
        var fired = 0
        let show = TweenSequence(engine: rig.engine) {
            Call(onSeek: true, engine: rig.engine) { fired += 1 }
            Wait(1, engine: rig.engine)
        }
        show.start()
        rig.driver.advance(by: 0.1)
        rig.driver.advance(by: 0.1)
        #expect(fired == 1)

        var landed = 0
        let other = callBetweenWaits(rig, 0.5, 0.5, onSeek: true) { landed += 1 }
        other.start()
        rig.driver.advance(by: 0.5)  // exactly on it
        rig.driver.advance(by: 0.1)
        #expect(landed == 1)
    }

    @Test func aCallDoesNotFireWhileARepeatingSequencePlaysBackwards() {
        let rig = Rig()
        var fired = 0
        let show = callBetweenWaits(rig, 0.5, 0.5) { fired += 1 }
        show.repeatCount = 3
        show.reverse()
        show.start()
        rig.driver.run(for: 3.5)
        #expect(fired == 0 && show.state == .finished)
    }

    /// E2 + E3: a `Call(onSeek: true)` runs for each seek or scrub that crosses it, either way, or lands on it, and
    /// not for one that leaves from it; an idle root's playhead is at its start, so its first seek crosses from 0.
    @Test func anOnSeekCallRunsForEachSeekOrScrubThatCrossesOrLandsOnIt() {
        let rig = Rig()
        var runs = 0
        let root = callBetweenWaits(rig, 0.5, 0.5, onSeek: true) { runs += 1 }
        root.seek(toTime: 0.75)  // the first seek of an idle root, from 0
        #expect(runs == 1)
        root.seek(toTime: 0.25)  // backward across
        root.seek(toTime: 0.75)  // forward across
        root.seek(toTime: 0.25)  // backward across
        root.seek(toTime: 0.5)  // landing on it
        root.seek(toTime: 0.75)  // from it: crosses nothing (a < t ≤ b)
        root.scrub(to: 0.1)  // backward across, by a scrub
        root.scrub(to: 0.9)  // forward across
        root.seek(toTime: 0.95)  // crosses nothing
        #expect(runs == 7)
    }

    /// E2: in a repeating root, an on-seek call runs once a crossing of its place in each cycle, however far the
    /// seek; one at a label in a nested repeat runs when a seek to the label lands on it and when a later seek
    /// crosses it in the nested second cycle.
    @Test func anOnSeekCallRunsForCrossingsInLaterCycles() throws {
        let (_, e, g) = stage()
        var runs = 0
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(onSeek: true, engine: e) { runs += 1 }.at(0.5)
        }.timed(repeats: 5)
        root.seek(toTime: 2.25)
        #expect(runs >= 1)
        let afterFirst = runs
        root.seek(toTime: 2.4)
        #expect(runs == afterFirst)
        root.seek(toTime: 2.6)
        #expect(runs == afterFirst + 1 && near(g.level, 60))

        let trace = Trace()
        let nested = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            TimelineLabel("L")
            TweenSequence(engine: e) {
                Call(onSeek: true, engine: e, trace.call("s"))
                level(g, from: 100, to: 0, 1, e)
            }.timed(repeats: 2)
        }
        try nested.seek(to: "L")
        #expect(trace.log == ["s"] && g.level == 100)
        nested.seek(to: 1)
        #expect(trace.log == ["s", "s"] && g.level == 0 && nested.state == .idle)
    }
}
