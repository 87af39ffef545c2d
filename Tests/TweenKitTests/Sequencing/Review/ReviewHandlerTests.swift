import Testing
import TweenKit

/// Controls from update, start and completion handlers; step cancels; smoothed scrubs; finish in every state.
@MainActor @Suite struct ReviewHandlerTests {
    /// C9: a control made by a call acts from the frame's time, the rest of that frame not played: a change of
    /// speed lands within one frame (at the new speed) of where playing at that speed from the call's moment puts
    /// it, at any frame rate.
    @Test func aSpeedChangeFromACallLandsWithinAFrameOfItsMoment() {
        func time(at wallClock: Double, framesPerSecond: Double) -> Double {
            let rig = Rig()
            let e = rig.engine
            let box = RootBox()
            let root = TweenGroup(engine: e) {
                Wait(4, engine: e)
                Call(engine: e) { box.root?.speed = 2 }.at(1.05)
            }
            box.root = root
            root.start()
            rig.driver.run(for: wallClock, framesPerSecond: framesPerSecond)
            return root.time
        }
        let expected = 1.05 + (2 - 1.05) * 2  // 2.95
        let fast = time(at: 2, framesPerSecond: 240)
        let slow = time(at: 2, framesPerSecond: 7)
        #expect(near(fast, expected, 2.0 / 240 + 1e-9), "240 Hz: \(fast)")
        #expect(near(slow, expected, 2.0 / 7 + 1e-9), "7 Hz: \(slow), 240 Hz: \(fast), expected \(expected)")
    }

    /// C8 + C9: an update handler that cancels the root ends it at once: a step later in order writes nothing more in
    /// that frame, and every value a step writes is reported to its update handlers.
    @Test func anUpdateHandlerThatCancelsTheRootStopsTheRestOfTheFrame() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let box = RootBox()
        var laterUpdates: [Double] = []
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e).onUpdate { value in if value >= 50 { box.root?.cancel() } }
            observed(g, from: 0, to: 10, 1, e).onUpdate { laterUpdates.append($0) }
        }
        box.root = root
        root.start()
        rig.driver.advance(to: 0.25)
        #expect(near(g.observed, 2.5))
        rig.driver.advance(to: 0.75)
        #expect(root.state == .cancelled)
        #expect(near(g.observed, 2.5), "the later step wrote \(g.observed) after the root was cancelled")
        #expect(laterUpdates.last == g.observed, "written \(g.observed), reported \(laterUpdates)")
    }

    /// E7: a step writes only while it shows its property: an overshadowed step's update handlers do not run.
    @Test func anOvershadowedStepsUpdateHandlersDoNotRun() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var updates = 0
        let long = level(g, from: 0, to: 100, 2, e).onUpdate { _ in updates += 1 }
        let group = TweenGroup(engine: e) {
            long
            level(g, from: 5, to: 6, 0.5, e).at(0.5)
        }
        group.start()
        rig.driver.advance(to: 0.4)
        rig.driver.advance(to: 0.5)
        let before = updates
        rig.driver.run(for: 2, framesPerSecond: 30)
        #expect(before > 0 && updates == before, "\(before) then \(updates)")
        #expect(g.level == 6)
    }

    /// E7: a step writes only when its value may have changed, so a short ended step holding its end value over a
    /// longer, overshadowed one is not written again each frame, just as a single ended tween is not.
    @Test func aPropertyHeldByAnEndedStepIsNotWrittenAgainEveryFrame() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let group = TweenGroup(engine: e) {
            observed(g, from: 0, to: 100, 2, e)
            observed(g, from: 5, to: 6, 0.5, e).at(0.5)
        }
        group.start()
        rig.driver.advance(to: 1.1)
        #expect(g.observed == 6)
        let writes = g.writes
        rig.driver.run(for: 0.8, framesPerSecond: 30)
        #expect(g.writes == writes, "\(g.writes - writes) writes of an unchanging 6 in 24 frames")
        // A single ended tween, for comparison, writes nothing while nothing changes.
        let h = Gauge()
        let seq = TweenSequence(engine: e) {
            observed(h, from: 5, to: 6, 0.5, e)
            Wait(2, engine: e)
        }
        seq.start()
        rig.driver.run(for: 0.6, framesPerSecond: 30)
        let hWrites = h.writes
        rig.driver.run(for: 0.8, framesPerSecond: 30)
        #expect(h.writes == hWrites)
    }

    /// A step cancelled from its own start handler: E6 shows its start value for its start event (its handler sees
    /// 20), then it withdraws (V5) and the property goes back to the step before.
    @Test func aStepCancelledFromItsOwnStartHandlerHandsThePropertyBack() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var writes: [Double] = []
        var seen: Double?
        var b: Tween<Double>!
        b = level(g, from: 20, to: 30, 1, e).onStart {
            seen = g.level
            b.cancel()
        }.onUpdate { writes.append($0) }
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            b
        }
        root.start()
        rig.driver.advance(to: 0.9)
        rig.driver.advance(to: 1.5)
        #expect(seen == 20 && writes == [20] && g.level == 10, "\(writes) \(g.level)")
    }

    /// V5: a step cancelled before its root starts stays out of that run (only a restart brings it back): it completes
    /// `.cancelled` once and never starts.
    @Test func aStepCancelledBeforeItsRootStartsStaysOut() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let b = level(g, from: 20, to: 30, 1, e).onStart(trace.call("b.start")).onComplete(trace.done("b"))
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            b
        }
        b.cancel()
        root.start()
        rig.driver.run(for: 3)
        #expect(trace.log == ["b.can"] && g.level == 10 && root.state == .finished)
    }

    /// V5 + E9: cancelling a nested timeline step withdraws all its steps: its open steps complete `.cancelled` at
    /// once, in order, before the timeline itself, and none writes again.
    @Test func cancellingANestedTimelineStepCompletesItsOpenStepsFirst() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let i1 = level(g, from: 20, to: 30, 1, e).onComplete(trace.done("i1"))
        let inner = TweenGroup(engine: e) {
            i1
            observed(g, from: 0, to: 1, 2, e).onComplete(trace.done("i2"))
        }.onComplete(trace.done("inner"))
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            inner
            Wait(2, engine: e)
        }
        root.start()
        rig.driver.advance(to: 1.5)
        inner.cancel()
        rig.driver.advance(to: 1.6)
        #expect(trace.log == ["i1.can", "i2.can", "inner.can"], "\(trace.log)")
        #expect(i1.state == .cancelled, "\(i1.state)")
        #expect(g.level == 10)
        let observedThen = g.observed
        rig.driver.run(for: 4)
        #expect(g.observed == observedThen && root.state == .finished)
    }

    /// Cancelling a step before it begins completes it `.cancelled` once and its start never runs, in any cycle.
    @Test func cancellingAStepBeforeItBeginsCompletesItOnce() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let b = level(g, from: 20, to: 30, 1, e).onStart(trace.call("b.start")).onComplete(trace.done("b"))
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            b
        }.timed(repeats: 3)
        root.start()
        rig.driver.advance(to: 0.5)
        b.cancel()
        #expect(trace.log == ["b.can"])
        rig.driver.run(for: 7)
        #expect(trace.log == ["b.can"] && root.state == .finished)
    }

    /// A smoothed scrub eases the playhead; a cancel of the root ends it and nothing is written afterwards.
    @Test func aSmoothedScrubStopsWritingWhenTheRootIsCancelled() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        root.start()
        rig.driver.advance(to: 0.1)
        root.scrub(to: 0.9, smoothing: 0.5)
        rig.driver.advance(by: 0.05)
        #expect(root.isScrubbing && g.level > 10 && g.level < 90)
        root.cancel()
        let left = g.level
        rig.driver.run(for: 1)
        #expect(g.level == left && !root.isScrubbing)
    }

    /// P2: a smoothed scrub does not write back a property a tween took over; it goes on easing the root's other
    /// properties.
    @Test func aSmoothedScrubDoesNotWriteAPropertyATweenTookOver() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            observed(g, from: 0, to: 100, 1, e)
        }
        root.start()
        rig.driver.advance(to: 0.1)
        root.scrub(to: 0.9, smoothing: 0.5)
        rig.driver.advance(by: 0.05)
        level(g, from: -1, to: -1, 5, e).start()
        rig.driver.run(for: 1)
        #expect(g.level == -1)
        #expect(near(g.observed, 90, 1))
    }

    /// A smoothed scrub runs no calls on its way (E2), and play() hands back from where it is.
    @Test func aSmoothedScrubRunsNoCallsAndPlayHandsBack() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Wait(0.5, engine: e)
            Call(engine: e, trace.call("c"))
            Wait(0.5, engine: e)
            Call(engine: e, trace.call("end"))
        }
        root.start()
        rig.driver.advance(to: 0.1)
        root.scrub(to: 0.8, smoothing: 0.2)
        rig.driver.run(for: 1)
        #expect(trace.log.isEmpty && root.state == .paused)
        root.play()
        rig.driver.run(for: 0.5)
        #expect(trace.log == ["end"] && root.state == .finished)
    }

    /// C7 in every state: completes `.finished` once, shows the end of the last pass (the start when reversed).
    @Test func finishInEveryStateCompletesOnceAtTheEnd() {
        for state in ["idle", "sought", "delayed", "running", "paused", "reversed", "resting", "scrubbed", "finished"] {
            let rig = Rig()
            let e = rig.engine
            let g = Gauge()
            var results: [TweenResult] = []
            let root = TweenSequence(engine: e) {
                level(g, to: 10, 1, e)
                observed(g, from: 3, to: 5, 1, e)
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
                rig.driver.advance(to: 1.5)
                root.reverse()
                rig.driver.advance(to: 1.6)
            case "resting":
                root.start()
                rig.driver.advance(to: 2.5)
            case "scrubbed":
                root.start()
                rig.driver.advance(to: 0.5)
                root.scrub(to: 0.1)
            default:
                root.start()
                rig.driver.run(for: 6)
            }
            root.onComplete { results.append($0) }
            root.finish()
            #expect(results == [.finished], "\(state)")
            if state == "reversed" {
                #expect(g.level == 0 && g.observed == 3 && root.progress == 0, "\(state): \(g.level) \(g.observed)")
            } else {
                #expect(g.level == 10 && g.observed == 5 && root.progress == 1, "\(state): \(g.level) \(g.observed)")
            }
            rig.driver.run(for: 1)
            root.finish()
            #expect(results == [.finished], "\(state)")
        }
    }

    /// E5: restart() from outside runs the events at 0 at once (the root's start handlers among them).
    @Test func restartFromOutsideRunsTheEventsAtZeroAtOnce() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("zero"))
            Wait(1, engine: e)
        }
        root.onStart(trace.call("rootS"))
        root.start()
        rig.driver.advance(to: 0.5)
        root.restart()
        #expect(trace.log == ["rootS", "zero", "rootS", "zero"])
    }

    /// play(): resumes a paused root (no events for its place); a finished root at its end stays finished.
    @Test func playResumesAPausedRootAndLeavesAFinishedOneAtItsEnd() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        var completions = 0
        let root = TweenSequence(engine: e) {
            Wait(0.5, engine: e)
            Call(engine: e, trace.call("c"))
            Wait(0.5, engine: e)
        }
        root.onComplete { _ in completions += 1 }
        root.start()
        rig.driver.advance(to: 0.5)
        root.pause()
        root.play()
        rig.driver.advance(to: 0.6)
        #expect(trace.log == ["c"] && root.state == .running)
        rig.driver.advance(to: 2)
        root.play()
        rig.driver.advance(to: 3)
        #expect(root.state == .finished && completions == 1 && trace.log == ["c"])
    }

    /// Queue: a step's start handler that cancels the queue cancels that step and drops the rest; the queue
    /// stays started.
    @Test func aQueueStepsStartHandlerThatCancelsTheQueue() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let queue = TweenQueue(engine: e)
        try queue.enqueue(level(g, from: 0, to: 10, 1, e).onComplete(trace.done("1")))
        try queue.enqueue(level(g, from: 50, to: 60, 1, e).onStart { queue.cancelAll() }.onComplete(trace.done("2")))
        try queue.enqueue(level(g, to: 0, 1, e).onComplete(trace.done("3")))
        queue.start()
        rig.driver.run(for: 3)
        #expect(trace.log == ["1.fin", "2.can", "3.can"] && queue.isStarted && queue.isEmpty)
        #expect(g.level == 50 || g.level == 10, "\(g.level)")
    }

    /// A queue's `cancelAll()` ends its pause, so a step enqueued after it plays at once; a queue paused between steps
    /// holds a step enqueued then until it resumes.
    @Test func enqueueingOntoAPausedQueue() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let queue = TweenQueue(engine: e)
        try queue.enqueue(level(g, from: 0, to: 10, 1, e))
        queue.start()
        rig.driver.advance(to: 0.5)
        queue.pause()
        queue.cancelAll()
        #expect(!queue.isPaused)
        let late = level(g, from: 100, to: 200, 1, e)
        try queue.enqueue(late)
        #expect(late.state == .running)

        let q2 = TweenQueue(engine: e)
        try q2.enqueue(level(g, from: 0, to: 10, 1, e).onComplete { _ in q2.pause() })
        q2.start()
        rig.driver.advance(to: 1.5)
        rig.driver.advance(to: 1.6)
        let held = level(g, from: 0, to: 10, 1, e)
        try q2.enqueue(held)
        #expect(held.state == .idle && q2.isPaused)
        q2.resume()
        #expect(held.state == .running)
    }
}
