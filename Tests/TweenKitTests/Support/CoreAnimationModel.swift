@testable import TweenKit

/// What Core Animation might do where its documentation is silent. The clock tests run under every
/// combination of the plausible answers, and under the failures the safety net must survive.
struct CoreAnimationBehaviour: Sendable, CustomStringConvertible {
    /// Which object `display()` is called on once the layer has a presentation copy.
    enum DisplayTarget: CaseIterable, Sendable { case modelLayer, presentationCopy, both }
    /// When `animationDidStart` arrives: in the first frame after the commit, before or after that
    /// frame's display; or only once the animation's `beginTime` is reached.
    enum StartReport: CaseIterable, Sendable { case beforeFirstDisplay, afterFirstDisplay, atBeginTime }

    var actionsOnUncommittedLayers = true
    var actionWhenValueUnchanged = true
    var displayTarget = DisplayTarget.presentationCopy
    var startReport = StartReport.beforeFirstDisplay
    /// Frames after the first one following its commit before a new animation is presented.
    var presentationDelay = 0
    /// Whether, on going to the background, the removals are reported before the app is told.
    var backgroundStopsBeforeNotice = false
    /// How far ahead of the engine's `now` the presented values are (the frame's target time).
    var presentsAhead = 0.0
    // Failures: Core Animation never displays the layer, never reports starts, never reports stops.
    var displays = true
    var reportsStarts = true
    var reportsStops = true

    /// Every combination of the plausible behaviours.
    static let plausible: [Self] = {
        var all: [Self] = []
        for actionsOnUncommittedLayers in [false, true] {
            for actionWhenValueUnchanged in [false, true] {
                for displayTarget in DisplayTarget.allCases {
                    for startReport in StartReport.allCases {
                        for presentationDelay in [0, 1] {
                            for backgroundStopsBeforeNotice in [false, true] {
                                for presentsAhead in [0, 1.0 / 120] {
                                    all.append(
                                        Self(
                                            actionsOnUncommittedLayers: actionsOnUncommittedLayers,
                                            actionWhenValueUnchanged: actionWhenValueUnchanged,
                                            displayTarget: displayTarget, startReport: startReport,
                                            presentationDelay: presentationDelay,
                                            backgroundStopsBeforeNotice: backgroundStopsBeforeNotice,
                                            presentsAhead: presentsAhead))
                                }
                            }
                        }
                    }
                }
            }
        }
        return all
    }()

    var description: String {
        "actions on uncommitted \(actionsOnUncommittedLayers), on same value \(actionWhenValueUnchanged), "
            + "display on \(displayTarget), start \(startReport), delay \(presentationDelay), "
            + "background stops first \(backgroundStopsBeforeNotice), ahead \(presentsAhead), displays \(displays), "
            + "starts \(reportsStarts), stops \(reportsStops)"
    }
}

/// A model of Core Animation as its headers and documentation describe it, enough to run a layer clock:
/// transactions that commit once per frame; model and presentation values; no presentation before a
/// layer's first commit; presentation values as of the start of the current transaction; implicit
/// actions; explicitly added animations with `beginTime`, backwards fill and removal on completion;
/// `animationDidStart` and `animationDidStop(finished:)` delivered after the commit; `display()` before
/// each commit for a layer marked for display and in every frame an animation runs (while Core Animation
/// prepares the commit: the app must write nothing and run no handler then); all animations
/// removed (reported unfinished) when the app goes to the background or the host leaves its window.
///
/// It plays the part of `TweenLayerSite` and Core Animation together, behind the same `ClockLayer`
/// port, so the clock under test is the one the Apple glue drives.
@MainActor
final class CoreAnimationModel {
    let behaviour: CoreAnimationBehaviour
    let driver = ManualDriver()
    let engine: TweenEngine
    /// Whether the host's tree is in a window Core Animation renders.
    var hostOnScreen = true
    private(set) var layers: [ModelClockLayer] = []
    private(set) var frameIndex = 0
    /// Implicit actions Core Animation asked the layer for (the layer answers none).
    var actionsAsked = 0
    /// What the app has done so far (writes, handlers run), as a count the test supplies: read before and
    /// after each display pass, during which Core Animation is preparing a commit and nothing should happen.
    var activity: () -> Int = { 0 }
    /// Display passes during which `activity` changed.
    private(set) var activityInsideDisplay = 0

    init(behaviour: CoreAnimationBehaviour, host: AnyObject) {
        self.behaviour = behaviour
        engine = TweenEngine(driver: driver)
        engine.segmentClockProvider = { [unowned self] object in
            guard object === host else { return nil }
            // As TweenLayerSite does: an idle clock layer in the host's tree serves the next tween.
            let layer = layers.first { !$0.inUse } ?? ModelClockLayer(model: self)
            if !layers.contains(where: { $0 === layer }) { layers.append(layer) }
            layer.inUse = true
            return LayerClock(layer: layer)
        }
    }

    /// One turn of the main run loop at time `time`: the display link's frame, the app's code, then
    /// Core Animation's display pass and commit.
    func frame(at time: Double, app: () -> Void = {}) {
        frameIndex += 1
        for layer in layers { layer.deliverStops() }
        for layer in layers { layer.beginTransaction(at: time) }
        driver.advance(to: time)
        app()
        for layer in layers { layer.deliverStarts(at: time, beforeDisplay: true) }
        let before = activity()
        if behaviour.displays { for layer in layers { layer.displayPass(at: time) } }
        if activity() != before { activityInsideDisplay += 1 }
        for layer in layers { layer.deliverStarts(at: time, beforeDisplay: false) }
        for layer in layers { layer.completeAnimations(at: time) }
        for layer in layers { layer.commit() }
    }

    /// The app goes to the background: Core Animation removes every animation, and the app is told.
    func enterBackground() {
        if behaviour.backgroundStopsBeforeNotice {
            removeAllAnimations(reportNow: true)
            engine.enterBackground()
        } else {
            engine.enterBackground()
            removeAllAnimations(reportNow: true)
        }
    }

    func enterForeground() {
        engine.enterForeground()
    }

    /// The host leaves its window: its layers' animations are removed, and nothing is displayed.
    func hostLeavesWindow() {
        hostOnScreen = false
        removeAllAnimations(reportNow: false)
    }

    private func removeAllAnimations(reportNow: Bool) {
        for layer in layers {
            layer.removeClockAnimation()
            layer.committedAnimation = nil
            if reportNow { layer.deliverStops() }
        }
    }
}

/// One linear animation of `localTime`, as `TweenLayerSite` adds it.
struct ModelAnimation {
    let segment: ClockSegment
    var begin: Double { segment.startTime + segment.wait }
    var end: Double { begin + segment.duration }
    /// The frame in which it was committed (nil before).
    var committedFrame: Int?
    var startReported = false

    /// Its value at `time`: backwards fill before it begins, linear along it after.
    func value(at time: Double) -> Double {
        if time <= begin { return segment.fromLocal }
        let fraction = min((time - begin) / segment.duration, 1)
        return segment.fromLocal + (segment.toLocal - segment.fromLocal) * fraction
    }
}

/// A clock layer in the model: model values (this transaction), committed values (what the render
/// tree has), and the presentation snapshot taken at the start of the transaction.
@MainActor
final class ModelClockLayer: ClockLayer {
    unowned let model: CoreAnimationModel
    weak var events: TweenLayerDelegate?
    private(set) var inTree = false
    /// Whether a tween uses it; an idle one stays in the tree for the host's next tween.
    var inUse = false

    // The model layer, as changed during the current transaction.
    private var modelTime = 0.0
    private var segmentID: Int?
    private(set) var animation: ModelAnimation?
    private var needsDisplay = false
    // The render tree's copy, as of the last commit (nil before the first).
    private var committed: (time: Double, segmentID: Int?)?
    var committedAnimation: ModelAnimation?
    // The presentation copy, as of the start of the current transaction.
    private var presentation: (time: Double, segmentID: Int?)?
    private var lastDisplayed: Double?
    fileprivate(set) var pendingStops: [(id: Int, finished: Bool)] = []

    init(model: CoreAnimationModel) { self.model = model }

    // MARK: ClockLayer, as TweenLayerSite does it

    var isHostOnScreen: Bool { model.hostOnScreen }
    func enterHost() { inTree = true }
    func leaveHost() {
        removeClockAnimation()  // its removal is still reported, later, to whoever listens then
        events = nil
        inUse = false
    }
    func setModelTime(_ time: Double) { set(localTime: time, actionsDisabled: true) }

    func addAnimation(for segment: ClockSegment) {
        if let old = animation { pendingStops.append((old.segment.id, false)) }
        animation = ModelAnimation(segment: segment)
        segmentID = segment.id
    }

    func removeClockAnimation() {
        if let old = animation { pendingStops.append((old.segment.id, false)) }
        animation = nil
    }

    // MARK: Core Animation

    private func set(localTime: Double, actionsDisabled: Bool) {
        let changed = localTime != modelTime
        modelTime = localTime
        needsDisplay = true  // needsDisplay(forKey:) is true for the clock key
        let behaviour = model.behaviour
        if !actionsDisabled, committed != nil || behaviour.actionsOnUncommittedLayers,
            changed || behaviour.actionWhenValueUnchanged
        {
            model.actionsAsked += 1  // TweenLayer's action(forKey:) answers nil: nothing runs
        }
    }

    func beginTransaction(at time: Double) {
        guard let committed else {
            presentation = nil
            return
        }
        if let running = committedAnimation, let frame = running.committedFrame,
            model.frameIndex > frame + model.behaviour.presentationDelay
        {
            presentation = (running.value(at: time + model.behaviour.presentsAhead), committed.segmentID)
        } else {
            presentation = committed
        }
    }

    func displayPass(at time: Double) {
        guard inTree, model.hostOnScreen else { return }
        let animating = committedAnimation != nil && presentation?.time != lastDisplayed
        guard needsDisplay || animating else { return }
        needsDisplay = false
        lastDisplayed = presentation?.time
        let onModel = (presentation?.time, segmentID)
        switch model.behaviour.displayTarget {
        case .modelLayer:
            events?.tweenLayerDidDisplay(onModel.0, segment: onModel.1)
        case .presentationCopy:
            if let presentation {
                events?.tweenLayerDidDisplay(presentation.time, segment: presentation.segmentID)
            } else {
                events?.tweenLayerDidDisplay(onModel.0, segment: onModel.1)
            }
        case .both:
            events?.tweenLayerDidDisplay(onModel.0, segment: onModel.1)
            if let presentation { events?.tweenLayerDidDisplay(presentation.time, segment: presentation.segmentID) }
        }
    }

    func deliverStarts(at time: Double, beforeDisplay: Bool) {
        guard model.behaviour.reportsStarts, var running = committedAnimation, !running.startReported,
            let frame = running.committedFrame, model.frameIndex > frame
        else { return }
        switch model.behaviour.startReport {
        case .beforeFirstDisplay: guard beforeDisplay else { return }
        case .afterFirstDisplay: guard !beforeDisplay else { return }
        case .atBeginTime: guard beforeDisplay, time >= running.begin else { return }
        }
        running.startReported = true
        committedAnimation = running
        if animation?.segment.id == running.segment.id { animation = running }
        events?.tweenLayerDidStart(segment: running.segment.id)
    }

    /// Removes an animation that ran to its end (removed on completion) and reports it finished.
    func completeAnimations(at time: Double) {
        guard let running = committedAnimation, running.committedFrame != nil,
            time + model.behaviour.presentsAhead >= running.end
        else { return }
        committedAnimation = nil
        if animation?.segment.id == running.segment.id { animation = nil }
        if model.behaviour.reportsStops { events?.tweenLayerDidStop(segment: running.segment.id, finished: true) }
    }

    func commit() {
        if var added = animation, added.committedFrame == nil {
            added.committedFrame = model.frameIndex
            animation = added
        }
        committedAnimation = animation
        committed = (modelTime, segmentID)
    }

    /// Reports the removals of the last transaction (Core Animation reports them after the commit).
    func deliverStops() {
        let stops = pendingStops
        pendingStops = []
        guard model.behaviour.reportsStops else { return }
        for stop in stops { events?.tweenLayerDidStop(segment: stop.id, finished: stop.finished) }
    }
}
