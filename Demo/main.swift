import Foundation
import TweenKit

// `swift run Demo`: what TweenKit does, rendered offline on a manual clock and printed as lines.
// (The animated terminal scene, --svg and --frames are still to come.)

@MainActor
func demo() {
    let driver = ManualDriver()
    let engine = TweenEngine(driver: driver)
    let us = Locale(identifier: "en_US")

    final class Board { var score = ""; var price = ""; var share = ""; var level = 0.0; var bar = 0.0 }
    let board = Board()

    print("TweenKit demo — values at a few moments of each tween, then where each one lands.\n")

    print("Counting labels (2 s):")
    Tween.count(board, \.score, from: 0.0, to: 1250.0, duration: 2, curve: .easeOut, format: .integer(locale: us), engine: engine).start()
    Tween.count(board, \.price, from: 0.0, to: 1234.56, duration: 2, curve: .easeInOutCubic, format: .currency("USD", locale: us), engine: engine).start()
    Tween.count(board, \.share, from: 0.0, to: 0.875, duration: 2, curve: .linear, format: .percent(1, locale: us), engine: engine).start()
    for step in 0...4 {
        if step > 0 { driver.advance(by: 0.5) }
        let t = String(format: "%.1f", Double(step) * 0.5)
        print("  t=\(t)s  score \(board.score.padding(toLength: 6, withPad: " ", startingAt: 0))  price \(board.price.padding(toLength: 10, withPad: " ", startingAt: 0))  share \(board.share)")
    }

    print("\nA chain of number tweens (0 → 100 → 25 → 75), each from where the last ended:")
    let chain = TweenSequence(engine: engine) {
        Tween(board, \.level, to: 100, duration: 1, curve: .easeInOutQuad, engine: engine)
        Tween(board, \.level, to: 25, duration: 0.5, curve: .easeOutCubic, engine: engine)
        Tween(board, \.level, to: 75, duration: 0.5, curve: .easeOutBack, engine: engine)
    }
    var line: [String] = []
    chain.renderFrames(framesPerSecond: 4) { _ in line.append(String(format: "%.1f", board.level)) }
    print("  " + line.joined(separator: " "))

    print("\nA bar tweened through a key path (easeOutBounce, 1 s):")
    let bar = Tween(board, \.bar, from: 0, to: 40, duration: 1, curve: .easeOutBounce, engine: engine)
    for value in bar.samples(framesPerSecond: 5) {
        print("  |" + String(repeating: "█", count: Int(value.rounded())) + String(repeating: " ", count: 40 - Int(value.rounded())) + "|")
    }

    print("\nCurve gallery (value at 0, ¼, ½, ¾, 1):")
    for (name, curve) in TimingCurve.named {
        let values = [0, 0.25, 0.5, 0.75, 1].map { String(format: "%6.3f", curve.value(at: $0)) }.joined(separator: " ")
        print("  " + name.padding(toLength: 18, withPad: " ", startingAt: 0) + values)
    }
}

MainActor.assumeIsolated { demo() }
