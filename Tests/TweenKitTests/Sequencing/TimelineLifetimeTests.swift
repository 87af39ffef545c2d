import Testing
import TweenKit

/// What lives how long (P3, E8, E9 of "Timeline Semantics"): a step whose object goes completes `.cancelled` once
/// and the root plays on; handlers stay for their root's run; a started timeline keeps itself alive.
@MainActor @Suite(.tags(.timeline)) struct TimelineLifetimeTests {
    /// P3: an object released while its step plays: the step completes `.cancelled` once, the root plays on (in
    /// every cycle, without it).
    @Test func anObjectReleasedDuringItsStepCancelsThatStepOnce() {
        let (rig, e, g) = stage()
        let trace = Trace()
        var gone: Gauge? = Gauge()
        let watched = WeakBox(gone)
        let root = TweenSequence(engine: e) {
            level(gone!, from: 0, to: 10, 1, e).onComplete(trace.done("gone"))
            level(g, from: 0, to: 1, 1, e).onComplete(trace.done("kept"))
        }.timed(repeats: 2)
        root.onComplete(trace.done("root"))
        root.start()
        rig.to(0.5)
        gone = nil
        #expect(watched.object == nil)
        rig.run(5)
        #expect(trace.log == ["gone.can", "kept.fin", "kept.fin", "root.fin"])
    }

    /// P3: released before its step begins, the step completes `.cancelled` when the root first would write to it
    /// or run its events, and its start never runs.
    @Test func anObjectReleasedBeforeItsStepCancelsItWithoutStarting() {
        let (rig, e, g) = stage()
        let trace = Trace()
        var gone: Gauge? = Gauge()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 1, 1, e)
            level(gone!, from: 0, to: 10, 1, e).onStart(trace.call("gone.start")).onComplete(trace.done("gone"))
            Call(engine: e, trace.call("after"))
        }
        root.onComplete(trace.done("root"))
        root.start()
        rig.to(0.5)
        gone = nil
        rig.run(3)
        #expect(trace.log == ["gone.can", "after", "root.fin"])
    }

    /// P3: released after its step ended, in a repeating root: in the next cycle it completes `.cancelled` once, its
    /// start does not run again, and only that step is cancelled.
    @Test func anObjectReleasedAfterItsStepEndedCancelsItInTheNextCycle() {
        let (rig, e, g) = stage()
        let trace = Trace()
        var gone: Gauge? = Gauge()
        let root = TweenSequence(engine: e) {
            level(gone!, from: 0, to: 10, 1, e).onStart(trace.call("gone.start")).onComplete(trace.done("gone"))
            level(g, from: 0, to: 1, 1, e)
        }.timed(repeats: 3)
        root.onComplete(trace.done("root"))
        root.start()
        rig.to(1.5)
        gone = nil
        rig.run(5)
        #expect(trace.log == ["gone.start", "gone.fin", "gone.can", "root.fin"] && g.level == 1)
    }

    /// P3 + E9: an object released while its root is paused, then the root cancelled: the step completes
    /// `.cancelled` exactly once, before the root.
    @Test func anObjectReleasedWhilePausedThenCancelledCompletesItsStepOnce() {
        let (rig, e, g) = stage()
        let trace = Trace()
        var gone: Gauge? = Gauge()
        let root = TweenGroup(engine: e) {
            level(gone!, from: 0, to: 10, 2, e).onComplete(trace.done("gone"))
            level(g, from: 0, to: 1, 2, e).onComplete(trace.done("kept"))
        }
        root.onComplete(trace.done("root"))
        root.start()
        rig.to(0.5)
        root.pause()
        gone = nil
        rig.to(1)
        root.cancel()
        #expect(trace.log.filter { $0 == "gone.can" }.count == 1 && trace.log.last == "root.can", "\(trace.log)")
    }

    /// P3 + E2: an object released while its root is idle but sought: later seeks write nothing to it and run no
    /// events; its step completes `.cancelled` once, and the root plays on without it.
    @Test func anObjectReleasedBeforeASeekCompletesItsStepOnceAndNothingElseRuns() {
        let (rig, e, g) = stage()
        let trace = Trace()
        var gone: Gauge? = Gauge()
        let root = TweenSequence(engine: e) {
            level(gone!, from: 0, to: 10, 1, e).onStart(trace.call("gone.start")).onComplete(trace.done("gone"))
            level(g, from: 0, to: 1, 1, e).onStart(trace.call("kept.start"))
        }
        root.seek(toTime: 0.5)
        gone = nil
        root.seek(toTime: 0.7)
        root.seek(toTime: 1.5)
        #expect(trace.log.filter { $0 != "gone.can" }.isEmpty && trace.log.count <= 1, "\(trace.log)")
        root.start()
        rig.run(1)
        #expect(trace.log == ["gone.can"] && g.level == 1)
    }

    /// P3: an object let go in its own step's start or update handler: that step completes `.cancelled` once, its
    /// update handlers run no more, and the root plays on.
    @Test(arguments: [false, true]) func anObjectReleasedInItsStepsHandlerCancelsThatStepOnce(inAnUpdate: Bool) {
        let (rig, e, g) = stage()
        let trace = Trace()
        var held: Gauge? = Gauge()
        var updates = 0
        let step = level(held!, from: 0, to: 100, 1, e)
            .onUpdate { value in
                updates += 1
                if inAnUpdate && value > 40 { held = nil }
            }
            .onComplete(trace.done("s"))
        if !inAnUpdate {
            step.onStart {
                trace.mark("s.start")
                held = nil
            }
        }
        let root = TweenGroup(engine: e) {
            step
            level(g, from: 0, to: 100, 2, e)
        }.timed(repeats: inAnUpdate ? 2 : 1)
        root.onComplete(trace.done("root"))
        root.start()
        for i in 1...10 { rig.to(Double(i) / 10) }
        let seen = updates
        for i in 11...50 { rig.to(Double(i) / 10) }
        #expect(updates == seen && (inAnUpdate ? (5...6).contains(seen) : seen <= 1), "\(seen) then \(updates)")
        #expect(trace.log == (inAnUpdate ? [] : ["s.start"]) + ["s.can", "root.fin"] && g.level == 100)
    }

    /// A started timeline keeps itself alive until its run ends, as a queue does, so one made and started inside a
    /// function (`TweenSequence { … }.start()`) plays to its end.
    @Test func aTimelineLetGoOfWhilePlayingPlaysToItsEnd() {
        let (rig, e, g) = stage()
        let trace = Trace()
        do {
            let show = TweenSequence(engine: e) {
                level(g, from: 0, to: 10, 1, e)
                Call(engine: e, trace.call("end"))
            }
            show.onComplete(trace.done("show"))
            show.start()
        }
        rig.run(2)
        #expect(g.level == 10 && trace.log == ["end", "show.fin"])
    }

    /// E8: a run's end lets its handlers go, so handlers for a later run are added after it starts:
    /// `restart(includingDelay: true)` of a finished root runs only the root's new start handler, when the delay
    /// runs out; the step's handler went with the first run.
    @Test func handlersForALaterRunAreAddedAfterItStarts() {
        let (rig, e, g) = stage()
        let trace = Trace()
        let step = level(g, from: 0, to: 1, 0.25, e).timed(repeats: 4).onStart(trace.call("step"))
        let root = TweenSequence(engine: e) { step }.timed(delay: 0.5, repeats: 3)
        root.onStart(trace.call("root"))
        root.start()
        rig.run(4, fps: 30)
        #expect(trace.log == ["root", "step", "step", "step"] && root.state == .finished)
        root.restart(includingDelay: true)
        root.onStart(trace.call("root2"))
        rig.driver.advance(by: 0.25)
        #expect(trace.log.count == 4)
        rig.driver.advance(by: 0.5)
        #expect(trace.log == ["root", "step", "step", "step", "root2"])
    }
}
