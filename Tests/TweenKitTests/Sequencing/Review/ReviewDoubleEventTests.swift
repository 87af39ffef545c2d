import Testing
import TweenKit

/// E3: the same event of the same pass never runs twice, in later cycles too, where an event's content time
/// carries a rounding error and a frame can land exactly on it.
@MainActor @Suite struct ReviewDoubleEventTests {
    /// E3: a call 0.2 s into a repeating 0.8 s sequence runs once per cycle at common frame rates, though frames land
    /// exactly on its time in a later cycle, where its content time carries a rounding error.
    @Test func aCallInTheSecondCycleRunsOnceWhenAFrameLandsOnIt() {
        for fps in [30.0, 60, 120, 240] {
            let rig = Rig()
            let e = rig.engine
            let trace = Trace()
            let root = TweenSequence(engine: e) {
                Wait(0.2, engine: e)
                Call(engine: e, trace.call("c"))
                Wait(0.6, engine: e)
            }.timed(repeats: 3)
            root.start()
            rig.driver.run(for: 3, framesPerSecond: fps)
            #expect(trace.log.count == 3, "\(fps) Hz: the call ran \(trace.log.count) times in 3 cycles")
        }
    }

    /// E3: a frame exactly at a call's second-cycle time runs it and the start of the step after it; the next frame
    /// runs neither again.
    @Test func aFrameExactlyOnASecondCycleEventAndTheNextFrameRunItOnce() {
        let rig = Rig()
        let e = rig.engine
        let trace = Trace()
        let g = Gauge()
        let root = TweenSequence(engine: e) {
            Wait(0.2, engine: e)
            Call(engine: e, trace.call("c"))
            level(g, from: 0, to: 1, 0.6, e).onStart(trace.call("t.start"))
        }.timed(repeats: 2)
        root.start()
        rig.driver.advance(to: 0.9)
        rig.driver.advance(to: 1.0)
        rig.driver.advance(to: 1.01)
        #expect(trace.log == ["c", "t.start", "c", "t.start"], "\(trace.log)")
    }

    /// E3: a nested group's call runs once in each of the group's cycles, in every cycle of the root, at common frame
    /// rates.
    @Test func aNestedCallInTheRootsSecondCycleRunsOncePerCycle() {
        for fps in [60.0, 120] {
            let rig = Rig()
            let e = rig.engine
            let trace = Trace()
            let inner = TweenGroup(engine: e) {
                Call(engine: e, trace.call("i")).at(0.2)
                Wait(0.3, engine: e)
            }.timed(repeats: 2)
            let root = TweenSequence(engine: e) {
                inner
                Wait(0.2, engine: e)
            }.timed(repeats: 2)
            root.start()
            rig.driver.run(for: 2, framesPerSecond: fps)
            #expect(trace.log.count == 4, "\(fps) Hz: \(trace.log.count) runs")
        }
    }
}
