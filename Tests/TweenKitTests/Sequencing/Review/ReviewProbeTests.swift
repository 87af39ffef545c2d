import Testing
import TweenKit

/// Ends, seams, labels, readings, rounding tolerance, zero-length content, onSeek calls and offline renders.
@MainActor @Suite struct ReviewProbeTests {
    /// T2: "after its end it stays at the end of the last pass". A finite repeating root whose last frame lands
    /// exactly on its end shows the end, not the start of a pass that does not exist.
    @Test func aRepeatingRootEndingExactlyOnAFrameShowsTheEndOfItsLastPass() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 10, 1, e) }.timed(repeats: 2)
        root.start()
        rig.driver.advance(to: 1)
        #expect(g.level == 0)  // the seam: the start of the second pass (T2)
        rig.driver.advance(to: 2)
        #expect(g.level == 10 && root.state == .finished)
        root.seek(to: 1)
        #expect(g.level == 10)
        root.seek(toTime: 2)
        #expect(g.level == 10)
        root.seek(toTime: 99)
        #expect(g.level == 10)
    }

    /// C7 + E6: finish() of a root that repeats forever plays the rest of the pass it is in (its calls run), ends
    /// `.finished` and shows that pass's end; a seek to progress 1 then shows the end of a cycle too (C3).
    @Test func finishingARootThatRepeatsForeverShowsTheEndOfThePassItPlayed() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            Call(engine: e, trace.call("c"))
        }.timed(repeats: .infinity)
        root.start()
        rig.driver.advance(to: 2.5)
        root.finish()
        #expect(root.state == .finished && trace.log == ["c", "c", "c"])
        #expect(g.level == 10, "a finished endless root shows \(g.level)")
        #expect(root.cycleProgress == 1, "cycleProgress \(root.cycleProgress)")
        root.seek(to: 1)  // C3: a finished root is shown there (the end of a cycle, for an endless one)
        #expect(g.level == 10, "sought to the end: \(g.level)")
    }

    /// A plain tween that repeats forever shows its end after finish() too (TheTimingModel: finish jumps to the end).
    @Test func finishingATweenThatRepeatsForeverShowsItsEnd() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let tween = level(g, from: 0, to: 10, 1, e).timed(repeats: .infinity)
        tween.start()
        rig.driver.advance(to: 2.5)
        tween.finish()
        #expect(g.level == 10)
    }

    /// C4 + E6: a label at the end of the first pass of a repeating root is a content time of the first pass, so
    /// seeking to it shows the end of that pass, not the start of the next.
    @Test func seekingToALabelAtTheEndOfARepeatingRootShowsTheEndOfTheFirstCycle() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            TimelineLabel("done")
        }.timed(repeats: 3)
        #expect(try root.time(ofLabel: "done") == 1)
        try root.seek(to: "done")
        #expect(g.level == 10, "seek(to: \"done\") shows \(g.level)")
        _ = rig
    }

    /// C4: a label placed past the content's end is at its end, and `time(ofLabel:)` and `labels` read it there, so
    /// seeking to its time and seeking to the label agree.
    @Test func theTimeOfALabelPlacedPastTheEndIsTheEnd() throws {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            TimelineLabel("far", at: 5)
        }.timed(repeats: 3)
        let time = try root.time(ofLabel: "far")
        #expect(time == 1, "time(ofLabel:) \(time)")
        #expect(root.labels["far"] == 1)
        _ = rig
    }

    /// V4 through `Tween.from` ("in a sequence or group, the value its property shows when the step begins"):
    /// a step placed first but delayed begins after a later-placed one has begun, and starts from its value.
    @Test func aDelayedToStepStartsFromTheStepThatBeganBeforeIt() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let a = level(g, to: 100, 1, e).timed(delay: 1)  // placed 0, begins 1
        let b = level(g, from: 7, to: 9, 2, e)  // 0.5 … 2.5: shows 7.5 at 1
        let group = TweenGroup(engine: e) {
            a
            b.at(0.5)
        }
        group.start()
        #expect(a.from.map { near($0, 7.5) } == true, "a.from \(String(describing: a.from))")
        rig.driver.advance(to: 1.2)
        b.cancel()  // V5: a shows now, from 7.5
        rig.driver.advance(to: 1.5)
        #expect(near(g.level, 53.75))
    }

    /// V4 through `Tween.from`: a `to:` step counts only the steps that began before it, or with it and earlier in
    /// order, so a step with `from` beginning with it but later in order leaves its start at the property's first
    /// value.
    @Test func aToStepsFromIgnoresAStepBeginningWithItLaterInOrder() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        g.level = -7
        let b = level(g, to: 53, 1, e)
        let group = TweenGroup(engine: e) {
            b
            level(g, from: 10, to: 20, 1, e)
        }
        group.start()
        #expect(b.from == -7, "b.from \(String(describing: b.from))")
        _ = rig
    }

    /// E3: a frame a rounding error short of an event counts as at it: a call just ahead of the frame runs in that
    /// frame, and a root a rounding error short of its end finishes.
    @Test func aFrameARoundingErrorShortOfTheEndFinishesAndRunsTheLastCall() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Wait(0.1, engine: e)
            Call(engine: e, trace.call("mid"))
            Wait(0.2, engine: e)
            Call(engine: e, trace.call("end"))
        }.timed(speed: 3)
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.1 / 3 - 1e-12)
        #expect(trace.log == ["mid"])
        rig.driver.advance(to: 0.1 / 3 + 0.01)
        #expect(trace.log == ["mid"])
        rig.driver.advance(to: 0.1 - 1e-12)
        #expect(trace.log == ["mid", "end", "root.fin"] && root.state == .finished)
    }

    /// T2: content of no length plays once at its start, whatever the repeat count — even forever, and nested.
    @Test func zeroLengthContentPlaysOnceWhateverTheRepeatCount() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) { Call(engine: e, trace.call("c")) }.timed(repeats: .infinity)
        root.onComplete(trace.done("root"))
        root.start()
        rig.driver.run(for: 1)
        #expect(trace.log == ["c", "root.fin"])

        let trace2 = Trace()
        let outer = TweenSequence(engine: e) {
            Wait(0.5, engine: e)
            TweenGroup(engine: e) {
                Call(engine: e, trace2.call("x"))
                Wait(0, engine: e)
            }.timed(repeats: 5, autoreverses: true)
            Call(engine: e, trace2.call("after"))
            Wait(0.5, engine: e)
        }.timed(repeats: 2)
        outer.start()
        rig.driver.run(for: 3)
        #expect(trace2.log == ["x", "after", "x", "after"])
    }

    /// T2: content of no length plays once, at its start, even with rests between passes: the rests take no time, and
    /// the timeline ends at once.
    @Test func zeroLengthContentWithARestPlaysOnceAndTakesNoTime() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let inner = TweenGroup(engine: e) { Call(engine: e, trace.call("x")) }.timed(repeats: 3, rest: 0.5)
        let root = TweenSequence(engine: e) {
            inner
            Call(engine: e, trace.call("after"))
        }
        root.start()
        rig.driver.advance(to: 0.1)
        #expect(trace.log == ["x", "after"], "\(trace.log), span \(inner.totalDuration)")
        #expect(root.state == .finished)
    }

    /// `time`, `progress`, `cycleProgress` through delay, passes, a rest and a seam, at speed 2.
    @Test func readingsThroughDelayRestsAndSeamsAtSpeed() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 10, 1, e) }
            .timed(delay: 0.5, repeats: 2, rest: 0.5, speed: 2)  // local: delay 0–0.5, 0.5–1.5, rest, 2–3
        root.start()
        var rows: [[Double]] = []
        for t in [0.1, 0.5, 0.75, 1.0, 1.25, 1.5] {
            rig.driver.advance(to: t)
            rows.append([root.time, root.progress, root.cycleProgress, g.level])
        }
        let expected: [[Double]] = [
            [0, 0, 0, 0],  // delay
            [0.5, 0.2, 0.5, 5],  // local 1.0
            [1.0, 0.4, 1, 10],  // end of pass 1, start of the rest
            [1.5, 0.6, 0, 0],  // the rest's end: the start of pass 2
            [2.0, 0.8, 0.5, 5],
            [2.5, 1, 1, 10],  // the end
        ]
        for (row, want) in zip(rows, expected) {
            #expect(zip(row, want).allSatisfy { near($0, $1) }, "\(row) expected \(want)")
        }
        #expect(root.state == .finished)
        root.seek(toTime: 1.2)  // in the rest: holds the end of pass 1
        #expect(g.level == 10 && near(root.time, 1.2) && root.cycleProgress == 1)
    }

    /// Progress where it was when cancelled; 0 when it finished reversed.
    @Test func progressAfterCancelAndAfterAReversedFinish() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let a = TweenSequence(engine: e) { level(g, from: 0, to: 10, 2, e) }
        a.start()
        rig.driver.advance(to: 0.5)
        a.cancel()
        rig.driver.advance(to: 1)
        #expect(near(a.progress, 0.25) && near(a.time, 0.5))
        let b = TweenSequence(engine: e) { level(g, from: 0, to: 10, 2, e) }
        b.start()
        rig.driver.advance(to: 1.5)
        b.reverse()
        rig.driver.advance(to: 1.75)
        b.finish()
        #expect(b.progress == 0 && b.time == 0 && g.level == 0)
    }

    /// E2 + C1: an idle root's playhead is at its start, so its first seek crosses from 0 and runs the
    /// `Call(onSeek: true)` steps it crosses.
    @Test func theFirstSeekOfAnIdleRootRunsTheOnSeekCallsItCrosses() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Wait(0.5, engine: e)
            Call(onSeek: true, engine: e, trace.call("s"))
            Wait(0.5, engine: e)
        }
        root.seek(toTime: 0.75)
        #expect(trace.log == ["s"])
        _ = rig
    }

    /// E2 + E3: a `Call(onSeek: true)` runs for each seek or scrub that crosses it, either way, or lands on it, and not
    /// for one that leaves from it.
    @Test func onSeekCallsRunForSeeksAndScrubsEitherWay() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            Wait(0.5, engine: e)
            Call(onSeek: true, engine: e, trace.call("s"))
            Wait(0.5, engine: e)
        }
        root.seek(toTime: 0.25)
        let base = trace.log.count
        root.seek(toTime: 0.75)  // forward across
        root.seek(toTime: 0.25)  // backward across
        root.seek(toTime: 0.5)  // landing on it
        root.seek(toTime: 0.75)  // from it: crosses nothing (a < t ≤ b)
        root.scrub(to: 0.1)  // backward across, by a scrub
        root.scrub(to: 0.9)  // forward across
        root.seek(toTime: 0.95)  // crosses nothing
        #expect(trace.log.count - base == 5)
        _ = rig
    }

    /// E6: progress 1 of a root repeating forever is the end of its cycle, so `scrub(to: 1)` shows that end, carrying
    /// on smoothly from `scrub(to: 0.999)`.
    @Test func scrubbingAnEndlessTimelineToOneShowsTheEndOfTheCycle() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 10, 1, e) }.timed(repeats: .infinity)
        root.scrub(to: 0.999)
        #expect(near(g.level, 9.99))
        root.scrub(to: 1)
        #expect(
            g.level == 10,
            "scrub(to: 1) shows \(g.level), progress \(root.progress), cycleProgress \(root.cycleProgress)")
        _ = rig
    }

    /// `renderFrames` renders as a seek does yet has no side effects beyond the targets: it runs no calls, not even
    /// `Call(onSeek: true)` ones, and leaves the timeline idle.
    @Test func anOfflineRenderRunsNoCallsEvenOnSeekOnes() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let show = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(onSeek: true, engine: e, trace.call("s"))
            Call(engine: e, trace.call("c"))
            Wait(0.5, engine: e)
        }
        var frames = 0
        show.renderFrames(framesPerSecond: 30) { _ in frames += 1 }
        #expect(frames == 46 && show.state == .idle)
        #expect(trace.log.isEmpty, "\(trace.log)")
        _ = rig
    }

    /// renderFrames leaves an idle timeline idle, and starting it afterwards plays it as if the render had not
    /// happened: its `to:` steps start from the value the property had before the render.
    @Test func startingATimelineAfterAnOfflineRenderPlaysFromTheOriginalValues() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        g.level = 20
        let show = TweenSequence(engine: e) { level(g, to: 100, 1, e) }
        var values: [Double] = []
        show.renderFrames(framesPerSecond: 4) { _ in values.append(g.level) }
        #expect(values == [20, 40, 60, 80, 100])
        show.start()
        #expect(g.level == 20, "started at \(g.level)")
        rig.driver.advance(to: 0.5)
        #expect(near(g.level, 60))
    }

    /// `renderFrames` of a timeline already sought renders frame by frame from its start and leaves the timeline idle.
    @Test func anOfflineRenderOfASoughtTimelineLeavesItIdle() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let show = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        show.seek(toTime: 0.5)
        var first: Double?
        show.renderFrames(framesPerSecond: 10) { _ in if first == nil { first = g.level } }
        #expect(first == 0 && show.state == .idle)
        _ = rig
    }

    /// E2: a reversed root crossing a nested autoreversing group's backward pass (where the nested content time
    /// runs forward) runs none of its calls.
    @Test func aReversedRootRunsNoCallsInsideANestedBackwardPass() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            TweenGroup(engine: e) {
                Call(engine: e, trace.call("a"))
                Wait(1, engine: e)
                Call(engine: e, trace.call("b"))
            }.timed(autoreverses: true)
            Wait(0.5, engine: e)
        }
        root.start()
        rig.driver.advance(to: 2.25)
        #expect(trace.log == ["a", "b"])
        root.reverse()
        rig.driver.run(for: 3, framesPerSecond: 20)
        #expect(trace.log == ["a", "b"] && root.state == .finished)
    }

    /// C5: reversing a root still in its delay: it "ends at its start (where its delay ends)": at once.
    @Test func reversingARootInItsDelayFinishesItAtItsStart() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let trace = Trace()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 10, 1, e) }.timed(delay: 1)
        root.onStart(trace.call("start")).onComplete(trace.done("root"))
        root.start()
        rig.driver.advance(to: 0.5)
        root.reverse()
        rig.driver.advance(to: 0.6)
        #expect(root.state == .finished && trace.log == ["root.fin"] && g.level == 0)
    }

    /// E8: `play(from:)` of an idle root is a start with no delay left, so the root's start handlers run, delay or not;
    /// from the delay, the jump past it runs none (E2), so that run's start handlers do not run.
    @Test func theRootsStartHandlersOnPlayFromALabel() throws {
        for (delay, fromDelay) in [(0.0, false), (1.0, false), (1.0, true)] {
            let rig = Rig()
            let e = rig.engine
            let trace = Trace()
            let root = TweenSequence(engine: e) {
                Wait(0.5, engine: e)
                TimelineLabel("L")
                Call(engine: e, trace.call("l"))
                Wait(0.5, engine: e)
            }.timed(delay: delay)
            root.onStart(trace.call("rootS"))
            if fromDelay {
                root.start()
                rig.driver.advance(to: 0.5)
            }
            try root.play(from: "L")
            rig.driver.run(for: 2)
            #expect(trace.log == (fromDelay ? ["l"] : ["rootS", "l"]), "delay \(delay), from the delay \(fromDelay)")
        }
    }

    /// E9: awaiting a step's `finished` returns at its next completion (in a later cycle), and `.cancelled` when
    /// the run ends before it.
    @Test func awaitingAStepsFinishedReturnsAtItsNextCompletion() async {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let step = level(g, from: 0, to: 1, 1, e)
        let root = TweenSequence(engine: e) {
            step
            Wait(1, engine: e)
        }.timed(repeats: 3)
        root.start()
        rig.driver.advance(to: 1.5)  // the step has completed once
        var result: TweenResult?
        let task = Task { @MainActor in result = await step.finished }
        for _ in 0..<10 { await Task.yield() }
        #expect(result == nil)
        rig.driver.advance(to: 2.5)
        for _ in 0..<10 { await Task.yield() }
        #expect(result == nil)
        rig.driver.advance(to: 3.0)
        _ = await task.value
        #expect(result == .finished)

        var second: TweenResult?
        let task2 = Task { @MainActor in second = await step.finished }
        for _ in 0..<10 { await Task.yield() }
        rig.driver.advance(to: 4.5)  // third cycle, the step has begun, not ended
        root.cancel()
        _ = await task2.value
        #expect(second == .cancelled)
    }

    /// E3: a single frame spanning ten thousand cycles of an endless timeline walks each one.
    @Test func aVeryLongFrameOfAnEndlessTimelineWalksEveryCycle() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var calls = 0
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 1, 0.01, e)
            Call(engine: e) { calls += 1 }
        }.timed(repeats: .infinity)
        root.start()
        rig.driver.advance(by: 100.005)
        #expect(calls == 10_000)
        #expect(near(g.level, 0.5))
    }

    /// C6: restart of a paused root plays again; of a reversed one, forward.
    @Test func restartFromPausedAndReversedPlaysForward() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 10, 1, e) }
        root.start()
        rig.driver.advance(to: 0.5)
        root.pause()
        root.restart()
        #expect(root.state == .running)
        rig.driver.advance(to: 0.75)
        #expect(near(g.level, 2.5))
        root.reverse()
        rig.driver.advance(to: 0.85)
        root.restart()
        #expect(!root.isReversed)
        rig.driver.advance(to: 1.05)
        #expect(near(g.level, 2))
    }

    /// C10: `start()` on a step does nothing "and says so", in every state of the step.
    @Test func startingAStepSaysSoInEveryState() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
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
        rig.driver.advance(to: 0.5)
        probe("running", a)
        probe("not begun", b)
        rig.driver.advance(to: 1.5)
        probe("ended", a)
        #expect(silent.isEmpty, "silent: \(silent)")
    }

    /// A step can't be added once the timeline has played, or to a timeline that is itself a step.
    @Test func addingAfterPlayOrToANestedTimelineThrowsAndChangesNothing() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let inner = TweenGroup(engine: e) { level(g, from: 0, to: 1, 1, e) }
        let root = TweenSequence(engine: e) { inner }
        #expect(throws: TweenError.self) { try inner.add(Wait(1, engine: e)) }
        root.start()
        #expect(throws: TweenError.self) { try root.add(Wait(1, engine: e)) }
        #expect(root.duration == 1 && root.steps.count == 1)
        _ = rig
    }
}
