#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

extension LayerClock {
    /// A clock for a view or a layer; nil for anything else (the engine's display link runs those).
    static func clock(forHost host: AnyObject) -> SegmentClock? {
        guard let hostLayer = TweenLayerSite.hostLayer(of: host) else { return nil }
        return LayerClock(layer: TweenLayerSite(hostLayer: hostLayer))
    }
}

/// A `TweenLayer` in its host's layer tree: each of the clock's operations is one Core Animation call.
///
/// A clock layer stays in its host's tree when its tween ends, idle, and the host's next tween uses it:
/// adding and removing a sublayer per tween would mark the host for layout twice each time.
@MainActor
final class TweenLayerSite: ClockLayer {
    private let layer: TweenLayer
    private weak var hostLayer: CALayer?

    init(hostLayer: CALayer) {
        self.hostLayer = hostLayer
        layer =
            Self.idleLayer(in: hostLayer)
            ?? {
                let made = TweenLayer()
                // Tiny and empty: it must be in the render tree for Core Animation to display it, and draws nothing.
                made.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
                return made
            }()
        layer.isInUse = true
    }

    /// A clock layer of the host's whose tween has ended.
    private static func idleLayer(in hostLayer: CALayer) -> TweenLayer? {
        for sublayer in hostLayer.sublayers ?? [] {
            if let layer = sublayer as? TweenLayer, !layer.isInUse { return layer }
        }
        return nil
    }

    var events: TweenLayerDelegate? {
        get { layer.tweenDelegate }
        set { layer.tweenDelegate = newValue }
    }

    var isHostOnScreen: Bool { hostLayer.map(Self.isOnScreen) ?? false }

    func enterHost() {
        guard let hostLayer, layer.superlayer !== hostLayer else { return }
        withoutActions { hostLayer.addSublayer(layer) }
    }

    func leaveHost() {
        // Idle in its host's tree, for the host's next tween; it reports nothing to anyone meanwhile.
        layer.removeAnimation(forKey: TweenLayer.clockKey)
        layer.tweenDelegate = nil
        layer.segmentID = nil
        layer.isInUse = false
    }

    func setModelTime(_ time: Double) {
        withoutActions { layer.localTime = time }
    }

    func addAnimation(for segment: ClockSegment) {
        let animation = CABasicAnimation(keyPath: TweenLayer.clockKey)
        animation.fromValue = segment.fromLocal
        animation.toValue = segment.toLocal
        animation.duration = segment.duration
        // Engine time is Core Animation's media time; the animation's own is the layer's time space.
        animation.beginTime = layer.convertTime(segment.startTime + segment.wait, from: nil)
        animation.fillMode = .backwards
        animation.timingFunction = CAMediaTimingFunction(name: .linear)  // the core applies the curve
        animation.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 120)
        animation.setValue(segment.id, forKey: TweenLayer.segmentKey)
        animation.delegate = layer  // retained by the animation until it stops
        layer.segmentID = segment.id
        layer.add(animation, forKey: TweenLayer.clockKey)
    }

    func removeClockAnimation() {
        layer.removeAnimation(forKey: TweenLayer.clockKey)
    }

    private func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    static func hostLayer(of host: AnyObject) -> CALayer? {
        if let layer = host as? CALayer { return layer }
        #if canImport(UIKit)
        if let view = host as? UIView { return view.layer }
        #elseif canImport(AppKit)
        if let view = host as? NSView {
            view.wantsLayer = true
            return view.layer
        }
        #endif
        return nil
    }

    /// Whether the layer's tree ends in a view that is in a visible window with a scene, with no hidden
    /// layer on the way: only then does Core Animation display it.
    static func isOnScreen(_ layer: CALayer) -> Bool {
        var root = layer
        while true {
            if root.isHidden { return false }
            guard let parent = root.superlayer else { break }
            root = parent
        }
        #if canImport(UIKit)
        guard let view = root.delegate as? UIView else { return false }
        guard let window = view as? UIWindow ?? view.window else { return false }
        return !window.isHidden && window.windowScene != nil
        #elseif canImport(AppKit)
        return (root.delegate as? NSView)?.window != nil
        #else
        return false
        #endif
    }
}
#endif
