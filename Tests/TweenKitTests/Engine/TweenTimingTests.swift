import Testing
import TweenKit

@Suite struct TweenTimingTests {
    @Test func positionIsAPureFunctionOfLocalTime() {
        let t = TweenTiming(duration: 2, delay: 0.5, repeatCount: 1.5, autoreverses: true)
        #expect(t.activeDuration == 6 && t.totalDuration == 6.5)
        #expect(t.position(at: 0.2) == .delayed)
        #expect(t.position(at: 1.5) == .active(progress: 0.5))
        #expect(t.position(at: 3.5) == .active(progress: 0.5))  // coming back
        #expect(t.position(at: 5.5) == .active(progress: 0.5))  // second cycle, forward
        #expect(t.position(at: 7) == .ended(progress: 1))
        #expect(t.pass(at: 3.5) == 1 && t.pass(at: 100) == 2)
    }

    @Test func endProgressFollowsRepeatsAndReversal() {
        #expect(TweenTiming(duration: 1).endProgress == 1)
        #expect(TweenTiming(duration: 1, repeatCount: 2.5).endProgress == 0.5)
        #expect(TweenTiming(duration: 1, repeatCount: 1, autoreverses: true).endProgress == 0)
        #expect(TweenTiming(duration: 1, repeatCount: 0.25, autoreverses: true).endProgress == 0.5)
        #expect(TweenTiming(duration: 1, repeatCount: 0).activeDuration == 1, "0 counts as 1, as in Core Animation")
    }

    @Test func zeroDurationEndsAtOnce() {
        let t = TweenTiming(duration: 0, repeatCount: 3)
        #expect(t.activeDuration == 0)
        #expect(t.position(at: 0) == .ended(progress: 1))
    }

    @Test func overallProgressMapsOntoLocalTime() {
        let t = TweenTiming(duration: 2, delay: 1, repeatCount: 2)
        #expect(t.localTime(atOverallProgress: 0.5) == 3)
        #expect(t.localTime(atOverallProgress: 7) == 5)
        let forever = TweenTiming(duration: 2, repeatCount: .infinity, autoreverses: true)
        #expect(forever.localTime(atOverallProgress: 0.5) == 2, "one cycle when repeating forever")
    }

    @Test func validationNamesTheFirstBadParameter() {
        #expect(
            TweenTiming(duration: -1).validate()
                == .invalidParameter(name: "duration", value: -1, expected: "finite and not negative"))
        #expect(
            TweenTiming(duration: 1, delay: .infinity).validate()?.description
                == "delay must be finite and not negative, got inf")
        #expect(TweenTiming(duration: 1, repeatCount: -2).validate() != nil)
        #expect(TweenTiming(duration: 1, repeatCount: .infinity).validate() == nil)
    }
}
