import Testing
import TweenKit

/// Values (V1–V5): what a timeline shows at a time, however the playhead got there.
@MainActor @Suite struct ReviewValueTests {
    /// V2: a nested timeline none of whose steps writing the property has begun *in its current pass* defines
    /// nothing, and the step before it decides — in every cycle of the nested timeline (V1).
    @Test func aRepeatingGroupInsideItsInnerDelayLetsThePreviousStepShowInEveryCycle() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let inner = level(g, from: 50, to: 60, 1, e).timed(delay: 0.5)
        let group = TweenGroup(engine: e) { inner }.timed(repeats: 2)
        let seq = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            group  // 1…4: passes of 1.5 s, the inner tween begins 0.5 s into each
        }
        seq.start()
        rig.driver.advance(to: 1.25)
        #expect(g.level == 10)
        rig.driver.advance(to: 2.0)
        #expect(near(g.level, 55))
        rig.driver.advance(to: 2.75)  // cycle 2, content 0.25: the inner tween has not begun in this pass
        #expect(g.level == 10)
        rig.driver.advance(to: 3.5)
        #expect(near(g.level, 55))
        // The same by seeking, from anywhere (V1).
        seq.seek(toTime: 2.75)
        #expect(g.level == 10)
        seq.seek(toTime: 1.25)
        #expect(g.level == 10)
    }

    /// V2 + T5: order is by *start time*, not by the moment a step begins. A step placed earlier but with a
    /// delay that makes it begin later never takes the property from a step placed later that already began.
    @Test func aDelayedStepEarlierInOrderNeverTakesOverFromALaterStepThatBeganFirst() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        g.level = -7
        let a = level(g, from: 10, to: 20, 1, e).timed(delay: 1)  // placed at 0, begins at 1
        let b = level(g, from: 0, to: 50, 2, e)  // placed at 0.5, begins there
        let group = TweenGroup(engine: e) {
            a
            b.at(0.5)
        }
        group.start()
        rig.driver.advance(to: 0.25)  // V3: the step that begins first is b: its from
        #expect(g.level == 0)
        rig.driver.advance(to: 1.5)  // both have begun; b is later in order
        #expect(near(g.level, 25))
        rig.driver.advance(to: 2.25)
        #expect(near(g.level, 43.75))
        rig.driver.advance(to: 3)
        #expect(g.level == 50 && group.state == .finished)
    }

    /// V3: of steps that begin together, the *last in order* gives the value before they begin.
    @Test func beforeStepsThatBeginTogetherTheLastInOrderGivesItsFrom() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let group = TweenGroup(engine: e) {
            level(g, from: 1, to: 2, 1, e).timed(delay: 0.5)
            level(g, from: 3, to: 4, 1, e).timed(delay: 0.5)
        }
        group.start()
        rig.driver.advance(to: 0.25)
        #expect(g.level == 3)
        rig.driver.advance(to: 1.0)
        #expect(near(g.level, 3.5))
    }

    /// V3 + V4: when the step that begins first has no `from`, the value before any has begun is the one the
    /// property had when the root first played — even though an earlier step in order has a `from`.
    @Test func beforeAnyBeginsAToOnlyStepThatBeginsFirstShowsThePropertysFirstValue() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        g.level = -7
        let a = level(g, from: 10, to: 20, 1, e).timed(delay: 1)
        let b = level(g, to: 53, 2, e)
        let group = TweenGroup(engine: e) {
            a
            b.at(0.5)
        }
        group.start()
        rig.driver.advance(to: 0.25)
        #expect(g.level == -7)
        rig.driver.advance(to: 1.5)  // b: from -7 (V4: nothing began before it) to 53, half-way
        #expect(near(g.level, 23))
    }

    /// V4: an overlapping `to:` step starts from what the step it overlaps shows when it begins, and every
    /// cycle, and every seek, starts it there.
    @Test func anOverlappingToStepStartsWhereTheStepItOverlapsWasInEveryCycleAndSeek() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let seq = TweenSequence(engine: e) {
            level(g, to: 100, 1, e)
            level(g, to: 0, 1, e).at(.end - 0.5)  // begins at 0.5, where the first shows 50
        }.timed(repeats: 2)
        seq.start()
        rig.driver.advance(to: 0.25)
        #expect(near(g.level, 25))
        rig.driver.advance(to: 0.75)
        #expect(near(g.level, 37.5))
        rig.driver.advance(to: 1.75)  // cycle 2, content 0.25
        #expect(near(g.level, 25))
        rig.driver.advance(to: 2.25)
        #expect(near(g.level, 37.5))

        // A fresh copy sought straight to the overlap lands on the same value (path independence).
        let g2 = Gauge()
        let fresh = TweenSequence(engine: e) {
            level(g2, to: 100, 1, e)
            level(g2, to: 0, 1, e).at(.end - 0.5)
        }.timed(repeats: 2)
        fresh.seek(toTime: 2.25)
        #expect(near(g2.level, 37.5))
        fresh.seek(toTime: 0.25)
        #expect(near(g2.level, 25))
    }

    /// V4 across a nested repeat: the nested `to:` step starts from where the step before the group left it
    /// in its *first* cycle, and every later cycle starts it there again (a jump back at each seam).
    @Test func aToStepInARepeatingGroupStartsEveryCycleFromItsFirstCyclesStart() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let seq = TweenSequence(engine: e) {
            level(g, to: 100, 1, e)
            TweenGroup(engine: e) { level(g, to: 0, 1, e) }.timed(repeats: 3)
        }
        seq.start()
        for t in [1.5, 2.5, 3.5] {
            rig.driver.advance(to: t)
            #expect(near(g.level, 50), "at \(t)")
        }
        rig.driver.advance(to: 4.0)
        #expect(g.level == 0 && seq.state == .finished)
    }

    /// V4: of steps that begin together, a `to:` step later in order starts from the earlier one's value.
    @Test func aToStepStartsFromAStepThatBeginsWithItAndIsEarlierInOrder() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let group = TweenGroup(engine: e) {
            level(g, from: 10, to: 20, 1, e)
            level(g, to: 50, 1, e)
        }
        group.start()
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 30))
    }

    /// V4: a `to:` step counts only steps that began before it, or with it and earlier in order; a step beginning with
    /// it but later in order is not counted, so with that step cancelled (V5) the `to:` step plays from the property's
    /// first value.
    @Test func aToStepDoesNotStartFromAStepThatBeginsWithItButIsLaterInOrder() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        g.level = -7
        let later = level(g, from: 10, to: 20, 1, e)
        let group = TweenGroup(engine: e) {
            level(g, to: 53, 1, e)
            later
        }
        group.start()
        rig.driver.advance(to: 0.1)
        #expect(near(g.level, 11))  // the later step shows
        later.cancel()
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 23))  // -7 → 53, half-way
    }

    /// V5: a cancelled step takes no part in V2, so the earlier step writing the property shows again (its
    /// end value), rather than the property staying where the cancelled step left it.
    @Test func cancellingTheShowingStepHandsThePropertyBackToTheEarlierStep() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let b = level(g, from: 20, to: 30, 1, e).onComplete(trace.done("b"))
        let seq = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            b
        }.timed(repeats: 2)
        seq.start()
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 25))
        b.cancel()
        #expect(trace.log == ["b.can"] && b.state == .cancelled)
        rig.driver.advance(to: 1.6)
        #expect(g.level == 10)
        rig.driver.advance(to: 3.5)  // second cycle: b still takes no part
        #expect(g.level == 10)
        #expect(trace.log == ["b.can"])
        #expect(seq.state == .running)
        rig.driver.advance(to: 4)
        #expect(seq.state == .finished && g.level == 10)
    }

    /// V5: "until the root restarts": after restart the cancelled step takes part again, in the same run.
    @Test func aCancelledStepTakesPartAgainAfterItsRootRestarts() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let b = level(g, from: 20, to: 30, 1, e)
        let seq = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            b
        }
        seq.start()
        rig.driver.advance(to: 1.5)
        b.cancel()
        rig.driver.advance(to: 1.6)
        #expect(g.level == 10)
        seq.restart()
        rig.driver.advance(to: 3.1)  // 1.5 s into the restarted run
        #expect(near(g.level, 25))
        #expect(b.state == .running)
    }

    /// V5: "a property none of whose steps remain is left as it is".
    @Test func cancellingTheOnlyStepOfAPropertyLeavesItWhereItWas() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let only = level(g, from: 0, to: 10, 1, e)
        let seq = TweenSequence(engine: e) {
            only
            observed(g, from: 0, to: 1, 2, e)
        }
        seq.start()
        rig.driver.advance(to: 0.5)
        only.cancel()
        g.level = 99
        rig.driver.advance(to: 1.5)
        seq.seek(toTime: 0.2)
        #expect(g.level == 99)
    }

    /// V1 + T3: speeds at every level multiply, delays are in each level's own time.
    @Test func speedsAndDelaysAtThreeLevelsCompose() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        // Leaf: delay 0.5, duration 2, speed 4 → span 0.625 s of group time; begins 0.125 s in.
        let leaf = level(g, from: 0, to: 100, 2, e).timed(delay: 0.5, speed: 4)
        // Group: speed 0.5, delay 0.25 (own time): span (0.25 + 0.625) / 0.5 = 1.75 s of sequence time.
        let group = TweenGroup(engine: e) { leaf }.timed(delay: 0.25, speed: 0.5)
        // Root: speed 2 → the leaf begins at root local (0.25 + 0.125) / 0.5 = 0.75, i.e. 0.375 s.
        let seq = TweenSequence(engine: e) { group }.timed(speed: 2)
        seq.start()
        rig.driver.advance(to: 0.3)
        #expect(g.level == 0)
        // At 0.5 s: root local 1.0 → group local 0.5 → content 0.25 → leaf local 1.0 → 0.5 into 2 → 25.
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 25))
        #expect(near(seq.totalDuration, 1.75))
        rig.driver.advance(to: 0.875)
        #expect(g.level == 100 && seq.state == .finished)
    }

    /// V1 with a rest and autoreverse in a nested timeline: the rest holds what the end of the pass shows,
    /// the backward pass retraces the forward one.
    @Test func aNestedAutoreversingTimelineWithRestsRetracesAndHolds() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let inner = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            level(g, to: 30, 1, e)  // from 10
        }.timed(autoreverses: true, rest: 0.5)  // fwd 0–2, rest 2–2.5, back 2.5–4.5
        let seq = TweenSequence(engine: e) {
            inner
            Wait(1, engine: e)
        }
        seq.start()
        var seen: [Double] = []
        for t in [0.5, 1.5, 2.25, 3.0, 4.0, 4.5, 5.0] {
            rig.driver.advance(to: t)
            seen.append(g.level)
        }
        #expect(seen.map { ($0 * 1000).rounded() / 1000 } == [5, 20, 30, 20, 5, 0, 0])
    }

    /// V3: before any step writing a property has begun, a *nested* step's `from` is shown (its nested
    /// timeline and itself both delayed).
    @Test func aNestedDelayedStepsFromShowsBeforeItBegins() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        g.level = -1
        let seq = TweenSequence(engine: e) {
            Wait(1, engine: e)
            TweenGroup(engine: e) { level(g, from: 40, to: 50, 1, e).timed(delay: 0.5) }.timed(delay: 0.5)
        }
        seq.seek(toTime: 0.1)
        #expect(g.level == 40)
        seq.seek(toTime: 2.5)
        #expect(near(g.level, 45))
    }
}
