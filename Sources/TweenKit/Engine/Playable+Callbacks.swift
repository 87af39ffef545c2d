/// A playable's handlers. They stay for the whole run and run at each of their events in it; the run's end lets them
/// go, so handlers for a later run are added after it starts (`restart()` of one that has not ended keeps its run, and
/// its handlers). See <doc:TimelineSemantics>, rule E8.
extension Playable {
    /// Runs each time it begins to play in this run (when its delay is over); the run's end lets it go. On a step of a
    /// sequence or group, each time playback crosses the step's start going forward, in every cycle.
    @discardableResult
    public func onStart(_ body: @escaping () -> Void) -> Self {
        ensuredExtras.startHandlers.append(body)
        eventsChanged()
        return self
    }

    /// Runs each time a new cycle begins (after the first), playing forward: GSAP's `onRepeat`. Every cycle a long
    /// frame passes runs it, in order; the run's end lets it go.
    ///
    /// ```swift
    /// pulse.repeatCount = .infinity
    /// pulse.onRepeat { beats += 1 }
    /// ```
    @discardableResult
    public func onRepeat(_ body: @escaping () -> Void) -> Self {
        ensuredExtras.repeatHandlers.append(body)
        eventsChanged()
        return self
    }

    /// Runs once when this run ends, saying how, then is let go. Added after it ended, runs at once. On a step of a
    /// sequence or group, each time playback crosses the step's end going forward (`.finished`), and `.cancelled`
    /// when the step is cancelled or its run ends before it does.
    @discardableResult
    public func onComplete(_ body: @escaping (TweenResult) -> Void) -> Self {
        if !isChild, let result = endResult { body(result) } else { ensuredExtras.completionHandlers.append(body) }
        if state == .paused { engine.hold(self) }
        eventsChanged()
        return self
    }

    /// How it ended, read back from its state (and the error kept for a failure); nil until then.
    var endResult: TweenResult? {
        switch state {
        case .finished: return .finished
        case .cancelled: return .cancelled
        case .failed: return .failed(extras?.failure ?? .targetDeallocated)
        default: return nil
        }
    }
}

extension Timeline {
    /// Runs after each frame, seek or control that shows a new time while it plays (a step: from its start to its
    /// end, in every cycle): GSAP's `onUpdate` on a timeline. A tween's `onUpdate` gets each value it writes.
    ///
    /// ```swift
    /// show.onUpdate { progressBar.value = show.progress }
    /// ```
    @discardableResult
    public func onUpdate(_ body: @escaping () -> Void) -> Self {
        ensuredExtras.updateHandlers.append(body)
        (notifiesUpdates, outermost.notifiesUpdates) = (true, true)
        eventsChanged()
        return self
    }
}
