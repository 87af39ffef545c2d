#if canImport(QuartzCore) && (canImport(UIKit) || canImport(AppKit))
import Foundation
import QuartzCore
import Testing
@testable import TweenKit

/// A real `TweenLayer` in a real window on the real run loop: what the Linux model of Core Animation
/// predicts, checked against Core Animation itself.
@MainActor
@Suite(.serialized) struct OnScreenTests {
    @Test func aHostedCountMovesThroughItsNumbersAndLandsExactly() {
        let screen = OnScreen()
        let run = screen.count(from: 0, to: 1000, duration: 0.6)
        #expect(run.texts.first == "0" && run.texts.last == "1,000")
        #expect(run.texts.count > 5, "intermediate numbers shown: \(run.texts)")
        #expect(run.tween?.state == .finished)
        let numbers = run.texts.compactMap { Int($0.replacingOccurrences(of: ",", with: "")) }
        #expect(numbers == numbers.sorted(), "never backwards, never a jump to the end first: \(run.texts)")
    }

    @Test func aSeekMidRunContinuesFromTheSeekedValue() {
        let screen = OnScreen()
        let run = screen.count(from: 0, to: 1000, duration: 0.8) { $0.seek(to: 0.8) }
        let numbers = run.texts.compactMap { Int($0.replacingOccurrences(of: ",", with: "")) }
        let jump = zip(numbers, numbers.dropFirst()).first { $1 - $0 > 300 }
        #expect(jump.map { $0.1 >= 790 && $0.1 <= 840 } ?? false, "the seek shows 800 at once: \(run.texts)")
        #expect(run.texts.last == "1,000" && run.tween?.state == .finished)
    }

    @Test func aReverseMidRunGoesBackToTheStart() {
        let screen = OnScreen()
        let run = screen.count(from: 0, to: 1000, duration: 0.8) { $0.reverse() }
        let numbers = run.texts.compactMap { Int($0.replacingOccurrences(of: ",", with: "")) }
        let peak = numbers.max() ?? 0
        #expect(peak >= 250 && peak < 600, "turned around where it was: \(run.texts)")
        #expect(run.texts.last == "0" && run.tween?.state == .finished)
    }

    @Test func aBackgroundRoundTripNeitherCompletesEarlyNorJumps() {
        let screen = OnScreen()
        let engine = TweenEngine.shared
        let run = screen.count(from: 0, to: 1000, duration: 0.8) { _ in
            engine.enterBackground()
            screen.spin(for: 0.3)
            engine.enterForeground()
        }
        let numbers = run.texts.compactMap { Int($0.replacingOccurrences(of: ",", with: "")) }
        #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $1 - $0 < 300 }, "no jump: \(run.texts)")
        #expect(run.texts.last == "1,000" && run.tween?.state == .finished)
    }

    @Test func keyValueChecksAcceptAndRefuseOnRealObjects() {
        let layer = CALayer()
        let scale = Tween(object: layer, key: "transform.scale", to: 2.0, duration: 0.1)
        scale.start()
        #expect(scale.state != .failed)
        // Through a mapper the key cannot be read back, so the start is given (WriteOnlyTargetTests checks the
        // same shape on Linux: without `from` it fails, naming the property).
        let color = Tween<Double>(object: layer, key: "backgroundColor", from: 0, to: 1, duration: 0.1) { _ in
            CGColor(gray: 0.5, alpha: 1)
        }
        color.start()
        #expect(color.state != .failed, "a CGColor for a layer's backgroundColor")
        var result: TweenResult?
        Tween(object: layer, key: "noSuchKey", to: 1.0, duration: 0.1).onComplete { result = $0 }.start()
        #expect(result == .failed(.unknownKey(key: "noSuchKey", type: "CALayer")))
        var wrong: TweenResult?
        Tween(object: layer, key: "transform.scale.w", to: 1.0, duration: 0.1).onComplete { wrong = $0 }.start()
        #expect(wrong == .failed(.unknownKey(key: "transform.scale.w", type: "CALayer")))
        scale.cancel()
        color.cancel()
    }

    @Test func anNSObjectTargetIsReleasedAfterItsOwnerLetsGo() {
        let screen = OnScreen()
        var thermometer: Thermometer? = Thermometer()
        let gone = WeakBox(thermometer)
        var result: TweenResult?
        Tween(thermometer!, \.level, to: 10, duration: 1).onComplete { result = $0 }.start()
        screen.spin(for: 0.1)
        thermometer = nil
        screen.spin(for: 0.2)
        #expect(gone.object == nil && result == .cancelled)
    }

    #if canImport(UIKit)
    @Test func aCellsBounceSurvivesLayoutAndResetsForReuse() {
        let cell = SlowCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        cell.selectWithBounce(true, animated: false)
        #expect(cell.contentView.layer.sublayerTransform.m11 == 0.9, "what the content view holds is scaled")
        #expect(CATransform3DIsIdentity(cell.contentView.layer.transform), "not the content view itself")
        cell.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        #expect(cell.contentView.layer.sublayerTransform.m11 == 0.9, "layout set the content view's frame: kept")
        cell.prepareForReuse()
        #expect(CATransform3DIsIdentity(cell.contentView.layer.sublayerTransform), "reused at full size")
    }
    #endif

    @Test func onMacOSCoreAnimationIsTheClock() {
        let screen = OnScreen()
        #if os(macOS)
        #expect(screen.coreAnimationRuns, "an NSWindow on screen: Core Animation runs the count")
        #endif
        let run = screen.count(from: 0, to: 100, duration: 0.3)
        if screen.coreAnimationRuns, let layer = LayerHostProbe.layer(of: screen.text) {
            #expect(
                layer.sublayers?.contains { $0 is TweenLayer } == true,
                "the clock layer stays, idle, for the next count")
        }
        #expect(run.texts.last == "100")
    }
}
#endif
