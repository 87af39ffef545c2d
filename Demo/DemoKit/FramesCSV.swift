import Foundation

/// The scene sampled at evenly spaced frames, as CSV for plotting.
@MainActor
enum FramesCSV {
    static func render(frames: Int, _ write: (String) -> Void) {
        let scene = Scene()
        scene.start()
        write("time,score,price,share,chain,bar\n")
        for index in 0..<frames {
            let time = Scene.duration * Double(index) / Double(frames - 1)
            scene.show(at: time)
            let board = scene.board
            let fields = [
                String(format: "%.4f", time), csv(board.score), csv(board.price), csv(board.share),
                String(format: "%.6f", board.level), String(format: "%.6f", board.bar),
            ]
            write(fields.joined(separator: ",") + "\n")
        }
    }

    /// A field quoted when it holds a comma or a quote.
    static func csv(_ field: String) -> String {
        guard field.contains(",") || field.contains("\"") else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
