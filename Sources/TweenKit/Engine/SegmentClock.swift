/// A clock outside the engine that plays a playable one `ClockSegment` at a time: Core Animation, through
/// a `TweenLayer`, on Apple platforms. The playable stays the single source of truth: it makes a new
/// segment whenever its playback changes (pause, resume, seek, reverse, speed) and the clock only reports
/// back the local time it reached (`Playable.clockDidReach`) and how a segment stopped
/// (`Playable.clockDidStop`). A clock does no timing math of its own.
///
/// ```swift
/// final class MyClock: SegmentClock {
///     func play(_ segment: ClockSegment, for playable: Playable) -> Bool { /* run it */ true }
///     func halt(ended: Bool) { /* stop running; let go of everything when ended */ }
/// }
/// engine.segmentClockProvider = { host in host is MyView ? MyClock() : nil }
/// ```
@MainActor
public protocol SegmentClock: AnyObject {
    /// Runs `segment` from now, replacing whatever segment ran before. Returns false when it cannot run
    /// it now (its host is not on screen, say): the engine's frames then play the playable instead.
    func play(_ segment: ClockSegment, for playable: Playable) -> Bool
    /// Stops running: the playable paused, holds still (speed 0), or `ended` and needs the clock no more.
    func halt(ended: Bool)
}

/// What a playable does when its clock reports that a segment stopped.
enum ClockStopAction: Equatable {
    /// The report is about a segment that was replaced or halted: nothing to do.
    case ignore
    /// The segment ran to its end: show its end, then play on.
    case reachEnd
    /// Something else removed it while the host is still on screen: run it again from where it is.
    case restart
    /// The app went to the background (or removals repeat): the engine's background policy applies.
    case interrupt
    /// The host left the screen: stop as `.cancelled`, without jumping.
    case cancel

    static func decide(isCurrent: Bool, finished: Bool, hostAttached: Bool, inBackground: Bool,
                       progressedSinceRestart: Bool) -> ClockStopAction {
        guard isCurrent else { return .ignore }
        if finished { return .reachEnd }
        if inBackground { return .interrupt }
        if !hostAttached { return .cancel }
        return progressedSinceRestart ? .restart : .interrupt
    }
}

extension Playable {
    /// Shows it at `local`, the time the clock reached in segment `id`. The clock calls this as it
    /// displays (a `TweenLayer` from `display()`); reports about an older segment are ignored.
    public func clockDidReach(_ local: Double, segment id: Int) {
        guard let segment = currentSegment, segment.id == id, wantsFrames, local.isFinite else { return }
        let now = engine.now
        let local = segment.corrected(local, at: now)
        progressedSinceRestart = true
        playhead.jump(to: local, at: now)
        advance(local: local)
        // A tween that repeats forever runs in chunks: at the end of one, start the next.
        if wantsFrames, currentSegment?.id == id, local == segment.toLocal { drive() }
    }

    /// Tells it how segment `id` stopped: `finished` when it ran to its end (Core Animation's
    /// `animationDidStop(_:finished:)`), and whether the host is still on screen. An unfinished stop
    /// never completes it early or makes it jump: in the background the engine's `backgroundPolicy`
    /// applies, a host that left the screen cancels it, and any other removal runs the segment again.
    public func clockDidStop(segment id: Int, finished: Bool, hostAttached: Bool) {
        let action = ClockStopAction.decide(isCurrent: currentSegment?.id == id && wantsFrames, finished: finished,
                                            hostAttached: hostAttached, inBackground: engine.isInBackground,
                                            progressedSinceRestart: progressedSinceRestart)
        switch action {
        case .ignore:
            return
        case .reachEnd:
            // Shows the end; a chunk of a tween that repeats forever goes on with the next one.
            if let segment = currentSegment { clockDidReach(segment.toLocal, segment: id) }
        case .restart:
            progressedSinceRestart = false
            drive()
        case .interrupt:
            currentSegment = nil
            engine.interrupt(self)
        case .cancel:
            cancel()
        }
    }

    /// Sets `host` and returns it, for chaining.
    @discardableResult
    public func hosted(by host: AnyObject) -> Self {
        self.host = host
        return self
    }

    /// Asks the engine for a clock for its host, once, when it starts.
    func attachClock() {
        // The provider first: without one (Linux, tests) the weak loads of the host are not paid.
        guard let provider = engine.segmentClockProvider, segmentClock == nil, !isChild,
              let host = host ?? defaultHost(), let clock = provider(host) else { return }
        segmentClock = clock
        engine.registerClocked(self)
    }

    /// Lets go of its clock (when it ends, or when the clock cannot play it).
    func detachClock() {
        guard let clock = segmentClock else { return }
        currentSegment = nil
        segmentClock = nil
        clock.halt(ended: true)
        engine.unregisterClocked(self)
    }

    /// Hands its playback to whatever drives it: the engine's frames, or a new segment on its clock.
    func drive() {
        guard let clock = segmentClock else {
            if wantsFrames { engine.schedule(self) }
            return
        }
        let now = engine.now
        let local = playhead.local(at: now)
        guard wantsFrames else { currentSegment = nil; clock.halt(ended: false); return }
        segmentsMade += 1
        guard let segment = ClockSegment(id: segmentsMade, local: local, rate: playhead.rate, timing: timing, now: now) else {
            currentSegment = nil
            clock.halt(ended: false)
            // At its end with nothing left to play: show the end now. A zero rate just holds.
            if playhead.rate != 0 { advance(local: local) }
            return
        }
        currentSegment = segment
        if !clock.play(segment, for: self) {
            detachClock()
            engine.schedule(self)
        }
    }
}
