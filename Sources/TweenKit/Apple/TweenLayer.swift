#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore

/// The Core Animation clock: a layer whose animatable `localTime` Core Animation moves along one
/// `ClockSegment` with a linear `CABasicAnimation`, and which tells its `tweenDelegate` when that
/// animation starts, each local time it presents, and when it stops. It draws nothing, and decides
/// nothing: TweenKit's core applies the curve and judges every report.
///
/// TweenKit makes and hosts these itself for tweens whose target (or `host`) is a view or a layer; you
/// meet one only in a layer tree, or to listen to it:
///
/// ```swift
/// let clockLayers = view.layer.sublayers?.compactMap { $0 as? TweenLayer } ?? []
/// clockLayers.first?.localTime     // the local time of the tween it plays
/// ```
public final class TweenLayer: CALayer, CAAnimationDelegate {
    /// The key of the animated property.
    public static let clockKey = "localTime"
    static let segmentKey = "TweenKitSegment"

    /// The local time on show: Core Animation interpolates it, so it is `@NSManaged` (a dynamic property
    /// that Core Animation animates and copies into presentation layers).
    @NSManaged public var localTime: Double
    /// The id of the segment its animation plays (copied into presentation layers with the rest).
    public internal(set) var segmentID: Int?
    /// Who hears about starts, displayed times and stops (held weakly).
    public weak var tweenDelegate: TweenLayerDelegate?
    /// Whether a tween uses it now; an idle one waits in its host's tree for the host's next tween.
    var isInUse = false

    public override init() {
        super.init()
        localTime = 0
    }

    /// Makes a presentation copy: copies everything `display()` needs, since Core Animation may call
    /// `display()` on the copy.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? TweenLayer {
            segmentID = other.segmentID
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

    /// No implicit animation for any key: the clock's animation is added explicitly.
    public override func action(forKey event: String) -> CAAction? {
        nil
    }

    /// Reports the presented time: its own on a presentation copy; the presentation copy's on the model
    /// layer (nil before the layer's first commit, when it has none). Only reports: Core Animation calls
    /// this while it prepares a commit, so the report moves the tween's playhead and the display link's
    /// next frame writes the value and runs any handler.
    public override func display() {
        let isPresentationCopy = model() !== self
        let shown = isPresentationCopy ? localTime : presentation()?.localTime
        let id = segmentID
        // Only values that may cross to the main actor are captured (not the layer itself).
        let delegate = tweenDelegate
        onMainThread { delegate?.tweenLayerDidDisplay(shown, segment: id) }
    }

    public func animationDidStart(_ animation: CAAnimation) {
        let id = animation.value(forKey: Self.segmentKey) as? Int
        let delegate = tweenDelegate
        onMainThread { delegate?.tweenLayerDidStart(segment: id) }
    }

    public func animationDidStop(_ animation: CAAnimation, finished: Bool) {
        let id = animation.value(forKey: Self.segmentKey) as? Int
        let delegate = tweenDelegate
        onMainThread { delegate?.tweenLayerDidStop(segment: id, finished: finished) }
    }
}
#endif
