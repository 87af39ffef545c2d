import Testing
import TweenKit

/// Disagreements between today's engine and "Timeline Semantics", shrunk by `ProgramShrinker` from random
/// programs and tidied by hand, each with the rule it follows. Off unless `TWEENKIT_MODEL_CHECK` is set, as
/// the differential test is, until the engine follows the article.
@MainActor
@Suite(.enabled(if: ModelDifferentialTests.enabled)) struct EngineDisagreementRepros {
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
}
