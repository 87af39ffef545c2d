#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore

/// Receives what a `TweenLayer` shows: the local time Core Animation reached, and how a segment stopped.
/// Named so it does not clash with `CALayer.delegate`, which a view's layer must keep pointing at its view.
@MainActor
public protocol TweenLayerDelegate: AnyObject {
    /// The layer displayed `localTime`, a point of its current `segment`.
    func tweenLayer(_ layer: TweenLayer, didReach localTime: Double, segment: ClockSegment)
    /// The animation of `segment` stopped: `finished` when it ran to its end (`animationDidStop(_:finished:)`).
    func tweenLayer(_ layer: TweenLayer, didStop segment: ClockSegment, finished: Bool)
}

/// The Core Animation clock of the original design: a layer whose animatable `localTime` Core Animation
/// moves along one `ClockSegment` with a linear `CABasicAnimation`, and whose `display()` hands each
/// presented time to its `tweenDelegate`. It draws nothing. The curve, the states and every decision
/// stay in the core; the layer is a clock only.
///
/// TweenKit makes and hosts these itself (see `Playable.host`); you need one directly only to drive
/// something of your own:
///
/// ```swift
/// let layer = TweenLayer()
/// layer.tweenDelegate = myDelegate
/// view.layer.addSublayer(layer)
/// layer.play(segment)       // Core Animation now calls back with each displayed local time
/// ```
public final class TweenLayer: CALayer, CAAnimationDelegate {
    /// The key of the animated property.
    public static let clockKey = "localTime"
    private static let segmentKey = "TweenKitSegment"

    /// The local time on show: Core Animation interpolates it, so it is `@NSManaged` (a dynamic property
    /// that Core Animation animates and copies into presentation layers).
    @NSManaged public var localTime: Double
    /// The segment being played (copied into presentation layers, whose `display()` needs it).
    public private(set) var segment: ClockSegment?
    /// Who hears about displayed times and stops (held weakly).
    public weak var tweenDelegate: TweenLayerDelegate?

    public override init() {
        super.init()
        localTime = 0
    }

    /// Makes the presentation copy: copies everything `display()` needs, as Core Animation may call
    /// `display()` on the copy.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? TweenLayer {
            segment = other.segment
            tweenDelegate = other.tweenDelegate
            localTime = other.localTime
        }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override class func needsDisplay(forKey key: String) -> Bool {
        key == clockKey || super.needsDisplay(forKey: key)
    }

    /// The animation for `localTime`: the current segment, linear, starting after its wait in this
    /// layer's time space, holding its first value during the wait. No implicit action for any other key.
    public override func action(forKey event: String) -> CAAction? {
        guard event == Self.clockKey, let segment else { return nil }
        let animation = CABasicAnimation(keyPath: Self.clockKey)
        animation.fromValue = segment.fromLocal
        animation.toValue = segment.toLocal
        animation.duration = segment.duration
        animation.beginTime = convertTime(CACurrentMediaTime(), from: nil) + segment.wait
        animation.fillMode = .backwards
        animation.timingFunction = CAMediaTimingFunction(name: .linear)   // the core applies the curve
        animation.setValue(segment.id, forKey: Self.segmentKey)
        animation.delegate = self   // retained by the animation until it stops
        return animation
    }

    /// Plays `segment`, replacing the one before: setting the model value to its end makes Core Animation
    /// ask `action(forKey:)` for the animation, and the model value is then already the final one.
    public func play(_ segment: ClockSegment) {
        removeAnimation(forKey: Self.clockKey)
        self.segment = segment
        CATransaction.begin()
        CATransaction.setDisableActions(false)
        localTime = segment.toLocal
        CATransaction.commit()
    }

    /// Stops the current segment where it is, without an animation.
    public func halt() {
        let shown = presentation()?.localTime ?? localTime
        segment = nil
        removeAnimation(forKey: Self.clockKey)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        localTime = shown
        CATransaction.commit()
    }

    /// Hands the presented time to the delegate. Core Animation calls this on the main thread, for every
    /// frame in which `localTime` changes, on this layer or on its presentation copy.
    public override func display() {
        guard let segment else { return }
        let shown = presentation()?.localTime ?? localTime
        runOnMainQueue { tweenDelegate?.tweenLayer(self, didReach: shown, segment: segment) }
    }

    public func animationDidStop(_ animation: CAAnimation, finished: Bool) {
        guard let id = animation.value(forKey: Self.segmentKey) as? Int else { return }
        runOnMainQueue {
            // Only the current segment's stop matters; a replaced one reports with its own id and is ignored.
            guard let segment, segment.id == id else { return }
            tweenDelegate?.tweenLayer(self, didStop: segment, finished: finished)
        }
    }
}
#endif
