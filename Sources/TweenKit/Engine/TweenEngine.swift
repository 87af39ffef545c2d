/// Runs playables: on each frame its driver delivers, advances every delayed or running one.
///
/// `TweenEngine.shared` uses the platform's driver; tests make their own engine on a `ManualDriver`. The engine runs
/// its driver only while something wants frames. Callbacks may start, pause or cancel anything during a frame: what
/// starts then is first advanced on the next frame (it has already shown its start value), and no one is skipped.
///
/// Tweens hold the objects they write weakly, and so does the engine: an object the app lets go of is gone
/// at once, and its tweens end as `.cancelled` without writing to it again (on their next frame; a paused one
/// when resumed, or when the engine next sweeps its books).
///
/// ```swift
/// let driver = ManualDriver()
/// let engine = TweenEngine(driver: driver)
/// Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: engine).start()
/// driver.advance(by: 0.5)          // gauge.level == 5.0
/// ```
@MainActor
public final class TweenEngine {
    /// The engine tweens use unless given another. On Apple platforms it runs on a display link, plays
    /// tweens hosted by a view or layer on a `TweenLayer` (Core Animation as their clock), and follows the
    /// app's background state and the Reduce Motion setting; elsewhere it runs on a 60 Hz Dispatch timer.
    public static let shared = makeShared()

    /// What delivers its frames and tells its time.
    public let driver: FrameDriver
    private var scheduled: ContiguousArray<Playable> = []
    private var startedDuringFrame: [Playable] = []
    private var frameTime: Double?
    private var driverRunning = false

    // Which playable writes each property of each object (the overwrite rule): claimed through `claim` only.
    var owners = PropertyOwners()
    // Frames until the next sweep of `owners` for objects that have gone.
    private var framesToSweep = 0
    // Whether a sweep between frames is on its way (see `watchIdle`).
    private var sweepingWhileIdle = false
    // Playables that a `SegmentClock` plays instead of this engine's frames.
    var clocked: [ObjectIdentifier: Playable] = [:]
    // Clock segments made so far: their ids.
    var segmentsMade = 0
    // Whether a debug build already said that a clock was taken over (it says so once).
    static var saidClockTakenOver = false
    // Whether what is shown now is the end of a pass that ends exactly where the next begins (E6): an event
    // of the ending pass runs, or a jump to the end of a cycle.
    var showsPassEnds = false
    // Frames delivered so far.
    private(set) var frames = 0
    // Playables this engine paused when the app went to the background.
    var pausedForBackground: [Playable] = []
    // Playables the app paused, held so that one the app lets go of still completes (see `endAbandoned`).
    private var held: [Playable] = []

    /// Gives the clock that plays a playable hosted by an object (see `Playable.host`), or nil for this
    /// engine's frames. On Apple platforms `shared` answers a `TweenLayer` clock for views and layers.
    var segmentClockProvider: (@MainActor (AnyObject) -> SegmentClock?)?

    /// Wraps the writes that controls make outside frames (`start()`, `seek(to:)`, `finish()`). On Apple
    /// platforms `shared` puts them in a Core Animation transaction with implicit actions disabled, as
    /// its display link does its frames, so a tween of a standalone layer's property never animates
    /// implicitly. Frames do not pass through it: their driver wraps them.
    var controlWriteScope: ((() -> Void) -> Void)?

    /// What happens to running tweens when the app goes to the background; `.pause` unless set.
    public var backgroundPolicy: BackgroundPolicy = .pause
    /// Whether the app is in the background (between `enterBackground()` and `enterForeground()`).
    public var isInBackground: Bool { inBackground }
    var inBackground = false  // not public, so that the optimizer sees every access and checks none at run time
    /// Whether the user asked for reduced motion. On Apple platforms `shared` follows the system setting;
    /// set it yourself for other engines.
    public var reducesMotion = false
    /// What Reduce Motion does to tweens; `.finishDecorative` unless set.
    public var reduceMotionPolicy: ReduceMotionPolicy = .finishDecorative

    /// An engine on `driver`: a `ManualDriver` for tests and offline work, a `DispatchDriver`, or your own.
    public init(driver: FrameDriver) { self.driver = driver }

    /// The engine's time: the current frame's time during a frame, the driver's clock otherwise.
    public var now: Double { frameTime ?? driver.now }

    /// How many playables are delayed or running, on this engine's frames or on a `SegmentClock`.
    public var activeCount: Int { activePlayables().count }

    /// Every top-level playable that is delayed or running (a playable is driven by frames or by a
    /// clock, never both, so none appears twice).
    func activePlayables() -> [Playable] {
        (Array(scheduled) + startedDuringFrame + Array(clocked.values)).filter(\.wantsFrames)
    }

    /// Runs a control's write through `controlWriteScope`.
    /// Whether a frame is being delivered (its driver wraps its writes).
    var isInFrame: Bool { frameTime != nil }

    func controlWrite(_ write: () -> Bool) -> Bool {
        guard let scope = controlWriteScope else { return write() }
        var written = false
        scope { written = write() }
        return written
    }

    /// Whether the driver is delivering frames.
    public var isRunning: Bool { driverRunning }

    func schedule(_ playable: Playable) {
        guard playable.enterSchedule() else { return }
        if frameTime != nil { startedDuringFrame.append(playable) } else { scheduled.append(playable) }
        runDriver()
    }

    /// Keeps frames coming while a clock plays something: they write what its clock's reports anchor, and
    /// take over from a clock gone quiet (`watchClock`).
    func watchClocks() { runDriver() }

    private func runDriver() {
        guard !driverRunning else { return }
        driverRunning = true
        driver.start { [weak self] time in self?.tick(time) }
    }

    /// Advances everything to `time`. Drivers call this; so can custom drivers and tests.
    public func tick(_ time: Double) {
        guard frameTime == nil else { return }  // a re-entrant frame would advance some twice
        frameTime = time
        frames &+= 1
        sweepOwners()
        // Nothing is removed from `scheduled` during the loop (new starts go to `startedDuringFrame`), so the
        // loop steps through a copy of it, a local constant: reading its elements needs no runtime check, and
        // lends each playable to its call without retaining it. No closure here: an isolated closure handed
        // to a generic function gets a runtime actor check per call.
        do {
            let list = scheduled
            for index in list.indices where list[index].wantsFrames { list[index].step(time) }
        }
        // Clocked playables are shown at the playhead their clock anchors, and taken over when it goes quiet.
        let watching = !clocked.isEmpty && watchClockedPlayables(time)
        frameTime = nil
        // Keep those that still want frames, in order, in a local copy (the buffer's only owner once
        // `scheduled` lets go of it, so nothing is copied), then hand it back.
        var list = scheduled
        scheduled = []
        var kept = 0
        for index in list.indices {
            if list[index].wantsFrames {
                if kept != index { list.swapAt(kept, index) }
                kept += 1
            } else {
                list[index].leaveSchedule()
            }
        }
        list.removeLast(list.count - kept)
        list.append(contentsOf: startedDuringFrame)
        startedDuringFrame.removeAll(keepingCapacity: true)
        scheduled = list
        if scheduled.isEmpty && !watching {
            driverRunning = false
            driver.stop()
        }
        checkInvariants()
    }

    // MARK: Targets

    /// Makes `playable` the owner of `property` of `object`, and takes it from the playables it replaces (as Core
    /// Animation replaces an animation for the same key): a tween is cancelled, a timeline's steps writing it are (P2).
    /// Their handlers may end `playable` meanwhile. When `carrying`, a running rival first hands `playable` its motion.
    func claim(_ property: PropertyName, of object: AnyObject, for playable: Playable, carrying: Bool) {
        let key = PropertyKey(object: ObjectIdentifier(object), property: property)
        for rival in owners.claim(property, of: object, for: playable) where !rival.state.isEnded {
            if carrying && rival.state == .running { playable.carryOn(from: rival, key: key) }
            rival.yield(key)
        }
    }

    /// Every so many frames, ends the playables whose objects have gone: paused ones, which no frame visits (a running
    /// one finds out on its own next frame). Also lets go of the queues of objects that have gone (see `QueueStore`).
    private func sweepOwners() {
        framesToSweep -= 1
        guard framesToSweep <= 0 else { return }
        framesToSweep = Self.framesBetweenSweeps
        QueueStore.sweep()
        endOrphans()
        endAbandoned()
    }

    /// Frames between two sweeps: about a second at 60 Hz.
    static let framesBetweenSweeps = 64

    /// Seconds between two sweeps while no frames run (see `watchIdle`).
    static var secondsBetweenIdleSweeps = 1.0

    /// Sweeps about once a second while no frames run but a paused playable owns a property or an object's queue
    /// holds steps: a paused tween whose object went still ends, and the queue of an object that went still goes.
    /// Called when a playable pauses and when a step is queued; stops once there are none.
    func watchIdle() {
        guard !sweepingWhileIdle else { return }
        sweepingWhileIdle = true
        Task { @MainActor [weak self] in
            while self?.owners.hasPausedOwners == true || QueueStore.holdsWaitingSteps || self?.held.isEmpty == false {
                try? await Task.sleep(nanoseconds: UInt64(Self.secondsBetweenIdleSweeps * 1e9))
                QueueStore.sweep()
                self?.endOrphans()
                self?.endAbandoned()
            }
            self?.sweepingWhileIdle = false
        }
    }

    /// Ends the playables whose objects have gone.
    private func endOrphans() { for orphan in owners.removeOrphans() { orphan.lostObject() } }

    /// Holds a playable the app paused, and sweeps while no frames run (see `endAbandoned`).
    func hold(_ playable: Playable) {
        if !held.contains(where: { $0 === playable }) { held.append(playable) }
        watchIdle()
    }

    /// Ends the paused playables that nothing but the engine holds any more: the app let go of them, so nothing can
    /// resume them; each completes `.cancelled`, as every tween completes once (its handlers run, its awaiters and
    /// value streams end).
    private func endAbandoned() {
        var index = 0
        while index < held.count {
            if held[index].state == .paused && isKnownUniquelyReferenced(&held[index]) {
                held.remove(at: index).cancel()
            } else if held[index].state != .paused {
                held.remove(at: index)
            } else {
                index += 1
            }
        }
    }

    /// In debug builds, traps when `playable`'s machine or the engine's books are inconsistent: run after every control
    /// and every frame (the books whole only after frames, which the tests drive).
    func checkInvariants(of playable: Playable? = nil) {
        #if DEBUG
        let problems = playable.map { $0.machine.inconsistencies } ?? inconsistencies()
        assert(problems.isEmpty, "TweenKit: inconsistent playback: \(problems)")
        #endif
    }

    /// What is wrong with the engine's bookkeeping, if anything (empty when consistent): the owners' books
    /// list no ended playable, and each owner writes what it owns; no playable is both on frames and on a
    /// clock; nothing ended is on a clock. For tests, after every step of a randomised run.
    func inconsistencies() -> [String] {
        var problems = owners.inconsistencies()
        for playable in clocked.values {
            if playable.isScheduled { problems.append("a \(type(of: playable)) is on frames and on a clock") }
            if playable.state.isEnded { problems.append("an ended \(type(of: playable)) is on a clock") }
        }
        return problems
    }

}
