/// Runs playables: on each frame its driver delivers, advances every delayed or running one.
///
/// `TweenEngine.shared` uses the platform's driver; tests make their own engine on a `ManualDriver`.
/// The engine runs its driver only while something wants frames. Callbacks may start, pause or cancel
/// anything during a frame: what starts then is first advanced on the next frame (it has already
/// shown its start value), and no one is skipped.
///
/// While a tween writes to an object, the engine keeps one reference to that object and checks each
/// frame whether anyone else still does: if not, the object's tweens end as `.cancelled` without
/// writing, and the engine lets the object go. So tweens never keep their targets alive, and the
/// frame loop pays no weak-reference load per tween. A frame checks an eighth of the objects in turn
/// (at least 64, at most 1,024), so an object the app let go is released within eight frames (more with
/// over 8,192 objects), written to until then. That check reads the object's reference count; for an
/// Objective-C object the count is the Objective-C runtime's, so such objects are also probed, one every
/// few frames in turn, in a way that asks the runtime nothing: the engine lets go of its reference and
/// watches the object weakly, taking it back if it stays.
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
    @exclusivity(unchecked) private var scheduled: ContiguousArray<Playable> = []
    private var startedDuringFrame: [Playable] = []
    @exclusivity(unchecked) private var frameTime: Double?
    @exclusivity(unchecked) private var driverRunning = false

    // Which tween writes which object, and one reference per object while any of its tweens runs.
    @exclusivity(unchecked) private var registry = TargetRegistry()
    // Playables that a `SegmentClock` plays instead of this engine's frames.
    var clocked: [ObjectIdentifier: Playable] = [:]
    // Clock segments made so far: their ids.
    var segmentsMade = 0
    // Whether a debug build already said that a clock was taken over (it says so once).
    static var saidClockTakenOver = false
    // Playables this engine paused when the app went to the background.
    var pausedForBackground: [Playable] = []

    /// Gives the clock that plays a playable hosted by an object (see `Playable.host`), or nil for this
    /// engine's frames. On Apple platforms `shared` answers a `TweenLayer` clock for views and layers.
    ///
    /// ```swift
    /// engine.segmentClockProvider = { host in (host as? MyView).map { MyClock(view: $0) } }
    /// ```
    @exclusivity(unchecked) public var segmentClockProvider: (@MainActor (AnyObject) -> SegmentClock?)?

    /// Wraps the writes that controls make outside frames (`start()`, `seek(to:)`, `finish()`). On Apple
    /// platforms `shared` puts them in a Core Animation transaction with implicit actions disabled, as
    /// its display link does its frames, so a tween of a standalone layer's property never animates
    /// implicitly. Frames do not pass through it: their driver wraps them.
    ///
    /// ```swift
    /// engine.controlWriteScope = { write in lock.withLock { write() } }
    /// ```
    public var controlWriteScope: ((() -> Void) -> Void)?

    /// What happens to running tweens when the app goes to the background; `.pause` unless set.
    public var backgroundPolicy: BackgroundPolicy = .pause
    /// Whether the app is in the background (between `enterBackground()` and `enterForeground()`).
    public internal(set) var isInBackground = false
    /// Whether the user asked for reduced motion. On Apple platforms `shared` follows the system setting;
    /// set it yourself for other engines.
    @exclusivity(unchecked) public var reducesMotion = false
    /// What Reduce Motion does to tweens; `.finishDecorative` unless set.
    public var reduceMotionPolicy: ReduceMotionPolicy = .finishDecorative

    /// An engine on `driver`: a `ManualDriver` for tests and offline work, a `DispatchDriver`, or your own.
    public init(driver: FrameDriver) {
        self.driver = driver
    }

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

    /// Keeps frames coming while a clock plays something: they are its safety net (`watchClock`).
    func watchClocks() {
        runDriver()
    }

    private func runDriver() {
        guard !driverRunning else { return }
        driverRunning = true
        driver.start { [weak self] time in self?.tick(time) }
    }

    /// Advances everything to `time`. Drivers call this; so can custom drivers and tests.
    public func tick(_ time: Double) {
        guard frameTime == nil else { return }  // a re-entrant frame would advance some twice
        frameTime = time
        releaseAbandonedTargets()
        // Nothing is removed from `scheduled` during the loop (new starts go to `startedDuringFrame`).
        // Step through an immutable copy of the list (one retain of its buffer per frame): the compiler
        // can then lend each element to `step` without a retain and release per playable. No closure
        // here: an isolated closure handed to a generic function gets a runtime actor check per call.
        let count = scheduled.count
        do {  // `list` ends here, so the compaction below finds the buffer unique (no copy)
            let list = scheduled
            for index in 0..<count {
                let playable = list[index]
                if playable.wantsFrames { playable.step(time) }
            }
        }
        // Clocked playables are not stepped, only watched: a clock gone quiet is taken over.
        let watching = !clocked.isEmpty && watchClockedPlayables(time)
        frameTime = nil
        // Compact by hand (a closure here would pay a runtime actor check per element), swapping so
        // that nothing is retained or released but what leaves.
        var kept = 0
        for index in 0..<count {
            unowned(unsafe) let playable = scheduled[index]
            if playable.wantsFrames {
                if kept != index { scheduled.swapAt(kept, index) }
                kept += 1
            } else {
                playable.leaveSchedule()
            }
        }
        if kept < count { scheduled.removeLast(count - kept) }
        scheduled.append(contentsOf: startedDuringFrame)
        startedDuringFrame.removeAll(keepingCapacity: true)
        if scheduled.isEmpty && !watching {
            driverRunning = false
            driver.stop()
        }
    }

    // MARK: Targets

    /// Holds `object` while `playable` writes to it and hands `playable` the claim it writes through (see
    /// `TargetClaim`), through `receive`; then cancels the other tweens of the same property (as Core
    /// Animation replaces an animation for the same key), whose handlers may end `playable` meanwhile: its
    /// end then finds the claim to give back. When `carrying`, a running rival first hands `playable` its
    /// motion.
    func claim(
        _ object: consuming AnyObject, for playable: Playable, carrying: Bool, receive: (TargetClaim) -> Void
    ) {
        let (claim, rivals) = registry.claim(object, for: playable)
        receive(claim)
        for rival in rivals where !rival.state.isEnded {
            if carrying && rival.state == .running { playable.carryOn(from: rival) }
            rival.cancel()
        }
    }

    /// Takes back `playable`'s claim on its object.
    func release(_ claim: TargetClaim, for playable: Playable) {
        // If this was the last reference, its deinit runs after the bookkeeping.
        let object = registry.release(claim, for: playable)
        _ = object
    }

    /// Takes back a pausing tween's claim on its object; it still claims its property (see
    /// `TargetRegistry.park`).
    func park(_ claim: TargetClaim, for playable: Playable) {
        let object = registry.park(claim, for: playable)
        _ = object
    }

    /// A parked tween resumes or ends.
    func unpark(_ playable: Playable) {
        registry.unpark(playable)
    }

    /// How many target objects a frame checks for abandonment, in turn, when it holds `count`: an eighth
    /// of them (so each is checked at least every eight frames), at least 64 and at most 1,024. The check
    /// reads the object's reference count, which for a target (it has weak references) lives in a side
    /// table: a cache miss or two per object, more than the rest of its frame, so checking every object
    /// every frame cost a thousand-tween frame about an eighth of its time.
    static func livenessChecks(forObjects count: Int) -> Int { min(1_024, max(64, (count + 7) / 8)) }

    /// Ends the tweens of objects that only the engine still references (of those checked this frame).
    private func releaseAbandonedTargets() {
        guard !registry.isEmpty else { return }
        for playable in registry.orphans(checkingAtMost: Self.livenessChecks(forObjects: registry.heldCount)) {
            playable.complete(.cancelled)
        }
        probeLiveness()
    }

    /// Whether liveness is found by the probe alone, for every object (tests; see `probeLiveness`).
    var probesEveryObject: Bool {
        get { registry.probingEveryObject }
        set { registry.probingEveryObject = newValue }
    }

    /// Finds out whether one object (in turn, one a frame) is still referenced by anyone but the engine,
    /// without asking the runtime for its reference count: for an Objective-C object, whose count is the
    /// Objective-C runtime's (`isKnownUniquelyReferenced` answers from it), so that an object the app let go
    /// is let go here too whatever that answer. The tweens holding it give their claims back, the engine
    /// drops its one reference and watches the object weakly: if it went, they end, cancelled, having
    /// nothing to give back; if not, they take their claims again. Nothing else runs meanwhile but the
    /// object's own `deinit`, which finds the books consistent (it may end the tweens itself).
    private func probeLiveness() {
        guard let id = registry.nextToProbe() else { return }
        let holders = registry.holders(of: id)
        var held: AnyObject?
        // Every tween the table lists holds its claim (the consistency check says so).
        for holder in holders {
            if let claim = holder.surrenderClaim(), let last = registry.release(claim, for: holder) { held = last }
        }
        weak var watch: AnyObject?
        watch = held
        held = nil  // the engine's one reference: if it was the last, the object goes now
        guard let alive = watch else {
            for holder in holders { holder.complete(.cancelled) }
            return
        }
        for holder in holders where !holder.state.isEnded {
            // Its rivals are none: the same tweens held the object a moment ago.
            let (claim, _) = registry.claim(alive, for: holder)
            holder.reinstate(claim)
        }
    }

    /// The playables (delayed, running or paused) that write to `object`.
    func playables(targeting object: AnyObject) -> [Playable] {
        playables(forObject: ObjectIdentifier(object))
    }

    /// What is wrong with the engine's bookkeeping, if anything (empty when consistent): the target
    /// table's own checks; a paused tween never holds its object, and every parked one is paused; no
    /// playable is both on frames and on a clock; nothing ended is on a clock. For tests, after every
    /// step of a randomised run; cheap enough to call anywhere.
    func inconsistencies() -> [String] {
        var problems = registry.inconsistencies()
        for playable in clocked.values {
            if playable.isScheduled { problems.append("a \(type(of: playable)) is on frames and on a clock") }
            if playable.state.isEnded { problems.append("an ended \(type(of: playable)) is on a clock") }
        }
        return problems
    }

    func playables(forObject id: ObjectIdentifier) -> [Playable] {
        registry.playables(forObject: id)
    }
}
