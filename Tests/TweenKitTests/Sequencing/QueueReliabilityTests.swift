import Testing

@testable import TweenKit

/// Queues keep their promises: started stays started, played steps are let go, a gone object's queue
/// cancels what waits in it, and a queue's steps are the queue's to play.
@MainActor @Suite(.tags(.queue)) struct QueueReliabilityTests {
    final class Box {
        var x = 0.0
    }

    @Test func aCancelledQueueStaysStartedAndPlaysWhatComesNext() throws {
        let rig = Rig()
        let gauge = Gauge()
        let queue = TweenQueue()
        var drained = 0
        queue.onDrained { drained += 1 }
        try queue.enqueue(Tween(gauge, \.level, to: 10, duration: 1, engine: rig.engine))
        queue.start()
        rig.driver.advance(by: 0.5)
        queue.cancelAll()
        try queue.enqueue(Tween(gauge, \.level, to: 20, duration: 0.5, engine: rig.engine))
        rig.driver.run(for: 1)
        #expect(queue.isStarted && gauge.level == 20 && drained == 1)
    }

    @Test func anObjectsQueueLetsGoOfThePlayedStepsAndSoOfTheObject() throws {
        let rig = Rig()
        var box: Box? = Box()
        let watched = WeakBox(box)
        do {
            let b = box!
            try TweenHandle(b, engine: rig.engine).queue.enqueue(
                Tween(from: 0.0, to: 1.0, duration: 0.5, engine: rig.engine) { b.x = $0 })
            TweenHandle(b, engine: rig.engine).queue.start()
        }
        rig.driver.run(for: 1)
        #expect(box?.x == 1)
        box = nil
        #expect(watched.object == nil)
    }

    @Test func aGoneObjectsQueueNeverStartedCancelsWhatWaits() async throws {
        let rig = Rig()
        var box: Box? = Box()
        let step = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
        try TweenHandle(box!, engine: rig.engine).queue.enqueue(step)
        box = nil
        Tween(from: 0.0, to: 1.0, duration: 10, engine: rig.engine).start()  // frames, and so sweeps
        for _ in 0...TweenEngine.framesBetweenSweeps { rig.driver.advance(by: 1.0 / 60) }
        #expect(await step.finished == .cancelled)
    }

    /// A queue's step is the queue's to play: its own restart() does nothing, while it plays or after it ended.
    @Test(arguments: [true, false]) func aQueuedStepDoesNotRestartOnItsOwn(whilePlaying: Bool) throws {
        let rig = Rig()
        let gauge = Gauge()
        let queue = TweenQueue()
        let step = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        try queue.enqueue(step)
        queue.start()
        if whilePlaying {
            rig.driver.advance(to: 0.5)
            step.restart()
            rig.driver.advance(to: 0.75)
            #expect(abs(gauge.level - 7.5) < 1e-9)
        } else {
            rig.driver.run(for: 2)
            #expect(step.state == .finished)
            step.restart()
            #expect(step.state == .finished && gauge.level == 10)
        }
    }
}
