import Foundation
import TweenKit

/// The scene as plain lines, for pipes and CI: a few samples of each tween, then where each lands.
/// The lines fit `columns` (a terminal too small for the animated scene; 50 or more) or 100 (a pipe): the
/// prose is wrapped, the bar column left out where it does not fit, and the gallery set in one column.
@MainActor
enum PlainOutput {
    static func render(_ write: (String) -> Void, columns: Int? = nil) {
        let width = columns ?? 100
        func say(_ text: String) { write(wrapped(text, width: width) + "\n") }
        // The first table's columns before the bar take 45 characters; the bar, its cells and two edges.
        let bar = min(20, width - 45 - 2)
        let scene = Scene()
        scene.start()
        say("TweenKit demo: values at a few moments, then where each tween lands.\n")
        write("time   score   price        share    chain" + (bar >= 4 ? "   bar" : "") + "\n")
        for step in 0...5 {
            let time = Double(step) * 0.5
            scene.show(at: time)
            write(row(time, scene, bar: bar >= 4 ? bar : nil) + "\n")
        }
        let board = scene.board
        say(
            "\nFinal: score \(board.score), price \(board.price), share \(board.share), chain \(number(board.level)), bar \(number(board.bar))"
        )
        say(
            "\nMotion: a flick at 78 a second that decays (.normal), and a spring toward 40 sent to 10 at 0.3 s (its velocity carries on through the change).\n"
        )
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
        say(
            "\nA placed timeline (overlaps, a label, dots staggered from the centre), and a copy a hand scrubs (to 0.8 at 0.2 s, to 0.5 at 0.8 s, smoothed over 0.3 s; let go at 1.2 s to play on):\n"
        )
        let placed = Scene()
        placed.start()
        for step in 0...5 {
            let time = Double(step) * 0.5
            placed.show(at: time)
            write(String(format: "%4.1fs  ", time) + Scene.stageText(placed.stage) + "\n")
            write("   scrub " + Scene.stageText(placed.scrubbedStage) + "\n")
        }
        write("\nCurve gallery:\n")
        // A cell is its name, 16 sparkline cells and the gap before the next one.
        let fit = width >= 2 + 2 * (Gallery.nameWidth + 16) + Gallery.gap ? 2 : 1
        for line in Gallery.lines(columns: fit, width: 16) { write("  " + line + "\n") }
    }

    static func row(_ time: Double, _ scene: Scene, bar: Int? = 20) -> String {
        let board = scene.board
        return String(format: "%4.1fs  ", time) + board.score.padding(toLength: 8, withPad: " ", startingAt: 0)
            + board.price.padding(toLength: 13, withPad: " ", startingAt: 0)
            + board.share.padding(toLength: 9, withPad: " ", startingAt: 0)
            + (bar.map {
                number(board.level).padding(toLength: 8, withPad: " ", startingAt: 0) + scene.barText(width: $0)
            }
                ?? number(board.level))
    }

    /// `text` with its paragraphs' lines broken between words to be at most `width` characters.
    static func wrapped(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph in
            var lines: [String] = []
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            return (lines + [line]).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// One decimal, with no "-0.0" for a value that rounds to zero.
    static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return String(format: "%.1f", rounded == 0 ? 0 : rounded)
    }
}
