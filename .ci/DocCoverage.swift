// Fails when a public symbol declared in Sources/TweenKit has no doc comment.
//
//     swift .ci/DocCoverage.swift <directory of symbol graphs>
//
// Members TweenKit inherits from the standard library are not its own and are skipped: their
// declarations are not in Sources/TweenKit.
import Foundation

let directory = URL(fileURLWithPath: CommandLine.arguments[1])
var missing = Set<String>()
for file in try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
    where file.lastPathComponent.hasPrefix("TweenKit") && file.pathExtension == "json" {
    let graph = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [String: Any]
    for case let symbol as [String: Any] in graph["symbols"] as? [Any] ?? [] {
        guard let access = symbol["accessLevel"] as? String, access == "public" || access == "open",
              let location = symbol["location"] as? [String: Any], let uri = location["uri"] as? String,
              uri.contains("/Sources/TweenKit/"), symbol["docComment"] == nil else { continue }
        let line = ((location["position"] as? [String: Any])?["line"] as? Int ?? 0) + 1
        let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
        missing.insert("\(uri.components(separatedBy: "/Sources/").last ?? uri):\(line): \(path)")
    }
}
for entry in missing.sorted() { print("undocumented: \(entry)") }
print("\(missing.count) public symbols without a doc comment")
exit(missing.isEmpty ? 0 : 1)
