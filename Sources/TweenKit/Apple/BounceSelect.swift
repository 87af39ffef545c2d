#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore
#if canImport(UIKit)
import UIKit
#elseif os(macOS)
import AppKit
#endif

/// The original design's reusable effect, protocol-oriented: adopt it and `selectWithBounce(_:)` works,
/// with nothing to implement. It needs only a layer, so any `UIView`, `NSView` or `CALayer` subclass
/// can adopt it (a table cell and a collection cell alike, with no common superclass).
///
/// ```swift
/// final class PhotoCell: UICollectionViewCell, BounceSelect {}
/// cell.selectWithBounce(true)               // 1 → 0.8 → 0.9 over 0.2 s, and it stays at 0.9
/// cell.selectWithBounce(false)              // back to 1
///
/// final class SlowCell: UITableViewCell, BounceSelect {
///     var bounceEffect: BounceEffect { BounceEffect(duration: 0.4) }   // override the default duration
/// }
/// ```
@MainActor
public protocol BounceSelect: AnyObject {
    /// The layer to scale.
    var bounceLayer: CALayer? { get }
    /// The effect's timing and scales; `BounceEffect()` (0.2 s) unless overridden.
    var bounceEffect: BounceEffect { get }
}

extension BounceSelect {
    public var bounceEffect: BounceEffect { BounceEffect() }

    /// Plays the bounce for selecting or deselecting. The layer's model scale is set to the final state
    /// first, so nothing snaps back when the animation ends. Not animated, or with Reduce Motion on, it
    /// only takes the final scale; so does an invalid `bounceEffect` (a debug build prints why).
    public func selectWithBounce(_ selected: Bool, animated: Bool = true) {
        guard let layer = bounceLayer else { return }
        let plan: BounceEffect.Plan
        do {
            plan = try bounceEffect.plan(selecting: selected, animated: animated, reducesMotion: TweenEngine.shared.reducesMotion)
        } catch {
            #if DEBUG
            print("TweenKit: bounce effect not played: \(error)")
            #endif
            plan = BounceEffect.Plan(restingScale: bounceEffect.restingScale(selecting: selected), keyframes: nil)
        }
        let key = "transform.scale"
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.setValue(plan.restingScale, forKeyPath: key)
        CATransaction.commit()
        guard let keyframes = plan.keyframes else {
            layer.removeAnimation(forKey: BounceSelectKey.animation)
            return
        }
        let animation = CAKeyframeAnimation(keyPath: key)
        animation.values = keyframes.values
        animation.keyTimes = keyframes.keyTimes.map { NSNumber(value: $0) }
        animation.duration = keyframes.duration
        animation.timingFunctions = Array(repeating: CAMediaTimingFunction(name: .easeInEaseOut), count: keyframes.values.count - 1)
        layer.add(animation, forKey: BounceSelectKey.animation)
    }
}

enum BounceSelectKey {
    static let animation = "TweenKit.bounce"
}

#if canImport(UIKit)
extension BounceSelect where Self: UIView {
    public var bounceLayer: CALayer? { layer }
}
#elseif os(macOS)
extension BounceSelect where Self: NSView {
    public var bounceLayer: CALayer? {
        wantsLayer = true
        return layer
    }
}
#endif

extension BounceSelect where Self: CALayer {
    public var bounceLayer: CALayer? { self }
}
#endif
