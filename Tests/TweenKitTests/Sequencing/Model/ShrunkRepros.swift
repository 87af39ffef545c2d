import Testing
import TweenKit

/// Disagreements between the engine and the reference model that the random programs found, shrunk by
/// `ProgramShrinker` and tidied by hand, each kept with the rule it follows: the first twenty against the engine
/// before it followed "Timeline Semantics", the rest found while it was made to agree.
@MainActor @Suite struct ShrunkRepros {
    @Test func theRootStartsBeforeWhatItHolds() {
        // E4: for one step, its start, then what it holds; the root is one.
        let rig = Rig()
        var log: [String] = []
        let call = Call(engine: rig.engine) { log.append("call") }
        let root = TweenSequence(engine: rig.engine) { call }
        root.onStart { log.append("root start") }
        root.start()
        #expect(log == ["root start", "call"])
    }

    @Test func aCallsActionRunsBeforeItsStartHandlers() {
        // E1: a Call's start runs its action before its start handlers.
        let rig = Rig()
        var log: [String] = []
        let call = Call(engine: rig.engine) { log.append("action") }
        let root = TweenSequence(engine: rig.engine) { call }
        call.onStart { log.append("start") }
        root.start()
        #expect(log == ["action", "start"])
    }

    @Test func theStepsOfANestedTimelineWaitForItsDelay() {
        // T4, E1: a nested timeline's steps begin at its content time, which stays at 0 through its delay.
        let rig = Rig()
        var log: [String] = []
        let wait = Wait(0.25, engine: rig.engine)
        let inner = TweenSequence(engine: rig.engine) { wait }
        inner.delay = 0.125
        let root = TweenSequence(engine: rig.engine) { inner }
        wait.onStart { log.append("start") }
        root.start()
        #expect(log.isEmpty)
        rig.driver.advance(by: 0.2)
        #expect(log == ["start"])
    }

    @Test func aNestedRepeatingSequencePlaysItsStepsInEveryCycle() {
        // E3: each pass, at every depth, runs its own events, however long the frame.
        let rig = Rig()
        var log: [String] = []
        let wait = Wait(0.25, engine: rig.engine)
        let inner = TweenSequence(engine: rig.engine) { wait }
        inner.repeatCount = 2
        let root = TweenSequence(engine: rig.engine) { inner }
        wait.onStart { log.append("start") }
        root.start()
        rig.driver.advance(by: 0.3)
        #expect(log == ["start", "start"])
    }

    @Test func aStepEndingAtTheTurnOfAnAutoreversingSequenceCompletesOnTheFrameThatCrossesIt() {
        // E3: a frame that straddles a turn walks through it.
        let rig = Rig()
        var log: [String] = []
        let wait = Wait(0.25, engine: rig.engine)
        let inner = TweenSequence(engine: rig.engine) { wait }
        inner.autoreverses = true
        let root = TweenSequence(engine: rig.engine) { inner }
        wait.onComplete { log.append("complete \($0)") }
        root.start()
        rig.driver.advance(by: 0.2646)
        #expect(log == ["complete finished"])
    }

    @Test func eventsOfOneFrameRunInTimeOrder() {
        // E3: a motion runs the events between its ends in time order, not step by step.
        let rig = Rig()
        var log: [String] = []
        let first = Wait(0.15625, engine: rig.engine)
        let second = Wait(0.25, engine: rig.engine)
        let root = TweenSequence(engine: rig.engine) {
            first
            second.at(.withPrevious + 0.0625)
        }
        first.onComplete { _ in log.append("first completes at 0.15625") }
        second.onStart { log.append("second starts at 0.0625") }
        root.start()
        rig.driver.advance(by: 0.2)
        #expect(log == ["second starts at 0.0625", "first completes at 0.15625"])
    }

    @Test func restartRunsTheEventsAtTheStartAgain() {
        // C6, E5: restart() plays from the start and runs the events at that time.
        let rig = Rig()
        var log: [String] = []
        let wait = Wait(0.25, engine: rig.engine)
        let root = TweenSequence(engine: rig.engine) { wait }
        wait.onStart { log.append("start") }
        root.start()
        root.restart()
        #expect(log == ["start", "start"])
    }

    @Test func aSeekPastAStepsStartRunsNoStartHandlerLater() {
        // C3, E2: a seek runs no events; the next frame runs those between the seek's place and its own.
        let rig = Rig()
        var log: [String] = []
        let first = Wait(0.25, engine: rig.engine)
        let second = Wait(0.25, engine: rig.engine)
        let root = TweenSequence(engine: rig.engine) {
            first
            second
        }
        second.onStart { log.append("second starts") }
        root.start()
        root.seek(to: 0.625)
        rig.driver.advance(by: 0.01)
        #expect(log.isEmpty)
    }

    @Test func aRunThatEndsWhileAStepIsOpenCompletesItCancelled() {
        // E9: reversed back to its start, the run ends; the step whose start ran completes cancelled.
        let rig = Rig()
        var log: [String] = []
        let wait = Wait(0.25, engine: rig.engine)
        let root = TweenSequence(engine: rig.engine) { wait }
        wait.onComplete { log.append("complete \($0)") }
        root.start()
        root.reverse()
        rig.driver.advance(by: 0.03)
        #expect(log == ["complete cancelled"])
    }

    @Test func cancellingAnIdleRootCompletesNoStep() {
        // E9: only steps whose start ran complete when the run ends.
        let rig = Rig()
        var log: [String] = []
        let wait = Wait(0.25, engine: rig.engine)
        let root = TweenSequence(engine: rig.engine) { wait }
        wait.onComplete { log.append("complete \($0)") }
        root.cancel()
        #expect(log.isEmpty)
    }

    @Test func finishPlaysEveryCycleOfANestedRepeatInItsPass() {
        // C7: finish() plays what is left of the pass, its events in order as playing would (E3).
        let rig = Rig()
        var log: [String] = []
        let wait = Wait(0.25, engine: rig.engine)
        let inner = TweenSequence(engine: rig.engine) { wait }
        inner.repeatCount = 2
        let root = TweenSequence(engine: rig.engine) { inner }
        wait.onStart { log.append("start") }
        root.finish()
        #expect(log == ["start", "start"])
    }

    @Test func aCallThatSeeksBackIsNotOverwrittenByTheRestOfItsFrame() {
        // C9: the control takes effect at the Call's moment; the frame renders nothing after it.
        let rig = Rig()
        let gauge = Gauge()
        gauge.level = 2
        var seeks = 0
        let root = TweenSequence(engine: rig.engine) {}
        let seekBack = Call(engine: rig.engine) {
            seeks += 1
            if seeks == 1 { root.seek(to: 0) }
        }
        _ = try? root.add(seekBack, at: .time(0.1875))
        _ = try? root.add(Tween(gauge, \.level, to: 1, duration: 0.5, engine: rig.engine))
        root.start()
        rig.driver.advance(by: 0.25)
        #expect(gauge.level == 2, "time 0 shows the value the level had")
    }

    @Test func aPauseFromAStartHandlerHoldsAtThatStart() {
        // C9: a pause from a handler holds at the moment of its event, not at the frame's time.
        let rig = Rig()
        let gauge = Gauge()
        gauge.level = 2
        let rise = Tween(gauge, \.level, to: 1, duration: 0.5, engine: rig.engine)
        let root = TweenSequence(engine: rig.engine) {
            Wait(0.203125, engine: rig.engine)
            rise
        }
        rise.onStart { root.pause() }
        root.start()
        rig.driver.advance(by: 0.25)
        #expect(gauge.level == 2)
    }

    @Test func aCallThatRestartsAtTheStartRunsAgainWithTheNextFrame() {
        // E5: events of a start made from the root's own call run with the root's next frame.
        let rig = Rig()
        var calls = 0
        let root = TweenSequence(engine: rig.engine) {}
        let again = Call(engine: rig.engine) {
            calls += 1
            if calls == 1 { root.restart() }
        }
        _ = try? root.add(again)
        _ = try? root.add(Wait(0.5, engine: rig.engine))
        root.start()
        #expect(calls == 1)
        rig.driver.advance(by: 0.1)
        #expect(calls == 2)
    }

    @Test func aLaterStepThatHasEndedKeepsTheProperty() {
        // V2: the latest step in order among those that have begun shows, ended or not.
        let rig = Rig()
        let gauge = Gauge()
        let root = TweenGroup(engine: rig.engine) {
            Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            Tween(gauge, \.level, from: 0, to: 20, duration: 0.5, engine: rig.engine)
        }
        root.start()
        rig.driver.advance(by: 0.75)
        #expect(gauge.level == 20)
    }

    @Test func aToStepStartsWhereTheRulesSayWhateverTheFrames() {
        // V4: the second step starts from what the first shows when both begin (0), not from a frame's value.
        let rig = Rig()
        let gauge = Gauge()
        let root = TweenSequence(engine: rig.engine) {
            Wait(0.125, engine: rig.engine)
            TweenGroup(engine: rig.engine) {
                Tween(gauge, \.level, to: 10, duration: 1, engine: rig.engine)
                Tween(gauge, \.level, to: 20, duration: 1, engine: rig.engine)
            }
        }
        root.start()
        rig.driver.advance(by: 0.375)
        #expect(abs(gauge.level - 5) < 1e-9, "the second step, from 0 to 20, a quarter of the way")
    }

    @Test func aNestedStepThatEndedPlaysAgainAfterASeekBack() {
        // V1: the same content time shows the same values whatever path the playhead took.
        let rig = Rig()
        let gauge = Gauge()
        let inner = TweenGroup(engine: rig.engine) {
            Wait(0.25, engine: rig.engine)
            Tween(gauge, \.level, to: 1, duration: 0.203125, engine: rig.engine)
        }
        inner.speed = 2
        let root = TweenGroup(engine: rig.engine) {
            Wait(0.25, engine: rig.engine)
            inner
        }
        root.start()
        rig.driver.advance(by: 0.142)
        root.seek(to: 0)
        rig.driver.advance(by: 0.03125)
        #expect(abs(gauge.level - 0.0625 / 0.203125) < 1e-9)
    }

    @Test func aHandlerSeesTheValuesOfItsOwnMoment() {
        // E6: while a handler runs, every property shows its value for the time of that event.
        let rig = Rig()
        let gauge = Gauge()
        var seen: [Double] = []
        let wait = Wait(0.03125, engine: rig.engine)
        let root = TweenGroup(engine: rig.engine) {
            wait
            Tween(gauge, \.level, from: 0, to: 1, duration: 0.5, engine: rig.engine)
        }
        wait.onComplete { _ in seen.append(gauge.level) }
        root.start()
        rig.driver.advance(by: 0.04)
        #expect(seen == [0.0625])
    }

    @Test func aStepThatHasNotBegunRunsNoUpdateHandler() {
        // E7: a step writes (and updates) only while it shows its property (V2).
        let rig = Rig()
        let gauge = Gauge()
        var updates: [Double] = []
        let late = Tween(gauge, \.level, from: 0, to: 1, duration: 0.5, engine: rig.engine)
        let root = TweenSequence(engine: rig.engine) { late.at(.time(0.25)) }
        late.onUpdate { updates.append($0) }
        root.start()
        #expect(updates.isEmpty)
    }

    @Test func aStepWhoseObjectWentCompletesCancelledInsteadOfStarting() {
        // P3: the step completes cancelled the first time the root would run its events, and runs no other.
        let rig = Rig()
        var log: [String] = []
        var gone: Gauge? = Gauge()
        let step = Tween(gone!, \.level, from: 0, to: 1, duration: 0.5, engine: rig.engine)
        let root = TweenSequence(engine: rig.engine) {
            Wait(0.25, engine: rig.engine)
            step
        }
        step.onStart { log.append("start") }
        step.onComplete { log.append("complete \($0)") }
        root.start()
        rig.driver.advance(by: 0.1)
        gone = nil
        rig.driver.advance(by: 0.2)
        #expect(log == ["complete cancelled"])
    }

    // MARK: Found while the engine was made to agree

    @Test func aPropertysFirstValueIsRestoredWithoutUpdateHandlers() {
        // V3, E7: before its only writer begins, the property shows what it had; the writer writes nothing.
        let rig = Rig()
        let target = ModelTarget()
        target.a = 0.078125
        var updates: [Double] = []
        let step = Tween(target, \.a, to: 1, duration: 0.5, engine: rig.engine)
        let root = TweenSequence(engine: rig.engine) { step.at(.withPrevious + 0.046875) }
        step.onUpdate { updates.append($0) }
        root.start()
        #expect(updates.isEmpty && target.a == 0.078125)
    }

    @Test func startingATimelineOfNoLengthEndsItsRunOnTheNextFrame() {
        // A run ends in a frame or by finish() or cancel(); playback that starts runs that moment's events.
        let rig = Rig()
        var log: [String] = []
        let root = TweenSequence(engine: rig.engine) { Call(engine: rig.engine) { log.append("call") } }
        root.onComplete { log.append("root complete \($0)") }
        root.play()
        #expect(log == ["call"])
        rig.driver.advance(by: 0.01)
        #expect(log == ["call", "root complete finished"])
    }

    @Test func aCallThatRestartsItsRootRunsNoStartHandlerOfItsOwn() {
        // C9: the action's control takes effect at once; E5: the restart's events wait for the next frame.
        let rig = Rig()
        var log: [String] = []
        var root: TweenSequence!
        var calls = 0
        let call = Call(engine: rig.engine) {
            log.append("call")
            calls += 1
            if calls == 1 { root.restart() }
        }
        root = TweenSequence(engine: rig.engine) { call }
        call.onStart { log.append("start") }
        root.start()
        #expect(log == ["call"])
        rig.driver.advance(by: 0.01)
        #expect(log == ["call", "call", "start"])
    }

    @Test func aTweenOfNoLengthThatAutoreversesRestsAtItsStart() {
        // The timing model: past the end, a tween rests at 0 after an even number of autoreversed passes.
        let rig = Rig()
        let target = ModelTarget()
        target.a = 1.984375
        let step = Tween(target, \.a, to: 1, duration: 0, engine: rig.engine)
        step.autoreverses = true
        let root = TweenSequence(engine: rig.engine) { step }
        root.start()
        #expect(target.a == 1.984375)
    }

    @Test func aRestartFromTheRootsStartHandlerRunsItAgainWithTheNextFrame() {
        // E5, E8: playback started from the root's own handler runs its start handlers with the next frame.
        let rig = Rig()
        var log: [String] = []
        let root = TweenSequence(engine: rig.engine) { Wait(0.1875, engine: rig.engine) }
        var starts = 0
        root.onStart {
            log.append("root start")
            starts += 1
            if starts == 1 { root.restart() }
        }
        root.start()
        #expect(log == ["root start"])
        rig.driver.advance(by: 0.02)
        #expect(log == ["root start", "root start"])
    }

    @Test func aReversedRootEndsWhereItsDelayEnds() {
        // C5 and the timing model: reversed, it finishes at its start, the end of its delay.
        let rig = Rig()
        var log: [String] = []
        let root = TweenSequence(engine: rig.engine) { Wait(0.25, engine: rig.engine) }
        root.delay = 0.125
        root.onComplete { log.append("complete \($0)") }
        root.start()
        rig.driver.advance(by: 0.25)
        root.reverse()
        rig.driver.advance(by: 0.1)
        #expect(log.isEmpty)
        rig.driver.advance(by: 0.03)
        #expect(log == ["complete finished"] && root.progress == 0)
    }

    @Test func theEventsOfAMomentAfterAHandlersPauseRunWhenPlayingGoesOn() {
        // C9 with C2: the pause holds at the call; the call's own completion, at the same moment, runs on resume.
        let rig = Rig()
        var log: [String] = []
        var root: TweenSequence!
        var calls = 0
        let call = Call(engine: rig.engine) {
            log.append("call")
            calls += 1
            if calls == 1 { root.pause() }
        }
        call.delay = 0.03125
        root = TweenSequence(engine: rig.engine) { call }
        call.onComplete { log.append("complete \($0)") }
        root.start()
        rig.driver.advance(by: 0.076)
        #expect(log == ["call"] && root.state == .paused)
        root.play()
        rig.driver.advance(by: 0.025)
        #expect(log == ["call", "complete finished"])
    }

    @Test func playingFromALabelAtTheEndRunsTheCompletionsThere() {
        // E5: the events at exactly that time, completions too.
        let rig = Rig()
        var log: [String] = []
        let wait = Wait(0.25, engine: rig.engine)
        let root = TweenSequence(engine: rig.engine) {
            wait
            TimelineLabel("end")
        }
        root.autoreverses = true
        wait.onComplete { log.append("complete \($0)") }
        try? root.play(from: "end")
        #expect(log == ["complete finished"])
    }

    @Test func aStepWhoseCompletionASeekJumpedOverCompletesCancelledWhenTheRunEnds() {
        // E9: its start ran, its completion did not; a restart within the run keeps it open.
        let rig = Rig()
        var log: [String] = []
        let wait = Wait(0.25, engine: rig.engine)
        wait.delay = 0.25
        let root = TweenSequence(engine: rig.engine) { wait }
        wait.onComplete { log.append("complete \($0)") }
        root.start()
        rig.driver.advance(by: 0.3)
        root.restart()
        root.scrub(to: 1)
        root.resume()
        rig.driver.advance(by: 0.01)
        #expect(log == ["complete cancelled"] && root.state == .finished)
    }

    @Test func settingTheSameSpeedFromACallIsNoControl() {
        // C9: a control that does nothing in its state does not cut the frame.
        let rig = Rig()
        var log: [String] = []
        var root: TweenSequence!
        root = TweenSequence(engine: rig.engine) {
            Call(engine: rig.engine) {
                log.append("first")
                root.speed = 0.5
            }
            Call(engine: rig.engine) { log.append("second") }
        }
        root.speed = 0.5
        root.start()
        #expect(log == ["first", "second"])
    }

    @Test func aFinishFromACallWhileFinishingTakesOverAfterThatCall() {
        // C7, C9: the second finish plays what is left after its call; the call's start handlers do not run.
        let rig = Rig()
        var log: [String] = []
        var root: TweenSequence!
        let second = Call(engine: rig.engine) {
            log.append("second")
            root.finish()
        }
        root = TweenSequence(engine: rig.engine) {
            Call(engine: rig.engine) {
                log.append("first")
                root.finish()
            }
            second
        }
        second.onStart { log.append("start second") }
        root.play()
        #expect(log == ["first", "second"] && root.state == .finished)
    }

    @Test func finishingARepeatingRootFromACallAtASeamPlaysThePassBeginningThere() {
        // C7: the rest of that moment (the call's completion), then the pass beginning at the seam.
        let rig = Rig()
        var log: [String] = []
        var root: TweenSequence!
        var calls = 0
        let call = Call(engine: rig.engine) {
            log.append("call")
            calls += 1
            if calls == 1 { root.finish() }
        }
        root = TweenSequence(engine: rig.engine) {
            Wait(0.25, engine: rig.engine)
            call
        }
        root.repeatCount = 2
        call.onComplete { log.append("complete \($0)") }
        root.start()
        rig.driver.advance(by: 0.26)
        #expect(log == ["call", "complete finished", "call", "complete finished"] && root.state == .finished)
    }

    @Test func finishingARepeatingRootFromIdleRunsNothingOfTheNextPass() {
        // C7: the pass it is in; not the next pass's events at the seam.
        let rig = Rig()
        var log: [String] = []
        let wait = Wait(0.25, engine: rig.engine)
        let root = TweenSequence(engine: rig.engine) { wait }
        root.repeatCount = 2
        wait.onComplete { log.append("complete \($0)") }
        root.finish()
        #expect(log == ["complete finished"])
    }

    @Test func finishingFromABackwardPassRunsNothing() {
        // C7: none when resting or on a backward pass; not even the root's start.
        let rig = Rig()
        var log: [String] = []
        let call = Call(engine: rig.engine) { log.append("call") }
        call.delay = 0.03125
        let root = TweenSequence(engine: rig.engine) { call }
        root.autoreverses = true
        root.onStart { log.append("root start") }
        root.scrub(to: 0.5)
        root.finish()
        #expect(log.isEmpty && root.state == .finished)
    }

    @Test func aNestedTimelineOfNoLengthThatAFrameBeginsShowsItsSteps() {
        // V2: once it has begun, what it holds defines its property.
        let rig = Rig()
        let target = ModelTarget()
        target.a = 0.203125
        let inner = TweenSequence(engine: rig.engine) {
            TweenSequence(engine: rig.engine) { Tween(target, \.a, to: 1, duration: 0, engine: rig.engine) }
        }
        let root = TweenSequence(engine: rig.engine) { inner.at(.time(0.40625)) }
        root.start()
        rig.driver.advance(by: 0.41)
        #expect(target.a == 1)
    }

    @Test func aRunEndedBeforeItPlayedLetsItsStepsHandlersGo() {
        // E8: the run's end lets every handler of the tree go, also a run cancelled before it played.
        let rig = Rig()
        var log: [String] = []
        let wait = Wait(0, engine: rig.engine)
        let root = TweenSequence(engine: rig.engine) { wait }
        wait.onStart { log.append("start") }
        root.cancel()
        root.restart()
        #expect(log.isEmpty)
    }

    @Test func aStepWhoseObjectWentWhileItWasSoughtOverSaysSoWhenTheRunEnds() {
        // P3: at the latest when the run ends, once.
        let rig = Rig()
        var log: [String] = []
        var gone: ModelTarget? = ModelTarget()
        let step = Tween(gone!, \.a, to: 1, duration: 0.5, engine: rig.engine)
        let inner = TweenSequence(engine: rig.engine) { step }
        inner.delay = 0.5
        let root = TweenSequence(engine: rig.engine) { inner }
        step.onComplete { log.append("complete \($0)") }
        root.onComplete { log.append("root complete \($0)") }
        root.start()
        root.scrub(to: 1)
        rig.driver.advance(by: 0.01)
        gone = nil
        root.play()
        rig.driver.advance(by: 0.05)
        #expect(log == ["complete cancelled", "root complete finished"])
    }

    @Test func aStartValueAtTheContentsEndIsTakenInTheFirstPass() {
        // V4: at its first begin, in the first pass (the content's end there, not the next pass's start).
        let rig = Rig()
        let target = ModelTarget()
        target.b = -1.765625
        let root = TweenSequence(engine: rig.engine) {
            Tween(target, \.b, to: 1, duration: 0.5, engine: rig.engine)
            TweenSequence(engine: rig.engine) {
                Tween(target, \.b, to: 3, duration: 0.25, engine: rig.engine)
            }
        }
        root.repeatCount = 2
        root.seek(toTime: 1.375)  // the second cycle's 0.625 s: the nested step half-way from 1, the first's end
        #expect(target.b == 2)
    }

    @Test func finishAfterASeekToALabelAtTheEndBeginsInTheNextPass() {
        // C7, E6: finish() from idle begins where the seek left it, as start() would: at the seam that a label at
        // the content's end showed as the first cycle's end, the root's start sees the next pass's start.
        let rig = Rig()
        let target = ModelTarget()
        target.a = 2
        var log: [String] = []
        let root = TweenSequence(engine: rig.engine) {
            Tween(target, \.a, to: 1, duration: 0.5, engine: rig.engine)
            TimelineLabel("end")
        }
        root.repeatCount = 2
        root.onStart { log.append("root start at \(target.a)") }
        try? root.seek(to: "end")
        #expect(target.a == 1)
        root.finish()
        #expect(log == ["root start at 2.0"])
        #expect(target.a == 1)
    }

    @Test func aStepWhoseObjectWentCompletesOnceWhenItsTimelineClosesIt() {
        // P3, E9: a jump to the end completes the nested sequence, which closes its step cancelled: that is the
        // one completion the step owes for its object having gone, and the next render must not add another.
        let rig = Rig()
        var log: [String] = []
        var gone: ModelTarget? = ModelTarget()
        let step = Tween(gone!, \.b, to: 1, duration: 0.5, engine: rig.engine)
        step.repeatCount = 2
        let inner = TweenSequence(engine: rig.engine) { step }
        inner.autoreverses = true
        let root = TweenGroup(engine: rig.engine) {
            inner
            Tween(gone!, \.b, to: 1, duration: 0.5, engine: rig.engine)
            TimelineLabel("end")
        }
        step.onComplete { log.append("complete \($0)") }
        root.onComplete { log.append("root complete \($0)") }
        root.start()
        rig.driver.advance(by: 0.51)
        gone = nil
        try? root.play(from: "end")
        rig.driver.advance(by: 0.03)
        #expect(log == ["complete cancelled", "root complete finished"])
    }

    @Test func finishShowsAnEndedStepsUnchangedValueWithoutAnUpdate() {
        // E7, E6, V4: `finish()` shows the end of the pass it is in, then the end of the last pass; a step that
        // ended showing its start value shows the same at the pass's end, so it writes nothing and its update
        // handlers do not run (seed 1033917, from a longer program that restarted from a completion).
        let rig = Rig()
        let o = ModelTarget()
        o.a = 2
        let step = Tween(o, \.a, to: 1, duration: 0.5, engine: rig.engine)
        step.autoreverses = true
        let root = TweenSequence(engine: rig.engine) {
            step
            Wait(0.5, engine: rig.engine)
        }
        root.repeatCount = 1.5
        var updates: [Double] = []
        step.onUpdate { updates.append($0) }
        root.start()
        rig.driver.advance(by: 1.2)  // in the wait: the step has ended, back at 2
        updates = []
        root.finish()  // the second cycle's half: the step half-way back
        #expect(updates == [1.5] && o.a == 1.5)
    }
}
