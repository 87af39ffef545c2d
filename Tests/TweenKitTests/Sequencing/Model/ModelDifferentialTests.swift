import Foundation
import Testing

/// Random programs played on the engine and on the reference model, compared frame by frame and event by
/// event; a disagreeing program is shrunk and reported as a check to paste into `ShrunkRepros`. Its folder runs
/// it in a test of its own, so that a long run reaches it alone:
/// `TWEENKIT_RANDOM_PROGRAMS=20000 swift test --filter ModelDifferential`. The environment:
/// - `TWEENKIT_RANDOM_PROGRAMS=N` plays N programs (300 by default, about two seconds); the seeds are fixed,
///   from `TWEENKIT_MODEL_SEED` on.
/// - `TWEENKIT_MODEL_FAILURES=N` shrinks and reports up to N disagreeing programs (3).
/// - `TWEENKIT_MODEL_COUNT=1` only counts the disagreeing programs, without shrinking (a long run's check).
/// - `TWEENKIT_MODEL_REPORT=path` appends each shrunk repro to `path`, and writes the program being played to
///   `path.current` first, so that a program that traps the engine can be found.
/// - For triage, `TWEENKIT_MODEL_AVOID=zero,calls,…` leaves features out (see `ProgramGenerator.avoid`) and
///   `TWEENKIT_MODEL_LOOSE=snapshots` compares events without the values they see.
@MainActor @Suite struct ModelDifferentialTests {
    nonisolated static let environment = ProcessInfo.processInfo.environment
    nonisolated static let count = environment["TWEENKIT_RANDOM_PROGRAMS"].flatMap(Int.init) ?? 300
    /// How many failing programs to shrink and report before stopping.
    nonisolated static let maximumFailures = environment["TWEENKIT_MODEL_FAILURES"].flatMap(Int.init) ?? 3
    /// Features the generator leaves out (see `ProgramGenerator.avoid`), comma-separated, for triage.
    nonisolated static let avoid = Set(
        (environment["TWEENKIT_MODEL_AVOID"] ?? "").split(separator: ",").map(String.init))
    /// `TWEENKIT_MODEL_COUNT=1`: no shrinking, only how many programs disagree (and whether any traps).
    nonisolated static let counts = environment["TWEENKIT_MODEL_COUNT"] != nil
    nonisolated static let firstSeed = environment["TWEENKIT_MODEL_SEED"].flatMap(UInt64.init) ?? 0x7EE7_2026

    @Test func randomProgramsAgreeWithTheModel() {
        var failures = 0
        var disagreeing: [UInt64] = []
        defer {
            if !disagreeing.isEmpty {
                Issue.record(
                    "\(disagreeing.count) of \(ModelDifferentialTests.count) programs disagree: \(disagreeing.prefix(20))"
                )
            }
        }
        for index in 0..<ModelDifferentialTests.count {
            let seed = ModelDifferentialTests.firstSeed &+ UInt64(index)
            let program = ProgramGenerator.program(seed: seed, avoid: ModelDifferentialTests.avoid)
            if let path = ModelDifferentialTests.environment["TWEENKIT_MODEL_REPORT"] {
                // Written before playing, so that a program that traps the engine can be found afterwards.
                ModelCheck.write(
                    "seed \(seed)\n\(ReproWriter.swift(program, name: "seed\(seed)", disagreement: nil))\n",
                    to: path + ".current")
            }
            guard let disagreement = ModelCheck.disagreement(program) else { continue }
            failures += 1
            if ModelDifferentialTests.counts {
                disagreeing.append(seed)
                continue
            }
            let shrunk = ProgramShrinker.shrink(program)
            let found = ModelCheck.disagreement(shrunk) ?? disagreement
            Issue.record(
                """
                Program of seed \(seed) disagrees with the model \(found)
                Shrunk repro:
                \(ReproWriter.swift(shrunk, name: "seed\(seed)", disagreement: found))
                """)
            if let path = ModelDifferentialTests.environment["TWEENKIT_MODEL_REPORT"] {
                ModelCheck.append(
                    "// seed \(seed): \(found.what)\n\(ReproWriter.swift(shrunk, name: "seed\(seed)", disagreement: found))\n\n",
                    to: path)
            }
            if failures >= ModelDifferentialTests.maximumFailures { return }
        }
    }
}

/// One program on the engine and on the model.
@MainActor
enum ModelCheck {
    static func disagreement(_ program: ModelProgram) -> ModelDisagreement? {
        let model = ReferenceModel(program).run()
        let executor = EngineExecutor(program)
        let engine = executor.run()
        return ModelComparison.compare(program: program, model: model, engine: engine, goneEvents: executor.goneEvents)
    }

    static func write(_ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    static func append(_ text: String, to path: String) {
        guard let handle = FileHandle(forWritingAtPath: path) else { return write(text, to: path) }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        handle.closeFile()
    }
}
