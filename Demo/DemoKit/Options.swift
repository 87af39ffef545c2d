/// What `swift run Demo` was asked to do.
public enum DemoCommand: Equatable, Sendable {
    /// The scene: animated in place in a terminal, plain lines otherwise.
    case scene
    /// An SVG chart of every kind of timing curve, written to the path.
    case svg(path: String)
    /// An SVG picture of the placed timeline on a time axis, written to the path.
    case timelineSVG(path: String)
    /// The scene sampled at this many evenly spaced frames, as CSV.
    case frames(Int)
    /// The AppKit window (macOS only).
    case window
    case help
    /// Bad arguments, with what was wrong.
    case invalid(String)

    /// The most frames `--frames` prints.
    public static let maximumFrames = 10_000

    /// Reads the arguments after the program name.
    public init(arguments: [String]) {
        // `--option=value` is `--option value`.
        let split = arguments.flatMap { argument -> [String] in
            guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return [argument] }
            return [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
        }
        var rest = split[...]
        guard let first = rest.popFirst() else {
            self = .scene
            return
        }
        switch first {
        case "--help", "-h":
            self = .help
        case "--svg":
            guard let path = rest.popFirst(), !path.hasPrefix("-") else {
                self = .invalid("--svg needs a file name")
                return
            }
            self = .svg(path: path)
        case "--timeline-svg":
            guard let path = rest.popFirst(), !path.hasPrefix("-") else {
                self = .invalid("--timeline-svg needs a file name")
                return
            }
            self = .timelineSVG(path: path)
        case "--frames":
            guard let text = rest.popFirst(), let count = Int(text), (2...Self.maximumFrames).contains(count) else {
                self = .invalid("--frames needs a whole number of frames from 2 to 10,000")
                return
            }
            self = .frames(count)
        case "--window":
            self = .window
        default:
            self = .invalid("unknown option '\(first)'")
            return
        }
        if let extra = rest.first {
            self = .invalid("unexpected argument '\(extra)'")
        }
    }

    public static let usage = """
        Usage: swift run Demo [option]

          (no option)      The scene: three counting labels, a chain of tweens, a bar tweened through a
                           key path, a flick that decays, a spring sent elsewhere mid-flight, a placed
                           timeline and a copy of it scrubbed by a simulated hand, and a gallery of the
                           timing curves. In a terminal of at least 60×16 it is animated in place and
                           ends by itself after about 5 seconds; piped, or in a smaller terminal, it prints
                           plain lines.
          --svg FILE       Write an SVG chart of every kind of timing curve (one small multiple each) to FILE.
          --timeline-svg FILE
                           Write an SVG picture of the scene's placed timeline on a time axis to FILE.
          --frames N       Print the scene sampled at N evenly spaced frames (2 to 10,000) as CSV.
          --window         Open the scene in an AppKit window, driven by Core Animation (macOS only).
          -h, --help       Show this text.

        Options take their value after a space or an equals sign: --frames 10, --frames=10.

        """
}
