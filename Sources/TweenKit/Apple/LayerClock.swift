#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// The Core Animation driver: plays one playable on a `TweenLayer` added to its host's layer tree, one
/// segment at a time, and relays what the layer shows back to the core. `TweenEngine.shared` uses it for
/// every playable hosted by a view or a layer (`clock(forHost:)`). Core Animation runs only layers in a
/// window, so a host that is not on screen when a segment starts (a view still being set up in
/// `viewDidLoad`, say) hands the playable to the display link instead.
@MainActor
final class LayerClock: SegmentClock, TweenLayerDelegate {
    private weak var hostLayer: CALayer?
    private weak var playable: Playable?
    private var layer: TweenLayer?

    init(hostLayer: CALayer) {
        self.hostLayer = hostLayer
    }

    /// A clock for a view or a layer; nil for anything else (the engine's display link runs those).
    static func clock(forHost host: AnyObject) -> SegmentClock? {
        guard let layer = hostLayer(of: host) else { return nil }
        return LayerClock(hostLayer: layer)
    }

    static func hostLayer(of host: AnyObject) -> CALayer? {
        if let layer = host as? CALayer { return layer }
        #if canImport(UIKit)
        if let view = host as? UIView { return view.layer }
        #elseif canImport(AppKit)
        if let view = host as? NSView { view.wantsLayer = true; return view.layer }
        #endif
        return nil
    }

    func play(_ segment: ClockSegment, for playable: Playable) -> Bool {
        guard let hostLayer, Self.isOnScreen(hostLayer) else { return false }
        self.playable = playable
        let layer = self.layer ?? makeLayer()
        if layer.superlayer !== hostLayer { hostLayer.addSublayer(layer) }
        layer.play(segment)
        return true
    }

    func halt(ended: Bool) {
        layer?.halt()
        guard ended, let layer else { return }
        self.layer = nil
        // It leaves its host once its playable is done with it: after the current display pass, since
        // this may run inside the layer's own `display()`.
        Task { @MainActor in layer.removeFromSuperlayer() }
    }

    private func makeLayer() -> TweenLayer {
        let layer = TweenLayer()
        // Tiny and empty: it must be in the render tree for Core Animation to display it, and draws nothing.
        layer.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        layer.tweenDelegate = self
        self.layer = layer
        return layer
    }

    // MARK: TweenLayerDelegate

    func tweenLayer(_ layer: TweenLayer, didReach localTime: Double, segment: ClockSegment) {
        playable?.clockDidReach(localTime, segment: segment.id)
    }

    func tweenLayer(_ layer: TweenLayer, didStop segment: ClockSegment, finished: Bool) {
        let attached = hostLayer.map(Self.isOnScreen) ?? false
        playable?.clockDidStop(segment: segment.id, finished: finished, hostAttached: attached)
    }

    /// Whether the layer's tree ends in a view that is in a window: only then does Core Animation run it.
    static func isOnScreen(_ layer: CALayer) -> Bool {
        var root = layer
        while let parent = root.superlayer { root = parent }
        #if canImport(UIKit)
        guard let view = root.delegate as? UIView else { return false }
        if let window = view as? UIWindow { return !window.isHidden }   // the top of every on-screen tree
        return view.window != nil
        #elseif canImport(AppKit)
        return (root.delegate as? NSView)?.window != nil
        #else
        return false
        #endif
    }
}
#endif
