import Testing
import TweenKit

/// Round 4, from outside: controls the random programs do not make (`seek(toTime:)`, `restart(includingDelay:)`,
/// non-finite input, speed 0, huge repeat counts, smoothed scrubs) and the readings (`time`, `cycleProgress`).
@MainActor @Suite struct ReviewRound4ControlTests {
    /// C3 + `seek(toTime:)`'s documentation: a time outside the active span counts as the nearer end.
    @Test func seekToTimeOutsideTheSpanClampsToTheNearerEnd() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            level(g, to: 50, 1, e)
        }
        root.seek(toTime: .infinity)
        #expect(g.level == 50 && root.state == .idle && near(root.time, 2) && root.progress == 1)
        root.seek(toTime: -.infinity)
        #expect(g.level == 0 && root.time == 0 && root.progress == 0)
    }

    /// C9 ("a control never traps") + the documentation: `seek(toTime: .nan)` is ignored.
    @Test func seekToTimeNaNChangesNothing() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        root.start()
        rig.driver.advance(to: 0.25)
        root.seek(toTime: .nan)
        #expect(near(g.level, 25) && root.state == .running && near(root.time, 0.25))
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 50))
    }

    /// C3 + `seek(to:)`'s documentation: a progress outside 0…1 counts as the nearer end, infinities too.
    @Test func seekToAnInfiniteProgressClampsToTheNearerEnd() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }.timed(repeats: 2)
        root.seek(to: .infinity)
        #expect(g.level == 100 && root.progress == 1)
        root.seek(to: -.infinity)
        #expect(g.level == 0 && root.progress == 0 && root.state == .idle)
    }

    /// T1 + `time`'s documentation: `seek(toTime:)` and `time` count from the end of the delay; the delay is no
    /// part of `progress`'s span.
    @Test func seekToTimeCountsFromTheEndOfTheDelay() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 2, e) }.timed(delay: 1)
        root.seek(toTime: 0.5)
        #expect(near(g.level, 25) && near(root.time, 0.5) && near(root.progress, 0.25))
        root.start()
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 50) && near(root.time, 1))
    }

    /// T2 + `cycleProgress`'s documentation: on the backward pass of an autoreversing root, content time runs back.
    @Test func readingsOnABackwardPass() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }.timed(autoreverses: true)
        root.start()
        rig.driver.advance(to: 1.25)
        #expect(near(g.level, 75))
        #expect(near(root.time, 1.25) && near(root.cycleProgress, 0.75) && near(root.progress, 0.625))
    }

    /// T2: in a rest content time stays where the pass ended; `time` and `progress` count the rest.
    @Test func readingsInARest() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }.timed(repeats: 2, rest: 0.5)
        root.start()
        rig.driver.advance(to: 1.25)
        #expect(g.level == 100)
        #expect(near(root.time, 1.25) && near(root.cycleProgress, 1) && near(root.progress, 0.5))
        rig.driver.advance(to: 1.75)
        #expect(near(g.level, 25) && near(root.cycleProgress, 0.25))
    }

    /// `progress`'s documentation: "0…1; over one cycle when repeating forever" (and `seek(to:)` of an endless root
    /// takes a progress within one cycle): a quarter into the third cycle reads 0.25.
    @Test func progressOfAnEndlessRootIsOverOneCycle() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }.timed(repeats: .infinity)
        root.start()
        rig.driver.advance(to: 2.25)
        #expect(near(g.level, 25) && near(root.cycleProgress, 0.25) && near(root.time, 2.25))
        #expect(near(root.progress, 0.25))
    }

    /// E8 + README ("`restart(includingDelay: true)` waits it out again"): the delay plays again, and the
    /// root's start and the call at 0 run when it runs out, not at the restart; content time is 0 in the delay (T2).
    @Test func restartIncludingDelayWaitsItOutAgainBeforeTheStartEvents() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("c0"))
            level(g, from: 0, to: 100, 1, e)
        }.timed(delay: 0.5)
        root.onStart(trace.call("root.start"))
        root.start()
        rig.driver.advance(to: 0.25)
        #expect(trace.log == [] && root.state == .delayed)
        rig.driver.advance(to: 0.75)
        #expect(trace.log == ["root.start", "c0"])
        rig.driver.advance(to: 1.0)
        #expect(near(g.level, 50))
        root.restart(includingDelay: true)
        #expect(root.state == .delayed && g.level == 0 && trace.log == ["root.start", "c0"])
        rig.driver.advance(to: 1.25)
        #expect(trace.log == ["root.start", "c0"] && root.state == .delayed)
        rig.driver.advance(to: 1.6)
        #expect(trace.log == ["root.start", "c0", "root.start", "c0"])
        #expect(near(g.level, 10) && root.state == .running)
    }

    /// E5 + E8: `restart()` of a root still in its delay starts at content 0 at once: its start and the call at 0.
    @Test func restartFromTheDelayRunsTheStartEventsAtOnce() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("c0"))
            level(g, from: 0, to: 100, 1, e)
        }.timed(delay: 0.5)
        root.onStart(trace.call("root.start"))
        root.start()
        rig.driver.advance(to: 0.25)
        root.restart()
        #expect(trace.log == ["root.start", "c0"] && root.state == .running)
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 25) && trace.log == ["root.start", "c0"])
    }

    /// E5 + E8: `restart(includingDelay: true)` from the root's own call goes back into the delay; the root's
    /// start and the call at 0 run again only when the delay runs out.
    @Test func restartIncludingDelayFromACallRunsTheStartAgainAfterTheDelay() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        var once = true
        let root = TweenGroup(engine: e) {
            Call(engine: e, trace.call("c0"))
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                trace.mark("c.5")
                if once {
                    once = false
                    box.root?.restart(includingDelay: true)
                }
            }.at(0.5)
        }.timed(delay: 0.5)
        box.root = root
        root.onStart(trace.call("root.start"))
        root.start()
        rig.driver.advance(to: 0.5)
        #expect(trace.log == ["root.start", "c0"])
        rig.driver.advance(to: 1.0)
        #expect(trace.log == ["root.start", "c0", "c.5"] && root.state == .delayed)
        rig.driver.advance(to: 1.25)
        #expect(trace.log == ["root.start", "c0", "c.5"] && g.level == 0)
        rig.driver.advance(to: 1.75)
        #expect(trace.log == ["root.start", "c0", "c.5", "root.start", "c0"])
        #expect(near(g.level, 25))
        rig.driver.advance(to: 3)
        #expect(trace.log == ["root.start", "c0", "c.5", "root.start", "c0", "c.5"] && root.state == .finished)
    }

    /// T1: a root's local time runs at its speed from its start, its delay included: a delay of 1 at speed 2
    /// lasts half a second. (Silent whether GSAP agrees: GSAP's delay is in the parent's time.)
    @Test func aRootsDelayRunsAtItsSpeed() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }.timed(delay: 1, speed: 2)
        root.start()
        rig.driver.advance(to: 0.4)
        #expect(root.state == .delayed)
        rig.driver.advance(to: 0.75)
        #expect(root.state == .running && near(g.level, 50))
    }

    /// C9: a speed of 0 set by a call holds the root at that moment (the rest of the frame is not played); a speed
    /// of 1 later plays on, and the later call runs once.
    @Test func speedZeroFromACallHoldsAndSpeedOneLater() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                trace.mark("x")
                box.root?.speed = 0
            }.at(0.5)
            Call(engine: e, trace.call("y")).at(0.6)
        }
        box.root = root
        root.start()
        rig.driver.advance(to: 0.25)
        rig.driver.advance(to: 0.75)
        #expect(near(g.level, 50) && trace.log == ["x"] && root.state == .running)
        rig.driver.advance(to: 2)
        #expect(near(g.level, 50) && trace.log == ["x"] && root.state == .running)
        root.speed = 1
        rig.driver.advance(to: 2.25)
        #expect(near(g.level, 75) && trace.log == ["x", "y"])
        rig.driver.advance(to: 3)
        #expect(root.state == .finished && trace.log == ["x", "y"])
    }

    /// `speed`'s documentation (a non-finite speed fails it, writing nothing) + E9 (a run's end closes the open
    /// steps `.cancelled`, then the root completes once) + C9 (the rest of the moment does not run). The article
    /// lists no failure among E9's ends: the closing of open steps is expected as for a cancel.
    @Test func aNaNSpeedFromACallFailsTheRootAndClosesItsOpenStep() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e).onComplete(trace.done("t"))
            Call(engine: e) { box.root?.speed = .nan }.at(0.5)
            Call(engine: e, trace.call("y")).at(0.5)
        }
        box.root = root
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.25)
        rig.driver.advance(to: 0.75)
        #expect(root.state == .failed)
        #expect(near(g.level, 50))
        #expect(trace.log == ["t.can", "root.fail"])
        rig.driver.advance(to: 2)
        #expect(near(g.level, 50) && trace.log == ["t.can", "root.fail"])
    }

    /// `speed`'s documentation: a negative speed fails a running root; nothing more is written.
    @Test func aNegativeSpeedFromOutsideFailsARunningRootWritingNothing() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e).onComplete(trace.done("t")) }
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.25)
        root.speed = -1
        #expect(root.state == .failed && near(g.level, 25))
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 25))
        #expect(trace.log == ["t.can", "root.fail"])
    }

    /// `speed`'s documentation: an infinite speed fails it (it does not jump to the end).
    @Test func anInfiniteSpeedFailsTheRoot() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        root.start()
        rig.driver.advance(to: 0.25)
        root.speed = .infinity
        rig.driver.advance(to: 0.5)
        #expect(root.state == .failed && near(g.level, 25))
    }

    /// `start()`'s documentation: bad timing on the root (NaN repeats, a negative rest, an infinite delay) fails
    /// it before anything is written.
    @Test func badTimingOnTheRootFailsItBeforeAnythingIsWritten() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        g.level = 7
        let nanRepeats = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        nanRepeats.repeatCount = .nan
        nanRepeats.start()
        let negativeRest = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }.timed(repeats: 2, rest: -1)
        negativeRest.start()
        let endlessDelay = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }.timed(delay: .infinity)
        endlessDelay.start()
        rig.driver.advance(to: 0.5)
        #expect(nanRepeats.state == .failed && negativeRest.state == .failed && endlessDelay.state == .failed)
        #expect(g.level == 7)
    }

    /// T2 + V1: the content time in cycle 100 000 000 001 is what it is in the first.
    @Test func aHugeRepeatCountSeeksIntoALateCycle() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }.timed(repeats: 1e12)
        root.seek(toTime: 1e11 + 0.25)
        #expect(near(g.level, 25, 1e-3) && near(root.progress, 0.1, 1e-9) && near(root.cycleProgress, 0.25, 1e-5))
        root.start()
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 75, 1e-3))
    }

    /// C9: "a control never traps": a repeat count of 1e300 plays, showing values in range, and finishes (C7).
    @Test func anAstronomicalRepeatCountNeverTraps() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var calls = 0
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) { calls += 1 }
        }.timed(repeats: 1e300)
        root.start()
        rig.driver.advance(to: 0.25)
        rig.driver.advance(to: 3.5)
        #expect(g.level.isFinite && (0...100).contains(g.level) && root.state == .running)
        #expect(calls >= 3)
        // C7: finish plays only what is left of the pass it is in, then shows the end.
        let before = calls
        root.finish()
        #expect(root.state == .finished && g.level == 100 && calls == before + 1)
    }

    /// C3 (a seek runs no events) + C9 ("a control never traps"): a seek far into a repeating timeline that holds a
    /// plain `Call` lands at once, running nothing: it used to walk every cycle it crossed (`repeatCount = 1e300`
    /// then `seek(to: 0.5)` never returned, and ran out of memory).
    @Test func aFarSeekOfATimelineWithACallDoesNotWalkEveryCycle() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var calls = 0
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) { calls += 1 }
        }.timed(repeats: 1e300)
        root.seek(to: 0.5)
        #expect(near(g.level, 0) && calls == 0 && root.state == .idle)
        root.seek(toTime: 2e9 + 0.25)
        #expect(near(g.level, 25, 1e-3) && calls == 0)
    }

    /// V1: an endless root sought (in seconds) a billion cycles in shows the content time there.
    @Test func anEndlessRootSoughtFarShowsTheContentTimeThere() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }.timed(repeats: .infinity)
        root.seek(toTime: 1e9 + 0.25)
        #expect(near(g.level, 25, 1e-3) && near(root.time, 1e9 + 0.25, 1e-3))
    }

    /// C3 ("an idle root stays idle") + C1 (start plays from where a scrub put it), with smoothing.
    @Test func aSmoothedScrubOfAnIdleRootKeepsItIdleAndStartPlaysFromThere() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        root.scrub(to: 0.5, smoothing: 0.2)
        for i in 1...60 { rig.driver.advance(to: Double(i) / 60) }
        #expect(root.state == .idle && !root.isScrubbing)
        #expect(near(root.progress, 0.5, 1e-3) && near(g.level, 50, 0.1))
        root.start()
        rig.driver.advance(to: 1.25)
        #expect(near(g.level, 75, 0.1))
    }

    /// `scrub`'s documentation: any other control ends the scrubbing: a seek while easing stops the spring there.
    @Test func aSeekEndsASmoothedScrub() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        root.start()
        root.scrub(to: 1, smoothing: 0.5)
        rig.driver.advance(to: 0.1)
        root.seek(to: 0.2)
        #expect(!root.isScrubbing)
        for i in 1...30 { rig.driver.advance(to: 0.1 + Double(i) / 30) }
        #expect(near(g.level, 20) && root.state == .paused)
    }

    /// C3: a finished root is shown where a scrub puts it and stays finished, also with smoothing.
    @Test func aSmoothedScrubOfAFinishedRootShowsThereAndStaysFinished() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        root.start()
        rig.driver.advance(to: 1.5)
        #expect(root.state == .finished)
        root.scrub(to: 0.3, smoothing: 0.2)
        for i in 1...60 { rig.driver.advance(to: 1.5 + Double(i) / 60) }
        #expect(root.state == .finished && near(g.level, 30, 0.1))
    }

    /// `scrub`'s documentation: a progress outside 0…1 counts as the nearer end; NaN, or a smoothing that is
    /// negative or infinite, change nothing (C9: never traps).
    @Test func scrubToInfinityClampsAndNaNOrBadSmoothingChangeNothing() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        root.start()
        rig.driver.advance(to: 0.25)
        root.scrub(to: .nan)
        root.scrub(to: 0.8, smoothing: .infinity)
        root.scrub(to: 0.8, smoothing: -1)
        #expect(root.state == .running && near(g.level, 25))
        root.scrub(to: .infinity)
        #expect(root.state == .paused && g.level == 100)
        root.scrub(to: -.infinity)
        #expect(g.level == 0)
    }

    /// E5: `play()` of an idle root from where a scrub left it runs the events at exactly that time.
    @Test func playAfterScrubbingAnIdleRootRunsTheCallThere() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Wait(0.5, engine: e)
            Call(engine: e, trace.call("c"))
            level(g, from: 0, to: 100, 1, e)
        }
        root.scrub(to: 1.0 / 3)
        #expect(trace.log == [] && root.state == .idle)
        root.play()
        #expect(trace.log == ["c"])
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 50) && trace.log == ["c"])
    }

    /// E5 ("Resuming does not"): a scrub pauses a playing root (C3), and `play()` then resumes it: the call at
    /// the scrubbed time does not run. (Literal reading: the call never ran; the article says a resume runs
    /// nothing for the place it held.)
    @Test func playAfterScrubbingAPlayingRootResumesWithoutTheCallThere() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Wait(0.5, engine: e)
            Call(engine: e, trace.call("c"))
            level(g, from: 0, to: 100, 1, e)
        }
        root.start()
        rig.driver.advance(to: 0.1)
        root.scrub(to: 0.5)
        #expect(root.state == .paused && near(g.level, 25))
        root.play()
        rig.driver.advance(to: 0.35)
        #expect(root.state == .running && near(g.level, 50) && trace.log == [])
    }

    /// C9 + C3: a smoothed scrub made from a call pauses the root at that moment; the next call at that moment
    /// does not run; the spring then moves the playhead quietly (E2).
    @Test func aSmoothedScrubFromACallHoldsTheRootAndRunsNothingLaterThatFrame() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        var once = true
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                trace.mark("x")
                if once {
                    once = false
                    box.root?.scrub(to: 0.9, smoothing: 0.2)
                }
            }.at(0.5)
            Call(engine: e, trace.call("y")).at(0.5)
            Call(engine: e, trace.call("z")).at(0.7)
        }
        box.root = root
        root.start()
        rig.driver.advance(to: 0.25)
        rig.driver.advance(to: 0.75)
        #expect(root.state == .paused && trace.log == ["x"])
        for i in 1...60 { rig.driver.advance(to: 0.75 + Double(i) / 60) }
        #expect(root.state == .paused && near(g.level, 90, 0.1) && trace.log == ["x"])
    }

    /// `seek(toTime:)` is in seconds of the whole span, repeats included; from a call (C9) it is final for the
    /// frame, and the calls between run again as the playhead passes them.
    @Test func seekToTimeFromACallInTheSecondCycleMovesWithinTheWholeSpan() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        var once = true
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                trace.mark("c")
                if once, let root = box.root, root.time > 1 {
                    once = false
                    root.seek(toTime: 0.9)
                }
            }.at(0.5)
        }.timed(repeats: 3)
        box.root = root
        root.start()
        rig.driver.advance(to: 1.25)
        rig.driver.advance(to: 1.75)
        #expect(near(g.level, 90) && near(root.time, 0.9) && trace.log == ["c", "c"])
        // C9: the seek acts from the frame's time (1.75): the next frame, 0.25 s later, is at 1.15.
        rig.driver.advance(to: 2.0)
        #expect(near(g.level, 15) && near(root.time, 1.15))
        rig.driver.advance(to: 4.0)
        #expect(trace.log == ["c", "c", "c", "c"] && root.state == .finished)
    }

    /// E2: a `Call(onSeek: true)` runs when `seek(toTime:)` crosses it, once per crossing of one place.
    @Test func anOnSeekCallRunsWhenSeekToTimeCrossesItInALaterCycle() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
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
    }

    /// C10: a step's timing set from a handler once the root has played is refused, and `TweenDiagnostics` says so.
    @Test func aStepsTimingChangedFromAHandlerWhilePlayingIsRefused() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var messages: [String] = []
        TweenDiagnostics.handler = { messages.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let second = level(g, to: 0, 1, e)
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e).onStart {
                second.speed = 4
                second.delay = 1
            }
            second
        }
        root.start()
        rig.driver.advance(to: 1.5)
        #expect(second.speed == 1 && second.delay == 0 && near(g.level, 50))
        #expect(messages.count >= 2)
    }

    /// C10-like + `retarget`'s documentation: a step is not retargeted; it is returned as it is and the root plays on.
    @Test func retargetOnAStepReturnsItAndChangesNothing() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let step = level(g, from: 0, to: 100, 1, e)
        let root = TweenSequence(engine: e) { step }
        root.start()
        rig.driver.advance(to: 0.25)
        let returned = step.retarget(to: -100)
        #expect(returned === step)
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 50) && root.state == .running)
    }
}
