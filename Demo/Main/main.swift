import DemoKit
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of the terminal standard output goes to, or nil when it is not a terminal.
func terminalSize() -> (columns: Int, rows: Int)? {
    guard isatty(STDOUT_FILENO) != 0 else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
        return (80, 24)  // a terminal that does not say: the most common size
    }
    return (Int(size.ws_col), Int(size.ws_row))
}

// `swift run Demo [option]`; `swift run Demo --help` lists the options. Everything is in DemoKit,
// where the tests reach it.
let status = MainActor.assumeIsolated {
    Demo.run(
        Array(CommandLine.arguments.dropFirst()), terminal: terminalSize(),
        write: { print($0, terminator: "") },
        writeError: { FileHandle.standardError.write(Data($0.utf8)) })
}
exit(status)
