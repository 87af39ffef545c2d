import Testing

@testable import TweenKit

/// `restart()` plays a tween or timeline again from its start, whatever state it is in; handlers run once
/// per run.
@MainActor @Suite struct RestartTests {
    @Test func aFinishedTweenPlaysAgainFromItsStart() {
        let rig = Rig()
        let gauge = Gauge()
        var results: [String] = []
        let tween = Tween(gauge, \.level, from: 10, to: 20, duration: 1, engine: rig.engine)
        tween.onComplete { results.append("first \($0)") }
        tween.start()
        rig.driver.run(for: 1.5)
        #expect(tween.state == .finished && gauge.level == 20 && tween.progress == 1)
        tween.restart()
        tween.onComplete { results.append("second \($0)") }
        #expect(tween.state == .running && gauge.level == 10 && tween.progress == 0)
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 15)
        rig.driver.advance(by: 1)
        #expect(tween.state == .finished && gauge.level == 20)
        #expect(results == ["first finished", "second finished"], "each handler once, for its own run")
        #expect(rig.engine.inconsistencies().isEmpty)
    }

    @Test func aRunningReversedOrPausedTweenJumpsBackAndPlaysForward() {
        let rig = Rig()
        let gauge = Gauge()
        let tween = Tween(gauge, \.level, from: 0, to: 100, duration: 1, engine: rig.engine)
        tween.delay = 0.2
        tween.start()
        rig.driver.advance(by: 0.7)
        tween.reverse()
        tween.pause()
        tween.restart()
        #expect(tween.state == .running && !tween.isReversed && gauge.level == 0, "at its start, forward, playing")
        rig.driver.advance(by: 0.25)
        #expect(abs(gauge.level - 25) < 1e-9)
        tween.restart(includingDelay: true)
        #expect(tween.state == .delayed, "back before its delay")
        rig.driver.advance(by: 0.2 + 0.5)
        #expect(abs(gauge.level - 50) < 1e-9 && tween.state == .running)
        rig.driver.advance(by: 1)
        #expect(tween.state == .finished && gauge.level == 100)
        tween.restart()
        #expect(tween.state == .running && gauge.level == 0, "an ended one skips its delay too, unless asked")
    }

    @Test func aCancelledTweenRestartsUnlessItsTargetIsGone() {
        let rig = Rig()
        let gauge = Gauge()
        let tween = Tween(gauge, \.level, from: 0, to: 8, duration: 1, engine: rig.engine)
        tween.start()
        rig.driver.advance(by: 0.5)
        tween.cancel()
        tween.restart()
        rig.driver.advance(by: 1)
        #expect(tween.state == .finished && gauge.level == 8)

        var gone: Gauge? = Gauge()
        let orphan = Tween(gone!, \.level, from: 0, to: 1, duration: 1, engine: rig.engine)
        orphan.start()
        orphan.cancel()
        gone = nil
        orphan.restart()
        var result: TweenResult?
        orphan.onComplete { result = $0 }  // ended: runs at once, with how the new run ended
        #expect(orphan.state == .failed && result == .failed(.targetDeallocated))
    }

    @Test func aFailedTweenFailsAgainAndWritesNothing() {
        let rig = Rig()
        var writes = 0
        let tween = Tween(from: 0, to: Double.nan, duration: 1, engine: rig.engine) { _ in writes += 1 }
        tween.start()
        tween.restart()
        var result: TweenResult?
        tween.onComplete { result = $0 }
        rig.driver.run(for: 1)
        #expect(tween.state == .failed && writes == 0)
        if case .failed(.nonFiniteValue(name: "to", _)) = result {
        } else {
            Issue.record("\(String(describing: result))")
        }
    }

    @Test func aRestartFromItsOwnCompletionPlaysOneMoreRun() {
        let rig = Rig()
        var runs = 0
        let tween = Tween(from: 0, to: 1, duration: 0.5, engine: rig.engine) { _ in }
        tween.onComplete { _ in
            runs += 1
            tween.restart()
        }
        tween.start()
        rig.driver.run(for: 0.6)
        #expect(runs == 1 && tween.state == .running)
        rig.driver.run(for: 0.6)
        #expect(runs == 1 && tween.state == .finished, "the handler ran once: the second run has none")
        #expect(rig.engine.inconsistencies().isEmpty)
    }

    /// A finished sequence played again shows, frame by frame, what a fresh copy of it shows, and its
    /// `Call` fires again.
    @Test func aFinishedSequencePlaysAgainAsAFreshOneWould() {
        func make(_ gauge: Gauge, _ rig: Rig, _ calls: @escaping () -> Void) -> TweenSequence {
            TweenSequence(engine: rig.engine) {
                Tween(gauge, \.level, from: 0, to: 50, duration: 0.5, curve: .easeInOutQuad, engine: rig.engine)
                Call(engine: rig.engine, calls)
                Tween(gauge, \.level, to: 20, duration: 0.5, curve: .easeOutBack, engine: rig.engine)
            }
        }
        let rig = Rig()
        let gauge = Gauge()
        var calls = 0
        let sequence = make(gauge, rig) { calls += 1 }
        sequence.start()
        rig.driver.run(for: 1.2)
        #expect(sequence.state == .finished && gauge.level == 20 && calls == 1)

        let freshRig = Rig()
        let freshGauge = Gauge()
        let fresh = make(freshGauge, freshRig) {}
        sequence.restart()
        fresh.start()
        #expect(gauge.level == freshGauge.level, "at its start again: \(gauge.level)")
        for _ in 0..<70 {
            rig.driver.advance(by: 1.0 / 60)
            freshRig.driver.advance(by: 1.0 / 60)
            #expect(abs(gauge.level - freshGauge.level) < 1e-12)
        }
        #expect(sequence.state == .finished && gauge.level == 20 && calls == 2)
        #expect(rig.engine.inconsistencies().isEmpty)
    }
}
