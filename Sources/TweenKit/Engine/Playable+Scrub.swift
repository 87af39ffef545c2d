/// Scrubbing: a gesture or a scroll position drives the playhead, directly or through a smoothing spring.
extension Playable {
    /// Moves it to `progress` (0…1 of its whole span, as `seek(to:)`) for a gesture or a scroll position, holding it
    /// there: a delayed or running one pauses, so playback does not fight the hand. With `smoothing` seconds, it eases
    /// toward `progress` instead, over about that long, on a critically damped spring that carries its motion on when
    /// the target moves again (as GSAP's `scrub: 0.5`). `play()` or `resume()` hands it back to playback from where it
    /// is; any other control ends the scrubbing too. A NaN progress, a smoothing that is negative or not finite, or a
    /// step of a sequence, group or queue changes nothing, and `TweenDiagnostics` says so.
    ///
    /// ```swift
    /// func scrollViewDidScroll(_ view: UIScrollView) {
    ///     intro.scrub(to: view.contentOffset.y / 600, smoothing: 0.3)
    /// }
    /// ```
    public func scrub(to progress: Double, smoothing: Double = 0) {
        scrub("scrub(to: \(progress), smoothing: \(smoothing))", progress, from: self.progress, within: 1, smoothing) {
            $0.seek(toProgress: $1)
        }
    }

    /// Moves it to `seconds` of its own time (as `seek(toTime:)`: from the end of its delay, repeats and rests
    /// included), as `scrub(to:smoothing:)` moves it to a progress: for a time axis under the hand, and for a
    /// timeline that repeats forever, whose progress covers only one cycle.
    ///
    /// ```swift
    /// loop.scrub(toTime: slider.value * 4, smoothing: 0.2)   // 0…4 s, whatever cycle that falls in
    /// ```
    public func scrub(toTime seconds: Double, smoothing: Double = 0) {
        scrub(
            "scrub(toTime: \(seconds), smoothing: \(smoothing))", seconds, from: time, within: timing.activeDuration,
            smoothing
        ) { $0.seek(toLocal: $0.local(atTime: $1)) }
    }

    /// Holds it at `value` (held within `0…end`), moving there through `seek` at once, or eased on a spring.
    private func scrub(
        _ call: String, _ value: Double, from current: Double, within end: Double, _ smoothing: Double,
        seek: @escaping (Playable, Double) -> Void
    ) {
        guard !isOwned else {
            return TweenDiagnostics.say(
                "\(call) on a step of a sequence, group or queue does nothing: scrub the timeline")
        }
        guard !value.isNaN, smoothing.isFinite, smoothing >= 0 else {
            return TweenDiagnostics.say("\(call) does nothing: give a number and a finite smoothing ≥ 0")
        }
        if state == .delayed || state == .running { pause() }
        let target = min(max(value, 0), end)
        // The motion of a smoothing under way carries on into the new one.
        let velocity = extras?.scrubber?.velocity ?? 0
        stopScrubbing()
        guard smoothing > 0, current != target || velocity != 0, let spring = Self.scrubSpring(settlingIn: smoothing)
        else { return seek(self, target) }
        let carried = spring.carrying(velocity, across: target - current)
        let follower = Tween(from: current, to: target, spring: carried, engine: engine) { [weak self] value in
            if let self { seek(self, value) }
        }
        ensuredExtras.scrubber = follower
        follower.start()
    }

    /// Whether a smoothed scrub is still easing toward its target.
    public var isScrubbing: Bool { extras?.scrubber?.state.isMoving ?? false }

    /// Ends a smoothed scrub where it is.
    func stopScrubbing() {
        guard let follower = extras?.scrubber else { return }
        extras?.scrubber = nil
        follower.cancel()
    }

    /// A critically damped spring that settles in `seconds` (a spring's settling time scales with its perceptual
    /// duration, so one measurement finds the duration to ask for).
    static func scrubSpring(settlingIn seconds: Double) -> Spring? {
        guard let unit = try? Spring(duration: 1) else { return nil }
        return try? Spring(duration: seconds / unit.settlingDuration)
    }
}
