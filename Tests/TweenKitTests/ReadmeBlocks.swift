// swift-format-ignore-file
// (The blocks stand as the README writes them.)
// The README's Swift blocks that run on Linux, verbatim (but their imports), each in a function of its own: the
// test target compiles them, so the README's calls stay real. `.ci/readme-blocks` checks that every block the
// README marks as compiled here is here, line for line. The functions are never called: compiling is the test.
import Foundation
import TweenKit

// What the blocks take as given (and `Gauge`, from the fixtures).
private final class Fade {
    var alpha = 0.0
}
private final class Bar {
    var height = 0.0
}

@MainActor
private func readme_tween() throws {

    // A tween of any `var` of a class, through its key path; without `from`, from the value at start.
    final class Gauge { var level = 0.0; var text = "" }
    let gauge = Gauge()
    let rise = Tween(gauge, \.level, to: 75, duration: 1.5, curve: .easeInOutCubic)
    rise.onComplete { result in print(result) }   // .finished, .cancelled or .failed(TweenError)
    rise.start()
    rise.pause(); rise.seek(toTime: 0.5); rise.speed = 2; rise.resume()
}

@MainActor
private func readme_count() throws {
    let gauge = Gauge()
    // A count: exact first and last text in the locale's digits; without `from`, on from the number last shown.
    Tween.count(gauge, \.text, to: 1250, duration: 2, format: .integer).start()
    Tween.count(gauge, \.text, to: 2_500_000, duration: 1, format: .currency("USD")).start()   // cents and all
    Tween<Int>.count(gauge, \.text, to: 3_000_000, duration: 1, format: .currency("USD")).start()   // whole dollars
}

@MainActor
private func readme_chain() throws {
    let gauge = Gauge()
    // A chain: each step starts where the one before left its property.
    let chain = TweenSequence {
        Tween(gauge, \.level, to: 100, duration: 1)
        Tween(gauge, \.level, to: 25, duration: 0.5, curve: .easeOutBack)
        Wait(0.25)
        Call { print("done") }
    }
    chain.start()
}

@MainActor
private func readme_timeline() throws {
    let (title, subtitle, bars) = (Fade(), Fade(), [Bar(), Bar(), Bar()])
    // A timeline: steps placed with overlaps and labels, a staggered row, repeated, sought and scrubbed.
    let intro = TweenSequence {
        Tween(title, \.alpha, to: 1, duration: 0.5)
        Tween(subtitle, \.alpha, to: 1, duration: 0.5).at(.end - 0.2)   // overlaps the title by 0.2 s
        TimelineLabel("reveal")
        TweenGroup(stagger: .each(0.05, from: .center)) {
            for bar in bars { Tween(bar, \.height, to: 80, duration: 0.4) }
        }.at(.label("reveal") + 0.3)
    }
    intro.repeatCount = 2; intro.repeatDelay = 1   // a second's rest between the two runs
    try intro.play(from: "reveal")                 // an unknown label throws, naming the ones there are
    intro.scrub(to: 0.5, smoothing: 0.3)           // from a gesture or a scroll; play() hands it back
}
