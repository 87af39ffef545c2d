/// Where a tween (or a sequence, group or queue) is in its life.
///
/// idle → delayed → running ⇄ paused → finished, cancelled or failed. A tween leaves each
/// terminal state never, and calls its completion handlers once, on entering it.
///
/// ```swift
/// let t = Tween(from: 0.0, to: 1.0, duration: 1) { _ in }
/// t.state            // .idle
/// t.start()          // .running (or .delayed when t.delay > 0)
/// t.pause()          // .paused
/// ```
public enum TweenState: Sendable, Equatable {
    /// Made, not started (a seek may have shown a value already).
    case idle
    /// Started, waiting out its `delay`.
    case delayed
    /// Playing: each frame writes a value.
    case running
    /// Held by `pause()` (or by the app going to the background) where it was.
    case paused
    /// Reached its end, or `finish()` took it there. Terminal.
    case finished
    /// Stopped by `cancel()`, by a newer tween of its property, or by its target going away. Terminal.
    case cancelled
    /// A parameter was invalid: it wrote nothing (given one while playing, nothing more). Terminal.
    case failed

    /// True once the tween has ended and completed.
    public var isEnded: Bool { self == .finished || self == .cancelled || self == .failed }

    /// Whether its local time moves: delayed or running (the engine steps exactly these).
    var isMoving: Bool { self == .delayed || self == .running }
}

/// How a tween ended, passed to its completion handlers exactly once.
///
/// ```swift
/// tween.onComplete { result in
///     if case .failed(let error) = result { print(error) }
/// }
/// ```
public enum TweenResult: Sendable, Equatable {
    /// It ran to its end, or `finish()` took it there.
    case finished
    /// `cancel()` stopped it, a newer tween took over its property, or its target was deallocated.
    case cancelled
    /// It never ran: its parameters were invalid. Nothing was written.
    case failed(TweenError)
}

extension TweenResult: CustomStringConvertible {
    /// `finished`, `cancelled`, or `failed: ` and why.
    public var description: String {
        switch self {
        case .finished: return "finished"
        case .cancelled: return "cancelled"
        case .failed(let error): return "failed: \(error)"
        }
    }
}
