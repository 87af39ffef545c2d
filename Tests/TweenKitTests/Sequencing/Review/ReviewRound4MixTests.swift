import Testing
import TweenKit

/// An object with a per-object handle, for the round 4 probes.
private final class Knob: Tweenable {
    var angle = 0.0
    var size = 0.0
}

/// Round 4, from outside: what the random programs do not mix in: queues with timelines, the per-object handle,
/// staggers, spring, decay and keyframe steps, zero-length steps, objects let go inside handlers, awaiting.
@MainActor @Suite struct ReviewRound4MixTests {
    // MARK: Queues with timelines

    /// Q1: a `to:` tween queued after a timeline starts from where the timeline left its property.
    @Test func aToTweenQueuedAfterATimelineStartsWhereTheTimelineLeftOff() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let queue = TweenQueue()
        #expect(throws: Never.self) {
            try queue.enqueue(TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) })
            try queue.enqueue(level(g, to: 0, 1, e))
        }
        queue.start()
        rig.driver.advance(to: 0.5)
        rig.driver.advance(to: 1.0)
        #expect(g.level == 100)
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 50))
    }

    /// Q1 + the queue's documentation: a step enqueued while the queue plays (here from a call of its timeline
    /// step) goes after the ones waiting.
    @Test func aStepEnqueuedFromACallInAQueuedTimelineGoesAfterTheWaitingOnes() throws {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let queue = TweenQueue()
        try queue.enqueue(
            TweenSequence(engine: e) {
                Wait(0.25, engine: e)
                Call(engine: e) {
                    trace.mark("inner")
                    try? queue.enqueue(Call(engine: e, trace.call("late")))
                }
                Wait(0.25, engine: e)
            })
        try queue.enqueue(Call(engine: e, trace.call("waiting")))
        queue.start()
        for i in 1...8 { rig.driver.advance(to: Double(i) / 8) }
        #expect(trace.log == ["inner", "waiting", "late"])
        #expect(queue.isEmpty)
    }

    /// Q2 + P1: a timeline started on the property the queue's playing step writes takes it over: that step and
    /// the waiting ones complete `.cancelled`, the queue stays started, and the timeline starts from the value shown.
    @Test func startingATimelineOnTheQueuesPropertyDropsItsWaitingSteps() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let queue = TweenQueue()
        try queue.enqueue(level(g, from: 0, to: 100, 1, e).onComplete(trace.done("q1")))
        try queue.enqueue(level(g, to: 0, 1, e).onComplete(trace.done("q2")))
        queue.start()
        rig.driver.advance(to: 0.5)
        let root = TweenSequence(engine: e) { level(g, to: 60, 1, e) }
        root.start()
        #expect(trace.log == ["q1.can", "q2.can"])
        #expect(queue.isEmpty && queue.isStarted)
        rig.driver.advance(to: 1.0)
        #expect(near(g.level, 55))
        rig.driver.advance(to: 2.0)
        #expect(g.level == 60 && trace.log == ["q1.can", "q2.can"])
    }

    /// Q1 + C2: pausing a queue pauses its timeline step, whose calls wait for the resume and then run once.
    @Test func pausingAQueueHoldsTheCallsOfItsTimelineStep() throws {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let queue = TweenQueue()
        let show = TweenSequence(engine: e) {
            Wait(0.5, engine: e)
            Call(engine: e, trace.call("c"))
            Wait(0.5, engine: e)
        }
        try queue.enqueue(show)
        queue.start()
        rig.driver.advance(to: 0.25)
        queue.pause()
        rig.driver.advance(to: 1.0)
        #expect(trace.log == [] && show.state == .paused)
        queue.resume()
        rig.driver.advance(to: 1.2)
        #expect(trace.log == [])
        rig.driver.advance(to: 1.3)
        #expect(trace.log == ["c"])
        rig.driver.advance(to: 2)
        #expect(trace.log == ["c"] && show.state == .finished)
    }

    /// Q1 + the queue's documentation (`onDrained` each time the last step completes): a repeating timeline step
    /// drains the queue once, after all its cycles.
    @Test func aQueuedRepeatingTimelineDrainsOnce() throws {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let queue = TweenQueue()
        try queue.enqueue(
            TweenSequence(engine: e) {
                Wait(0.25, engine: e)
                Call(engine: e, trace.call("c"))
            }.timed(repeats: 3))
        queue.onDrained(trace.call("drained"))
        queue.start()
        for i in 1...10 { rig.driver.advance(to: Double(i) / 10) }
        #expect(trace.log == ["c", "c", "c", "drained"])
    }

    /// The queue's and `add`'s documentation: a step already started (here a finished timeline) is refused.
    @Test func aFinishedTimelineIsRefusedByAQueueAndATimeline() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let played = TweenSequence(engine: e) { level(g, from: 0, to: 1, 0.1, e) }
        played.start()
        rig.driver.advance(to: 0.5)
        #expect(played.state == .finished)
        #expect(throws: TweenError.self) { try TweenQueue().enqueue(played) }
        #expect(throws: TweenError.self) { try TweenSequence(engine: e) {}.add(played) }
    }

    /// Q1: steps of no length each start when the one before completed, in order, and the queue drains once (a
    /// frame a step: the timing model says a zero duration completes on the next frame).
    @Test func aQueueOfZeroLengthStepsRunsThemInOrderAndDrainsOnce() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let queue = TweenQueue()
        try queue.enqueue(level(g, from: 0, to: 10, 0, e).onComplete(trace.done("a")))
        try queue.enqueue(Call(engine: e, trace.call("call")))
        try queue.enqueue(TweenSequence(engine: e) { level(g, to: 20, 0, e) }.onComplete(trace.done("seq")))
        try queue.enqueue(Wait(0, engine: e).onComplete(trace.done("wait")))
        queue.onDrained(trace.call("drained"))
        queue.start()
        // The timing model: "a zero duration completes on the next frame": each step here takes a frame.
        for i in 1...6 { rig.driver.advance(to: Double(i) / 10) }
        #expect(trace.log == ["a.fin", "call", "seq.fin", "wait.fin", "drained"])
        #expect(g.level == 20)
    }

    /// The queue's documentation: a step that fails completes `.failed` and the next one starts.
    @Test func aQueuedTimelineThatFailsLetsTheNextStepPlay() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let queue = TweenQueue()
        let bad = TweenSequence(engine: e) { level(g, from: 0, to: 10, 1, e).timed(speed: -1) }
        try queue.enqueue(bad.onComplete(trace.done("bad")))
        try queue.enqueue(level(g, from: 50, to: 60, 1, e).onComplete(trace.done("next")))
        queue.start()
        rig.driver.advance(to: 0.5)
        #expect(trace.log == ["bad.fail"] && near(g.level, 55))
    }

    // MARK: Labels, handlers and runs

    /// C4 + E5 + E8: `play(from:)` made in the root's own completion handler starts a new run from the label; the
    /// label's call runs with the next frame; the handler went with the first run, so it does not run again.
    @Test func playFromALabelInTheRootsOwnCompletionStartsANewRunNextFrame() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            TimelineLabel("L")
            Call(engine: e, trace.call("atL"))
            level(g, to: 0, 1, e)
        }
        var again = true
        root.onComplete { _ in
            trace.mark("done")
            if again {
                again = false
                try? root.play(from: "L")
            }
        }
        root.start()
        rig.driver.advance(to: 1.5)
        rig.driver.advance(to: 2.0)
        #expect(trace.log == ["atL", "done"])
        #expect(root.state == .running && g.level == 100)
        rig.driver.advance(to: 2.25)
        #expect(trace.log == ["atL", "done", "atL"] && near(g.level, 75))
        rig.driver.advance(to: 3.5)
        #expect(trace.log == ["atL", "done", "atL"] && root.state == .finished && g.level == 0)
    }

    /// C9 + E5: `play(from:)` made in the last step's completion, at the content's end, keeps the run: the root
    /// does not complete there; the label's call runs with the next frame; the root completes once, later.
    @Test func playFromALabelInTheLastStepsCompletionKeepsTheRun() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        var again = true
        let root = TweenSequence(engine: e) {
            Call(engine: e, trace.call("c0"))
            Wait(0.5, engine: e)
            TimelineLabel("L")
            Call(engine: e, trace.call("cL"))
            level(g, from: 0, to: 100, 1, e).onComplete(trace.done("t"))
        }
        root.onComplete(trace.done("root"))
        root.steps.last?.onComplete { _ in
            if again {
                again = false
                try? root.play(from: "L")
            }
        }
        root.start()
        rig.driver.advance(to: 1.0)
        rig.driver.advance(to: 1.5)
        #expect(trace.log == ["c0", "cL", "t.fin"] && root.state == .running)
        rig.driver.advance(to: 1.6)
        #expect(trace.log == ["c0", "cL", "t.fin", "cL"] && near(g.level, 10))
        rig.driver.advance(to: 2.6)
        #expect(trace.log == ["c0", "cL", "t.fin", "cL", "t.fin", "root.fin"] && root.state == .finished)
    }

    /// C4 ("a label is a content time of the first pass") + E3 (each pass runs its own events): a seek to a label
    /// from a call in the second cycle goes back to the first cycle, and both cycles' calls run again.
    @Test func seekToALabelFromTheSecondCycleGoesToTheFirst() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let box = RootBox()
        var once = true
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            TimelineLabel("L", at: 0.5)
            Call(engine: e) {
                trace.mark("x")
                if once, let root = box.root, root.time > 1 {
                    once = false
                    try? root.seek(to: "L")
                }
            }.at(0.75)
        }.timed(repeats: 2)
        box.root = root
        root.start()
        rig.driver.advance(to: 1.5)
        rig.driver.advance(to: 1.8)
        #expect(trace.log == ["x", "x"] && near(root.time, 0.5) && near(g.level, 50))
        // C9: the seek acts from the frame's time (1.8): 0.3 s later the playhead is at 0.8.
        rig.driver.advance(to: 2.1)
        #expect(trace.log == ["x", "x", "x"] && near(root.time, 0.8))
        rig.driver.advance(to: 4.0)
        #expect(trace.log == ["x", "x", "x", "x"] && root.state == .finished)
    }

    /// E8: a step's handlers stay for the whole run of its root and go with it: after the root finished, a
    /// restart runs the step's calls again but not the handlers added before. (GSAP keeps a child's callbacks.)
    @Test func aStepsHandlersGoWithTheRunOfItsRoot() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let step = level(g, from: 0, to: 100, 1, e).onStart(trace.call("s.start")).onComplete(trace.done("s"))
        let root = TweenSequence(engine: e) {
            step
            Call(engine: e, trace.call("c"))
        }.timed(repeats: 2)
        root.start()
        rig.driver.advance(to: 2.5)
        #expect(trace.log == ["s.start", "s.fin", "c", "s.start", "s.fin", "c"])
        root.restart()
        rig.driver.advance(to: 5)
        #expect(trace.log == ["s.start", "s.fin", "c", "s.start", "s.fin", "c", "c", "c"])
    }

    // MARK: Staggers

    /// The stagger's documentation ("from the first start to the last"): `.total(0.6, from: .center)` over five
    /// steps starts the middle one first and the ends 0.6 s later (as GSAP's `amount`); the group lasts until the
    /// last one ends.
    @Test func staggerTotalFromTheCenterPlacesTheSteps() {
        let rig = Rig()
        let e = rig.engine
        let gauges = (0..<5).map { _ in Gauge() }
        let group = TweenGroup(stagger: .total(0.6, from: .center), engine: e) {
            for gauge in gauges { level(gauge, from: 0, to: 1, 1, e) }
        }
        let starts = group.steps.map { group.startTime(of: $0) ?? -1 }
        let expected = [0.6, 0.3, 0, 0.3, 0.6]
        #expect(zip(starts, expected).allSatisfy { near($0, $1) })
        #expect(near(group.duration, 1.6))
        group.seek(toTime: 0.65)
        #expect(near(gauges[2].level, 0.65) && near(gauges[0].level, 0.05) && near(gauges[1].level, 0.35))
    }

    /// The stagger's documentation: `.shuffled(n)` gives each step its own turn, the same for the same number,
    /// and the group places its steps where `offsets(count:)` says.
    @Test func staggerShuffledPlacesTheStepsAsItsOffsetsSay() {
        let rig = Rig()
        let e = rig.engine
        let gauges = (0..<6).map { _ in Gauge() }
        let stagger = Stagger.each(0.1, from: .shuffled(7))
        let group = TweenGroup(stagger: stagger, engine: e) {
            for gauge in gauges { level(gauge, from: 0, to: 1, 1, e) }
        }
        let starts = group.steps.map { group.startTime(of: $0) ?? -1 }
        let offsets = stagger.offsets(count: 6)
        #expect(zip(starts, offsets).allSatisfy { near($0, $1) })
        let turns = offsets.map { Int(($0 / 0.1).rounded()) }.sorted()
        #expect(turns == [0, 1, 2, 3, 4, 5])
        #expect(Stagger.each(0.1, from: .shuffled(7)).offsets(count: 6) == offsets)
    }

    /// The stagger's documentation: a curve eases the offsets over the spread.
    @Test func staggerEasedPlacesTheStepsOnTheCurve() {
        let rig = Rig()
        let e = rig.engine
        let gauges = (0..<5).map { _ in Gauge() }
        let group = TweenGroup(stagger: .each(0.1, curve: .easeInQuad), engine: e) {
            for gauge in gauges { level(gauge, from: 0, to: 1, 1, e) }
        }
        let starts = group.steps.map { group.startTime(of: $0) ?? -1 }
        let expected = [0, 0.025, 0.1, 0.225, 0.4]
        #expect(zip(starts, expected).allSatisfy { near($0, $1) })
    }

    /// The stagger's documentation ("the others by their distance from it"): an index past the end puts the last
    /// step first.
    @Test func staggerFromAnIndexPastTheEnd() {
        let rig = Rig()
        let e = rig.engine
        let gauges = (0..<3).map { _ in Gauge() }
        let group = TweenGroup(stagger: .each(0.1, from: .index(10)), engine: e) {
            for gauge in gauges { level(gauge, from: 0, to: 1, 1, e) }
        }
        let starts = group.steps.map { group.startTime(of: $0) ?? -1 }
        #expect(zip(starts, [0.2, 0.1, 0]).allSatisfy { near($0, $1) })
    }

    /// The stagger's documentation (negative or non-finite is invalid) + TweenSequence's ("a step that fails
    /// validation fails the whole … before anything is written").
    @Test func aBadStaggerFailsTheGroupWritingNothing() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        g.level = 7
        let negative = TweenGroup(stagger: -0.1, engine: e) {
            level(g, from: 0, to: 1, 1, e)
            level(Gauge(), from: 0, to: 1, 1, e)
        }
        negative.start()
        let endless = TweenGroup(stagger: .total(.infinity), engine: e) {
            level(g, from: 0, to: 1, 1, e)
            level(Gauge(), from: 0, to: 1, 1, e)
        }
        endless.start()
        rig.driver.advance(to: 0.5)
        #expect(negative.state == .failed && endless.state == .failed && g.level == 7)
    }

    // MARK: Spring, decay and keyframe steps

    /// V4: a spring step without `from` starts from the value its property shows when it begins, lasts its
    /// settling time, and lands exactly on `to`.
    @Test func aSpringStepWithoutFromStartsWhereThePreviousStepEnded() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let spring = try Spring(duration: 0.5, bounce: 0)
        let settle = spring.settlingDuration
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Tween(g, \.level, to: 0, spring: spring, engine: e)
        }
        #expect(near(root.duration, 1 + settle))
        root.seek(toTime: 1.0001)
        #expect(near(g.level, 100, 0.5))
        root.start()
        rig.driver.advance(to: 1 + settle + 0.5)
        #expect(g.level == 0 && root.state == .finished)
    }

    /// V4 applies to steps without a start: a flick made with no `from` takes its property's value when it is made
    /// (its documentation: "its value now when nil"; its end and length follow from it), so in a sequence it starts
    /// there, not where the step before it left the property.
    @Test func aDecayStepWithoutFromStartsFromTheValueWhenItWasMade() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let flick = Tween<Double>(g, \.level, velocity: 500, engine: e)
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            flick
        }
        root.start()
        rig.driver.advance(to: 0.5)
        rig.driver.advance(to: 1.0)
        rig.driver.advance(to: 1.001)
        #expect(flick.from == 0 && near(g.level, 0.5, 0.01))
    }

    /// V1 + V2: a keyframe step shows its keyframe at its local time whichever way the playhead got there.
    @Test func aKeyframeStepIsAFunctionOfTime() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let keys = try KeyframeTween(g, \.level, values: [0.0, 50, 20], duration: 1, engine: e)
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            keys
        }.timed(repeats: 2)
        root.seek(toTime: 3.5)
        #expect(near(g.level, 50))
        root.seek(toTime: 1.75)
        #expect(near(g.level, 35))
        root.seek(toTime: 0.5)
        #expect(near(g.level, 50))
        // C1: it starts from where the seek put it.
        root.start()
        rig.driver.advance(to: 1.25)
        #expect(near(g.level, 35))
        rig.driver.advance(to: 3.0)
        #expect(near(g.level, 50))
    }

    /// V1 + T3: a spring step that autoreverses shows the same value at the same content time on both passes.
    @Test func aRepeatingAutoreversingSpringStepRetracesItsPath() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let spring = try Spring(duration: 0.4, bounce: 0.3)
        let step = Tween(g, \.level, from: 0, to: 100, spring: spring, engine: e).timed(autoreverses: true)
        let root = TweenSequence(engine: e) { step }
        let d = step.duration
        root.seek(toTime: d * 0.3)
        let forward = g.level
        root.seek(toTime: d * 1.7)
        #expect(near(g.level, forward, 1e-6))
        root.seek(toTime: 2 * d)
        #expect(near(g.level, 0, 1e-9))
    }

    // MARK: Zero length

    /// T2 ("content of no length … plays once, at its start") + E4: a sequence of steps of no length plays all
    /// their events at its start, in order, and the root completes once with the last value shown.
    @Test func aZeroLengthSequencePlaysAtItsStartAndCompletesOnce() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 0, e).onStart(trace.call("a.start")).onComplete(trace.done("a"))
            level(g, to: 20, 0, e).onStart(trace.call("b.start")).onComplete(trace.done("b"))
            Call(engine: e, trace.call("call"))
        }
        root.onStart(trace.call("root.start")).onComplete(trace.done("root"))
        root.start()
        #expect(g.level == 20)
        rig.driver.advance(to: 0.1)
        #expect(
            trace.log == ["root.start", "a.start", "a.fin", "b.start", "b.fin", "call", "root.fin"]
                && root.state == .finished)
    }

    /// T1 + T2: a root of no length with a delay plays its content when the delay runs out, not before.
    @Test func aZeroLengthRootWithADelayPlaysWhenTheDelayRunsOut() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            level(g, from: 5, to: 10, 0, e)
            Call(engine: e, trace.call("call"))
        }.timed(delay: 0.5)
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.25)
        #expect(trace.log == [] && root.state == .delayed)
        rig.driver.advance(to: 0.75)
        #expect(trace.log == ["call", "root.fin"] && g.level == 10)
    }

    /// T3 + T2 (by analogy: "content of no length … plays once … whatever the repeat count"): a tween of no length
    /// with repeats and rests has no length either, and the next step starts where it does. (The timing model is
    /// silent on rests of a zero-duration tween; GSAP would count its repeatDelay.)
    @Test func aZeroLengthStepWithRestsTakesNoTime() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let zero = level(g, from: 0, to: 10, 0, e).timed(repeats: 3, rest: 0.5)
        let next = level(g, to: 20, 1, e)
        let root = TweenSequence(engine: e) {
            zero
            next
        }
        #expect(zero.totalDuration == 0 && root.startTime(of: next) == 0 && near(root.duration, 1))
        root.seek(toTime: 0.5)
        #expect(near(g.level, 15))
    }

    /// E1 + E3: a `Wait(0)`'s start and completion run at its moment in every cycle, start first.
    @Test func aZeroLengthWaitsHandlersRunInEveryCycle() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 1, 0.5, e)
            Wait(0, engine: e).onStart(trace.call("w.start")).onComplete(trace.done("w"))
            Wait(0.5, engine: e)
        }.timed(repeats: 3)
        root.start()
        rig.driver.advance(to: 3.5)
        #expect(trace.log == ["w.start", "w.fin", "w.start", "w.fin", "w.start", "w.fin"])
    }

    // MARK: The per-object handle

    /// `cancelAll()`'s documentation + V5: from a call of a timeline that also plays another object, the steps
    /// on the knob complete `.cancelled` (once) and write nothing more; the root plays on for the rest.
    @Test func cancelAllFromACallStopsTheStepsOnTheObjectAndTheRootPlaysOn() {
        let rig = Rig()
        let e = rig.engine
        let knob = Knob()
        let g = Gauge()
        let trace = Trace()
        let root = TweenGroup(engine: e) {
            Tween(knob, \.angle, from: 0, to: 100, duration: 1, engine: e).onComplete(trace.done("k1"))
            Tween(knob, \.size, from: 0, to: 10, duration: 1, engine: e).onComplete(trace.done("k2")).at(1)
            level(g, from: 0, to: 100, 2, e)
            Call(engine: e) { knob.tween(on: e).cancelAll() }.at(0.5)
            Call(engine: e, trace.call("late")).at(1.5)
        }
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.25)
        rig.driver.advance(to: 0.75)
        #expect(near(knob.angle, 50) && trace.log == ["k1.can", "k2.can"])
        rig.driver.advance(to: 1.75)
        #expect(near(knob.angle, 50) && knob.size == 0 && near(g.level, 87.5))
        rig.driver.advance(to: 2.5)
        #expect(trace.log == ["k1.can", "k2.can", "late", "root.fin"] && g.level == 100)
    }

    /// `pauseAll()`'s documentation + C9: from a call, it pauses the root playing the object at that moment; the
    /// later call of the same moment runs when `resumeAll()` plays on.
    @Test func pauseAllFromACallPausesTheRootAtThatMoment() {
        let rig = Rig()
        let e = rig.engine
        let knob = Knob()
        let trace = Trace()
        let root = TweenGroup(engine: e) {
            Tween(knob, \.angle, from: 0, to: 100, duration: 1, engine: e)
            Call(engine: e) {
                trace.mark("x")
                knob.tween(on: e).pauseAll()
            }.at(0.5)
            Call(engine: e, trace.call("y")).at(0.5)
        }
        root.start()
        rig.driver.advance(to: 0.25)
        rig.driver.advance(to: 0.75)
        #expect(root.state == .paused && near(knob.angle, 50) && trace.log == ["x"])
        knob.tween(on: e).resumeAll()
        rig.driver.advance(to: 1.0)
        #expect(root.state == .running && trace.log == ["x", "y"] && near(knob.angle, 75))
    }

    /// `running`'s documentation ("the tweens writing to this object now"): a timeline two of whose steps write
    /// the knob is listed once, as the root you control. (Silent: GSAP's getTweensOf lists the child tweens.)
    @Test func runningListsTheRootOnceForAnObjectTwoStepsWrite() {
        let rig = Rig()
        let e = rig.engine
        let knob = Knob()
        let root = TweenSequence(engine: e) {
            Tween(knob, \.angle, from: 0, to: 100, duration: 1, engine: e)
            Tween(knob, \.size, from: 0, to: 10, duration: 1, engine: e)
        }
        root.start()
        rig.driver.advance(to: 0.25)
        let running = knob.tween(on: e).running
        #expect(running.count == 1 && running.allSatisfy { $0 === root })
    }

    /// Q3 + `cancelAll()`'s documentation: the object's queue goes first: its timeline step completes `.cancelled`
    /// and the waiting step too, without starting.
    @Test func cancelAllEmptiesTheObjectsQueueOfATimeline() throws {
        let rig = Rig()
        let e = rig.engine
        let knob = Knob()
        let trace = Trace()
        let handle = knob.tween(on: e)
        try handle.queue.enqueue(
            TweenSequence(engine: e) { Tween(knob, \.angle, from: 0, to: 100, duration: 1, engine: e) }
                .onComplete(trace.done("seq")))
        try handle.queue.enqueue(
            Tween(knob, \.angle, to: 0, duration: 1, engine: e).onStart(trace.call("next.start"))
                .onComplete(trace.done("next")))
        handle.queue.start()
        rig.driver.advance(to: 0.5)
        handle.cancelAll()
        rig.driver.advance(to: 2)
        #expect(trace.log == ["seq.can", "next.can"] && near(knob.angle, 50) && handle.queue.isEmpty)
    }

    // MARK: Tweens started from handlers

    /// P2 + V5: a tween started from a call takes the property over; the root's step stays out in the next cycle
    /// (until the root restarts), so the property keeps the tween's value.
    @Test func aTweenStartedFromACallKeepsThePropertyInTheNextCycle() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var once = true
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                if once {
                    once = false
                    level(g, to: -50, 0.25, e).start()
                }
            }.at(0.5)
        }.timed(repeats: 2)
        root.start()
        rig.driver.advance(to: 0.25)
        rig.driver.advance(to: 0.5)
        rig.driver.advance(to: 1.0)
        #expect(g.level == -50)
        rig.driver.advance(to: 1.5)
        #expect(g.level == -50)
        rig.driver.advance(to: 2.5)
        #expect(g.level == -50 && root.state == .finished)
    }

    /// P1 + V5 + C6: restarting the root takes the property back from the tween its call started; that tween
    /// completes `.cancelled`, and the step plays again.
    @Test func aTweenStartedFromACallIsTakenOverByTheRootsRestart() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        var once = true
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                if once {
                    once = false
                    level(g, to: -50, 2, e).onComplete(trace.done("side")).start()
                }
            }.at(0.5)
        }
        root.start()
        rig.driver.advance(to: 0.5)
        rig.driver.advance(to: 0.75)
        root.restart()
        #expect(trace.log == ["side.can"] && g.level == 0)
        rig.driver.advance(to: 1.0)
        #expect(near(g.level, 25))
    }

    // MARK: Objects let go inside handlers

    /// P3: an object let go in its own step's start handler: that step completes `.cancelled`, once, its update
    /// handlers run no more, and the root plays on.
    @Test func anObjectReleasedInItsStepsStartHandlerCancelsThatStepOnce() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let other = Gauge()
        var held: Gauge? = Gauge()
        let watch = WeakBox(held)
        var updates = 0
        let root = TweenSequence(engine: e) {
            Tween(held!, \.level, from: 0, to: 100, duration: 1, engine: e)
                .onUpdate { _ in updates += 1 }
                .onStart {
                    trace.mark("s.start")
                    held = nil
                }
                .onComplete(trace.done("s"))
            level(other, from: 0, to: 100, 1, e)
        }
        root.onComplete(trace.done("root"))
        root.start()
        #expect(watch.object == nil)
        rig.driver.advance(to: 0.5)
        rig.driver.advance(to: 1.5)
        rig.driver.advance(to: 2.5)
        #expect(updates <= 1)
        #expect(trace.log == ["s.start", "s.can", "root.fin"] && other.level == 100)
    }

    /// P3: an object let go in its own step's update handler: no more updates, the step completes `.cancelled`
    /// once, the root plays on.
    @Test func anObjectReleasedInItsStepsUpdateHandlerStopsItsUpdates() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let other = Gauge()
        var held: Gauge? = Gauge()
        var updates = 0
        let root = TweenGroup(engine: e) {
            Tween(held!, \.level, from: 0, to: 100, duration: 1, engine: e)
                .onUpdate { value in
                    updates += 1
                    if value > 40 { held = nil }
                }
                .onComplete(trace.done("s"))
            level(other, from: 0, to: 100, 2, e)
        }.timed(repeats: 2)
        root.onComplete(trace.done("root"))
        root.start()
        for i in 1...10 { rig.driver.advance(to: Double(i) / 10) }
        let seen = updates
        for i in 11...50 { rig.driver.advance(to: Double(i) / 10) }
        #expect(updates == seen && (5...6).contains(seen))
        #expect(trace.log == ["s.can", "root.fin"] && other.level == 100)
    }

    // MARK: Awaiting

    /// E9: awaiting a root that a call finishes returns `.finished`.
    @Test func awaitingARootFinishedFromACallGivesFinished() async {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let box = RootBox()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) { box.root?.finish() }.at(0.5)
        }
        box.root = root
        root.start()
        var result: TweenResult?
        let task = Task { @MainActor in result = await root.finished }
        for _ in 0..<10 { await Task.yield() }
        rig.driver.advance(to: 0.75)
        _ = await task.value
        #expect(result == .finished && g.level == 100)
    }

    /// E9 + V5: awaiting a step that is then cancelled returns `.cancelled` (its completion), not at the run's end.
    @Test func awaitingAStepThatIsCancelledGivesCancelled() async {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let step = level(g, from: 0, to: 100, 1, e)
        let root = TweenSequence(engine: e) {
            step
            Wait(5, engine: e)
        }
        root.start()
        rig.driver.advance(to: 0.25)
        var result: TweenResult?
        let task = Task { @MainActor in result = await step.finished }
        for _ in 0..<10 { await Task.yield() }
        step.cancel()
        for _ in 0..<10 { await Task.yield() }
        #expect(result == .cancelled && root.state == .running)
        root.cancel()
        _ = await task.value
    }

    /// `run()`'s documentation + E9: cancelling the task cancels the timeline; its open step completes `.cancelled`
    /// first, and the task throws.
    @Test func cancellingTheTaskRunningATimelineCancelsItsOpenSteps() async {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e).onComplete(trace.done("t")) }
        root.onComplete(trace.done("root"))
        var threw = false
        let task = Task { @MainActor in
            do { _ = try await root.run() } catch { threw = true }
        }
        for _ in 0..<10 { await Task.yield() }
        rig.driver.advance(to: 0.25)
        task.cancel()
        _ = await task.value
        #expect(threw && root.state == .cancelled && trace.log == ["t.can", "root.can"] && near(g.level, 25))
    }

    // MARK: Reuse

    /// C6 + V4: a timeline of timelines restarted after finishing plays the same values and calls as its first run.
    @Test func aTimelineOfTimelinesRestartedAfterFinishingPlaysTheSame() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            TweenSequence(engine: e) {
                level(g, to: 100, 1, e)
                Call(engine: e, trace.call("a"))
            }.timed(repeats: 2, autoreverses: true)
            TweenGroup(engine: e) {
                level(g, to: 50, 1, e)
                Call(engine: e, trace.call("b")).at(0.5)
            }
        }
        var first: [Double] = []
        root.start()
        for i in 1...24 {
            rig.driver.advance(to: Double(i) / 4)
            first.append(g.level)
        }
        #expect(root.state == .finished)
        let firstLog = trace.log
        root.restart()
        var second: [Double] = []
        for i in 1...24 {
            rig.driver.advance(to: 6 + Double(i) / 4)
            second.append(g.level)
        }
        #expect(zip(first, second).allSatisfy { near($0, $1) })
        #expect(trace.log == firstLog + firstLog && firstLog == ["a", "a", "b"])
    }
}
