import Testing
import TweenKit

/// Stands in for Core Animation: records the segments it is asked to play, and reports back on command.
@MainActor
final class RecordingClock: SegmentClock {
    var segments: [ClockSegment] = []
    var halts: [Bool] = []
    var accepts = true
    private weak var playable: Playable?

    func play(_ segment: ClockSegment, for playable: Playable) -> Bool {
        guard accepts else { return false }
        segments.append(segment)
        self.playable = playable
        return true
    }

    func halt(ended: Bool) { halts.append(ended) }

    var last: ClockSegment { segments[segments.count - 1] }
    /// What a TweenLayer's display() does: hand the presentation's local time to the core.
    func display(_ local: Double) { playable?.clockDidReach(local, segment: last.id) }
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
        let clock = clock, host = host
        rig.engine.segmentClockProvider = { object in object === host ? clock : nil }
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
        let forever = try #require(ClockSegment(id: 7, local: 0, rate: 1, timing: TweenTiming(duration: 1, repeatCount: .infinity), now: 0))
        #expect(forever.toLocal == ClockSegment.longest && forever.duration == ClockSegment.longest, "forever runs in chunks")
        let onlyDelay = try #require(ClockSegment(id: 8, local: 0.25, rate: 1, timing: TweenTiming(duration: 0, delay: 1), now: 0))
        #expect(onlyDelay.wait == 0 && onlyDelay.fromLocal == 0.25 && onlyDelay.toLocal == 1, "a zero duration plays its delay")
    }

    @Test func duringTheWaitTheBackwardsFillIsReadAsTheDelaysOwnTime() throws {
        let s = try #require(ClockSegment(id: 1, local: 0, rate: 1, timing: TweenTiming(duration: 2, delay: 0.5), now: 10))
        #expect(s.corrected(0.5, at: 10.25) == 0.25, "CA shows fromLocal during the wait; the core knows better")
        #expect(s.corrected(1.5, at: 11.5) == 1.5, "after the wait, CA's value stands")
        #expect(s.local(at: 11.5) == 1.5 && s.local(at: 20) == 2.5)
    }

    @Test func aHostedTweenRunsOnItsClockNotOnTheEnginesFrames() {
        let rig = ClockRig()
        let log = Log()
        let t = Tween(rig.host, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.onStart { log.add("start") }.onComplete { log.results.append($0) }
        t.start()
        #expect(!rig.driver.isRunning, "no engine frames for a clock-driven tween")
        #expect(rig.engine.activeCount == 1)
        #expect(rig.clock.segments.map(\.toLocal) == [2] && rig.clock.last.fromLocal == 0)
        rig.clock.display(0.5)
        #expect(rig.host.level == 25)
        rig.clock.display(2)
        #expect(rig.host.level == 100 && t.state == .finished)
        #expect(log.events == ["start"] && log.results == [.finished])
        #expect(rig.clock.halts == [true], "the clock is let go of once the tween ends")
        #expect(rig.engine.activeCount == 0)
    }

    @Test func pauseResumeSeekReverseAndSpeedEachStartANewSegmentFromTheCoresTime() {
        let rig = ClockRig()
        let t = Tween(rig.host, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.start()
        rig.driver.advance(by: 0.5)
        rig.clock.display(0.5)
        rig.driver.advance(by: 0.5)          // one second in: the playhead runs on between reports
        t.pause()
        #expect(rig.clock.halts == [false])
        #expect(t.state == .paused)
        let pausedID = rig.clock.last.id
        rig.clock.display(1.7)                // a stale report from the halted segment
        #expect(rig.host.level == 25, "reports about a halted segment are ignored")
        t.resume()
        #expect(rig.clock.last.fromLocal == 1 && rig.clock.last.toLocal == 2 && rig.clock.last.id != pausedID)
        t.seek(to: 0.25)
        #expect(rig.host.level == 25 && rig.clock.last.fromLocal == 0.5)
        t.speed = 2
        #expect(rig.clock.last.duration == 0.75, "1.5 s of tween at double speed")
        t.reverse()
        #expect(rig.clock.last.fromLocal == 0.5 && rig.clock.last.toLocal == 0 && rig.clock.last.duration == 0.25)
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
        rig.clock.display(0.5)                // CA's backwards fill during the wait
        #expect(t.state == .delayed && log.events.isEmpty && rig.host.level == 10)
        rig.driver.advance(by: 0.9)
        rig.clock.display(1.0)
        #expect(t.state == .running && log.events == ["start"] && rig.host.level == 15)
    }

    @Test func aFinishedSegmentShowsItsEndEvenWithoutAFinalDisplay() {
        let rig = ClockRig()
        let t = Tween(rig.host, \.level, from: 0, to: 1, duration: 1, engine: rig.engine)
        t.start()
        rig.clock.stop(finished: true)
        #expect(rig.host.level == 1 && t.state == .finished)
    }

    @Test func aTweenThatRepeatsForeverPlaysChunkAfterChunk() {
        let rig = ClockRig()
        let t = Tween(rig.host, \.level, from: 0, to: 1, duration: 1, engine: rig.engine)
        t.repeatCount = .infinity
        t.start()
        let first = rig.clock.last
        rig.clock.display(ClockSegment.longest)
        #expect(rig.clock.segments.count == 2 && rig.clock.last.fromLocal == ClockSegment.longest)
        #expect(t.state == .running)
        rig.clock.stop(finished: true, segment: first)   // the first chunk's stop arrives late: it is stale now
        #expect(rig.clock.segments.count == 2)
    }

    @Test func aHostLeavingTheScreenCancelsWithoutJumping() {
        let rig = ClockRig()
        let log = Log()
        let t = Tween(rig.host, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.onComplete { log.results.append($0) }
        t.start()
        rig.clock.display(1)
        rig.clock.stop(finished: false, hostAttached: false)
        #expect(rig.host.level == 50 && log.results == [.cancelled])
    }

    @Test func anotherRemovalRestartsTheSegmentOnceThenPausesForTheForeground() {
        let rig = ClockRig()
        let t = Tween(rig.host, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.start()
        rig.driver.advance(by: 1)
        rig.clock.stop(finished: false)
        #expect(rig.clock.segments.count == 2 && rig.clock.last.fromLocal == 1, "run again from where it is")
        rig.clock.stop(finished: false)       // removed again with no progress in between: stop trying
        #expect(t.state == .paused && rig.clock.segments.count == 2)
        rig.engine.enterBackground()
        rig.engine.enterForeground()
        #expect(t.state == .running && rig.clock.last.fromLocal == 1)
    }

    @Test func inTheBackgroundARemovedSegmentPausesAndResumesWhereItWas() {
        let rig = ClockRig()
        let log = Log()
        let t = Tween(rig.host, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.onComplete { log.results.append($0) }
        t.start()
        rig.driver.advance(by: 0.5)
        rig.clock.display(0.5)
        rig.engine.enterBackground()          // pauses it and halts its segment
        rig.clock.stop(finished: false)       // CA's own removal arrives afterwards: stale
        #expect(t.state == .paused && log.results.isEmpty)
        rig.driver.advance(by: 30)
        rig.engine.enterForeground()
        #expect(t.state == .running && rig.clock.last.fromLocal == 0.5 && rig.host.level == 25)
    }

    @Test func aClockThatCannotPlayHandsTheTweenToTheEnginesFrames() {
        let rig = ClockRig()
        rig.clock.accepts = false             // say, the host is not on screen
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
        rig.clock.display(0.25)
        #expect(shown == 2)
    }

    @Test func aCountOntoAnObjectIsHostedByIt() {
        let rig = ClockRig()
        let t = Tween<Int>.count(rig.host, \.text, from: 0, to: 100, duration: 1, curve: .linear, engine: rig.engine)
        t.start()
        #expect(rig.clock.segments.count == 1 && !rig.driver.isRunning)
        rig.clock.display(0.5)
        #expect(rig.host.text == "50")
        rig.clock.stop(finished: true)
        #expect(rig.host.text == "100" && t.state == .finished)
    }
}
