#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore
#if canImport(UIKit)
import UIKit
#elseif os(macOS)
import AppKit
#endif

/// A reusable effect: adopt it and `selectWithBounce(_:)` works, with nothing to implement. It needs only a layer, so
/// any `UIView`, `NSView` or `CALayer` subclass can adopt it (a table cell and a collection cell alike).
///
/// ```swift
/// final class PhotoCell: UICollectionViewCell, BounceSelect {}
/// cell.selectWithBounce(true)               // 1 → 0.8 → 0.9 over 0.2 s, and it stays at 0.9
/// cell.selectWithBounce(false)              // back to 1
///
/// final class SlowCell: UITableViewCell, BounceSelect {
///     var bounceEffect: BounceEffect { BounceEffect(duration: 0.4) }   // override the default duration
///     override func prepareForReuse() {
///         super.prepareForReuse()
///         resetBounce()                          // a reused cell starts at full size
///     }
/// }
/// ```
///
/// A table or collection cell scales what its content view holds (the content layer's `sublayerTransform`): the cell
/// sets its content view's frame on every layout. A reused cell keeps its resting scale until told: call
/// `resetBounce()` in `prepareForReuse()`, or `selectWithBounce(_:animated: false)` when configuring it.
@MainActor
public protocol BounceSelect: AnyObject {
    /// The layer to scale.
    var bounceLayer: CALayer? { get }
    /// Whether to scale the layer's sublayers (its `sublayerTransform`) rather than the layer (its
    /// `transform`): true for table and collection cells, whose content view's frame layout sets.
    var bouncesSublayers: Bool { get }
    /// The effect's timing and scales; `BounceEffect()` (0.2 s) unless overridden.
    var bounceEffect: BounceEffect { get }
}

extension BounceSelect {
    public var bounceEffect: BounceEffect { BounceEffect() }
    public var bouncesSublayers: Bool { false }

    /// Back to full size at once, with no bounce in flight: for a reused cell (`prepareForReuse()`).
    public func resetBounce() { selectWithBounce(false, animated: false) }

    /// Plays the bounce for selecting or deselecting. The scale is composed into the layer's own `transform` about its
    /// centre (x and y only), so a transform the app set is kept, and a bounce that starts while another is on show
    /// starts from the scale on show. The resting scale is set first, so nothing snaps back when the animation ends (on
    /// an AppKit view, which owns its layer's transform, the animation holds it instead). Not animated, or with Reduce
    /// Motion on, it only takes the final scale; so does an invalid `bounceEffect` (a debug build says why).
    public func selectWithBounce(_ selected: Bool, animated: Bool = true) {
        guard let layer = bounceLayer else { return }
        let effect = bounceEffect
        let property = BounceRecord.Property(sublayers: bouncesSublayers)
        let record = BounceRecord(layer)
        let now = CACurrentMediaTime()
        let plan: BounceEffect.Plan
        do {
            plan = try effect.plan(
                selecting: selected, animated: animated, reducesMotion: TweenEngine.shared.reducesMotion,
                presentedScale: record.presentedScale(at: now))
        } catch {
            TweenDiagnostics.say("bounce effect not played: \(error)")
            plan = BounceEffect.Plan(restingScale: effect.restingScale(selecting: selected), keyframes: nil)
        }
        // The transform without the last bounce's scale: the app's own.
        let current = property.read(layer)
        let base = record.held ? current : BounceRecord.scaled(current, by: 1 / record.scale, about: layer)
        layer.removeAnimation(forKey: BounceRecord.animationKey)
        let holdsByAnimation = BounceRecord.holdsByAnimation(layer)
        let resting = BounceRecord.scaled(base, by: plan.restingScale, about: layer)
        if !holdsByAnimation { CATransaction.withoutActions { property.write(resting, layer) } }
        record.store(scale: plan.restingScale, keyframes: plan.keyframes, began: now, held: holdsByAnimation, on: layer)
        // Held by an animation, even a jump to the resting scale is one (a zero duration means 0.25 s).
        let jump = BounceEffect.Keyframes(values: [plan.restingScale], keyTimes: [0], duration: 1e-3)
        guard let keyframes = plan.keyframes ?? (holdsByAnimation ? jump : nil) else { return }
        let animation = CAKeyframeAnimation(keyPath: property.keyPath)
        animation.values = keyframes.values.map {
            NSValue(caTransform3D: BounceRecord.scaled(base, by: $0, about: layer))
        }
        animation.keyTimes = keyframes.keyTimes.map { NSNumber(value: $0) }
        animation.duration = keyframes.duration
        animation.timingFunctions = Array(
            repeating: CAMediaTimingFunction(name: .easeInEaseOut), count: max(keyframes.values.count - 1, 0))
        if holdsByAnimation {
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
        }
        layer.add(animation, forKey: BounceRecord.animationKey)
    }
}

/// What the last bounce left on a layer, kept in the layer's own key-value storage (a `CALayer` keeps values for keys
/// it does not define): its resting scale, keyframes and start, to undo its scale and to know the scale on show.
struct BounceRecord {
    static let animationKey = "TweenKit.bounce"
    private static let scaleKey = "TweenKit.bounce.scale"
    private static let valuesKey = "TweenKit.bounce.values"
    private static let timesKey = "TweenKit.bounce.times"
    private static let durationKey = "TweenKit.bounce.duration"
    private static let beganKey = "TweenKit.bounce.began"
    private static let heldKey = "TweenKit.bounce.held"

    let scale: Double
    let keyframes: BounceEffect.Keyframes?
    let began: Double
    /// Whether the scale is held by the animation rather than the model transform.
    let held: Bool

    init(_ layer: CALayer) {
        let scale = layer.value(forKey: Self.scaleKey) as? Double ?? 1
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        if let values = layer.value(forKey: Self.valuesKey) as? [Double],
            let times = layer.value(forKey: Self.timesKey) as? [Double],
            let duration = layer.value(forKey: Self.durationKey) as? Double
        {
            keyframes = BounceEffect.Keyframes(values: values, keyTimes: times, duration: duration)
        } else {
            keyframes = nil
        }
        began = layer.value(forKey: Self.beganKey) as? Double ?? 0
        held = layer.value(forKey: Self.heldKey) as? Bool ?? false
    }

    /// The scale on show at `now` when a bounce is in flight; nil when none is.
    func presentedScale(at now: Double) -> Double? {
        guard let keyframes, now - began < keyframes.duration else { return nil }
        return keyframes.value(at: now - began)
    }

    func store(scale: Double, keyframes: BounceEffect.Keyframes?, began: Double, held: Bool, on layer: CALayer) {
        layer.setValue(scale, forKey: Self.scaleKey)
        layer.setValue(keyframes?.values, forKey: Self.valuesKey)
        layer.setValue(keyframes?.keyTimes, forKey: Self.timesKey)
        layer.setValue(keyframes?.duration, forKey: Self.durationKey)
        layer.setValue(began, forKey: Self.beganKey)
        layer.setValue(held, forKey: Self.heldKey)
    }

    /// The transform a bounce scales: the layer's own, or its sublayers' (both about the layer's anchor point).
    struct Property {
        let keyPath: String

        init(sublayers: Bool) { keyPath = sublayers ? "sublayerTransform" : "transform" }

        @MainActor func read(_ layer: CALayer) -> CATransform3D {
            keyPath == "transform" ? layer.transform : layer.sublayerTransform
        }

        @MainActor func write(_ value: CATransform3D, _ layer: CALayer) {
            if keyPath == "transform" { layer.transform = value } else { layer.sublayerTransform = value }
        }
    }

    /// `transform` with a scale of `factor` in x and y about the layer's centre, applied before it.
    static func scaled(_ transform: CATransform3D, by factor: Double, about layer: CALayer) -> CATransform3D {
        let centre = CGPoint(
            x: (0.5 - layer.anchorPoint.x) * layer.bounds.width, y: (0.5 - layer.anchorPoint.y) * layer.bounds.height)
        let moved = CATransform3DTranslate(transform, centre.x, centre.y, 0)
        return CATransform3DTranslate(CATransform3DScale(moved, factor, factor, 1), -centre.x, -centre.y, 0)
    }

    /// An AppKit view owns its layer's geometry and may set the transform again: the animation holds the scale.
    static func holdsByAnimation(_ layer: CALayer) -> Bool {
        #if os(macOS)
        return layer.delegate is NSView
        #else
        return false
        #endif
    }
}

#if canImport(UIKit)
extension BounceSelect where Self: UIView {
    public var bounceLayer: CALayer? { layer }
}

extension BounceSelect where Self: UICollectionViewCell {
    /// The content view's layer: the collection view applies layout attributes to the cell's own.
    public var bounceLayer: CALayer? { contentView.layer }
    /// True: the cell sets its content view's frame on layout, so what it holds is scaled instead.
    public var bouncesSublayers: Bool { true }
}

extension BounceSelect where Self: UITableViewCell {
    /// The content view's layer: the table view lays out the cell's own.
    public var bounceLayer: CALayer? { contentView.layer }
    /// True: the cell sets its content view's frame on layout, so what it holds is scaled instead.
    public var bouncesSublayers: Bool { true }
}
#elseif os(macOS)
extension BounceSelect where Self: NSView {
    /// The view's layer: nil until the view is layer-backed (`wantsLayer = true`).
    public var bounceLayer: CALayer? { layer }
}
#endif

extension BounceSelect where Self: CALayer {
    public var bounceLayer: CALayer? { self }
}
#endif
