import Testing
import TweenKit

/// Handlers at seams and shared moments: what they see (E6) and what runs (E4, C9).
@MainActor @Suite struct ReviewSeamTests {
    /// E6 + V1: a call at the end of a repeating sequence is an event of the ending pass (E4), so in every cycle it
    /// sees that pass's end, not the next cycle's start.
    @Test func aCallAtTheEndOfARepeatingTimelineSeesItsOwnCyclesEndEveryCycle() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var seen: [Double] = []
        let show = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            Call(engine: e) { seen.append(g.level) }
        }.timed(repeats: 3)
        show.start()
        rig.driver.run(for: 4)
        #expect(seen == [10, 10, 10], "\(seen)")
    }

    /// E6: a step's completion handler at a seam sees its end value (its `to`) in every cycle, in a repeating root and
    /// in a nested repeating timeline, however the frames straddle the seams.
    @Test func aStepsCompletionAtASeamSeesItsEndValue() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var seen: [Double] = []
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e).onComplete { _ in seen.append(g.level) }
        }.timed(repeats: 2)
        root.start()
        rig.driver.run(for: 3)
        var nested: [Double] = []
        let inner = TweenSequence(engine: e) {
            observed(g, from: 0, to: 10, 1, e).onComplete { _ in nested.append(g.observed) }
        }.timed(repeats: 2)
        TweenSequence(engine: e) {
            inner
            Wait(1, engine: e)
        }.start()
        rig.driver.run(for: 4, framesPerSecond: 6.5)  // frames straddle the seams
        #expect(seen == [10, 10], "root: \(seen)")
        #expect(nested == [10, 10], "nested: \(nested)")
    }

    /// C5 + E6: a reverse from a call at the end of a nested cycle turns there and shows the end of the pass it plays
    /// back through, not the next cycle's start.
    @Test func reversingAtASeamShowsTheEndOfThePassItPlaysBackThrough() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let box = RootBox()
        var once = false
        let root = TweenSequence(engine: e) {
            TweenSequence(engine: e) {
                observed(g, from: 0, to: 1, 0.5, e)
                Call(engine: e) {
                    if !once {
                        once = true
                        box.root?.reverse()
                    }
                }
            }.timed(repeats: 2)
            Wait(1, engine: e)
        }
        box.root = root
        root.start()
        rig.driver.advance(to: 0.25)
        rig.driver.advance(to: 0.75)  // the call at 0.5 reverses
        #expect(root.isReversed)
        #expect(g.observed == 1, "at the turn it shows \(g.observed)")
        rig.driver.advance(to: 1.0)
        #expect(near(g.observed, 0.5))
    }

    /// E6 + V2: a call between two steps, at the moment the second begins, sees the second's `from` (it has begun at
    /// that time), though the second's start handlers run after the call (E4).
    @Test func aCallBetweenTwoStepsSeesTheNextStepsFrom() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var seen: [Double] = []
        var secondStarted = false
        let show = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            Call(engine: e) {
                seen.append(g.level)
                seen.append(secondStarted ? 1 : 0)
            }
            level(g, from: 20, to: 30, 1, e).onStart { secondStarted = true }
        }
        show.start()
        rig.driver.run(for: 3)
        #expect(seen == [20, 0])
    }

    /// E6 + C8: a call between two steps that cancels its root leaves the property showing the second step's `from`
    /// (the value at the call's moment), though that step's start never runs.
    @Test func aCallThatEndsTheRootBetweenTwoStepsLeavesTheNextStepsFrom() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let box = RootBox()
        var started = false
        let show = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            Call(engine: e) { box.root?.cancel() }
            level(g, from: 20, to: 30, 1, e).onStart { started = true }
        }
        box.root = show
        show.start()
        rig.driver.run(for: 3)
        #expect(!started)
        #expect(g.level == 20)  // shown at the call's moment (E6) and kept by the cancel (C8)
    }

    /// C3: seeking a finished timeline redraws its properties except one another tween is playing now, as seeking a
    /// plain tween does; once that tween has ended, the property is redrawn too.
    @Test func seekingAFinishedTimelineDoesNotWriteOverATweenPlayingItsProperty() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let h = Gauge()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            observed(g, from: 0, to: 10, 1, e)
        }
        let plain = level(h, from: 0, to: 100, 1, e)
        root.start()
        plain.start()
        rig.driver.advance(to: 1)
        #expect(root.state == .finished && plain.state == .finished)
        let taker = level(g, from: -1, to: -2, 0.5, e)
        let plainTaker = level(h, from: -1, to: -2, 0.5, e)
        taker.start()
        plainTaker.start()
        rig.driver.advance(to: 1.2)
        plain.seek(to: 0.5)
        root.seek(toTime: 0.5)
        #expect(near(h.level, -1.4))  // the plain tween leaves it
        #expect(near(g.level, -1.4), "the timeline wrote \(g.level) over a playing tween")
        #expect(near(g.observed, 5))  // its own property is redrawn
        rig.driver.advance(to: 2)
        plain.seek(to: 0.25)
        root.seek(toTime: 0.25)
        // Once that tween has ended, both are redrawn again, as they would be after any other write.
        #expect(h.level == 25 && g.level == 25, "after the tween ended: \(h.level), \(g.level)")
    }

    /// C9 + E5: a reverse from a call, then a reverse back before any frame: playing forward through that moment runs
    /// the events there that the turn cut off, as a pause's run when playing goes on.
    @Test func turningBackForwardAtOnceRunsTheRestOfTheMomentTheCallTurnedAt() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let box = RootBox()
        var once = false
        let root = TweenGroup(engine: e) {
            Wait(1, engine: e)
            Call(engine: e) {
                trace.mark("x")
                if !once {
                    once = true
                    box.root?.reverse()
                }
            }.at(0.5)
            Call(engine: e, trace.call("y")).at(0.5)
        }
        box.root = root
        root.start()
        rig.driver.advance(to: 0.6)
        #expect(trace.log == ["x"])
        root.reverse()
        rig.driver.advance(to: 0.7)
        rig.driver.advance(to: 2)
        #expect(trace.log == ["x", "y"], "\(trace.log)")
    }
}
