import Testing
import TweenKit

/// E3/E4 with controls made from calls: the same calls in the same order at every frame rate.
@MainActor @Suite struct ReviewRateTests {
    /// E3 + E4: a tree whose calls seek back, jump to a label, slow the root down and restart it (each once) runs the
    /// same calls and completions, in the same order, at 7, 13.7, 60, 240 and 1000 Hz.
    @Test func callsThatSeekRestartAndJumpRunTheSameEventsAtEveryRate() {
        func run(_ fps: Double) -> [String] {
            let rig = Rig()
            let e = rig.engine
            let trace = Trace()
            let box = RootBox()
            let g = Gauge()
            var sought = false
            var jumped = false
            var restarted = false
            var slowed = false
            let inner = TweenGroup(engine: e) {
                Call(engine: e, trace.call("i0"))
                level(g, to: 5, 0.3, e).onStart(trace.call("t.s")).onComplete(trace.done("t"))
                Call(engine: e) {
                    trace.mark("i1")
                    if !sought {
                        sought = true
                        box.root?.seek(toTime: 0.05)
                    }
                }.at(0.2)
            }.timed(repeats: 2, autoreverses: true, rest: 0.05)
            let root = TweenSequence(engine: e) {
                Call(engine: e, trace.call("r0"))
                TimelineLabel("top")
                inner
                Call(engine: e) {
                    trace.mark("r1")
                    if !jumped {
                        jumped = true
                        try? box.root?.play(from: "top")
                    }
                }
                Wait(0.3, engine: e)
                Call(engine: e) {
                    trace.mark("r2")
                    if !slowed {
                        slowed = true
                        box.root?.speed = 0.5
                    }
                }
                Wait(0.2, engine: e)
                Call(engine: e) {
                    trace.mark("r3")
                    if !restarted {
                        restarted = true
                        box.root?.restart()
                    }
                }
            }.timed(repeats: 2)
            box.root = root
            root.onStart(trace.call("rootS")).onComplete(trace.done("root"))
            root.start()
            rig.driver.run(for: 20, framesPerSecond: fps)
            #expect(root.state == .finished, "\(fps) Hz")
            return trace.log
        }
        let reference = run(240)
        for fps in [7.0, 13.7, 60, 1000] {
            let log = run(fps)
            #expect(log == reference, "\(fps) Hz:\n\(log)\n240 Hz:\n\(reference)")
        }
    }
}
