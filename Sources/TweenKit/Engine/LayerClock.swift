/// Hears what a clock layer reports (a `TweenLayer` on Apple platforms): that the animation of a segment
/// started, the local time it presented, and how the animation stopped. Each report carries the id of the
/// segment it is about (nil when the layer could not tell), so that reports about a replaced segment are
/// told apart. It is `Sendable` (a main-actor class is), so that a layer can hand it a report from Core
/// Animation's callbacks without capturing itself.
///
/// ```swift
/// final class Listener: TweenLayerDelegate {
///     func tweenLayerDidStart(segment id: Int?) { print("started", id ?? -1) }
///     func tweenLayerDidDisplay(_ localTime: Double?, segment id: Int?) { print(localTime ?? .nan) }
///     func tweenLayerDidStop(segment id: Int?, finished: Bool) { print("stopped", finished) }
/// }
/// ```
@MainActor
public protocol TweenLayerDelegate: AnyObject, Sendable {
    /// The animation of segment `id` started (`animationDidStart(_:)`).
    func tweenLayerDidStart(segment id: Int?)
    /// The layer displayed `localTime` as a time of segment `id`; nil when it has nothing presented yet.
    func tweenLayerDidDisplay(_ localTime: Double?, segment id: Int?)
    /// The animation of segment `id` stopped: `finished` when it ran to its end (`animationDidStop`).
    func tweenLayerDidStop(segment id: Int?, finished: Bool)
}

/// The Core Animation operations a layer clock needs, each one call on a `TweenLayer` (and modelled in
/// the tests, which prove `LayerClock` against a model of Core Animation's documented behaviour).
@MainActor
protocol ClockLayer: AnyObject {
    /// Who hears the layer's reports (held weakly).
    var events: TweenLayerDelegate? { get set }
    /// Whether the host's layer tree is in a window that Core Animation renders.
    var isHostOnScreen: Bool { get }
    /// Puts the layer into its host's tree, unless it is there.
    func enterHost()
    /// Lets go of the layer: it stops reporting, and may serve the host's next tween.
    func leaveHost()
    /// Sets the model `localTime`, with implicit actions disabled.
    func setModelTime(_ time: Double)
    /// Adds the linear animation of `localTime` along `segment` with `add(_:forKey:)`, replacing the one
    /// before: from `fromLocal` to `toLocal` over `duration`, beginning at engine time `startTime + wait`
    /// with a backwards fill, carrying `segment.id`, with the layer as its delegate.
    func addAnimation(for segment: ClockSegment)
    /// Removes the clock animation, if any.
    func removeClockAnimation()
}

/// The Core Animation clock: plays one playable on a clock layer in its host's layer tree, a segment at a
/// time, and relays what the layer reports to the playable, whose `ClockMachine` decides what to believe.
///
/// The animation is added explicitly, never through an implicit action (Core Animation runs none for a
/// layer not yet committed, and may skip one when a value is set to itself), and the model value is set
/// with actions disabled. A host that is not on screen when a segment starts hands the playable to the
/// engine's frames (Core Animation runs only layers in a window).
@MainActor
final class LayerClock: SegmentClock, TweenLayerDelegate {
    private let layer: ClockLayer
    private weak var playable: Playable?

    init(layer: ClockLayer) {
        self.layer = layer
        layer.events = self
    }

    func play(_ segment: ClockSegment, for playable: Playable) -> Bool {
        guard layer.isHostOnScreen else { return false }
        self.playable = playable
        layer.enterHost()
        layer.removeClockAnimation()
        // The model holds the end, so that nothing snaps back when the animation is removed at its end.
        layer.setModelTime(segment.toLocal)
        layer.addAnimation(for: segment)
        return true
    }

    func halt(ended: Bool) {
        layer.removeClockAnimation()
        if ended { layer.leaveHost() }
    }

    func tweenLayerDidStart(segment id: Int?) {
        playable?.clockDidStart(segment: id)
    }

    func tweenLayerDidDisplay(_ localTime: Double?, segment id: Int?) {
        playable?.clockDidReach(localTime, segment: id)
    }

    func tweenLayerDidStop(segment id: Int?, finished: Bool) {
        playable?.clockDidStop(segment: id, finished: finished, hostAttached: layer.isHostOnScreen)
    }
}
