import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scene animated in place in a terminal: redrawn at 30 frames a second on a manual clock that
/// follows real time, then held for a moment. Hides the cursor while it runs; Ctrl-C shows it again.
///
/// The frame fits the terminal: the gallery takes as many columns and rows as there is room for (the
/// rest of the curves are named in one line), and no line is wider than the terminal, so redrawing in
/// place never wraps or scrolls. It draws on the terminal's alternate screen, from its top-left corner,
/// and fits the frame again when the terminal is resized: a terminal that rewraps its lines as it shrinks
/// then has nothing to push into the scrollback. The last frame is printed on the normal screen at the end.
@MainActor
enum TerminalOutput {
    static let hold = 2.0
    /// The smallest terminal the animated scene fits; a smaller one gets the plain output.
    static let minimumSize = (columns: 60, rows: 16)

    /// Runs the scene in the terminal whose size `size` gives (asked each frame), writing to `write`.
    /// `clock` gives the time in seconds and `pause` waits until the next frame: real ones unless a test
    /// gives its own.
    static func run(
        size: () -> (columns: Int, rows: Int), write output: (String) -> Void,
        clock: () -> Double = { Date().timeIntervalSinceReferenceDate }, pause: () -> Void = { usleep(33_000) }
    ) {
        signal(SIGINT) { _ in
            let restore = "\u{1B}[?1049l\u{1B}[?25h\u{1B}[0m\n"
            _ = restore.withCString { write(1, $0, strlen($0)) }
            _exit(130)
        }
        let scene = Scene()
        output("\u{1B}[?1049h\u{1B}[?25l")
        let start = clock()
        scene.start()
        var fitted = (columns: 0, rows: 0)
        var gallery: [String] = []
        var lines: [String] = []
        while true {
            // Sampled on the scene's 60 Hz grid, so that every run shows the same at the same time.
            let elapsed = ((clock() - start) * 60).rounded(.down) / 60
            scene.show(at: elapsed)
            let now = size()
            let resized = now != fitted
            if resized {
                fitted = now
                // Two lines spare: the frame stays whole when the shell's prompt comes back below it.
                gallery = galleryLines(columns: now.columns, rows: now.rows - 2 - headerLines)
            }
            lines = frame(scene, elapsed: min(elapsed, Scene.duration), gallery: gallery, columns: now.columns)
                .prefix(max(now.rows - 1, 1)).map { clip($0, to: now.columns) }
            let home = "\u{1B}[H" + (resized ? "\u{1B}[2J" : "")
            output(home + lines.map { "\u{1B}[2K" + $0 }.joined(separator: "\n") + "\u{1B}[J")
            if elapsed >= Scene.duration + hold { break }
            pause()
        }
        output("\u{1B}[?1049l\u{1B}[?25h" + lines.joined(separator: "\n") + "\n")
    }

    /// `line` cut to `columns` characters on screen; escape sequences, which take no room, are all kept.
    static func clip(_ line: String, to columns: Int) -> String {
        var clipped = ""
        var shown = 0
        var inEscape = false
        for character in line {
            if character == "\u{1B}" || inEscape {
                inEscape = character == "\u{1B}" || !character.isLetter
                clipped.append(character)
            } else if shown < columns {
                clipped.append(character)
                shown += 1
            }
        }
        return clipped
    }

    /// Lines of the frame above the gallery.
    static let headerLines = 13

    /// The gallery in as many columns as `columns` holds, cut to `rows` lines: the last line then says
    /// how many more curves there are, and where to see them all.
    static func galleryLines(columns: Int, rows: Int) -> [String] {
        let sparkline = 16
        let cell = Gallery.nameWidth + sparkline + Gallery.gap
        let fit = max(1, min(3, (columns - 2 + Gallery.gap) / cell))
        let lines = Gallery.lines(columns: fit, width: sparkline).map { "  " + $0 }
        guard lines.count > rows else { return lines }
        let shown = max(rows - 1, 0)
        let hidden = DemoCurves.all.count - shown * fit
        return Array(lines.prefix(shown)) + ["  … and \(hidden) more curves: swift run Demo --svg curves.svg"]
    }

    static func frame(_ scene: Scene, elapsed: Double, gallery: [String], columns: Int) -> [String] {
        let board = scene.board
        func value(_ text: String) -> String {
            "\u{1B}[1m" + text.padding(toLength: 12, withPad: " ", startingAt: 0) + "\u{1B}[0m"
        }
        // The knob's line holds 48 columns besides its track.
        let track = max(8, min(Int(Scene.barWidth), columns - 50))
        return [
            "\u{1B}[1mTweenKit\u{1B}[0m   t = " + String(format: "%.2f s", elapsed),
            "",
            "  score  " + value(board.score) + "  integer, easeOut",
            "  price  " + value(board.price) + "  currency (USD), easeInOutCubic",
            "  share  " + value(board.share) + "  percent, linear",
            "",
            "  chain  0 → 100 → 25 → 75   " + String(format: "%6.1f", board.level),
            // The bar's line holds 38 columns besides the bar itself.
            "  bar    " + scene.barText(width: max(10, min(Int(Scene.barWidth), columns - 38)))
                + "  easeOutBounce, via \\.bar",
            "  flick  " + scene.trackText(board.flick, width: track) + "  decays from 78/s",
            "  knob   " + scene.trackText(board.knob, width: track)
                + String(format: "  spring → 40, → 10 at 0.3 s: %+6.1f/s", board.knobVelocity),
            "  placed " + Scene.stageText(scene.stage),
            "  scrub  " + Scene.stageText(scene.scrubbedStage)
                + String(format: " at %.2f", scene.scrubbed.timeline.progress),
            "",
        ] + gallery
    }
}
