import Testing
import TweenKit

/// Properties, objects and other tweens (P1–P4).
@MainActor @Suite struct ReviewOwnershipTests {
    /// P2 + E6 + C9: a tween started from a call on a property its own root writes starts from the value shown at the
    /// call's moment; the root writes that property no more, in the rest of that frame or later, and plays on with the
    /// others.
    @Test func aTweenStartedFromACallOnItsRootsPropertyStartsFromTheCallsValueAndKeepsIt() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var taker: Tween<Double>?
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                let t = level(g, to: 200, 1, e)
                taker = t
                t.start()
            }.at(0.5)
            observed(g, from: 0, to: 1, 2, e)
        }
        root.start()
        rig.driver.advance(to: 0.4)
        rig.driver.advance(to: 0.9)
        #expect(taker?.from == 50)
        #expect(near(g.level, 50), "the rest of the frame wrote \(g.level)")
        #expect(root.state == .running && near(g.observed, 0.45))
        rig.driver.advance(to: 1.9)
        #expect(g.level == 200 && taker?.state == .finished)
    }

    /// P2: the tween that takes over carries on the velocity of the step that showed the property, as it would
    /// from a plain tween, including the timeline's and the step's speed.
    @Test func aTakeoverCarriesTheStepsVelocityAsFromAPlainTween() {
        func takeover(_ inTimeline: Bool) -> [Double] {
            let rig = Rig()
            let e = rig.engine
            let g = Gauge()
            if inTimeline {
                let step = level(g, from: 0, to: 100, 2, e).timed(speed: 2)  // 100 units a second of content
                let root = TweenSequence(engine: e) {
                    Wait(0.5, engine: e)
                    step
                }.timed(speed: 2)  // ×2: 200/s
                root.start()
            } else {
                level(g, from: 0, to: 100, 0.5, e).timed(delay: 0.25).start()  // the same motion: 200/s
            }
            rig.driver.advance(to: 0.4)
            let taker = level(g, to: 0, 1, e)
            taker.start()
            var values = [taker.velocity]
            for _ in 0..<5 {
                rig.driver.advance(by: 0.05)
                values.append(g.level)
            }
            return values
        }
        let plain = takeover(false)
        let timeline = takeover(true)
        #expect(near(plain[0], 200, 1e-2))
        #expect(zip(plain, timeline).allSatisfy { near($0, $1, 1e-6) }, "plain \(plain) timeline \(timeline)")
    }

    /// P2 on the backward pass of a nested autoreversing group: the velocity carried is negative.
    @Test func aTakeoverOnABackwardPassCarriesABackwardVelocity() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) {
            TweenGroup(engine: e) { level(g, from: 0, to: 100, 1, e) }.timed(autoreverses: true)
        }
        root.start()
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 50))
        let taker = level(g, to: 50, 1, e)
        taker.start()
        #expect(near(taker.velocity, -100, 1e-2), "\(taker.velocity)")
    }

    /// P2: every step writing the property withdraws, those still to come too: they complete `.cancelled`,
    /// never start, and the root plays on with its other properties.
    @Test func aTakeoverWithdrawsTheStepsStillToComeOnThatProperty() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let later = level(g, from: 500, to: 600, 1, e).onStart(trace.call("later.start")).onComplete(
            trace.done("later"))
        let root = TweenSequence(engine: e) {
            TweenGroup(engine: e) {
                level(g, from: 0, to: 100, 1, e).onComplete(trace.done("first"))
                observed(g, from: 0, to: 1, 1, e)
            }
            later
        }.timed(repeats: 2)
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.5)
        let taker = level(g, to: -5, 0.25, e)
        taker.start()
        #expect(trace.log.contains("first.can"))
        rig.driver.run(for: 4)
        #expect(!trace.log.contains("later.start"))
        #expect(trace.log.filter { $0 == "later.can" }.count == 1, "\(trace.log)")
        #expect(trace.log.last == "root.fin" && g.level == -5 && g.observed == 1)
    }

    /// P1 + C6: restarting the root claims its properties back, cancelling the tween that took one over.
    @Test func restartingARootTakesItsPropertyBackFromATweenThatTookIt() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 2, e) }
        root.start()
        rig.driver.advance(to: 0.5)
        let taker = level(g, to: -50, 5, e)
        taker.start()
        rig.driver.advance(to: 1)
        root.restart()
        #expect(taker.state == .cancelled)
        rig.driver.advance(to: 2)
        #expect(near(g.level, 50))
    }

    /// P1 between two timelines: starting one cancels what the other plays on the shared property only; the
    /// first plays on with the rest.
    @Test func startingATimelineTakesASharedPropertyFromAnotherTimeline() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let first = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 2, e).onComplete(trace.done("A.level"))
            observed(g, from: 0, to: 10, 2, e).onComplete(trace.done("A.observed"))
        }
        first.start()
        rig.driver.advance(to: 0.5)
        let second = TweenSequence(engine: e) { level(g, from: 500, to: 600, 1, e) }
        second.start()
        #expect(trace.log == ["A.level.can"])
        rig.driver.advance(to: 1.0)
        #expect(near(g.level, 550) && near(g.observed, 5))
        rig.driver.advance(to: 2.5)
        #expect(g.level == 600 && g.observed == 10 && first.state == .finished)
    }

    /// P1 + P2: a call that starts another timeline on a property its own root writes hands the property over at once:
    /// the first root's later steps on it write nothing, in that frame or after.
    @Test func aCallStartingAnotherTimelineOnASharedPropertyHandsItOverAtOnce() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let second = TweenSequence(engine: e) { level(g, from: 500, to: 600, 1, e) }
        let first = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) { second.start() }.at(0.5)
            level(g, from: 0, to: -100, 1, e).at(0.7)  // would take the property back later in the frame
        }
        first.start()
        rig.driver.advance(to: 0.4)
        rig.driver.advance(to: 0.9)
        #expect(g.level == 500, "\(g.level)")
        rig.driver.advance(to: 1.0)
        #expect(near(g.level, 510))
    }

    /// P3: an object released while its step plays: the step completes `.cancelled` once, the root plays on.
    @Test func anObjectReleasedDuringItsStepCancelsThatStepOnce() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        var gone: Gauge? = Gauge()
        let box = WeakBox(gone)
        let root = TweenSequence(engine: e) {
            Tween(gone!, \.level, from: 0, to: 10, duration: 1, engine: e).onComplete(trace.done("gone"))
            level(g, from: 0, to: 1, 1, e).onComplete(trace.done("kept"))
        }.timed(repeats: 2)
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.5)
        gone = nil
        #expect(box.object == nil)
        rig.driver.run(for: 5)
        #expect(trace.log == ["gone.can", "kept.fin", "kept.fin", "root.fin"])
    }

    /// P3: released before its step begins: completes `.cancelled` (when the root first would write to it or
    /// run its events), its start never runs.
    @Test func anObjectReleasedBeforeItsStepCancelsItWithoutStarting() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        var gone: Gauge? = Gauge()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 1, 1, e)
            Tween(gone!, \.level, from: 0, to: 10, duration: 1, engine: e)
                .onStart(trace.call("gone.start")).onComplete(trace.done("gone"))
            Call(engine: e, trace.call("after"))
        }
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.5)
        gone = nil
        rig.driver.run(for: 3)
        #expect(trace.log == ["gone.can", "after", "root.fin"])
    }

    /// P3: released after its step ended (finished), in a repeating root: in the next cycle it completes
    /// `.cancelled` once, and its start does not run again.
    @Test func anObjectReleasedAfterItsStepEndedCancelsItInTheNextCycle() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        var gone: Gauge? = Gauge()
        let root = TweenSequence(engine: e) {
            Tween(gone!, \.level, from: 0, to: 10, duration: 1, engine: e)
                .onStart(trace.call("gone.start")).onComplete(trace.done("gone"))
            level(g, from: 0, to: 1, 1, e)
        }.timed(repeats: 3)
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 1.5)
        gone = nil
        rig.driver.run(for: 5)
        #expect(trace.log == ["gone.start", "gone.fin", "gone.can", "root.fin"])
        #expect(g.level == 1)
    }

    /// P4: a step's state follows its root's time: idle before it begins, running, finished, and anew in each
    /// pass; paused while the root is.
    @Test func aStepsStateFollowsItsRootsTimeInEachPass() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let a = level(g, from: 0, to: 1, 1, e)
        let b = observed(g, from: 0, to: 1, 1, e).timed(delay: 0.5)
        let root = TweenSequence(engine: e) {
            a
            b
        }.timed(repeats: 2)
        root.start()
        var seen: [(TweenState, TweenState)] = []
        for t in [0.5, 1.25, 2.0, 2.5, 3.0, 3.75, 4.25] {
            rig.driver.advance(to: t)
            seen.append((a.state, b.state))
        }
        root.pause()
        seen.append((a.state, b.state))
        // b is placed at 1 with a delay of 0.5: P4 says "idle before it begins" (T4: begun once its delay is
        // over). At 2.5, the seam, content time is the start of the second pass (T2).
        let expected: [(TweenState, TweenState)] = [
            (.running, .idle), (.finished, .idle), (.finished, .running), (.running, .idle),
            (.running, .idle), (.finished, .idle), (.finished, .running), (.finished, .paused),
        ]
        #expect(seen.count == expected.count)
        for (i, (s, x)) in zip(seen, expected).enumerated() {
            #expect(s.0 == x.0 && s.1 == x.1, "sample \(i): \(s) expected \(x)")
        }
    }
}
