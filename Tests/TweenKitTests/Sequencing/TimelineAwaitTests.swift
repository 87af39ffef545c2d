import Testing
import TweenKit

/// Awaiting a timeline or one of its steps (E9 of "Timeline Semantics"): a step's `finished` returns at its next
/// completion, or `.cancelled` when the run ends first; a root's at the end of its run.
@MainActor @Suite(.tags(.timeline)) struct TimelineAwaitTests {
    /// `finished` awaited in a task that has reached its `await`; `result` is nil until it returns.
    @MainActor final class Awaited {
        var result: TweenResult?
        private var task: Task<Void, Never>?

        init(_ playable: Playable) async {
            task = Task { @MainActor [weak self] in
                let result = await playable.finished
                self?.result = result
            }
            await Self.settle()
        }

        /// Waits for the await to return.
        func value() async -> TweenResult? {
            await task?.value
            return result
        }

        static func settle() async { for _ in 0..<10 { await Task.yield() } }
    }

    /// A step's `finished` returns at its next completion, in a later cycle, and across a restart that keeps the
    /// run; `.cancelled` when the run ends before it.
    @Test func awaitingAStepReturnsAtItsNextCompletion() async {
        let (rig, e, g) = stage()
        let step = level(g, from: 0, to: 1, 1, e)
        let root = TweenSequence(engine: e) {
            step
            Wait(1, engine: e)
        }.timed(repeats: 3)
        root.start()
        rig.to(1.5)  // the step has completed once
        let next = await Awaited(step)
        rig.to(2.5)
        await Awaited.settle()
        #expect(next.result == nil)
        rig.to(3.0)
        #expect(await next.value() == .finished)

        let cut = await Awaited(step)
        rig.to(4.5)  // third cycle: the step has begun, not ended
        root.cancel()
        #expect(await cut.value() == .cancelled)

        let (rig2, e2, g2) = stage()
        let restarted = level(g2, from: 0, to: 1, 1, e2)
        let second = TweenSequence(engine: e2) {
            restarted
            Wait(1, engine: e2)
        }
        second.start()
        rig2.to(0.5)
        let across = await Awaited(restarted)
        second.restart()
        rig2.to(1.2)
        await Awaited.settle()
        #expect(across.result == nil)
        rig2.to(1.6)
        #expect(await across.value() == .finished)
    }

    /// A step the run never reaches (a fractional repeat ends it first) gives `.cancelled` when the run ends; one
    /// cancelled on its own gives `.cancelled` then, while the root plays on.
    @Test func awaitingAStepThatWillNotFinishGivesCancelled() async {
        let (rig, e, g) = stage()
        let never = level(g, from: 0, to: 1, 1, e)
        let root = TweenSequence(engine: e) {
            Wait(1, engine: e)
            never
        }.timed(repeats: 0.25)
        root.start()
        let unreached = await Awaited(never)
        rig.run(2)
        #expect(await unreached.value() == .cancelled && root.state == .finished)

        let (rig2, e2, g2) = stage()
        let step = level(g2, from: 0, to: 100, 1, e2)
        let other = TweenSequence(engine: e2) {
            step
            Wait(5, engine: e2)
        }
        other.start()
        rig2.to(0.25)
        let cancelled = await Awaited(step)
        step.cancel()
        await Awaited.settle()
        #expect(cancelled.result == .cancelled && other.state == .running)
        other.cancel()
    }

    /// A root's `finished` returns once, at its run's real end: `.finished` when a call finishes it, after a restart
    /// from its last step's completion (which keeps the run), and for the first run when its completion handler
    /// restarts it (a new run).
    @Test(arguments: ["finish from a call", "restart from the last step", "restart from its completion"])
    func awaitingARootReturnsAtTheEndOfItsRun(_ how: String) async {
        let (rig, e, g) = stage()
        let box = RootBox()
        var once = true
        let step = level(g, from: 0, to: 100, 1, e)
        let root = TweenGroup(engine: e) {
            step
            if how == "finish from a call" { Call(engine: e) { box.root?.finish() }.at(0.5) }
        }
        box.root = root
        let restart: (TweenResult) -> Void = { _ in
            if once {
                once = false
                box.root?.restart()
            }
        }
        if how == "restart from the last step" { step.onComplete(restart) }
        if how == "restart from its completion" { root.onComplete(restart) }
        root.start()
        let awaited = await Awaited(root)
        switch how {
        case "finish from a call":
            rig.to(0.75)
            #expect(await awaited.value() == .finished && g.level == 100)
        case "restart from the last step":
            rig.to(1.0)
            await Awaited.settle()
            #expect(awaited.result == nil && root.state == .running)
            rig.to(2.5)
            #expect(await awaited.value() == .finished)
        default:
            rig.to(1.1)
            #expect(await awaited.value() == .finished)
            rig.to(1.2)
            #expect(root.state == .running && near(g.level, 10))
        }
    }

    /// `run()`'s documentation + E9: cancelling the task running a timeline cancels it; its open step completes
    /// `.cancelled` first, and the task throws.
    @Test func cancellingTheTaskRunningATimelineCancelsItsOpenSteps() async {
        let (rig, e, g) = stage()
        let trace = Trace()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e).onComplete(trace.done("t")) }
        root.onComplete(trace.done("root"))
        var threw = false
        let task = Task { @MainActor in
            do { _ = try await root.run() } catch { threw = true }
        }
        await Awaited.settle()
        rig.to(0.25)
        task.cancel()
        _ = await task.value
        #expect(threw && root.state == .cancelled && trace.log == ["t.can", "root.can"] && near(g.level, 25))
    }
}
