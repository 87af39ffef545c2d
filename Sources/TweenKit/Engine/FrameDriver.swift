/// A source of frames for a `TweenEngine`: a clock plus a way to be called once per frame.
///
/// TweenKit ships `ManualDriver` (tests, offline rendering) and `DispatchDriver` (a Dispatch timer, the default on
/// Linux); Apple platforms add a display-link driver. A driver does no tween math: it only reports the time.
///
/// ```swift
/// final class MyDriver: FrameDriver {
///     var now: Double { myClock.seconds }
///     func start(_ frame: @escaping @MainActor (Double) -> Void) { /* call frame(now) each frame */ }
///     func stop() { }
/// }
/// ```
@MainActor
public protocol FrameDriver: AnyObject {
    /// The current time in seconds on a monotonic clock.
    var now: Double { get }
    /// Begin calling `frame` with the time of each frame until `stop()`. The engine calls this only
    /// when something becomes active, and `stop()` when nothing is.
    func start(_ frame: @escaping @MainActor (Double) -> Void)
    /// Stop calling the `frame` given to `start`.
    func stop()
}

/// One time base for a driver's frames and the controls between them: a frame is computed for the moment it will be
/// shown (a display link's `targetTimestamp`), ahead of the clock, so the time between frames is the clock's but never
/// earlier than the last frame's (a pause right after a frame would step back, a held layer tree would not hold).
struct FrameTimeBase: Sendable {
    private var shown = -Double.infinity
    /// The time of a frame targeted at `target`: never before the last.
    mutating func frame(at target: Double) -> Double {
        shown = max(shown, target)
        return shown
    }
    /// The time now, the clock reading `clock`.
    func now(clock: Double) -> Double { max(clock, shown) }
}

/// A driver whose clock moves only when told to: deterministic tests and offline rendering.
///
/// ```swift
/// let driver = ManualDriver()
/// let engine = TweenEngine(driver: driver)
/// Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: engine).start()
/// driver.advance(by: 0.5)        // one frame at t = 0.5: gauge.level == 5
/// driver.run(for: 1, framesPerSecond: 60)
/// ```
@MainActor
public final class ManualDriver: FrameDriver {
    /// The clock: where it started, moved only by `advance` and `run`.
    public private(set) var now: Double
    private var frame: (@MainActor (Double) -> Void)?

    /// Whether an engine is listening (something is active).
    public var isRunning: Bool { frame != nil }

    /// A clock that reads `startTime` until moved.
    public init(startTime: Double = 0) { now = startTime }

    /// Keeps `frame`, to call it on each `advance`.
    public func start(_ frame: @escaping @MainActor (Double) -> Void) { self.frame = frame }
    /// Forgets the frame callback: advancing moves the clock and calls nothing.
    public func stop() { frame = nil }

    /// Moves the clock forward by `seconds` and delivers one frame at the new time.
    public func advance(by seconds: Double) { advance(to: now + seconds) }

    /// Moves the clock to `time` (never backwards) and delivers one frame there.
    public func advance(to time: Double) {
        now = max(now, time)
        frame?(now)
    }

    /// Delivers frames at `framesPerSecond` for `seconds`, the last one exactly at the end: at most
    /// `Playable.maximumFrameCount` of them (a longer run is delivered at a lower rate). A rate that is
    /// not positive and finite, or a NaN or negative time, delivers nothing.
    public func run(for seconds: Double, framesPerSecond: Double = 60) {
        guard seconds >= 0, let plan = FramePlan(framesPerSecond: framesPerSecond, end: seconds) else { return }
        let start = now
        let count = max(plan.lastIndex, 1)
        for i in 1...count { advance(to: start + (i == count ? seconds : plan.time(i))) }
    }
}
