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
        let played = machine.play(id: 7, local: 0, rate: 1, timing: timing, time: 100)
        let segment = try #require(played)
        #expect(machine.presented(nil, segment: 7) == .ignore, "nothing presented before the first commit")
        #expect(machine.presented(.nan, segment: 7) == .ignore, "the model value, before the animation is")
        #expect(machine.presented(1.9, segment: 6) == .ignore, "the segment before")
        #expect(machine.presented(0.5, segment: segment.id) == .show(0.5, from: 0))
        #expect(machine.presented(0.5, segment: segment.id) == .ignore, "displayed twice: shown once")
        #expect(machine.presented(0.2, segment: segment.id) == .show(0.2, from: 0.5), "the layer's time went back")
    }

    /// While an ancestor's speed of 0 holds the layer's time, nothing is missing: the frames never take over.
    /// When the layer's time moves and no `display()` comes, they do, after a few frames and a little time.
    @Test func theFramesTakeOverOnlyWhenTheLayersTimeMovesUnseen() {
        var machine = ClockMachine()
        _ = machine.play(id: 1, local: 0, rate: 1, timing: timing, time: 0)
        #expect(machine.presented(0.5, segment: 1) == .show(0.5, from: 0))
        for _ in 0..<100 { #expect(machine.frame(time: 0.5) == .anchor(0.5), "held: the same time, frame after frame") }
        #expect(machine.frame(time: 0.75) == .anchor(0.75), "one long frame (the app busy) is not silence")
        #expect(machine.presented(0.75, segment: 1) == .show(0.75, from: 0.5))
        #expect(machine.frame(time: 0.765625) == .anchor(0.765625))
        #expect(machine.frame(time: 0.78125) == .anchor(0.78125))
        #expect(machine.frame(time: 0.796875) == .anchor(0.796875), "three unseen frames, but not yet a little time")
        #expect(machine.frame(time: 0.875) == .takeOver)
        #expect(machine.frame(time: 0.9) == .frame(0.9), "the frames play it, in the layer's time")
        #expect(machine.presented(0.9, segment: 1) == .handBack, "until display() comes again")
        #expect(machine.phase == .idle)
    }

    @Test func aHostOutOfItsWindowIsPlayedByTheFramesUntilItIsBack() {
        var machine = ClockMachine()
        _ = machine.play(id: 1, local: 0, rate: 1, timing: timing, time: 0)
        #expect(machine.frame(time: nil) == .takeOver)
        #expect(machine.stopped(segment: 1, finished: false, hostOnScreen: false, inBackground: false) == .ignore)
        #expect(machine.frame(time: nil) == .frame(nil))
        #expect(machine.frame(time: 3) == .handBack)
    }

    @Test func aStopAtTheEndShowsTheEndOnceAndARemovalRestartsOnceThenWaitsForADisplay() {
        var machine = ClockMachine()
        _ = machine.play(id: 1, local: 0, rate: 1, timing: timing, time: 0)
        #expect(
            machine.stopped(segment: 1, finished: true, hostOnScreen: true, inBackground: false) == .show(2, from: 0))
        #expect(machine.stopped(segment: 1, finished: true, hostOnScreen: true, inBackground: false) == .ignore)
        _ = machine.play(id: 2, local: 0, rate: 1, timing: timing, time: 0)
        #expect(machine.stopped(segment: 2, finished: false, hostOnScreen: true, inBackground: false) == .restart)
        _ = machine.play(id: 3, local: 0.5, rate: 1, timing: timing, time: 0.5)
        #expect(machine.stopped(segment: 3, finished: false, hostOnScreen: true, inBackground: false) == .takeOver)
        #expect(machine.frame(time: 1) == .frame(1))
        _ = machine.play(id: 4, local: 1, rate: 1, timing: timing, time: 1)
        #expect(machine.stopped(segment: 4, finished: false, hostOnScreen: true, inBackground: true) == .interrupt)
    }
}
