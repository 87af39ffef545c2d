import Testing
import TweenKit

/// A spring tween given no duration runs the spring on its own time: it shows what an integration of
/// the spring's equation shows, for as long as the spring takes to settle, and lands on its target.
@MainActor @Suite struct SpringTweenTests {
    @Test func aSpringTweenShowsTheSpringItselfAndLandsOnItsTarget() throws {
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        let rig = Rig()
        let gauge = Gauge()
        let tween = Tween(gauge, \.level, from: 0, to: 100, spring: spring, engine: rig.engine)
        #expect(tween.duration == spring.settlingDuration)
        tween.start()
        for time in [0.05, 0.1, 0.2, 0.35] {
            rig.driver.advance(to: time)
            let reference = SpringTests.integrate(spring, to: time).x
            #expect(
                abs(gauge.level - 100 * reference) < 1e-4, "at \(time) s: \(gauge.level) against \(100 * reference)")
        }
        rig.driver.advance(by: spring.settlingDuration)
        #expect(gauge.level == 100 && tween.state == .finished)
    }

    @Test func aSpringGivenAsACurveIsFittedToTheDuration() throws {
        // The documented contrast: 0.3 s of a spring that settles in about 0.7 s runs it faster.
        let spring = try Spring(duration: 0.5)
        let fitted = Tween(from: 0.0, to: 1.0, duration: 0.3, curve: .spring(spring))
        let own = Tween(from: 0, to: 1, spring: spring)  // integer literals: a Double tween
        let t = 0.1
        #expect(abs(own.value(atTime: t)! - spring.value(at: t)) < 1e-12)
        #expect(abs(fitted.value(atTime: t)! - spring.value(at: t * spring.settlingDuration / 0.3)) < 1e-12)
    }

    @Test func anUndampedSpringTweenFailsRatherThanRunningForever() async throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: 0)
        let tween = Tween(from: 0.0, to: 1.0, spring: spring, engine: Rig().engine)
        tween.start()
        if case .failed = await tween.finished {
        } else {
            Issue.record("a spring that never settles cannot be a tween's whole time")
        }
    }
}
