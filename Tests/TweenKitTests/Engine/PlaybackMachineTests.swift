import Testing

@testable import TweenKit

/// The playback state machine on its own, fed events directly: its transitions against a table of the
/// legal ones written here, its playhead against hand-worked times, and "ended means frozen".
@Suite struct PlaybackMachineTests {
    /// The transitions `TweenState`'s documentation allows, written out independently of the machine.
    static let legal: Set<[TweenState]> = {
        let ended: [TweenState] = [.finished, .cancelled, .failed]
        var pairs: Set<[TweenState]> = []
        for end in ended {
            pairs.insert([.idle, end])
            pairs.insert([.delayed, end])
            pairs.insert([.running, end])
            pairs.insert([.paused, end])
            pairs.insert([end, .idle])  // rewound to play again
        }
        for pair: [TweenState] in [
            [.idle, .delayed], [.idle, .running], [.delayed, .running], [.running, .delayed],
            [.delayed, .paused], [.running, .paused], [.paused, .delayed], [.paused, .running],
        ] {
            pairs.insert(pair)
        }
        return pairs
    }()

    @Test func aPauseHoldsTheTimeAndAResumePlaysOnFromIt() {
        var machine = PlaybackMachine(timing: TweenTiming(duration: 2))
        let answer1 = machine.start(now: 10)
        #expect(answer1 == 0)
        #expect(machine.state == .running)
        #expect(machine.local(at: 10.5) == 0.5)
        let answer2 = machine.pause(now: 11)
        #expect(answer2)
        #expect(machine.state == .paused)
        #expect(machine.local(at: 50) == 1)
        let answer3 = machine.resume(now: 20)
        #expect(answer3)
        #expect(machine.local(at: 20.25) == 1.25)
        let answer4 = machine.resume(now: 21)
        #expect(!answer4)  // not paused: nothing
    }

    /// What a pause left (delayed or running), whether the background paused it, and a pending seek are
    /// each kept apart: setting one never disturbs the others.
    @Test func whatAPauseLeftAndAPendingSeekKeepApart() {
        var machine = PlaybackMachine(timing: TweenTiming(duration: 1, delay: 0.5))
        machine.placeIdle(atLocal: 0.25, now: 0)  // a pending seek, into the delay
        let first = machine.start(now: 0)
        #expect(first == 0.25 && machine.state == .delayed)
        let paused = machine.pause(now: 0.1, forBackground: true)
        #expect(paused && machine.state == .paused && machine.pausedForBackground)
        let resumed = machine.resume(now: 1)
        #expect(resumed && machine.state == .delayed && !machine.pausedForBackground, "back into its delay")
        let pausedAgain = machine.pause(now: 1, forBackground: false)
        #expect(pausedAgain && !machine.pausedForBackground)
        machine.jump(to: 0.75, now: 2)  // paused in its delay, lands in the running part
        #expect(machine.state == .paused && machine.isInDelay == false, "it left its delay, still paused")
        let resumedRunning = machine.resume(now: 2)
        #expect(resumedRunning && machine.state == .running && machine.local(at: 2.125) == 0.875)
        let pausedRunning = machine.pause(now: 2.125, forBackground: true)
        let resumedAfterBackground = machine.resume(now: 3)
        #expect(pausedRunning && resumedAfterBackground)
        #expect(machine.state == .running, "a pause while running resumes running, background or not")
        let ended = machine.end(.cancelled, now: 3)
        #expect(ended)
        machine.rewind(toLocal: 0.625, now: 3)
        let again = machine.start(now: 3)
        #expect(again == 0.625, "a rewind leaves a pending seek, whatever the pauses left")
    }

    @Test func aDelayedStartLandsInTheDelayAndBeginsOnce() {
        var machine = PlaybackMachine(timing: TweenTiming(duration: 1, delay: 0.5))
        let answer5 = machine.start(now: 0)
        #expect(answer5 == 0)
        #expect(machine.state == .delayed)
        machine.begin()
        #expect(machine.state == .running)
    }

    @Test func aFrameWaitsInTheDelayBeginsOnceAndEndsAtTheEnd() {
        var machine = PlaybackMachine(timing: TweenTiming(duration: 2, delay: 1, repeatCount: 1.5))
        _ = machine.start(now: 0)
        #expect(machine.frame(at: 0.5) == .wait)
        #expect(machine.frame(at: 1.5) == .show(progress: 0.25, begins: true, ends: false))
        machine.begin()
        #expect(machine.frame(at: 3.5) == .show(progress: 0.25, begins: false, ends: false))
        #expect(machine.frame(at: 4) == .show(progress: 0.5, begins: false, ends: true))
        let turned = machine.reverse(now: 0)
        #expect(turned)
        #expect(machine.frame(at: 2) == .show(progress: 0.5, begins: false, ends: false))
        #expect(machine.frame(at: 1) == .show(progress: 0, begins: false, ends: true))
    }

    @Test func anIdleSeekIsWhereTheStartBegins() {
        var machine = PlaybackMachine(timing: TweenTiming(duration: 4))
        let answer6 = machine.seek(
            toLocal: machine.timing.localTime(atOverallProgress: 0.25), now: 3, ownsProperty: true)
        #expect(answer6 == .showIdle(1))
        #expect(machine.state == .idle)
        #expect(machine.progress(at: 100) == 0.25)
        let answer7 = machine.start(now: 7)
        #expect(answer7 == 1)
        #expect(machine.local(at: 8) == 2)
    }

    @Test func anIdleReversedOneStartsFromItsEndAndRunsBackwards() {
        var machine = PlaybackMachine(timing: TweenTiming(duration: 2, delay: 1))
        let answer8 = machine.reverse(now: 0)
        #expect(!answer8)  // idle: nothing to drive yet
        let answer9 = machine.start(now: 0)
        #expect(answer9 == 3)
        #expect(machine.local(at: 0.5) == 2.5)
    }

    @Test func aSpeedChangeKeepsThePlaceAndABadOneIsRefusedOnlyWhilePlaying() {
        var machine = PlaybackMachine(timing: TweenTiming(duration: 8))
        let answer10 = machine.setSpeed(-1, now: 0)
        #expect(answer10 == .kept)  // idle: checked when it starts
        let answer11 = machine.setSpeed(1, now: 0)
        #expect(answer11 == .kept)
        _ = machine.start(now: 0)
        let answer12 = machine.setSpeed(4, now: 1)
        #expect(answer12 == .retimed)
        #expect(machine.local(at: 1) == 1)
        #expect(machine.local(at: 1.5) == 3)
        guard case .invalid = machine.setSpeed(.nan, now: 2) else {
            Issue.record("a NaN speed while running must be refused")
            return
        }
        // Refused, it leaves the playhead where it was: the failure ends it there, not at NaN.
        #expect(machine.local(at: 2) == 5)
        _ = machine.end(.failed(.targetDeallocated), now: 2)
        #expect(machine.local(at: 9) == 5)
    }

    @Test func theSpeedReadsBackAsSetWhicheverWayItRuns() {
        var machine = PlaybackMachine(timing: TweenTiming(duration: 8))
        _ = machine.reverse(now: 0)
        _ = machine.setSpeed(-3, now: 0)
        #expect(machine.speed == -3)  // kept as given while idle, reversed or not
        _ = machine.reverse(now: 0)
        #expect(machine.speed == -3)
        _ = machine.setSpeed(2, now: 0)
        _ = machine.reverse(now: 0)
        _ = machine.start(now: 10)  // reversed: from its end, backwards at 2
        #expect(machine.speed == 2)
        #expect(machine.local(at: 11) == 6)
        _ = machine.reverse(now: 11)  // forwards again, from 6, at 2
        #expect(machine.speed == 2)
        #expect(machine.local(at: 12) == 8)
    }

    @Test func aFinishedOneRestsAtItsEndAndAReversedOneAtItsStart() {
        var forward = PlaybackMachine(timing: TweenTiming(duration: 2, delay: 1))
        _ = forward.start(now: 0)
        let answer13 = forward.end(.finished, now: 0.2)
        #expect(answer13)
        #expect(forward.local(at: 9) == 3)
        #expect(forward.progress(at: 9) == 1)
        let answer14 = forward.end(.cancelled, now: 9)
        #expect(!answer14)  // ended once
        #expect(forward.state == .finished)

        var backward = PlaybackMachine(timing: TweenTiming(duration: 2, delay: 1))
        _ = backward.start(now: 0)
        let answer15 = backward.reverse(now: 2)
        #expect(answer15)
        let answer16 = backward.end(.finished, now: 2.5)
        #expect(answer16)
        #expect(backward.progress(at: 9) == 0)
    }

    @Test func aFinishedOneIsRedrawnOnlyWhileItOwnsItsProperty() {
        var machine = PlaybackMachine(timing: TweenTiming(duration: 2))
        _ = machine.start(now: 0)
        _ = machine.end(.finished, now: 2)
        let answer17 = machine.seek(
            toLocal: machine.timing.localTime(atOverallProgress: 0.5), now: 3, ownsProperty: false)
        #expect(answer17 == .none)
        #expect(machine.progress(at: 3) == 1)
        let answer18 = machine.seek(
            toLocal: machine.timing.localTime(atOverallProgress: 0.5), now: 3, ownsProperty: true)
        #expect(answer18 == .redraw(1))
        #expect(machine.progress(at: 30) == 0.5)
        #expect(machine.state == .finished)
    }

    @Test func aRewoundOneIsIdleForwardAndKeepsItsSpeed() {
        var machine = PlaybackMachine(timing: TweenTiming(duration: 2))
        _ = machine.setSpeed(2, now: 0)
        _ = machine.start(now: 0)
        _ = machine.reverse(now: 0.5)
        _ = machine.end(.cancelled, now: 0.6)
        machine.rewind(toLocal: 0, now: 1)
        #expect(machine.state == .idle)
        #expect(!machine.isReversed)
        let answer19 = machine.start(now: 1)
        #expect(answer19 == 0)
        #expect(machine.local(at: 1.5) == 1)
    }

    /// Seeded random events, fed as the shell feeds them (a bad speed fails it, a delayed one begins
    /// only when a frame leaves its delay): every state change is legal, a moving playhead runs at
    /// ±speed, one that is not moving holds still, and an ended one's time never moves again (a finished
    /// one's only when sought while it owns its property).
    @Test func randomEventsMakeOnlyLegalTransitionsAndEndedTimeIsFrozen() {
        for seed in UInt64(0)..<100 {
            var random = SplitMix64(seed: seed)
            func pick(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }
            let timing = TweenTiming(
                duration: Double(pick(4)) * 0.5, delay: Double(pick(3)) * 0.25,
                repeatCount: Double(pick(3)), autoreverses: pick(2) == 1)
            var machine = PlaybackMachine(timing: timing)
            var now = 0.0
            var frozenAt: Double?
            for _ in 0..<60 {
                let before = machine.state
                now += Double(pick(5)) * 0.125
                let event = pick(11)
                switch event {
                case 0:
                    if TweenError.check("speed", machine.speed) != nil {
                        _ = machine.end(.failed(.targetDeallocated), now: now)
                    } else {
                        _ = machine.start(now: now)
                    }
                case 1: _ = machine.pause(now: now, forBackground: pick(2) == 1)
                case 2: _ = machine.resume(now: now)
                case 3:
                    _ = machine.seek(
                        toLocal: machine.timing.localTime(atOverallProgress: Double(pick(5)) * 0.25), now: now,
                        ownsProperty: pick(2) == 1)
                case 4: _ = machine.reverse(now: now)
                case 5:
                    if case .invalid = machine.setSpeed([0, 0.5, 1, 2, -1, .nan][pick(6)], now: now) {
                        _ = machine.end(.failed(.targetDeallocated), now: now)
                    }
                case 6: _ = machine.end([.finished, .cancelled, .failed(.targetDeallocated)][pick(3)], now: now)
                case 7: if machine.state == .delayed { machine.begin() }
                case 8: if machine.isMoving || machine.state == .paused { machine.jump(to: 0.5, now: now) }
                case 9: if machine.isMoving { machine.place(atLocal: machine.local(at: now), now: now) }
                default: if machine.state.isEnded && pick(4) == 0 { machine.rewind(toLocal: 0, now: now) }
                }
                let after = machine.state
                if before != after {
                    #expect(Self.legal.contains([before, after]), "seed \(seed): \(before) → \(after)")
                }
                if after.isEnded {
                    let local = machine.local(at: now)
                    let sought = event == 3 && after == .finished
                    if before == after, let frozenAt, !sought {
                        #expect(local == frozenAt, "seed \(seed): an ended one's time moved")
                    }
                    frozenAt = local
                } else {
                    frozenAt = nil
                }
                if machine.isMoving {
                    let step = machine.local(at: now + 1) - machine.local(at: now)
                    #expect(step == (machine.isReversed ? -machine.speed : machine.speed), "seed \(seed)")
                } else {
                    #expect(machine.local(at: now) == machine.local(at: now + 7), "seed \(seed)")
                }
            }
        }
    }
}
