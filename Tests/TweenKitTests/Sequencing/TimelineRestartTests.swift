import Testing

@testable import TweenKit

/// A finished timeline restarted plays every step again, however they nest.
@MainActor @Suite(.tags(.timeline)) struct TimelineRestartTests {
    @Test func aRestartedNestedSequencePlaysEveryStepAgain() {
        let rig = Rig()
        let a = Gauge()
        let b = Gauge()
        let show = TweenSequence(engine: rig.engine) {
            TweenSequence(engine: rig.engine) {
                Tween(a, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            }
            TweenGroup(stagger: 0.5, engine: rig.engine) {
                Tween(b, \.level, from: 0, to: 20, duration: 1, engine: rig.engine)
                Tween(a, \.count, from: 0, to: 4, duration: 1, engine: rig.engine)
            }
        }
        show.start()
        rig.driver.run(for: 3)
        #expect(show.state == .finished && a.level == 10 && b.level == 20 && a.count == 4)
        for _ in 0..<2 {
            show.restart()
            rig.driver.advance(by: 1.5)
            #expect(a.level == 10 && b.level == 10 && a.count == 0)
            rig.driver.run(for: 2)
            #expect(show.state == .finished && a.level == 10 && b.level == 20 && a.count == 4)
        }
    }
}

/// Restarting while playing, and what steps report.
@MainActor @Suite(.tags(.timeline)) struct TimelineRestartWhilePlayingTests {
    @Test func stepsOfARestartedSequenceReportThatTheyPlay() {
        let rig = Rig()
        let gauge = Gauge()
        let step = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        let show = TweenSequence(engine: rig.engine) { step }
        show.start()
        rig.driver.run(for: 1.5)
        #expect(step.state == .finished)
        show.restart()
        rig.driver.advance(by: 0.5)
        #expect(step.state == .running && gauge.level == 5)
        rig.driver.run(for: 1)
        #expect(step.state == .finished && gauge.level == 10)
    }

    /// The README's chaining example, restarted after it ended: it plays to the same end again.
    @Test func theReadmesSequenceRestartedEndsAsItDidTheFirstTime() {
        let rig = Rig()
        final class Dial {
            var level = 0.0
            var text = ""
        }
        let gauge = Dial()
        var done = 0
        let show = TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, to: 100, duration: 1, engine: rig.engine)
            TweenGroup(engine: rig.engine) {
                Tween(gauge, \.level, to: 0, duration: 0.5, engine: rig.engine)
                Tween(gauge, \.text, from: 100.0, to: 0.0, duration: 0.5, engine: rig.engine) { "\(Int($0))" }
            }
            Wait(0.25, engine: rig.engine)
            Call(engine: rig.engine) { done += 1 }
        }
        show.start()
        rig.driver.run(for: 2)
        #expect(gauge.level == 0 && gauge.text == "0" && done == 1)
        show.restart()
        rig.driver.run(for: 2)
        #expect(show.state == .finished && gauge.level == 0 && gauge.text == "0" && done == 2)
    }
}

@MainActor @Suite(.tags(.timeline)) struct CallRestartTests {
    @Test func aStandaloneCallRestartedRunsAgain() {
        let rig = Rig()
        var runs = 0
        let call = Call(engine: rig.engine) { runs += 1 }
        call.start()
        rig.driver.run(for: 0.1)
        #expect(runs == 1 && call.state == .finished)
        call.restart()
        rig.driver.run(for: 0.1)
        #expect(runs == 2 && call.state == .finished)
    }
}
