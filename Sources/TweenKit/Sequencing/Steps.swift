/// Steps one after another; each starts when the one before it ends.
///
/// ```swift
/// let show = TweenSequence {
///     Tween(gauge, \.level, to: 100, duration: 1)
///     TweenGroup {
///         Tween(gauge, \.level, to: 0, duration: 0.5)
///         Tween(gauge, \.text, from: 100.0, to: 0.0, duration: 0.5) { "\(Int($0))" }
///     }
///     Wait(0.25)
///     Call { print("done") }
/// }
/// show.start()
/// show.pause(); show.resume(); show.seek(to: 0.4); show.speed = 2; show.reverse(); show.cancel()
/// ```
///
/// A step without a `from` starts from the value its property shows when it begins (worked out when the sequence first
/// plays), so a chain of `to:` tweens is one smooth path. A step that fails validation fails the whole sequence before
/// anything is written; one already in use is refused with `TweenError.stepAlreadyInUse`, one made for another engine
/// with `TweenError.stepOnAnotherEngine` (a step plays on the engine it was made for, as in a `TweenQueue`).
public final class TweenSequence: Timeline {
    /// A sequence of the steps `steps` builds, on `engine`: each after the end of the ones before it,
    /// unless placed with `.at(_:)`.
    public init(engine: TweenEngine = .shared, @TimelineBuilder _ steps: () -> [TimelineItem]) {
        super.init(items: steps(), placement: .afterEnd, engine: engine)
    }
}

/// Steps side by side, all starting together (or staggered); it ends when the longest does.
///
/// ```swift
/// let fanOut = TweenGroup(stagger: 0.1) {
///     for bar in bars { Tween(bar, \.width, to: 200, duration: 0.4, curve: .easeOutBack) }
/// }
/// fanOut.start()
/// ```
///
/// A step placed with `.at(_:)` goes where its position says instead, and takes no turn of the stagger.
public final class TweenGroup: Timeline {
    /// A group of the steps `steps` builds, each starting `stagger` seconds after the one before it.
    public convenience init(
        stagger: Double = 0, engine: TweenEngine = .shared, @TimelineBuilder _ steps: () -> [TimelineItem]
    ) {
        self.init(stagger: .each(stagger), engine: engine, steps)
    }

    /// A group of the steps `steps` builds, their starts spread by `stagger`.
    ///
    /// ```swift
    /// TweenGroup(stagger: .total(0.6, from: .center, curve: .easeOutQuad)) {
    ///     for dot in dots { Tween(dot, \.scale, to: 1, duration: 0.3) }
    /// }
    /// ```
    public init(stagger: Stagger, engine: TweenEngine = .shared, @TimelineBuilder _ steps: () -> [TimelineItem]) {
        staggerError = stagger.validate()
        super.init(items: steps(), placement: .staggered(stagger), engine: engine)
    }

    private let staggerError: TweenError?

    override func validate() -> TweenError? { staggerError ?? super.validate() }
}

/// A pause of `seconds` in a sequence.
///
/// ```swift
/// TweenSequence { fadeIn; Wait(0.5); fadeOut }
/// ```
public final class Wait: Playable {
    /// A wait of `seconds`.
    public init(_ seconds: Double, engine: TweenEngine = .shared) {
        super.init(timing: TweenTiming(duration: seconds), engine: engine)
    }
}

/// An action that runs once each time playback crosses it going forward (after its `delay`, if it
/// has one), in every cycle, and not on a seek unless `onSeek` is true. It never runs while a timeline
/// plays backwards. Started on its own or in a queue, it runs once. `finish()` on a timeline runs the
/// calls left in the pass it is in, as playing to its end would (see <doc:TimelineSemantics>).
///
/// ```swift
/// TweenSequence { countUp; Call { haptics.tap() } }
/// ```
public final class Call: Playable {
    let action: () -> Void
    let onSeek: Bool

    /// A step that runs `action`; with `onSeek`, a seek that crosses it or lands on it runs it too.
    public init(onSeek: Bool = false, engine: TweenEngine = .shared, _ action: @escaping () -> Void) {
        (self.action, self.onSeek) = (action, onSeek)
        super.init(timing: TweenTiming(duration: 0), engine: engine)
    }

}
