@testable import TweenKit

/// What Core Animation might do where its documentation is silent. The clock tests run under every
/// combination of the plausible answers, and under the failures the engine's frames must survive.
struct CoreAnimationBehaviour: Sendable, CustomStringConvertible {
    /// Which object `display()` is called on once the layer has a presentation copy.
    enum DisplayTarget: CaseIterable, Sendable { case modelLayer, presentationCopy, both }

    var displayTarget = DisplayTarget.presentationCopy
    /// Frames after the first one following its commit before a new animation is presented.
    var presentationDelay = 0
    /// How far ahead of the display link's callback the presented values are: 0 for the moment of the commit, a frame
    /// for the frame's target time.
    var presentsAhead = 0.0
    /// Whether, on going to the background, the removals are reported before the app is told.
    var backgroundStopsBeforeNotice = false
    /// Whether an animation kept after its end reports `animationDidStop(finished: true)` there.
    var reportsFinish = true
    /// Display-link frames per display pass (Core Animation at 30 Hz beside a 120 Hz link: 4).
    var framesPerDisplay = 1
    /// Whether every commit, an explicit transaction's too, displays the layers whose presented value moved (each a
    /// little later than the last): a write committed at once then makes `display()` come again.
    var displaysOnEveryCommit = false
    // Failures: Core Animation never displays the layer, never reports a stop.
    var displays = true
    var reportsStops = true

    /// Every combination of the plausible behaviours.
    static let plausible: [Self] = {
        var all: [Self] = []
        for displayTarget in DisplayTarget.allCases {
            for presentationDelay in [0, 1] {
                for presentsAhead in [0, 1.0 / 60] {
                    for backgroundStopsBeforeNotice in [false, true] {
                        for reportsFinish in [false, true] {
                            all.append(
                                Self(
                                    displayTarget: displayTarget, presentationDelay: presentationDelay,
                                    presentsAhead: presentsAhead,
                                    backgroundStopsBeforeNotice: backgroundStopsBeforeNotice,
                                    reportsFinish: reportsFinish))
                        }
                    }
                }
            }
        }
        return all
    }()

    var description: String {
        "display on \(displayTarget), delay \(presentationDelay), ahead \(presentsAhead), "
            + "background stops first \(backgroundStopsBeforeNotice), reports finish \(reportsFinish), "
            + "frames per display \(framesPerDisplay), every commit \(displaysOnEveryCommit), "
            + "displays \(displays), stops \(reportsStops)"
    }
}

/// The `CAMediaTiming` of one layer between the root and the host (the host's own included).
struct LayerTiming: Sendable {
    var beginTime = 0.0
    var speed = 1.0
    var timeOffset = 0.0
}

/// A display link as `DisplayLinkDriver` runs one: each frame is delivered for its target time, a frame after the
/// clock reads at its callback, and the time between frames comes from the same time base.
@MainActor
final class ModelDisplayLink: FrameDriver {
    /// The media clock (`CACurrentMediaTime()`).
    var clock = 0.0
    private var base = FrameTimeBase()
    private var frame: (@MainActor (Double) -> Void)?
    var isRunning: Bool { frame != nil }
    var now: Double { base.now(clock: clock) }
    func start(_ frame: @escaping @MainActor (Double) -> Void) { self.frame = frame }
    func stop() { frame = nil }
    func fire(target: Double) {
        let time = base.frame(at: target)
        frame?(time)
    }
}

/// A model of Core Animation as its headers and documentation describe it, enough to play hosted tweens:
/// layer-tree time (each layer maps its parent's time through its `beginTime`, `speed` and `timeOffset`);
/// transactions: the run loop's, committed once per frame, and explicit ones, committed at once when outermost;
/// model and presentation values, the presentation as of the last commit with its animations applied at the
/// clock, and none before a layer's first commit; explicitly added animations with `beginTime` in the layer's time,
/// filling both ways and kept after their end; `display()` in a commit for a layer whose model value changed or
/// whose presented value moved (while Core Animation prepares the commit: the app must run no handler and write no
/// value then); stops reported after the commit; every animation removed (reported unfinished) when the app goes to
/// the background or the host leaves its window; and the main queue's blocks run after the commit.
///
/// It plays the part of `TweenLayerSite`, `DisplayLinkDriver` and Core Animation together, behind the same ports.
@MainActor
final class CoreAnimationModel {
    /// A frame at sixty frames a second.
    static let frame = 1.0 / 60
    /// The display link's frame: its callback comes this long before the time it targets.
    var linkInterval = CoreAnimationModel.frame
    /// Where the main thread is in a turn of its run loop.
    enum Phase { case link, app, display, afterCommit }

    let behaviour: CoreAnimationBehaviour
    let driver = ModelDisplayLink()
    let engine: TweenEngine
    /// Whether the host's tree is in a window Core Animation renders.
    var hostOnScreen = true
    /// The timing of the host's layer and of its ancestors, the root's first.
    var timings = [LayerTiming()]
    /// Every clock layer made (one per hosted tween).
    private(set) var layers: [ModelClockLayer] = []
    private(set) var frameIndex = 0
    private(set) var phase = Phase.app
    /// How many handlers the app has run so far, as the test counts them: read around each display pass.
    var handlersRun: () -> Int = { 0 }
    /// Display passes during which a handler ran (there must be none).
    private(set) var handlersInsideDisplay = 0
    /// Commits explicit transactions made at once, and those the display link's frames made.
    private(set) var explicitCommits = 0
    private(set) var linkCommits = 0
    /// Turns of the main queue that found more blocks after a thousand: a loop of commits.
    private(set) var commitLoops = 0
    private var transactionDepth = 0
    /// Whether Core Animation is in its display pass.
    var displaying: Bool { phase == .display }
    fileprivate var mainQueue: [@MainActor @Sendable () -> Void] = []

    init(behaviour: CoreAnimationBehaviour, host: AnyObject) {
        self.behaviour = behaviour
        engine = TweenEngine(driver: driver)
        TweenDiagnostics.handler = nil
        engine.segmentClockProvider = { [weak self] object in
            guard let self, object === host else { return nil }
            let layer = ModelClockLayer(model: self)
            layers.append(layer)
            return layer
        }
        // Writes outside frames go in an explicit transaction, as `TweenEngine.shared` makes them.
        engine.controlWriteScope = { [weak self] body in self?.transaction(body) ?? body() }
    }

    /// The timings the render tree has: those of the last commit (the presentation copy is the layer "as it was at
    /// the start of the current transaction").
    private var committedTimings: [LayerTiming]?

    /// The host layer's time at media time `time`, level by level from the root: the model layer's (`convertTime`),
    /// or the render tree's.
    func layerTime(at time: Double, presented: Bool = false) -> Double {
        (presented ? committedTimings ?? timings : timings).reduce(time) {
            ($0 - $1.beginTime) * $1.speed + $1.timeOffset
        }
    }

    /// One turn of the main run loop for the frame shown at `time`: the display link's callback (a frame earlier, by
    /// the clock), the app's code, the run loop's commit with Core Animation's display pass, its reports, then the
    /// main queue.
    func frame(at time: Double, app: () -> Void = {}) {
        frameIndex += 1
        driver.clock = time - linkInterval
        phase = .link
        // As `DisplayLinkDriver` does: a transaction only for a frame that writes.
        if engine.framesWrite {
            linkCommits += 1
            transaction { driver.fire(target: time) }
        } else {
            driver.fire(target: time)
        }
        phase = .app
        app()
        commit(displaying: behaviour.displays && frameIndex % behaviour.framesPerDisplay == 0)
        for layer in layers { layer.deliverStops(at: driver.clock) }
        phase = .afterCommit
        var turns = 0
        while !mainQueue.isEmpty {
            turns += 1
            if turns > 1000 {
                commitLoops += 1
                mainQueue = []
                break
            }
            let blocks = mainQueue
            mainQueue = []
            for block in blocks { block() }
        }
        phase = .app
    }

    /// An explicit transaction: committed at once when it is the outermost and Core Animation is not committing.
    private func transaction(_ body: () -> Void) {
        transactionDepth += 1
        body()
        transactionDepth -= 1
        guard transactionDepth == 0, phase != .display else { return }
        explicitCommits += 1
        guard behaviour.displaysOnEveryCommit else { return }
        driver.clock += 1e-4
        let was = phase
        commit(displaying: true)
        for layer in layers { layer.deliverStops(at: driver.clock) }
        phase = was
    }

    /// A commit: Core Animation's display pass (when it displays), then the layers go to the render tree.
    private func commit(displaying display: Bool) {
        let was = phase
        let before = handlersRun()
        phase = .display
        if display { for layer in layers { layer.displayPass() } }
        phase = was
        if handlersRun() != before { handlersInsideDisplay += 1 }
        for layer in layers { layer.commit() }
        committedTimings = timings
    }

    /// The app goes to the background: Core Animation removes every animation, and the app is told.
    func enterBackground() {
        if behaviour.backgroundStopsBeforeNotice {
            removeAllAnimations()
            engine.enterBackground()
        } else {
            engine.enterBackground()
            removeAllAnimations()
        }
    }

    /// The host leaves its window: its layers' animations are removed, and nothing is displayed.
    func hostLeavesWindow() {
        hostOnScreen = false
        removeAllAnimations()
    }

    /// The app takes the clock layers out of the host's tree, behind TweenKit's back.
    func takeClockLayersOut() {
        for layer in layers { layer.takenOut = true }
    }

    private func removeAllAnimations() {
        for layer in layers { layer.removeAnimation(reportNow: true) }
    }
}

/// One linear animation of the clock value (time and segment id), as `TweenLayerSite` adds it, in the model's
/// own arithmetic.
struct ModelAnimation {
    let id: Int
    let begin: Double
    let from: Double
    let to: Double
    let duration: Double
    /// The frame in which it was committed (nil before).
    var committedFrame: Int?
    var finishReported = false

    init(_ segment: ClockSegment) {
        id = segment.id
        begin = segment.begin
        from = segment.fromLocal
        to = segment.toLocal
        duration = segment.duration
    }

    /// Its value at the layer's time `time`, filling both ways.
    func value(at time: Double) -> Double {
        let fraction = min(max((time - begin) / duration, 0), 1)
        return from + (to - from) * fraction
    }
}

/// A clock layer in the model: the model layer (this transaction), the render tree's copy (the last commit),
/// and the presentation copy made from it.
@MainActor
final class ModelClockLayer: ClockLayer {
    unowned let model: CoreAnimationModel
    weak var playable: Playable?
    /// In its host's tree (between `play` and `stop`).
    private(set) var inTree = false
    /// Taken out of the tree by the app: no longer displayed, and no stop reported.
    var takenOut = false

    private var modelTime = Double.nan
    private var segment = 0
    private(set) var animation: ModelAnimation?
    private var needsDisplay = false
    private var committed: (animation: ModelAnimation?, segment: Int)?
    private var lastDisplayed: Double?
    private var pendingStops: [(id: Int, finished: Bool)] = []

    init(model: CoreAnimationModel) { self.model = model }

    // MARK: ClockLayer, as TweenLayerSite does it

    func time(at now: Double) -> Double? { model.hostOnScreen ? model.layerTime(at: now) : nil }

    func play(_ segment: ClockSegment) {
        inTree = true
        takenOut = false
        removeAnimation(reportNow: false)
        animation = ModelAnimation(segment)
        self.segment = segment.id
        modelTime = .nan
        needsDisplay = true
    }

    func stop() {
        removeAnimation(reportNow: false)
        inTree = false
    }

    func afterCommit(_ body: @escaping @MainActor @Sendable () -> Void) { model.mainQueue.append(body) }

    // MARK: Core Animation

    func removeAnimation(reportNow: Bool) {
        if let old = animation { pendingStops.append((old.id, false)) }
        animation = nil
        // Removed by Core Animation itself: gone from the render tree too, and reported at once.
        if reportNow {
            committed?.animation = nil
            deliverStops(at: nil)
        }
    }

    /// The presentation copy's time and segment: none before the first commit; the model value (no time) until a
    /// committed animation is presented.
    private var presentation: (time: Double, segment: Int)? {
        guard let committed else { return nil }
        if let running = committed.animation, let frame = running.committedFrame,
            model.frameIndex > frame + model.behaviour.presentationDelay
        {
            let layerTime = model.layerTime(at: model.driver.clock + model.behaviour.presentsAhead, presented: true)
            return (running.value(at: layerTime), committed.segment)
        }
        return (modelTime, committed.segment)
    }

    /// `display()`, if Core Animation calls it in this pass: with the presentation copy's time and segment.
    func displayPass() {
        guard inTree, !takenOut, model.hostOnScreen else { return }
        let presented = presentation
        let shown = presented?.time
        let moved = shown.map { value in lastDisplayed.map { !($0 == value || $0.isNaN && value.isNaN) } ?? true }
        guard needsDisplay || moved == true else { return }
        needsDisplay = false
        lastDisplayed = shown
        playable?.clockPresented(shown, segment: presented?.segment)
        if model.behaviour.displayTarget == .both { playable?.clockPresented(shown, segment: presented?.segment) }
    }

    func commit() {
        if var added = animation, added.committedFrame == nil {
            added.committedFrame = model.frameIndex
            animation = added
        }
        committed = (animation, segment)
    }

    /// Reports the removals of the last transaction, and an animation past its end (Core Animation reports
    /// both after the commit).
    func deliverStops(at time: Double?) {
        if let time, var running = animation, running.committedFrame != nil, !running.finishReported,
            model.layerTime(at: time + model.behaviour.presentsAhead, presented: true) >= running.begin
                + running.duration
        {
            running.finishReported = true
            animation = running
            if model.behaviour.reportsFinish { pendingStops.append((running.id, true)) }
        }
        let stops = pendingStops
        pendingStops = []
        guard model.behaviour.reportsStops else { return }
        for stop in stops { playable?.clockStopped(segment: stop.id, finished: stop.finished) }
    }
}
