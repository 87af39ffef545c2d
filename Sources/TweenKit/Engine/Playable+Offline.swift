/// Rendering a playable frame by frame without a driver.
extension Playable {
    /// The most frames `renderFrames` renders, and `samples` gives, in one call: what a limit of
    /// `.infinity` with a tween that repeats forever, or an absurd frame rate, comes to.
    public nonisolated static let maximumFrameCount = 100_000

    /// Renders it frame by frame from the start without a driver, calling `frame` with each frame's time
    /// after the targets are written: for snapshot tests, plots and exports. Works on an idle playable
    /// (it stays idle); renders as a seek does, so `Call` steps do not fire. Stops after `limit` seconds,
    /// and renders at most `maximumFrameCount + 1` frames (lowering the rate for a finite run that would need more).
    ///
    /// ```swift
    /// var levels: [Double] = []
    /// show.renderFrames(framesPerSecond: 30) { _ in levels.append(gauge.level) }
    /// ```
    public func renderFrames(framesPerSecond: Double = 60, limit: Double = 60, _ frame: (Double) -> Void) {
        guard state == .idle, !isChild, let plan = FramePlan(framesPerSecond: framesPerSecond, end: min(span, limit)),
            prepareOnce() == nil
        else { return }
        for index in 0...plan.lastIndex {
            let time = plan.time(index)
            guard showOffline(time * speed) else { return }
            frame(time)
        }
    }
}
