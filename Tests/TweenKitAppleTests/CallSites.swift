// The README's Apple call sites: compiled with the Apple tests (and type-checked for iOS on Linux with
// the module's sources), so the README's examples always build.
#if canImport(UIKit)
import UIKit
import QuartzCore
#if TWEENKIT_APPLE_TESTS  // unset when type-checked on Linux as part of the module itself
import TweenKit
#endif

final class PhotoCell: UICollectionViewCell, BounceSelect {}
final class SlowCell: UITableViewCell, BounceSelect {
    var bounceEffect: BounceEffect { BounceEffect(duration: 0.4) }
    override func prepareForReuse() {
        super.prepareForReuse()
        resetBounce()  // a reused cell starts at full size
    }
}
final class BadgeLayer: CALayer, BounceSelect {}

@MainActor func sampleCalls(
    label: UILabel, button: UIButton, view: UIView, text: CATextLayer, cell: PhotoCell, badge: BadgeLayer
) throws {
    label.tween.count(from: 0, to: 1250, duration: 2, format: .integer)
    label.tween.count(to: 19.99, duration: 1, format: .currency("USD"))
    button.tween.count(to: 42, duration: 1)
    text.tween.count(to: 1250, duration: 2)
    let digits = UIFont.monospacedDigitSystemFont(ofSize: 34, weight: .bold)
    Tween.count(label, \.attributedText, to: 1250, duration: 2, format: .integer) { text in
        NSAttributedString(string: text, attributes: [.font: digits])
    }.start()
    label.tween.count(\.attributedText, to: 1250, duration: 2) { NSAttributedString(string: $0) }
    Tween.count(label, \.attributedText, to: 1250, duration: 2) {
        NSAttributedString(string: $0, attributes: [.kern: 2])
    }
    .start()
    let t = Tween(object: label, key: "text", from: 0.0, to: 1250.0, duration: 2) { "\(Int($0))" }
    t.start()
    Tween(object: label, key: "text", from: 0, to: 1250, duration: 2, mapper: { "\($0)" }).start()
    Tween(object: view, key: "alpha", to: 0.0, duration: 0.3).start()
    view.tween.to(\.alpha, 0, duration: 0.3)
    try view.tween.queue.enqueue(Tween(object: view, key: "alpha", to: 1.0, duration: 0.3))
    view.tween.queue.start()
    cell.selectWithBounce(true)
    cell.selectWithBounce(false, animated: false)
    cell.resetBounce()
    badge.selectWithBounce(true)
    TweenEngine.shared.backgroundPolicy = .finish
    let engine = TweenEngine(driver: DisplayLinkDriver(preferredFramesPerSecond: 60))
    _ = engine
    // Colours, edge insets, flicks and retargeting.
    view.tween.to(\.backgroundColor, .red, duration: 0.3)
    view.tween.to(\.tintColor, .systemBlue, duration: 0.3, mixing: .linear)
    view.layer.tween.to(\.borderColor, UIColor.white.cgColor, duration: 0.3)
    Tween(view, \.backgroundColor, to: .systemGreen, duration: 0.4).mixing(.device).start()
    Tween(view.layer, \.shadowColor, from: UIColor.black.cgColor, to: RGBAColor(hex: 0x34C759).cgColor, duration: 1)
        .start()
    let swatch = RGBAColor(UIColor.systemPink).uiColor
    _ = swatch
    Tween(view, \.layoutMargins, to: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), duration: 0.3).start()
    let margins = Tween(view, \.directionalLayoutMargins, to: .zero, duration: 0.3, curve: .easeOut)
    margins.start()
    _ = margins.velocity
    let slide = Tween(view, \.center, to: CGPoint(x: 200, y: 300), duration: 0.5, curve: .easeInOutCubic)
    slide.start()
    _ = slide.retarget(to: CGPoint(x: 20, y: 40))
    Tween(view, \.center, velocity: CGPoint(x: 900, y: -300), decay: .normal).start()
    Tween(view, \.transform, to: CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2), duration: 0.5).start()
    var flipped = CATransform3DIdentity
    flipped.m34 = -1 / 500
    flipped = CATransform3DRotate(flipped, .pi, 0, 1, 0)
    Tween(view.layer, \.transform, to: flipped, duration: 0.6, curve: .easeInOutCubic).start()
    view.tween.to(\.transform, .identity, duration: 0.3)
    let orbit = MotionPath(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 120), transform: nil))
    Tween(view, \.center, along: orbit, duration: 4, curve: .linear).start()
    Tween(along: orbit, duration: 4) { place in
        view.center = place.point
        view.transform = CGAffineTransform(rotationAngle: place.angle)
    }
    .start()
}

/// The Core Animation article's interactive transition: a container's layer tree paused and scrubbed (QA1673), and a
/// count scrubbed beside a property animator.
@MainActor func interactiveTransitionCalls(container: UIView, label: UILabel, animator: UIViewPropertyAnimator) {
    let layer = container.layer
    let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = paused
    let count = label.tween.count(to: 1000, duration: 1)
    layer.timeOffset = paused + 0.5 * 1.0
    let offset = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - offset
    animator.fractionComplete = 0.5
    count?.scrub(to: 0.5)
}
#endif
