import Testing
import TweenKit

@MainActor @Suite(.tags(.queue)) struct TweenQueueTests {
    @Test func playsFirstInFirstOutAndAcceptsMoreWhileRunning() throws {
        let rig = Rig()
        let gauge = Gauge()
        let queue = TweenQueue()
        try queue.enqueue(Tween(gauge, \.level, to: 100, duration: 1, engine: rig.engine))
        try queue.enqueue(Tween(gauge, \.level, to: 25, duration: 0.5, engine: rig.engine))
        queue.start()
        try queue.enqueue(Tween(gauge, \.level, to: 60, duration: 0.5, engine: rig.engine))
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 50)
        rig.driver.advance(by: 0.5)  // the first ends; the second starts from 100
        rig.driver.advance(by: 0.25)
        #expect(gauge.level == 62.5)
        rig.driver.advance(by: 0.25)
        rig.driver.advance(by: 0.25)
        #expect(gauge.level == 42.5)
        rig.driver.advance(by: 0.25)
        #expect(gauge.level == 60 && queue.isEmpty)
    }

    @Test func eachCompletionRunsBeforeTheNextStepStarts() throws {
        let rig = Rig()
        let log = Log()
        let queue = TweenQueue()
        for name in ["a", "b"] {
            try queue.enqueue(
                Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
                    .onStart { log.add("\(name) start") }.onComplete { log.add("\(name) \($0)") })
        }
        queue.onDrained { log.add("drained") }
        queue.start()
        rig.driver.run(for: 3, framesPerSecond: 4)
        #expect(log.events == ["a start", "a finished", "b start", "b finished", "drained"])
    }

    @Test func enqueuingOntoADrainedStartedQueuePlaysAtOnce() throws {
        let rig = Rig()
        let gauge = Gauge()
        var drains = 0
        let queue = TweenQueue().onDrained { drains += 1 }
        try queue.enqueue(Tween(gauge, \.level, to: 10, duration: 1, engine: rig.engine))
        queue.start()
        rig.driver.advance(by: 1)
        #expect(drains == 1 && queue.isStarted)
        rig.driver.advance(by: 1)
        #expect(drains == 1, "once per drain")
        try queue.enqueue(Tween(gauge, \.level, to: 20, duration: 1, engine: rig.engine))
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 15)
        rig.driver.advance(by: 0.5)
        #expect(drains == 2)
        let idle = TweenQueue()
        try idle.enqueue(Tween(gauge, \.level, to: 0, duration: 1, engine: rig.engine))
        rig.driver.advance(by: 1)
        #expect(gauge.level == 20, "a queue never started plays nothing")
    }

    @Test func cancelAllCancelsTheCurrentAndDropsTheRest() throws {
        let rig = Rig()
        let gauge = Gauge()
        let log = Log()
        let queue = TweenQueue()
        try queue.enqueue(
            Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine).onComplete { log.add("a \($0)") })
        try queue.enqueue(
            Tween(gauge, \.level, to: 20, duration: 1, engine: rig.engine).onComplete { log.add("b \($0)") })
        queue.start()
        rig.driver.advance(by: 0.5)
        queue.cancelAll()
        rig.driver.advance(by: 2)
        #expect(gauge.level == 5)
        #expect(log.events == ["a cancelled", "b cancelled"])
        #expect(queue.isEmpty && queue.isStarted, "emptied, and still started")
    }

    @Test func pauseHoldsTheQueue() throws {
        let rig = Rig()
        let gauge = Gauge()
        let queue = TweenQueue()
        try queue.enqueue(Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine))
        queue.start()
        rig.driver.advance(by: 0.5)
        queue.pause()
        rig.driver.advance(by: 5)
        #expect(gauge.level == 5)
        queue.resume()
        rig.driver.advance(by: 0.25)
        #expect(gauge.level == 7.5)
    }

    @Test func aFailingStepIsSkipped() throws {
        let rig = Rig()
        let gauge = Gauge()
        let log = Log()
        let queue = TweenQueue()
        try queue.enqueue(
            Tween(gauge, \.level, to: .nan, duration: 1, engine: rig.engine).onComplete { log.results.append($0) })
        try queue.enqueue(Tween(gauge, \.level, to: 8, duration: 1, engine: rig.engine))
        queue.start()
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 4)
        #expect(log.results == [.failed(.nonFiniteValue(name: "to", description: "nan"))])
    }

    @Test func aStepInUseIsRefusedWithAnError() throws {
        let rig = Rig()
        let queue = TweenQueue()
        let step = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
        try queue.enqueue(step)
        #expect(throws: TweenError.stepAlreadyInUse("Tween<Double>")) { try queue.enqueue(step) }
        let running = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
        running.start()
        let other = TweenQueue()
        #expect(throws: TweenError.stepAlreadyInUse("Tween<Double>")) { try other.enqueue(running) }
        #expect(queue.pending.count == 1 && other.pending.isEmpty)
        #expect(running.state == .running, "a refused step is left alone")
    }

    @Test func aLongQueueRunsOneStepAtATime() throws {
        let rig = Rig()
        let gauge = Gauge()
        let queue = TweenQueue()
        for i in 0..<1000 {
            try queue.enqueue(Tween(gauge, \.level, to: Double(i + 1), duration: 0.01, engine: rig.engine))
        }
        queue.start()
        rig.driver.advance(by: 0.005)
        #expect(rig.engine.activeCount == 1)
        rig.driver.run(for: 20, framesPerSecond: 200)
        #expect(gauge.level == 1000 && queue.isEmpty)
    }

    /// Setting the handler each time a step is enqueued onto an object's long-lived queue keeps one
    /// handler, not one per call.
    @Test func aNewDrainedHandlerReplacesTheOldOne() throws {
        let rig = Rig()
        let gauge = Gauge()
        var drains = 0
        let queue = TweenQueue()
        for target in [10.0, 20.0, 30.0] {
            try queue.enqueue(Tween(gauge, \.level, to: target, duration: 1, engine: rig.engine))
            queue.onDrained { drains += 1 }
        }
        queue.start()
        rig.driver.run(for: 3)
        #expect(gauge.level == 30 && drains == 1)
    }
}
