import Testing
import TweenKit

/// A step belongs to its timeline (C10 of "Timeline Semantics"): its own controls do nothing and say so, its
/// timing re-places it until the root plays and is refused afterwards, and it joins no other timeline or queue.
@MainActor @Suite(.tags(.timeline)) struct StepControlTests {
    /// A control of a step, made a quarter into the root's run.
    enum StepControl: String, CaseIterable, Sendable {
        case start, pause, seek, finish, restart, reverse, play, scrub, smoothedScrub, playFromLabel, seekToLabel
        case restartFromACall
    }

    /// C10: a step's control does nothing and says so through `TweenDiagnostics`; its root plays on untouched (the
    /// call on the nested timeline's label does not run early).
    @Test(arguments: StepControl.allCases) func aStepsControlDoesNothingAndSaysSo(_ control: StepControl) throws {
        let (rig, e, g) = stage()
        let trace = Trace()
        var messages: [String] = []
        TweenDiagnostics.handler = { messages.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let step = level(g, from: 0, to: 100, 1, e)
        let inner = TweenGroup(engine: e) {
            step
            TimelineLabel("L", at: 0.75)
            Call(engine: e, trace.call("L")).at(.label("L"))
        }
        let root = TweenGroup(engine: e) {
            inner
            if control == .restartFromACall { Call(engine: e) { inner.restart() }.at(0.25) }
        }
        root.start()
        rig.to(0.25)
        switch control {
        case .start: step.start()
        case .pause: step.pause()
        case .seek: step.seek(to: 0.9)
        case .finish: step.finish()
        case .restart: step.restart()
        case .reverse: step.reverse()
        case .play: step.play()
        case .scrub: inner.scrub(to: 0.9)
        case .smoothedScrub: inner.scrub(to: 0.9, smoothing: 0.2)
        case .playFromLabel: try inner.play(from: "L")
        case .seekToLabel: try inner.seek(to: "L")
        case .restartFromACall: break
        }
        #expect(!messages.isEmpty, "\(control) said nothing")
        #expect(near(g.level, 25) && trace.log.isEmpty && !inner.isScrubbing)
        rig.to(0.5)
        #expect(near(g.level, 50) && root.state == .running && step.state == .running && !step.isReversed)
    }

    /// C10: `start()` of a step says so in every state of the step; `retarget` of a step returns it as it is.
    @Test func startingOrRetargetingAStepChangesNothing() {
        let (rig, e, g) = stage()
        var messages: [String] = []
        TweenDiagnostics.handler = { messages.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let a = level(g, from: 0, to: 10, 1, e)
        let b = level(g, from: 0, to: 10, 1, e)
        let root = TweenSequence(engine: e) {
            a
            b
        }
        var silent: [String] = []
        func probe(_ label: String, _ step: Playable) {
            let count = messages.count
            step.start()
            if messages.count == count { silent.append("\(label) (\(step.state))") }
        }
        probe("before the root plays", a)
        root.start()
        rig.to(0.5)
        probe("running", a)
        probe("not begun", b)
        #expect(a.retarget(to: -100) === a)
        rig.to(1.5)
        probe("ended", a)
        #expect(silent.isEmpty, "silent: \(silent)")
        #expect(near(g.level, 5) && root.state == .running)
    }

    /// C10: a step's timing set before its root played re-places it and what follows it, at any depth: its
    /// timeline's end, the steps and labels after it.
    @Test func aStepsTimingSetBeforeTheRootPlaysRePlacesWhatFollows() throws {
        let (rig, e, g) = stage()
        let a = level(g, from: 0, to: 10, 1, e)
        let inner = observed(g, from: 0, to: 1, 1, e)
        let group = TweenGroup(engine: e) { inner }
        let b = level(g, from: 20, to: 30, 1, e)
        let root = TweenSequence(engine: e) {
            a
            TimelineLabel("L")
            group
            b
        }
        a.delay = 1
        inner.speed = 0.5  // 2 s of group time
        #expect(try root.startTime(of: group) == 2 && root.time(ofLabel: "L") == 2)
        #expect(root.startTime(of: b) == 4 && root.duration == 5)
        root.start()
        rig.to(4.5)
        #expect(near(g.level, 25))

        let trace = Trace()
        let deep = level(g, from: 0, to: 100, 1, e)
        let nested = TweenSequence(engine: e) { deep }
        let c = Call(engine: e, trace.call("c"))
        let outer = TweenSequence(engine: e) {
            nested
            c
        }
        deep.delay = 1
        #expect(nested.duration == 2 && outer.startTime(of: c) == 2 && outer.duration == 2)
        outer.start()
        rig.to(6)
        #expect(near(g.level, 50) && trace.log == [])
        rig.to(6.6)
        #expect(trace.log == ["c"] && outer.state == .finished)

        let repeating = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        let after = level(g, from: 200, to: 300, 1, e)
        let third = TweenSequence(engine: e) {
            repeating
            after
        }
        repeating.repeatCount = 3
        repeating.repeatDelay = 0.5
        #expect(third.startTime(of: after) == 4 && third.duration == 5)
        third.seek(toTime: 3.5)
        #expect(near(g.level, 50))
        third.seek(toTime: 4.5)
        #expect(near(g.level, 250))
    }

    /// How a root has played before a step's timing is set.
    enum Played: String, CaseIterable, Sendable { case started, sought, scrubbed, finished, fromAHandler }

    /// C10: once the root has played (started, sought, scrubbed or finished: its first play fixed its start values,
    /// V3), a change of a step's timing, at any depth and from a handler too, is refused and said so.
    @Test(arguments: Played.allCases) func aStepsTimingSetAfterTheRootPlayedIsRefused(_ played: Played) {
        let (rig, e, g) = stage()
        var messages: [String] = []
        TweenDiagnostics.handler = { messages.append($0) }
        defer { TweenDiagnostics.handler = nil }
        let a = level(g, from: 0, to: 10, 1, e)
        let b = level(g, from: 20, to: 30, 1, e)
        if played == .fromAHandler {
            a.onStart {
                b.speed = 4
                b.delay = 1
            }
        }
        let root = TweenSequence(engine: e) {
            TweenSequence(engine: e) { a }
            b
        }
        switch played {
        case .started, .fromAHandler:
            root.start()
            rig.to(0.5)
        case .sought: root.seek(toTime: 1.5)
        case .scrubbed: root.scrub(to: 0.25)
        case .finished:
            root.start()
            rig.to(2.5)
        }
        for step in [a, b] where played != .fromAHandler {
            step.delay = 3
            step.speed = 4
            step.repeatCount = 5
            step.autoreverses = true
            step.repeatDelay = 1
        }
        #expect(messages.count >= 2, "\(played)")
        for step in [a, b] {
            #expect(step.delay == 0 && step.speed == 1 && step.repeatCount == 1 && !step.autoreverses)
            #expect(step.repeatDelay == 0)
        }
        #expect(root.startTime(of: b) == 1 && root.duration == 2)
        root.seek(toTime: 1.5)
        #expect(near(g.level, 25))
    }

    /// A step can be added to only one timeline or queue, and not once it has played: a finished timeline, a step
    /// of a cancelled root, a step added to a nested timeline or a timeline that has played are refused, changing
    /// nothing; a timeline only sought (still idle) is accepted and plays there as a step.
    @Test func addingAStepInUseIsRefused() throws {
        let (rig, e, g) = stage()
        let played = TweenSequence(engine: e) { level(g, from: 0, to: 1, 0.1, e) }
        played.start()
        rig.to(0.5)
        #expect(played.state == .finished)
        #expect(throws: TweenError.self) { try TweenQueue().enqueue(played) }
        #expect(throws: TweenError.self) { try TweenSequence(engine: e) {}.add(played) }

        let inner = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        let first = TweenSequence(engine: e) { inner }
        #expect(throws: TweenError.self) { try inner.add(Wait(1, engine: e)) }
        first.start()
        #expect(throws: TweenError.self) { try first.add(Wait(1, engine: e)) }
        rig.to(1)
        first.cancel()
        let second = TweenSequence(engine: e) {}
        #expect(throws: TweenError.self) { try second.add(inner) }
        #expect(second.duration == 0 && second.steps.isEmpty && first.duration == 1 && first.steps.count == 1)

        let (rig2, e2, g2) = stage()
        let sought = TweenSequence(engine: e2) { level(g2, from: 0, to: 100, 1, e2) }
        sought.seek(to: 0.5)
        #expect(near(g2.level, 50) && sought.state == .idle)
        let outer = TweenSequence(engine: e2) {}
        try outer.add(Wait(1, engine: e2))
        try outer.add(sought)
        outer.start()
        rig2.to(0.5)
        #expect(g2.level == 0)  // V3: before the inner step begins, its `from`
        rig2.to(1.5)
        #expect(near(g2.level, 50))
        rig2.to(2.5)
        #expect(g2.level == 100 && outer.state == .finished)
    }
}

/// V5: a step cancelled on its own completes `.cancelled` once, writes nothing more and takes no part in what the
/// property shows until the root restarts; the step before it shows again, or the property is left as it is.
@MainActor @Suite(.tags(.timeline)) struct StepCancelTests {
    /// A cancelled step hands the property back to the step before it, in this cycle and the next, and completes
    /// once; a restart of the root brings it back.
    @Test func cancellingTheShowingStepHandsThePropertyBackUntilTheRootRestarts() {
        let (rig, e, g) = stage()
        let trace = Trace()
        let b = level(g, from: 20, to: 30, 1, e).onComplete(trace.done("b"))
        let seq = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            b
        }.timed(repeats: 2)
        seq.start()
        rig.to(1.5)
        #expect(near(g.level, 25))
        b.cancel()
        #expect(trace.log == ["b.can"] && b.state == .cancelled)
        rig.to(1.6)
        #expect(g.level == 10)
        rig.to(3.5)  // second cycle: b still takes no part
        #expect(g.level == 10 && trace.log == ["b.can"] && seq.state == .running)
        seq.restart()
        rig.to(5)  // 1.5 s into the restarted run
        #expect(near(g.level, 25) && b.state == .running)
    }

    /// A step cancelled before its root starts, or before it begins, completes `.cancelled` once and never starts,
    /// in any cycle.
    @Test(arguments: [false, true]) func aStepCancelledBeforeItBeginsNeverStarts(beforeTheRootStarts: Bool) {
        let (rig, e, g) = stage()
        let trace = Trace()
        let b = level(g, from: 20, to: 30, 1, e).onStart(trace.call("b.start")).onComplete(trace.done("b"))
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            b
        }.timed(repeats: beforeTheRootStarts ? 1 : 3)
        if beforeTheRootStarts { b.cancel() }
        root.start()
        if !beforeTheRootStarts {
            rig.to(0.5)
            b.cancel()
            #expect(trace.log == ["b.can"])
        }
        rig.run(7)
        #expect(trace.log == ["b.can"] && g.level == 10 && root.state == .finished)
    }

    /// A step cancelled from its own start handler: its start handlers see its start value (E6), then it withdraws
    /// and the property goes back to the step before.
    @Test func aStepCancelledFromItsOwnStartHandlerHandsThePropertyBack() {
        let (rig, e, g) = stage()
        var writes: [Double] = []
        var seen: Double?
        var b: Tween<Double>!
        b = level(g, from: 20, to: 30, 1, e).onStart {
            seen = g.level
            b.cancel()
        }.onUpdate { writes.append($0) }
        TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            b
        }.start()
        rig.to(0.9)
        rig.to(1.5)
        #expect(seen == 20 && writes == [20] && g.level == 10, "\(writes) \(g.level)")
    }

    /// E9: cancelling a nested timeline step withdraws all its steps: its open steps complete `.cancelled` at once,
    /// in order, before the timeline itself, and none writes again.
    @Test func cancellingANestedTimelineStepCompletesItsOpenStepsFirst() {
        let (rig, e, g) = stage()
        let trace = Trace()
        let i1 = level(g, from: 20, to: 30, 1, e).onComplete(trace.done("i1"))
        let inner = TweenGroup(engine: e) {
            i1
            observed(g, from: 0, to: 1, 2, e).onComplete(trace.done("i2"))
        }.onComplete(trace.done("inner"))
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            inner
            Wait(2, engine: e)
        }
        root.start()
        rig.to(1.5)
        inner.cancel()
        rig.to(1.6)
        #expect(trace.log == ["i1.can", "i2.can", "inner.can"] && i1.state == .cancelled && g.level == 10)
        let observedThen = g.observed
        rig.run(4)
        #expect(g.observed == observedThen && root.state == .finished)
    }

    /// A step cancelled in its nested timeline's second cycle leaves its property as it is for the rest of the run;
    /// the root's restart brings it back into play. The only step of a property cancelled leaves it as it is.
    @Test func aPropertyNoneOfWhoseStepsRemainIsLeftAsItIs() {
        let (rig, e, g) = stage()
        let trace = Trace()
        let a = level(g, from: 0, to: 100, 1, e).onComplete(trace.done("a"))
        let root = TweenSequence(engine: e) { TweenSequence(engine: e) { a }.timed(repeats: 2) }
        root.onComplete(trace.done("root"))
        root.start()
        rig.to(1.5)
        a.cancel()
        #expect(a.state == .cancelled && near(g.level, 50) && trace.log == ["a.fin", "a.can"])
        rig.to(2.5)
        #expect(near(g.level, 50) && root.state == .finished && trace.log == ["a.fin", "a.can", "root.fin"])
        root.restart()
        rig.to(2.75)
        #expect(near(g.level, 25) && a.state == .running)

        let (rig2, e2, g2) = stage()
        let only = level(g2, from: 0, to: 10, 1, e2)
        let seq = TweenSequence(engine: e2) {
            only
            observed(g2, from: 0, to: 1, 2, e2)
        }
        seq.start()
        rig2.to(0.5)
        only.cancel()
        g2.level = 99
        rig2.to(1.5)
        seq.seek(toTime: 0.2)
        #expect(g2.level == 99)
    }

    /// V4 with V5: a `to:` step's start is fixed when the root first plays, from the steps that began before it (or
    /// with it and earlier in order), as `Tween.from` reads; cancelling another step later does not move it.
    @Test func aToStepsStartIsFixedWhateverIsCancelledLater() {
        let (rig, e, g) = stage()
        g.level = -7
        let first = level(g, to: 53, 1, e)
        let later = level(g, from: 10, to: 20, 1, e)
        TweenGroup(engine: e) {
            first
            later
        }.start()
        #expect(first.from == -7, "first.from \(String(describing: first.from))")
        rig.to(0.1)
        #expect(near(g.level, 11))  // the later step shows
        later.cancel()
        rig.to(0.5)
        #expect(near(g.level, 23))  // -7 → 53, half-way

        let (rig2, e2, g2) = stage()
        let a = level(g2, to: 100, 1, e2).timed(delay: 1)  // placed 0, begins 1
        let b = level(g2, from: 7, to: 9, 2, e2)  // 0.5 … 2.5: shows 7.5 at 1
        TweenGroup(engine: e2) {
            a
            b.at(0.5)
        }.start()
        #expect(a.from.map { near($0, 7.5) } == true, "a.from \(String(describing: a.from))")
        rig2.to(1.2)
        b.cancel()  // a shows now, from 7.5
        rig2.to(1.5)
        #expect(near(g2.level, 53.75))
    }
}
