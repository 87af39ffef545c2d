import Testing

@testable import TweenKit

/// A timeline owns the properties its steps write, as a tween owns its own.
@MainActor @Suite struct TimelineOwnershipTests {
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
@MainActor @Suite struct StepVelocityTests {
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
