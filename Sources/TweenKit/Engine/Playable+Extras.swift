/// What not every playable needs, kept out of line in its extras (see `Playable.extras`): made on first use.
extension Playable {
    /// What not every playable needs, made on first use (by `makeExtras`), so that a playable's own fields and a
    /// subclass's frame fields share the first four cache lines of the object.
    class Extras {
        /// Whether the subclass's frames have work here (set by `Tween.Rare` only, which the frame loop
        /// then reads it as). Unchecked, read by the frame loop (no access to it overlaps another).
        @exclusivity(unchecked) final var drawsOnFrames = false
        var isDecorative = false
        var setupError: TweenError?
        var clock = ClockMachine()
        var failure: TweenError?
        var startHandlers: [() -> Void] = []
        var completionHandlers: [(TweenResult) -> Void] = []
        var segmentClock: SegmentClock?
        weak var host: AnyObject?
        /// Tasks awaiting `finished` (see `Playable+Concurrency.swift`).
        var awaiters: [CheckedContinuation<TweenResult, Never>] = []

        init() {}

        deinit {
            // Released without ending (never started, say): no awaiter waits forever.
            for awaiter in awaiters { awaiter.resume(returning: .cancelled) }
        }
    }

    /// Marks it as decoration: with Reduce Motion on, its engine's `reduceMotionPolicy` decides
    /// whether it plays or jumps to its end. Set it before starting.
    public var isDecorative: Bool {
        get { extras?.isDecorative ?? false }
        set { if newValue || extras != nil { withExtras { $0.isDecorative = newValue } } }
    }
    /// The outside clock playing it instead of the engine's frames (see `SegmentClock`).
    var segmentClock: SegmentClock? {
        get { extras?.segmentClock }
        set { if newValue != nil || extras != nil { withExtras { $0.segmentClock = newValue } } }
    }
    /// Whether anything has needed `extras` yet.
    var hasExtras: Bool { extras != nil }

    /// An error found when it was made (an unknown key, say): it fails on start, writing nothing.
    var setupError: TweenError? {
        get { extras?.setupError }
        set { if newValue != nil || extras != nil { withExtras { $0.setupError = newValue } } }
    }

    /// Its clock's current segment, started or not (see `SegmentClock`).
    var clockSegment: ClockSegment? { extras?.clock.segment }

    /// The object whose clock plays it. On Apple platforms a view or layer here makes it run on a
    /// `TweenLayer` in that layer tree, with Core Animation as its clock (when the host is on screen; if
    /// not, on the display link); anything else, or nil, runs it on its engine's frames (see
    /// `TweenEngine.segmentClockProvider`). Tweens of an object's property default to that object.
    /// Set it before starting.
    ///
    /// ```swift
    /// Tween(from: 0.0, to: 1.0, duration: 1) { label.alpha = $0 }.hosted(by: label).start()
    /// ```
    public var host: AnyObject? {
        get { extras?.host }
        set { if newValue != nil || extras != nil { withExtras { $0.host = newValue } } }
    }

}
