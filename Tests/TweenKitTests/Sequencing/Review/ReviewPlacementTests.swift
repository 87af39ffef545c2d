import Testing
import TweenKit

/// Placement, fractional repeats, steps' own timing and readings.
@MainActor @Suite struct ReviewPlacementTests {
    /// Positions relative to the previous step count its delay and speed in its span; labels don't extend the
    /// end; `.withPrevious` skips labels (the previous *step*).
    @Test func positionsUseTheWholeSpanOfThePreviousStepAndIgnoreLabels() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let a = level(g, from: 0, to: 1, 1, e).timed(delay: 0.5, speed: 2)  // span 0.75
        let b = level(g, from: 0, to: 1, 1, e)
        let c = level(g, from: 0, to: 1, 1, e)
        let d = level(g, from: 0, to: 1, 1, e)
        let root = TweenSequence(engine: e) {
            a.at(1)
            b.at(.afterPrevious)
            TimelineLabel("far", at: 9)
            c.at(.withPrevious + 0.1)
            d
        }
        #expect(root.startTime(of: b) == 1.75)
        #expect(root.startTime(of: c) == 1.85)
        #expect(root.startTime(of: d) == 2.85)
        #expect(root.duration == 3.85)
        _ = rig
    }

    /// A group's stagger skips steps placed with `.at`.
    @Test func placedStepsTakeNoTurnOfTheStagger() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let a = level(g, from: 0, to: 1, 1, e)
        let b = level(g, from: 0, to: 1, 1, e)
        let c = level(g, from: 0, to: 1, 1, e)
        let group = TweenGroup(stagger: 0.1, engine: e) {
            a
            b.at(1)
            c
        }
        #expect(group.startTime(of: a) == 0 && group.startTime(of: b) == 1 && group.startTime(of: c) == 0.1)
        _ = rig
    }

    /// E4 at a nested seam: the inner timeline starts once and completes once; at its seam its ending pass's
    /// call runs before its beginning pass's; its completion before the next step's call.
    @Test func aNestedSeamOrdersEndThenStartAndTheTimelineStartsAndEndsOnce() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let inner = TweenGroup(engine: e) {
            Call(engine: e, trace.call("s"))
            Wait(1, engine: e)
            Call(engine: e, trace.call("e")).at(1)
        }.timed(repeats: 2)
        inner.onStart(trace.call("G.start")).onComplete(trace.done("G"))
        let root = TweenSequence(engine: e) {
            inner
            Call(engine: e, trace.call("after"))
        }
        root.start()
        rig.driver.run(for: 3, framesPerSecond: 1)
        #expect(trace.log == ["G.start", "s", "e", "s", "e", "G.fin", "after"])
    }

    /// A `Call` with a delay runs after it; a Wait's start and completion handlers run (E1: it is a step).
    @Test func aDelayedCallRunsAfterItsDelayAndAWaitHasEvents() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("late")).timed(delay: 0.5)
            Wait(0.5, engine: e).onStart(trace.call("w.start")).onComplete(trace.done("w"))
            Call(engine: e, trace.call("b"))
        }
        root.start()
        rig.driver.advance(to: 0.4)
        #expect(trace.log.isEmpty)
        rig.driver.advance(to: 0.5)
        #expect(trace.log == ["late", "w.start"])
        rig.driver.advance(to: 1.0)
        #expect(trace.log == ["late", "w.start", "w.fin", "b"])
    }

    /// T3: a step of speed 0 would have an endless span, so its root never finishes with the steps after it played;
    /// like a negative speed, it fails the root rather than hanging or trapping.
    @Test func aStepWithSpeedZero() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let a = level(g, from: 0, to: 10, 1, e)
        let b = level(g, from: 20, to: 30, 1, e)
        let root = TweenSequence(engine: e) {
            a
            b
        }
        a.speed = 0
        var result: TweenResult?
        root.onComplete { result = $0 }
        root.start()
        rig.driver.run(for: 3)
        // T3: with an endless span before it, b never plays to its end.
        #expect(
            !(result == .finished && g.level == 30),
            "speed 0 step: \(String(describing: result)), \(root.state), \(g.level), duration \(root.duration)")
    }

    /// A fractional repeat count on a root stops part-way: the step it cuts off completes `.cancelled` (E9: its
    /// start ran, its completion did not) and the root `.finished`, showing the content at that time.
    @Test func aFractionalRepeatCutsAStepOffAsCancelled() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e).onComplete(trace.done("A"))
            level(g, from: 20, to: 30, 1, e).onStart(trace.call("B.start")).onComplete(trace.done("B"))
            Call(engine: e, trace.call("never"))
        }.timed(repeats: 0.75)
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.run(for: 3)
        #expect(trace.log == ["A.fin", "B.start", "B.can", "root.fin"])
        #expect(near(g.level, 25))
    }

    /// E9: a nested timeline whose fractional repeat count cuts its step off part-way closes that step first: it
    /// completes `.cancelled` before the timeline completes, and before the steps after it run.
    @Test func aNestedFractionalRepeatCutsItsStepOff() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let inner = TweenGroup(engine: e) {
            level(g, from: 0, to: 10, 1, e).onStart(trace.call("A.start")).onComplete(trace.done("A"))
        }.timed(repeats: 1.5).onComplete(trace.done("G"))
        let root = TweenSequence(engine: e) {
            inner
            Call(engine: e, trace.call("after"))
            Wait(1, engine: e)
        }
        root.start()
        rig.driver.run(for: 3, framesPerSecond: 10)
        #expect(trace.log == ["A.start", "A.fin", "A.start", "A.can", "G.fin", "after"], "\(trace.log)")
        #expect(near(g.level, 5))
    }

    /// P4: a step's `progress` (over its whole span) follows its root's time, like its `time` and `cycleProgress`, in
    /// every cycle of the root.
    @Test func aStepsProgressFollowsItsRootLikeItsTimeAndCycleProgress() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let step = level(g, from: 0, to: 10, 2, e).timed(repeats: 2, autoreverses: true, speed: 2)  // span 8 / 2 = 4
        let root = TweenSequence(engine: e) {
            Wait(1, engine: e)
            step
        }.timed(repeats: 2)
        root.start()
        rig.driver.advance(to: 1.5)  // step local 1: half-way through its first forward pass
        #expect(near(step.time, 1) && near(step.cycleProgress, 0.5))
        #expect(near(step.progress, 0.125), "progress \(step.progress) at time \(step.time)")
        rig.driver.advance(to: 2.5)  // step local 3: half-way back
        #expect(near(step.time, 3) && near(step.cycleProgress, 0.5) && near(g.level, 5))
        rig.driver.advance(to: 6.5)  // root cycle 2 (D = 5), step local 1 again
        #expect(near(step.time, 1) && near(step.progress, 0.125), "\(step.time) \(step.progress)")
    }

    /// V4 "and every later run": a new run after the root ended starts its `to:` steps from the first run's start
    /// values, whatever the property holds by then.
    @Test func aNewRunStartsToStepsFromTheFirstRunsValues() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        g.level = 4
        let root = TweenSequence(engine: e) { level(g, to: 100, 1, e) }
        root.start()
        rig.driver.advance(to: 1)
        #expect(root.state == .finished)
        g.level = 50
        root.restart()
        #expect(g.level == 4)
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 52))
    }

    /// A root started over a playing tween of its property: the tween is cancelled (P1) and a `to:` step starts
    /// from where the tween left it (V3: the value when the root first played).
    @Test func aRootStartedOverAPlayingTweenStartsWhereTheTweenWas() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let running = level(g, from: 0, to: 100, 1, e)
        running.start()
        rig.driver.advance(to: 0.3)
        let root = TweenSequence(engine: e) { level(g, to: 0, 1, e) }
        root.start()
        #expect(running.state == .cancelled && near(g.level, 30))
        rig.driver.advance(to: 0.8)
        #expect(near(g.level, 15))
    }

    /// `finished` on a step a fractional repeat never reaches: `.cancelled` when the run ends (E9).
    @Test func awaitingAStepTheRunNeverReachesGivesCancelled() async {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let never = level(g, from: 0, to: 1, 1, e)
        let root = TweenSequence(engine: e) {
            Wait(1, engine: e)
            never
        }.timed(repeats: 0.25)
        root.start()
        var result: TweenResult?
        let task = Task { @MainActor in result = await never.finished }
        for _ in 0..<10 { await Task.yield() }
        rig.driver.run(for: 2)
        _ = await task.value
        #expect(root.state == .finished && result == .cancelled)
    }
}
