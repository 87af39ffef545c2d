import Testing
import TweenKit

/// Deep trees: a seek shows what playing shows, controls from deep calls act on the whole root, and roots started
/// from calls start from the values at the call.
@MainActor @Suite struct ReviewDeepTests {
    /// A tree three deep with `to:` chains, overlaps, delays, speeds, repeats, autoreverse and rests at every level.
    static func tree(_ e: TweenEngine, _ g: Gauge, _ h: Gauge) -> TweenSequence {
        let innermost = TweenSequence(engine: e) {
            Tween(g, \.level, to: 30, duration: 0.3, curve: .easeInOutCubic, engine: e)
            Tween(g, \.level, to: -10, duration: 0.4, engine: e).at(.end - 0.15)
            Tween(h, \.observed, to: 3, duration: 0.2, engine: e).timed(delay: 0.05, repeats: 2, autoreverses: true)
        }.timed(delay: 0.1, repeats: 2, rest: 0.05, speed: 1.3)
        let middle = TweenGroup(engine: e) {
            Tween(g, \.level, to: 10, duration: 0.5, engine: e)
            innermost.at(0.2)
            Tween(h, \.level, from: 1, to: 2, duration: 0.3, engine: e).timed(delay: 0.2).at(0.1)
        }.timed(repeats: 1.5, autoreverses: true, rest: 0.1, speed: 2)
        return TweenSequence(engine: e) {
            Tween(g, \.level, to: 50, duration: 0.4, engine: e)
            middle
            Tween(h, \.observed, to: 8, duration: 0.4, engine: e).at(.end - 0.3)
            Tween(g, \.level, to: 0, duration: 0.5, engine: e).at(.withPrevious + 0.1)
        }.timed(delay: 0.2, repeats: 2, rest: 0.3, speed: 1.5)
    }

    /// V1 + V4: at every frame of a played deep tree, a fresh copy sought to the same time shows the same values.
    @Test func aDeepTreeSoughtAnywhereShowsWhatPlayingShows() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let h = Gauge()
        let g2 = Gauge()
        let h2 = Gauge()
        g.level = 7
        g2.level = 7
        h.observed = -2
        h2.observed = -2
        let played = Self.tree(e, g, h)
        let sought = Self.tree(e, g2, h2)
        played.start()
        var mismatches: [String] = []
        var frames = 0
        while played.state != .finished && frames < 2000 {
            rig.driver.advance(by: 1.0 / 47)
            frames += 1
            sought.seek(toTime: played.time)
            for (name, a, b) in [
                ("g.level", g.level, g2.level), ("h.level", h.level, h2.level), ("h.observed", h.observed, h2.observed),
            ]
            where !near(a, b, 1e-9) {
                mismatches.append("t=\(played.time) \(name): played \(a) sought \(b)")
            }
        }
        #expect(played.state == .finished)
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // A third copy sought straight to the end shows the same: V4's start values do not depend on the path.
        let g3 = Gauge()
        let h3 = Gauge()
        g3.level = 7
        h3.observed = -2
        let backwards = Self.tree(e, g3, h3)
        backwards.seek(to: 1)
        #expect(near(g3.level, g.level, 1e-9) && near(h3.observed, h.observed, 1e-9) && near(h3.level, h.level, 1e-9))
    }

    /// C7 from a call inside a repeating nested group: plays the rest of the root's pass — the nested group's
    /// remaining cycles and what follows — then ends, skipping the root's next pass.
    @Test func finishFromADeepCallPlaysTheRestOfTheRootsPass() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let box = RootBox()
        var once = false
        let root = TweenSequence(engine: e) {
            TweenGroup(engine: e) {
                Call(engine: e) {
                    trace.mark("a")
                    if !once {
                        once = true
                        box.root?.finish()
                    }
                }
                Wait(0.5, engine: e)
            }.timed(repeats: 3)
            Call(engine: e, trace.call("b"))
        }.timed(repeats: 2)
        box.root = root
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.1)
        #expect(trace.log == ["a", "a", "a", "b", "root.fin"])
    }

    /// C5 + C9 from a deep call: a reverse turns the whole root at that moment, nothing else runs, and it plays
    /// back through the nested cycles to the start.
    @Test func reverseFromADeepCallTurnsTheRoot() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let box = RootBox()
        let g = Gauge()
        var once = false
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            TweenGroup(engine: e) {
                TweenSequence(engine: e) {
                    observed(g, from: 0, to: 1, 0.5, e)
                    Call(engine: e) {
                        trace.mark("deep")
                        if !once {
                            once = true
                            box.root?.reverse()
                        }
                    }
                    Call(engine: e, trace.call("after"))
                }.timed(repeats: 2)
            }
        }
        box.root = root
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 1.25)
        rig.driver.advance(to: 1.75)  // the deep call at 1.5 reverses
        // What it shows at the turn: see reversingAtASeamShowsTheEndOfThePassItPlaysBackThrough.
        #expect(trace.log == ["deep"] && root.isReversed)
        rig.driver.advance(to: 2.0)  // back to 1.25
        #expect(near(g.observed, 0.5) && g.level == 10)
        rig.driver.advance(to: 2.5)  // back to 0.75
        #expect(near(g.level, 7.5))
        rig.driver.run(for: 2)
        #expect(trace.log == ["deep", "root.fin"] && g.level == 0)
    }

    /// A root started from another root's call, on the property the first writes: its `to:` step starts from the
    /// value shown at the call's moment (E6, V3).
    @Test func aRootStartedFromAnotherRootsCallStartsFromTheValueAtTheCall() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let second = TweenSequence(engine: e) { level(g, to: 0, 1, e) }
        let first = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) { second.start() }.at(0.5)
        }
        first.start()
        rig.driver.advance(to: 0.4)
        rig.driver.advance(to: 0.9)
        #expect(g.level == 50)
        rig.driver.advance(to: 1.4)
        #expect(near(g.level, 25))
    }

    /// V5 + C3: a paused root whose property a tween took: seeking the root does not write that property.
    @Test func seekingAPausedRootDoesNotWriteAPropertyATweenTook() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            observed(g, from: 0, to: 10, 1, e)
        }
        root.start()
        rig.driver.advance(to: 0.5)
        root.pause()
        level(g, from: -1, to: -1, 10, e).start()
        root.seek(toTime: 0.2)
        #expect(g.level == -1 && near(g.observed, 2))
        root.resume()
        rig.driver.advance(to: 1)
        #expect(g.level == -1 && near(g.observed, 7))
    }

    /// P1: a root that has only been sought owns nothing yet; starting it takes its properties (cancelling a
    /// tween started on one in between).
    @Test func aSoughtRootOwnsNothingUntilItStarts() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        root.seek(toTime: 0.5)
        let tween = level(g, from: 0, to: -100, 1, e)
        tween.start()
        rig.driver.advance(to: 0.25)
        #expect(near(g.level, -25) && tween.state == .running)
        root.start()
        #expect(tween.state == .cancelled && g.level == 50)
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 75))
    }

    /// C9 + Q2: a call in a queued timeline that cancels the queue ends the timeline at once: nothing after the call
    /// runs, and the waiting steps complete `.cancelled`.
    @Test func aCallInAQueuedTimelineThatCancelsTheQueue() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let queue = TweenQueue(engine: e)
        let show = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            Call(engine: e) { queue.cancelAll() }
            Call(engine: e, trace.call("never"))
            level(g, from: 20, to: 30, 1, e)
        }.onComplete(trace.done("show"))
        try queue.enqueue(show)
        try queue.enqueue(level(g, to: 0, 1, e).onComplete(trace.done("next")))
        queue.start()
        rig.driver.run(for: 3)
        // The level: see aCallThatEndsTheRootBetweenTwoStepsLeavesTheNextStepsFrom.
        #expect(trace.log == ["show.can", "next.can"])
    }

    /// E9: a step's `finished` awaited across a restart of a root that has not ended (it keeps its run) returns
    /// at the step's next completion.
    @Test func awaitingAStepAcrossARestartReturnsAtItsNextCompletion() async {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let step = level(g, from: 0, to: 1, 1, e)
        let root = TweenSequence(engine: e) {
            step
            Wait(1, engine: e)
        }
        root.start()
        rig.driver.advance(to: 0.5)
        var result: TweenResult?
        let task = Task { @MainActor in result = await step.finished }
        for _ in 0..<10 { await Task.yield() }
        root.restart()
        rig.driver.advance(to: 1.2)
        for _ in 0..<10 { await Task.yield() }
        #expect(result == nil)
        rig.driver.advance(to: 1.6)
        _ = await task.value
        #expect(result == .finished)
    }
}
