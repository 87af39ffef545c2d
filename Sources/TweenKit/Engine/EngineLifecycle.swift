/// What an engine does with its running tweens when the app goes to the background.
///
/// Core Animation removes running animations then and reports them unfinished, and a display link stops
/// firing, so without a policy a tween would either end early or jump when the app returns. A policy applies to
/// the tweens running then, and to any started or resumed while the app is away.
///
/// ```swift
/// TweenEngine.shared.backgroundPolicy = .finish
/// ```
public enum BackgroundPolicy: Sendable, Equatable {
    /// Hold every running tween where it is and play on from there when the app returns (the default).
    case pause
    /// Jump every running tween to its end and complete it with `.finished`.
    case finish
}

/// What an engine does with tweens when the user has asked for reduced motion.
///
/// ```swift
/// let pulse = Tween(badge, \.scale, from: 1, to: 1.2, duration: 0.3)
/// pulse.isDecorative = true       // with Reduce Motion on, it shows 1.2 at once and completes
/// pulse.start()
/// ```
public enum ReduceMotionPolicy: Sendable, Equatable {
    /// Tweens marked `isDecorative` jump to their end value when started and complete with `.finished`;
    /// the others play as usual (the default: a count that carries information still counts).
    case finishDecorative
    /// Every tween jumps to its end when started.
    case finishAll
    /// Reduce Motion changes nothing.
    case ignore
}

extension TweenEngine {
    /// Applies `backgroundPolicy` to everything delayed or running: call it when the app goes to the
    /// background (`shared` does so itself on Apple platforms).
    public func enterBackground() {
        guard !inBackground else { return }
        inBackground = true
        for playable in activePlayables() { interrupt(playable) }
    }

    /// Plays on everything that `enterBackground()` paused, from where it was.
    public func enterForeground() {
        guard inBackground else { return }
        inBackground = false
        let paused = pausedForBackground
        pausedForBackground = []
        for playable in paused where playable.pausedForBackground && playable.state == .paused { playable.resume() }
    }

    /// Applies `backgroundPolicy` to one playable (also when its clock was interrupted).
    func interrupt(_ playable: Playable) {
        guard playable.wantsFrames else { return }
        switch backgroundPolicy {
        case .pause:
            playable.pauseForBackground()
            pausedForBackground.append(playable)
        case .finish: playable.finish()
        }
    }

    /// Whether `playable` should skip straight to its end because of Reduce Motion.
    func skipsMotion(of playable: Playable) -> Bool {
        guard reducesMotion, !playable.isChild else { return false }
        switch reduceMotionPolicy {
        case .finishDecorative: return playable.isDecorative
        case .finishAll: return true
        case .ignore: return false
        }
    }

    /// A segment id no other segment on this engine had.
    func makeSegmentID() -> Int {
        segmentsMade += 1
        return segmentsMade
    }

    func registerClocked(_ playable: Playable) { clocked[ObjectIdentifier(playable)] = playable }
    func unregisterClocked(_ playable: Playable) { clocked[ObjectIdentifier(playable)] = nil }

    /// Gives each clocked playable that is moving its frame (which follows its layer's time, and plays it
    /// while the frames have taken it over); whether any still moves. Events of motions Core Animation
    /// showed that still wait for their turn run first, in order.
    func watchClockedPlayables(_ time: Double) -> Bool {
        PresentedEvents.run()
        for playable in Array(clocked.values) where playable.wantsFrames { playable.watchClock(time) }
        // Counted afterwards: one started meanwhile (the next step of a queue, from a completion) needs frames.
        return clocked.values.contains { $0.extras?.segmentClock != nil && $0.wantsFrames }
    }

    /// The engine's frames took a hosted playable over from Core Animation: said once, in debug builds.
    func clockWasTakenOver() {
        #if DEBUG
        guard !Self.saidClockTakenOver else { return }
        Self.saidClockTakenOver = true
        TweenDiagnostics.say(
            "Core Animation stopped displaying a hosted tween (its host left its window?); the display link plays it on"
        )
        #endif
    }
}
