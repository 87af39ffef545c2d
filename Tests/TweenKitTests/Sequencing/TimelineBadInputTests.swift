import Testing
import TweenKit

/// Bad input to a timeline: it fails before anything is written, or (given while playing) writes nothing more and
/// closes its open steps; a control with input it cannot use changes nothing, and none traps (C9).
@MainActor @Suite(.tags(.timeline)) struct TimelineBadInputTests {
    enum Bad: String, CaseIterable, Sendable {
        case stepSpeedNegative, stepSpeedZero, labelUsedBeforeItIsAdded, repeatCountNaN, restNegative, delayEndless
    }

    /// Bad timing anywhere in the tree, or a label placed before it exists, fails the root when it starts, before
    /// anything is written (a step of speed 0 would have an endless span).
    @Test(arguments: Bad.allCases) func badInputFailsTheRootBeforeAnythingIsWritten(_ bad: Bad) {
        let (rig, e, g) = stage()
        g.level = 3
        let a = level(g, from: 0, to: 10, 1, e)
        let root = TweenSequence(engine: e) {
            if bad == .labelUsedBeforeItIsAdded { a.at(.label("later")) } else { a }
            TimelineLabel("later")
            level(g, from: 20, to: 30, 1, e)
        }
        switch bad {
        case .stepSpeedNegative: a.speed = -1
        case .stepSpeedZero: a.speed = 0
        case .labelUsedBeforeItIsAdded: break
        case .repeatCountNaN: root.repeatCount = .nan
        case .restNegative: root.timed(repeats: 2, rest: -1)
        case .delayEndless: root.delay = .infinity
        }
        var result: TweenResult?
        root.onComplete { result = $0 }
        root.start()
        rig.run(3)
        #expect(root.state == .failed && g.level == 3, "\(bad): \(root.state) \(g.level)")
        if case .failed = result {} else { Issue.record("\(bad): \(String(describing: result))") }
    }

    /// The speed's documentation: a negative, infinite or NaN speed given while playing fails the root; the open
    /// step closes `.cancelled`, the root completes once, and nothing more is written.
    @Test(arguments: [-1, Double.infinity, .nan]) func aBadSpeedFailsARunningRootWritingNothing(_ speed: Double) {
        let (rig, e, g) = stage()
        let trace = Trace()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e).onComplete(trace.done("t")) }
        root.onComplete(trace.done("root"))
        root.start()
        rig.to(0.25)
        root.speed = speed
        rig.to(0.5)
        #expect(root.state == .failed && near(g.level, 25) && trace.log == ["t.can", "root.fail"], "\(trace.log)")
    }

    /// E9 + C9: a bad speed from a call, or from a nested step's completion, fails the root at that moment: the
    /// rest of the moment does not run, open steps (a nested timeline among them) close `.cancelled`, nothing more
    /// is written.
    @Test func aBadSpeedFromAHandlerFailsTheRootAtThatMoment() {
        let (rig, e, g) = stage()
        let trace = Trace()
        let box = RootBox()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e).onComplete(trace.done("t"))
            Call(engine: e) { box.root?.speed = .nan }.at(0.5)
            Call(engine: e, trace.call("y")).at(0.5)
        }
        box.root = root
        root.onComplete(trace.done("root"))
        root.start()
        rig.to(0.25)
        rig.to(0.75)
        #expect(root.state == .failed && near(g.level, 50) && trace.log == ["t.can", "root.fail"])
        rig.to(2)
        #expect(near(g.level, 50) && trace.log == ["t.can", "root.fail"])

        let (rig2, e2, g2) = stage()
        let trace2 = Trace()
        let nested = TweenSequence(engine: e2) {
            TweenSequence(engine: e2) {
                level(g2, from: 0, to: 100, 1, e2).onComplete { _ in box.root?.speed = -1 }
                level(g2, to: 0, 1, e2).onStart(trace2.call("b.start"))
            }.onComplete(trace2.done("inner"))
        }
        box.root = nested
        nested.onComplete(trace2.done("root"))
        nested.start()
        rig2.to(0.5)
        rig2.to(1.25)
        #expect(nested.state == .failed && g2.level == 100 && trace2.log == ["inner.can", "root.fail"])
        rig2.to(2)
        #expect(g2.level == 100 && trace2.log == ["inner.can", "root.fail"])
    }

    /// Seeks and scrubs take the input they can use: a NaN time or progress, a smoothing that is negative or
    /// endless, and an unknown label (which throws) change nothing; a time or progress past either end counts as
    /// that end, for an idle root and a playing one.
    @Test func aSeekOrScrubTakesTheNearerEndAndIgnoresWhatItCannotUse() {
        let (rig, e, g) = stage()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            TimelineLabel("known")
        }
        root.start()
        rig.to(0.25)
        root.seek(toTime: .nan)
        root.scrub(to: .nan)
        root.scrub(to: 0.8, smoothing: .infinity)
        root.scrub(to: 0.8, smoothing: -1)
        #expect(throws: TweenError.self) { try root.play(from: "unknown") }
        #expect(throws: TweenError.self) { try root.seek(to: "unknown") }
        #expect(root.state == .running && near(g.level, 25) && near(root.time, 0.25))
        rig.to(0.5)
        #expect(near(g.level, 50))
        root.scrub(to: .infinity)
        #expect(root.state == .paused && g.level == 100)
        root.scrub(to: -.infinity)
        #expect(g.level == 0)

        let idle = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }.timed(repeats: 2)
        idle.seek(to: .infinity)
        #expect(g.level == 100 && idle.progress == 1)
        idle.seek(to: -.infinity)
        #expect(g.level == 0 && idle.progress == 0 && idle.state == .idle)
    }
}

/// Roots that repeat forever or an astronomical number of times: a frame, a seek or a finish costs what it shows,
/// not the cycles it crosses, and shows what V1 defines there.
@MainActor @Suite(.tags(.timeline)) struct EndlessTimelineTests {
    /// E3: one long frame of an endless timeline walks every cycle it crosses, running each cycle's call (on forward
    /// passes only when it autoreverses).
    @Test(.timeLimit(.minutes(1)), arguments: [false, true])
    func aLongFrameOfAnEndlessTimelineRunsEveryCyclesCall(autoreverses: Bool) {
        let (rig, e, g) = stage()
        var calls = 0
        let duration = autoreverses ? 1 : 0.01
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: autoreverses ? 100 : 1, duration, e)
            Call(engine: e) { calls += 1 }
        }.timed(repeats: .infinity, autoreverses: autoreverses)
        root.start()
        rig.driver.advance(by: autoreverses ? 10.5 : 100.005)
        // Ten seconds of 1 s passes hold five forward passes; 100 s of 0.01 s cycles, ten thousand.
        #expect(calls == (autoreverses ? 5 : 10_000) && near(g.level, autoreverses ? 50 : 0.5))
    }

    /// C7 + E6: finish() of a timeline or tween repeating forever plays the rest of the pass it is in (its calls run)
    /// and shows that pass's end; seeking the finished root to progress 1, or scrubbing an endless one there, shows
    /// the end of a cycle too (carrying on from 0.999).
    @Test func anEndlessRootFinishedOrSoughtToOneShowsTheEndOfACycle() {
        let (rig, e, g) = stage()
        let trace = Trace()
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 10, 1, e)
            Call(engine: e, trace.call("c"))
        }.timed(repeats: .infinity)
        root.start()
        rig.to(2.5)
        root.finish()
        #expect(root.state == .finished && trace.log == ["c", "c", "c"] && g.level == 10 && root.cycleProgress == 1)
        root.seek(to: 1)
        #expect(g.level == 10, "sought to the end: \(g.level)")

        let h = Gauge()
        let tween = level(h, from: 0, to: 10, 1, e).timed(repeats: .infinity)
        tween.start()
        rig.to(5)
        tween.finish()
        #expect(h.level == 10)

        let scrubbed = TweenSequence(engine: e) { level(h, from: 0, to: 10, 1, e) }.timed(repeats: .infinity)
        scrubbed.scrub(to: 0.999)
        #expect(near(h.level, 9.99))
        scrubbed.scrub(to: 1)
        #expect(h.level == 10, "scrub(to: 1) shows \(h.level)")
    }

    /// T2: content of no length plays once at its start, even when it repeats forever.
    @Test func anEndlessTimelineOfNoLengthPlaysOnce() {
        let (rig, e, _) = stage()
        let trace = Trace()
        let root = TweenSequence(engine: e) { Call(engine: e, trace.call("c")) }.timed(repeats: .infinity)
        root.onComplete(trace.done("root"))
        root.start()
        rig.run(1)
        #expect(trace.log == ["c", "root.fin"])
    }

    /// V1 + C3: a seek far into a root of a huge, astronomical or endless repeat count lands at once on the content
    /// time there, running no call on the way (it used to walk every cycle, and ran out of memory).
    @Test(arguments: [(1e12, 1e11 + 0.25), (1e300, 2e9 + 0.25), (.infinity, 1e9 + 0.25)])
    func aFarSeekShowsTheContentTimeThere(repeats: Double, time: Double) {
        let (rig, e, g) = stage()
        var calls = 0
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) { calls += 1 }
        }.timed(repeats: repeats)
        root.seek(to: 0.5)
        #expect(calls == 0 && root.state == .idle)
        root.seek(toTime: time)
        #expect(near(g.level, 25, 1e-3) && calls == 0 && near(root.time, time, 1e-3))
        if repeats == 1e12 {
            #expect(near(root.progress, 0.1, 1e-9) && near(root.cycleProgress, 0.25, 1e-5))
            root.start()
            rig.to(0.5)
            #expect(near(g.level, 75, 1e-3))
        }
    }

    /// C9: a repeat count of 1e300 plays showing values in range; finish() plays only what is left of the pass it is
    /// in, then shows the end (C7).
    @Test func anAstronomicalRepeatCountPlaysAndFinishes() {
        let (rig, e, g) = stage()
        var calls = 0
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) { calls += 1 }
        }.timed(repeats: 1e300)
        root.start()
        rig.to(0.25)
        rig.to(3.5)
        #expect(g.level.isFinite && (0...100).contains(g.level) && root.state == .running && calls >= 3)
        let before = calls
        root.finish()
        #expect(root.state == .finished && g.level == 100 && calls == before + 1)
    }
}
