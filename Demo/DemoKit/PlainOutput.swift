import Foundation
import TweenKit

/// The scene as plain lines, for pipes and CI: a few samples of each tween, then where each lands.
@MainActor
enum PlainOutput {
    static func render(_ write: (String) -> Void) {
        let scene = Scene()
        scene.start()
        write("TweenKit demo: values at a few moments, then where each tween lands.\n\n")
        write("time   score   price        share    chain   bar\n")
        for step in 0...5 {
            let time = Double(step) * 0.5
            scene.show(at: time)
            write(row(time, scene) + "\n")
        }
        let board = scene.board
        write(
            "\nFinal: score \(board.score), price \(board.price), share \(board.share), chain \(number(board.level)), bar \(number(board.bar))\n"
        )
        write("\nCurve gallery:\n")
        for line in Gallery.lines(columns: 2, width: 16) { write("  " + line + "\n") }
    }

    static func row(_ time: Double, _ scene: Scene) -> String {
        let board = scene.board
        return String(format: "%4.1fs  ", time) + board.score.padding(toLength: 8, withPad: " ", startingAt: 0)
            + board.price.padding(toLength: 13, withPad: " ", startingAt: 0)
            + board.share.padding(toLength: 9, withPad: " ", startingAt: 0)
            + number(board.level).padding(toLength: 8, withPad: " ", startingAt: 0)
            + scene.barText(width: 20)
    }

    static func number(_ value: Double) -> String { String(format: "%.1f", value) }
}
