// Runs the on-screen checks (OnScreenChecks.swift) as tests: with `swift test` on macOS, in the iOS
// simulator's package tests, and in the bundle hosted by the iOS app (Apple/HostApp), in Debug and Release. Each
// test awaits its check, which hands the main thread back to the run loop whenever it waits (no run loop is ever
// run inside a test), and reports the problems the check found.
#if canImport(Testing) && canImport(QuartzCore) && (canImport(UIKit) || canImport(AppKit))
import Testing

@MainActor
@Suite(.serialized, .timeLimit(.minutes(1))) struct OnScreenTests {
    @Test func aHostedCountLandsExactlyOnValuesCoreAnimationPresented() async {
        #expect(await OnScreenChecks.hostedCountLandsExactlyOnValuesCoreAnimationPresented() == [])
    }

    @Test func aHostedCountIsFollowedFromDisplayThroughItsHandlersToItsCompletion() async {
        #expect(await OnScreenChecks.hostedCountFollowedFromDisplayToItsCompletion() == [])
    }

    @Test func aCountInAPausedTreeFollowsItsTimeOffset() async {
        #expect(await OnScreenChecks.countInAPausedTreeFollowsItsTimeOffset() == [])
    }

    @Test func aSeekMidRunShowsTheSoughtValueAtOnceAndCountsOnFromIt() async {
        #expect(await OnScreenChecks.seekMidRunShowsTheSoughtValueAtOnceAndCountsOnFromIt() == [])
    }

    @Test func aReverseMidRunTurnsWhereItWasAndGoesBackToTheStart() async {
        #expect(await OnScreenChecks.reverseMidRunTurnsWhereItWasAndGoesBackToTheStart() == [])
    }

    @Test func aBackgroundRoundTripHoldsTheCountAndPlaysOnFromIt() async {
        #expect(await OnScreenChecks.backgroundRoundTripHoldsTheCountAndPlaysOnFromIt() == [])
    }

    @Test func aColourTweenEndsOnTheCallersOwnColour() async {
        #expect(await OnScreenChecks.colourTweenEndsOnTheCallersOwnColour() == [])
    }

    #if canImport(UIKit)
    @Test func monospacedDigitsComeBackAfterATextSizeChange() async {
        #expect(await OnScreenChecks.monospacedDigitsComeBackAfterATextSizeChange() == [])
    }

    @Test func aCellsBounceSurvivesLayoutAndResetsForReuse() async {
        #expect(await OnScreenChecks.cellsBounceSurvivesLayoutAndResetsForReuse() == [])
    }
    #endif

    @Test func keyValueChecksAcceptAndRefuseOnRealObjects() async {
        #expect(await OnScreenChecks.keyValueChecksAcceptAndRefuseOnRealObjects() == [])
    }

    @Test func anNSObjectTargetIsReleasedAfterItsOwnerLetsGo() async {
        #expect(await OnScreenChecks.nsObjectTargetIsReleasedAfterItsOwnerLetsGo() == [])
    }

    @Test func aHostThatGoesAwayMidTweenIsNotKeptAlive() async {
        #expect(await OnScreenChecks.hostThatGoesAwayMidTweenIsNotKeptAlive() == [])
    }

    @Test func onMacOSCoreAnimationIsTheClock() async {
        #expect(await OnScreenChecks.onMacOSCoreAnimationIsTheClock() == [])
    }
}
#endif
