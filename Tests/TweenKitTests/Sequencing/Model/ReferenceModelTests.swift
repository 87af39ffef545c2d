import Testing

/// The reference model against values and events worked out by hand from "Timeline Semantics". These test
/// the model, not the engine, and run by default. Steps are numbered in written order, the root 0.
@MainActor @Suite(.tags(.model)) struct ReferenceModelTests {
    func run(_ root: ModelNode, values: [ModelProperty: Double] = [:], _ play: [Play]) -> [ModelStepTrace] {
        ReferenceModel(ModelRow("", root, values: values, play).program).run()
    }

    func levels(_ traces: [ModelStepTrace]) -> [Double] { traces.map { $0.values[.a]! } }
    func kinds(_ traces: [ModelStepTrace]) -> [ModelEventKind] { traces.flatMap(\.events).map(\.kind) }

    @Test func aChainOfToStepsStartsEachWhereTheLastEnded() {
        // V4: the second step starts from 10, the first one's end; E6: each event sees the values of its time.
        let traces = run(
            seq(tween(.a, to: 10, 1).onComplete(), tween(.a, to: 20, 1).onStart()), [.start, .by(0.5), .by(1), .by(1)])
        #expect(levels(traces) == [0, 5, 15, 20])
        #expect(traces[2].events.map(\.kind) == [.complete(1, .finished), .start(2)])
        #expect(traces[2].events.map { $0.snapshot[.a]! } == [10, 10])
    }

    @Test func aStepPlacedToOverlapTakesThePropertyOverFromWhereItIs() {
        // V2 and V4: the second step begins at 0.5, where the first shows 5, and goes to 0 by 1.5.
        let traces = run(
            seq(tween(.a, to: 10, 1), tween(.a, to: 0, 1).at(.end(-0.5))), [.seek(0.5), .seek(0.25), .seek(1)])
        #expect(levels(traces) == [3.75, 3.75, 0])
    }

    @Test func aStepWithFromShowsItBeforeItBegins() {
        // V3: before any step writing it has begun, the property shows the first step's `from`.
        let traces = run(seq(tween(.a, from: 7, to: 8, 1).timed(delay: 0.5)), [.start, .by(0.25), .by(0.5)])
        #expect(levels(traces) == [7, 7, 7.25])
    }

    @Test func aCallInARepeatingNestedGroupRunsInEveryCycleWhateverTheFrames() {
        // E3: one frame of 10 s walks through both cycles of the group and both cycles of the root.
        let root = seq(wait(0.5), group(call().at(0.25), tween(.a, to: 1, 0.5)).timed(repeats: 2)).timed(repeats: 2)
        #expect(
            kinds(run(root.onComplete(), [.start, .by(10)])) == [
                .call(3), .call(3), .call(3), .call(3), .rootComplete(.finished),
            ])
    }

    @Test func aCallAtTheTurnOfAnAutoreversingRootRunsOncePerForwardPass() {
        // E2, E3: the Call at the end of the content runs at each turn, at 60 Hz and with 0.3 s frames alike.
        let root = seq(tween(.a, from: 0, to: 1, 1), call()).timed(repeats: 2, autoreverses: true)
        for step in [1.0 / 60, 0.3, 0.07] {
            #expect(kinds(run(root, [.start, .every(step, count: Int(4.5 / step))])) == [.call(2), .call(2)])
        }
    }

    @Test func aCallThatSeeksBackWinsOverTheRestOfItsFrame() {
        // C9: the frame that crosses the Call at 0.5 ends at the Call's seek: the property shows time 0.
        let traces = run(group(tween(.a, from: 0, to: 1, 1), call(.seek(0)).at(0.5)), [.start, .by(0.75), .by(0.25)])
        #expect(levels(traces) == [0, 0, 0.25])
        #expect(traces[1].events.map { $0.snapshot[.a]! } == [0.5])
    }

    @Test func finishingARepeatingRootRunsTheCallsOfItsPassOnly() {
        // C7: finish() in the first of three cycles runs that cycle's events, up to and including its end (the
        // tween's completion and the Call), and none of the next cycle's, not even its start at the same moment.
        let root = seq(tween(.a, to: 4, 1).traced, call()).timed(repeats: 3).onComplete()
        let traces = run(root, [.start, .by(0.5), .finish])
        #expect(kinds(traces) == [.start(1), .complete(1, .finished), .call(2), .rootComplete(.finished)])
        #expect(traces[2].values[.a] == 4)
    }

    @Test func cancellingCompletesOpenStepsInnermostFirst() {
        // E9: the tween, then the sequence holding it, then the root.
        let traces = run(
            group(seq(tween(.a, to: 1, 1).onComplete()).onComplete()).onComplete(), [.start, .by(0.5), .cancel])
        #expect(kinds(traces) == [.complete(2, .cancelled), .complete(1, .cancelled), .rootComplete(.cancelled)])
        #expect(traces[2].values[.a] == 0.5)
    }

    @Test func aCallThatRestartsAtTheStartRunsOncePerFrame() {
        // E5: a restart from the root's own call runs the events at 0 with the next frame, not at once.
        let traces = run(seq(call(.restart, times: 2), tween(.a, to: 1, 1)), [.start, .by(0.25), .by(0.25), .by(0.25)])
        #expect(traces.map(\.events.count) == [1, 1, 1, 0])
        #expect(levels(traces) == [0, 0, 0.25, 0.5])
    }

    @Test func aPauseFromAHandlerHoldsAtItsEventAndTheOtherEventsOfThatMomentRunOnResume() {
        // C9 and C2: the first of two Calls at 0.5 pauses; the second runs when playback goes on.
        let root = group(tween(.a, from: 0, to: 1, 1), call(.pause).at(0.5), call().at(0.5))
        let traces = run(root, [.start, .by(0.75), .resume, .by(0.25)])
        #expect(traces.map { $0.events.map(\.kind) } == [[], [.call(2)], [], [.call(3)]])
        #expect(levels(traces) == [0, 0.5, 0.5, 0.75])
    }

    @Test func staggerOffsetsFromTheCentreAndTheEdges() {
        // "The middle one or two first"; `total` spreads over the largest distance.
        #expect(ModelLayout.staggerOffsets(.each(0.25, from: .center), count: 4) == [0.25, 0, 0, 0.25])
        #expect(ModelLayout.staggerOffsets(.total(1, from: .edges), count: 5) == [0, 0.5, 1, 0.5, 0])
        #expect(ModelLayout.staggerOffsets(.each(0.5, from: .index(1)), count: 3) == [0.5, 0, 0.5])
    }

    @Test func aNestedTimelinesValuesFollowItsContentTimeOnTheBackwardPass() {
        // V1: an autoreversing nested sequence shows at its content time on the way back what it showed going.
        let traces = run(
            seq(seq(tween(.a, from: 0, to: 1, 1)).timed(autoreverses: true)), [.start, .by(0.25), .by(1.5), .by(1)])
        #expect(levels(traces) == [0, 0.25, 0.25, 0])
    }

    @Test func aRestHoldsWhereThePassEndedAndAPartCycleEndsPartWay() {
        // T2: 1.5 cycles of 1 s with 0.5 s rests: pass, rest, half a pass. The open step completes cancelled (E9).
        let root = seq(tween(.a, from: 0, to: 1, 1).onComplete()).timed(repeats: 1.5, rest: 0.5)
        let traces = run(root, [.start, .by(1.25), .by(0.5), .by(1)])
        #expect(levels(traces) == [0, 1, 0.25, 0.5])
        #expect(kinds(traces) == [.complete(1, .finished), .complete(1, .cancelled)])
    }

    @Test func playingFromALabelRunsTheCallOnItAndNotThoseBefore() {
        // C4, E5: the Call on the label runs; the one before it does not.
        let root = seq(call(), wait(0.5), label("here"), call(), wait(0.5))
        #expect(kinds(run(root, [.playFrom("here"), .by(1)])) == [.call(3)])
    }

    @Test func aNewRunHasNoHandlersButItsCallsStillRun() {
        // E8: the end of a run lets its handlers go; a Call's action is not a handler.
        let traces = run(seq(wait(0.5).onStart(), call()).onComplete(), [.start, .by(1), .restart, .by(1)])
        #expect(
            traces.map { $0.events.map(\.kind) } == [
                [.start(1)], [.call(2), .rootComplete(.finished)], [], [.call(2)],
            ])
    }

    @Test func aStepOfAnObjectThatWentIsLeftOutAndTheOthersPlayOn() {
        // P3, V5: the gone object's properties are no longer shown; the other object's step plays to its end.
        let root = seq(tween(.a, to: 1, 1), tween(.a1, from: 0, to: 1, 1))
        let traces = run(root, values: [.a1: 5], [.start, .by(0.5), .drop(object: 0), .by(1)])
        #expect(traces[3].values[.a] == nil && traces[3].values[.b] == nil && traces[3].values[.a1] == 0.5)
    }

    @Test func aStepPlacedEarlierStaysEarlierInOrderEvenWhenItBeginsLater() {
        // T5, V2: order is by placed start; the step placed at 0 with a 1 s delay stays before the one at 0.5.
        let root = group(tween(.a, from: 10, to: 10, 1).timed(delay: 1), tween(.a, from: 20, to: 20, 1).at(0.5))
        #expect(run(root, [.seek(0.75)])[0].values[.a] == 20)
    }
}
