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
        let plan = try BounceEffect(duration: 0.4, pressedScale: 0.7, selectedScale: 0.95).plan(
            selecting: true, animated: true, reducesMotion: false)
        #expect(
            plan.keyframes?.duration == 0.4 && plan.keyframes?.values == [1, 0.7, 0.95] && plan.restingScale == 0.95)
    }

    @Test func notAnimatedReducedMotionOrZeroDurationOnlyRests() throws {
        let effect = BounceEffect()
        #expect(
            try effect.plan(selecting: true, animated: false, reducesMotion: false)
                == .init(restingScale: 0.9, keyframes: nil))
        #expect(try effect.plan(selecting: true, animated: true, reducesMotion: true).keyframes == nil)
        #expect(
            try BounceEffect(duration: 0).plan(selecting: false, animated: true, reducesMotion: false)
                == .init(restingScale: 1, keyframes: nil))
    }

    /// Keyframes made by hand with lists of unequal lengths (documented as equal) still answer: the first scale
    /// before, the last after, and between only where both lists have entries.
    @Test func keyframesOfUnequalLengthsGiveAScaleAndNeverTrap() {
        let cases: [([Double], [Double])] = [
            ([1, 0.8], []), ([1, 0.8], [0]), ([], [0, 1]), ([1, 0.8, 0.9], [0, 1]),
        ]
        for (values, keyTimes) in cases {
            let keyframes = BounceEffect.Keyframes(values: values, keyTimes: keyTimes, duration: 1)
            let scales = [-1, 0, 0.5, 1, 2, .nan].map { keyframes.value(at: $0) }
            #expect(scales.allSatisfy { $0.isFinite }, "\(values) at \(keyTimes): \(scales)")
        }
    }

    @Test func badParametersThrowNamingThem() {
        #expect(throws: TweenError.invalidParameter(name: "duration", value: -1, expected: "finite and not negative")) {
            try BounceEffect(duration: -1).plan(selecting: true, animated: true, reducesMotion: false)
        }
        #expect(
            throws: TweenError.invalidParameter(name: "pressedScale", value: 0, expected: "finite and greater than 0")
        ) {
            try BounceEffect(pressedScale: 0).plan(selecting: true, animated: true, reducesMotion: false)
        }
        #expect(throws: TweenError.self) {
            try BounceEffect(selectedScale: .infinity).plan(selecting: false, animated: false, reducesMotion: false)
        }
    }

    @Test func anInvalidEffectStillRestsAtAValidScale() {
        #expect(BounceEffect(selectedScale: .nan).restingScale(selecting: true) == 1)
        #expect(BounceEffect(selectedScale: -2).restingScale(selecting: true) == 1)
        #expect(
            BounceEffect(duration: -1).restingScale(selecting: true) == 0.9,
            "a bad duration does not affect where it rests")
        #expect(BounceEffect().restingScale(selecting: false) == 1)
    }

    /// The scale a bounce shows at a time: the key values at the key times, eased in and out between
    /// them as Core Animation plays them, held at both ends.
    @Test func keyframesGiveTheScaleOnShowAtATime() throws {
        let keyframes = try #require(
            try BounceEffect().plan(selecting: true, animated: true, reducesMotion: false).keyframes)
        #expect(keyframes.value(at: -1) == 1 && keyframes.value(at: 0) == 1)
        #expect(keyframes.value(at: 0.1) == 0.8 && keyframes.value(at: 0.2) == 0.9 && keyframes.value(at: 5) == 0.9)
        let quarter = keyframes.value(at: 0.05)
        let eased = TimingCurve.easeInEaseOut.value(at: 0.5)
        #expect(abs(quarter - (1 - 0.2 * eased)) < 1e-12, "half-way through the first segment, eased")
    }

    /// A bounce that starts while another is in flight starts from the scale on show, not from its
    /// first key value: no snap.
    @Test func aBounceDuringABounceStartsFromTheScaleOnShow() throws {
        let effect = BounceEffect()
        let plan = try effect.plan(selecting: false, animated: true, reducesMotion: false, presentedScale: 0.85)
        #expect(plan.keyframes?.values == [0.85, 0.8, 1] && plan.restingScale == 1)
        let bad = try effect.plan(selecting: false, animated: true, reducesMotion: false, presentedScale: .nan)
        #expect(bad.keyframes?.values == [0.9, 0.8, 1], "a scale on show that is not finite and positive is ignored")
    }
}
