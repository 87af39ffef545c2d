import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scene animated in place in a terminal: redrawn at 30 frames a second on a manual clock that
/// follows real time, then held for a moment. Hides the cursor while it runs; Ctrl-C shows it again.
@MainActor
enum TerminalOutput {
    static let hold = 2.0

    static func run() {
        signal(SIGINT) { _ in
            let restore = "\u{1B}[?25h\u{1B}[0m\n"
            _ = restore.withCString { write(1, $0, strlen($0)) }
            _exit(130)
        }
        let scene = Scene()
        let gallery = Gallery.lines(columns: 3, width: 16)
        print("\u{1B}[?25l", terminator: "")
        defer {
            print("\u{1B}[?25h", terminator: "")
            fflush(nil)
        }
        let start = Date()
        scene.start()
        var drawn = 0
        while true {
            let elapsed = Date().timeIntervalSince(start)
            scene.show(at: elapsed)
            let lines = frame(scene, elapsed: min(elapsed, Scene.duration), gallery: gallery)
            if drawn > 0 { print("\u{1B}[\(drawn)A", terminator: "") }
            for line in lines { print("\u{1B}[2K" + line) }
            fflush(nil)
            drawn = lines.count
            if elapsed >= Scene.duration + hold { break }
            usleep(33_000)
        }
    }

    static func frame(_ scene: Scene, elapsed: Double, gallery: [String]) -> [String] {
        let board = scene.board
        return [
            "\u{1B}[1mTweenKit\u{1B}[0m   t = " + String(format: "%.2f s", elapsed),
            "",
            "  score  \u{1B}[1m" + board.score.padding(toLength: 8, withPad: " ", startingAt: 0)
                + "\u{1B}[0m  integer, easeOut",
            "  price  \u{1B}[1m" + board.price.padding(toLength: 12, withPad: " ", startingAt: 0)
                + "\u{1B}[0m  currency (USD), easeInOutCubic",
            "  share  \u{1B}[1m" + board.share.padding(toLength: 8, withPad: " ", startingAt: 0)
                + "\u{1B}[0m  percent, linear",
            "",
            "  chain  0 → 100 → 25 → 75   " + String(format: "%6.1f", board.level),
            "  bar    " + scene.barText() + "  easeOutBounce, via \\.bar",
            "",
        ] + gallery.map { "  " + $0 }
    }
}
