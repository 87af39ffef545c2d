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
        write("\nMotion: a flick at 78 a second that decays (.normal), and a spring toward 40 sent to 10 at 0.3 s\n")
        write("(its velocity carries on through the change).\n\n")
        write("time  flick   knob    knob velocity\n")
        let motion = Scene()
        motion.start()
        for step in 0...12 {
            let time = Double(step) * 0.1 + (step > 6 ? Double(step - 6) * 0.15 : 0)
            motion.show(at: time)
            let b = motion.board
            write(
                String(format: "%4.2fs ", time) + number(b.flick).padding(toLength: 8, withPad: " ", startingAt: 0)
                    + number(b.knob).padding(toLength: 8, withPad: " ", startingAt: 0) + number(b.knobVelocity) + "\n")
        }
        write("\nA placed timeline (overlaps, a label, dots staggered from the centre), and a copy a hand scrubs\n")
        write("(to 0.8 at 0.2 s, to 0.3 at 1 s, smoothed over 0.3 s; let go at 1.6 s to play on):\n\n")
        let placed = Scene()
        placed.start()
        for step in 0...5 {
            let time = Double(step) * 0.5
            placed.show(at: time)
            write(String(format: "%4.1fs  ", time) + Scene.stageText(placed.stage) + "\n")
            write("   scrub " + Scene.stageText(placed.scrubbedStage) + "\n")
        }
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

    /// One decimal, with no "-0.0" for a value that rounds to zero.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return String(format: "%.1f", rounded == 0 ? 0 : rounded)
    }
}
