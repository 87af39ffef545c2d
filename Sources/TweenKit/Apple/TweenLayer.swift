#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore

/// The layer through which Core Animation plays a tween hosted by a view or a layer: Core Animation animates its
/// `clock` in the layer tree's time, and its presentation copy's `display()` hands each presented time to the tween.
/// It draws nothing, and is in the host's tree only while the tween plays.
final class TweenLayer: CALayer {
    static let key = "clock"

    /// The tween's local time on show (`x`) and the id of its segment (`y`, the same at both ends of the animation):
    /// one animated value, so that a time is never read with another segment's id. `@NSManaged`, so that Core
    /// Animation animates it and copies it into presentation layers. Its model value is no time at all.
    @NSManaged var clock: CGPoint
    /// Who hears it (copied into presentation copies, since `display()` runs on those).
    weak var playable: Playable?

    override init() {
        super.init()
        clock = Self.noTime
        // Tiny and empty: it must be in the render tree for Core Animation to display it.
        frame = CGRect(x: 0, y: 0, width: 1, height: 1)
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? TweenLayer {
            clock = other.clock
            playable = other.playable
        }
    }

    static let noTime = CGPoint(x: CGFloat.nan, y: 0)

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override class func needsDisplay(forKey key: String) -> Bool { key == Self.key || super.needsDisplay(forKey: key) }

    /// No implicit animation for any key: the clock's animation is added explicitly.
    override func action(forKey event: String) -> CAAction? { nil }

    /// Hands the presented time (on the model layer, the presentation copy's: nil before the first commit) to the
    /// tween, which writes its value and runs its handlers after Core Animation's commit, not during it.
    override func display() {
        let presented = (model() !== self ? self : presentation())?.clock
        // Only values that may cross to the main actor are captured (not the layer itself).
        let (shown, id, playable) = (presented.map { Double($0.x) }, presented.map { Int($0.y.rounded()) }, playable)
        onMainThread(promised: true) { playable?.clockPresented(shown, segment: id) }
    }
}

/// The delegate of a `TweenLayer`'s animation, which Core Animation retains while the animation lives: it
/// holds the tween weakly, so that nothing keeps a layer or a tween alive after its host is gone.
final class TweenLayerStop: NSObject, CAAnimationDelegate {
    private let segment: Int
    private weak var playable: Playable?

    @MainActor init(segment: Int, playable: Playable?) { (self.segment, self.playable) = (segment, playable) }

    func animationDidStop(_ animation: CAAnimation, finished: Bool) {
        let (segment, playable) = (segment, playable)
        onMainThread(promised: true) { playable?.clockStopped(segment: segment, finished: finished) }
    }
}

extension CATransaction {
    /// Runs `body` with implicit actions off, so that what it writes to a layer shows at once instead of
    /// starting an implicit animation of its own.
    static func withoutActions(_ body: () -> Void) {
        begin()
        setDisableActions(true)
        body()
        commit()
    }
}
#endif
