#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore

/// The layer through which Core Animation plays a tween hosted by a view or a layer: Core Animation animates
/// its `@NSManaged` `localTime`, in the layer tree's time, and its presentation copy's `display()` hands each
/// presented time to the tween, which writes its value there. It draws nothing. TweenKit puts one into the
/// host's tree while the tween plays and takes it out when it ends.
final class TweenLayer: CALayer {
    static let key = "localTime"

    /// The tween's local time on show: Core Animation interpolates it, so it is `@NSManaged` (a dynamic
    /// property that Core Animation animates and copies into presentation layers).
    @NSManaged var localTime: Double
    /// The id of the segment its animation plays: `@NSManaged` too, so that a presentation copy's id is that
    /// of the commit its time comes from.
    @NSManaged var segment: Int
    /// Who hears it (copied into presentation copies, since `display()` runs on those).
    weak var playable: Playable?

    override init() {
        super.init()
        localTime = .nan
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? TweenLayer {
            localTime = other.localTime
            segment = other.segment
            playable = other.playable
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == Self.key || super.needsDisplay(forKey: key)
    }

    /// No implicit animation for any key: the clock's animation is added explicitly.
    override func action(forKey event: String) -> CAAction? { nil }

    /// Hands the presented time to the tween, which writes its value now (Core Animation is preparing the
    /// commit that shows it) and runs its handlers after the commit. On the model layer, the presentation
    /// copy's time (nil before the first commit).
    override func display() {
        let presented = model() !== self ? self : presentation()
        let shown = presented?.localTime
        let id = presented?.segment
        // Only values that may cross to the main actor are captured (not the layer itself).
        let playable = playable
        onMainThread { playable?.clockPresented(shown, segment: id) }
    }
}

/// The delegate of a `TweenLayer`'s animation, which Core Animation retains while the animation lives: it
/// holds the tween weakly, so that nothing keeps a layer or a tween alive after its host is gone.
final class TweenLayerStop: NSObject, CAAnimationDelegate {
    private let segment: Int
    private weak var playable: Playable?

    @MainActor init(segment: Int, playable: Playable?) {
        self.segment = segment
        self.playable = playable
    }

    func animationDidStop(_ animation: CAAnimation, finished: Bool) {
        let segment = segment
        let playable = playable
        onMainThread { playable?.clockStopped(segment: segment, finished: finished) }
    }
}
#endif
