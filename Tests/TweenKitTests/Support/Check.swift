import Foundation
import Testing

// How the tests are registered. Swift Testing prints a line or two for every test, suite and test case it runs,
// and has no setting to print less, so the suites here are plain types and their tests plain methods: each suite
// lists its checks (`checks`), and each folder's `<Folder>Checks.swift` has a test or two that run them all.
// `swift test` then prints a couple of lines per folder; a failure still names its check, beside the issue
// recorded at the line that failed.
//
// A new check is a method of a suite plus an entry in that suite's `checks`; a new suite conforms to
// `CheckSuite` and is listed in its folder's `<Folder>Checks.swift`. `.ci/checks` fails when either is missed.
//
// To run a few checks: `swift test --filter engine` runs one folder's; `TWEENKIT_CHECKS=TweenTests,velocity`
// runs only the checks whose names (`Suite.method`) hold one of the comma-separated parts, in any case.

/// One check: a test method of a suite, called on a fresh instance of the suite, as Swift Testing called it.
struct Check: Sendable {
    /// The method's name as its suite lists it, `Suite.method` once run (with its argument, for a method
    /// that takes one).
    let name: String
    /// Where its suite lists it: the issue that names a failed check is recorded there.
    let sourceLocation: SourceLocation
    let body: @Sendable () async throws -> Void

    /// A check named after its method: the body makes the suite and calls the method, `{ @MainActor in … }`
    /// for a suite on the main actor, with exactly the `try` and `await` the method needs.
    init(
        _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ body: @escaping @Sendable () async throws -> Void
    ) {
        self.name = name
        self.sourceLocation = sourceLocation
        self.body = body
    }

    /// Runs the checks of `suites` that `TWEENKIT_CHECKS` names (all, if it is not set): at once, as Swift
    /// Testing runs tests, except a serialized suite's, which run one after another.
    static func run(_ suites: [any CheckSuite.Type], in test: String = #function) async {
        let wanted = Wanted(ProcessInfo.processInfo.environment["TWEENKIT_CHECKS"])
        var listed = 0
        var picked: [String] = []
        await withTaskGroup(of: Void.self) { group in
            for suite in suites {
                let checks = suite.checks.map { $0.named("\(suite).\($0.name)") }.filter { wanted.admits($0.name) }
                listed += suite.checks.count
                picked += checks.map(\.name)
                if suite.serialized {
                    group.addTask {
                        for check in checks { await check.run() }
                    }
                } else {
                    for check in checks { group.addTask { await check.run() } }
                }
            }
        }
        if wanted.parts != nil {
            // Said only when asked for a few, so that a name that matches nothing is seen to match nothing.
            let shown = picked.prefix(5).joined(separator: ", ") + (picked.count > 5 ? ", …" : "")
            print("◇ \(test): \(picked.count) of \(listed) checks named by TWEENKIT_CHECKS. \(shown)")
        }
    }

    /// The same check under another name.
    private func named(_ name: String) -> Check {
        Check(name, sourceLocation: sourceLocation, body)
    }

    /// Runs the body, then names the check in one more issue if it recorded any: the issues themselves say
    /// where they failed, but not which check they failed in, since a folder's checks run as one test.
    func run() async {
        let failures = Failures()
        do {
            // Matches no issue: every issue is recorded as usual, and `failures` hears of each.
            try await withKnownIssue(isIntermittent: true, sourceLocation: sourceLocation) {
                try await body()
            } matching: { issue in
                // A failed `#require` records its issue, then throws: the throw is no second failure.
                if case .errorCaught(let error) = issue.kind, error is ExpectationFailedError { return false }
                failures.note(issue.sourceLocation)
                return false
            }
        } catch is ExpectationFailedError {
            // Recorded where it failed already.
        } catch {
            failures.note(sourceLocation)
            Issue.record(error, sourceLocation: sourceLocation)
        }
        let noted = failures.noted
        if !noted.isEmpty {
            var lines: [String] = []
            for case let location? in noted where !lines.contains("\(location.fileName):\(location.line)") {
                lines.append("\(location.fileName):\(location.line)")
            }
            let at = lines.isEmpty ? "" : " at \(lines.joined(separator: ", "))"
            Issue.record("\(name) failed\(at)", sourceLocation: sourceLocation)
        }
    }
}

/// A suite of checks: a type whose test methods are each listed in `checks`.
protocol CheckSuite {
    static var checks: [Check] { get }
    /// Whether its checks must run one after another, never two at once (as `@Suite(.serialized)` ran them).
    static var serialized: Bool { get }
}

extension CheckSuite {
    static var serialized: Bool { false }
}

/// The checks `TWEENKIT_CHECKS` asks for: those whose name holds one of its comma-separated parts.
private struct Wanted {
    let parts: [String]?

    init(_ setting: String?) {
        parts = setting.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() } }
    }

    func admits(_ name: String) -> Bool {
        guard let parts else { return true }
        return parts.contains { !$0.isEmpty && name.lowercased().contains($0) }
    }
}

/// Where a check's issues were recorded, noted from whichever task recorded them.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var locations: [SourceLocation?] = []

    func note(_ location: SourceLocation?) {
        lock.lock()
        defer { lock.unlock() }
        locations.append(location)
    }

    var noted: [SourceLocation?] {
        lock.lock()
        defer { lock.unlock() }
        return locations
    }
}
