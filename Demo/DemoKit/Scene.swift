import Foundation
import TweenKit

/// The objects the scene's tweens write to.
@MainActor
final class Board {
    var score = ""
    var price = ""
    var share = ""
    var level = 0.0
    var bar = 0.0
    /// A flick that decays, and a spring retargeted mid-flight (with its velocity, to show it carries on).
    var flick = 0.0
    var knob = 0.0
    var knobVelocity = 0.0
}

/// Everything the Demo shows, on a manual clock: three counting labels, a chain of tweens, a bar
/// tweened through a key path, a flick that decays and a spring sent elsewhere mid-flight. Every
/// renderer (terminal, plain lines, CSV) reads the same board.
@MainActor
final class Scene {
    static let duration = 2.5
    static let barWidth = 40.0

    let driver = ManualDriver()
    let engine: TweenEngine
    let board = Board()
    private var tweens: [Playable] = []
    /// The spring moving the knob: toward 40, then (from 0.3 s) toward 10, carrying on its velocity.
    private var knob: Tween<Double>
    static let retargetTime = 0.3

    /// The placed timeline (see `PlacedTimeline`), and a copy of it scrubbed as a hand would: dragged to 0.8,
    /// back to 0.5, then let go to play on. Let go early enough to land, on the last count, before the scene
    /// ends (its 2.46 s from half-way take 1.23 s).
    let stage = Stage()
    let scrubbedStage = Stage()
    private(set) var placed: PlacedTimeline
    private(set) var scrubbed: PlacedTimeline
    static let scrubs: [(time: Double, to: Double?)] = [(0.2, 0.8), (0.8, 0.5), (1.2, nil)]

    init() {
        engine = TweenEngine(driver: driver)
        placed = PlacedTimeline(stage, engine: engine)
        scrubbed = PlacedTimeline(scrubbedStage, engine: engine)
        knob = Tween(board, \.knob, from: 0, to: 40, spring: Self.spring, engine: engine)
        let us = Locale(identifier: "en_US")
        tweens = [
            Tween.count(
                board, \.score, from: 0.0, to: 1250.0, duration: 2, curve: .easeOut,
                format: .integer(locale: us), engine: engine),
            Tween.count(
                board, \.price, from: 0.0, to: 1234.56, duration: 2, curve: .easeInOutCubic,
                format: .currency("USD", locale: us), engine: engine),
            Tween.count(
                board, \.share, from: 0.0, to: 0.875, duration: 2, curve: .linear,
                format: .percent(1, locale: us), engine: engine),
            TweenSequence(engine: engine) {
                Tween(board, \.level, to: 100, duration: 1, curve: .easeInOutQuad, engine: engine)
                Tween(board, \.level, to: 25, duration: 0.5, curve: .easeOutCubic, engine: engine)
                Tween(board, \.level, to: 75, duration: 0.5, curve: .easeOutBack, engine: engine)
            },
            Tween(board, \.bar, from: 0, to: Self.barWidth, duration: 1.5, curve: .easeOutBounce, engine: engine),
            Tween(board, \.flick, from: 0, velocity: 78, decay: .normal, engine: engine),
            knob,
            TweenSequence(engine: engine) {
                Wait(Self.retargetTime, engine: engine)
                Call(engine: engine) { [unowned self] in knob = knob.retarget(to: 10) }
            },
            placed.timeline,
            // The hand: each scrub at its time (smoothed over 0.3 s), then `play()`.
            TweenSequence(engine: engine) {
                for scrub in Self.scrubs {
                    Call(engine: engine) { [unowned self] in
                        if let to = scrub.to {
                            scrubbed.timeline.scrub(to: to, smoothing: 0.3)
                        } else {
                            scrubbed.timeline.play()
                        }
                    }
                    .at(.time(scrub.time))
                }
            },
        ]
    }

    /// The knob's spring: 0.8 s, a little bounce.
    static let spring: Spring = {
        do { return try Spring(duration: 0.8, bounce: 0.3) } catch { preconditionFailure("\(error)") }
    }()

    /// Starts every tween at time 0.
    func start() {
        for tween in tweens { tween.start() }
    }

    /// Moves the clock to `time` seconds and delivers a frame there.
    /// On the way, frames come at every 60th of a second from the start, as on a display: the hand's scrubs
    /// and the knob's change then happen on time however far apart the samples are, and a scene sampled on
    /// that grid (as the terminal samples it) shows the same at the same time, whenever the samples fall.
    func show(at time: Double) {
        let end = min(time, Self.duration)
        var frame = (driver.now * 60).rounded(.down) + 1
        while frame / 60 <= driver.now { frame += 1 }
        while frame / 60 < end {
            driver.advance(to: frame / 60)
            frame += 1
        }
        if end > driver.now { driver.advance(to: end) }
        board.knobVelocity = knob.velocity
    }

    /// A position in 0…`barWidth` as a marker on a track `width` cells wide.
    func trackText(_ value: Double, width: Int) -> String {
        let cell = max(0, min(width - 1, Int((value / Self.barWidth * Double(width - 1)).rounded())))
        return "|" + String(repeating: "·", count: cell) + "●" + String(repeating: "·", count: width - 1 - cell) + "|"
    }

    /// The placed timeline's row of dots, as block characters.
    static func dotsText(_ stage: Stage) -> String {
        let blocks = Array("▁▂▃▄▅▆▇█")
        return String(stage.dots.map { blocks[max(0, min(7, Int(($0 * 7).rounded())))] })
    }

    /// What the placed timeline shows: each part's progress, the dots, the total.
    static func stageText(_ stage: Stage) -> String {
        func percent(_ value: Double) -> String { String(format: "%3d%%", Int((value * 100).rounded())) }
        return "title " + percent(stage.title) + " sub " + percent(stage.subtitle) + " card " + percent(stage.card)
            + " " + dotsText(stage) + " " + stage.total.padding(toLength: 5, withPad: " ", startingAt: 0)
    }

    /// The bar as text, `width` cells wide.
    func barText(width: Int = Int(Scene.barWidth)) -> String {
        let filled = max(0, min(width, Int((board.bar / Self.barWidth * Double(width)).rounded())))
        return "|" + String(repeating: "█", count: filled) + String(repeating: " ", count: width - filled) + "|"
    }
}
