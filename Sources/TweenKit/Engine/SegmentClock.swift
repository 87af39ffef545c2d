/// A clock outside the engine that plays a playable one `ClockSegment` at a time: Core Animation, through
/// a `TweenLayer`, on Apple platforms. The playable stays the single source of truth: it makes a new
/// segment whenever its playback changes (pause, resume, seek, reverse, speed), and the clock only reports
/// back what it hears: that a segment started (`Playable.clockDidStart`), the time it presented
/// (`Playable.clockDidReach`) and how a segment stopped (`Playable.clockDidStop`). A clock does no timing
/// math and makes no decision of its own; which report to believe is the core's (`ClockMachine`), and a
/// clock that goes quiet is taken over by the engine's frames, with no jump.
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

extension Playable {
    /// Tells it that its clock started segment `id` (Core Animation's `animationDidStart(_:)`): only from
    /// then on are the times it presents for that segment believed.
    public func clockDidStart(segment id: Int?) {
        guard segmentClock != nil else { return }
        let now = engine.now
        clockMachine.started(segment: id, now: now)
    }

    /// Tells it that its clock presented `local` (nil when it has nothing presented yet) as a time of
    /// segment `id`. The clock calls this as it displays (a `TweenLayer` from `display()`, while Core
    /// Animation prepares a commit), so it only moves the playhead: the engine's next frame writes the value
    /// and runs any handler. A report the core cannot trust (another segment's, one before the segment
    /// started, or one far from the core's own time) is answered with the core's own time, so no report can
    /// make it jump.
    public func clockDidReach(_ local: Double?, segment id: Int?) {
        guard segmentClock != nil, wantsFrames else { return }
        if case .show(let shown) = clockMachine.displayed(local, segment: id, now: engine.now) { clockShowed(shown) }
    }

    /// Tells it how segment `id` stopped: `finished` when it ran to its end (Core Animation's
    /// `animationDidStop(_:finished:)`), and whether the host is still on screen. An unfinished stop
    /// never completes it early or makes it jump: in the background the engine's `backgroundPolicy`
    /// applies; a first removal on screen runs the segment again; anything else hands it to the
    /// engine's frames, which play on from the core's own time.
    public func clockDidStop(segment id: Int?, finished: Bool, hostAttached: Bool) {
        guard segmentClock != nil, wantsFrames else { return }
        let now = engine.now
        let inBackground = engine.isInBackground
        perform(
            clockMachine.stopped(
                segment: id, finished: finished, hostOnScreen: hostAttached, inBackground: inBackground, now: now))
    }

    /// Once per engine frame while its clock plays it: shows the playhead (which the clock's reports anchor),
    /// and takes over from a clock gone quiet.
    func watchClock(_ now: Double) {
        guard segmentClock != nil, wantsFrames else { return }
        perform(clockMachine.frame(now: now, playhead: machine.local(at: now)))
    }

    private func perform(_ action: ClockMachine.Action) {
        switch action {
        case .ignore:
            return
        case .show(let local):
            clockShowed(local)
            // Through the engine's control-write scope (on Apple platforms, with implicit actions disabled):
            // a clock's report, its last one included, writes as a frame would, never animating implicitly.
            writing { advance(local: local) }
            // A tween that repeats forever runs in chunks: at the end of one, start the next.
            if wantsFrames, let segment = clockSegment, local == segment.toLocal { drive() }
        case .restart:
            drive()
        case .interrupt:
            engine.interrupt(self)
        case .takeOver:
            // From the core's own time, shown at once: the playhead ran on while the clock was quiet.
            engine.clockWasTakenOver()
            detachClock()
            writing { advance(local: machine.local(at: engine.now)) }
            drive()
        }
    }

    /// Runs `body`, which writes, through the engine's control-write scope.
    private func writing(_ body: () -> Void) {
        _ = engine.controlWrite {
            body()
            return true
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
            let host = host ?? defaultHost(), let clock = provider(host)
        else { return }
        segmentClock = clock
        engine.registerClocked(self)
    }

    /// Lets go of its clock (when it ends, or when the clock cannot play it).
    func detachClock() {
        guard let clock = segmentClock else { return }
        clockMachine.halt()
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
        let local = machine.local(at: now)
        guard wantsFrames else {
            clockMachine.halt()
            clock.halt(ended: false)
            return
        }
        let rate = machine.rate
        let timing = timing
        let id = engine.makeSegmentID()
        guard let segment = clockMachine.play(id: id, local: local, rate: rate, timing: timing, now: now)
        else {
            clock.halt(ended: false)
            // At its end with nothing left to play: show the end now. A zero rate just holds.
            if rate != 0 { advance(local: local) }
            return
        }
        if clock.play(segment, for: self) {
            engine.watchClocks()
        } else {
            detachClock()
            engine.schedule(self)
        }
    }
}
