import Foundation

/// `swift run Demo`: runs `arguments` (without the program name) and returns the exit status.
/// `isTerminal` picks the animated scene over plain lines; `write` receives all standard output.
@MainActor
public enum Demo {
    public static func run(_ arguments: [String], isTerminal: Bool, write: (String) -> Void) -> Int32 {
        switch DemoCommand(arguments: arguments) {
        case .scene:
            if isTerminal { TerminalOutput.run() } else { PlainOutput.render(write) }
            return 0
        case .svg(let path):
            do {
                try CurveChart.svg().write(toFile: path, atomically: true, encoding: .utf8)
                write("Wrote the chart of every timing curve to \(path)\n")
                return 0
            } catch {
                write("Could not write \(path): \(error.localizedDescription)\n")
                return 1
            }
        case .frames(let count):
            FramesCSV.render(frames: count, write)
            return 0
        case .window:
            #if os(macOS)
            return WindowDemo.run()
            #else
            write("--window needs macOS: it opens an AppKit window, which this platform does not have.\n")
            return 2
            #endif
        case .help:
            write(DemoCommand.usage)
            return 0
        case .invalid(let problem):
            write("Demo: \(problem)\n\n" + DemoCommand.usage)
            return 64
        }
    }
}
