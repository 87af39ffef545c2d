import Dispatch

/// Frames from a Dispatch timer on the main queue, timed by the monotonic uptime clock: the default driver with no
/// display link (Linux). The main queue must be serviced (an app's run loop, `dispatchMain()`, `RunLoop.main.run`).
///
/// ```swift
/// let engine = TweenEngine(driver: DispatchDriver(framesPerSecond: 120))
/// ```
@MainActor
public final class DispatchDriver: FrameDriver {
    /// The timer's rate, within 1…1,000.
    public let framesPerSecond: Double
    private var timer: TimerOwner?

    /// A timer at `framesPerSecond`, kept within 1…1,000; 60 for a rate that is not positive and finite.
    public init(framesPerSecond: Double = 60) {
        self.framesPerSecond =
            framesPerSecond.isFinite && framesPerSecond > 0 ? min(max(framesPerSecond, 1), 1_000) : 60
    }

    /// Seconds of system uptime, from a monotonic clock.
    public var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Starts a timer on the main queue that calls `frame` with the time, `framesPerSecond` times a second.
    public func start(_ frame: @escaping @MainActor (Double) -> Void) {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let interval = Int((1e9 / framesPerSecond).rounded())
        timer.schedule(
            deadline: .now() + .nanoseconds(interval), repeating: .nanoseconds(interval), leeway: .microseconds(500))
        timer.setEventHandler { [weak self] in
            onMainThread(promised: true) { if let self { frame(self.now) } }
        }
        timer.resume()
        self.timer = TimerOwner(timer)  // replacing an older one cancels it
    }

    /// Stops and releases the timer.
    public func stop() { timer = nil }
}

/// Cancels its timer when released, so a dropped driver never leaves a timer firing.
private final class TimerOwner {
    let timer: DispatchSourceTimer
    init(_ timer: DispatchSourceTimer) { self.timer = timer }
    deinit { timer.cancel() }
}
