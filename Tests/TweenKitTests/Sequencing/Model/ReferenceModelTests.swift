import Testing

/// The reference model against values and events worked out by hand from "Timeline Semantics". These test
/// the model, not the engine, and run by default.
@MainActor @Suite struct ReferenceModelTests {
    let level = ModelProperty.field(object: 0, property: 0)

    func tween(_ id: Int, from: Double? = nil, to: Double, duration: Double) -> ModelNode {
        ModelNode(id: id, kind: .tween(object: 0, property: 0, from: from, to: to, duration: duration))
    }

    func run(_ root: ModelNode, _ schedule: [ModelScheduleEntry]) -> [ModelStepTrace] {
        ReferenceModel(ModelProgram(initialValues: [level: 0], root: root, schedule: schedule)).run()
    }

    func kinds(_ traces: [ModelStepTrace]) -> [ModelEventKind] { traces.flatMap(\.events).map(\.kind) }

    @Test func aChainOfToStepsStartsEachWhereTheLastEnded() {
        // V4: the second step starts from 10, the first one's end; E6: each event sees the values of its time.
        var second = tween(2, to: 20, duration: 1)
        second.onStart = ModelHandler()
        var first = tween(1, to: 10, duration: 1)
        first.onComplete = ModelHandler()
        let root = ModelNode(id: 0, kind: .sequence([.step(first, nil), .step(second, nil)]))
        let traces = run(root, [.control(.start), .frame(0.5), .frame(1), .frame(1)])
        #expect(traces.map { $0.values[level]! } == [0, 5, 15, 20])
        #expect(traces[2].events.map(\.kind) == [.complete(1, .finished), .start(2)])
        #expect(traces[2].events.map { $0.snapshot[level]! } == [10, 10])
    }

    @Test func aStepPlacedToOverlapTakesThePropertyOverFromWhereItIs() {
        // V2 and V4: the second step begins at 0.5, where the first shows 5, and goes to 0 by 1.5.
        let root = ModelNode(
            id: 0,
            kind: .sequence([
                .step(tween(1, to: 10, duration: 1), nil), .step(tween(2, to: 0, duration: 1), .end(-0.5)),
            ]))
        let traces = run(root, [.control(.seek(0.5)), .control(.seek(0.25)), .control(.seek(1))])
        #expect(traces.map { $0.values[level]! } == [3.75, 3.75, 0])
    }

    @Test func aStepWithFromShowsItBeforeItBegins() {
        // V3: before any step writing it has begun, the property shows the first step's `from`.
        var late = tween(1, from: 7, to: 8, duration: 1)
        late.timing.delay = 0.5
        let root = ModelNode(id: 0, kind: .sequence([.step(late, nil)]))
        let traces = run(root, [.control(.start), .frame(0.25), .frame(0.5)])
        #expect(traces.map { $0.values[level]! } == [7, 7, 7.25])
    }

    @Test func aCallInARepeatingNestedGroupRunsInEveryCycleWhateverTheFrames() {
        // E3: one frame of 10 s walks through both cycles of the group and both cycles of the root.
        var group = ModelNode(
            id: 1,
            kind: .group(
                nil,
                [.step(ModelNode(id: 2, kind: .call(nil)), .time(0.25)), .step(tween(3, to: 1, duration: 0.5), nil)]))
        group.timing.repeatCount = 2
        var root = ModelNode(
            id: 0, kind: .sequence([.step(ModelNode(id: 4, kind: .wait(0.5)), nil), .step(group, nil)]))
        root.timing.repeatCount = 2
        root.onComplete = ModelHandler()
        let traces = run(root, [.control(.start), .frame(10)])
        #expect(kinds(traces) == [.call(2), .call(2), .call(2), .call(2), .rootComplete(.finished)])
    }

    @Test func aCallAtTheTurnOfAnAutoreversingRootRunsOncePerForwardPass() {
        // E2, E3: the Call at the end of the content runs at each turn, at 60 Hz and with 0.3 s frames alike.
        var root = ModelNode(
            id: 0,
            kind: .sequence([
                .step(tween(1, from: 0, to: 1, duration: 1), nil), .step(ModelNode(id: 2, kind: .call(nil)), nil),
            ]))
        root.timing.autoreverses = true
        root.timing.repeatCount = 2
        for step in [1.0 / 60, 0.3, 0.07] {
            let frames = Array(repeating: ModelScheduleEntry.frame(step), count: Int(4.5 / step))
            #expect(kinds(run(root, [.control(.start)] + frames)) == [.call(2), .call(2)])
        }
    }

    @Test func aCallThatSeeksBackWinsOverTheRestOfItsFrame() {
        // C9: the frame that crosses the Call at 0.5 ends at the Call's seek: the property shows time 0.
        let seekBack = ModelNode(id: 2, kind: .call(ModelAction(control: .seek(0))))
        let root = ModelNode(
            id: 0,
            kind: .group(nil, [.step(tween(1, from: 0, to: 1, duration: 1), nil), .step(seekBack, .time(0.5))]))
        let traces = run(root, [.control(.start), .frame(0.75), .frame(0.25)])
        #expect(traces.map { $0.values[level]! } == [0, 0, 0.25])
        #expect(traces[1].events.map { $0.snapshot[level]! } == [0.5])
    }

    @Test func finishingARepeatingRootRunsTheCallsOfItsPassOnly() {
        // C7: finish() in the first of three cycles runs that cycle's events, up to and including its end (the
        // tween's completion and the Call), and none of the next cycle's, not even its start at the same moment.
        var step = tween(1, to: 4, duration: 1)
        step.onStart = ModelHandler()
        step.onComplete = ModelHandler()
        var root = ModelNode(
            id: 0, kind: .sequence([.step(step, nil), .step(ModelNode(id: 2, kind: .call(nil)), nil)]))
        root.timing.repeatCount = 3
        root.onComplete = ModelHandler()
        let traces = run(root, [.control(.start), .frame(0.5), .control(.finish)])
        #expect(kinds(traces) == [.start(1), .complete(1, .finished), .call(2), .rootComplete(.finished)])
        #expect(traces[2].values[level] == 4)
    }

    @Test func cancellingCompletesOpenStepsInnermostFirst() {
        // E9: the tween, then the sequence holding it, then the root.
        var inner = tween(2, to: 1, duration: 1)
        inner.onComplete = ModelHandler()
        var sequence = ModelNode(id: 1, kind: .sequence([.step(inner, nil)]))
        sequence.onComplete = ModelHandler()
        var root = ModelNode(id: 0, kind: .group(nil, [.step(sequence, nil)]))
        root.onComplete = ModelHandler()
        let traces = run(root, [.control(.start), .frame(0.5), .control(.cancel)])
        #expect(kinds(traces) == [.complete(2, .cancelled), .complete(1, .cancelled), .rootComplete(.cancelled)])
        #expect(traces[2].values[level] == 0.5)
    }

    @Test func aCallThatRestartsAtTheStartRunsOncePerFrame() {
        // E5: a restart from the root's own call runs the events at 0 with the next frame, not at once.
        let restart = ModelNode(id: 1, kind: .call(ModelAction(control: .restart, times: 2)))
        let root = ModelNode(id: 0, kind: .sequence([.step(restart, nil), .step(tween(2, to: 1, duration: 1), nil)]))
        let traces = run(root, [.control(.start), .frame(0.25), .frame(0.25), .frame(0.25)])
        #expect(traces.map(\.events.count) == [1, 1, 1, 0])
        #expect(traces.map { $0.values[level]! } == [0, 0, 0.25, 0.5])
    }

    @Test func aPauseFromAHandlerHoldsAtItsEventAndTheOtherEventsOfThatMomentRunOnResume() {
        // C9 and C2: the first of two Calls at 0.5 pauses; the second runs when playback goes on.
        let pause = ModelNode(id: 1, kind: .call(ModelAction(control: .pause)))
        let root = ModelNode(
            id: 0,
            kind: .group(
                nil,
                [
                    .step(tween(3, from: 0, to: 1, duration: 1), nil), .step(pause, .time(0.5)),
                    .step(ModelNode(id: 2, kind: .call(nil)), .time(0.5)),
                ]))
        let traces = run(root, [.control(.start), .frame(0.75), .control(.resume), .frame(0.25)])
        #expect(traces.map { $0.events.map(\.kind) } == [[], [.call(1)], [], [.call(2)]])
        #expect(traces.map { $0.values[level]! } == [0, 0.5, 0.5, 0.75])
    }

    @Test func staggerOffsetsFromTheCentreAndTheEdges() {
        // "The middle one or two first"; `total` spreads over the largest distance.
        #expect(
            ModelLayout.staggerOffsets(ModelStagger(isEach: true, seconds: 0.25, origin: .center), count: 4) == [
                0.25, 0, 0, 0.25,
            ])
        #expect(
            ModelLayout.staggerOffsets(ModelStagger(isEach: false, seconds: 1, origin: .edges), count: 5) == [
                0, 0.5, 1, 0.5, 0,
            ])
        #expect(
            ModelLayout.staggerOffsets(ModelStagger(isEach: true, seconds: 0.5, origin: .index(1)), count: 3) == [
                0.5, 0, 0.5,
            ])
    }

    @Test func aNestedTimelinesValuesFollowItsContentTimeOnTheBackwardPass() {
        // V1: an autoreversing nested sequence shows at its content time on the way back what it showed going.
        var nested = ModelNode(id: 1, kind: .sequence([.step(tween(2, from: 0, to: 1, duration: 1), nil)]))
        nested.timing.autoreverses = true
        let root = ModelNode(id: 0, kind: .sequence([.step(nested, nil)]))
        let traces = run(root, [.control(.start), .frame(0.25), .frame(1.5), .frame(1)])
        #expect(traces.map { $0.values[level]! } == [0, 0.25, 0.25, 0])
    }

    @Test func aRestHoldsWhereThePassEndedAndAPartCycleEndsPartWay() {
        // T2: 1.5 cycles of 1 s with 0.5 s rests: pass, rest, half a pass. The open step completes cancelled (E9).
        var step = tween(1, from: 0, to: 1, duration: 1)
        step.onComplete = ModelHandler()
        var root = ModelNode(id: 0, kind: .sequence([.step(step, nil)]))
        root.timing.repeatCount = 1.5
        root.timing.repeatDelay = 0.5
        let traces = run(root, [.control(.start), .frame(1.25), .frame(0.5), .frame(1)])
        #expect(traces.map { $0.values[level]! } == [0, 1, 0.25, 0.5])
        #expect(kinds(traces) == [.complete(1, .finished), .complete(1, .cancelled)])
    }

    @Test func playingFromALabelRunsTheCallOnItAndNotThoseBefore() {
        // C4, E5: the Call on the label runs; the one before it does not.
        let before = ModelNode(id: 1, kind: .call(nil))
        let onLabel = ModelNode(id: 2, kind: .call(nil))
        let root = ModelNode(
            id: 0,
            kind: .sequence([
                .step(before, nil), .step(ModelNode(id: 3, kind: .wait(0.5)), nil), .label("here", nil),
                .step(onLabel, nil), .step(ModelNode(id: 4, kind: .wait(0.5)), nil),
            ]))
        #expect(kinds(run(root, [.control(.playFrom("here")), .frame(1)])) == [.call(2)])
    }

    @Test func aNewRunHasNoHandlersButItsCallsStillRun() {
        // E8: the end of a run lets its handlers go; a Call's action is not a handler.
        var wait = ModelNode(id: 1, kind: .wait(0.5))
        wait.onStart = ModelHandler()
        var root = ModelNode(
            id: 0, kind: .sequence([.step(wait, nil), .step(ModelNode(id: 2, kind: .call(nil)), nil)]))
        root.onComplete = ModelHandler()
        let traces = run(root, [.control(.start), .frame(1), .control(.restart), .frame(1)])
        #expect(
            traces.map { $0.events.map(\.kind) } == [
                [.start(1)], [.call(2), .rootComplete(.finished)], [], [.call(2)],
            ])
    }

    @Test func aStepOfAnObjectThatWentIsLeftOutAndTheOthersPlayOn() {
        // P3, V5: the gone object's properties are no longer shown; the other object's step plays to its end.
        let other = ModelProperty.field(object: 1, property: 0)
        let gone = tween(1, to: 1, duration: 1)
        let kept = ModelNode(id: 2, kind: .tween(object: 1, property: 0, from: 0, to: 1, duration: 1))
        let root = ModelNode(id: 0, kind: .sequence([.step(gone, nil), .step(kept, nil)]))
        let program = ModelProgram(
            initialValues: [level: 0, other: 5], root: root,
            schedule: [.control(.start), .frame(0.5), .drop(object: 0), .frame(1)])
        let traces = ReferenceModel(program).run()
        #expect(traces[3].values == [other: 0.5])
    }

    @Test func aStepPlacedEarlierStaysEarlierInOrderEvenWhenItBeginsLater() {
        // T5, V2: order is by placed start; the step placed at 0 with a 1 s delay stays before the one at 0.5.
        var delayed = tween(1, from: 10, to: 10, duration: 1)
        delayed.timing.delay = 1
        let root = ModelNode(
            id: 0, kind: .group(nil, [.step(delayed, nil), .step(tween(2, from: 20, to: 20, duration: 1), .time(0.5))]))
        let traces = run(root, [.control(.seek(0.75))])
        #expect(traces[0].values[level] == 20)
    }
}
