import Testing

/// The random programs, the model on them, the shrinker and the repro writer, without comparing with the
/// engine: these run by default, so that the differential test's tools keep working while it is off.
@MainActor @Suite(.tags(.model)) struct ModelToolingTests {
    @Test func randomProgramsArePlayableAndCoverTheFeatures() {
        var deepest = 0
        var kinds: Set<String> = []
        for seed in UInt64(0)..<200 {
            let program = ProgramGenerator.program(seed: seed)
            #expect(ModelLayout(program.root).error == nil)
            #expect(ProgramShrinker.isValid(program))
            deepest = max(deepest, depth(program.root))
            for node in program.root.allNodes { kinds.insert(kind(node)) }
            for case .control(let control) in program.schedule {
                kinds.insert("\(control)".prefix { $0 != "(" }.description)
            }
        }
        #expect(deepest >= 4, "a root, then timelines nested three deep")
        #expect(
            kinds.isSuperset(of: [
                "tween", "from", "closure", "wait", "zero", "call", "sequence", "group", "stagger", "start", "pause",
                "seek", "scrub", "seekLabel", "playFrom", "restart", "reverse", "finish", "cancel", "speed",
            ]))
    }

    @Test func theModelPlaysRandomProgramsToFiniteValues() {
        for seed in UInt64(0)..<200 {
            let traces = ReferenceModel(ProgramGenerator.program(seed: seed)).run()
            for trace in traces {
                let values = Array(trace.values.values) + trace.events.flatMap { $0.snapshot.values }
                #expect(!values.contains { !$0.isFinite })
            }
        }
    }

    @Test func theShrinkerKeepsWhatFailsAndDropsTheRest() {
        // A made-up failure, "the program has a Call", shrinks to a root holding one Call and a short schedule.
        let hasCall: (ModelProgram) -> Bool = { program in
            program.root.allNodes.contains { if case .call = $0.kind { true } else { false } }
        }
        let program = (UInt64(0)..<100).lazy.map { ProgramGenerator.program(seed: $0) }.first(where: hasCall)!
        let shrunk = ProgramShrinker.shrink(program, fails: hasCall)
        #expect(shrunk.root.allNodes.count == 2)
        #expect(shrunk.schedule.count == 1)
        let text = ReproWriter.row(shrunk, name: "shrunk", disagreement: nil)
        #expect(text.hasPrefix("ModelRow(\n    \"shrunk\",\n    seq(\n        call()\n    ),\n"), "\(text)")
    }

    @Test func theReproWriterPrintsTheRowThatMadeTheProgram() {
        let row = ModelRow(
            "x",
            group(
                stagger: .each(0.25, from: .center),
                seq(tween(.b1, from: 1.0, to: 2.0, 0.5).updates, wait(0.25)).timed(repeats: 2.0),
                label("L", at: .end(-0.25)),
                call(.pause, .resume, times: 2, skip: 1).at(.label("L", 0.0)),
                wait(0.5).onStart(.seekTime(0.5)).onComplete()
            ).timed(delay: 0.125, speed: 2.0).onComplete(.restart),
            values: [.a: 1.5],
            [.start, .by(0.25), .by(0.25), .drop(object: 1), .set(.b, 3.0), .playFrom("L")])
        #expect(
            ReproWriter.row(row.program, name: "x", disagreement: nil) == """
                ModelRow(
                    "x",
                    group(stagger: .each(0.25, from: .center),
                        seq(
                            tween(.b1, from: 1.0, to: 2.0, 0.5).updates,
                            wait(0.25)
                        ).timed(repeats: 2.0),
                        label("L", at: .end(-0.25)),
                        call(.pause, .resume, times: 2, skip: 1).at(.label("L", 0.0)),
                        wait(0.5).onStart(.seekTime(0.5)).onComplete()
                    ).timed(delay: 0.125, speed: 2.0).onComplete(.restart),
                    values: [.a: 1.5],
                    [.start, .every(0.25, count: 2), .drop(object: 1), .set(.b, 3.0), .playFrom("L")])
                """)
    }

    private func depth(_ node: ModelNode) -> Int {
        1 + (node.items.compactMap { if case .step(let child, _) = $0 { depth(child) } else { nil } }.max() ?? 0)
    }

    private func kind(_ node: ModelNode) -> String {
        switch node.kind {
        case .tween(_, _, let from, _, let duration): from == nil ? (duration == 0 ? "zero" : "tween") : "from"
        case .closure: "closure"
        case .wait(let seconds): seconds == 0 ? "zero" : "wait"
        case .call: "call"
        case .sequence: "sequence"
        case .group(let stagger, _): stagger == nil ? "group" : "stagger"
        }
    }
}
