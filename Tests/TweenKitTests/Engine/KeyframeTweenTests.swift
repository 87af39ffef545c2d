import Testing
import TweenKit

@MainActor @Suite struct KeyframeTweenTests {
    @Test func keyframesPassThroughEachValueAtItsTime() throws {
        let rig = Rig()
        var last = 0.0
        let t = try KeyframeTween(values: [1.0, 0.8, 0.9], keyTimes: [0, 0.5, 1], duration: 0.2, engine: rig.engine) {
            last = $0
        }
        t.start()
        #expect(last == 1)
        rig.driver.advance(by: 0.05)
        #expect(abs(last - 0.9) < 1e-12)
        rig.driver.advance(by: 0.05)
        #expect(abs(last - 0.8) < 1e-12)
        rig.driver.advance(by: 0.05)
        #expect(abs(last - 0.85) < 1e-12)
        rig.driver.advance(by: 0.05)
        #expect(last == 0.9 && t.state == .finished)
    }

    @Test func eachSegmentHasItsCurve() throws {
        let rig = Rig()
        let gauge = Gauge()
        let t = try KeyframeTween(
            gauge, \.level, values: [0, 10, 20], duration: 2, curves: [.easeInQuad, .easeOutQuad], engine: rig.engine)
        t.start()
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 2.5)  // easeInQuad(0.5) · 10
        rig.driver.advance(by: 1)
        #expect(gauge.level == 17.5)  // 10 + easeOutQuad(0.5) · 10
    }

    @Test func evenlySpacedByDefault() throws {
        let t = try KeyframeTween(values: [0.0, 4.0, 0.0, 4.0], duration: 3, engine: Rig().engine)
        let samples = t.samples(framesPerSecond: 2)
        #expect(samples.count == 7)
        #expect(zip(samples, [0, 2, 4, 2, 0, 2, 4]).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    /// The cases in a loop (a line each in the test log would bury the summary); failures name the case.
    @Test func badKeyframesAreRefusedWhenMade() {
        let cases: [([Double], [Double], [TimingCurve], TweenError)] = [
            ([1.0], [0.0], [TimingCurve.linear], TweenError.keyframeCountMismatch(values: 1, keyTimes: 1, curves: 1)),
            ([1.0, 2.0, 3.0], [0, 1], [.linear], .keyframeCountMismatch(values: 3, keyTimes: 2, curves: 1)),
            (
                [1.0, 2.0, 3.0], [0, 0.5, 1], [.linear, .linear, .linear],
                .keyframeCountMismatch(values: 3, keyTimes: 3, curves: 3)
            ),
            ([1.0, 2.0, 3.0], [0, 1, 1], [], .keyframeCountMismatch(values: 3, keyTimes: 3, curves: 0)),
            ([1.0, 2.0, 3.0], [0, 0.7, 0.5], [.linear], .invalidKeyTimes([0, 0.7, 0.5])),
            ([1.0, 2.0], [0.1, 1], [.linear], .invalidKeyTimes([0.1, 1])),
            ([1.0, 2.0], [0, 1.5], [.linear], .invalidKeyTimes([0, 1.5])),
            ([], [], [.linear], .keyframeCountMismatch(values: 0, keyTimes: 0, curves: 1)),
        ]
        for (values, keyTimes, curves, expected) in cases {
            badKeyframesAreRefusedWhenMade(values: values, keyTimes: keyTimes, curves: curves, expected: expected)
        }
    }

    func badKeyframesAreRefusedWhenMade(
        values: [Double], keyTimes: [Double], curves: [TimingCurve], expected: TweenError
    ) {
        var writes = 0
        let named = "values \(values), key times \(keyTimes), \(curves.count) curves"
        #expect(throws: expected, "\(named)") {
            try KeyframeTween(values: values, keyTimes: keyTimes, duration: 1, curves: curves, engine: Rig().engine) {
                _ in writes += 1
            }
        }
        #expect(throws: expected, "\(named)") {
            try KeyframeTween(Gauge(), \.level, values: values, keyTimes: keyTimes, duration: 1, curves: curves)
        }
        #expect(writes == 0, "\(named)")
    }

    /// Too few values, without key times: refused too (the default key times are evenly spaced from 0).
    @Test func aSingleValueWithoutKeyTimesIsRefused() {
        #expect(throws: TweenError.keyframeCountMismatch(values: 1, keyTimes: 1, curves: 1)) {
            try KeyframeTween(values: [1.0], duration: 1)
        }
        #expect(throws: TweenError.keyframeCountMismatch(values: 0, keyTimes: 1, curves: 1)) {
            try KeyframeTween(values: [Double](), duration: 1)
        }
    }

    /// A value that is not finite is the start's to refuse, as with `Tween`: nothing is written.
    @Test func aNonFiniteValueFailsTheStartBeforeWriting() throws {
        let rig = Rig()
        var writes = 0
        let log = Log()
        try KeyframeTween(values: [1.0, .nan], duration: 1, engine: rig.engine) { _ in writes += 1 }
            .onComplete { log.results.append($0) }
            .start()
        rig.driver.advance(by: 0.5)
        #expect(writes == 0)
        #expect(log.results == [.failed(.nonFiniteValue(name: "values[1]", description: "nan"))])
    }

    /// The end value is the last keyframe's.
    @Test func itsEndIsTheLastValue() throws {
        #expect(try KeyframeTween(values: [3.0, 8, 5], duration: 1).to == 5)
    }
}
