import DemoKit
import Foundation

// `swift run Demo [option]`; `swift run Demo --help` lists the options. Everything is in DemoKit,
// where the tests reach it.
let status = MainActor.assumeIsolated {
    Demo.run(Array(CommandLine.arguments.dropFirst()), isTerminal: isatty(STDOUT_FILENO) != 0) { text in
        print(text, terminator: "")
    }
}
exit(status)
