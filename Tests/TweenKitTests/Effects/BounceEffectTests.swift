import Testing
import TweenKit

@Suite struct BounceEffectTests {
    @Test func selectingBouncesDownAndRestsAtNinetyPercent() throws {
        let plan = try BounceEffect().plan(selecting: true, animated: true, reducesMotion: false)
        #expect(plan.restingScale == 0.9)
        #expect(plan.keyframes == BounceEffect.Keyframes(values: [1, 0.8, 0.9], keyTimes: [0, 0.5, 1], duration: 0.2))
    }

    @Test func deselectingGoesBackTheSameWay() throws {
        let plan = try BounceEffect().plan(selecting: false, animated: true, reducesMotion: false)
        #expect(plan.restingScale == 1 && plan.keyframes?.values == [0.9, 0.8, 1])
    }

    @Test func theDurationAndScalesCanBeOverridden() throws {
        let plan = try BounceEffect(duration: 0.4, pressedScale: 0.7, selectedScale: 0.95).plan(selecting: true, animated: true, reducesMotion: false)
        #expect(plan.keyframes?.duration == 0.4 && plan.keyframes?.values == [1, 0.7, 0.95] && plan.restingScale == 0.95)
    }

    @Test func notAnimatedReducedMotionOrZeroDurationOnlyRests() throws {
        let effect = BounceEffect()
        #expect(try effect.plan(selecting: true, animated: false, reducesMotion: false) == .init(restingScale: 0.9, keyframes: nil))
        #expect(try effect.plan(selecting: true, animated: true, reducesMotion: true).keyframes == nil)
        #expect(try BounceEffect(duration: 0).plan(selecting: false, animated: true, reducesMotion: false) == .init(restingScale: 1, keyframes: nil))
    }

    @Test func badParametersThrowNamingThem() {
        #expect(throws: TweenError.invalidParameter(name: "duration", value: -1, expected: "finite and not negative")) {
            try BounceEffect(duration: -1).plan(selecting: true, animated: true, reducesMotion: false)
        }
        #expect(throws: TweenError.invalidParameter(name: "pressedScale", value: 0, expected: "finite and greater than 0")) {
            try BounceEffect(pressedScale: 0).plan(selecting: true, animated: true, reducesMotion: false)
        }
        #expect(throws: TweenError.self) {
            try BounceEffect(selectedScale: .infinity).plan(selecting: false, animated: false, reducesMotion: false)
        }
    }

    @Test func anInvalidEffectStillRestsAtAValidScale() {
        #expect(BounceEffect(selectedScale: .nan).restingScale(selecting: true) == 1)
        #expect(BounceEffect(selectedScale: -2).restingScale(selecting: true) == 1)
        #expect(BounceEffect(duration: -1).restingScale(selecting: true) == 0.9, "a bad duration does not affect where it rests")
        #expect(BounceEffect().restingScale(selecting: false) == 1)
    }
}
