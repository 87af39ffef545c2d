import Testing

@testable import TweenKit

/// Awaiting playables, running them in tasks, and their values as a stream, on a manual clock.
@MainActor @Suite struct ConcurrencyTests {
    /// Lets other tasks on the main actor run until `condition` holds (a bounded number of turns).
    func settle(until condition: () -> Bool) async {
        for _ in 0..<100 where !condition() { await Task.yield() }
    }

    /// Once a timeline's run has ended, a step awaited answers at once with how it ended in that run, or
    /// `.cancelled` when the run ended before it began (E9): whether the run played out or Reduce Motion ended it.
    @Test func aStepAwaitedAfterItsTimelinesRunEndedAnswersAtOnce() async {
        for reduced in [false, true] {
            let rig = Rig()
            rig.engine.reducesMotion = reduced
            let (first, second) = (Gauge(), Gauge())
            let played = Tween(first, \.level, to: 1, duration: 0.5, engine: rig.engine)
            let cut = Tween(second, \.level, to: 1, duration: 0.5, engine: rig.engine)
            let show = TweenSequence(engine: rig.engine) {
                played
                cut
            }
            show.isDecorative = true
            show.start()
            rig.driver.advance(by: 0.75)
            if !reduced { show.cancel() }
            let log = Log()
            Task {
                log.results.append(await played.finished)
                log.results.append(await cut.finished)
            }
            await settle { log.results.count == 2 }
            #expect(log.results == [.finished, reduced ? .finished : .cancelled], "reduced motion \(reduced)")
        }
    }

    @Test func finishedReturnsAtOnceForAnEndedPlayableAndToEveryAwaiter() async {
        let rig = Rig()
        let tween = Tween(from: 0, to: 1, duration: 1, engine: rig.engine)
        tween.start()
        let first = Task { await tween.finished }
        let second = Task { await tween.finished }
        await Task.yield()
        rig.driver.advance(by: 1)
        let results = (await first.value, await second.value)
        #expect(results.0 == .finished && results.1 == .finished)
        #expect(await tween.finished == .finished, "already ended: at once")
    }

    @Test func finishedSaysHowItEnded() async {
        let rig = Rig()
        let cancelled = Tween(from: 0, to: 1, duration: 1, engine: rig.engine)
        cancelled.start()
        let awaiting = Task { await cancelled.finished }
        await Task.yield()
        cancelled.cancel()
        #expect(await awaiting.value == .cancelled)
        let failed = Tween(from: 0, to: 1, duration: -1, engine: rig.engine)
        failed.start()
        if case .failed = await failed.finished {} else { Issue.record("a bad duration fails") }
    }

    @Test func runPlaysToTheEnd() async throws {
        let rig = Rig()
        let gauge = Gauge()
        let task = Task { try await Tween(gauge, \.level, to: 10, duration: 1, engine: rig.engine).run() }
        await settle { rig.driver.isRunning }
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 5)
        rig.driver.advance(by: 0.5)
        let result = try await task.value
        #expect(result == .finished && gauge.level == 10)
    }

    @Test func cancellingTheTaskCancelsTheTweenAndThrows() async {
        let rig = Rig()
        let gauge = Gauge()
        let tween = Tween(gauge, \.level, to: 10, duration: 1, engine: rig.engine)
        let task = Task { try await tween.run() }
        await settle { tween.state == .running }
        rig.driver.advance(by: 0.25)
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(tween.state == .cancelled && gauge.level == 2.5)
        rig.driver.advance(by: 1)
        #expect(gauge.level == 2.5, "stopped where it was")
    }

    @Test func aTaskAlreadyCancelledDoesNotStartIt() async {
        let rig = Rig()
        let tween = Tween(from: 0, to: 1, duration: 1, engine: rig.engine)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await tween.run()
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(tween.state == .idle)
    }

    @Test func sequencesAndQueuesStepsCanBeAwaitedToo() async {
        let rig = Rig()
        let step = Tween(from: 0, to: 1, duration: 0.5, engine: rig.engine)
        let show = TweenSequence(engine: rig.engine) {
            step
            Wait(0.5, engine: rig.engine)
        }
        show.start()
        let ends = Task { (await step.finished, await show.finished) }
        await Task.yield()
        rig.driver.run(for: 1)
        let (stepResult, showResult) = await ends.value
        #expect(stepResult == .finished && showResult == .finished)
    }

    @Test func valuesStreamWhatIsWrittenAndEndWithTheTween() async {
        let rig = Rig()
        let tween = Tween(from: 0, to: 1, duration: 1, engine: rig.engine)
        let values = tween.values
        tween.start()
        let collected = Task {
            var seen: [Double] = []
            for await value in values { seen.append(value) }
            return seen
        }
        for _ in 0..<4 {
            rig.driver.advance(by: 0.25)
            await Task.yield()
        }
        let seen = await collected.value
        // The consumer starts after a frame or two: it sees the newest value then, and every later one.
        #expect(seen.last == 1 && seen == seen.sorted() && !seen.isEmpty && seen.count <= 5)
    }

    @Test func aSlowConsumerGetsTheNewestValueOnly() async {
        let rig = Rig()
        let tween = Tween(from: 0, to: 100, duration: 1, engine: rig.engine)
        let values = tween.values
        tween.start()
        for _ in 0..<4 { rig.driver.advance(by: 0.125) }  // nobody reading: five values written
        var iterator = values.makeAsyncIterator()
        #expect(await iterator.next() == 50, "only the newest is kept")
        rig.driver.advance(by: 1)
        #expect(await iterator.next() == 100)
        #expect(await iterator.next() == nil, "the stream ends with the tween")
    }
}

/// The value at a time, with no engine: what a SwiftUI `TimelineView` asks for each frame.
@MainActor @Suite struct ValueAtTimeTests {
    @Test func aTweensValueAtATimeFollowsItsTimingAndTouchesNothing() {
        let rig = Rig()
        let gauge = Gauge()
        let pulse = Tween(gauge, \.level, from: 1, to: 2, duration: 0.5, engine: rig.engine)
        pulse.delay = 0.25
        pulse.repeatCount = .infinity
        pulse.autoreverses = true
        #expect(pulse.value(atTime: 0) == 1 && pulse.value(atTime: 0.5) == 1.5)
        #expect(pulse.value(atTime: 1) == 1.5, "on the way back")
        #expect(pulse.value(atTime: 10.25) == 1 && pulse.value(atTime: 10.75) == 2)
        #expect(gauge.level == 0 && pulse.state == .idle && !rig.driver.isRunning, "nothing written, nothing started")
        #expect(pulse.value(atTime: .nan) == nil)
        pulse.speed = 0
        #expect(pulse.value(atTime: 5) == 1, "a speed of 0 holds it at its start")
    }

    @Test func anInvalidTweenHasNoValueAtATime() {
        #expect(Tween(from: 0, to: 1, duration: -1).value(atTime: 0.5) == nil)
    }
}
