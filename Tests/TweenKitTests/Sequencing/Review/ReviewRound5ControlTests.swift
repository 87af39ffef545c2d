import Testing
import TweenKit

/// An object with a per-object handle, for the round 5 probes.
private final class Dial5: Tweenable {
    var angle = 0.0
}

/// Round 5, from outside: rests reached by seeks and reversals, labels played from while reversed, paused or
/// resting, controls from handlers made twice in one moment, negative speeds from nested handlers, and
/// `pauseAll()` across seams and delays.
@MainActor @Suite struct ReviewRound5ControlTests {
    // MARK: Rests

    /// C1 + E5 + T2: a seek into a rest shows the end of the pass; `play()` starts there (the root's start runs),
    /// waits out what is left of the rest, then runs the next cycle's call at its seam, once.
    @Test func seekToTimeIntoARestThenPlayWaitsOutTheRest() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("c0"))
            level(g, from: 0, to: 100, 1, e)
        }.timed(repeats: 2, rest: 0.5)
        root.onStart(trace.call("root.start"))
        root.seek(toTime: 1.25)
        #expect(g.level == 100 && root.state == .idle && trace.log == [])
        root.play()
        #expect(trace.log == ["root.start"])
        rig.driver.advance(to: 0.2)
        #expect(g.level == 100 && trace.log == ["root.start"])
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 25) && trace.log == ["root.start", "c0"])
        rig.driver.advance(to: 1.5)
        #expect(root.state == .finished && g.level == 100 && trace.log == ["root.start", "c0"])
    }

    /// C3 + E3: a seek of a playing root into a rest runs nothing; playing on out of the rest runs the next
    /// cycle's call at its seam once.
    @Test func seekToTimeIntoARestWhilePlayingRunsTheNextCyclesCallOnce() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("c0"))
            level(g, from: 0, to: 100, 1, e)
        }.timed(repeats: 2, rest: 0.5)
        root.start()
        rig.driver.advance(to: 0.1)
        root.seek(toTime: 1.25)
        #expect(g.level == 100 && root.state == .running && trace.log == ["c0"])
        rig.driver.advance(to: 0.45)
        #expect(near(g.level, 10) && trace.log == ["c0", "c0"])
    }

    /// T2 ("at the seam of two passes it is the start of the pass beginning there") + E5: a seek onto the seam
    /// shows cycle 2's start; `play()` runs the call there once (cycle 2's), and the run ends a cycle later.
    @Test func playAfterASeekOntoASeamRunsTheBeginningPassesCallOnce() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("c0"))
            level(g, from: 0, to: 100, 1, e)
        }.timed(repeats: 2)
        root.seek(toTime: 1)
        #expect(g.level == 0 && trace.log == [])
        root.play()
        #expect(trace.log == ["c0"])
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 50) && trace.log == ["c0"])
        rig.driver.advance(to: 1.1)
        #expect(root.state == .finished && g.level == 100 && trace.log == ["c0"])
    }

    /// T2 + C1: a seek into the rest between an autoreversing root's forward and backward passes shows the forward
    /// pass's end; `play()` waits out the rest, then plays the backward pass, running no calls (E2).
    @Test func playAfterASeekIntoTheRestBeforeTheBackwardPassPlaysItBackward() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e, trace.call("half")).at(0.5)
        }.timed(autoreverses: true, rest: 1)
        root.seek(toTime: 1.5)
        #expect(g.level == 100)
        root.play()
        rig.driver.advance(to: 0.4)
        #expect(g.level == 100)
        rig.driver.advance(to: 0.75)
        #expect(near(g.level, 75) && trace.log == [])
        rig.driver.advance(to: 1.6)
        #expect(root.state == .finished && g.level == 0 && trace.log == [])
    }

    /// `pauseAll()`/`resumeAll()`'s documentation + C2 + E3: paused just before a seam, held there however long,
    /// then resumed: the end call runs once and the next cycle plays on.
    @Test func pauseAllThenResumeAllAcrossACycleSeam() {
        let rig = Rig()
        let e = rig.engine
        let d = Dial5()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Tween(d, \.angle, from: 0, to: 100, duration: 1, engine: e)
            Call(engine: e, trace.call("end"))
        }.timed(repeats: 2)
        root.start()
        rig.driver.advance(to: 0.9)
        d.tween(on: e).pauseAll()
        #expect(root.state == .paused)
        rig.driver.advance(to: 3)
        #expect(near(d.angle, 90) && trace.log == [])
        d.tween(on: e).resumeAll()
        rig.driver.advance(to: 3.2)
        #expect(near(d.angle, 10) && trace.log == ["end"] && root.state == .running)
        rig.driver.advance(to: 4.5)
        #expect(trace.log == ["end", "end"] && root.state == .finished && d.angle == 100)
    }

    /// `running`'s documentation ("delayed, running or paused") + C2: `pauseAll()` reaches a root in its delay and
    /// holds the delay; `resumeAll()` waits out the rest of it.
    @Test func pauseAllHoldsARootInItsDelay() {
        let rig = Rig()
        let e = rig.engine
        let d = Dial5()
        let root = TweenSequence(engine: e) {
            Tween(d, \.angle, from: 0, to: 100, duration: 1, engine: e)
        }.timed(delay: 1)
        root.start()
        rig.driver.advance(to: 0.5)
        d.tween(on: e).pauseAll()
        #expect(root.state == .paused)
        rig.driver.advance(to: 5)
        d.tween(on: e).resumeAll()
        rig.driver.advance(to: 5.25)
        #expect(root.state == .delayed && d.angle == 0)
        rig.driver.advance(to: 6)
        #expect(near(d.angle, 50) && root.state == .running)
    }

    // MARK: Controls made twice

    /// C9 + E2: the first call at 0.5 reverses the root at that moment; the second call of the same moment is an
    /// event the reversed playhead never runs; the root ends at its start `.finished` (C5).
    @Test func twoReversingCallsAtOneMomentTurnTheRootOnce() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                trace.mark("a")
                box.root?.reverse()
            }.at(0.5)
            Call(engine: e) {
                trace.mark("b")
                box.root?.reverse()
            }.at(0.5)
        }
        box.root = root
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.25)
        rig.driver.advance(to: 0.75)
        #expect(root.isReversed && near(g.level, 50) && trace.log == ["a"])
        rig.driver.advance(to: 1.0)
        #expect(near(g.level, 25))
        rig.driver.advance(to: 1.5)
        #expect(g.level == 0 && root.state == .finished && trace.log == ["a", "root.fin"])
    }

    /// C9 ("the events of that moment after the one whose handler paused run when playing goes on") + C5: two
    /// reversals in one call leave the root forward at that moment; the later call of the moment runs, once.
    @Test func reversingTwiceInOneCallPlaysOnForwardAndRunsTheRestOfTheMoment() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                trace.mark("a")
                box.root?.reverse()
                box.root?.reverse()
            }.at(0.5)
            Call(engine: e, trace.call("b")).at(0.5)
        }
        box.root = root
        root.start()
        rig.driver.advance(to: 0.25)
        rig.driver.advance(to: 0.75)
        #expect(!root.isReversed)
        rig.driver.advance(to: 2)
        #expect(trace.log == ["a", "b"] && root.state == .finished && g.level == 100 && !root.isReversed)
    }

    // MARK: Speed from nested handlers

    /// `speed`'s documentation ("a negative speed fails the tween, writing nothing") + E9 + C9: set from a nested
    /// step's completion, it fails the root at that moment; the open nested timeline closes `.cancelled`, the next
    /// step never starts, nothing more is written.
    @Test func aNegativeSpeedFromANestedStepsCompletionFailsTheRoot() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        let root = TweenSequence(engine: e) {
            TweenSequence(engine: e) {
                level(g, from: 0, to: 100, 1, e).onComplete { _ in box.root?.speed = -1 }
                level(g, to: 0, 1, e).onStart(trace.call("b.start"))
            }.onComplete(trace.done("inner"))
        }
        box.root = root
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.5)
        rig.driver.advance(to: 1.25)
        #expect(root.state == .failed && g.level == 100)
        #expect(trace.log == ["inner.can", "root.fail"])
        rig.driver.advance(to: 2)
        #expect(g.level == 100 && trace.log == ["inner.can", "root.fail"])
    }

    /// C9 + T1: a speed of 2 set by a nested step's first start plays the rest of the run, every nested cycle, at 2.
    @Test func aSpeedSetByANestedStepsStartLastsThroughItsCycles() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let box = RootBox()
        var starts = 0
        let root = TweenSequence(engine: e) {
            TweenSequence(engine: e) {
                level(g, from: 0, to: 100, 1, e).onStart {
                    starts += 1
                    if starts == 1 { box.root?.speed = 2 }
                }
            }.timed(repeats: 2)
        }
        box.root = root
        root.start()
        rig.driver.advance(to: 0.25)
        #expect(near(g.level, 50))
        rig.driver.advance(to: 0.75)
        #expect(near(g.level, 50) && starts == 2 && root.speed == 2)
        rig.driver.advance(to: 1.01)
        #expect(root.state == .finished && g.level == 100)
    }

    // MARK: Labels

    /// C4: `play(from:)` of a reversed root moves there and plays forward, running the call on the label (E5).
    @Test func playFromALabelWhileReversedPlaysForwardFromThere() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            TimelineLabel("L", at: 0.25)
            Call(engine: e, trace.call("L")).at(.label("L"))
        }
        root.start()
        rig.driver.advance(to: 0.8)
        root.reverse()
        rig.driver.advance(to: 0.9)
        #expect(near(g.level, 70) && root.isReversed)
        try root.play(from: "L")
        #expect(!root.isReversed && near(g.level, 25) && trace.log == ["L", "L"])
        rig.driver.advance(to: 1.15)
        #expect(near(g.level, 50) && root.state == .running)
    }

    /// C4 + E5: `play(from:)` of a paused root jumps there, plays, and runs the label's call.
    @Test func playFromALabelWhilePausedRunsTheLabelsCallAndPlays() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            TimelineLabel("L", at: 0.75)
            Call(engine: e, trace.call("L")).at(.label("L"))
        }
        root.start()
        rig.driver.advance(to: 0.25)
        root.pause()
        rig.driver.advance(to: 1)
        try root.play(from: "L")
        #expect(root.state == .running && near(g.level, 75) && trace.log == ["L"])
        rig.driver.advance(to: 1.1)
        #expect(near(g.level, 85) && trace.log == ["L"])
    }

    /// C4 ("a label is a content time of the first pass"): `play(from:)` in the rest after cycle 1 of 2 goes back
    /// into cycle 1; the rest and cycle 2 still follow.
    @Test func playFromALabelInARestGoesToTheFirstCycle() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
        }.timed(repeats: 2, rest: 0.5)
        try root.addLabel("L", at: 0.25)
        root.start()
        rig.driver.advance(to: 1.2)
        #expect(g.level == 100)
        try root.play(from: "L")
        #expect(near(g.level, 25) && near(root.time, 0.25))
        rig.driver.advance(to: 1.7)
        #expect(near(g.level, 75))
        rig.driver.advance(to: 2.2)
        #expect(g.level == 100 && root.state == .running)
        rig.driver.advance(to: 2.95)
        #expect(near(g.level, 50))
        rig.driver.advance(to: 3.6)
        #expect(root.state == .finished && g.level == 100)
    }

    /// C4 + E5 + E4: a root's label at the start of a nested repeating timeline: `play(from:)` runs the nested
    /// call there (the call on the label), and the nested call again at its second cycle's seam.
    @Test func playFromALabelAtANestedRepeatingTimelinesStartRunsItsCall() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 50, 1, e)
            TimelineLabel("M")
            TweenSequence(engine: e) {
                Call(engine: e, trace.call("c"))
                level(g, from: 50, to: 100, 1, e)
            }.timed(repeats: 2)
        }
        try root.play(from: "M")
        #expect(trace.log == ["c"] && g.level == 50)
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 75))
        rig.driver.advance(to: 1.25)
        #expect(near(g.level, 62.5) && trace.log == ["c", "c"])
        rig.driver.advance(to: 2.5)
        #expect(root.state == .finished && trace.log == ["c", "c"])
    }

    /// C5 + T2: reversed in a rest, the root plays back through what it had of the rest, then the first pass,
    /// and ends at its start.
    @Test func reversingInARestPlaysBackThroughTheRest() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
        }.timed(repeats: 2, rest: 0.5)
        root.start()
        rig.driver.advance(to: 1.25)
        root.reverse()
        rig.driver.advance(to: 1.45)
        #expect(g.level == 100 && root.state == .running)
        rig.driver.advance(to: 1.75)
        #expect(near(g.level, 75))
        rig.driver.advance(to: 2.6)
        #expect(g.level == 0 && root.state == .finished)
    }

    /// C7: the root is not resting when a nested timeline is: `finish()` plays the rest of the root's pass,
    /// running the nested second cycle's call and the later call, then completes.
    @Test func finishInANestedRestRunsTheRestOfTheRootsPass() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            TweenSequence(engine: e) {
                Call(engine: e, trace.call("c0"))
                level(g, from: 0, to: 100, 1, e)
            }.timed(repeats: 2, rest: 1)
            Call(engine: e, trace.call("after"))
        }
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 1.5)
        #expect(trace.log == ["c0"] && g.level == 100)
        root.finish()
        #expect(trace.log == ["c0", "c0", "after", "root.fin"] && g.level == 100)
    }

    /// E5 + E8: `restart()` from a nested call in its second cycle shows content 0 at once; the root's start
    /// handlers run with the next frame, the run is kept (no completion), and the nested call runs again.
    @Test func restartFromANestedCallInTheSecondCycleRunsTheRootsStartNextFrame() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        var calls = 0
        let root = TweenSequence(engine: e) {
            TweenGroup(engine: e) {
                level(g, from: 0, to: 100, 1, e)
                Call(engine: e) {
                    calls += 1
                    trace.mark("x")
                    if calls == 2 { box.root?.restart() }
                }.at(0.5)
            }.timed(repeats: 2)
        }
        box.root = root
        root.onStart(trace.call("root.start"))
        root.onComplete(trace.done("root"))
        root.start()
        for t in [0.25, 0.75, 1.25, 1.75] { rig.driver.advance(to: t) }
        #expect(trace.log == ["root.start", "x", "x"] && g.level == 0)
        rig.driver.advance(to: 2.0)
        #expect(trace.log == ["root.start", "x", "x", "root.start"] && near(g.level, 25))
        rig.driver.advance(to: 4)
        #expect(trace.log == ["root.start", "x", "x", "root.start", "x", "x", "root.fin"])
    }

    // MARK: Controls on steps

    /// C10: `restart()` of a nested timeline, made from a call, does nothing and says so.
    @Test func restartOfANestedTimelineFromACallDoesNothingAndSaysSo() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var messages: [String] = []
        TweenDiagnostics.handler = { messages.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let inner = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        let root = TweenGroup(engine: e) {
            inner
            Call(engine: e) { inner.restart() }.at(0.5)
        }
        root.start()
        rig.driver.advance(to: 0.25)
        rig.driver.advance(to: 0.75)
        #expect(near(g.level, 75) && !messages.isEmpty)
        rig.driver.advance(to: 1.25)
        #expect(g.level == 100 && root.state == .finished)
    }

    /// C10: `scrub(to:)` of a nested step does nothing and says so.
    @Test func scrubbingANestedStepDoesNothingAndSaysSo() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var messages: [String] = []
        TweenDiagnostics.handler = { messages.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let inner = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        let root = TweenSequence(engine: e) { inner }
        root.start()
        rig.driver.advance(to: 0.25)
        inner.scrub(to: 0.9)
        inner.scrub(to: 0.9, smoothing: 0.2)
        #expect(near(g.level, 25) && messages.count >= 2 && !inner.isScrubbing && root.state == .running)
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 50))
    }

    /// C10: `play(from:)` a label of a nested timeline does nothing and says so.
    @Test func playFromALabelOfANestedTimelineDoesNothingAndSaysSo() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        var messages: [String] = []
        TweenDiagnostics.handler = { messages.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let inner = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            TimelineLabel("L", at: 0.75)
            Call(engine: e, trace.call("L")).at(.label("L"))
        }
        let root = TweenSequence(engine: e) { inner }
        root.start()
        rig.driver.advance(to: 0.25)
        try inner.play(from: "L")
        #expect(near(g.level, 25) && trace.log == [] && !messages.isEmpty)
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 50) && trace.log == [])
    }

    /// C10: `seek(to: label)` of a nested timeline does nothing and says so.
    @Test func seekToALabelOfANestedTimelineDoesNothingAndSaysSo() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var messages: [String] = []
        TweenDiagnostics.handler = { messages.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let inner = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            TimelineLabel("L", at: 0.75)
        }
        let root = TweenSequence(engine: e) { inner }
        root.start()
        rig.driver.advance(to: 0.25)
        try inner.seek(to: "L")
        #expect(near(g.level, 25) && !messages.isEmpty)
    }

    // MARK: Retiming

    /// C10: a delay set on a step two levels down before the root played re-places it, its timeline's end, and
    /// the root's later steps.
    @Test func changingANestedStepsDelayBeforeTheRootPlaysRePlacesTheOuterSteps() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let a = level(g, from: 0, to: 100, 1, e)
        let inner = TweenSequence(engine: e) { a }
        let c = Call(engine: e, trace.call("c"))
        let root = TweenSequence(engine: e) {
            inner
            c
        }
        a.delay = 1
        #expect(inner.duration == 2 && root.startTime(of: c) == 2 && root.duration == 2)
        root.start()
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 50) && trace.log == [])
        rig.driver.advance(to: 2.1)
        #expect(trace.log == ["c"] && root.state == .finished)
    }

    /// C10: a nested timeline's repeat count and rest set before the root played re-place what follows it.
    @Test func changingANestedTimelinesRepeatCountBeforeTheRootPlaysRePlaces() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let inner = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        let b = level(g, from: 200, to: 300, 1, e)
        let root = TweenSequence(engine: e) {
            inner
            b
        }
        inner.repeatCount = 3
        inner.repeatDelay = 0.5
        #expect(root.startTime(of: b) == 4 && root.duration == 5)
        root.seek(toTime: 3.5)
        #expect(near(g.level, 50))
        root.seek(toTime: 4.5)
        #expect(near(g.level, 250))
    }

    /// C10 ("afterwards the change is refused, and `TweenDiagnostics` says so"): after the root's run ended.
    @Test func changingAStepsTimingAfterTheRootFinishedIsRefused() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var messages: [String] = []
        TweenDiagnostics.handler = { messages.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let a = level(g, from: 0, to: 100, 1, e)
        let b = level(g, from: 200, to: 300, 1, e)
        let root = TweenSequence(engine: e) {
            a
            b
        }
        root.start()
        rig.driver.advance(to: 2.5)
        #expect(root.state == .finished)
        a.repeatCount = 2
        #expect(!messages.isEmpty && a.repeatCount == 1 && root.startTime(of: b) == 1 && root.duration == 2)
        root.restart()
        rig.driver.advance(to: 4)
        #expect(near(g.level, 250))
    }

    /// C10 + V3 ("when the root first played (started, was sought, scrubbed or finished)"): a scrub is playing;
    /// a deep step's timing changed afterwards is refused.
    @Test func changingADeepStepsTimingAfterTheRootWasScrubbedIsRefused() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var messages: [String] = []
        TweenDiagnostics.handler = { messages.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let a = level(g, from: 0, to: 100, 1, e)
        let root = TweenSequence(engine: e) {
            TweenSequence(engine: e) { a }
            level(g, from: 200, to: 300, 1, e)
        }
        root.scrub(to: 0.25)
        #expect(near(g.level, 50))
        a.speed = 2
        #expect(!messages.isEmpty && a.speed == 1 && root.duration == 2)
        root.scrub(to: 0.75)
        #expect(near(g.level, 250))
    }

    /// E2 ("a `Call(onSeek: true)` also runs when a seek crosses it or lands on it") + C4: a seek to a root's label
    /// lands on the nested on-seek call there; a later seek to the end crosses the call in the nested second cycle
    /// (not the one it leaves from, E3: `a < t ≤ b`).
    @Test func anOnSeekCallAtALabelInANestedRepeatRunsOnLandingAndOnCrossingItsSecondCycle() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            TimelineLabel("L")
            TweenSequence(engine: e) {
                Call(onSeek: true, engine: e, trace.call("s"))
                level(g, from: 100, to: 0, 1, e)
            }.timed(repeats: 2)
        }
        try root.seek(to: "L")
        #expect(trace.log == ["s"] && g.level == 100)
        root.seek(to: 1)
        #expect(trace.log == ["s", "s"] && g.level == 0 && root.state == .idle)
    }
}
