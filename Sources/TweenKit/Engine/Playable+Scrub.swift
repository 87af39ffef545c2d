/// Scrubbing: a gesture or a scroll position drives the playhead, directly or through a smoothing spring.
extension Playable {
    /// Moves it to `progress` (0…1 of its whole span, as `seek(to:)`) for a gesture or a scroll position,
    /// holding it there: a delayed or running one pauses, so playback does not fight the hand. With
    /// `smoothing` seconds, it eases toward `progress` instead, over about that long, on a critically damped
    /// spring that carries its motion on when the target moves again (as GSAP's `scrub: 0.5` or a
    /// `UIViewPropertyAnimator`'s `fractionComplete` with a smooth gesture). `play()` or `resume()` hands it
    /// back to playback from where it is; any other control ends the scrubbing too.
    ///
    /// ```swift
    /// func scrollViewDidScroll(_ view: UIScrollView) {
    ///     intro.scrub(to: view.contentOffset.y / 600, smoothing: 0.3)
    /// }
    /// ```
    ///
    /// A NaN progress, or a smoothing that is negative or not finite, changes nothing, and
    /// `TweenDiagnostics` says so; so does scrubbing a step of a sequence, group or queue (scrub the timeline).
    public func scrub(to progress: Double, smoothing: Double = 0) {
        guard !isOwned else {
            TweenDiagnostics.say("scrub(to:) on a step of a sequence, group or queue does nothing: scrub the timeline")
            return
        }
        guard !progress.isNaN, smoothing.isFinite, smoothing >= 0 else {
            TweenDiagnostics.say(
                "scrub(to: \(progress), smoothing: \(smoothing)) does nothing: give a progress and a finite smoothing ≥ 0"
            )
            return
        }
        if state == .delayed || state == .running { pause() }
        let target = min(max(progress, 0), 1)
        let from = self.progress
        // The motion of a smoothing under way carries on into the new one.
        let velocity = extras?.scrubber?.velocity ?? 0
        stopScrubbing()
        guard smoothing > 0, from != target || velocity != 0, let spring = Self.scrubSpring(settlingIn: smoothing)
        else {
            seek(toProgress: target)
            return
        }
        let carried = spring.carrying(velocity, across: target - from)
        let follower = Tween(from: from, to: target, spring: carried, engine: engine) { [weak self] progress in
            self?.seek(toProgress: progress)
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

    /// A critically damped spring that settles in `seconds` (a spring's settling time scales with its
    /// perceptual duration, so one measurement finds the duration to ask for).
    static func scrubSpring(settlingIn seconds: Double) -> Spring? {
        guard let unit = try? Spring(duration: 1) else { return nil }
        return try? Spring(duration: seconds / unit.settlingDuration)
    }
}
