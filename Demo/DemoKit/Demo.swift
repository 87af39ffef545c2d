import Foundation

/// `swift run Demo`: runs `arguments` (without the program name) and returns the exit status.
/// `terminal` gives the size of the terminal standard output goes to, now (nil when it is not one): the
/// animated scene fits it, a pipe gets plain lines, and so does a small terminal (fitted to its width).
/// `write` receives standard output, `writeError` standard error: usage and errors, so that
/// `Demo --frames 1 > out.csv` writes no usage into the file.
@MainActor
public enum Demo {
    public static func run(
        _ arguments: [String], terminal: (() -> (columns: Int, rows: Int))?, write: (String) -> Void,
        writeError: (String) -> Void
    ) -> Int32 {
        switch DemoCommand(arguments: arguments) {
        case .scene:
            let minimum = TerminalOutput.minimumSize
            let size = terminal?()
            if let terminal, let size, size.columns >= minimum.columns, size.rows >= minimum.rows {
                TerminalOutput.run(size: terminal, write: write)
            } else {
                PlainOutput.render(write, columns: size?.columns)
            }
            return 0
        case .svg(let path):
            return save(CurveChart.svg(), to: path, "the chart of every kind of timing curve", write, writeError)
        case .timelineSVG(let path):
            return save(TimelineChart.svg(), to: path, "the picture of the placed timeline", write, writeError)
        case .frames(let count):
            FramesCSV.render(frames: count, write)
            return 0
        case .window:
            #if os(macOS)
            return WindowDemo.run()
            #else
            writeError("Demo: --window needs macOS: it opens an AppKit window, which this platform does not have.\n")
            return 64
            #endif
        case .help:
            write(DemoCommand.usage)
            return 0
        case .invalid(let problem):
            writeError("Demo: \(problem)\n\n" + DemoCommand.usage)
            return 64
        }
    }

    /// Writes `svg` to `path`, saying what was written, or why it could not be.
    private static func save(
        _ svg: String, to path: String, _ what: String, _ write: (String) -> Void, _ writeError: (String) -> Void
    ) -> Int32 {
        do {
            try svg.write(toFile: path, atomically: true, encoding: .utf8)
            write("Wrote \(what) to \(path)\n")
            return 0
        } catch {
            let folder = (path as NSString).deletingLastPathComponent
            var isFolder: ObjCBool = false
            let folderExists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
            let missing = !folder.isEmpty && !(folderExists && isFolder.boolValue)
            let reason = missing ? "the folder \(folder) does not exist" : error.localizedDescription
            writeError("Demo: could not write the chart to \(path): \(reason)\n")
            return 1
        }
    }
}
