import Testing
import TweenKit

final class ReviewDial: Tweenable {
    var angle = 0.0
    var size = 0.0
}

/// Queues (Q1–Q3) and the per-object handle.
@MainActor @Suite struct ReviewQueueTests {
    /// Q1: the next step starts after the completion handlers of the one before, from where they left it.
    @Test func aStepStartsFromWhatThePreviousCompletionHandlerWrote() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let queue = TweenQueue(engine: e)
        try queue.enqueue(level(g, to: 10, 1, e).onComplete { _ in g.level = 500 })
        try queue.enqueue(level(g, to: 0, 1, e))
        queue.start()
        rig.driver.advance(to: 1)
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 250))
    }

    /// Q1: a completion handler that enqueues: the new step goes after those waiting.
    @Test func aStepEnqueuedFromACompletionHandlerGoesAfterTheOnesWaiting() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let queue = TweenQueue(engine: e)
        try queue.enqueue(
            level(g, to: 1, 1, e).onComplete { _ in
                trace.mark("1")
                try? queue.enqueue(level(g, to: 3, 1, e).onStart(trace.call("3")))
            })
        try queue.enqueue(level(g, to: 2, 1, e).onStart(trace.call("2")))
        queue.start()
        rig.driver.run(for: 3.5)
        #expect(trace.log == ["1", "2", "3"] && g.level == 3)
    }

    /// A completion handler that pauses the queue holds the next step; resume starts it from the value then.
    @Test func aCompletionHandlerThatPausesTheQueueHoldsTheNextStep() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let queue = TweenQueue(engine: e)
        let second = level(g, to: 0, 1, e)
        try queue.enqueue(level(g, to: 10, 1, e).onComplete { _ in queue.pause() })
        try queue.enqueue(second)
        queue.start()
        rig.driver.advance(to: 1)
        rig.driver.advance(to: 2)
        #expect(second.state == .idle && g.level == 10 && queue.isPaused)
        g.level = 40
        queue.resume()
        rig.driver.advance(to: 2.5)
        #expect(near(g.level, 20))
    }

    /// Q2: a tween taking over the playing step's property: the step and those waiting complete `.cancelled`;
    /// the queue stays started, so a step enqueued later plays at once.
    @Test func aTakeoverDropsTheWaitingStepsAndTheQueueStaysStarted() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let queue = TweenQueue(engine: e)
        try queue.enqueue(level(g, to: 10, 1, e).onComplete(trace.done("1")))
        try queue.enqueue(observed(g, to: 10, 1, e).onComplete(trace.done("2")))
        queue.start()
        rig.driver.advance(to: 0.5)
        level(g, to: -1, 0.25, e).start()
        #expect(trace.log == ["1.can", "2.can"] && queue.isEmpty && queue.isStarted)
        rig.driver.advance(to: 1)
        let late = observed(g, from: 0, to: 4, 1, e)
        try queue.enqueue(late)
        #expect(late.state == .running)
        rig.driver.advance(to: 1.5)
        #expect(near(g.observed, 2) && g.level == -1)
    }

    /// Q2 is about the *playing* step's property: a tween on a property only a waiting step writes does not
    /// drop anything; that step, when its turn comes, takes the property as a newer tween.
    @Test func aTweenOnAWaitingStepsPropertyDropsNothing() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let queue = TweenQueue(engine: e)
        try queue.enqueue(level(g, to: 10, 1, e).onComplete(trace.done("1")))
        try queue.enqueue(observed(g, to: 10, 1, e).onComplete(trace.done("2")))
        queue.start()
        rig.driver.advance(to: 0.5)
        observed(g, from: 0, to: 100, 5, e).start()
        rig.driver.run(for: 3)
        #expect(trace.log == ["1.fin", "2.fin"] && g.level == 10 && g.observed == 10)
    }

    /// Cancelling the playing step itself, rather than through a takeover, starts the next one: only a takeover (Q2) or
    /// `cancelAll()` drops the waiting steps.
    @Test func cancellingTheCurrentStepStartsTheNext() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let queue = TweenQueue(engine: e)
        let first = level(g, to: 10, 1, e)
        let second = level(g, to: 0, 1, e)
        try queue.enqueue(first)
        try queue.enqueue(second)
        queue.start()
        rig.driver.advance(to: 0.5)
        first.cancel()
        #expect(second.state == .running)
        rig.driver.advance(to: 1.0)
        #expect(near(g.level, 2.5))
    }

    /// A queue step's own restart() does nothing (the chaining article).
    @Test func aQueueStepsRestartDoesNothing() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let queue = TweenQueue(engine: e)
        let first = level(g, from: 0, to: 10, 1, e)
        try queue.enqueue(first)
        queue.start()
        rig.driver.advance(to: 0.5)
        first.restart()
        rig.driver.advance(to: 0.75)
        #expect(near(g.level, 7.5))
    }

    /// P2 + Q2: a tween taking one property of a timeline playing as a queue step withdraws only the steps writing it;
    /// the timeline plays on with its other properties, and the queue drops the steps waiting.
    @Test func aTimelineInAQueueLosingOnePropertyPlaysOn() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let queue = TweenQueue(engine: e)
        let show = TweenGroup(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            observed(g, from: 0, to: 10, 1, e)
        }
        try queue.enqueue(show.onComplete(trace.done("show")))
        try queue.enqueue(observed(g, to: 0, 1, e).onComplete(trace.done("next")))
        queue.start()
        rig.driver.advance(to: 0.5)
        level(g, to: -1, 0.25, e).start()
        rig.driver.advance(to: 0.75)
        #expect(near(g.observed, 7.5) && show.state == .running)
        rig.driver.run(for: 3)
        #expect(trace.log == ["next.can", "show.fin"] && g.observed == 10)
    }

    /// Q3: an object's own queue goes with its object: its waiting steps complete `.cancelled`.
    @Test func anObjectsOwnQueueCancelsItsWaitingStepsWhenTheObjectGoes() throws {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        var dial: ReviewDial? = ReviewDial()
        let queue = dial!.tween(on: e).queue
        try queue.enqueue(Tween(dial!, \.angle, to: 90, duration: 1, engine: e).onComplete(trace.done("1")))
        try queue.enqueue(Tween(dial!, \.angle, to: 0, duration: 1, engine: e).onComplete(trace.done("2")))
        queue.start()
        rig.driver.advance(to: 0.5)
        dial = nil
        rig.driver.run(for: 3)
        #expect(trace.log == ["1.can", "2.can"])
    }

    /// V5: the per-object handle's `cancelAll()` on an object a timeline animates cancels the steps writing to it, so
    /// nothing more is written to the object, and leaves the timeline playing its other objects.
    @Test func cancelAllOnAnObjectStopsATimelineWritingToIt() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let dial = ReviewDial()
        let show = TweenGroup(engine: e) {
            Tween(dial, \.angle, from: 0, to: 100, duration: 2, engine: e)
            level(g, from: 0, to: 10, 2, e)
        }
        show.start()
        rig.driver.advance(to: 0.5)
        let handle = dial.tween(on: e)
        #expect(!handle.running.isEmpty)
        handle.cancelAll()
        dial.angle = -1
        rig.driver.advance(to: 1.0)
        #expect(dial.angle == -1)
        #expect(near(g.level, 5) && show.state == .running)
    }

    /// The per-object handle's `pauseAll()` on an object a timeline animates pauses the whole root, since a step cannot
    /// be paused on its own (C10): every object in it stops, and `resumeAll()` plays it on.
    @Test func pauseAllOnAnObjectATimelineAnimates() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let dial = ReviewDial()
        let show = TweenGroup(engine: e) {
            Tween(dial, \.angle, from: 0, to: 100, duration: 2, engine: e)
            level(g, from: 0, to: 10, 2, e)
        }
        show.start()
        rig.driver.advance(to: 0.5)
        dial.tween(on: e).pauseAll()
        rig.driver.advance(to: 1.0)
        #expect(near(dial.angle, 25) && near(g.level, 2.5) && show.state == .paused)
        dial.tween(on: e).resumeAll()
        rig.driver.advance(to: 1.5)
        #expect(near(dial.angle, 50) && show.state == .running)
    }
}
