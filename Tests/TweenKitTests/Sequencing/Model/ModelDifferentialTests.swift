import Foundation
import Testing

/// Random programs played on the engine and on the reference model, compared frame by frame and event by
/// event, in batches of seeds; a disagreeing program is shrunk and reported as a `ModelRow` to paste into
/// `ShrunkRepros`. A failing batch names its seeds and how to play them alone. The environment:
/// - `TWEENKIT_RANDOM_PROGRAMS=N` plays N programs (300 by default, a few seconds; 100000 for a long run); the
///   seeds are fixed, from `TWEENKIT_MODEL_SEED` on.
/// - `TWEENKIT_MODEL_FAILURES=N` shrinks and reports up to N disagreeing programs a batch (3).
/// - `TWEENKIT_MODEL_COUNT=1` only counts the disagreeing programs, without shrinking (a long run's check).
/// - `TWEENKIT_MODEL_REPORT=path` appends each shrunk repro to `path`, and writes the program being played to
///   `path.current` first, so that a program that traps the engine can be found.
/// - For triage, `TWEENKIT_MODEL_AVOID=zero,calls,…` leaves features out (see `ProgramGenerator.avoid`) and
///   `TWEENKIT_MODEL_LOOSE=snapshots` compares events without the values they see.
@MainActor @Suite(.tags(.model, .timeline, .slow), .serialized) struct ModelDifferentialTests {
    nonisolated static let environment = ProcessInfo.processInfo.environment
    nonisolated static let count = environment["TWEENKIT_RANDOM_PROGRAMS"].flatMap(Int.init) ?? 300
    /// How many failing programs a batch shrinks and reports before stopping.
    nonisolated static let maximumFailures = environment["TWEENKIT_MODEL_FAILURES"].flatMap(Int.init) ?? 3
    /// Features the generator leaves out (see `ProgramGenerator.avoid`), comma-separated, for triage.
    nonisolated static let avoid = Set(
        (environment["TWEENKIT_MODEL_AVOID"] ?? "").split(separator: ",").map(String.init))
    /// `TWEENKIT_MODEL_COUNT=1`: no shrinking, only how many programs disagree (and whether any traps).
    nonisolated static let counts = environment["TWEENKIT_MODEL_COUNT"] != nil
    nonisolated static let firstSeed = environment["TWEENKIT_MODEL_SEED"].flatMap(UInt64.init) ?? 0x7EE7_2026
    /// 50 programs a batch, and at most about a hundred batches however long the run.
    nonisolated static let batches: [SeedBatch] = {
        let size = max(50, count / 100)
        return stride(from: 0, to: count, by: size).map {
            SeedBatch(first: firstSeed &+ UInt64($0), count: min(size, count - $0))
        }
    }()

    @Test(.timeLimit(.minutes(2)), arguments: batches) func randomProgramsAgreeWithTheModel(_ batch: SeedBatch) {
        var failures = 0
        var disagreeing: [UInt64] = []
        defer {
            if !disagreeing.isEmpty {
                Issue.record("\(disagreeing.count) of \(batch.count) programs disagree: \(disagreeing.prefix(20))")
            }
        }
        let report = ModelDifferentialTests.environment["TWEENKIT_MODEL_REPORT"]
        for seed in batch.seeds {
            let program = ProgramGenerator.program(seed: seed, avoid: ModelDifferentialTests.avoid)
            if let report {
                // Written before playing, so that a program that traps the engine can be found afterwards.
                ModelCheck.write(
                    "seed \(seed)\n\(ReproWriter.row(program, name: "seed \(seed)", disagreement: nil))\n",
                    to: report + ".current")
            }
            guard let disagreement = ModelCheck.disagreement(program) else { continue }
            failures += 1
            if ModelDifferentialTests.counts {
                disagreeing.append(seed)
                continue
            }
            let shrunk = ProgramShrinker.shrink(program)
            let found = ModelCheck.disagreement(shrunk) ?? disagreement
            let row = ReproWriter.row(shrunk, name: "seed \(seed)", disagreement: found)
            Issue.record("Program of seed \(seed) disagrees with the model \(found)\nShrunk repro:\n\(row)")
            if let report { ModelCheck.append("\(row),\n\n", to: report) }
            if failures >= ModelDifferentialTests.maximumFailures { return }
        }
    }
}

/// A run of seeds, named so that a failing one can be played alone.
struct SeedBatch: CustomTestStringConvertible, Sendable {
    var first: UInt64
    var count: Int

    var seeds: [UInt64] { (0..<count).map { first &+ UInt64($0) } }
    var testDescription: String {
        "seeds \(first)… (TWEENKIT_MODEL_SEED=\(first) TWEENKIT_RANDOM_PROGRAMS=\(count))"
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
