import Testing
import TweenKit

/// An object with a per-object handle, for the round 4 handler probes.
private final class Slider: Tweenable {
    var offset = 0.0
}

/// Round 4, from outside: controls made from the root's own start and completion handlers, from a step's start
/// handler, during `finish()` and during a smoothed scrub, and extreme speeds.
@MainActor @Suite struct ReviewRound4HandlerTests {
    /// C9 + C8: a cancel from the root's start handler ends the run at once: the call at 0 (after the root's start,
    /// E4) does not run, nothing more is written, the root completes `.cancelled` once.
    @Test func cancelFromTheRootsStartRunsNothingAfterIt() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        g.level = 7
        let trace = Trace()
        let box = RootBox()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("c0"))
            level(g, to: 100, 1, e)
        }
        box.root = root
        root.onStart {
            trace.mark("root.start")
            box.root?.cancel()
        }.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.5)
        #expect(trace.log == ["root.start", "root.can"] && g.level == 7 && root.state == .cancelled)
    }

    /// C7 + C9: a finish from the root's start handler plays what is left of that moment, then the pass, at once.
    @Test func finishFromTheRootsStartPlaysTheWholePassAtOnce() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("c0"))
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e, trace.call("c1"))
        }.timed(repeats: 3)
        box.root = root
        root.onStart {
            trace.mark("root.start")
            box.root?.finish()
        }.onComplete(trace.done("root"))
        root.start()
        #expect(trace.log == ["root.start", "c0", "c1", "root.fin"] && g.level == 100 && root.state == .finished)
    }

    /// C5 + C9 + E2: a reverse from the root's start handler turns it at content 0: the call at 0 does not run
    /// and the root finishes at its start.
    @Test func reverseFromTheRootsStartEndsItAtItsStartRunningNothing() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("c0"))
            level(g, from: 0, to: 100, 1, e)
        }
        box.root = root
        root.onStart {
            trace.mark("root.start")
            box.root?.reverse()
        }.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.1)
        rig.driver.advance(to: 0.2)
        #expect(trace.log == ["root.start", "root.fin"] && g.level == 0 && root.state == .finished)
    }

    /// C9: a pause from the root's start handler holds at 0; the call at 0 runs when playing goes on, once.
    @Test func pauseFromTheRootsStartHoldsTheCallAtZeroUntilResume() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("c0"))
            level(g, from: 0, to: 100, 1, e)
        }
        box.root = root
        root.onStart {
            trace.mark("root.start")
            box.root?.pause()
        }
        root.start()
        rig.driver.advance(to: 0.5)
        #expect(trace.log == ["root.start"] && root.state == .paused && g.level == 0)
        root.resume()
        rig.driver.advance(to: 0.75)
        #expect(trace.log == ["root.start", "c0"] && near(g.level, 25))
    }

    /// C9: a change of speed from the root's start handler plays the run at that speed, the call at 0 included.
    @Test func speedFromTheRootsStartPlaysTheRunAtThatSpeed() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("c0"))
            level(g, from: 0, to: 100, 1, e)
        }
        box.root = root
        root.onStart {
            trace.mark("root.start")
            box.root?.speed = 2
        }
        root.start()
        rig.driver.advance(to: 0.25)
        #expect(trace.log == ["root.start", "c0"] && near(g.level, 50))
    }

    /// C3: a seek from the root's own completion handler shows the place and leaves it finished, running nothing.
    @Test func seekFromTheRootsOwnCompletionShowsThereAndStaysFinished() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(onSeek: false, engine: e, trace.call("c"))
        }
        box.root = root
        root.onComplete { _ in
            trace.mark("done")
            box.root?.seek(to: 0.5)
        }
        root.start()
        rig.driver.advance(to: 1.5)
        #expect(trace.log == ["c", "done"] && root.state == .finished && near(g.level, 50))
        rig.driver.advance(to: 2.5)
        #expect(trace.log == ["c", "done"] && near(g.level, 50))
    }

    /// C9: a change of speed from a step's start handler (the handler's moment is exact here: the frame lands
    /// on it) moves the later calls: at half speed the call at content 1 runs at 1.5 s.
    @Test func aSpeedChangeFromAStepsStartMovesTheLaterCalls() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        let root = TweenSequence(engine: e) {
            Wait(0.5, engine: e)
            level(g, from: 0, to: 100, 0.5, e).onStart { box.root?.speed = 0.5 }
            Call(engine: e, trace.call("c"))
            Wait(1, engine: e)
        }
        box.root = root
        root.start()
        rig.driver.advance(to: 0.5)
        rig.driver.advance(to: 1.0)
        #expect(near(g.level, 50))
        rig.driver.advance(to: 1.45)
        #expect(trace.log == [])
        rig.driver.advance(to: 1.55)
        #expect(trace.log == ["c"])
    }

    /// C5 + C9 + E2: a reverse from a call of a nested repeating timeline in its second cycle turns the root there;
    /// the way back runs nothing (not the first cycle's call again), and it finishes at its start.
    @Test func reverseFromANestedCallInItsSecondCycleTurnsTheRoot() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        var count = 0
        let root = TweenSequence(engine: e) {
            TweenGroup(engine: e) {
                level(g, from: 0, to: 100, 1, e)
                Call(engine: e) {
                    count += 1
                    trace.mark("c\(count)")
                    if count == 2 { box.root?.reverse() }
                }.at(0.5)
            }.timed(repeats: 2)
        }
        box.root = root
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 1.25)
        rig.driver.advance(to: 1.75)
        #expect(root.isReversed && near(g.level, 50))
        rig.driver.advance(to: 2.0)
        #expect(near(g.level, 25))
        rig.driver.advance(to: 2.75)
        #expect(near(g.level, 50))
        rig.driver.advance(to: 4)
        #expect(trace.log == ["c1", "c2", "root.fin"] && g.level == 0 && root.state == .finished)
    }

    /// `cancelAll()`'s documentation + V5 + P3-like: from a step's own start handler it cancels that step (once,
    /// writing nothing more); a later step on another object plays on and the root finishes.
    @Test func cancelAllFromAStepsOwnStartCancelsItOnceAndTheRootPlaysOn() {
        let rig = Rig()
        let e = rig.engine
        let slider = Slider()
        slider.offset = 7
        let g = Gauge()
        let trace = Trace()
        var updates = 0
        let root = TweenSequence(engine: e) {
            Tween(slider, \.offset, to: 100, duration: 1, engine: e)
                .onUpdate { _ in updates += 1 }
                .onStart {
                    trace.mark("s.start")
                    slider.tween(on: e).cancelAll()
                }
                .onComplete(trace.done("s"))
            level(g, from: 0, to: 100, 1, e)
        }
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.5)
        rig.driver.advance(to: 2.5)
        #expect(trace.log == ["s.start", "s.can", "root.fin"] && g.level == 100)
        #expect(slider.offset == 7 && updates <= 1)
    }

    /// P2 + V5 + C7: a tween that a call starts while `finish()` plays out the pass takes the property over: the
    /// end that `finish()` then shows does not write it back.
    @Test func aTweenStartedByACallDuringFinishKeepsItsProperty() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        var side: Tween<Double>?
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                trace.mark("c")
                side = level(g, to: -50, 1, e)
                side?.start()
            }.at(0.5)
        }
        root.start()
        rig.driver.advance(to: 0.25)
        root.finish()
        #expect(trace.log == ["c"] && root.state == .finished)
        #expect(near(g.level, 50) && side?.state == .running)
        rig.driver.advance(to: 0.75)
        #expect(g.level < 50 && g.level > -50)
        rig.driver.advance(to: 1.5)
        #expect(g.level == -50)
    }

    /// `scrub`'s documentation ("any other control ends the scrubbing") + C7: a finish while a smoothed scrub
    /// eases ends the scrub; the root stays at its end.
    @Test func finishDuringASmoothedScrubStopsTheScrub() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        root.start()
        root.scrub(to: 0.2, smoothing: 0.5)
        rig.driver.advance(to: 0.05)
        root.finish()
        #expect(!root.isScrubbing && root.state == .finished && g.level == 100)
        for i in 1...30 { rig.driver.advance(to: 0.05 + Double(i) / 30) }
        #expect(g.level == 100 && root.state == .finished)
    }

    /// `scrub`'s documentation + C6: a restart while a smoothed scrub eases ends the scrub and plays from 0.
    @Test func restartDuringASmoothedScrubStopsTheScrub() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 4, e) }
        root.start()
        rig.driver.advance(to: 0.1)
        root.scrub(to: 1, smoothing: 0.5)
        rig.driver.advance(to: 0.2)
        root.restart()
        #expect(!root.isScrubbing && root.state == .running && g.level == 0)
        rig.driver.advance(to: 1.2)
        #expect(near(g.level, 25))
    }

    /// E5 + the speed's documentation (0 holds still): a root started at speed 0 runs its events at 0 and holds.
    @Test func aRootAtSpeedZeroRunsItsEventsAtZeroAndHolds() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenGroup(engine: e) {
            Call(engine: e, trace.call("c0"))
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e, trace.call("c1")).at(0.5)
        }.timed(speed: 0)
        root.onStart(trace.call("root.start"))
        root.start()
        rig.driver.advance(to: 5)
        #expect(trace.log == ["root.start", "c0"] && g.level == 0 && root.state == .running)
        root.speed = 1
        rig.driver.advance(to: 5.75)
        #expect(trace.log == ["root.start", "c0", "c1"] && near(g.level, 75))
    }

    /// E3: at a speed of a million, one frame walks every call in order, and the root finishes.
    @Test func aHugeSpeedWalksEveryCallInOneFrame() {
        let rig = Rig()
        let e = rig.engine
        var seen: [Int] = []
        let g = Gauge()
        let root = TweenSequence(engine: e) {
            for i in 0..<10 {
                level(g, to: Double(i), 1, e)
                Call(engine: e) { seen.append(i) }
            }
        }.timed(speed: 1e6)
        root.start()
        rig.driver.advance(to: 0.1)
        #expect(seen == Array(0..<10) && root.state == .finished && g.level == 9)
    }

    /// E2 + E3: an endless autoreversing root runs its call at the content's end once per forward pass, however
    /// long the frame: ten seconds of 1 s passes hold five forward passes.
    @Test func anEndlessAutoreversingRootRunsTheEndCallOncePerForwardPassInOneLongFrame() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var calls = 0
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) { calls += 1 }
        }.timed(repeats: .infinity, autoreverses: true)
        root.start()
        rig.driver.advance(to: 10.5)
        #expect(calls == 5 && near(g.level, 50))
    }

    /// E8 + E2 + E3: a seek out of the delay runs no start handler, and the call at 0 it lands on never runs
    /// (events run at times after where the playhead was).
    @Test func aSeekOutOfTheDelayRunsNoStartAndTheCallAtZeroNever() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("c0"))
            level(g, from: 0, to: 100, 1, e)
        }.timed(delay: 1)
        root.onStart(trace.call("root.start"))
        root.start()
        rig.driver.advance(to: 0.5)
        root.seek(toTime: 0)
        #expect(root.state == .running && g.level == 0)
        rig.driver.advance(to: 1.0)
        #expect(trace.log == [] && near(g.level, 50))
    }

    /// C4: an unknown label throws and changes nothing in a playing root.
    @Test func playFromAnUnknownLabelChangesNothing() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            TimelineLabel("known")
        }
        root.start()
        rig.driver.advance(to: 0.25)
        #expect(throws: TweenError.self) { try root.play(from: "unknown") }
        #expect(throws: TweenError.self) { try root.seek(to: "unknown") }
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 50) && root.state == .running)
    }

    /// E9 + C6: awaiting a root that restarts itself from its last step's completion (keeping its run) returns
    /// once, at the run's real end.
    @Test func awaitingARootThatRestartsItselfReturnsAtTheRunsEnd() async {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let box = RootBox()
        var once = true
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e).onComplete { _ in
                if once {
                    once = false
                    box.root?.restart()
                }
            }
        }
        box.root = root
        root.start()
        var result: TweenResult?
        let task = Task { @MainActor in result = await root.finished }
        for _ in 0..<10 { await Task.yield() }
        rig.driver.advance(to: 1.0)
        for _ in 0..<10 { await Task.yield() }
        #expect(result == nil && root.state == .running)
        rig.driver.advance(to: 2.5)
        _ = await task.value
        #expect(result == .finished)
    }

    /// The queue's documentation ("a step whose object has gone completes `.cancelled` without starting") + Q1:
    /// a tween whose object went is skipped; a timeline whose only object went is no such step: it starts and plays
    /// its span writing nothing (P3: "the root plays on"), and the next step waits for it.
    @Test func aQueueSkipsAStepWhoseObjectWentAway() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let queue = TweenQueue()
        var gone: Gauge? = Gauge()
        try queue.enqueue(level(g, from: 0, to: 10, 0.5, e))
        try queue.enqueue(
            level(gone!, from: 0, to: 1, 1, e).onStart(trace.call("tween.start")).onComplete(trace.done("tween")))
        try queue.enqueue(
            TweenSequence(engine: e) { level(gone!, from: 0, to: 1, 1, e) }.onStart(trace.call("seq.start"))
                .onComplete(trace.done("seq")))
        try queue.enqueue(level(g, to: 20, 1, e).onStart(trace.call("next.start")))
        queue.start()
        gone = nil
        rig.driver.advance(to: 0.5)
        rig.driver.advance(to: 1.0)
        #expect(trace.log == ["tween.can", "seq.start"] && g.level == 10)
        rig.driver.advance(to: 1.5)
        rig.driver.advance(to: 2.0)
        #expect(trace.log == ["tween.can", "seq.start", "seq.fin", "next.start"] && near(g.level, 15))
    }

    /// Q1 + V4: a delayed repeating timeline queued after a tween starts its `to:` step from where the tween left
    /// the property, in every cycle.
    @Test func aRepeatingDelayedTimelineQueuedAfterATweenStartsFromItsEnd() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let queue = TweenQueue()
        try queue.enqueue(level(g, from: 0, to: 40, 1, e))
        try queue.enqueue(TweenSequence(engine: e) { level(g, to: 80, 1, e) }.timed(delay: 0.5, repeats: 2))
        queue.start()
        rig.driver.advance(to: 1.0)
        rig.driver.advance(to: 1.25)
        #expect(g.level == 40)
        rig.driver.advance(to: 2.0)
        #expect(near(g.level, 60))
        rig.driver.advance(to: 3.0)
        #expect(near(g.level, 60))
    }

    /// T3 + the stagger's documentation: a group staggers nested repeating timelines by their starts; each lasts its
    /// whole span (`totalDuration ÷ speed`), and the group lasts until the last one ends.
    @Test func aStaggeredGroupOfRepeatingTimelinesPlacesThemByTheirWholeSpan() {
        let rig = Rig()
        let e = rig.engine
        let gauges = (0..<3).map { _ in Gauge() }
        let group = TweenGroup(stagger: 0.5, engine: e) {
            for gauge in gauges {
                TweenSequence(engine: e) { level(gauge, from: 0, to: 100, 1, e) }.timed(repeats: 2, speed: 2)
            }
        }
        let starts = group.steps.map { group.startTime(of: $0) ?? -1 }
        #expect(zip(starts, [0, 0.5, 1]).allSatisfy { near($0, $1) } && near(group.duration, 2))
        group.seek(toTime: 1.25)
        #expect(near(gauges[0].level, 100) && near(gauges[1].level, 50) && near(gauges[2].level, 50))
    }

    /// V4 + `add`'s documentation (an idle step nobody has is accepted): a timeline only sought (still idle) can
    /// be added to another and plays there as a step. (Silent on whether its first seek's start values carry.)
    @Test func aSoughtTimelineAddedToAnotherPlaysThere() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let inner = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        inner.seek(to: 0.5)
        #expect(near(g.level, 50) && inner.state == .idle)
        let outer = TweenSequence(engine: e) {}
        do {
            try outer.add(Wait(1, engine: e))
            try outer.add(inner)
        } catch {
            Issue.record("a sought, idle timeline was refused: \(error)")
            return
        }
        outer.start()
        // V3: before the inner step begins, the property shows that step's `from`.
        rig.driver.advance(to: 0.5)
        #expect(g.level == 0)
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 50))
        rig.driver.advance(to: 2.5)
        #expect(g.level == 100 && outer.state == .finished)
    }
}
