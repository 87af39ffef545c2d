// Fails when a test uses a symbol that TweenKit declares `@available` above the package's minimum platforms
// (or an OS framework's such symbol the tests use) outside a declaration or `#available` check that is at
// least as new: the macOS and iOS test builds would not compile, which Linux alone never shows.
//
//     swift .ci/Availability.swift          (from the repository's root)
//
// A light reading of the source, not a parser: comments and string literals are skipped, braces are
// counted, an attribute or `if #available` guards the next brace, and `guard #available` the rest of its
// scope.
import Foundation

typealias Versions = [String: Int]
let fileManager = FileManager.default

func swiftFiles(under folder: String) -> [String] {
    let items = fileManager.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
    return items.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }.sorted()
}

func matches(_ pattern: String, in text: String) -> [[String]] {
    let regex = try! NSRegularExpression(pattern: pattern)
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
        (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
    }
}

/// The platforms and major versions an `@available(...)` or `#available(...)` names.
func versions(in attribute: String) -> Versions {
    var found: Versions = [:]
    for m in matches(#"\b(iOS|macOS|tvOS|watchOS|visionOS)\s+(\d+)"#, in: attribute) { found[m[1]] = Int(m[2]) }
    return found
}

/// A line without its comment and the contents of its string literals.
func code(_ line: String) -> String {
    var out = ""
    var inString = false
    var previous: Character = " "
    for c in line {
        if !inString && c == "/" && previous == "/" { out.removeLast(); break }
        if c == "\"" && previous != "\\" { inString.toggle() }
        if !inString { out.append(c) }
        previous = c
    }
    return out
}

let manifest = try String(contentsOfFile: "Package.swift", encoding: .utf8)
var minimum: Versions = [:]
for m in matches(#"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\.v(\d+)"#, in: manifest) { minimum[m[1]] = Int(m[2]) }

/// What a use of the symbol needs: the versions above the minimum.
func above(_ v: Versions) -> Versions { v.filter { $0.value > minimum[$0.key, default: 0] } }

// Symbols of the OS frameworks the tests use that are newer than the minimum.
var gated: [String: Versions] = [
    "withObservationTracking": ["iOS": 17, "macOS": 14, "tvOS": 17, "watchOS": 10],
    "Observable": ["iOS": 17, "macOS": 14, "tvOS": 17, "watchOS": 10],
]
// TweenKit's own: a type or function declared right after such an attribute (members of gated extensions
// are left out: their type is gated already, and their names are shared with ungated members).
for file in swiftFiles(under: "Sources") {
    var pending: Versions?
    for line in try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n").map(code) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("@available(") {
            let needed = above(versions(in: trimmed))
            if !needed.isEmpty { pending = needed }
            continue
        }
        if trimmed.hasPrefix("@") || trimmed.isEmpty { continue }
        if let needed = pending,
            let m = matches(#"\b(class|struct|enum|protocol|actor|func|typealias)\s+([A-Za-z_]\w*)"#, in: trimmed).first
        {
            gated[m[2]] = needed
        }
        pending = nil
    }
}

func covers(_ guardVersions: Versions, _ needed: Versions) -> Bool {
    needed.allSatisfy { platform, version in (guardVersions[platform] ?? 0) >= version }
}

var problems: [String] = []
for file in swiftFiles(under: "Tests") {
    // Each open brace's guard: the versions its declaration or check promises, within those of its parents.
    var scopes: [Versions] = [[:]]
    var pending: Versions = [:]
    for (number, raw) in try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n").enumerated() {
        let line = code(raw)
        for m in matches(#"[@#]available\(([^)]*)\)"#, in: line) {
            let v = versions(in: m[1])
            if line.contains("guard #available") { scopes[scopes.count - 1].merge(v) { max($0, $1) } } else { pending = v }
        }
        let current = scopes.last!.merging(pending) { max($0, $1) }
        for m in matches(#"[A-Za-z_]\w*"#, in: line) {
            if let needed = gated[m[0]], !covers(current, needed) {
                problems.append("\(file):\(number + 1): \(m[0]) needs @available(\(needed.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")), *)")
            }
        }
        for c in line {
            if c == "{" {
                scopes.append(scopes.last!.merging(pending) { max($0, $1) })
                pending = [:]
            } else if c == "}" && scopes.count > 1 {
                scopes.removeLast()
            }
        }
        // An attribute on a stored property guards that line only.
        if !pending.isEmpty && !matches(#"^\s*(\w+\s+)*(let|var)\s[^{]*$"#, in: line).isEmpty { pending = [:] }
    }
}
for problem in Set(problems).sorted() { print(problem) }
print("availability: \(problems.isEmpty ? "every use of newer API in the tests is guarded" : "\(Set(problems).count) unguarded uses")")
exit(problems.isEmpty ? 0 : 1)
