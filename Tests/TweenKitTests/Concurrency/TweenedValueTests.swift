#if canImport(Observation)
import Observation
import Testing
import TweenKit

/// An observable value that animates: observers see each new value; a new animation starts where the
/// value is.
@MainActor @Suite struct TweenedValueTests {
    /// Counts the changes observation reports for what `read` reads, re-arming after each.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    final class ChangeCounter: Sendable {
        @MainActor var count = 0
        let read: @MainActor @Sendable () -> Void

        @MainActor init(_ read: @escaping @MainActor @Sendable () -> Void) {
            self.read = read
            observe()
        }

        @MainActor func observe() {
            withObservationTracking {
                read()
            } onChange: { [self] in
                MainActor.assumeIsolated {
                    count += 1
                    observe()
                }
            }
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func animatingMovesTheValueAndObserversHearEachChange() {
        let rig = Rig()
        let progress = TweenedValue(0.0, engine: rig.engine)
        let changes = ChangeCounter { _ = progress.value }
        progress.animate(to: 1, duration: 1, curve: .linear)
        #expect(progress.isAnimating && progress.value == 0)
        rig.driver.advance(by: 0.5)
        #expect(progress.value == 0.5 && changes.count >= 2)
        rig.driver.advance(by: 0.5)
        #expect(progress.value == 1 && !progress.isAnimating)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aNewAnimationStartsWhereTheValueIs() {
        let rig = Rig()
        let offset = TweenedValue(0.0, engine: rig.engine)
        let first = offset.animate(to: 100, duration: 1, curve: .linear)
        rig.driver.advance(by: 0.25)
        offset.animate(to: 0, duration: 1, curve: .linear)
        #expect(first.state == .cancelled && offset.value == 25)
        rig.driver.advance(by: 0.5)
        // Half-way along its own line (12.5), plus the first one's motion carried on: +100 a second,
        // 125 more than its own -25, fading as t(1 − t)² (0.125 at one half).
        #expect(offset.value == 12.5 + 125 * 0.125 && offset.isAnimating)
        rig.driver.advance(by: 0.5)
        #expect(offset.value == 0 && !offset.isAnimating)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func setPutsItThereAtOnceAndStopsTheAnimation() {
        let rig = Rig()
        let value = TweenedValue(RGBAColor.black, engine: rig.engine)
        let running = value.animate(to: .white, duration: 1)
        rig.driver.advance(by: 0.5)
        value.set(.clear)
        rig.driver.advance(by: 1)
        #expect(value.value == .clear && running.state == .cancelled && !value.isAnimating && value.tween == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func aCountingValueGivesItsTextExactlyAtTheEnd() {
        let rig = Rig()
        let score = TweenedValue(0, engine: rig.engine)
        score.animate(to: 1250, duration: 2)
        rig.driver.run(for: 2)
        #expect(score.text(.integer(locale: .init(identifier: "en_US"))) == "1,250")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func badInputLeavesTheValueAndSaysWhy() async {
        let rig = Rig()
        let value = TweenedValue(3.0, engine: rig.engine)
        let tween = value.animate(to: .nan, duration: 1)
        if case .failed = await tween.finished {} else { Issue.record("a NaN target fails the tween") }
        #expect(value.value == 3 && !value.isAnimating)
    }
}
#endif

#if canImport(Observation)
/// A spring that interrupts an animation carries on at its velocity: position and speed are continuous.
@MainActor @Suite struct SpringRetargetTests {
    /// Values frame by frame at `fps`: a spring toward 100, retargeted to `second` after `frames` frames.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func run(fps: Double, frames: Int, second: Double) throws -> (
        values: [Double], switchAt: Int, reported: (Double, Double)
    ) {
        let rig = Rig()
        let spring = try Spring(duration: 0.6, bounce: 0.2)
        let offset = TweenedValue(0.0, engine: rig.engine)
        offset.animate(to: 100, spring: spring)
        var values = [offset.value]
        for _ in 0..<frames {
            rig.driver.advance(by: 1 / fps)
            values.append(offset.value)
        }
        let before = offset.tween?.velocity ?? .nan
        offset.animate(to: second, spring: spring)
        let after = offset.tween?.velocity ?? .nan
        for _ in 0..<frames {
            rig.driver.advance(by: 1 / fps)
            values.append(offset.value)
        }
        return (values, frames, (before, after))
    }

    // Each test below runs its cases in a loop (a line each in the test log would bury the summary), and
    // its failures name the case.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func retargetingMidFlightKeepsPositionAndVelocity() throws {
        for fps in [60.0, 120.0] { try retargetingMidFlightKeepsPositionAndVelocity(fps: fps) }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func retargetingMidFlightKeepsPositionAndVelocity(fps: Double) throws {
        let frames = Int(0.15 * fps)
        let (values, k, reported) = try run(fps: fps, frames: frames, second: 300)
        #expect(
            abs(reported.0 - reported.1) < 1e-6 * abs(reported.0),
            "\(fps) Hz: the new spring starts at the old velocity")
        // Second-order one-sided differences at the switch, from the frames before it and from those after:
        // the acceleration jumps there (the new target pulls harder), the velocity must not.
        let before = (3 * values[k] - 4 * values[k - 1] + values[k - 2]) / 2 * fps
        let after = (-3 * values[k] + 4 * values[k + 1] - values[k + 2]) / 2 * fps
        // Within the differences' own error (second order in the frame time: 7 % at 60 Hz, 2 % at 120 Hz);
        // a spring started at rest would differ by the whole velocity.
        #expect(abs(after - before) < 0.1 * abs(before), "\(fps) Hz: \(before) | \(after)")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func anEasedAnimationThatInterruptsCarriesOnToo() {
        for fps in [60.0, 120.0] { anEasedAnimationThatInterruptsCarriesOnToo(fps: fps) }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func anEasedAnimationThatInterruptsCarriesOnToo(fps: Double) {
        let rig = Rig()
        let offset = TweenedValue(0.0, engine: rig.engine)
        offset.animate(to: 100, duration: 1, curve: .easeInOutCubic)
        var values = [offset.value]
        let k = Int(0.5 * fps)
        for frame in 1...(k + 4) {
            if frame == k + 1 { offset.animate(to: -40, duration: 0.8, curve: .easeInEaseOut) }
            rig.driver.advance(to: Double(frame) / fps)
            values.append(offset.value)
        }
        let before = (11 * values[k] - 18 * values[k - 1] + 9 * values[k - 2] - 2 * values[k - 3]) / 6 * fps
        let after = (-11 * values[k] + 18 * values[k + 1] - 9 * values[k + 2] + 2 * values[k + 3]) / 6 * fps
        #expect(before > 250 && abs(after - before) < 0.02 * before, "\(fps) Hz: \(before) | \(after)")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test func withoutAVelocityToCarryItStartsAtRest() throws {
        let rig = Rig()
        let offset = TweenedValue(5.0, engine: rig.engine)
        let tween = offset.animate(to: 50, spring: try Spring(duration: 0.5))
        #expect(tween.state == .running && tween.velocity == 0, "from rest, the spring starts at rest")
        rig.driver.advance(by: 2)
        #expect(offset.value == 50)
    }
}
#endif
