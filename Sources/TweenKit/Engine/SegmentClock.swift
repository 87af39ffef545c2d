/// A clock that plays tweens hosted by a view or a layer: on Apple platforms, a `TweenLayer` that Core Animation
/// animates in the host's layer tree (see `TweenEngine.segmentClockProvider`).
@MainActor
protocol SegmentClock: AnyObject {}

/// What a hosted playable needs of its clock layer: on Apple platforms a `TweenLayer` in its host's tree
/// (`TweenLayerSite`); in the tests, a model of Core Animation that plays the same part.
@MainActor
protocol ClockLayer: SegmentClock {
    /// Who hears what the layer presents and how its animations stop (held weakly).
    var playable: Playable? { get set }
    /// The host layer's time at the engine's time `now` (`convertTime(_:from: nil)`: one time base for the layer and
    /// the playhead); nil when the host is in no window that is rendered.
    func time(at now: Double) -> Double?
    /// Puts the layer into its host's tree, unless it is there, and animates its clock value along `segment`
    /// (linear, from `begin` in the layer's time, filling both ways, kept after its end), replacing the
    /// animation before. Its model value is no time (NaN), so only an animation presents one.
    func play(_ segment: ClockSegment)
    /// Removes the animation and takes the layer out of its host's tree, letting go of it.
    func stop()
    /// Runs `body` once Core Animation's current commit is done (on the main queue).
    func afterCommit(_ body: @escaping @MainActor @Sendable () -> Void)
}

extension Playable {
    /// Sets `host` and returns it, for chaining.
    @discardableResult
    public func hosted(by host: AnyObject) -> Self {
        self.host = host
        return self
    }

    private var clockLayer: ClockLayer? { extras?.segmentClock as? ClockLayer }

    /// Its clock's machine (kept with its extras, which a playable with a clock has).
    var clockMachine: ClockMachine {
        get { extras?.clockMachine ?? ClockMachine() }
        set { ensuredExtras.clockMachine = newValue }
    }

    /// Asks the engine for a clock for its host, when it starts or resumes.
    func attachClock() {
        // The provider first: without one (Linux, tests) the weak loads of the host are not paid.
        guard let provider = engine.segmentClockProvider, extras?.segmentClock == nil, !isChild,
            let host = host ?? writtenObject, let layer = provider(host) as? ClockLayer
        else { return }
        ensuredExtras.segmentClock = layer
        layer.playable = self
        clockMachine.order = engine.makeSegmentID()
        engine.registerClocked(self)
    }

    /// Lets go of its clock (when it ends or pauses).
    func detachClock() {
        guard let layer = clockLayer else { return }
        clockMachine.halt()
        extras?.segmentClock = nil
        layer.stop()
        layer.playable = nil
        engine.unregisterClocked(self)
    }

    /// Hands its playback to whatever drives it: the engine's frames, or a new segment on its clock.
    func drive() {
        // Started, resumed or played again while the app is away: the background policy holds it too.
        if engine.inBackground, wantsFrames, !isChild { return engine.interrupt(self) }
        guard let layer = clockLayer else {
            if wantsFrames { engine.schedule(self) }
            return
        }
        guard wantsFrames else {
            clockMachine.halt()
            layer.stop()
            return
        }
        engine.watchClocks()
        let now = engine.now
        guard let time = layer.time(at: now) else {
            clockMachine.leaveScreen()
            layer.stop()
            return
        }
        let local = machine.local(at: now)
        let id = engine.makeSegmentID()
        if let segment = clockMachine.play(
            id: id, local: local, rate: machine.rate, timing: timing, time: time, now: now)
        {
            layer.play(segment)
        } else {
            layer.stop()
            // At its end with nothing left to play: show the end now. A zero rate just holds.
            if machine.rate != 0 { advance(local: local) }
        }
    }

    /// Its clock layer's `display()` presented `local` for segment `id` (written, with its events, after the commit).
    func clockPresented(_ local: Double?, segment id: Int?) {
        guard wantsFrames else { return }
        perform(clockMachine.presented(local, segment: id, now: engine.now), inDisplay: true)
    }

    /// Its clock layer's animation of segment `id` stopped (`animationDidStop`), after Core Animation's commit.
    func clockStopped(segment id: Int, finished: Bool) {
        guard wantsFrames, let layer = clockLayer else { return }
        let onScreen = layer.time(at: engine.now) != nil
        let action = clockMachine.stopped(
            segment: id, finished: finished, hostOnScreen: onScreen, inBackground: engine.isInBackground)
        perform(action, inDisplay: false)
    }

    /// Once per engine frame while it has a clock: says where the layer's time has it, and plays it on the
    /// engine's frames while those have taken it over.
    func watchClock(_ now: Double) {
        guard wantsFrames, let layer = clockLayer else { return }
        perform(clockMachine.frame(time: layer.time(at: now), now: now), inDisplay: false)
    }

    private func perform(_ action: ClockMachine.Action, inDisplay: Bool) {
        guard let layer = clockLayer else { return }
        switch action {
        case .ignore: return
        case .show(let local):
            HostedWrites.count(\.presented)
            PresentedEvents.add(self, at: local, layer: layer, later: inDisplay)
        case .anchor(let local): clockShowed(local)
        case .restart: drive()
        case .interrupt: engine.interrupt(self)
        case .takeOver, .frame:
            if action == .takeOver {
                engine.clockWasTakenOver()
                HostedWrites.count(\.takeovers)
                // Off screen, the layer goes; Core Animation merely quiet, it stays, to show when it comes back.
                if case .takenOver(nil) = clockMachine.phase { layer.stop() }
            }
            HostedWrites.count(\.frames)
            if case .frame(let local?) = action { clockShowed(local) }
            writing { advance(local: machine.local(at: engine.now)) }
        case .handBack:
            if inDisplay { layer.afterCommit { [weak self] in self?.drive() } } else { drive() }
        }
    }

    /// Plays to `local`, which Core Animation presented, as a frame plays (the value written once, then its handlers
    /// and calls in order), then the next chunk of a playable that repeats forever.
    fileprivate func writePresented(_ local: Double) {
        clockShowed(local)
        writing { advance(local: local) }
        if wantsFrames, let segment = clockMachine.segment, local == segment.toLocal { drive() }
    }

    /// Runs `body`, which writes, in the engine's control-write scope (implicit actions disabled, on Apple platforms).
    private func writing(_ body: () -> Void) {
        _ = engine.controlWrite {
            body()
            return true
        }
    }
}

/// The values hosted playables' `display()` presented, written with their events after Core Animation's commit in a
/// transaction of their own, never inside `display()` (in the commit's display phase, after its layout, a view may
/// show a value a commit late, and its observers would run while Core Animation walks the tree); in the order the
/// engine's frames run them.
@MainActor
enum PresentedEvents {
    private static var pending: [(playable: Playable, order: Int, segment: Int?, local: Double)] = []

    /// Adds a value: run after the commit when `later` (shown in `display()`), else at once, after those waiting.
    static func add(_ playable: Playable, at local: Double, layer: ClockLayer, later: Bool) {
        if later && pending.isEmpty { layer.afterCommit { run() } }
        pending.append((playable, playable.clockMachine.order, playable.clockMachine.segment?.id, local))
        if !later { run() }
    }

    /// Writes every value waiting (also at each engine frame, in case the frame comes first).
    static func run() {
        while !pending.isEmpty {
            // A stable sort, so one playable's values keep their order; one transaction, so one commit for them all.
            // A value of a segment since replaced (a handler sought, say) is over.
            let values = pending.sorted { $0.order < $1.order }
            pending = []
            _ = values.first?.playable.engine.controlWrite {
                for value in values
                where value.playable.wantsFrames && value.playable.clockMachine.segment?.id == value.segment {
                    value.playable.writePresented(value.local)
                }
                return true
            }
        }
    }
}

/// How the values of tweens hosted by a view or a layer were written (counted in every build): Core Animation drove
/// them when all were presented.
///
/// ```swift
/// TweenDiagnostics.hostedWrites = HostedWrites()
/// label.tween.count(to: 1000, duration: 1)   // once it ends: presented > 0, frames == 0, takeovers == 0
/// ```
public struct HostedWrites: Sendable, Equatable {
    /// Values Core Animation presented (by `display()`, or an end by `animationDidStop`), written after the commit.
    public var presented = 0
    /// Values the engine's frames wrote: the host was not in a window, or Core Animation stopped displaying.
    public var frames = 0
    /// Times the engine's frames took a tween over from Core Animation.
    public var takeovers = 0

    /// No writes yet.
    public init() {}

    @MainActor
    static func count(_ path: WritableKeyPath<HostedWrites, Int>) { TweenDiagnostics.hostedWrites[keyPath: path] += 1 }
}

extension TweenDiagnostics {
    /// How the values of hosted tweens were written so far (see `HostedWrites`); set it to start counting anew.
    public static var hostedWrites = HostedWrites()
}
