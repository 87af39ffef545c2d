import Foundation
import Testing
import TweenKit

/// Finite input that used to trap or hang: each must return, in bounded time, with a bounded answer.
@MainActor @Suite struct HostileInputTests {
    @Test func samplesOfATweenThatRepeatsForeverWithNoLimitAreBounded() {
        let t = Tween(from: 0.0, to: 1.0, duration: 1)
        t.repeatCount = .infinity
        let values = t.samples(framesPerSecond: 60, limit: .infinity)
        #expect(!values.isEmpty && values.count <= Playable.maximumFrameCount + 1)
        #expect(
            values[30] == 0.5 && values[90] == 0.5 && values[60_030] == 0.5, "the frames it gives are the right ones")
    }

    @Test func samplesAtAnAbsurdFrameRateAreBounded() {
        let values = Tween(from: 0.0, to: 1.0, duration: 1).samples(framesPerSecond: 1e300)
        #expect(values.count == Playable.maximumFrameCount + 1 && values.first == 0 && values.last == 1)
    }

    @Test func renderingASequenceThatRepeatsForeverWithNoLimitIsBounded() {
        let show = TweenSequence { Wait(1) }
        show.repeatCount = .infinity
        var frames = 0
        show.renderFrames(framesPerSecond: 1, limit: .infinity) { _ in frames += 1 }
        #expect(frames > 0 && frames <= Playable.maximumFrameCount + 1)
    }

    @Test func aManualDriverRunForAnAbsurdTimeIsBoundedAndEndsOnTime() {
        let driver = ManualDriver()
        let engine = TweenEngine(driver: driver)
        var frames = 0
        Tween(from: 0.0, to: 1.0, duration: 1e300, engine: engine) { _ in frames += 1 }.start()
        driver.run(for: 1e300)
        #expect(driver.now == 1e300 && frames <= Playable.maximumFrameCount + 2)
        driver.run(for: .nan)
        driver.run(for: 1, framesPerSecond: 0)
        #expect(driver.now == 1e300)
    }

    @Test func aDispatchDriverKeepsItsRateWithinReason() {
        #expect(DispatchDriver(framesPerSecond: 1e-300).framesPerSecond == 1)
        #expect(DispatchDriver(framesPerSecond: 1e300).framesPerSecond == 1_000)
        #expect(DispatchDriver(framesPerSecond: .nan).framesPerSecond == 60)
        let driver = DispatchDriver(framesPerSecond: 1e-300)
        driver.start { _ in }
        driver.stop()
    }

    @Test func invalidKeyframesGiveNoValueInsteadOfTrapping() throws {
        #expect(try KeyframeTween(values: [1.0, .infinity], duration: 1).value(atProgress: 0.5) == nil)
        #expect(try KeyframeTween(values: [1.0, 2.0, .nan], duration: 1).samples(framesPerSecond: 4) == [])
        #expect(
            try KeyframeTween(values: [1.0, 2.0, 3.0], duration: 1).value(atProgress: 0.75) == 2.5,
            "valid ones still answer")
    }

    @Test func extremeSpringsReturnInBoundedTime() throws {
        for (stiffness, damping) in [(1e31, 10.0), (1e20, 2e-6), (1e300, 1e-300)] {
            let spring = try Spring(mass: 1, stiffness: stiffness, damping: damping)
            #expect(spring.settlingDuration >= 0, "\(spring): finite, or infinite for a spring that never settles")
            #expect(spring.value(at: 0.5).isFinite, "\(spring)")
        }
    }

    @Test func aSpringWhoseDampingRatioOverflowsIsRefused() {
        #expect(throws: TweenError.self) { try Spring(mass: 1, stiffness: 1e-300, damping: 1e300) }
        #expect(throws: TweenError.self) { try Spring(mass: 1e-308, stiffness: 1e308, damping: 1) }
    }
}

/// Spellings that look like one thing and used to do another.
@MainActor @Suite struct SpellingTests {
    @Test func integerLiteralsInAClosureTweenMakeADoubleTween() {
        var seen: [Double] = []
        let t = Tween(from: 0, to: 1, duration: 1) { seen.append($0) }
        #expect(t.samples(framesPerSecond: 4) == [0, 0.25, 0.5, 0.75, 1])
        let counted = Tween<Int>(from: 0, to: 10, duration: 1) { _ in }
        #expect(counted.samples(framesPerSecond: 2) == [0, 5, 10], "an Int tween when asked for")
    }

    @Test func aCountingFormatIsSafeToUseFromManyThreadsAtOnce() async {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        let format = CountingFormat.formatter(formatter)
        let texts = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 { group.addTask { (0..<500).map { format.string(for: Double($0) * 1.5) } } }
            var all: [String] = []
            for await part in group { all += part }
            return all
        }
        #expect(texts.count == 4_000 && Set(texts).count == 500)
        #expect(texts.contains("748.5") && texts.contains("1.5"))
    }
}
