import Testing
import TweenKit

/// Handlers and calls (E1–E9).
@MainActor @Suite struct ReviewEventTests {
    /// E3 + E4: at the seam of two passes the ending pass's events run before the beginning pass's, a frame
    /// landing exactly on the seam runs both, and the next frame runs neither again.
    @Test func callsAtTheSeamRunOnceEachWhenFramesLandExactlyOnIt() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let seq = TweenSequence(engine: e) {
            Call(engine: e, trace.call("a"))
            Wait(1, engine: e)
            Call(engine: e, trace.call("b"))
        }.timed(repeats: 3)
        seq.onComplete(trace.done("root"))
        seq.start()
        #expect(trace.log == ["a"])
        rig.driver.advance(to: 1.0)
        #expect(trace.log == ["a", "b", "a"])
        rig.driver.advance(to: 1.5)
        #expect(trace.log == ["a", "b", "a"])
        rig.driver.advance(to: 2.0)
        rig.driver.advance(to: 3.0)
        #expect(trace.log == ["a", "b", "a", "b", "a", "b", "root.fin"])
    }

    /// E3: one frame that straddles every cycle walks through each.
    @Test func oneLongFrameWalksEveryCycleOfNestedRepeats() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let seq = TweenSequence(engine: e) {
            Call(engine: e, trace.call("a"))
            TweenGroup(engine: e) {
                Call(engine: e, trace.call("i"))
                Wait(0.5, engine: e)
            }.timed(repeats: 2)
            Call(engine: e, trace.call("b"))
        }.timed(repeats: 2)
        seq.start()
        rig.driver.advance(by: 100)
        #expect(trace.log == ["a", "i", "i", "b", "a", "i", "i", "b"])
        #expect(seq.state == .finished)
    }

    /// E3, E4: the same calls, handlers and order at any frame rate, for a three-deep tree with delay, speed,
    /// repeats, autoreverse and rests at every level.
    @Test func aDeepTreesEventsAreTheSameAtEveryFrameRate() {
        func run(_ frames: (ManualDriver) -> Void) -> ([String], Double, Double) {
            let rig = Rig()
            let e = rig.engine
            let trace = Trace()
            let g = Gauge()
            let h = Gauge()
            let innermost = TweenSequence(engine: e) {
                Call(engine: e, trace.call("i0"))
                level(g, to: 3, 0.3, e).onStart(trace.call("t2s")).onComplete(trace.done("t2"))
                Wait(0.2, engine: e)
                Call(engine: e, trace.call("i1"))
            }.timed(delay: 0.1, repeats: 2, rest: 0.05)
            innermost.onStart(trace.call("inS")).onComplete(trace.done("in"))
            let middle = TweenGroup(engine: e) {
                level(g, to: 10, 0.5, e).onStart(trace.call("t1s")).onComplete(trace.done("t1"))
                innermost.at(0.2)
                Call(engine: e, trace.call("g0")).at(0.25)
            }.timed(repeats: 2, autoreverses: true, rest: 0.1, speed: 2)
            middle.onStart(trace.call("midS")).onComplete(trace.done("mid"))
            let root = TweenSequence(engine: e) {
                Call(engine: e, trace.call("r0"))
                middle
                Call(engine: e, trace.call("r1"))
                level(h, to: 5, 0.4, e).timed(repeats: 3).onStart(trace.call("t3s")).onComplete(trace.done("t3"))
                Call(engine: e, trace.call("r2")).at(.end)
            }.timed(delay: 0.2, repeats: 2, rest: 0.3, speed: 1.5)
            root.onStart(trace.call("rootS")).onComplete(trace.done("root"))
            root.start()
            frames(rig.driver)
            #expect(root.state == .finished)
            return (trace.log, g.level, h.level)
        }
        let single = run { $0.advance(by: 60) }
        let at7 = run { $0.run(for: 10, framesPerSecond: 7) }
        let at60 = run { $0.run(for: 10, framesPerSecond: 60) }
        let at240 = run { $0.run(for: 10, framesPerSecond: 240) }
        let at13 = run { $0.run(for: 10, framesPerSecond: 13.37) }
        #expect(at7.0 == single.0)
        #expect(at60.0 == single.0)
        #expect(at240.0 == single.0)
        #expect(at13.0 == single.0)
        #expect(single.1 == at60.1 && single.2 == at60.2 && single.2 == 5)
        // Spot checks of the single-frame log: the middle group plays forward twice (E2), the innermost twice
        // in each forward pass, and nothing during its backward passes.
        #expect(single.0.filter { $0 == "g0" }.count == 4)
        #expect(single.0.filter { $0 == "i0" }.count == 8)
        #expect(single.0.filter { $0 == "t3s" }.count == 2)
        #expect(single.0.first == "rootS" && single.0.last == "root.fin")
    }

    /// E2: a call at the turn of an autoreversing root runs once per forward pass, when frames land on the
    /// turn and when they straddle it.
    @Test func aCallAtTheTurnRunsOncePerForwardPass() {
        for frames in [[0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0], [4.0], [1.0, 3.0, 4.0], [0.999_999_999_999_9, 4.0]] {
            let rig = Rig()
            let e = rig.engine
            let trace = Trace()
            let seq = TweenSequence(engine: e) {
                Call(engine: e, trace.call("zero"))
                Wait(1, engine: e)
                Call(engine: e, trace.call("turn"))
            }.timed(repeats: 2, autoreverses: true)
            seq.start()
            for t in frames { rig.driver.advance(to: t) }
            #expect(trace.log == ["zero", "turn", "zero", "turn"], "frames \(frames)")
            #expect(seq.state == .finished)
        }
    }

    /// E2 at a nested level: nothing runs while an inner timeline plays its backward pass, and the call at its
    /// content time 0 runs once at the seam into its next forward pass.
    @Test func aNestedBackwardPassRunsNothing() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let g = Gauge()
        let inner = TweenSequence(engine: e) {
            Call(engine: e, trace.call("a"))
            level(g, from: 0, to: 1, 1, e).onStart(trace.call("ts")).onComplete(trace.done("t"))
            Call(engine: e, trace.call("b"))
        }.timed(repeats: 2, autoreverses: true)
        let seq = TweenSequence(engine: e) {
            inner
            Call(engine: e, trace.call("end"))
        }
        seq.start()
        rig.driver.run(for: 5, framesPerSecond: 10)
        #expect(trace.log == ["a", "ts", "t.fin", "b", "a", "ts", "t.fin", "b", "end"])
    }

    /// E4: events at one moment run in the order of their steps (by start time, T5). A step placed earlier but
    /// delayed begins at the same moment another later in order ends: its start runs first.
    @Test func aDelayedEarlierStepsStartRunsBeforeALaterStepsCompletionAtTheSameMoment() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let g = Gauge()
        let group = TweenGroup(engine: e) {
            level(g, from: 0, to: 1, 1, e).timed(delay: 1).onStart(trace.call("a.start"))  // placed 0, begins 1
            observed(g, from: 0, to: 1, 0.5, e).onComplete(trace.done("b")).at(0.5)  // 0.5 … 1
        }
        group.start()
        rig.driver.advance(to: 1.0)
        #expect(trace.log == ["a.start", "b.fin"])
    }

    /// E4: at one moment: the earlier step's completion, then a zero-length nested group's start, its call, its
    /// completion, then the next step's start — and a `Call`'s action before its start handlers (E1).
    @Test func eventsAtOneMomentRunInStepOrderAndZeroLengthGroupsNestTheirEvents() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let g = Gauge()
        let call = Call(engine: e, trace.call("x")).onStart(trace.call("x.start")).onComplete(trace.done("x"))
        let seq = TweenSequence(engine: e) {
            level(g, from: 0, to: 1, 1, e).onComplete(trace.done("A"))
            TweenGroup(engine: e) { call }.onStart(trace.call("G.start")).onComplete(trace.done("G"))
            observed(g, from: 0, to: 1, 1, e).onStart(trace.call("B.start"))
        }
        seq.start()
        rig.driver.advance(to: 1.5)
        #expect(trace.log == ["A.fin", "G.start", "x", "x.start", "x.fin", "G.fin", "B.start"])
    }

    /// E6: a handler sees every property as it is at the time of its event, not at the frame's time; in a cycle the
    /// frame passes whole (W1: not shown), what the frame showed last.
    @Test func aCallInsideALongFrameSeesValuesAtItsOwnTime() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var seen: [Double] = []
        var seenObserved: [Double] = []
        let group = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            observed(g, from: 0, to: 10, 0.5, e).onComplete { _ in seenObserved.append(g.level) }
            Call(engine: e) { seen.append(g.level) }.at(0.75)
        }.timed(repeats: 3)
        group.start()
        rig.driver.advance(to: 0.2)
        rig.driver.advance(to: 10)
        #expect(seen == [75, 100, 75], "\(seen)")
        #expect(seenObserved == [50, 100, 50], "\(seenObserved)")
    }

    /// E5: `seek` then `play()` of an idle root runs the call on the place it starts at; resuming at a call's
    /// time does not run it again.
    @Test func playingFromASoughtPlaceRunsTheCallThereButResumingDoesNot() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let seq = TweenSequence(engine: e) {
            Wait(0.5, engine: e)
            Call(engine: e, trace.call("mid"))
            Wait(0.5, engine: e)
        }
        seq.seek(toTime: 0.5)
        #expect(trace.log.isEmpty)
        seq.play()
        #expect(trace.log == ["mid"])
        rig.driver.advance(to: 0.1)
        #expect(trace.log == ["mid"])
        seq.pause()
        seq.seek(toTime: 0.5)
        seq.resume()
        rig.driver.advance(to: 0.2)
        // Resuming is not starting (E5): the call on the place it was held at does not run.
        #expect(trace.log == ["mid"])
    }

    /// E5: a call that plays its own root from a label: the label's call runs with the next frame, not
    /// at once; and the calls passed again later run again (each time playback crosses them).
    @Test func playFromALabelInsideACallRunsTheLabelsCallWithTheNextFrame() throws {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let box = RootBox()
        var jumps = 0
        let seq = TweenSequence(engine: e) {
            Wait(0.2, engine: e)
            TimelineLabel("L")
            Call(engine: e, trace.call("y"))
            Wait(0.3, engine: e)
            Call(engine: e) {
                trace.mark("x")
                if jumps == 0 {
                    jumps += 1
                    try? box.root?.play(from: "L")
                }
            }
            Wait(0.5, engine: e)
        }
        box.root = seq
        seq.start()
        rig.driver.advance(to: 0.6)
        #expect(trace.log == ["y", "x"])
        #expect(near(seq.time, 0.2))
        rig.driver.advance(to: 0.65)
        #expect(trace.log == ["y", "x", "y"])
        rig.driver.advance(to: 1.0)
        // The jump back replays that part of the pass, so crossing x again runs it again.
        #expect(trace.log == ["y", "x", "y", "x"])
    }

    /// E5: events owed to the next frame stay owed through pause/resume (and a change of speed), and a seek
    /// drops them.
    @Test func owedEventsSurvivePauseResumeAndSpeedButNotASeek() throws {
        for variant in ["pause", "speed", "seek"] {
            let rig = Rig()
            let e = rig.engine
            let trace = Trace()
            let box = RootBox()
            var jumped = false
            let seq = TweenSequence(engine: e) {
                Wait(0.2, engine: e)
                TimelineLabel("L")
                Call(engine: e, trace.call("y"))
                Wait(0.3, engine: e)
                Call(engine: e) {
                    if !jumped {
                        jumped = true
                        try? box.root?.play(from: "L")
                    }
                }
                Wait(2, engine: e)
            }
            box.root = seq
            seq.start()
            rig.driver.advance(to: 0.6)
            #expect(trace.log == ["y"])
            switch variant {
            case "pause":
                seq.pause()
                rig.driver.advance(to: 0.7)
                seq.resume()
            case "speed": seq.speed = 2
            default: seq.seek(toTime: 0.3)
            }
            rig.driver.advance(to: 0.75)
            #expect(trace.log == (variant == "seek" ? ["y"] : ["y", "y"]), "\(variant)")
        }
    }

    /// E5: a timeline that restarts itself from a call at its start plays one pass a frame.
    @Test func aTimelineRestartingItselfFromItsFirstCallRunsItOncePerFrame() {
        let rig = Rig()
        let e = rig.engine
        let box = RootBox()
        var runs = 0
        var rootStarts = 0
        let seq = TweenSequence(engine: e) {
            Call(engine: e) {
                runs += 1
                if runs < 100 { box.root?.restart() }
            }
            Wait(1, engine: e)
        }
        box.root = seq
        seq.onStart { rootStarts += 1 }
        seq.start()
        #expect(runs == 1 && rootStarts == 1)
        rig.driver.advance(by: 0.01)
        #expect(runs == 2 && rootStarts == 2)
        rig.driver.advance(by: 0.01)
        rig.driver.advance(by: 0.01)
        #expect(runs == 4 && rootStarts == 4)
        #expect(seq.state == .running)
    }

    /// E8: a root's start handlers run once per run, not once per cycle; a step's own repeats do not re-run
    /// its start inside one pass of its timeline; restart(includingDelay:) runs the root's again after the delay.
    @Test func startHandlersRunPerRunForTheRootAndPerParentPassForAStep() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let g = Gauge()
        let step = level(g, from: 0, to: 1, 0.25, e).timed(repeats: 4).onStart(trace.call("step"))
        let seq = TweenSequence(engine: e) { step }.timed(delay: 0.5, repeats: 3)
        seq.onStart(trace.call("root"))
        seq.start()
        rig.driver.run(for: 4, framesPerSecond: 30)
        #expect(trace.log == ["root", "step", "step", "step"])
        #expect(seq.state == .finished)
        seq.restart(includingDelay: true)
        seq.onStart(trace.call("root2"))
        rig.driver.advance(by: 0.25)
        #expect(trace.log.count == 4)
        rig.driver.advance(by: 0.5)
        // The step's handler went with the first run (E8): only the root's new one runs.
        #expect(trace.log == ["root", "step", "step", "step", "root2"])
    }

    /// E8: `restart()` of a root that has not ended keeps its run and its handlers; from the last step's
    /// completion (before the root's own), the root goes on and completes once, at the end of the second go.
    @Test func restartFromTheLastStepsCompletionKeepsTheRunAndCompletesOnce() {
        let rig = Rig()
        let e = rig.engine
        let box = RootBox()
        let g = Gauge()
        var restarts = 0
        var completions: [TweenResult] = []
        let seq = TweenSequence(engine: e) {
            level(g, from: 0, to: 1, 1, e).onComplete { _ in
                if restarts == 0 {
                    restarts += 1
                    box.root?.restart()
                }
            }
        }
        box.root = seq
        seq.onComplete { completions.append($0) }
        seq.start()
        rig.driver.advance(to: 1.0)
        #expect(completions.isEmpty && seq.state == .running)
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 0.5))
        rig.driver.advance(to: 2.0)
        #expect(completions == [.finished])
    }

    /// E8: `restart()` from the root's own completion handler starts a new run; the handler went with the run.
    @Test func restartFromTheRootsOwnCompletionStartsANewRunWithoutItsHandlers() {
        let rig = Rig()
        let e = rig.engine
        let box = RootBox()
        let trace = Trace()
        var completions = 0
        let seq = TweenSequence(engine: e) {
            Call(engine: e, trace.call("a"))
            Wait(1, engine: e)
        }
        box.root = seq
        seq.onComplete { _ in
            completions += 1
            if completions == 1 { box.root?.restart() }
        }
        seq.start()
        rig.driver.advance(to: 1.0)
        #expect(completions == 1)
        #expect(seq.state == .running)
        // E5: from its own handler, the events at 0 run with the next frame.
        #expect(trace.log == ["a"])
        rig.driver.advance(to: 1.1)
        #expect(trace.log == ["a", "a"])
        rig.driver.advance(to: 2.5)
        #expect(completions == 1 && seq.state == .finished)
    }

    /// E9: when the run ends, open steps complete `.cancelled` innermost first, then in order, then the root: each
    /// nested timeline's open steps come just before it (post-order), not every deepest step before any shallower one.
    @Test func cancellingARootCompletesOpenStepsInnermostFirstThenInOrder() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let g = Gauge()
        let root = TweenGroup(engine: e) {
            observed(g, from: 0, to: 1, 2, e).onComplete(trace.done("B"))
            TweenGroup(engine: e) {
                level(g, from: 0, to: 1, 2, e).onComplete(trace.done("A"))
            }.onComplete(trace.done("G1"))
        }
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 1)
        root.cancel()
        // Post-order: B, then the group's A before the group itself, then the root.
        #expect(trace.log == ["B.can", "A.can", "G1.can", "root.can"])
    }

    /// E9 + C9: a call that cancels its root from its action: its own start handlers do not run (nothing after
    /// the event happens), the open steps complete `.cancelled`, the root completes once.
    @Test func aCallThatCancelsItsRootStopsEverythingAfterIt() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let g = Gauge()
        let box = RootBox()
        let call = Call(engine: e) {
            trace.mark("x")
            box.root?.cancel()
        }
        .onStart(trace.call("x.start")).onComplete(trace.done("x"))
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 2, e).onComplete(trace.done("A"))
            call.at(1)
            Call(engine: e, trace.call("y")).at(1)
        }
        box.root = root
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 1.5)
        #expect(!trace.log.contains("x.start") && !trace.log.contains("y"))
        // The call's start (its action) ran, so it completes .cancelled with the open steps (E9), in order.
        #expect(trace.log == ["x", "A.can", "x.can", "root.can"])
        #expect(near(g.level, 50))  // shown at the call's moment, nothing after (C9, C8)
    }
}
