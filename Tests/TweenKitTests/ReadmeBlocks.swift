// swift-format-ignore-file
// (The blocks stand as the README writes them.)
// The README's Swift blocks that run on Linux, verbatim (but their imports), each in a function of its own: the
// test target compiles them, so the README's calls stay real. `.ci/readme-blocks` checks that every block the
// README marks as compiled here is here, line for line. The functions are never called: compiling is the test.
import Foundation
import TweenKit

// What the blocks take as given.
private final class Card {
    var offset = 0.0
}
private final class Fade {
    var alpha = 0.0
}
private final class Bar {
    var height = 0.0
}

@MainActor
private func readme_tweens() throws {

    // A closure target.
    let t = Tween(from: 0.0, to: 100.0, duration: 2, curve: .easeOut) { value in print(value) }
    t.start()

    // A key path of any class; `from` defaults to the property's value at start.
    final class Gauge { var level = 0.0; var text = "" }
    let gauge = Gauge()
    Tween(gauge, \.level, to: 75, duration: 1.5, curve: .easeInOutCubic).start()

    // A key path through a mapper: the tween runs on Double, the property holds a String.
    Tween(gauge, \.text, from: 0.0, to: 1250.0, duration: 2) { "\(Int($0.rounded()))" }.start()

    // Control.
    t.repeatCount = 2; t.autoreverses = true; t.repeatDelay = 0.25; t.speed = 2; t.delay = 0.5
    t.pause(); t.resume(); t.seek(to: 0.5); t.reverse(); t.finish(); t.cancel()   // seek: a fraction of the whole
    t.seek(toTime: 1.2); print(t.time, t.progress, t.cycleProgress)   // seconds; whole span; along the pass
    t.restart()                                                    // again from the start, from any state
    t.onStart { }.onUpdate { value in }.onComplete { result in }   // result: .finished, .cancelled, .failed(TweenError)
    print(t.velocity)                                              // units per second now (vector values)

    // Keyframes, as CAKeyframeAnimation does them.
    // Fewer than two values, or key times and curves that do not fit them, throw a TweenError here.
    try KeyframeTween(values: [1.0, 0.8, 0.9], keyTimes: [0, 0.5, 1], duration: 0.2) { scale in print(scale) }.start()

    // Deterministic time: nothing waits on a real clock.
    let driver = ManualDriver()
    let engine = TweenEngine(driver: driver)
    Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: engine).start()
    driver.advance(by: 0.5)          // gauge.level == 5.0

    // Offline: values a frame at a time, no driver, nothing written.
    let values = Tween(from: 0.0, to: 1.0, duration: 1).samples(framesPerSecond: 4)   // [0, 0.25, 0.5, 0.75, 1]
    _ = values  // used, as a reader of the README would
}

@MainActor
private func readme_handle() throws {
    final class Dial: Tweenable { var angle = 0.0; var label = "" }
    let dial = Dial()
    dial.tween.to(\.angle, 90, duration: 0.5, curve: .easeOutBack)     // starts at once
    dial.tween.count(\.label, to: 1250, duration: 2, format: .integer)
    let moving = dial.tween.running                                  // what plays on it now
    dial.tween.pauseAll(); dial.tween.resumeAll(); dial.tween.cancelAll()   // GSAP's killTweensOf(dial)
    try dial.tween.queue.enqueue(Tween(dial, \.angle, to: 0, duration: 0.3))
    dial.tween.queue.start()
    _ = moving  // used, as a reader of the README would
}

@MainActor
private func readme_chaining() throws {
    final class Gauge {
        var level = 0.0
        var text = ""
    }
    let gauge = Gauge()
    // A queue: FIFO, one after another, open for more while it runs.
    let queue = TweenQueue()
    try queue.enqueue(Tween(gauge, \.level, to: 100, duration: 1))
    try queue.enqueue(Tween(gauge, \.level, to: 25, duration: 0.5))
    queue.start()
    try queue.enqueue(Tween(gauge, \.level, to: 60, duration: 0.5))   // runs after the two above
    queue.onDrained { }                                           // each time it runs empty

    // A sequence and a group, nestable, built declaratively.
    let show = TweenSequence {
        Tween(gauge, \.level, to: 100, duration: 1)
        TweenGroup {
            Tween(gauge, \.level, to: 0, duration: 0.5)
            Tween(gauge, \.text, from: 100.0, to: 0.0, duration: 0.5) { "\(Int($0))" }
        }
        Wait(0.25)
        Call { print("done") }
    }
    show.start()
    show.pause(); show.resume(); show.seek(to: 0.4); show.speed = 2; show.reverse(); show.cancel()
    show.restart()   // the whole timeline again, its Calls too

    // Offline, frame by frame, on a timeline that has not started: for plots, exports and snapshot tests.
    var levels: [Double] = []
    TweenSequence { Tween(gauge, \.level, from: 0, to: 100, duration: 1); Wait(0.5) }
        .renderFrames(framesPerSecond: 30) { time in levels.append(gauge.level) }   // 46 frames, 0 … 100
}

@MainActor
private func readme_placed() throws {
    let (title, subtitle, card, bars) = (Fade(), Fade(), Card(), [Bar(), Bar(), Bar()])

    // Placed as on a timeline: overlaps, labels, a staggered row; played from a label, scrubbed by hand.
    let intro = TweenSequence {
        Tween(title, \.alpha, to: 1, duration: 0.5)
        Tween(subtitle, \.alpha, to: 1, duration: 0.5).at(.end - 0.2)   // overlaps the title by 0.2 s
        TimelineLabel("reveal")
        Tween(card, \.offset, to: 0, duration: 0.6).at(.withPrevious)    // with the subtitle
        TweenGroup(stagger: .each(0.05, from: .center)) {
            for bar in bars { Tween(bar, \.height, to: 80, duration: 0.4) }
        }.at(.label("reveal") + 0.3)
    }
    intro.repeatCount = 2; intro.repeatDelay = 1          // a second's rest between the two runs
    try intro.play(from: "reveal")                        // an unknown label throws, naming the ones there are
    intro.scrub(to: 0.5, smoothing: 0.3)                  // from a gesture or a scroll; play() hands it back
    intro.play()
}

@MainActor
private func readme_curves() throws {

    let quarter = TimingCurve.easeInOutCubic.value(at: 0.25)  // 0.0625
    let css = try TimingCurve.cubicBezier(0.68, -0.6, 0.32, 1.6)
    let bouncy = TimingCurve.spring(try Spring(duration: 0.5, bounce: 0.3))
    let stepped = try TimingCurve.steps(4, position: .end).value(at: 0.3)  // 0.25
    _ = (quarter, css, bouncy, stepped)
}

@MainActor
private func readme_springs() throws {
    let card = Card()
    let spring = try Spring(duration: 0.5, bounce: 0.3)      // SwiftUI's mapping: stiffness 157.9, damping 17.6
    let ca = try Spring(mass: 1, stiffness: 100, damping: 10) // CASpringAnimation's parameters and defaults
    print(spring.value(at: 0.2), spring.velocity(at: 0.2), spring.settlingDuration)

    Tween(card, \.offset, to: 0, spring: spring).start()            // the spring on its own time, then exactly 0
    Tween(card, \.offset, to: 0, duration: 0.3, curve: .spring(spring)).start()   // fitted into 0.3 s
    _ = ca
}

@MainActor
private func readme_errors() throws {
    do { _ = try TimingCurve.cubicBezier(1.5, 0, 0.58, 1) }
    catch { print(error) }   // control point x1 must lie in 0...1, got 1.5
}
