import Foundation
import Testing
import TweenKit

@testable import DemoKit

/// `swift run Demo` through its library: the non-terminal output, every option, and the chart the
/// README shows.
@MainActor @Suite struct DemoTests {
    func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let (status, output, errors) = runCapturingErrors(arguments)
        return (status, output + errors)
    }

    func runCapturingErrors(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = Demo.run(arguments, terminal: nil, write: { output += $0 }, writeError: { errors += $0 })
        return (status, output, errors)
    }

    @Test func usageAndErrorsGoToStandardErrorNotIntoTheOutput() {
        let (status, output, errors) = runCapturingErrors(["--frames", "1"])
        #expect(status == 64 && output.isEmpty && errors.contains("Usage: swift run Demo"))
        #expect(runCapturingErrors(["--frames", "10001"]).status == 64, "--frames has an upper bound")
        #expect(runCapturingErrors(["--frames", "10000"]).status == 0)
    }

    // Each test below runs its cases in a loop (a line each in the test log would bury the summary), and
    // its failures name the case.
    @Test func theAnimatedFrameFitsTheTerminal() {
        for (columns, rows) in [(80, 24), (60, 16), (120, 40), (200, 60)] {
            theAnimatedFrameFitsTheTerminal(columns: columns, rows: rows)
        }
    }

    func theAnimatedFrameFitsTheTerminal(columns: Int, rows: Int) {
        let gallery = TerminalOutput.galleryLines(columns: columns, rows: rows - 1 - TerminalOutput.headerLines)
        let scene = Scene()
        scene.start()
        scene.show(at: 2.5)  // every line at its widest: the totals counted up
        let lines = TerminalOutput.frame(scene, elapsed: 2.5, gallery: gallery, columns: columns)
        let visible = lines.map {
            $0.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
        }
        #expect(lines.count <= rows - 1, "\(columns)×\(rows): one row spare, so the redraw never scrolls")
        #expect(
            visible.allSatisfy { $0.count <= columns },
            "\(columns)×\(rows): \(visible.map(\.count).max() ?? 0) columns")
        #expect(gallery.joined().contains("linear"), "\(columns)×\(rows)")
    }

    @Test func plainSceneShowsSamplesAndExactFinalValues() {
        let (status, output) = run([])
        #expect(status == 0)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains { $0.hasPrefix(" 0.0s  0       $0.00        0.0%     0.0     |") })
        // The chain's first leg ends at 1 s.
        #expect(lines.contains { $0.hasPrefix(" 1.0s  ") && $0.contains("100.0") })
        #expect(output.contains("Final: score 1,250, price $1,234.56, share 87.5%, chain 75.0, bar 40.0"))
        #expect(output.contains("easeOutBounce"))
        #expect(!output.contains("\u{1B}"))  // no terminal escapes when piped
    }

    @Test func framesPrintsCSVFromFirstToLastFrame() {
        let (status, output) = run(["--frames", "3"])
        #expect(status == 0)
        #expect(
            output == """
                time,score,price,share,chain,bar
                0.0000,0,$0.00,0.0%,0.000000,0.000000
                1.2500,"1,010",$974.15,54.7%,34.375000,37.569444
                2.5000,"1,250","$1,234.56",87.5%,75.000000,40.000000

                """)
    }

    @Test func helpExplainsEveryOption() {
        let (status, output) = run(["--help"])
        #expect(status == 0)
        for option in ["--svg FILE", "--frames N", "--window", "-h, --help", "flick", "spring", "60×16"] {
            #expect(output.contains(option))
        }
    }

    @Test func badArgumentsPrintUsageAndFail() {
        let bad = [
            ["--bogus"], ["--frames"], ["--frames", "1"], ["--frames", "ten"], ["--svg"], ["--timeline-svg"],
            ["--help", "extra"],
        ]
        for arguments in bad {
            let (status, output) = run(arguments)
            #expect(status == 64, "\(arguments)")
            #expect(output.hasPrefix("Demo: "), "\(arguments)")
            #expect(output.contains("Usage: swift run Demo"), "\(arguments)")
        }
    }

    @Test func svgChartHasEveryCurveLabelled() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tweenkit-curves-\(UUID().uuidString).svg"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, _) = run(["--svg", path])
        #expect(status == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        // Every named curve, then one of each other kind: a Bézier, steps in both positions, springs.
        #expect(svg.components(separatedBy: "<polyline").count - 1 == TimingCurve.named.count + 6)
        for (name, _) in TimingCurve.named { #expect(svg.contains(">\(name)</text>")) }
        for name in ["bezier overshoot", "steps(4, .start)", "steps(4, .end)", "spring bounce .4", "spring v0 +6"] {
            #expect(svg.contains(">\(name)</text>"))
        }
        #expect(svg.contains("Every kind of timing curve"), "a caption says what is drawn")
    }

    @Test func svgToAnUnwritablePathFailsClearly() {
        let (status, output) = run(["--svg", "/nonexistent-dir/curves.svg"])
        #expect(status == 1)
        #expect(output.hasPrefix("Demo: could not write the chart to /nonexistent-dir/curves.svg"))
    }

    @Test func timelinePictureDrawsEveryStepWhereTheTimelinePlacedIt() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tweenkit-timeline-\(UUID().uuidString).svg"
        ).path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (status, output) = run(["--timeline-svg", path])
        #expect(status == 0 && output.contains("placed timeline"))
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        // Five steps and the group's five dots, each a bar with its span as worked out by hand.
        #expect(svg.components(separatedBy: "<rect x=").count - 1 == 10)
        for span in ["0.00–0.50", "0.30–0.80", "0.30–0.90", "1.10–1.66", "1.46–2.46", "1.18–1.58", "1.26–1.66"] {
            #expect(svg.contains(">\(span)</text>"), "\(span)")
        }
        #expect(svg.contains("label \"reveal\" at 0.8 s"))
        #expect(svg.contains(">.at(end - 0.2)</text>") && svg.contains(">.at(label(\"reveal\") + 0.3)</text>"))
    }

    /// The timelines article shows the placed timeline's picture; it must be what the Demo makes now.
    @Test func docsTimelinePictureIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(
            contentsOf: root.appendingPathComponent("Sources/TweenKit/TweenKit.docc/Resources/placed-timeline.svg"),
            encoding: .utf8)
        #expect(
            committed == TimelineChart.svg(),
            "regenerate with: swift run Demo --timeline-svg Sources/TweenKit/TweenKit.docc/Resources/placed-timeline.svg"
        )
    }

    @Test func thePlainSceneShowsThePlacedAndTheScrubbedTimelinesLanding() {
        let (status, output) = run([])
        #expect(status == 0)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.contains(" 2.5s  title 100% sub 100% card 100% █████ 1,250"))
        // The hand let go at 0.5 (1.23 s into the timeline) at 1.2 s: it lands at 2.43 s, before the end.
        #expect(lines.contains("   scrub title 100% sub 100% card 100% █████ 1,250"))
    }

    /// The animated scene run on a pretend terminal and clock: what it writes, frame by frame.
    func terminalRun(
        frameTime: Double, size: @escaping (Double) -> (columns: Int, rows: Int) = { _ in (80, 24) }
    ) -> [String] {
        var now = 0.0
        var output = ""
        TerminalOutput.run(
            size: { size(now) }, write: { output += $0 }, clock: { now }, pause: { now += frameTime })
        return output.components(separatedBy: "\u{1B}[H")
    }

    func visible(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    }

    @Test func theTerminalSceneLandsAlikeWhereverItsFramesFall() {
        let steady = terminalRun(frameTime: 1.0 / 30)
        let uneven = terminalRun(frameTime: 0.0437)
        let last = steady.last.map(visible) ?? ""
        #expect(last.contains("scrub  title 100% sub 100% card 100% █████ 1,250 at 1.00"), "\(last)")
        #expect(last == uneven.last.map(visible), "the same last frame, however the frames fell")
    }

    /// A terminal shrunk mid-run: every frame is drawn from the top-left corner of the alternate screen
    /// (never by moving up as many lines as the last frame had, which a rewrapping terminal makes too few),
    /// and each frame after the change fits the new size.
    @Test func aTerminalShrunkMidRunGetsFittedFramesAndNoCopies() {
        let frames = terminalRun(frameTime: 1.0 / 30) { $0 < 1 ? (80, 24) : (50, 14) }
        let all = frames.joined()
        #expect(all.hasPrefix("\u{1B}[?1049h"), "the alternate screen")
        #expect(all.range(of: "\u{1B}\\[[0-9]+A", options: .regularExpression) == nil, "no moves up")
        #expect(all.components(separatedBy: "\u{1B}[2J").count - 1 == 2, "cleared at the start and the resize")
        let small = frames.dropLast().suffix(30).map {
            visible($0).split(separator: "\n", omittingEmptySubsequences: false)
        }
        #expect(small.allSatisfy { $0.count <= 13 && $0.allSatisfy { $0.count <= 50 } })
        let closing = frames.last?.components(separatedBy: "\u{1B}[?1049l") ?? []
        #expect(closing.count == 2, "the alternate screen left once, then the last frame printed")
        #expect(visible(closing.last ?? "").hasPrefix("TweenKit   t = 2.50 s"))
    }

    @Test func thePlainSceneFitsATerminalTooSmallForTheAnimatedOne() {
        for (columns, rows) in [(50, 40), (59, 40), (100, 12)] {
            var output = ""
            let status = Demo.run([], terminal: { (columns, rows) }, write: { output += $0 }, writeError: { _ in })
            let lines = output.split(separator: "\n")
            #expect(status == 0 && output.contains("Curve gallery:"), "\(columns)×\(rows)")
            #expect(lines.allSatisfy { $0.count <= columns }, "\(columns)×\(rows): \(lines.map(\.count).max() ?? 0)")
        }
    }

    /// The README shows docs/curves.svg; it must be what the Demo makes now.
    @Test func readmeChartIsCurrent() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let committed = try String(contentsOf: root.appendingPathComponent("docs/curves.svg"), encoding: .utf8)
        #expect(committed == CurveChart.svg(), "regenerate with: swift run Demo --svg docs/curves.svg")
    }
}

/// The Demo's command line as a newcomer meets it.
@MainActor @Suite struct DemoCommandLineTests {
    func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        var output = ""
        var errors = ""
        let status = Demo.run(arguments, terminal: nil, write: { output += $0 }, writeError: { errors += $0 })
        return (status, output, errors)
    }

    @Test func optionsTakeTheirValueAfterAnEqualsSignToo() {
        #expect(DemoCommand(arguments: ["--frames=10"]) == .frames(10))
        #expect(DemoCommand(arguments: ["--svg=out.svg"]) == .svg(path: "out.svg"))
        #expect(DemoCommand(arguments: ["-h"]) == .help)
    }

    @Test func anSVGIntoAMissingFolderSaysWhichFolder() {
        let (status, _, errors) = run(["--svg", "/no/such/folder/x.svg"])
        #expect(status == 1)
        #expect(
            errors
                == "Demo: could not write the chart to /no/such/folder/x.svg: the folder /no/such/folder does not exist\n"
        )
    }

    @Test func thePlainMotionTableLinesUpUnderItsHeader() {
        let (_, output, _) = run([])
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("time") && $0.contains("flick") }) else {
            Issue.record("no motion table")
            return
        }
        let flickColumn = lines[header].range(of: "flick")!.lowerBound.utf16Offset(in: lines[header])
        let row = lines[header + 1]
        let firstValue = row.dropFirst(flickColumn).first
        #expect(row[row.index(row.startIndex, offsetBy: flickColumn - 1)] == " ", "\(lines[header])\n\(row)")
        #expect(firstValue.map { $0.isNumber || $0 == "-" } == true, "\(lines[header])\n\(row)")
    }
}
