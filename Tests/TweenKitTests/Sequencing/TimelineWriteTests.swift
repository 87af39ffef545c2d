import Testing
import TweenKit

/// E7 of "Timeline Semantics": a step writes, and runs its update handlers, only while it shows its property and
/// only when what shows there changed; what the app or an update handler writes in between stays until then.
/// (The reference model fixes the values of updates, not their number: these count them.)
@MainActor @Suite(.tags(.timeline)) struct TimelineWriteTests {
    /// An overshadowed step's update handlers do not run; a short ended step holding its end value over a longer
    /// overshadowed one is not written again each frame, as a single ended tween is not.
    @Test func aStepThatDoesNotShowOrDoesNotChangeWritesNothing() {
        let (rig, e, g) = stage()
        var updates = 0
        TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 2, e).onUpdate { _ in updates += 1 }
            level(g, from: 5, to: 6, 0.5, e).at(0.5)
        }.start()
        rig.to(0.4)
        rig.to(0.5)
        let before = updates
        rig.run(2, fps: 30)
        #expect(before > 0 && updates == before && g.level == 6, "\(before) then \(updates)")

        let h = Gauge()
        TweenGroup(engine: e) {
            observed(h, from: 0, to: 100, 2, e)
            observed(h, from: 5, to: 6, 0.5, e).at(0.5)
        }.start()
        rig.driver.advance(by: 1.1)
        #expect(h.observed == 6)
        let writes = h.writes
        rig.run(0.8, fps: 30)
        #expect(h.writes == writes, "\(h.writes - writes) writes of an unchanging 6 in 24 frames")

        let single = Gauge()
        TweenSequence(engine: e) {
            observed(single, from: 5, to: 6, 0.5, e)
            Wait(2, engine: e)
        }.start()
        rig.run(0.6, fps: 30)
        let singleWrites = single.writes
        rig.run(0.8, fps: 30)
        #expect(single.writes == singleWrites)
    }

    /// C2: pausing and resuming write nothing; the next frame that moves the progress writes once.
    @Test func pauseAndResumeWriteNothingUntilTheProgressMoves() {
        let (rig, e, g) = stage()
        let root = TweenSequence(engine: e) { observed(g, from: 0, to: 100, 1, e) }
        root.start()
        rig.to(0.5)
        let writes = g.writes
        root.pause()
        rig.to(1)
        root.resume()
        #expect(g.writes == writes)
        rig.to(1.25)
        #expect(g.writes == writes + 1 && near(g.observed, 75))
    }

    /// `finish()` shows the end of the pass it is in, then the end of the last pass; a step that ended showing its
    /// start value shows the same at the pass's end, so it writes nothing and its update handlers do not run
    /// (found shrinking a random program that restarted from a completion).
    @Test func finishShowsAnEndedStepsUnchangedValueWithoutAnUpdate() {
        let (rig, e, g) = stage()
        g.level = 2
        let step = level(g, to: 1, 0.5, e).timed(autoreverses: true)
        let root = TweenSequence(engine: e) {
            step
            Wait(0.5, engine: e)
        }.timed(repeats: 1.5)
        var updates: [Double] = []
        step.onUpdate { updates.append($0) }
        root.start()
        rig.driver.advance(by: 1.2)  // in the wait: the step has ended, back at 2
        updates = []
        root.finish()  // the second cycle's half: the step half-way back
        #expect(updates == [1.5] && g.level == 1.5)
    }

    /// V4 + E7: what an update handler writes to its own property stays until the step writes again (while nothing
    /// changes, it stays), and does not move where the next `to:` step starts.
    @Test func whatAnUpdateHandlerWritesStaysUntilTheStepWritesAgain() {
        let (rig, e, g) = stage()
        TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e).onUpdate { g.level = $0 + 1000 }
            level(g, to: 0, 1, e)
        }.start()
        rig.to(0.5)
        #expect(near(g.level, 1050))
        rig.to(1.5)
        #expect(near(g.level, 50))

        let h = Gauge()
        TweenGroup(engine: e) {
            level(h, from: 0, to: 100, 1, e).onUpdate { if $0 == 100 { h.level = 7 } }
            observed(h, from: 0, to: 10, 2, e)
        }.start()
        rig.to(2)
        rig.to(2.75)
        #expect(h.level == 7)
        rig.to(3.25)
        #expect(h.level == 7 && near(h.observed, 8.75))
    }

    /// C3 with E7: a seek shows the rules' value over what was written meanwhile, but a seek to where the playhead
    /// already is changes nothing there, so it writes nothing.
    @Test func aSeekShowsTheRulesValueOverWhatWasWrittenUnlessNothingChanged() {
        let (rig, e, g) = stage()
        var updates: [Double] = []
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e).onUpdate { updates.append($0) } }
        root.start()
        rig.to(0.5)
        g.level = -5
        root.seek(to: 0.5)
        #expect(g.level == -5 && updates.last == 50 && root.state == .running)
        root.seek(to: 0.6)
        #expect(near(g.level, 60) && updates.last == 60)
        rig.to(0.75)
        #expect(near(g.level, 85))
    }

    /// C8 + C9: an update handler that cancels the root ends it at once: a step later in order writes nothing more in
    /// that frame, and every value a step writes is reported to its update handlers.
    @Test func anUpdateHandlerThatCancelsTheRootStopsTheRestOfTheFrame() {
        let (rig, e, g) = stage()
        let box = RootBox()
        var laterUpdates: [Double] = []
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e).onUpdate { value in if value >= 50 { box.root?.cancel() } }
            observed(g, from: 0, to: 10, 1, e).onUpdate { laterUpdates.append($0) }
        }
        box.root = root
        root.start()
        rig.to(0.25)
        #expect(near(g.observed, 2.5))
        rig.to(0.75)
        #expect(root.state == .cancelled && near(g.observed, 2.5), "the later step wrote \(g.observed)")
        #expect(laterUpdates.last == g.observed, "written \(g.observed), reported \(laterUpdates)")
    }

    /// C9: controls from a step's update handler while the root restarts or finishes: a cancel during a restart
    /// does not trap and leaves the start shown; a restart asked while `finish()` plays to the end wins.
    @Test func controlsFromAStepsUpdateHandlerDuringARestartOrAFinish() {
        let (rig, e, g) = stage()
        var show: TweenSequence!
        var armed = false
        show = TweenSequence(engine: e) { level(g, from: 0, to: 10, 1, e).onUpdate { _ in if armed { show.cancel() } } }
        show.start()
        rig.to(0.5)
        armed = true
        show.restart()
        #expect(show.state == .cancelled && g.level == 0)

        let h = Gauge()
        var again = false
        var other: TweenSequence!
        other = TweenSequence(engine: e) {
            level(h, from: 0, to: 10, 1, e).onUpdate { value in
                guard value == 10, !again else { return }
                again = true
                other.restart()
            }
        }
        other.start()
        other.finish()
        #expect(again && other.state == .running && h.level == 0)
    }
}
