import Testing

@testable import TweenKit

/// The clock's decisions, event by event.
@Suite struct ClockMachineTests {
    /// Reports and the core's own time come from two time bases a hair apart: within a segment, what is
    /// shown never moves back, so a count never flicks back a digit.
    @Test func whatIsShownNeverMovesBackWithinAForwardSegment() throws {
        var machine = ClockMachine()
        let played = machine.play(id: 1, local: 0, rate: 1, timing: TweenTiming(duration: 2), now: 10)
        let segment = try #require(played)
        machine.started(segment: segment.id, now: 10)
        #expect(machine.displayed(0.52, segment: 1, now: 10.5) == .show(0.52))
        #expect(machine.displayed(0.50, segment: 1, now: 10.5) == .show(0.52), "a report a hair behind")
        #expect(machine.displayed(0.60, segment: 1, now: 10.6) == .show(0.60))
        // A new segment starts afresh, even behind.
        let playedNext = machine.play(id: 2, local: 0.3, rate: 1, timing: TweenTiming(duration: 2), now: 11)
        let next = try #require(playedNext)
        machine.started(segment: next.id, now: 11)
        #expect(machine.displayed(0.3, segment: 2, now: 11) == .show(0.3))
    }

    @Test func whatIsShownNeverMovesForwardWithinABackwardSegment() throws {
        var machine = ClockMachine()
        let played = machine.play(id: 1, local: 2, rate: -1, timing: TweenTiming(duration: 2), now: 10)
        let segment = try #require(played)
        machine.started(segment: segment.id, now: 10)
        #expect(machine.displayed(1.48, segment: 1, now: 10.5) == .show(1.48))
        #expect(machine.displayed(1.50, segment: 1, now: 10.5) == .show(1.48))
    }
}
