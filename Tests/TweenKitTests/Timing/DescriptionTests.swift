import Testing

@testable import TweenKit

/// Curves, springs, states and results print as a person would write them.
@Suite struct DescriptionTests {
    @Test func curvesPrintTheirNames() throws {
        #expect("\(TimingCurve.linear)" == "linear")
        #expect("\(TimingCurve.easeOutBack)" == "easeOutBack")
        #expect("\(TimingCurve.easeInOutSine)" == "easeInOutSine")
        #expect("\(TimingCurve.easeInEaseOut)" == "easeInEaseOut")
        #expect("\(TimingCurve.easeInOut)" == "easeInEaseOut", "SwiftUI's name for the same curve")
        #expect("\(try TimingCurve.cubicBezier(0.68, -0.6, 0.32, 1.6))" == "cubicBezier(0.68, -0.6, 0.32, 1.6)")
        #expect("\(try TimingCurve.steps(4, position: .end))" == "steps(4, position: .end)")
        #expect("\(TimingCurve.custom { $0 })" == "custom")
    }

    @Test func springsStatesAndResultsPrintPlainly() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect("\(spring)" == "Spring(mass: 1.0, stiffness: 100.0, damping: 10.0)")
        #expect("\(TimingCurve.spring(spring))" == "spring(Spring(mass: 1.0, stiffness: 100.0, damping: 10.0))")
        #expect("\(TweenState.running)" == "running")
        #expect("\(TweenResult.finished)" == "finished")
        let failure = TweenResult.failed(.nonFiniteValue(name: "to", description: "nan"))
        #expect("\(failure)" == "failed: to must be finite, got nan")
    }
}

/// The shapes newcomers reach for first.
@MainActor @Suite struct NewcomerShapeTests {
    @Test func aQueueTakesAnEngineAsTimelinesDo() throws {
        let rig = Rig()
        let gauge = Gauge()
        let queue = TweenQueue(engine: rig.engine)
        try queue.enqueue(Tween(gauge, \.level, to: 10, duration: 0.5, engine: rig.engine))
        queue.start()
        rig.driver.run(for: 1)
        #expect(gauge.level == 10)
    }

    @Test func seekingPastTheEndsClampsAndNaNIsIgnored() {
        let rig = Rig()
        let gauge = Gauge()
        let t = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        t.seek(to: 2)
        #expect(gauge.level == 10)
        t.seek(to: -1)
        #expect(gauge.level == 0)
        t.seek(to: 0.5)
        var said: [String] = []
        TweenDiagnostics.handler = { said.append($0) }
        defer { TweenDiagnostics.handler = nil }
        t.seek(to: .nan)
        #expect(gauge.level == 5 && said == ["seek(to: nan) on a Tween<Double> does nothing"])
    }
}

/// Errors say what was wrong with what was given.
@MainActor @Suite struct ErrorMessageTests {
    @Test func keyframeErrorsNameWhatWasGiven() {
        func message(_ values: [Double], _ keyTimes: [Double]? = nil, _ curves: [TimingCurve] = [.linear]) -> String {
            do {
                _ = try KeyframeTween(values: values, keyTimes: keyTimes, duration: 1, curves: curves) { _ in }
                return "made"
            } catch { return "\(error)" }
        }
        #expect(message([]) == "keyframes need at least two values, got 0")
        #expect(message([1]) == "keyframes need at least two values, got 1")
        #expect(message([0, 1, 2], [0, 1]) == "keyframes need one key time per value: got 3 values and 2 key times")
        #expect(
            message([0, 1, 2], nil, [.linear, .linear, .linear])
                == "keyframes need one curve per segment, or one for all: got 2 segments and 3 curves")
    }

    @Test func anUndampedSpringSaysItNeverSettles() throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 0)
        let t = Tween(from: 0.0, to: 1.0, spring: spring, engine: Rig().engine)
        var result: TweenResult?
        t.onComplete { result = $0 }.start()
        #expect("\(result!)" == "failed: damping must be more than 0: an undamped spring never settles, got 0")
    }

    @Test func wholeNumbersPrintWithoutAFraction() {
        #expect { try TimingCurve.steps(0) } throws: { "\($0)" == "steps must be at least 1, got 0" }
        #expect(
            "\(TweenError.invalidParameter(name: "speed", value: -2.5, expected: "x"))" == "speed must be x, got -2.5")
        #expect(
            "\(TweenError.invalidParameter(name: "delay", value: -1e300, expected: "x"))"
                == "delay must be x, got -1e+300")
    }

    /// A position that names a label not added before it gets a hint; the other label errors do not need one.
    @Test func aLabelNotYetAddedSaysLabelsComeBeforeTheStepsPlacedAtThem() {
        #expect(
            "\(TweenError.labelNotYetAdded(name: "later", known: ["intro"]))"
                == "the timeline has no label 'later' (a label must be added before steps placed at it): it has 'intro'"
        )
    }
}
