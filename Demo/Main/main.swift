import DemoKit
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of the terminal standard output goes to, now.
func terminalSize() -> (columns: Int, rows: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
        return (80, 24)  // a terminal that does not say: the most common size
    }
    return (Int(size.ws_col), Int(size.ws_row))
}

// `swift run Demo [option]`; `swift run Demo --help` lists the options. Everything is in DemoKit,
// where the tests reach it.
let terminal: (() -> (columns: Int, rows: Int))? = isatty(STDOUT_FILENO) != 0 ? { terminalSize() } : nil
let status = MainActor.assumeIsolated {
    Demo.run(
        Array(CommandLine.arguments.dropFirst()), terminal: terminal,
        write: {
            print($0, terminator: "")
            fflush(nil)  // each frame whole on screen at once, not when a buffer fills
        },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) })
}
exit(status)
