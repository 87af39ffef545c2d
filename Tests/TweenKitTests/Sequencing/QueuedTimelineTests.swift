import Testing
import TweenKit

/// Queues (Q1–Q3 of "Timeline Semantics") of tweens and timelines: each step starts when the one before has
/// completed, from where it left its property; a takeover drops what waits; an object's queue goes with it.
@MainActor @Suite(.tags(.timeline, .queue)) struct QueuedTimelineTests {
    /// Two steps of a queue and the values the property shows at frames.
    struct Chain: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let steps: @MainActor @Sendable (TweenEngine, Gauge) -> [Playable]
        let values: [(time: Double, level: Double)]
    }

    nonisolated static let chains = [
        Chain(
            testDescription: "Q1: a timeline queued after a tween starts its to: steps where the tween left off",
            steps: { e, g in [level(g, to: 100, 1, e), TweenSequence(engine: e) { level(g, to: 0, 1, e) }] },
            values: [(1, 100), (1.5, 50)]),
        Chain(
            testDescription: "Q1: a to: tween queued after a timeline starts where the timeline left off",
            steps: { e, g in [TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }, level(g, to: 0, 1, e)] },
            values: [(0.5, 50), (1, 100), (1.5, 50)]),
        Chain(
            testDescription: "Q1: a step starts from what the previous step's completion handler wrote",
            steps: { e, g in [level(g, to: 10, 1, e).onComplete { _ in g.level = 500 }, level(g, to: 0, 1, e)] },
            values: [(1, 500), (1.5, 250)]),
        Chain(
            testDescription:
                "Q1, V4: a delayed repeating timeline queued after a tween starts every cycle from its end",
            steps: { e, g in
                [
                    level(g, from: 0, to: 40, 1, e),
                    TweenSequence(engine: e) { level(g, to: 80, 1, e) }.timed(delay: 0.5, repeats: 2),
                ]
            },
            values: [(1, 40), (1.25, 40), (2, 60), (3, 60)]),
        Chain(
            testDescription: "Q1, V4: a timeline sought before it was queued keeps the start values the seek fixed",
            steps: { e, g in
                let show = TweenSequence(engine: e) { level(g, to: 0, 1, e) }
                g.level = 40
                show.seek(toTime: 0)  // a preview of its first frame
                return [level(g, to: 100, 1, e), show]
            },
            values: [(1, 40), (1.5, 20)]),
    ]

    @Test(arguments: chains) func aStepStartsWhereTheOneBeforeLeftItsProperty(_ chain: Chain) throws {
        let (rig, e, g) = stage()
        let queue = TweenQueue()
        for step in chain.steps(e, g) { try queue.enqueue(step) }
        queue.start()
        for (time, value) in chain.values {
            rig.to(time)
            #expect(near(g.level, value), "at \(time): \(g.level)")
        }
    }

    /// Q2: a tween or a timeline started on the property the queue's playing step writes takes it over: that step
    /// and the waiting ones complete `.cancelled`, the queue stays started (a step enqueued later plays at once),
    /// and the newcomer starts from the value shown.
    @Test(arguments: [false, true]) func aTakeoverDropsTheWaitingStepsAndTheQueueStaysStarted(byATimeline: Bool) throws
    {
        let (rig, e, g) = stage()
        let trace = Trace()
        let queue = TweenQueue()
        try queue.enqueue(level(g, from: 0, to: 100, 1, e).onComplete(trace.done("q1")))
        try queue.enqueue(level(g, to: 0, 1, e).onComplete(trace.done("q2")))
        queue.start()
        rig.to(0.5)
        let taker: Playable = byATimeline ? TweenSequence(engine: e) { level(g, to: 60, 1, e) } : level(g, to: 60, 1, e)
        taker.start()
        #expect(trace.log == ["q1.can", "q2.can"] && queue.isEmpty && queue.isStarted)
        rig.to(1.0)
        // A tween carries on the step's velocity (P2, it overshoots here); a timeline's `to:` step starts still.
        #expect(byATimeline ? near(g.level, 55) : g.level > 55)
        rig.to(2.0)
        #expect(g.level == 60 && taker.state == .finished && trace.log == ["q1.can", "q2.can"])
        let late = observed(g, from: 0, to: 4, 1, e)
        try queue.enqueue(late)
        #expect(late.state == .running)
        rig.to(2.5)
        #expect(near(g.observed, 2) && g.level == 60)
    }

    /// Q2 is about the *playing* step's property: a tween on a property only a waiting step writes drops nothing.
    @Test func aTweenOnAWaitingStepsPropertyDropsNothing() throws {
        let (rig, e, g) = stage()
        let trace = Trace()
        let queue = TweenQueue()
        try queue.enqueue(level(g, to: 10, 1, e).onComplete(trace.done("1")))
        try queue.enqueue(observed(g, to: 10, 1, e).onComplete(trace.done("2")))
        queue.start()
        rig.to(0.5)
        observed(g, from: 0, to: 100, 5, e).start()
        rig.run(3)
        #expect(trace.log == ["1.fin", "2.fin"] && g.level == 10 && g.observed == 10)
    }

    /// P2 + Q2: a tween taking one property of a timeline playing as a queue step withdraws only the steps writing
    /// it; the timeline plays on with its other properties, and the queue drops the steps waiting.
    @Test func aTimelineInAQueueLosingOnePropertyPlaysOn() throws {
        let (rig, e, g) = stage()
        let trace = Trace()
        let queue = TweenQueue()
        let show = TweenGroup(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            observed(g, from: 0, to: 10, 1, e)
        }
        try queue.enqueue(show.onComplete(trace.done("show")))
        try queue.enqueue(observed(g, to: 0, 1, e).onComplete(trace.done("next")))
        queue.start()
        rig.to(0.5)
        level(g, to: -1, 0.25, e).start()
        rig.to(0.75)
        #expect(near(g.observed, 7.5) && show.state == .running)
        rig.run(3)
        #expect(trace.log == ["next.can", "show.fin"] && g.observed == 10)
    }

    /// Cancelling the playing step itself, rather than through a takeover, starts the next one: only a takeover or
    /// `cancelAll()` drops the waiting steps.
    @Test func cancellingTheCurrentStepStartsTheNext() throws {
        let (rig, e, g) = stage()
        let queue = TweenQueue()
        let first = level(g, to: 10, 1, e)
        let second = level(g, to: 0, 1, e)
        try queue.enqueue(first)
        try queue.enqueue(second)
        queue.start()
        rig.to(0.5)
        first.cancel()
        #expect(second.state == .running)
        rig.to(1.0)
        #expect(near(g.level, 2.5))
    }

    /// `cancelAll()` from a call of a queued timeline, or from a step's start handler, ends that step at once (nothing
    /// after the call runs) and drops the rest; the queue stays started.
    @Test func cancelAllFromAHandlerOfTheQueuesStep() throws {
        let (rig, e, g) = stage()
        let trace = Trace()
        let queue = TweenQueue()
        try queue.enqueue(
            TweenSequence(engine: e) {
                level(g, from: 0, to: 10, 1, e)
                Call(engine: e) { queue.cancelAll() }
                Call(engine: e, trace.call("never"))
                level(g, from: 20, to: 30, 1, e)
            }.onComplete(trace.done("show")))
        try queue.enqueue(level(g, to: 0, 1, e).onComplete(trace.done("next")))
        queue.start()
        rig.run(3)
        #expect(trace.log == ["show.can", "next.can"])

        let (rig2, e2, g2) = stage()
        let trace2 = Trace()
        let queue2 = TweenQueue()
        try queue2.enqueue(level(g2, from: 0, to: 10, 1, e2).onComplete(trace2.done("1")))
        try queue2.enqueue(
            level(g2, from: 50, to: 60, 1, e2).onStart { queue2.cancelAll() }.onComplete(trace2.done("2")))
        try queue2.enqueue(level(g2, to: 0, 1, e2).onComplete(trace2.done("3")))
        queue2.start()
        rig2.run(3)
        #expect(trace2.log == ["1.fin", "2.can", "3.can"] && queue2.isStarted && queue2.isEmpty)
        #expect(g2.level == 50 || g2.level == 10, "\(g2.level)")
    }

    /// Q1: a step enqueued while the queue plays (from a completion handler, or from a call of its timeline step)
    /// goes after the ones waiting.
    @Test func aStepEnqueuedWhileTheQueuePlaysGoesAfterTheOnesWaiting() throws {
        let (rig, e, g) = stage()
        let trace = Trace()
        let queue = TweenQueue()
        try queue.enqueue(
            level(g, to: 1, 1, e).onComplete { _ in
                trace.mark("1")
                try? queue.enqueue(level(g, to: 3, 1, e).onStart(trace.call("3")))
            })
        try queue.enqueue(level(g, to: 2, 1, e).onStart(trace.call("2")))
        queue.start()
        rig.run(3.5)
        #expect(trace.log == ["1", "2", "3"] && g.level == 3)

        let (rig2, e2, _) = stage()
        let trace2 = Trace()
        let queue2 = TweenQueue()
        try queue2.enqueue(
            TweenSequence(engine: e2) {
                Wait(0.25, engine: e2)
                Call(engine: e2) {
                    trace2.mark("inner")
                    try? queue2.enqueue(Call(engine: e2, trace2.call("late")))
                }
                Wait(0.25, engine: e2)
            })
        try queue2.enqueue(Call(engine: e2, trace2.call("waiting")))
        queue2.start()
        for i in 1...8 { rig2.to(Double(i) / 8) }
        #expect(trace2.log == ["inner", "waiting", "late"] && queue2.isEmpty)
    }

    /// A queue paused between steps (here from a completion handler) holds the next step, even one enqueued then;
    /// `resume()` starts it from the value then. `cancelAll()` ends a pause: a step enqueued after it plays at once.
    @Test func aPausedQueueHoldsItsNextStep() throws {
        let (rig, e, g) = stage()
        let queue = TweenQueue()
        let second = level(g, to: 0, 1, e)
        try queue.enqueue(level(g, to: 10, 1, e).onComplete { _ in queue.pause() })
        try queue.enqueue(second)
        queue.start()
        rig.to(1)
        rig.to(2)
        #expect(second.state == .idle && g.level == 10 && queue.isPaused)
        let held = level(g, from: 0, to: 10, 1, e)
        try queue.enqueue(held)
        #expect(held.state == .idle)
        g.level = 40
        queue.resume()
        rig.to(2.5)
        #expect(near(g.level, 20))

        let (rig2, e2, g2) = stage()
        let queue2 = TweenQueue()
        try queue2.enqueue(level(g2, from: 0, to: 10, 1, e2))
        queue2.start()
        rig2.to(0.5)
        queue2.pause()
        queue2.cancelAll()
        #expect(!queue2.isPaused)
        let late = level(g2, from: 100, to: 200, 1, e2)
        try queue2.enqueue(late)
        #expect(late.state == .running)
    }

    /// Q1 + C2: pausing a queue pauses its timeline step, whose calls wait for the resume and then run once.
    @Test func pausingAQueueHoldsTheCallsOfItsTimelineStep() throws {
        let (rig, e, _) = stage()
        let trace = Trace()
        let queue = TweenQueue()
        let show = TweenSequence(engine: e) {
            Wait(0.5, engine: e)
            Call(engine: e, trace.call("c"))
            Wait(0.5, engine: e)
        }
        try queue.enqueue(show)
        queue.start()
        rig.to(0.25)
        queue.pause()
        rig.to(1.0)
        #expect(trace.log == [] && show.state == .paused)
        queue.resume()
        rig.to(1.2)
        #expect(trace.log == [])
        rig.to(1.3)
        #expect(trace.log == ["c"])
        rig.to(2)
        #expect(trace.log == ["c"] && show.state == .finished)
    }

    /// The queue's `onDrained` runs each time its last step completes: a repeating timeline step drains it once,
    /// after all its cycles; one sought into its second cycle plays the rest from there, then drains.
    @Test func aQueuedTimelineDrainsTheQueueOnceWhenItEnds() throws {
        let (rig, e, g) = stage()
        let trace = Trace()
        let queue = TweenQueue()
        try queue.enqueue(
            TweenSequence(engine: e) {
                Wait(0.25, engine: e)
                Call(engine: e, trace.call("c"))
            }.timed(repeats: 3))
        queue.onDrained(trace.call("drained"))
        queue.start()
        for i in 1...10 { rig.to(Double(i) / 10) }
        #expect(trace.log == ["c", "c", "c", "drained"])

        let sought = TweenSequence(engine: e) { level(g, to: 100, 1, e) }.timed(repeats: 2)
        sought.seek(toTime: 1.5)
        #expect(near(g.level, 50))
        let second = TweenQueue().onDrained(trace.call("drained 2"))
        try second.enqueue(sought)
        second.start()
        rig.to(1.25)
        #expect(near(g.level, 75) && trace.log.last == "drained")
        rig.to(1.6)
        #expect(sought.state == .finished && g.level == 100 && trace.log.last == "drained 2")
    }

    /// Q1: steps of no length each start when the one before completed, in order, a frame a step (the timing
    /// model: a zero duration completes on the next frame), and the queue drains once; a queued timeline of calls
    /// and waits runs its calls and lets the next step play.
    @Test func aQueueOfShortStepsRunsThemInOrder() throws {
        let (rig, e, g) = stage()
        let trace = Trace()
        let queue = TweenQueue()
        try queue.enqueue(level(g, from: 0, to: 10, 0, e).onComplete(trace.done("a")))
        try queue.enqueue(Call(engine: e, trace.call("call")))
        try queue.enqueue(TweenSequence(engine: e) { level(g, to: 20, 0, e) }.onComplete(trace.done("seq")))
        try queue.enqueue(Wait(0, engine: e).onComplete(trace.done("wait")))
        queue.onDrained(trace.call("drained"))
        queue.start()
        for i in 1...6 { rig.to(Double(i) / 10) }
        #expect(trace.log == ["a.fin", "call", "seq.fin", "wait.fin", "drained"] && g.level == 20)

        let (rig2, e2, g2) = stage()
        let trace2 = Trace()
        let queue2 = TweenQueue()
        try queue2.enqueue(
            TweenSequence(engine: e2) {
                Call(engine: e2, trace2.call("a"))
                Wait(0.5, engine: e2)
                Call(engine: e2, trace2.call("b"))
            })
        try queue2.enqueue(level(g2, from: 0, to: 100, 1, e2).onStart(trace2.call("t")))
        queue2.start()
        rig2.to(0.25)
        #expect(trace2.log == ["a"])
        rig2.to(0.5)
        #expect(trace2.log == ["a", "b", "t"] && g2.level == 0)
        rig2.to(1.0)
        #expect(near(g2.level, 50))
    }

    /// The queue's documentation: a step that fails completes `.failed` and the next one starts; a tween whose
    /// object went is skipped (`.cancelled`, without starting), while a timeline whose only object went is no such
    /// step: it starts and plays its span writing nothing (P3), and the next step waits for it.
    @Test func aQueueSkipsAFailedStepAndATweenWhoseObjectWent() throws {
        let (rig, e, g) = stage()
        let trace = Trace()
        let queue = TweenQueue()
        let bad = TweenSequence(engine: e) { level(g, from: 0, to: 10, 1, e).timed(speed: -1) }
        try queue.enqueue(bad.onComplete(trace.done("bad")))
        try queue.enqueue(level(g, from: 50, to: 60, 1, e).onComplete(trace.done("next")))
        queue.start()
        rig.to(0.5)
        #expect(trace.log == ["bad.fail"] && near(g.level, 55))

        let (rig2, e2, g2) = stage()
        let trace2 = Trace()
        let queue2 = TweenQueue()
        var gone: Gauge? = Gauge()
        try queue2.enqueue(level(g2, from: 0, to: 10, 0.5, e2))
        try queue2.enqueue(
            level(gone!, from: 0, to: 1, 1, e2).onStart(trace2.call("tween.start")).onComplete(trace2.done("tween")))
        try queue2.enqueue(
            TweenSequence(engine: e2) { level(gone!, from: 0, to: 1, 1, e2) }.onStart(trace2.call("seq.start"))
                .onComplete(trace2.done("seq")))
        try queue2.enqueue(level(g2, to: 20, 1, e2).onStart(trace2.call("next.start")))
        queue2.start()
        gone = nil
        rig2.to(0.5)
        rig2.to(1.0)
        #expect(trace2.log == ["tween.can", "seq.start"] && g2.level == 10)
        rig2.to(1.5)
        rig2.to(2.0)
        #expect(trace2.log == ["tween.can", "seq.start", "seq.fin", "next.start"] && near(g2.level, 15))
    }

    /// Q3: an object's own queue goes with its object: its waiting steps complete `.cancelled`.
    @Test func anObjectsOwnQueueCancelsWhatWaitsWhenTheObjectGoes() throws {
        let rig = Rig()
        let e = rig.engine
        var knob: Knob? = Knob()
        var results: [TweenResult] = []
        let queue = knob!.tween(on: e).queue
        for angle in [10.0, 20, 30] {
            try queue.enqueue(
                Tween(knob!, \.angle, to: angle, duration: 0.5, engine: e).onComplete { results.append($0) })
        }
        queue.start()
        rig.driver.advance(by: 0.25)
        knob = nil
        rig.driver.run(for: 2)
        #expect(results == [.cancelled, .cancelled, .cancelled])
    }

    /// A queued step is the queue's to play: retargeting it is refused, and it stays queued.
    @Test func retargetingAQueuedStepIsRefused() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var said: [String] = []
        TweenDiagnostics.handler = { said.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let queue = TweenQueue()
        let step = Tween(g, \.level, to: 10, duration: 1, engine: e)
        try queue.enqueue(step)
        #expect(step.retarget(to: 50) === step && said.count == 1 && queue.pending.first === step)
    }

    /// Q3 + `cancelAll()`: the object's queue goes first: its timeline step completes `.cancelled` and the waiting
    /// step too, without starting.
    @Test func cancelAllEmptiesTheObjectsQueueOfATimeline() throws {
        let (rig, e, _) = stage()
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
        rig.to(0.5)
        handle.cancelAll()
        rig.to(2)
        #expect(trace.log == ["seq.can", "next.can"] && near(knob.angle, 50) && handle.queue.isEmpty)
    }
}
