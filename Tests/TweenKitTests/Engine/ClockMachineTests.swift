import Testing

@testable import TweenKit

/// The decisions about a tween that Core Animation plays, event by event.
@Suite struct ClockMachineTests {
    let timing = TweenTiming(duration: 2)

    @Test func aSegmentRunsInTheLayersTimeAndADelayIsLocalTimeLikeAnyOther() throws {
        let delayed = try #require(
            ClockSegment(id: 1, local: 0, rate: 2, timing: TweenTiming(duration: 2, delay: 0.5), begin: 10))
        #expect(delayed.fromLocal == 0 && delayed.toLocal == 2.5 && delayed.duration == 1.25)
        #expect(delayed.local(at: 9) == 0 && delayed.local(at: 10.5) == 1 && delayed.local(at: 99) == 2.5)
        let reversed = try #require(ClockSegment(id: 2, local: 1.5, rate: -1, timing: timing, begin: 0))
        #expect(reversed.toLocal == 0 && reversed.duration == 1.5)
        let forever = try #require(
            ClockSegment(id: 3, local: 0, rate: 1, timing: TweenTiming(duration: 1, repeatCount: .infinity), begin: 0))
        #expect(forever.toLocal == ClockSegment.longest, "repeating forever, it runs in chunks")
        #expect(ClockSegment(id: 4, local: 2, rate: 1, timing: timing, begin: 0) == nil, "at its end: nothing to run")
        #expect(ClockSegment(id: 5, local: 1, rate: 0, timing: timing, begin: 0) == nil, "a speed of 0 holds")
    }

    /// What `display()` presents for the current segment is shown as it is, backwards too (a scrub); anything
    /// else (another segment's, the model value, which is no time, nothing yet) is not.
    @Test func onlyTheCurrentSegmentsPresentedTimesAreShown() throws {
        var machine = ClockMachine()
        let played = machine.play(id: 7, local: 0, rate: 1, timing: timing, time: 100, now: 100)
        let segment = try #require(played)
        #expect(machine.presented(nil, segment: 7, now: 100) == .ignore, "nothing presented before the first commit")
        #expect(machine.presented(.nan, segment: 7, now: 100) == .ignore, "the model value, before the animation is")
        #expect(machine.presented(1.9, segment: 6, now: 100) == .ignore, "the segment before")
        #expect(machine.presented(0.5, segment: segment.id, now: 100.5) == .show(0.5))
        #expect(machine.presented(0.5, segment: segment.id, now: 100.5) == .ignore, "displayed twice: shown once")
        #expect(machine.frame(time: 100.5, now: 100.5) == .anchor(0.5))
        #expect(machine.presented(0.2, segment: segment.id, now: 100.6) == .show(0.2), "the layer's time went back")
    }

    /// A second value presented before the next engine frame (the commit of the last write may have made Core
    /// Animation display again) waits for that frame: a write never starts another at once.
    @Test func aSecondValueBeforeTheNextFrameWaitsForIt() {
        var machine = ClockMachine()
        _ = machine.play(id: 1, local: 0, rate: 1, timing: timing, time: 0, now: 0)
        #expect(machine.presented(0.5, segment: 1, now: 0.5) == .show(0.5))
        #expect(machine.presented(0.5001, segment: 1, now: 0.5001) == .ignore)
        #expect(machine.presented(0.5002, segment: 1, now: 0.5002) == .ignore)
        #expect(machine.frame(time: 0.51, now: 0.51) == .show(0.5002), "the last one waiting")
        #expect(machine.presented(0.52, segment: 1, now: 0.52) == .show(0.52))
        #expect(
            machine.stopped(segment: 1, finished: true, hostOnScreen: true, inBackground: false) == .show(2),
            "the end is never held back")
    }

    /// While an ancestor's speed of 0 holds the layer's time, nothing is missing: the frames never take over.
    /// When the layer's time moves and no `display()` comes, they do, after a few frames and a little of the engine's
    /// time, however fast an ancestor runs the layer's time.
    @Test func theFramesTakeOverOnlyWhenTheLayersTimeMovesUnseen() {
        var machine = ClockMachine()
        _ = machine.play(id: 1, local: 0, rate: 1, timing: timing, time: 0, now: 0)
        #expect(machine.presented(0.5, segment: 1, now: 0.5) == .show(0.5))
        for index in 0..<100 {
            let now = 0.5 + Double(index) / 60
            #expect(machine.frame(time: 0.5, now: now) == .anchor(0.5), "held: the same time, frame after frame")
        }
        #expect(machine.frame(time: 1.5, now: 2.2) == .anchor(1.5), "one long frame (the app busy) is not silence")
        #expect(machine.presented(1.5, segment: 1, now: 2.2) == .show(1.5))
        // An ancestor at speed 8: the layer's time runs far ahead between two displays, the engine's does not.
        #expect(machine.frame(time: 1.55, now: 2.21) == .anchor(1.55))
        #expect(machine.frame(time: 1.6, now: 2.22) == .anchor(1.6))
        #expect(machine.frame(time: 1.65, now: 2.23) == .anchor(1.65), "three unseen frames, but not yet a while")
        #expect(machine.frame(time: 1.7, now: 2.31) == .takeOver)
        #expect(machine.frame(time: 1.75, now: 2.32) == .frame(1.75), "the frames play it, in the layer's time")
        #expect(machine.presented(1.75, segment: 1, now: 2.32) == .handBack, "until display() comes again")
        #expect(machine.phase == .idle)
    }

    @Test func aHostOutOfItsWindowIsPlayedByTheFramesUntilItIsBack() {
        var machine = ClockMachine()
        _ = machine.play(id: 1, local: 0, rate: 1, timing: timing, time: 0, now: 0)
        #expect(machine.frame(time: nil, now: 0.1) == .takeOver)
        #expect(machine.stopped(segment: 1, finished: false, hostOnScreen: false, inBackground: false) == .ignore)
        #expect(machine.frame(time: nil, now: 0.2) == .frame(nil))
        #expect(machine.frame(time: 3, now: 0.3) == .handBack)
    }

    @Test func aStopAtTheEndShowsTheEndOnceAndARemovalRestartsOnceThenWaitsForADisplay() {
        var machine = ClockMachine()
        _ = machine.play(id: 1, local: 0, rate: 1, timing: timing, time: 0, now: 0)
        #expect(machine.stopped(segment: 1, finished: true, hostOnScreen: true, inBackground: false) == .show(2))
        #expect(machine.stopped(segment: 1, finished: true, hostOnScreen: true, inBackground: false) == .ignore)
        _ = machine.play(id: 2, local: 0, rate: 1, timing: timing, time: 0, now: 0)
        #expect(machine.stopped(segment: 2, finished: false, hostOnScreen: true, inBackground: false) == .restart)
        _ = machine.play(id: 3, local: 0.5, rate: 1, timing: timing, time: 0.5, now: 0.5)
        #expect(machine.stopped(segment: 3, finished: false, hostOnScreen: true, inBackground: false) == .takeOver)
        #expect(machine.frame(time: 1, now: 1) == .frame(1))
        _ = machine.play(id: 4, local: 1, rate: 1, timing: timing, time: 1, now: 1)
        #expect(machine.stopped(segment: 4, finished: false, hostOnScreen: true, inBackground: true) == .interrupt)
    }
}
