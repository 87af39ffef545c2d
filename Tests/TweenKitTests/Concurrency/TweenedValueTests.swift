#if canImport(Observation)
import Observation
import Testing
import TweenKit

/// An observable value that animates: observers see each new value; a new animation starts where the
/// value is.
@MainActor
@Suite struct TweenedValueTests {
    /// Counts the changes observation reports for what `read` reads, re-arming after each.
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

    @Test func aNewAnimationStartsWhereTheValueIs() {
        let rig = Rig()
        let offset = TweenedValue(0.0, engine: rig.engine)
        let first = offset.animate(to: 100, duration: 1, curve: .linear)
        rig.driver.advance(by: 0.25)
        offset.animate(to: 0, duration: 1, curve: .linear)
        #expect(first.state == .cancelled && offset.value == 25)
        rig.driver.advance(by: 0.5)
        #expect(offset.value == 12.5 && offset.isAnimating)
        rig.driver.advance(by: 0.5)
        #expect(offset.value == 0 && !offset.isAnimating)
    }

    @Test func setPutsItThereAtOnceAndStopsTheAnimation() {
        let rig = Rig()
        let value = TweenedValue(RGBAColor.black, engine: rig.engine)
        let running = value.animate(to: .white, duration: 1)
        rig.driver.advance(by: 0.5)
        value.set(.clear)
        rig.driver.advance(by: 1)
        #expect(value.value == .clear && running.state == .cancelled && !value.isAnimating && value.tween == nil)
    }

    @Test func aCountingValueGivesItsTextExactlyAtTheEnd() {
        let rig = Rig()
        let score = TweenedValue(0, engine: rig.engine)
        score.animate(to: 1250, duration: 2)
        rig.driver.run(for: 2)
        #expect(score.text(.integer(locale: .init(identifier: "en_US"))) == "1,250")
    }

    @Test func badInputLeavesTheValueAndSaysWhy() async {
        let rig = Rig()
        let value = TweenedValue(3.0, engine: rig.engine)
        let tween = value.animate(to: .nan, duration: 1)
        if case .failed = await tween.finished {} else { Issue.record("a NaN target fails the tween") }
        #expect(value.value == 3 && !value.isAnimating)
    }
}
#endif
