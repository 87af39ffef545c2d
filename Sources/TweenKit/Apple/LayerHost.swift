#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// A `TweenLayer` in its host's layer tree, for one tween, each clock operation one Core Animation call: made when the
/// tween plays, taken out of the tree and let go of when it stops, pauses or its host leaves the window.
@MainActor
final class TweenLayerSite: ClockLayer {
    private weak var host: CALayer?
    private var layer: TweenLayer?
    weak var playable: Playable?

    private init(host: CALayer) { self.host = host }

    /// A clock for a view or a layer; nil for anything else, and on macOS for a view that is not layer-backed (making it
    /// so would change how its whole subtree draws).
    static func clock(forHost host: AnyObject) -> SegmentClock? {
        if let layer = host as? CALayer { return TweenLayerSite(host: layer) }
        #if canImport(UIKit)
        return (host as? UIView).map { TweenLayerSite(host: $0.layer) }
        #elseif canImport(AppKit)
        return (host as? NSView)?.layer.map { TweenLayerSite(host: $0) }
        #else
        return nil
        #endif
    }

    func time(at now: Double) -> Double? {
        guard let host, Self.isOnScreen(host) else { return nil }
        return host.convertTime(now, from: nil)
    }

    func play(_ segment: ClockSegment) {
        guard let host else { return }
        let layer = self.layer ?? TweenLayer()
        self.layer = layer
        let animation = CABasicAnimation(keyPath: TweenLayer.key)
        animation.fromValue = CGPoint(x: segment.fromLocal, y: Double(segment.id))
        animation.toValue = CGPoint(x: segment.toLocal, y: Double(segment.id))
        animation.duration = segment.duration
        // In the layer's time, so the tree's timing moves it; never 0, which Core Animation reads as "now".
        animation.beginTime = segment.begin == 0 ? .leastNonzeroMagnitude : segment.begin
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false  // its end stays on show; the tween removes it when it ends
        animation.timingFunction = CAMediaTimingFunction(name: .linear)  // the tween applies the curve
        animation.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 120)
        animation.delegate = TweenLayerStop(segment: segment.id, playable: playable)
        CATransaction.withoutActions {
            if layer.superlayer !== host { host.addSublayer(layer) }
            layer.clock = TweenLayer.noTime
            layer.playable = playable
            layer.add(animation, forKey: TweenLayer.key)
        }
    }

    func stop() {
        guard let layer else { return }
        self.layer = nil
        layer.playable = nil
        CATransaction.withoutActions {
            layer.removeAllAnimations()
            layer.removeFromSuperlayer()
        }
    }

    func afterCommit(_ body: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { onMainThread(promised: true, body) }
    }

    /// Whether the layer's tree ends in a view in a visible window (with a scene, on iOS), with no hidden
    /// layer on the way: only then does Core Animation display it.
    static func isOnScreen(_ layer: CALayer) -> Bool {
        var root = layer
        while true {
            if root.isHidden { return false }
            guard let parent = root.superlayer else { break }
            root = parent
        }
        #if canImport(UIKit)
        guard let view = root.delegate as? UIView, let window = view as? UIWindow ?? view.window else { return false }
        return !window.isHidden && window.windowScene != nil
        #elseif canImport(AppKit)
        return (root.delegate as? NSView)?.window?.isVisible == true
        #else
        return false
        #endif
    }
}
#endif
