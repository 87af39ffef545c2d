import Testing
import TweenKit

/// An object with a per-object handle, for the round 5 mix probes.
private final class Lamp5: Tweenable {
    var glow = 0.0
}

/// Round 5, from outside: takeovers in later cycles and between roots, update handlers that write their own
/// property, timelines of waits and calls only, staggers that repeat and autoreverse, queues of sought timelines,
/// and reuse of steps.
@MainActor @Suite struct ReviewRound5MixTests {
    // MARK: Takeovers

    /// P2 + V5 + P1: a plain tween on the property a nested step plays in its second cycle takes it; the step
    /// completes `.cancelled` once and the root plays on; the root's `restart()` takes the property back, the plain
    /// tween is cancelled, and the step plays every cycle again.
    @Test func aPlainTweenTakesANestedStepInTheSecondCycleAndTheRestartTakesItBack() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenGroup(engine: e) {
            TweenSequence(engine: e) {
                level(g, from: 0, to: 100, 1, e).onComplete(trace.done("a"))
            }.timed(repeats: 2)
            Call(engine: e, trace.call("late")).at(2.5)
        }
        root.start()
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 50) && trace.log == ["a.fin"])
        let plain = level(g, to: 200, 1, e)
        plain.start()
        #expect(trace.log == ["a.fin", "a.can"] && root.state == .running)
        rig.driver.advance(to: 2.0)
        #expect(g.level > 100 && g.level < 200 && plain.state == .running)
        root.restart()
        #expect(plain.state == .cancelled && g.level == 0)
        rig.driver.advance(to: 2.25)
        #expect(near(g.level, 25))
        rig.driver.advance(to: 3.25)
        #expect(near(g.level, 25) && trace.log == ["a.fin", "a.can", "a.fin"])
    }

    /// P1 + P2 + V5: root B takes the property from root A; A's restart takes it back (B's step completes
    /// `.cancelled`, B plays on for the rest); seeking B afterwards writes nothing to it.
    @Test func restartingTheFirstOfTwoRootsTakesThePropertyBackAndTheSecondPlaysOnWithoutIt() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let other = Gauge()
        let trace = Trace()
        let a = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e).onComplete(trace.done("a")) }
        let b = TweenGroup(engine: e) {
            level(g, from: 500, to: 600, 1, e).onComplete(trace.done("b"))
            level(other, from: 0, to: 10, 1, e)
        }
        a.start()
        rig.driver.advance(to: 0.5)
        b.start()
        #expect(trace.log == ["a.can"] && g.level == 500)
        rig.driver.advance(to: 0.75)
        #expect(near(g.level, 525))
        a.restart()
        #expect(trace.log == ["a.can", "b.can"] && g.level == 0 && b.state == .running)
        rig.driver.advance(to: 1.0)
        #expect(near(g.level, 25) && near(other.level, 5))
        b.seek(to: 0.9)
        #expect(near(g.level, 25) && near(other.level, 9))
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 75))
    }

    /// C3 + V5: after a plain tween took one of a running root's properties, a seek of the root shows its other
    /// property there and leaves the taken one to the tween, which plays on.
    @Test func seekingARunningRootWritesNothingToAPropertyATweenTookAndTheRestAsUsual() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            observed(g, from: 0, to: 10, 1, e)
        }
        root.start()
        rig.driver.advance(to: 0.5)
        let plain = level(g, to: 500, 1, e)
        plain.start()
        rig.driver.advance(to: 0.75)
        let taken = g.level
        root.seek(to: 0.2)
        #expect(g.level == taken && near(g.observed, 2) && plain.state == .running)
        rig.driver.advance(to: 1.0)
        #expect(g.level > taken && g.level < 500 && near(g.observed, 4.5) && plain.state == .running)
    }

    // MARK: Update handlers writing their own property

    /// V4 ("that value is worked out … by V2 and V3 … before anything is written, and kept"): a step's update
    /// handler that writes its property over does not change where the next `to:` step starts.
    @Test func anUpdateHandlerWritingItsPropertyDoesNotMoveTheNextStepsStart() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e).onUpdate { g.level = $0 + 1000 }
            level(g, to: 0, 1, e)
        }
        root.start()
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 1050))
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 50))
    }

    /// E7 ("a step writes only when what shows changed"): a value an update handler wrote at its step's end stays
    /// while the root plays other properties and nothing on that one changes.
    @Test func aValueAnUpdateHandlerWroteAfterItsStepEndedIsLeftWhileNothingChanges() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e).onUpdate { if $0 == 100 { g.level = 7 } }
            observed(g, from: 0, to: 10, 2, e)
        }
        root.start()
        rig.driver.advance(to: 0.5)
        rig.driver.advance(to: 1.25)
        #expect(g.level == 7)
        rig.driver.advance(to: 1.75)
        #expect(g.level == 7 && near(g.observed, 8.75))
    }

    /// C3 ("`seek(to:)` … move the playhead and show what V1–V3 define there") with E7 (a step writes "only when
    /// what shows there changed"): a seek shows the rules' value over what was written to the property meanwhile,
    /// but a seek to where the playhead already is changes nothing there, so it writes nothing (as GSAP's).
    @Test func aSeekShowsTheRulesValueOverWhatAnUpdateHandlerWrote() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var updates: [Double] = []
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e).onUpdate { updates.append($0) }
        }
        root.start()
        rig.driver.advance(to: 0.5)
        g.level = -5
        root.seek(to: 0.5)
        #expect(g.level == -5 && updates.last == 50)
        #expect(root.state == .running)
        g.level = -5
        root.seek(to: 0.6)
        #expect(near(g.level, 60) && updates.last == 60)
        rig.driver.advance(to: 0.75)
        #expect(near(g.level, 85))
    }

    /// C2 + E7: pausing and resuming write nothing; the next frame that moves the progress writes once.
    @Test func pauseAndResumeWriteNothingUntilTheProgressMoves() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { observed(g, from: 0, to: 100, 1, e) }
        root.start()
        rig.driver.advance(to: 0.5)
        let writes = g.writes
        root.pause()
        rig.driver.advance(to: 1)
        root.resume()
        #expect(g.writes == writes)
        rig.driver.advance(to: 1.25)
        #expect(g.writes == writes + 1 && near(g.observed, 75))
    }

    // MARK: Waits and calls only

    /// E3 + E4 + E8 + E9: a timeline only of waits and calls, repeating, walks every call of every cycle in one
    /// long frame, in order, then completes once.
    @Test func aTimelineOfWaitsAndCallsRunsEveryCallInOneLongFrame() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("s"))
            Wait(0.5, engine: e)
            Call(engine: e, trace.call("m"))
            Wait(0.5, engine: e)
            Call(engine: e, trace.call("e"))
        }.timed(repeats: 2)
        root.onStart(trace.call("root.start"))
        root.onComplete(trace.done("root"))
        #expect(root.duration == 1)
        root.start()
        rig.driver.advance(to: 5)
        #expect(trace.log == ["root.start", "s", "m", "e", "s", "m", "e", "root.fin"])
    }

    /// T2 + P4 + `progress`/`cycleProgress`: a timeline of waits reads and its steps' states follow its content time
    /// on the backward pass too.
    @Test func aTimelineOfWaitsReadsAndStatesThroughAnAutoreversingRun() {
        let rig = Rig()
        let e = rig.engine
        let w1 = Wait(1, engine: e)
        let w2 = Wait(1, engine: e)
        let root = TweenSequence(engine: e) {
            w1
            w2
        }.timed(autoreverses: true)
        root.start()
        rig.driver.advance(to: 0.5)
        #expect(w1.state == .running && w2.state == .idle && near(root.progress, 0.125))
        rig.driver.advance(to: 2.5)
        #expect(near(root.cycleProgress, 0.75) && near(root.progress, 0.625))
        #expect(w1.state == .finished && w2.state == .running)
        rig.driver.advance(to: 4.5)
        #expect(root.state == .finished && root.progress == 1)
    }

    /// P1 ("owns every property its steps write"): a root of calls and waits writes nothing, so starting it takes
    /// nothing from a playing tween.
    @Test func aTimelineOfCallsOnlyTakesNoPropertyFromAPlayingTween() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let plain = level(g, from: 0, to: 100, 1, e)
        plain.start()
        rig.driver.advance(to: 0.25)
        let root = TweenSequence(engine: e) {
            Wait(0.25, engine: e)
            Call(engine: e, trace.call("c"))
        }
        root.start()
        rig.driver.advance(to: 0.75)
        #expect(plain.state == .running && near(g.level, 75) && trace.log == ["c"] && root.state == .finished)
    }

    // MARK: Staggers

    /// V1 + T2: a staggered group repeating with autoreverse shows its stagger in every pass, retraced backward.
    @Test func aStaggeredGroupThatRepeatsAndAutoreversesRetracesItsStagger() {
        let rig = Rig()
        let e = rig.engine
        let g1 = Gauge()
        let g2 = Gauge()
        let root = TweenGroup(stagger: .each(0.5), engine: e) {
            level(g1, from: 0, to: 100, 1, e)
            level(g2, from: 0, to: 100, 1, e)
        }.timed(repeats: 2, autoreverses: true)
        #expect(root.duration == 1.5)
        root.start()
        rig.driver.advance(to: 1.0)
        #expect(g1.level == 100 && near(g2.level, 50))
        rig.driver.advance(to: 2.0)
        #expect(g1.level == 100 && near(g2.level, 50))
        rig.driver.advance(to: 2.75)
        #expect(near(g1.level, 25) && g2.level == 0)
        rig.driver.advance(to: 3.5)
        #expect(near(g1.level, 50) && g2.level == 0)
        rig.driver.advance(to: 5.25)
        #expect(near(g1.level, 75) && near(g2.level, 25))
        rig.driver.advance(to: 7)
        #expect(root.state == .finished && g1.level == 0 && g2.level == 0)
    }

    /// E2 + E3: a staggered, repeating, autoreversing group runs its steps' start handlers on forward passes only,
    /// once each per forward pass, in stagger order.
    @Test func aStaggeredGroupsCallsRunOncePerForwardPassOnly() {
        let rig = Rig()
        let e = rig.engine
        let g1 = Gauge()
        let g2 = Gauge()
        let trace = Trace()
        let root = TweenGroup(stagger: .each(0.5), engine: e) {
            level(g1, from: 0, to: 100, 1, e).onStart(trace.call("1"))
            level(g2, from: 0, to: 100, 1, e).onStart(trace.call("2"))
        }.timed(repeats: 2, autoreverses: true)
        root.start()
        for i in 1...50 { rig.driver.advance(to: Double(i) * 0.13) }
        #expect(root.state == .finished && trace.log == ["1", "2", "1", "2"])
    }

    // MARK: Queues

    /// Q1 + C1: a timeline sought into its second cycle, then queued, plays from there (its seek fixed its start)
    /// and the queue drains when it ends.
    @Test func aTimelineSoughtIntoItsSecondCycleThenQueuedPlaysTheRestAndDrains() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let t = TweenSequence(engine: e) { level(g, to: 100, 1, e) }.timed(repeats: 2)
        t.seek(toTime: 1.5)
        #expect(near(g.level, 50))
        let q = TweenQueue().onDrained(trace.call("drained"))
        try q.enqueue(t)
        q.start()
        rig.driver.advance(to: 0.25)
        #expect(near(g.level, 75) && trace.log == [])
        rig.driver.advance(to: 0.6)
        #expect(t.state == .finished && g.level == 100 && trace.log == ["drained"])
    }

    /// Q1: a queued timeline of only calls and waits runs its calls, and the next step starts when it completes.
    @Test func aQueuedTimelineOnlyOfCallsRunsThemAndLetsTheNextStepPlay() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let q = TweenQueue()
        try q.enqueue(
            TweenSequence(engine: e) {
                Call(engine: e, trace.call("a"))
                Wait(0.5, engine: e)
                Call(engine: e, trace.call("b"))
            })
        try q.enqueue(level(g, from: 0, to: 100, 1, e).onStart(trace.call("t")))
        q.start()
        rig.driver.advance(to: 0.25)
        #expect(trace.log == ["a"])
        rig.driver.advance(to: 0.5)
        #expect(trace.log == ["a", "b", "t"] && g.level == 0)
        rig.driver.advance(to: 1.0)
        #expect(near(g.level, 50))
    }

    // MARK: Reuse

    /// `add(_:at:)`'s documentation ("throws … when the step is already in use"): a step of a root whose run was
    /// cancelled stays its root's; another timeline refuses it. (Silent whether GSAP's moving of a child applies.)
    @Test func aStepOfACancelledRootCannotBeAddedToAnother() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let inner = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        let first = TweenSequence(engine: e) { inner }
        first.start()
        rig.driver.advance(to: 0.5)
        first.cancel()
        let second = TweenSequence(engine: e) {}
        #expect(throws: TweenError.self) { try second.add(inner) }
        #expect(second.duration == 0 && second.steps.isEmpty)
    }

    /// V5 + P4: a step cancelled in its nested timeline's second cycle leaves its property as it is for the rest of
    /// the run; the root's restart brings it back into play.
    @Test func cancellingAStepInItsSecondNestedCycleLeavesThePropertyAndARestartBringsItBack() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let a = level(g, from: 0, to: 100, 1, e).onComplete(trace.done("a"))
        let root = TweenSequence(engine: e) {
            TweenSequence(engine: e) { a }.timed(repeats: 2)
        }
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 1.5)
        a.cancel()
        #expect(a.state == .cancelled && near(g.level, 50) && trace.log == ["a.fin", "a.can"])
        rig.driver.advance(to: 2.5)
        #expect(near(g.level, 50) && root.state == .finished && trace.log == ["a.fin", "a.can", "root.fin"])
        root.restart()
        rig.driver.advance(to: 2.75)
        #expect(near(g.level, 25) && a.state == .running)
    }

    // MARK: Placement and values

    /// T3 ("a step's span … runs from its start for `totalDuration ÷ speed` seconds: its own delay … at its own
    /// speed"): a delay of 1 at speed 2 takes half a second of its timeline; V3 shows its `from` before it begins.
    @Test func aDelayedStepAtSpeedSpansItsTotalOverItsSpeed() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let c = Call(engine: e, trace.call("c"))
        let root = TweenSequence(engine: e) {
            level(g, from: 10, to: 110, 1, e).timed(delay: 1, speed: 2)
            c
        }
        #expect(root.startTime(of: c) == 1 && root.duration == 1)
        root.start()
        rig.driver.advance(to: 0.25)
        #expect(g.level == 10)
        rig.driver.advance(to: 0.75)
        #expect(near(g.level, 60) && trace.log == [])
        rig.driver.advance(to: 1.1)
        #expect(trace.log == ["c"] && g.level == 110)
    }

    /// T2 + V2 + V4: a seek into a nested timeline's rest shows its pass end; the next `to:` step starts from that.
    @Test func aSeekIntoANestedRestShowsThePassEndAndTheNextToStepStartsFromIt() {
        let rig = Rig()
        let e = rig.engine
        _ = rig
        let g = Gauge()
        let root = TweenSequence(engine: e) {
            TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }.timed(autoreverses: true, rest: 1)
            level(g, to: 40, 1, e)
        }
        root.seek(toTime: 1.5)
        #expect(g.level == 100)
        root.seek(toTime: 2.5)
        #expect(near(g.level, 50))
        root.seek(toTime: 3.5)
        #expect(near(g.level, 20))
    }

    /// T5 + E4: a label, a call and a step at the same time inside a repeating nested timeline: every cycle runs the
    /// call, then the step's start, in written order; `play(from:)` the root's label before it, in the same run,
    /// plays them again.
    @Test func aLabelCallAndStepAtOneTimeInANestedRepeatRunInWrittenOrder() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 0.5, e)
            TimelineLabel("N")
            TweenGroup(engine: e) {
                TimelineLabel("inner", at: 0.25)
                Call(engine: e, trace.call("c")).at(.label("inner"))
                level(g, from: 50, to: 100, 0.5, e).onStart(trace.call("t")).at(.label("inner"))
            }.timed(repeats: 2)
        }
        #expect(root.duration == 2)
        root.start()
        rig.driver.advance(to: 1.6)
        #expect(trace.log == ["c", "t", "c", "t"] && root.state == .running)
        try root.play(from: "N")
        rig.driver.advance(to: 1.9)
        #expect(trace.log == ["c", "t", "c", "t", "c", "t"] && near(g.level, 55))
    }

    /// E6: a step's start handler in the second cycle sees the property at its begin (its `from`), not the previous
    /// cycle's end.
    @Test func aStepsStartHandlerSeesTheValueOfItsBeginInTheSecondCycle() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var seen: [Double] = []
        let root = TweenSequence(engine: e) {
            TweenSequence(engine: e) {
                Wait(0.5, engine: e)
                level(g, from: 20, to: 100, 1, e).onStart { seen.append(g.level) }
            }.timed(repeats: 2)
        }
        root.start()
        for i in 1...7 { rig.driver.advance(to: Double(i) * 0.45) }
        #expect(seen == [20, 20])
    }

    /// P1 + P2 + C9 ("it acts from the frame's time"): a second root started from the first's call takes the shared
    /// property from the frame's time; the first's `restart()` takes it back; the second's step completes
    /// `.cancelled`, the object's `running` lists only the first, and the second plays on to its end.
    @Test func aSecondRootStartedFromTheFirstsHandlerIsTakenBackByTheFirstsRestart() {
        let rig = Rig()
        let e = rig.engine
        let lamp = Lamp5()
        let trace = Trace()
        let second = TweenSequence(engine: e) {
            Tween(lamp, \.glow, from: 500, to: 600, duration: 1, engine: e).onComplete(trace.done("s"))
        }
        second.onComplete(trace.done("second"))
        let first = TweenGroup(engine: e) {
            Tween(lamp, \.glow, from: 0, to: 100, duration: 1, engine: e).onComplete(trace.done("f"))
            Call(engine: e) { second.start() }.at(0.5)
        }
        first.start()
        rig.driver.advance(to: 0.25)
        rig.driver.advance(to: 0.75)
        #expect(trace.log == ["f.can"] && lamp.glow == 500 && second.state == .running)
        first.restart()
        #expect(trace.log == ["f.can", "s.can"] && lamp.glow == 0)
        #expect(lamp.tween(on: e).running.count == 1 && second.state == .running)
        rig.driver.advance(to: 1.0)
        #expect(near(lamp.glow, 25))
        rig.driver.advance(to: 2.0)
        #expect(Set(trace.log) == ["f.can", "s.can", "f.fin", "second.fin"] && trace.log.count == 4)
        #expect(lamp.glow == 100 && first.state == .finished && second.state == .finished)
    }

    /// E8 + E9 + `finished`'s documentation: awaiting a root whose completion handler restarts it returns the first
    /// run's result (that run ended) and the restart is a new run.
    @Test func awaitingARootThatAHandlerRestartsFromItsCompletionReturnsForTheFirstRun() async {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let box = RootBox()
        var once = true
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        box.root = root
        root.onComplete { _ in
            if once {
                once = false
                box.root?.restart()
            }
        }
        root.start()
        var result: TweenResult?
        let task = Task { @MainActor in result = await root.finished }
        for _ in 0..<10 { await Task.yield() }
        rig.driver.advance(to: 1.1)
        _ = await task.value
        #expect(result == .finished)
        rig.driver.advance(to: 1.2)
        #expect(root.state == .running && near(g.level, 10))
    }
}
