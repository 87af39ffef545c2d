import Testing
import TweenKit

/// Controls (C1–C10), in every state and from handlers.
@MainActor @Suite struct ReviewControlTests {
    /// C9: a pause from a call holds at that moment; the events of that moment after it run when playing goes
    /// on, once.
    @Test func aPauseFromACallHoldsAtItsMomentAndTheRestOfThatMomentRunsOnResume() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        var paused = false
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                trace.mark("x")
                if !paused {
                    paused = true
                    box.root?.pause()
                }
            }.at(0.5)
            Call(engine: e, trace.call("y")).at(0.5)
        }
        box.root = root
        root.start()
        rig.driver.advance(to: 0.4)
        rig.driver.advance(to: 0.9)
        #expect(root.state == .paused && near(g.level, 50) && near(root.time, 0.5))
        #expect(trace.log == ["x"])
        rig.driver.advance(to: 1.2)
        #expect(trace.log == ["x"] && near(g.level, 50))
        root.resume()
        rig.driver.advance(to: 1.3)
        #expect(trace.log == ["x", "y"])
        #expect(near(g.level, 60))
        rig.driver.advance(to: 2)
        #expect(trace.log == ["x", "y"] && root.state == .finished)
    }

    /// C9 + C5: a reverse from a call turns at that moment; nothing later in that frame runs (not even the
    /// next call at the same moment), the way back runs nothing (E2), it finishes at its start, and the step
    /// whose start ran but whose completion did not completes `.cancelled` (E9).
    @Test func aReverseFromACallTurnsAtItsMomentAndFinishesAtTheStart() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e).onStart(trace.call("t.start")).onComplete(trace.done("t"))
            Call(engine: e) {
                trace.mark("x")
                box.root?.reverse()
            }.at(0.5)
            Call(engine: e, trace.call("y")).at(0.5)
        }
        box.root = root
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.4)
        rig.driver.advance(to: 0.9)
        #expect(near(g.level, 50) && root.isReversed)
        rig.driver.advance(to: 1.15)
        #expect(near(g.level, 25))
        rig.driver.advance(to: 2)
        #expect(g.level == 0 && root.state == .finished && root.progress == 0)
        #expect(trace.log == ["t.start", "x", "t.can", "root.fin"])
    }

    /// C9: a seek from a call moves the playhead and nothing later in that frame happens; playing goes on from
    /// the sought place.
    @Test func aSeekFromACallIsFinalForThatFrame() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        var sought = false
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                trace.mark("x")
                if !sought {
                    sought = true
                    box.root?.seek(toTime: 0.1)
                }
            }.at(0.5)
            Call(engine: e, trace.call("y")).at(0.5)
            Call(engine: e, trace.call("z")).at(0.7)
        }
        box.root = root
        root.start()
        rig.driver.advance(to: 0.4)
        rig.driver.advance(to: 0.9)
        #expect(near(g.level, 10) && near(root.time, 0.1) && root.state == .running)
        #expect(trace.log == ["x"])
        rig.driver.advance(to: 1.0)
        #expect(near(g.level, 20))
        rig.driver.advance(to: 1.7)
        #expect(trace.log == ["x", "x", "y", "z"])
    }

    /// C9: a change of speed made by a call takes effect at the call's moment, from the frame's time; the calls after
    /// it each still run once, at the new speed (E3).
    @Test func aSpeedChangeFromACall() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 4, e)
            Call(engine: e) {
                trace.mark("x")
                box.root?.speed = 2
            }.at(1)
            Call(engine: e, trace.call("y")).at(1.5)
        }
        box.root = root
        root.start()
        rig.driver.advance(to: 0.5)
        rig.driver.advance(to: 2.0)
        rig.driver.advance(to: 2.5)
        // However the frames fall around the change, y runs exactly once by the end.
        rig.driver.advance(to: 10)
        #expect(trace.log == ["x", "y"])
    }

    /// C7: finish from a call mid-pass plays the rest of that pass (its calls), then shows the end of the last
    /// pass, without running the later passes' events.
    @Test func finishFromACallPlaysTheRestOfThePassOnly() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        var finished = false
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("a"))
            level(g, from: 0, to: 10, 0.5, e)
            Call(engine: e) {
                trace.mark("f")
                if !finished {
                    finished = true
                    box.root?.finish()
                }
            }
            Call(engine: e, trace.call("g"))
            observed(g, from: 0, to: 1, 0.5, e).onComplete(trace.done("o"))
            Call(engine: e, trace.call("b"))
        }.timed(repeats: 3)
        box.root = root
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.6)
        #expect(trace.log == ["a", "f", "g", "o.fin", "b", "root.fin"])
        #expect(g.level == 10 && g.observed == 1 && root.state == .finished)
    }

    /// C7: finish at a seam, from outside: the pass beginning there is played to its end; the next one's
    /// events at its seam do not run.
    @Test func finishAtASeamFromOutsidePlaysThePassBeginningThere() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("a"))
            Wait(1, engine: e)
            Call(engine: e, trace.call("b"))
        }.timed(repeats: 3)
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 1)
        root.finish()
        #expect(trace.log == ["a", "b", "a", "b", "root.fin"])
    }

    /// C7: finish from the call at the end of the first pass plays what is left of that moment (the second
    /// pass's start), then the rest of the second pass — not the third.
    @Test func finishFromTheCallAtTheSeamPlaysThePassBeginningThere() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let box = RootBox()
        var finished = false
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("a"))
            Wait(1, engine: e)
            Call(engine: e) {
                trace.mark("b")
                if !finished {
                    finished = true
                    box.root?.finish()
                }
            }
        }.timed(repeats: 3)
        box.root = root
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 1.5)
        #expect(trace.log == ["a", "b", "a", "b", "root.fin"])
    }

    /// C7: finish while resting between passes runs no events.
    @Test func finishInARestRunsNoEvents() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let g = Gauge()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("a"))
            level(g, from: 0, to: 10, 1, e)
            Call(engine: e, trace.call("b"))
        }.timed(repeats: 2, autoreverses: true, rest: 1)
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 1.5)  // resting after the first forward pass
        root.finish()
        #expect(trace.log == ["a", "b", "root.fin"])
        #expect(g.level == 0)  // the end of the last pass of an autoreversing root is its start
    }

    /// C7 + E9: finish while reversed runs nothing, shows the start, and the step whose start ran going forward
    /// completes `.cancelled`.
    @Test func finishWhileReversedShowsTheStartAndCancelsTheOpenStep() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let g = Gauge()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e).onComplete(trace.done("A"))
            Call(engine: e, trace.call("c"))
            observed(g, from: 5, to: 6, 1, e).onStart(trace.call("B.start")).onComplete(trace.done("B"))
        }
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 1.5)
        root.reverse()
        rig.driver.advance(to: 1.7)
        root.finish()
        #expect(trace.log == ["A.fin", "c", "B.start", "B.can", "root.fin"])
        #expect(g.level == 0 && g.observed == 5 && root.progress == 0 && root.state == .finished)
    }

    /// C7 + E8: finish from idle plays the first pass as playing would, the root's own start handlers first (E1: the
    /// root's start is one of its events).
    @Test func finishFromIdleRunsTheFirstPassesEventsAndTheRootsStart() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("a"))
            Wait(1, engine: e)
            Call(engine: e, trace.call("b"))
        }.timed(repeats: 2)
        root.onStart(trace.call("rootS")).onComplete(trace.done("root"))
        root.finish()
        #expect(trace.log == ["rootS", "a", "b", "root.fin"])
    }

    /// C7 from the delay: the delay's end is passed, so the root's start handlers run, then the pass.
    @Test func finishFromTheDelayRunsTheRootsStartAndTheFirstPass() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("a"))
            Wait(1, engine: e)
        }.timed(delay: 1)
        root.onStart(trace.call("rootS")).onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.5)
        root.finish()
        #expect(trace.log == ["rootS", "a", "root.fin"])
    }

    /// C7 + E5: finish() of an idle root that a seek put on a call plays from there as start() would: the call at that
    /// place runs, the one at 0 does not.
    @Test func finishFromASoughtIdleRootAtACall() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("zero"))
            Wait(0.5, engine: e)
            Call(engine: e, trace.call("mid"))
            Wait(0.5, engine: e)
            Call(engine: e, trace.call("end"))
        }
        root.onComplete(trace.done("root"))
        root.seek(toTime: 0.5)
        root.finish()
        #expect(trace.log == ["mid", "end", "root.fin"])
    }

    /// C8 / E9: cancel in every state completes once, `.cancelled`, and writes nothing then or after.
    @Test func cancelInEveryStateCompletesOnceAndWritesNothing() {
        for state in ["idle", "sought", "delayed", "running", "paused", "reversed", "resting", "scrubbed"] {
            let rig = Rig()
            let e = rig.engine
            let g = Gauge()
            var results: [TweenResult] = []
            let root = TweenSequence(engine: e) {
                level(g, from: 0, to: 10, 1, e)
                observed(g, to: 5, 1, e)
            }.timed(delay: state == "delayed" ? 1 : 0, repeats: 2, rest: 1)
            switch state {
            case "idle": break
            case "sought": root.seek(toTime: 0.5)
            case "delayed":
                root.start()
                rig.driver.advance(to: 0.5)
            case "running":
                root.start()
                rig.driver.advance(to: 0.5)
            case "paused":
                root.start()
                rig.driver.advance(to: 0.5)
                root.pause()
            case "reversed":
                root.start()
                rig.driver.advance(to: 0.5)
                root.reverse()
                rig.driver.advance(to: 0.6)
            case "resting":
                root.start()
                rig.driver.advance(to: 2.5)
            default:
                root.start()
                rig.driver.advance(to: 0.5)
                root.scrub(to: 0.1)
            }
            root.onComplete { results.append($0) }
            let before = (g.level, g.observed)
            root.cancel()
            #expect(results == [.cancelled], "\(state)")
            #expect(root.state == .cancelled, "\(state)")
            g.level = -1
            g.observed = -1
            rig.driver.run(for: 5)
            root.seek(toTime: 0.3)
            root.cancel()
            root.finish()
            root.resume()
            root.play()
            root.reverse()
            rig.driver.run(for: 1)
            #expect(g.level == -1 && g.observed == -1, "\(state): \(before)")
            #expect(results == [.cancelled], "\(state)")
        }
    }

    /// C10: a step's pause, seek, finish, restart, reverse, play and scrub do nothing and say so through
    /// `TweenDiagnostics`; its root plays on untouched.
    @Test func aStepsControlsDoNothingAndSaySo() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var messages: [String] = []
        TweenDiagnostics.handler = { messages.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let step = level(g, from: 0, to: 10, 1, e)
        let root = TweenSequence(engine: e) {
            step
            Wait(1, engine: e)
        }
        root.start()
        rig.driver.advance(to: 0.5)
        for (name, control) in [
            ("pause", { step.pause() }), ("seek", { step.seek(to: 0.9) }), ("finish", { step.finish() }),
            ("restart", { step.restart() }), ("reverse", { step.reverse() }),
            ("play", { step.play() }), ("scrub", { step.scrub(to: 0.9) }),
        ] as [(String, () -> Void)] {
            let count = messages.count
            control()
            #expect(messages.count > count, "\(name) said nothing")
            rig.driver.advance(by: 0.01)
        }
        #expect(root.state == .running && step.state == .running && !step.isReversed)
        #expect(near(g.level, 5.7))
    }

    /// C10: a step's timing set before its root played re-places it, and the steps and labels after it.
    @Test func changingAStepsTimingBeforeTheRootPlaysRePlacesWhatComesAfter() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let a = level(g, from: 0, to: 10, 1, e)
        let inner = observed(g, from: 0, to: 1, 1, e)
        let group = TweenGroup(engine: e) { inner }
        let b = level(g, from: 20, to: 30, 1, e)
        let root = TweenSequence(engine: e) {
            a
            TimelineLabel("L")
            group
            b
        }
        a.delay = 1
        inner.speed = 0.5  // 2 s of group time
        #expect(root.startTime(of: group) == 2)
        #expect(try root.time(ofLabel: "L") == 2)
        #expect(root.startTime(of: b) == 4)
        #expect(root.duration == 5)
        root.start()
        rig.driver.advance(to: 4.5)
        #expect(near(g.level, 25))
    }

    /// C10: once the root has played, a change of a step's timing is refused and said so.
    @Test func changingAStepsTimingAfterTheRootPlayedIsRefused() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var messages: [String] = []
        TweenDiagnostics.handler = { messages.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let a = level(g, from: 0, to: 10, 1, e)
        let b = level(g, from: 20, to: 30, 1, e)
        let root = TweenSequence(engine: e) {
            a
            b
        }
        root.start()
        rig.driver.advance(to: 0.5)
        a.delay = 3
        a.speed = 4
        a.repeatCount = 5
        a.autoreverses = true
        a.repeatDelay = 1
        #expect(messages.count >= 5)
        #expect(a.delay == 0 && a.speed == 1 && a.repeatCount == 1 && !a.autoreverses && a.repeatDelay == 0)
        #expect(root.startTime(of: b) == 1 && root.duration == 2)
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 25))
    }

    /// C10: a seek is a first play (as for V3, V4 and `add(_:at:)`), so a step's timing set after one is refused:
    /// re-placing the step would move it under a playhead already shown.
    @Test func changingAStepsTimingAfterTheRootWasSoughtIsRefused() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        TweenDiagnostics.handler = nil
        let a = level(g, from: 0, to: 10, 1, e)
        let b = level(g, from: 20, to: 30, 1, e)
        let root = TweenSequence(engine: e) {
            a
            b
        }
        root.seek(toTime: 1.5)
        #expect(near(g.level, 25))
        a.delay = 1
        root.start()
        rig.driver.advance(to: 0.1)
        #expect(a.delay == 0 && root.startTime(of: b) == 1 && near(g.level, 26))
    }

    /// A step given a negative speed before the root starts fails the whole root, writing nothing.
    @Test func aStepWithABadSpeedFailsTheRootBeforeAnythingIsWritten() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        g.level = 3
        let a = level(g, from: 0, to: 10, 1, e)
        let root = TweenSequence(engine: e) { a }
        a.speed = -1
        var result: TweenResult?
        root.onComplete { result = $0 }
        root.start()
        rig.driver.advance(to: 0.5)
        #expect(root.state == .failed && g.level == 3)
        if case .failed = result {} else { Issue.record("result \(String(describing: result))") }
    }

    /// C3: seeking a finished root shows there and it stays finished; play() from there plays on (E5: the
    /// call on that place runs) as a new run.
    @Test func aFinishedRootSoughtBackShowsThereAndPlayPlaysOnAsANewRun() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            Call(engine: e, trace.call("c"))
            level(g, from: 20, to: 30, 1, e)
        }
        root.start()
        rig.driver.advance(to: 3)
        #expect(root.state == .finished && g.level == 30 && trace.log == ["c"])
        root.seek(toTime: 1)
        #expect(root.state == .finished && g.level == 20)
        root.play()
        root.onComplete(trace.done("root2"))
        #expect(trace.log == ["c", "c"])
        rig.driver.advance(to: 3.5)
        #expect(near(g.level, 25) && root.state == .running)
        rig.driver.advance(to: 4)
        #expect(trace.log == ["c", "c", "root2.fin"])
    }

    /// C3: a scrub pauses a playing root; an idle root stays idle; a finished one stays finished.
    @Test func scrubbingInEachState() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 10, 1, e) }
        root.scrub(to: 0.3)
        #expect(root.state == .idle && near(g.level, 3))
        root.start()
        rig.driver.advance(to: 0.2)
        #expect(near(g.level, 5))
        root.scrub(to: 0.8)
        #expect(root.state == .paused && near(g.level, 8))
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 8))
        root.play()
        rig.driver.advance(to: 0.6)
        #expect(near(g.level, 9))
        rig.driver.advance(to: 1)
        #expect(root.state == .finished)
        root.scrub(to: 0.5)
        #expect(root.state == .finished && near(g.level, 5))
    }

    /// C5 on an idle root: it plays from its end to its start; V4 start values are those of the forward
    /// first pass; no events run.
    @Test func reversingAnIdleRootPlaysItBackwardWithTheForwardStartValues() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
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
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 50))
        rig.driver.advance(to: 1.0)
        #expect(near(g.level, 100))
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 50))
        rig.driver.advance(to: 2)
        #expect(g.level == 0 && root.state == .finished)
        #expect(trace.log == ["root.fin"])
    }

    /// `play()` of a reversed playing root turns it forward, and the calls it crosses going forward run again (E2, E3).
    @Test func playTurnsAReversedRootForward() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            Call(engine: e, trace.call("c"))
            level(g, from: 20, to: 30, 1, e)
        }
        root.start()
        rig.driver.advance(to: 1.5)
        root.reverse()
        rig.driver.advance(to: 2.0)  // back at 1.0… exactly on the call, going backward
        rig.driver.advance(to: 2.25)  // 0.75
        #expect(near(g.level, 7.5))
        root.play()
        #expect(!root.isReversed)
        rig.driver.advance(to: 2.75)  // 1.25: crosses the call going forward again
        #expect(trace.log == ["c", "c"])
        #expect(near(g.level, 22.5))
    }

    /// C4 with a label past the content's end: it is at the end. Playing from it ends at once, running the
    /// call on it; `time(ofLabel:)` reads where it is.
    @Test func aLabelPlacedPastTheEndIsAtTheEnd() throws {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Wait(1, engine: e)
            Call(engine: e, trace.call("end"))
            TimelineLabel("far", at: 5)
        }
        #expect(root.duration == 1)
        root.onComplete(trace.done("root"))
        try root.play(from: "far")
        rig.driver.advance(to: 0.1)
        #expect(trace.log == ["end", "root.fin"])
    }

    /// C4 + E5: a label at the end of the first pass of a repeating root is on the seam (T2); playing from it runs the
    /// events of both passes there, in E4's order (the first pass's end, then the second's start), and plays the second
    /// pass.
    @Test func playFromALabelOnTheSeamOfARepeatingRoot() throws {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("start"))
            Wait(1, engine: e)
            TimelineLabel("seam")
            Call(engine: e, trace.call("end"))
        }.timed(repeats: 2)
        root.onComplete(trace.done("root"))
        try root.play(from: "seam")
        // Both passes' events at the seam: the first pass's end, then the second's start (E4); then pass 2 plays.
        #expect(trace.log == ["end", "start"] && root.state == .running)
        rig.driver.advance(to: 1.5)
        #expect(trace.log == ["end", "start", "end", "root.fin"])
    }

    /// C4: play(from:) an ended root plays again from there as a new run; the calls before the label don't run.
    @Test func playFromALabelOfAnEndedRootIsANewRun() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("a"))
            level(g, from: 0, to: 10, 1, e)
            TimelineLabel("L")
            Call(engine: e, trace.call("l"))
            level(g, to: 30, 1, e)
        }
        root.start()
        root.cancel()
        #expect(trace.log == ["a"])
        try root.play(from: "L")
        root.onComplete(trace.done("run2"))
        #expect(trace.log == ["a", "l"] && g.level == 10)
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 20))
        rig.driver.advance(to: 1)
        #expect(trace.log == ["a", "l", "run2.fin"] && g.level == 30)
    }

    /// A label used before it is added fails the timeline when it starts, with nothing written.
    @Test func aLabelUsedBeforeItIsAddedFailsTheRootWritingNothing() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        g.level = 3
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e).at(.label("later"))
            TimelineLabel("later")
        }
        var result: TweenResult?
        root.onComplete { result = $0 }
        root.start()
        rig.driver.advance(to: 0.5)
        #expect(root.state == .failed && g.level == 3)
        if case .failed = result {} else { Issue.record("\(String(describing: result))") }
    }

    /// A label added again moves; steps placed at it before the move stay.
    @Test func aLabelAddedAgainMovesButEarlierPlacementsStay() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let a = level(g, from: 0, to: 1, 1, e)
        let b = observed(g, from: 0, to: 1, 1, e)
        let root = TweenGroup(engine: e) {
            TimelineLabel("x", at: 1)
            a.at(.label("x"))
            TimelineLabel("x", at: 3)
            b.at(.label("x"))
        }
        #expect(root.startTime(of: a) == 1 && root.startTime(of: b) == 3)
        #expect(try root.time(ofLabel: "x") == 3)
        _ = rig
    }

    /// C9 + E5: a pause then a resume inside one call: the pause holds at the call's moment and drops the rest of that
    /// frame; the resume keeps that moment's remaining events owed, so y runs with the next frame.
    @Test func pauseThenResumeInsideOneCall() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        var once = false
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                trace.mark("x")
                if !once {
                    once = true
                    box.root?.pause()
                    box.root?.resume()
                }
            }.at(0.5)
            Call(engine: e, trace.call("y")).at(0.5)
            Call(engine: e, trace.call("z")).at(0.7)
        }
        box.root = root
        root.start()
        rig.driver.advance(to: 0.4)
        rig.driver.advance(to: 0.9)
        #expect(trace.log == ["x"] && near(root.time, 0.5) && root.state == .running)
        rig.driver.advance(to: 2)
        #expect(trace.log == ["x", "y", "z"] && root.state == .finished)
    }
}
