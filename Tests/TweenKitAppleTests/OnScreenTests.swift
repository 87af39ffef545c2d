// Runs the on-screen checks (OnScreenChecks.swift) as tests: with `swift test` on macOS, in the iOS
// simulator's package tests, and in the bundle hosted by the iOS app (Apple/HostApp). Each test reports the
// problems its check found.
#if canImport(Testing) && canImport(QuartzCore) && (canImport(UIKit) || canImport(AppKit))
import Testing

@MainActor
@Suite(.serialized) struct OnScreenTests {
    @Test func aHostedCountLandsExactlyWithEveryValueWrittenFromDisplay() {
        #expect(OnScreenChecks.hostedCountLandsExactlyWithEveryValueWrittenFromDisplay() == [])
    }

    @Test func aCountInAPausedTreeFollowsItsTimeOffset() {
        #expect(OnScreenChecks.countInAPausedTreeFollowsItsTimeOffset() == [])
    }

    @Test func aSeekMidRunShowsTheSoughtValueAtOnceAndCountsOnFromIt() {
        #expect(OnScreenChecks.seekMidRunShowsTheSoughtValueAtOnceAndCountsOnFromIt() == [])
    }

    @Test func aReverseMidRunTurnsWhereItWasAndGoesBackToTheStart() {
        #expect(OnScreenChecks.reverseMidRunTurnsWhereItWasAndGoesBackToTheStart() == [])
    }

    @Test func aBackgroundRoundTripHoldsTheCountAndPlaysOnFromIt() {
        #expect(OnScreenChecks.backgroundRoundTripHoldsTheCountAndPlaysOnFromIt() == [])
    }

    @Test func aColourTweenEndsOnTheCallersOwnColour() {
        #expect(OnScreenChecks.colourTweenEndsOnTheCallersOwnColour() == [])
    }

    #if canImport(UIKit)
    @Test func monospacedDigitsComeBackAfterATextSizeChange() {
        #expect(OnScreenChecks.monospacedDigitsComeBackAfterATextSizeChange() == [])
    }

    @Test func aCellsBounceSurvivesLayoutAndResetsForReuse() {
        #expect(OnScreenChecks.cellsBounceSurvivesLayoutAndResetsForReuse() == [])
    }
    #endif

    @Test func keyValueChecksAcceptAndRefuseOnRealObjects() {
        #expect(OnScreenChecks.keyValueChecksAcceptAndRefuseOnRealObjects() == [])
    }

    @Test func anNSObjectTargetIsReleasedAfterItsOwnerLetsGo() {
        #expect(OnScreenChecks.nsObjectTargetIsReleasedAfterItsOwnerLetsGo() == [])
    }

    @Test func aHostThatGoesAwayMidTweenIsNotKeptAlive() {
        #expect(OnScreenChecks.hostThatGoesAwayMidTweenIsNotKeptAlive() == [])
    }

    @Test func onMacOSCoreAnimationIsTheClock() {
        #expect(OnScreenChecks.onMacOSCoreAnimationIsTheClock() == [])
    }
}
#endif
