import Testing
import TweenKit

/// The cases outside reviews found, each a named test of the rule it follows (the timeline semantics
/// article names them: V2, E3, C9, …).
@MainActor @Suite struct TimelineRuleTests {
    final class Pad: Tweenable {
        var level = 0.0
        var text = ""
    }

    /// Plays `playable` in frames of `seconds` until it ends (at most a minute).
    func play(_ playable: Playable, _ rig: Rig, frames seconds: Double) {
        var elapsed = 0.0
        while !playable.state.isEnded && elapsed < 60 {
            rig.driver.advance(by: seconds)
            elapsed += seconds
        }
    }

    // MARK: Nested timelines in every cycle (V1, E3)

    @Test func aNestedSequencePlaysEveryStepAndCallInEveryCycleOfARepeatingParent() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var calls: [String] = []
        var starts = 0
        let second = Tween(g, \.level, to: 20, duration: 0.25, engine: e).onStart { starts += 1 }
        let inner = TweenSequence(engine: e) {
            Tween(g, \.level, from: 0, to: 10, duration: 0.25, engine: e)
            Call(engine: e) { calls.append("a") }
            second
            Call(engine: e) { calls.append("b") }
        }
        let root = TweenSequence(engine: e) {
            Wait(0.25, engine: e)
            inner
        }
        root.repeatCount = 3
        root.start()
        rig.driver.advance(by: 1.125)  // the second cycle, half-way through the inner sequence's first tween
        #expect(abs(g.level - 5) < 1e-9 && calls == ["a", "b"] && starts == 1)
        rig.driver.run(for: 2, framesPerSecond: 60)
        #expect(calls == ["a", "b", "a", "b", "a", "b"] && starts == 3 && g.level == 20 && root.state == .finished)
    }

    @Test func aNestedGroupPlaysOnEveryForwardPassOfAnAutoreversingParent() {
        let rig = Rig()
        let e = rig.engine
        let (a, b) = (Gauge(), Gauge())
        var calls = 0
        let root = TweenSequence(engine: e) {
            Wait(0.5, engine: e)
            TweenGroup(stagger: 0.25, engine: e) {
                Tween(a, \.level, from: 0, to: 1, duration: 0.5, engine: e)
                Tween(b, \.level, from: 0, to: 1, duration: 0.5, engine: e)
                Call(engine: e) { calls += 1 }
            }
        }
        root.autoreverses = true
        root.repeatCount = 2
        root.start()
        rig.driver.run(for: 5.5, framesPerSecond: 30)
        #expect(calls == 2, "one call per forward pass")
        #expect(root.state == .finished && a.level == 0 && b.level == 0, "back at the start after the last pass")
    }

    /// The README's placed timeline: every bar of the staggered row moves in the second cycle too.
    @Test func theReadmesPlacedTimelineMovesEveryBarInItsSecondCycle() {
        let rig = Rig()
        let e = rig.engine
        let (title, subtitle, card) = (Gauge(), Gauge(), Gauge())
        let bars = (0..<5).map { _ in Gauge() }
        var heights: [[Double]] = []
        let intro = TweenSequence(engine: e) {
            Tween(title, \.level, to: 1, duration: 0.5, engine: e)
            Tween(subtitle, \.level, to: 1, duration: 0.5, engine: e).at(.end - 0.2)
            TimelineLabel("reveal")
            Tween(card, \.level, to: 1, duration: 0.6, engine: e).at(.withPrevious)
            TweenGroup(stagger: .each(0.05, from: .center), engine: e) {
                for bar in bars { Tween(bar, \.level, to: 80, duration: 0.4, engine: e) }
            }.at(.label("reveal") + 0.3)
        }
        intro.repeatCount = 2
        intro.repeatDelay = 1
        intro.start()
        // Cycle 1 runs 0–1.6 s; the rest 1.6–2.6 s; cycle 2 runs 2.6–4.2 s. Sample the row in each cycle when
        // every bar has begun and none has ended.
        for time in [1.3, 3.9] {
            rig.driver.advance(to: time)
            heights.append(bars.map(\.level))
        }
        #expect(
            zip(heights[0], heights[1]).allSatisfy { abs($0 - $1) < 1e-9 }, "the second cycle as the first: \(heights)")
        #expect(heights[1].allSatisfy { $0 > 0 && $0 < 80 }, "every bar moving in the second cycle: \(heights[1])")
    }

    // MARK: Calls at boundaries (E3, E5)

    @Test func restartRunsANestedGroupsCallAtTimeZeroAgain() {
        let rig = Rig()
        let e = rig.engine
        var calls = 0
        let show = TweenSequence(engine: e) {
            TweenGroup(engine: e) {
                Call(engine: e) { calls += 1 }
                Wait(1, engine: e)
            }
        }
        show.start()
        #expect(calls == 1)
        rig.driver.advance(by: 0.5)
        show.restart()
        #expect(calls == 2)
        rig.driver.run(for: 2)
        #expect(calls == 2 && show.state == .finished)
        show.restart()
        #expect(calls == 3)
    }

    @Test func anAutoreversingTimelinesCallAtItsEndRunsOncePerForwardPassAtAnyFrameRate() {
        for frame in [1.0 / 60, 0.3, 0.07] {
            let rig = Rig()
            let e = rig.engine
            let g = Gauge()
            var calls = 0
            let show = TweenSequence(engine: e) {
                Tween(g, \.level, from: 0, to: 1, duration: 1, engine: e)
                Call(engine: e) { calls += 1 }
            }
            show.autoreverses = true
            show.repeatCount = 3
            show.start()
            play(show, rig, frames: frame)
            #expect(calls == 3 && show.state == .finished, "frames of \(frame) s")
        }
    }

    @Test func seekingOrScrubbingAnIdleTimelineToZeroThenStartingRunsTheCallAtZero() {
        for (index, begin) in ["seek start", "seek play", "scrub start", "scrub play"].enumerated() {
            let rig = Rig()
            let e = rig.engine
            var calls = 0
            let show = TweenSequence(engine: e) {
                Call(engine: e) { calls += 1 }
                Wait(1, engine: e)
            }
            if index < 2 { show.seek(to: 0) } else { show.scrub(to: 0) }
            #expect(calls == 0, "\(begin): a seek runs no call")
            if index % 2 == 0 { show.start() } else { show.play() }
            #expect(calls == 1, "\(begin)")
            rig.driver.run(for: 2)
            #expect(calls == 1 && show.state == .finished, "\(begin)")
        }
    }

    // MARK: finish() (C7)

    @Test func finishingARepeatingTimelineRunsTheCallsLeftInItsCurrentCycleOnly() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var calls: [String] = []
        let show = TweenSequence(engine: e) {
            Tween(g, \.level, from: 0, to: 10, duration: 0.5, engine: e)
            Call(engine: e) { calls.append("mid") }
            Tween(g, \.level, to: 20, duration: 0.5, engine: e)
            Call(engine: e) { calls.append("end") }
        }
        show.repeatCount = 3
        show.start()
        rig.driver.advance(by: 1.75)  // the second cycle, after its "mid"
        #expect(calls == ["mid", "end", "mid"])
        show.finish()
        #expect(calls == ["mid", "end", "mid", "end"], "what is left of the second cycle; none of the third")
        #expect(show.state == .finished && g.level == 20)
    }

    @Test func finishWithAHandlerThatRestartsNeverEndsFinishedShowingTheStart() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var restarted = false
        var show: TweenSequence!
        let first = Tween(g, \.level, from: 0, to: 10, duration: 1, engine: e)
        show = TweenSequence(engine: e) {
            first
            Call(engine: e) {
                guard !restarted else { return }
                restarted = true
                show.restart()
            }
            Tween(g, \.level, to: 20, duration: 1, engine: e)
        }
        show.start()
        rig.driver.advance(by: 0.5)
        show.finish()
        #expect(restarted && show.state == .running && g.level == 0, "the call's restart won: playing from the start")
        rig.driver.run(for: 3)
        #expect(show.state == .finished && g.level == 20)

        // The same from an update handler.
        let h = Gauge()
        var again = false
        var other: TweenSequence!
        let step = Tween(h, \.level, from: 0, to: 10, duration: 1, engine: e).onUpdate { value in
            guard value == 10, !again else { return }
            again = true
            other.restart()
        }
        other = TweenSequence(engine: e) { step }
        other.start()
        other.finish()
        #expect(again && other.state == .running && h.level == 0)
    }

    // MARK: Controls from handlers (C9)

    @Test func aCallThatSeeksBackLeavesEveryStepAtItsValueForThatTime() {
        let rig = Rig()
        let e = rig.engine
        let (g, h) = (Gauge(), Gauge())
        var show: TweenSequence!
        var sought = false
        show = TweenSequence(engine: e) {
            Tween(g, \.level, from: 0, to: 10, duration: 1, engine: e)
            Call(engine: e) {
                guard !sought else { return }
                sought = true
                show.seek(to: 0.25)
            }
            Tween(g, \.level, to: 30, duration: 1, engine: e)
            Tween(h, \.level, from: 5, to: 50, duration: 1, engine: e).at(.withPrevious)
        }
        show.start()
        rig.driver.advance(by: 0.9)
        rig.driver.advance(by: 0.6)  // crosses the call at 1 s: it seeks to 0.5 s
        #expect(g.level == 5 && h.level == 5, "time 0.5 s: the first tween half-way, the last at its given start")
        #expect(show.progress == 0.25 && show.state == .running)
        rig.driver.advance(by: 0.25)
        #expect(abs(g.level - 7.5) < 1e-9, "it plays on from there")
    }

    @Test func aCallThatRestartsLeavesTheStartShowing() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var show: TweenSequence!
        var restarts = 0
        show = TweenSequence(engine: e) {
            Tween(g, \.level, from: 0, to: 10, duration: 1, engine: e)
            Call(engine: e) {
                restarts += 1
                if restarts == 1 { show.restart() }
            }
            Tween(g, \.level, to: 30, duration: 1, engine: e)
        }
        show.start()
        rig.driver.advance(by: 1.5)
        #expect(g.level == 0 && restarts == 1 && show.progress == 0)
        rig.driver.advance(by: 0.5)
        #expect(g.level == 5)
    }

    @Test func aStartHandlerThatSeeksHasTheFirstFramePlayOnFromThere() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        let show = TweenSequence(engine: e) { Tween(g, \.level, from: 0, to: 100, duration: 1, engine: e) }
        show.delay = 0.5
        show.onStart { show.seek(to: 0.5) }
        show.start()
        rig.driver.advance(by: 0.75)  // the delay ends at 0.5 s: its start handler seeks to the middle
        #expect(g.level == 50 && show.progress == 0.5)
        rig.driver.advance(by: 0.25)
        #expect(g.level == 75)

        let h = Gauge()
        let tween = Tween(h, \.level, from: 0, to: 100, duration: 1, engine: e)
        tween.delay = 0.5
        tween.onStart { tween.seek(to: 0.5) }
        tween.start()
        rig.driver.advance(by: 0.75)
        #expect(h.level == 50)
    }

    @Test func aStepsUpdateHandlerThatCancelsItsTimelineWhileItRestartsDoesNotTrap() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var show: TweenSequence!
        var armed = false
        let step = Tween(g, \.level, from: 0, to: 10, duration: 1, engine: e).onUpdate { _ in
            if armed { show.cancel() }
        }
        show = TweenSequence(engine: e) { step }
        show.start()
        rig.driver.advance(by: 0.5)
        armed = true
        show.restart()
        #expect(show.state == .cancelled && g.level == 0)
    }

    // MARK: Start values (V4)

    @Test func overlappingToOnlyStepsShowTheSameValueWhicheverPathReachedATime() {
        let rig = Rig()
        let e = rig.engine
        func make(_ g: Gauge) -> TweenSequence {
            TweenSequence(engine: e) {
                Tween(g, \.level, from: 0, to: 100, duration: 1, engine: e)
                Tween(g, \.level, to: 0, duration: 1, engine: e).at(.end - 0.5)  // 0.5–1.5, from 50 (V4)
            }
        }
        let (played, sought, roundTrip) = (Gauge(), Gauge(), Gauge())
        let a = make(played)
        a.start()
        rig.driver.run(for: 1.2)
        make(sought).seek(to: 1.2 / 1.5)
        let c = make(roundTrip)
        c.seek(to: 1)
        c.seek(to: 0.1)
        c.seek(to: 1.2 / 1.5)
        for g in [played, sought, roundTrip] { #expect(abs(g.level - 15) < 1e-9, "\(g.level)") }
    }

    // MARK: Steps' timing (C10)

    @Test func aStepsTimingChangedAfterItWasPlacedReplacesItUntilItsTimelinePlays() {
        let rig = Rig()
        let e = rig.engine
        let g = Gauge()
        var said: [String] = []
        TweenDiagnostics.handler = { said.append($0) }
        defer { TweenDiagnostics.handler = nil }
        var called: [Double] = []
        let first = Tween(g, \.level, from: 0, to: 10, duration: 1, engine: e)
        let show = TweenSequence(engine: e) {
            first
            Call(engine: e) { called.append(e.now) }
        }
        first.repeatCount = 2
        #expect(show.duration == 2, "placed again: the call now at 2 s")
        show.start()
        first.repeatCount = 3
        #expect(first.repeatCount == 2 && show.duration == 2 && said.count == 1)
        rig.driver.run(for: 3)
        #expect(called.count == 1 && abs(called[0] - 2) < 0.02 && g.level == 10)
    }

    // MARK: Other tweens, objects and queues (P2, P3, Q2, Q3)

    @Test func aTweenThatInterruptsASequencesPropertyCarriesItsVelocity() {
        let rig = Rig()
        let e = rig.engine
        let (inSequence, alone) = (Gauge(), Gauge())
        let show = TweenSequence(engine: e) { Tween(inSequence, \.level, from: 0, to: 100, duration: 1, engine: e) }
        let plain = Tween(alone, \.level, from: 0, to: 100, duration: 1, engine: e)
        show.start()
        plain.start()
        rig.driver.advance(by: 0.25)
        let a = Tween(inSequence, \.level, to: 0, duration: 1, curve: .easeInOutCubic, engine: e)
        let b = Tween(alone, \.level, to: 0, duration: 1, curve: .easeInOutCubic, engine: e)
        a.start()
        b.start()
        #expect(abs(a.velocity - 100) < 1e-3 && abs(a.velocity - b.velocity) < 1e-9, "\(a.velocity) \(b.velocity)")
        #expect(show.state == .running && show.steps[0].state == .cancelled)
    }

    // MARK: Edges of the numbers

    @Test func aHugeFiniteStaggerGivesNoNaN() {
        for stagger in [Stagger.each(1e308), .each(.greatestFiniteMagnitude, from: .center), .total(1e308)] {
            #expect(stagger.offsets(count: 5).allSatisfy { !$0.isNaN })
        }
    }

    @Test func countingOnInInt64FromADoubleBeyondItsRangeSaturates() {
        for (last, expected) in [
            (1e20, Int64.max), (1e30, .max), (1e300, .max), (-1e300, .min), (.greatestFiniteMagnitude, .max),
        ] {
            let rig = Rig()
            let pad = Pad()
            Tween<Double>.count(pad, \.text, from: 0, to: last, duration: 0, engine: rig.engine).start()
            rig.driver.advance(by: 0.1)
            let on = Tween<Int64>.count(pad, \.text, to: 5, duration: 1, engine: rig.engine)
            on.start()
            #expect(on.from == expected, "counting on from \(last)")
        }
    }
}
