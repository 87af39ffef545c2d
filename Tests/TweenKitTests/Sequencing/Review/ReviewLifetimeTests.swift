import Testing
import TweenKit

/// Objects going away at awkward moments, and timelines in queues.
@MainActor @Suite struct ReviewLifetimeTests {
    /// P3 + E9: an object released while its root is paused, then the root cancelled: the step completes
    /// `.cancelled` exactly once.
    @Test func anObjectReleasedWhilePausedThenCancelledCompletesItsStepOnce() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let g = Gauge()
        var gone: Gauge? = Gauge()
        let root = TweenGroup(engine: e) {
            Tween(gone!, \.level, from: 0, to: 10, duration: 2, engine: e).onComplete(trace.done("gone"))
            level(g, from: 0, to: 1, 2, e).onComplete(trace.done("kept"))
        }
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.5)
        root.pause()
        gone = nil
        rig.driver.advance(to: 1)
        root.cancel()
        #expect(trace.log.filter { $0 == "gone.can" }.count == 1 && trace.log.last == "root.can", "\(trace.log)")
    }

    /// P3 + E2: an object released while its root is idle but sought: later seeks write nothing to it and run no
    /// events; its step completes `.cancelled` once, and the root plays on without it.
    @Test func anObjectReleasedBeforeASeekCompletesItsStepOnceAndNothingElseRuns() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let g = Gauge()
        var gone: Gauge? = Gauge()
        let root = TweenSequence(engine: e) {
            Tween(gone!, \.level, from: 0, to: 10, duration: 1, engine: e)
                .onStart(trace.call("gone.start")).onComplete(trace.done("gone"))
            level(g, from: 0, to: 1, 1, e).onStart(trace.call("kept.start"))
        }
        root.seek(toTime: 0.5)
        gone = nil
        root.seek(toTime: 0.7)
        root.seek(toTime: 1.5)
        #expect(trace.log.filter { $0 != "gone.can" }.isEmpty && trace.log.count <= 1, "\(trace.log)")
        root.start()
        rig.driver.run(for: 1)
        #expect(trace.log == ["gone.can"], "\(trace.log)")
        #expect(g.level == 1)
    }

    /// Q1: a timeline queued after a tween starts its `to:` steps from where the tween left the property.
    @Test func aQueuedTimelineStartsItsToStepsWhereThePreviousStepLeftOff() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let queue = TweenQueue(engine: e)
        try queue.enqueue(level(g, to: 100, 1, e))
        try queue.enqueue(TweenSequence(engine: e) { level(g, to: 0, 1, e) })
        queue.start()
        rig.driver.advance(to: 1)
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 50))
    }

    /// Q1 + V4: a timeline sought before it was queued (a preview, say) fixed its start values at that seek; the queue
    /// starts it from those, not from where the previous step left the property.
    @Test func aTimelineSoughtBeforeItWasQueuedKeepsTheStartValuesTheSeekFixed() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let show = TweenSequence(engine: e) { level(g, to: 0, 1, e) }
        g.level = 40
        show.seek(toTime: 0)  // a preview of its first frame
        let queue = TweenQueue(engine: e)
        try queue.enqueue(level(g, to: 100, 1, e))
        try queue.enqueue(show)
        queue.start()
        rig.driver.advance(to: 1)
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 20), "the queued timeline shows \(g.level)")
    }

    /// A started timeline keeps itself alive until its run ends, as a queue does, so one made and started inside a
    /// function (`TweenSequence { … }.start()`) plays to its end.
    @Test func aTimelineLetGoOfWhilePlayingPlaysToItsEnd() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        do {
            let show = TweenSequence(engine: e) {
                level(g, from: 0, to: 10, 1, e)
                Call(engine: e, trace.call("end"))
            }
            show.onComplete(trace.done("show"))
            show.start()
        }
        rig.driver.run(for: 2)
        #expect(g.level == 10 && trace.log == ["end", "show.fin"])
    }
}
