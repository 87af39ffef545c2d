import Testing
@testable import TweenKit

/// Stands in for a clock: records the segments it is asked to play, and reports back on command.
@MainActor
final class RecordingClock: SegmentClock {
    var segments: [ClockSegment] = []
    var halts: [Bool] = []
    var accepts = true
    /// Whether it reports each segment's start as soon as it plays it (as Core Animation's
    /// `animationDidStart` would, soon after).
    var startsAtOnce = true
    private weak var playable: Playable?

    func play(_ segment: ClockSegment, for playable: Playable) -> Bool {
        guard accepts else { return false }
        segments.append(segment)
        self.playable = playable
        if startsAtOnce { playable.clockDidStart(segment: segment.id) }
        return true
    }

    func halt(ended: Bool) { halts.append(ended) }

    var last: ClockSegment { segments[segments.count - 1] }
    /// What animationDidStart does.
    func start() { playable?.clockDidStart(segment: last.id) }
    /// What a TweenLayer's display() does: hand the presented local time to the core.
    func display(_ local: Double?, segment: ClockSegment? = nil) {
        playable?.clockDidReach(local, segment: (segment ?? last).id)
    }
    /// What animationDidStop(_:finished:) does.
    func stop(finished: Bool, hostAttached: Bool = true, segment: ClockSegment? = nil) {
        playable?.clockDidStop(segment: (segment ?? last).id, finished: finished, hostAttached: hostAttached)
    }
}

/// A clock rig: an engine on a manual driver whose hosted tweens run on a RecordingClock.
@MainActor
struct ClockRig {
    let rig = Rig()
    let clock = RecordingClock()
    let host = Gauge()
    var engine: TweenEngine { rig.engine }
    var driver: ManualDriver { rig.driver }
    init() {
        let clock = clock
        let host = host
        rig.engine.segmentClockProvider = { object in object === host ? clock : nil }
    }
    /// Moves the engine's clock to `time` and has the clock display the same local time (a tween
    /// started at 0 with no delay, at speed 1).
    func displayAt(_ time: Double) {
        driver.advance(to: time)
        clock.display(time)
    }
}

@MainActor
@Suite struct SegmentClockTests {
    @Test func aSegmentCoversTheRestOfTheTweenWithTheDelayAsAWait() throws {
        let timing = TweenTiming(duration: 2, delay: 0.5)
        let s = try #require(ClockSegment(id: 1, local: 0, rate: 1, timing: timing, now: 10))
        #expect(s.wait == 0.5 && s.fromLocal == 0.5 && s.toLocal == 2.5 && s.duration == 2)
        let fast = try #require(ClockSegment(id: 2, local: 1.5, rate: 2, timing: timing, now: 10))
        #expect(fast.wait == 0 && fast.fromLocal == 1.5 && fast.toLocal == 2.5 && fast.duration == 0.5)
        let back = try #require(ClockSegment(id: 3, local: 1.5, rate: -1, timing: timing, now: 10))
        #expect(back.wait == 0 && back.fromLocal == 1.5 && back.toLocal == 0.5 && back.duration == 1)
        #expect(ClockSegment(id: 4, local: 1, rate: 0, timing: timing, now: 10) == nil, "speed 0: nothing moves")
        #expect(ClockSegment(id: 5, local: 2.5, rate: 1, timing: timing, now: 10) == nil, "already at the end")
        #expect(ClockSegment(id: 6, local: 0.5, rate: -1, timing: timing, now: 10) == nil, "reversed back to the start")
        let forever = try #require(
            ClockSegment(id: 7, local: 0, rate: 1, timing: TweenTiming(duration: 1, repeatCount: .infinity), now: 0))
        #expect(
            forever.toLocal == ClockSegment.longest && forever.duration == ClockSegment.longest,
            "forever runs in chunks")
        let onlyDelay = try #require(
            ClockSegment(id: 8, local: 0.25, rate: 1, timing: TweenTiming(duration: 0, delay: 1), now: 0))
        #expect(
            onlyDelay.wait == 0 && onlyDelay.fromLocal == 0.25 && onlyDelay.toLocal == 1,
            "a zero duration plays its delay")
    }

    @Test func aSegmentsOwnTimeCountsTheDelayDownAndRestsExactlyAtItsEnd() throws {
        let s = try #require(
            ClockSegment(id: 1, local: 0, rate: 1, timing: TweenTiming(duration: 0.7, delay: 0.1), now: 0.1))
        #expect(abs(s.local(at: 0.15) - 0.05) < 1e-12, "during the wait: the delay counting down")
        #expect(s.local(at: 0.2 + 0.7) == s.toLocal && s.local(at: 99) == s.toLocal)
        #expect(!s.hasEnded(at: 0.85) && s.hasEnded(at: 0.9))
    }

    /// The clock keeps the time; the engine's frames write it (never the clock's display report, which on
    /// Apple platforms comes while Core Animation prepares a commit).
    @Test func aHostedTweenRunsOnItsClocksTimeWrittenOnTheEnginesFrames() {
        let rig = ClockRig()
        let log = Log()
        let t = Tween(rig.host, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.onStart { log.add("start") }.onComplete { log.results.append($0) }
        t.start()
        #expect(rig.engine.activeCount == 1)
        #expect(rig.clock.segments.map(\.toLocal) == [2] && rig.clock.last.fromLocal == 0)
        rig.driver.advance(to: 0.05)
        #expect(rig.host.level == 2.5, "the engine's frame shows the playhead")
        rig.driver.advance(to: 0.5)
        rig.clock.display(0.51)  // Core Animation a hair ahead: believed, and it moves the playhead only
        #expect(rig.host.level == 25, "nothing written by the report itself")
        rig.driver.advance(to: 0.6)
        #expect(abs(rig.host.level - 30.5) < 1e-9, "the next frame shows the playhead the report anchored")
        rig.displayAt(2)
        #expect(rig.host.level == 100 && t.state == .finished)
        #expect(log.events == ["start"] && log.results == [.finished])
        #expect(rig.clock.halts == [true], "the clock is let go of once the tween ends")
        #expect(rig.engine.activeCount == 0)
        rig.driver.advance(by: 0.1)
        #expect(!rig.driver.isRunning, "no frames once nothing is clocked")
    }

    @Test func nothingIsBelievedBeforeTheClockSaysTheSegmentStarted() {
        let rig = ClockRig()
        rig.clock.startsAtOnce = false
        let t = Tween(rig.host, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.start()
        // Core Animation's first display() comes before the layer's first commit: no presentation
        // yet, and the model value is the segment's end.
        rig.clock.display(nil)
        rig.clock.display(2)
        #expect(rig.host.level == 0 && t.state == .running, "the end, reported before the start, is not believed")
        rig.driver.advance(to: 0.5)
        rig.clock.display(1.9)
        #expect(rig.host.level == 25, "answered with the core's own time")
        rig.clock.start()
        rig.displayAt(1)
        #expect(rig.host.level == 50)
    }

    @Test func aReportFarFromTheCoresOwnTimeIsNotBelieved() {
        let rig = ClockRig()
        let t = Tween(rig.host, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.start()
        rig.driver.advance(to: 0.5)
        rig.clock.display(2)  // the old model value, say: the end
        rig.driver.advance(to: 0.6)
        #expect(abs(rig.host.level - 30) < 1e-9 && t.state == .running, "not believed: the core's own time")
        rig.clock.display(0.62)  // within a few frames of the core's time: Core Animation's
        rig.driver.advance(to: 0.7)
        #expect(abs(rig.host.level - 36) < 1e-9, "own time is believed")
    }

    /// Every write a clock's report makes, the last one (its stop) included, goes through the engine's
    /// control-write scope: on Apple platforms, a transaction with implicit actions disabled.
    @Test func aClocksWritesGoThroughTheControlWriteScope() {
        let rig = ClockRig()
        var inScope = false
        var outsideScope: [Double] = []
        rig.engine.controlWriteScope = { write in
            inScope = true
            write()
            inScope = false
        }
        let t = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine) { value in
            if !inScope { outsideScope.append(value) }
        }
        t.hosted(by: rig.host).start()
        rig.displayAt(0.5)
        rig.driver.advance(to: 1)
        rig.clock.stop(finished: true)
        #expect(t.state == .finished)
        #expect(outsideScope.isEmpty, "written outside the scope: \(outsideScope)")
    }

    /// A tween paused on a clock lets go of it (its layer free for another tween), and, dropped while paused,
    /// is kept by nothing of the engine's.
    @Test func aPausedClockedTweenLetsGoOfItsClockAndIsNotKept() {
        let rig = ClockRig()
        var t: Tween<Double>? = Tween(from: 0.0, to: 1.0, duration: 2, engine: rig.engine) { _ in }
        let watched = WeakBox(t)
        t!.hosted(by: rig.host).start()
        rig.displayAt(0.5)
        t!.pause()
        #expect(rig.clock.halts.last == true)
        t = nil
        #expect(watched.object == nil)
        #expect(rig.engine.inconsistencies().isEmpty)
    }

    @Test func pauseResumeSeekReverseAndSpeedEachStartANewSegmentFromTheCoresTime() {
        let rig = ClockRig()
        let t = Tween(rig.host, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.start()
        rig.displayAt(0.5)
        rig.driver.advance(by: 0.5)  // one second in: the playhead runs on between reports
        t.pause()
        #expect(rig.clock.halts == [true], "paused, it lets go of its clock (its layer free for another tween)")
        #expect(t.state == .paused && rig.engine.inconsistencies().isEmpty)
        #expect(rig.host.level == 50, "the frame at one second showed it")
        let paused = rig.clock.last
        rig.clock.display(1.5, segment: paused)  // a late report from the halted segment
        rig.driver.advance(by: 0.1)
        #expect(rig.host.level == 50, "reports about a halted segment are ignored")
        t.resume()
        #expect(rig.clock.last.fromLocal == 1 && rig.clock.last.toLocal == 2 && rig.clock.last.id != paused.id)
        t.seek(to: 0.25)
        #expect(rig.host.level == 25 && rig.clock.last.fromLocal == 0.5)
        let beforeSeek = rig.clock.segments[rig.clock.segments.count - 2]
        rig.clock.display(1.0, segment: beforeSeek)
        #expect(rig.host.level == 25, "a report about the segment before the seek is answered with the core's time")
        t.speed = 2
        #expect(rig.clock.last.duration == 0.75, "1.5 s of tween at double speed")
        t.reverse()
        #expect(rig.clock.last.fromLocal == 0.5 && rig.clock.last.toLocal == 0 && rig.clock.last.duration == 0.25)
        rig.driver.advance(by: 0.25)
        rig.clock.display(0)
        #expect(rig.host.level == 0 && t.state == .finished, "reversed back to its start: finished there")
        t.speed = 0
        #expect(rig.clock.segments.count == 5, "an ended tween makes no more segments")
    }

    @Test func aDelayedTweenStartsOnlyWhenTheWaitIsOver() {
        let rig = ClockRig()
        let log = Log()
        let t = Tween(rig.host, \.level, from: 10, to: 20, duration: 1, engine: rig.engine)
        t.delay = 0.5
        t.onStart { log.add("start") }
        t.start()
        #expect(rig.clock.last.wait == 0.5 && rig.clock.last.fromLocal == 0.5)
        rig.driver.advance(by: 0.1)
        rig.clock.display(0.5)  // CA's backwards fill during the wait
        #expect(t.state == .delayed && log.events.isEmpty && rig.host.level == 10)
        rig.displayAt(1.0)
        #expect(t.state == .running && log.events == ["start"] && rig.host.level == 15)
    }

    @Test func aFinishedStopShowsTheEndButOnlyAtTheEnd() {
        let rig = ClockRig()
        let log = Log()
        let t = Tween(rig.host, \.level, from: 0, to: 1, duration: 1, engine: rig.engine)
        t.onComplete { log.results.append($0) }
        t.start()
        rig.driver.advance(to: 0.5)
        rig.clock.stop(finished: true)  // "finished" half-way: not believed
        #expect(rig.host.level == 0.5 && t.state == .running, "no jump to the end")
        rig.driver.advance(to: 0.75)
        #expect(rig.host.level == 0.75, "the engine's frames took it over")
        rig.driver.advance(to: 1)
        #expect(rig.host.level == 1 && log.results == [.finished])

        let on = ClockRig()
        let u = Tween(on.host, \.level, from: 0, to: 1, duration: 1, engine: on.engine)
        u.start()
        on.driver.advance(to: 1)
        on.clock.stop(finished: true)
        #expect(on.host.level == 1 && u.state == .finished, "at its end, a finished stop shows the end")
    }

    @Test func aTweenThatRepeatsForeverPlaysChunkAfterChunk() {
        let rig = ClockRig()
        let t = Tween(rig.host, \.level, from: 0, to: 1, duration: 1, engine: rig.engine)
        t.repeatCount = .infinity
        t.start()
        let first = rig.clock.last
        rig.displayAt(ClockSegment.longest)
        #expect(rig.clock.segments.count == 2 && rig.clock.last.fromLocal == ClockSegment.longest)
        #expect(t.state == .running)
        rig.clock.stop(finished: true, segment: first)  // the first chunk's stop arrives late: it is stale now
        #expect(rig.clock.segments.count == 2 && t.state == .running)
    }

    @Test func aHostLeavingTheScreenHandsTheTweenToTheEnginesFramesWithoutJumping() {
        let rig = ClockRig()
        let log = Log()
        let t = Tween(rig.host, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.onComplete { log.results.append($0) }
        t.start()
        rig.displayAt(1)
        rig.clock.stop(finished: false, hostAttached: false)
        #expect(rig.host.level == 50 && log.results.isEmpty && rig.clock.halts == [true])
        rig.driver.advance(to: 1.5)
        #expect(rig.host.level == 75)
        rig.driver.advance(to: 2)
        #expect(rig.host.level == 100 && log.results == [.finished])
    }

    @Test func aRemovalOnScreenRestartsTheSegmentOnceThenTheEngineTakesOver() {
        let rig = ClockRig()
        let t = Tween(rig.host, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.start()
        rig.displayAt(0.9)
        rig.driver.advance(to: 1)
        rig.clock.stop(finished: false)
        #expect(rig.clock.segments.count == 2 && rig.clock.last.fromLocal == 1, "run again from where it is")
        rig.clock.stop(finished: false)  // removed again with no progress in between: stop trying
        #expect(t.state == .running && rig.clock.segments.count == 2 && rig.clock.halts == [true])
        rig.driver.advance(to: 1.5)
        #expect(rig.host.level == 75)
    }

    @Test func inTheBackgroundARemovedSegmentPausesAndResumesWhereItWas() {
        let rig = ClockRig()
        let log = Log()
        let t = Tween(rig.host, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.onComplete { log.results.append($0) }
        t.start()
        rig.displayAt(0.5)
        rig.engine.enterBackground()  // pauses it and halts its segment
        rig.clock.stop(finished: false)  // CA's own removal arrives afterwards: stale
        #expect(t.state == .paused && log.results.isEmpty)
        rig.driver.advance(by: 30)
        rig.engine.enterForeground()
        #expect(t.state == .running && rig.clock.last.fromLocal == 0.5 && rig.host.level == 25)
    }

    @Test func aRemovalReportedBeforeTheBackgroundNoticeFollowsTheBackgroundPolicy() {
        let rig = ClockRig()
        let t = Tween(rig.host, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.start()
        rig.displayAt(0.5)
        rig.engine.enterBackground()
        rig.engine.enterForeground()
        rig.driver.advance(to: 0.6)
        #expect(t.state == .running)
        rig.engine.backgroundPolicy = .finish
        rig.engine.enterBackground()
        #expect(rig.host.level == 100 && t.state == .finished)
    }

    @Test func aClockThatGoesQuietIsTakenOverByTheEnginesFramesWithoutAJump() {
        let rig = ClockRig()
        let log = Log()
        let t = Tween(rig.host, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.onComplete { log.results.append($0) }
        t.start()
        rig.displayAt(0.5)
        // Nothing more from the clock: the frames show the playhead on the core's own time; three frames and
        // 0.1 s of silence hand it to the engine's frames.
        rig.driver.advance(to: 0.55)
        #expect(abs(rig.host.level - 27.5) < 1e-9)
        rig.driver.advance(to: 0.6)
        #expect(rig.host.level == 30 && rig.clock.halts.isEmpty)
        rig.driver.advance(to: 0.65)
        #expect(rig.clock.halts == [true], "three quiet frames over 0.1 s: the engine takes it over")
        #expect(rig.host.level == 32.5, "and shows the core's own time, with no jump")
        rig.driver.advance(to: 0.7)
        #expect(rig.host.level == 35)
        rig.clock.display(1.5)  // the clock, let go of, is not heard any more
        #expect(rig.host.level == 35)
        rig.driver.run(for: 1.3)
        #expect(rig.host.level == 100 && log.results == [.finished])
    }

    @Test func aClockThatCannotPlayHandsTheTweenToTheEnginesFrames() {
        let rig = ClockRig()
        rig.clock.accepts = false  // say, the host is not on screen
        let t = Tween(rig.host, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        t.start()
        #expect(rig.driver.isRunning && rig.clock.halts == [true])
        rig.driver.advance(by: 0.5)
        #expect(rig.host.level == 5)
    }

    @Test func onlyHostedTweensUseTheClockAndAnyObjectCanHost() {
        let rig = ClockRig()
        let other = Gauge()
        Tween(other, \.level, from: 0, to: 1, duration: 1, engine: rig.engine).start()
        #expect(rig.clock.segments.isEmpty && rig.driver.isRunning, "not the host: engine frames")
        var shown = 0.0
        Tween(from: 0.0, to: 8.0, duration: 1, engine: rig.engine) { shown = $0 }.hosted(by: rig.host).start()
        #expect(rig.clock.segments.count == 1)
        rig.displayAt(0.25)
        #expect(shown == 2)
    }

    @Test func aCountOntoAnObjectIsHostedByIt() {
        let rig = ClockRig()
        let t = Tween<Int>.count(rig.host, \.text, from: 0, to: 100, duration: 1, curve: .linear, engine: rig.engine)
        t.start()
        #expect(rig.clock.segments.count == 1)
        rig.displayAt(0.5)
        #expect(rig.host.text == "50")
        rig.driver.advance(to: 1)
        rig.clock.stop(finished: true)
        #expect(rig.host.text == "100" && t.state == .finished)
    }
}
