import Testing

@testable import TweenKit

/// A timeline owns the properties its steps write, as a tween owns its own.
@MainActor @Suite(.tags(.timeline)) struct TimelineOwnershipTests {
    final class Box {
        var x = 0.0
    }

    @Test func aStartingSequenceOverwritesAFreeTweenOfItsProperty() {
        let rig = Rig()
        let box = Box()
        var free: [TweenResult] = []
        Tween(box, \.x, from: 0, to: 1000, duration: 10, engine: rig.engine).onComplete { free.append($0) }.start()
        rig.driver.advance(by: 0.5)
        let show = TweenSequence(engine: rig.engine) {
            Tween(box, \.x, from: 0, to: 10, duration: 1, engine: rig.engine)
        }
        show.start()
        // The books list the sequence as the property's owner, in place of the tween.
        #expect(TweenHandle(box, engine: rig.engine).running.map { ObjectIdentifier($0) } == [ObjectIdentifier(show)])
        #expect(rig.engine.inconsistencies().isEmpty)
        rig.driver.advance(by: 2.5)
        #expect(free == [.cancelled])
        #expect(box.x == 10)
        #expect(rig.engine.inconsistencies().isEmpty)
    }

    /// A sequence of one tween of `box.x` from 0 to 100 over a second, a quarter of the way through.
    static func aQuarterIntoASequenceOfOneTween() -> (Rig, Box, TweenSequence) {
        let rig = Rig()
        let box = Box()
        let show = TweenSequence(engine: rig.engine) {
            Tween(box, \.x, from: 0, to: 100, duration: 1, engine: rig.engine)
        }
        show.start()
        rig.driver.advance(by: 0.25)
        return (rig, box, show)
    }

    @Test func anObjectsHandleSeesAndCancelsTheSequenceAnimatingIt() {
        let (rig, box, show) = Self.aQuarterIntoASequenceOfOneTween()
        let handle = TweenHandle(box, engine: rig.engine)
        #expect(handle.running.contains { $0 === show })
        handle.cancelAll()
        rig.driver.advance(by: 0.5)
        #expect(show.state == .cancelled && box.x == 25)
    }

    /// P2: the newer tween takes the property; the step writing it completes `.cancelled`, the sequence plays on.
    @Test func aFreeTweenStartedOnItsPropertyTakesItFromTheSequence() {
        let (rig, box, show) = Self.aQuarterIntoASequenceOfOneTween()
        var stepResults: [TweenResult] = []
        show.steps[0].onComplete { stepResults.append($0) }
        Tween(box, \.x, to: 500, duration: 1, engine: rig.engine).start()
        #expect(show.state == .running && stepResults == [.cancelled] && show.steps[0].state == .cancelled)
        rig.driver.advance(by: 1.5)
        #expect(box.x == 500 && show.state == .finished && stepResults == [.cancelled])
        #expect(rig.engine.inconsistencies().isEmpty)
    }

    @Test func aStepCancelledOnItsOwnStopsWriting() {
        let rig = Rig()
        let box = Box()
        let step = Tween(box, \.x, from: 0, to: 100, duration: 1, engine: rig.engine)
        let show = TweenSequence(engine: rig.engine) { step }
        show.start()
        rig.driver.advance(by: 0.25)
        step.cancel()
        rig.driver.advance(by: 0.5)
        #expect(step.state == .cancelled && box.x == 25)
        #expect(show.state == .running)
    }
}

/// A step moves at its timeline's pace.
@MainActor @Suite(.tags(.timeline)) struct StepVelocityTests {
    @Test func aStepsVelocityIsItsTimelines() {
        let rig = Rig()
        let gauge = Gauge()
        let step = Tween(gauge, \.level, from: 0, to: 300, duration: 1, engine: rig.engine)
        let show = TweenSequence(engine: rig.engine) {
            Wait(0.5, engine: rig.engine)
            step
        }
        show.start()
        rig.driver.advance(by: 1)
        #expect(abs(step.velocity - 300) < 1e-9)
        show.speed = 2
        #expect(abs(step.velocity - 600) < 1e-9)
        show.reverse()
        #expect(abs(step.velocity + 600) < 1e-9)
        show.pause()
        #expect(step.velocity == 0)
    }

    @Test func aStepInsideANestedAutoreversingGroupTurnsWithIt() {
        let rig = Rig()
        let gauge = Gauge()
        let step = Tween(gauge, \.level, from: 0, to: 100, duration: 1, engine: rig.engine)
        let group = TweenGroup(engine: rig.engine) { step }
        group.autoreverses = true
        group.repeatCount = 2
        let show = TweenSequence(engine: rig.engine) { group }
        show.start()
        rig.driver.advance(by: 0.5)
        #expect(abs(step.velocity - 100) < 1e-9)
        rig.driver.advance(by: 1)
        #expect(abs(step.velocity + 100) < 1e-9, "on the way back")
    }
}

/// P1, P2: a root owns what its steps write; a tween or another root started later takes a property over, the
/// steps writing it withdraw (V5), and a root that restarts takes it back.
@MainActor @Suite(.tags(.timeline)) struct TimelineTakeoverTests {
    /// P2 + E6 + C9: a tween started from a call on its root's property starts from the value at the call and keeps
    /// it, in the rest of that frame and later; the root plays on with its other property.
    @Test func aTweenStartedFromACallOnItsRootsPropertyStartsFromTheCallsValueAndKeepsIt() {
        let (rig, e, g) = stage()
        var taker: Tween<Double>?
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                taker = level(g, to: 200, 1, e)
                taker?.start()
            }.at(0.5)
            observed(g, from: 0, to: 1, 2, e)
        }
        root.start()
        rig.to(0.4)
        rig.to(0.9)
        #expect(taker?.from == 50 && near(g.level, 50), "the rest of the frame wrote \(g.level)")
        #expect(root.state == .running && near(g.observed, 0.45))
        rig.to(1.9)
        #expect(g.level == 200 && taker?.state == .finished)
    }

    /// P2: the tween that takes over carries on the velocity of the step that showed the property, as from a plain
    /// tween, the timeline's and the step's speed included; on a nested backward pass the velocity is negative.
    @Test func aTakeoverCarriesTheStepsVelocityAsFromAPlainTween() {
        func takeover(_ inTimeline: Bool) -> [Double] {
            let (rig, e, g) = stage()
            if inTimeline {
                // 100 units a second of content, at the root's speed 2: 200/s.
                TweenSequence(engine: e) {
                    Wait(0.5, engine: e)
                    level(g, from: 0, to: 100, 2, e).timed(speed: 2)
                }.timed(speed: 2).start()
            } else {
                level(g, from: 0, to: 100, 0.5, e).timed(delay: 0.25).start()  // the same motion: 200/s
            }
            rig.to(0.4)
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

        let (rig, e, g) = stage()
        TweenSequence(engine: e) {
            TweenGroup(engine: e) { level(g, from: 0, to: 100, 1, e) }.timed(autoreverses: true)
        }.start()
        rig.to(1.5)
        let backward = level(g, to: 50, 1, e)
        backward.start()
        #expect(near(g.level, 50) && near(backward.velocity, -100, 1e-2), "\(backward.velocity)")
    }

    /// P2: every step writing the property withdraws, those still to come too: they complete `.cancelled`, never
    /// start, and the root plays on with its other properties.
    @Test func aTakeoverWithdrawsTheStepsStillToComeOnThatProperty() {
        let (rig, e, g) = stage()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            TweenGroup(engine: e) {
                level(g, from: 0, to: 100, 1, e).onComplete(trace.done("first"))
                observed(g, from: 0, to: 1, 1, e)
            }
            level(g, from: 500, to: 600, 1, e).onStart(trace.call("later.start")).onComplete(trace.done("later"))
        }.timed(repeats: 2)
        root.onComplete(trace.done("root"))
        root.start()
        rig.to(0.5)
        level(g, to: -5, 0.25, e).start()
        #expect(trace.log.contains("first.can"))
        rig.run(4)
        #expect(!trace.log.contains("later.start") && trace.log.filter { $0 == "later.can" }.count == 1, "\(trace.log)")
        #expect(trace.log.last == "root.fin" && g.level == -5 && g.observed == 1)
    }

    /// P1 + C6: restarting the root takes its property back from a tween that took it over (started from outside,
    /// or from the root's own call): that tween completes `.cancelled` and the step plays again.
    @Test(arguments: [false, true]) func restartingARootTakesItsPropertyBackFromATweenThatTookIt(fromACall: Bool) {
        let (rig, e, g) = stage()
        let trace = Trace()
        let taker = level(g, to: -50, 5, e).onComplete(trace.done("taker"))
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 2, e)
            if fromACall { Call(engine: e) { if taker.state == .idle { taker.start() } }.at(0.5) }
        }
        root.start()
        rig.to(0.5)
        if !fromACall { taker.start() }
        rig.to(1)
        root.restart()
        #expect(trace.log == ["taker.can"] && g.level == 0)
        rig.to(1.5)
        #expect(near(g.level, 25))
    }

    /// P1 between two timelines: starting one cancels what the other plays on the shared property only; the first
    /// plays on with the rest.
    @Test func startingATimelineTakesASharedPropertyFromAnotherTimeline() {
        let (rig, e, g) = stage()
        let trace = Trace()
        let first = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 2, e).onComplete(trace.done("A.level"))
            observed(g, from: 0, to: 10, 2, e).onComplete(trace.done("A.observed"))
        }
        first.start()
        rig.to(0.5)
        TweenSequence(engine: e) { level(g, from: 500, to: 600, 1, e) }.start()
        #expect(trace.log == ["A.level.can"])
        rig.to(1.0)
        #expect(near(g.level, 550) && near(g.observed, 5))
        rig.to(2.5)
        #expect(g.level == 600 && g.observed == 10 && first.state == .finished)
    }

    /// P1 + P2: a call that starts another timeline on a shared property hands it over at once: the first root's
    /// later steps on it write nothing, in that frame or after.
    @Test func aCallStartingAnotherTimelineOnASharedPropertyHandsItOverAtOnce() {
        let (rig, e, g) = stage()
        let second = TweenSequence(engine: e) { level(g, from: 500, to: 600, 1, e) }
        TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) { second.start() }.at(0.5)
            level(g, from: 0, to: -100, 1, e).at(0.7)  // would take the property back later in the frame
        }.start()
        rig.to(0.4)
        rig.to(0.9)
        #expect(g.level == 500, "\(g.level)")
        rig.to(1.0)
        #expect(near(g.level, 510))
    }

    /// A root started from another root's call, on the property the first writes: its `to:` step starts from the
    /// value shown at the call's moment (E6, V3).
    @Test func aRootStartedFromAnotherRootsCallStartsFromTheValueAtTheCall() {
        let (rig, e, g) = stage()
        let second = TweenSequence(engine: e) { level(g, to: 0, 1, e) }
        TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) { second.start() }.at(0.5)
        }.start()
        rig.to(0.4)
        rig.to(0.9)
        #expect(g.level == 50)
        rig.to(1.4)
        #expect(near(g.level, 25))
    }

    /// P1 + P2 + C9: a second root started from the first's call takes the shared property from the frame's time;
    /// the first's restart takes it back: the second's step completes `.cancelled`, the object's `running` lists
    /// only the first, and the second plays on to its end.
    @Test func aSecondRootStartedFromTheFirstsHandlerIsTakenBackByTheFirstsRestart() {
        let (rig, e, _) = stage()
        let dial = Knob()
        let trace = Trace()
        let second = TweenSequence(engine: e) {
            Tween(dial, \.angle, from: 500, to: 600, duration: 1, engine: e).onComplete(trace.done("s"))
        }
        second.onComplete(trace.done("second"))
        let first = TweenGroup(engine: e) {
            Tween(dial, \.angle, from: 0, to: 100, duration: 1, engine: e).onComplete(trace.done("f"))
            Call(engine: e) { second.start() }.at(0.5)
        }
        first.start()
        rig.to(0.25)
        rig.to(0.75)
        #expect(trace.log == ["f.can"] && dial.angle == 500 && second.state == .running)
        first.restart()
        #expect(trace.log == ["f.can", "s.can"] && dial.angle == 0)
        #expect(dial.tween(on: e).running.count == 1 && second.state == .running)
        rig.to(1.0)
        #expect(near(dial.angle, 25))
        rig.to(2.0)
        #expect(Set(trace.log) == ["f.can", "s.can", "f.fin", "second.fin"] && trace.log.count == 4)
        #expect(dial.angle == 100 && first.state == .finished && second.state == .finished)
    }

    /// P1 + P2 + V5: root B takes the property from root A; A's restart takes it back (B's step completes
    /// `.cancelled`, B plays on for the rest); seeking B afterwards writes nothing to it.
    @Test func restartingTheFirstOfTwoRootsTakesThePropertyBackAndTheSecondPlaysOnWithoutIt() {
        let (rig, e, g) = stage()
        let other = Gauge()
        let trace = Trace()
        let a = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e).onComplete(trace.done("a")) }
        let b = TweenGroup(engine: e) {
            level(g, from: 500, to: 600, 1, e).onComplete(trace.done("b"))
            level(other, from: 0, to: 10, 1, e)
        }
        a.start()
        rig.to(0.5)
        b.start()
        #expect(trace.log == ["a.can"] && g.level == 500)
        rig.to(0.75)
        #expect(near(g.level, 525))
        a.restart()
        #expect(trace.log == ["a.can", "b.can"] && g.level == 0 && b.state == .running)
        rig.to(1.0)
        #expect(near(g.level, 25) && near(other.level, 5))
        b.seek(to: 0.9)
        #expect(near(g.level, 25) && near(other.level, 9))
        rig.to(1.5)
        #expect(near(g.level, 75))
    }

    /// P2 + V5 + P1: a plain tween on the property a nested step plays in its second cycle takes it; the step
    /// completes `.cancelled` once and the root plays on; the root's restart takes the property back.
    @Test func aPlainTweenTakesANestedStepInTheSecondCycleAndTheRestartTakesItBack() {
        let (rig, e, g) = stage()
        let trace = Trace()
        let root = TweenGroup(engine: e) {
            TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e).onComplete(trace.done("a")) }.timed(repeats: 2)
            Call(engine: e, trace.call("late")).at(2.5)
        }
        root.start()
        rig.to(1.5)
        #expect(near(g.level, 50) && trace.log == ["a.fin"])
        let plain = level(g, to: 200, 1, e)
        plain.start()
        #expect(trace.log == ["a.fin", "a.can"] && root.state == .running)
        rig.to(2.0)
        #expect(g.level > 100 && g.level < 200 && plain.state == .running)
        root.restart()
        #expect(plain.state == .cancelled && g.level == 0)
        rig.to(2.25)
        #expect(near(g.level, 25))
        rig.to(3.25)
        #expect(near(g.level, 25) && trace.log == ["a.fin", "a.can", "a.fin"])
    }

    /// P2 + V5: a tween started from a call keeps the property in the next cycle (the step stays out until the root
    /// restarts), and through `finish()`: the end it shows does not write the property back.
    @Test func aTweenStartedFromACallKeepsThePropertyInTheNextCycleAndThroughFinish() {
        let (rig, e, g) = stage()
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
        for t in [0.25, 0.5, 1.0, 1.5] { rig.to(t) }
        #expect(g.level == -50)
        rig.to(2.5)
        #expect(g.level == -50 && root.state == .finished)

        let (rig2, e2, g2) = stage()
        var side: Tween<Double>?
        let finishing = TweenGroup(engine: e2) {
            level(g2, from: 0, to: 100, 1, e2)
            Call(engine: e2) {
                side = level(g2, to: -50, 1, e2)
                side?.start()
            }.at(0.5)
        }
        finishing.start()
        rig2.to(0.25)
        finishing.finish()
        #expect(finishing.state == .finished && near(g2.level, 50) && side?.state == .running)
        rig2.to(0.75)
        #expect(g2.level < 50 && g2.level > -50)
        rig2.to(1.5)
        #expect(g2.level == -50)
    }

    /// C3 + V5: seeking a root (playing, paused or finished) writes nothing to a property a tween plays now, and its
    /// other properties as usual, then plays on without it; once that tween has ended, a finished root's seek
    /// redraws it too.
    @Test func seekingARootLeavesAPropertyATweenPlaysNow() {
        for rootState in ["running", "paused"] {
            let (rig, e, g) = stage()
            let root = TweenGroup(engine: e) {
                level(g, from: 0, to: 100, 1, e)
                observed(g, from: 0, to: 10, 1, e)
            }
            root.start()
            rig.to(0.5)
            if rootState == "paused" { root.pause() }
            let plain = level(g, to: 500, 1, e)
            plain.start()
            rig.to(0.75)
            let taken = g.level
            root.seek(to: 0.2)
            #expect(g.level == taken && near(g.observed, 2) && plain.state == .running, "\(rootState)")
            root.resume()
            rig.to(1.0)
            #expect(
                g.level > taken && g.level < 500 && near(g.observed, 4.5) && plain.state == .running, "\(rootState)")
        }
        let (rig, e, g) = stage()
        let h = Gauge()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            observed(g, from: 0, to: 10, 1, e)
        }
        let plain = level(h, from: 0, to: 100, 1, e)
        root.start()
        plain.start()
        rig.to(1)
        level(g, from: -1, to: -2, 0.5, e).start()
        level(h, from: -1, to: -2, 0.5, e).start()
        rig.to(1.2)
        plain.seek(to: 0.5)
        root.seek(toTime: 0.5)
        #expect(near(h.level, -1.4) && near(g.level, -1.4), "the timeline wrote \(g.level) over a playing tween")
        #expect(near(g.observed, 5))
        rig.to(2)
        plain.seek(to: 0.25)
        root.seek(toTime: 0.25)
        #expect(h.level == 25 && g.level == 25, "after the tween ended: \(h.level), \(g.level)")
    }

    /// P1: a root that has only been sought owns nothing yet; starting it takes its properties (cancelling a tween
    /// started on one in between), and a root started over a playing tween starts its `to:` step where that tween
    /// left the property (V3).
    @Test func aRootOwnsItsPropertiesFromItsStart() {
        let (rig, e, g) = stage()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        root.seek(toTime: 0.5)
        let tween = level(g, from: 0, to: -100, 1, e)
        tween.start()
        rig.to(0.25)
        #expect(near(g.level, -25) && tween.state == .running)
        root.start()
        #expect(tween.state == .cancelled && g.level == 50)
        rig.to(0.5)
        #expect(near(g.level, 75))

        let (rig2, e2, g2) = stage()
        let running = level(g2, from: 0, to: 100, 1, e2)
        running.start()
        rig2.to(0.3)
        TweenSequence(engine: e2) { level(g2, to: 0, 1, e2) }.start()
        #expect(running.state == .cancelled && near(g2.level, 30))
        rig2.to(0.8)
        #expect(near(g2.level, 15))
    }

    /// P1 ("owns every property its steps write"): a root of calls and waits writes nothing, so starting it takes
    /// nothing from a playing tween.
    @Test func aTimelineOfCallsOnlyTakesNoPropertyFromAPlayingTween() {
        let (rig, e, g) = stage()
        let trace = Trace()
        let plain = level(g, from: 0, to: 100, 1, e)
        plain.start()
        rig.to(0.25)
        let root = TweenSequence(engine: e) {
            Wait(0.25, engine: e)
            Call(engine: e, trace.call("c"))
        }
        root.start()
        rig.to(0.75)
        #expect(plain.state == .running && near(g.level, 75) && trace.log == ["c"] && root.state == .finished)
    }
}

/// The per-object handle on an object a timeline animates: `running` lists the root, `cancelAll()` withdraws the
/// steps writing the object (V5), `pauseAll()` pauses the whole root (a step cannot pause alone, C10).
@MainActor @Suite(.tags(.timeline)) struct ObjectHandleTimelineTests {
    /// `cancelAll()` from outside or from a call of the root: the steps on the object complete `.cancelled` once and
    /// write nothing more; the root plays on for its other objects.
    @Test(arguments: [false, true]) func cancelAllStopsTheStepsOnTheObjectAndTheRootPlaysOn(fromACall: Bool) {
        let (rig, e, g) = stage()
        let dial = Knob()
        let trace = Trace()
        let root = TweenGroup(engine: e) {
            Tween(dial, \.angle, from: 0, to: 100, duration: 1, engine: e).onComplete(trace.done("k1"))
            Tween(dial, \.size, from: 0, to: 10, duration: 1, engine: e).onComplete(trace.done("k2")).at(1)
            level(g, from: 0, to: 100, 2, e)
            if fromACall { Call(engine: e) { dial.tween(on: e).cancelAll() }.at(0.5) }
            Call(engine: e, trace.call("late")).at(1.5)
        }
        root.onComplete(trace.done("root"))
        root.start()
        rig.to(0.25)
        if !fromACall {
            rig.to(0.5)
            #expect(!dial.tween(on: e).running.isEmpty)
            dial.tween(on: e).cancelAll()
        }
        rig.to(0.75)
        #expect(near(dial.angle, 50) && trace.log == ["k1.can", "k2.can"])
        dial.angle = -1
        rig.to(1.75)
        #expect(dial.angle == -1 && dial.size == 0 && near(g.level, 87.5))
        rig.to(2.5)
        #expect(trace.log == ["k1.can", "k2.can", "late", "root.fin"] && g.level == 100)
    }

    /// `cancelAll()` from a step's own start handler cancels that step once, writing nothing more; a later step on
    /// another object plays on and the root finishes.
    @Test func cancelAllFromAStepsOwnStartCancelsItOnceAndTheRootPlaysOn() {
        let (rig, e, g) = stage()
        let dial = Knob()
        dial.angle = 7
        let trace = Trace()
        var updates = 0
        let root = TweenSequence(engine: e) {
            Tween(dial, \.angle, to: 100, duration: 1, engine: e)
                .onUpdate { _ in updates += 1 }
                .onStart {
                    trace.mark("s.start")
                    dial.tween(on: e).cancelAll()
                }
                .onComplete(trace.done("s"))
            level(g, from: 0, to: 100, 1, e)
        }
        root.onComplete(trace.done("root"))
        root.start()
        rig.to(0.5)
        rig.to(2.5)
        #expect(trace.log == ["s.start", "s.can", "root.fin"] && g.level == 100)
        #expect(dial.angle == 7 && updates <= 1)
    }

    /// `pauseAll()` pauses the whole root, every object in it, and `resumeAll()` plays it on.
    @Test func pauseAllOnAnObjectPausesTheWholeRoot() {
        let (rig, e, g) = stage()
        let dial = Knob()
        let show = TweenGroup(engine: e) {
            Tween(dial, \.angle, from: 0, to: 100, duration: 2, engine: e)
            level(g, from: 0, to: 10, 2, e)
        }
        show.start()
        rig.to(0.5)
        dial.tween(on: e).pauseAll()
        rig.to(1.0)
        #expect(near(dial.angle, 25) && near(g.level, 2.5) && show.state == .paused)
        dial.tween(on: e).resumeAll()
        rig.to(1.5)
        #expect(near(dial.angle, 50) && show.state == .running)
    }

    /// `pauseAll()` from a call pauses the root at that moment; the later call of the same moment runs when
    /// `resumeAll()` plays on (C9).
    @Test func pauseAllFromACallPausesTheRootAtThatMoment() {
        let (rig, e, _) = stage()
        let dial = Knob()
        let trace = Trace()
        let root = TweenGroup(engine: e) {
            Tween(dial, \.angle, from: 0, to: 100, duration: 1, engine: e)
            Call(engine: e) {
                trace.mark("x")
                dial.tween(on: e).pauseAll()
            }.at(0.5)
            Call(engine: e, trace.call("y")).at(0.5)
        }
        root.start()
        rig.to(0.25)
        rig.to(0.75)
        #expect(root.state == .paused && near(dial.angle, 50) && trace.log == ["x"])
        dial.tween(on: e).resumeAll()
        rig.to(1.0)
        #expect(root.state == .running && trace.log == ["x", "y"] && near(dial.angle, 75))
    }

    /// `pauseAll()`/`resumeAll()` + C2 + E3: paused just before a seam, held there however long, then resumed: the
    /// end call runs once and the next cycle plays on; paused in the delay, the delay holds too.
    @Test func pauseAllHoldsARootAcrossASeamAndInItsDelay() {
        let (rig, e, _) = stage()
        let dial = Knob()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Tween(dial, \.angle, from: 0, to: 100, duration: 1, engine: e)
            Call(engine: e, trace.call("end"))
        }.timed(repeats: 2)
        root.start()
        rig.to(0.9)
        dial.tween(on: e).pauseAll()
        #expect(root.state == .paused)
        rig.to(3)
        #expect(near(dial.angle, 90) && trace.log == [])
        dial.tween(on: e).resumeAll()
        rig.to(3.2)
        #expect(near(dial.angle, 10) && trace.log == ["end"] && root.state == .running)
        rig.to(4.5)
        #expect(trace.log == ["end", "end"] && root.state == .finished && dial.angle == 100)

        let (rig2, e2, _) = stage()
        let delayed = Knob()
        let late = TweenSequence(engine: e2) {
            Tween(delayed, \.angle, from: 0, to: 100, duration: 1, engine: e2)
        }.timed(delay: 1)
        late.start()
        rig2.to(0.5)
        delayed.tween(on: e2).pauseAll()
        #expect(late.state == .paused)
        rig2.to(5)
        delayed.tween(on: e2).resumeAll()
        rig2.to(5.25)
        #expect(late.state == .delayed && delayed.angle == 0)
        rig2.to(6)
        #expect(near(delayed.angle, 50) && late.state == .running)
    }

    /// `running` ("the tweens writing to this object now"): a timeline two of whose steps write the object is listed
    /// once, as the root you control.
    @Test func runningListsTheRootOnceForAnObjectTwoStepsWrite() {
        let (rig, e, _) = stage()
        let dial = Knob()
        let root = TweenSequence(engine: e) {
            Tween(dial, \.angle, from: 0, to: 100, duration: 1, engine: e)
            Tween(dial, \.size, from: 0, to: 10, duration: 1, engine: e)
        }
        root.start()
        rig.to(0.25)
        let running = dial.tween(on: e).running
        #expect(running.count == 1 && running.allSatisfy { $0 === root })
    }
}
