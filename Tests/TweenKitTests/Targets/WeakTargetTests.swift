import Foundation
import Testing

@testable import TweenKit

/// Tweens hold their objects weakly: an object the app lets go of is gone at once, whatever runs on it, is
/// never written to after, and its tweens complete `.cancelled`.
@MainActor @Suite struct WeakTargetTests {
    /// Counts the writes to its property.
    final class Counted {
        let log: WriteLog
        var level = 0.0 { didSet { log.writes += 1 } }
        init(_ log: WriteLog) { self.log = log }
    }

    final class WriteLog {
        var writes = 0
    }

    /// An object that ends a tween from its own `deinit`, as an app's view controller might.
    final class SelfCancelling {
        var level = 0.0
        var onDeinit: (@MainActor () -> Void)?
        deinit {
            let body = onDeinit
            MainActor.assumeIsolated { body?() }
        }
    }

    @Test func aTargetTheAppLetsGoOfIsGoneAtOnceAndNeverWrittenAgain() {
        let rig = Rig()
        let log = WriteLog()
        let results = Log()
        var counted: Counted? = Counted(log)
        let watched = WeakBox(counted)
        let t = Tween(counted!, \.level, from: 0, to: 10, duration: 1, engine: rig.engine).onComplete {
            results.results.append($0)
        }
        t.start()
        rig.driver.advance(by: 0.25)
        #expect(counted?.level == 2.5)
        let writes = log.writes
        counted = nil
        #expect(watched.object == nil, "released as the app let go, before any frame")
        rig.driver.advance(by: 0.25)
        #expect(results.results == [.cancelled])
        #expect(log.writes == writes)
        rig.driver.advance(by: 1)
        #expect(!rig.driver.isRunning)
        #expect(rig.engine.inconsistencies().isEmpty)
    }

    /// With its last frame still to come, a tween whose object went away completes cancelled, not finished.
    @Test func aTweenWhoseObjectGoesBeforeItsLastFrameIsCancelledNotFinished() {
        let rig = Rig()
        let log = WriteLog()
        var counted: Counted? = Counted(log)
        let watched = WeakBox(counted)
        let t = Tween(counted!, \.level, from: 0, to: 10, duration: 0.1, engine: rig.engine)
        t.start()
        counted = nil
        rig.driver.advance(by: 0.2)
        #expect(t.state == .cancelled)
        #expect(watched.object == nil && log.writes == 1, "only the start value was written")
    }

    /// Among many running tweens, the one whose object goes ends on the next frame; the others play on.
    @Test func aDroppedTargetAmongManyEndsOnTheNextFrame() {
        let rig = Rig()
        let kept = (0..<500).map { _ in Gauge() }
        for gauge in kept { Tween(gauge, \.level, from: 0, to: 1, duration: 10, engine: rig.engine).start() }
        let log = WriteLog()
        var dropped: Counted? = Counted(log)
        let watched = WeakBox(dropped)
        let t = Tween(dropped!, \.level, from: 0, to: 1, duration: 10, engine: rig.engine)
        t.start()
        dropped = nil
        #expect(watched.object == nil)
        rig.driver.advance(by: 0.1)
        #expect(t.state == .cancelled)
        #expect(rig.engine.activeCount == 500 && kept.allSatisfy { $0.level > 0 })
    }

    @Test func aTargetWhoseDeinitEndsItsTweenGoesCleanly() {
        let rig = Rig()
        let log = Log()
        var target: SelfCancelling? = SelfCancelling()
        let watched = WeakBox(target)
        let t = Tween(target!, \.level, from: 0, to: 1, duration: 1, engine: rig.engine).onComplete {
            log.results.append($0)
        }
        target!.onDeinit = { t.cancel() }
        t.start()
        rig.driver.advance(by: 0.1)
        target = nil
        #expect(watched.object == nil)
        #expect(log.results == [.cancelled], "its deinit cancelled it")
        rig.driver.advance(by: 0.1)
        #expect(log.results == [.cancelled], "completed once")
        #expect(rig.engine.inconsistencies().isEmpty)
        rig.driver.advance(by: 1)
        #expect(!rig.driver.isRunning)
    }

    @Test func aPausedTweenWhoseObjectWentIsCancelledWhenResumed() {
        let rig = Rig()
        let log = WriteLog()
        var counted: Counted? = Counted(log)
        let watched = WeakBox(counted)
        let t = Tween(counted!, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        t.start()
        rig.driver.advance(by: 0.5)
        t.pause()
        counted = nil
        #expect(watched.object == nil)
        t.resume()
        #expect(t.state == .cancelled)
        #expect(rig.engine.inconsistencies().isEmpty)
    }

    /// A paused tween nobody holds, whose object went, is ended and let go by the engine's next sweep of
    /// its books, which runs while frames do.
    @Test func aPausedTweenNobodyHoldsWhoseObjectWentIsEndedAndReleased() {
        let rig = Rig()
        let results = Log()
        var counted: Counted? = Counted(WriteLog())
        var t: Tween<Double>? = Tween(counted!, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        let watched = WeakBox(t)
        t!.onComplete { results.results.append($0) }.start()
        rig.driver.advance(by: 0.1)
        t!.pause()
        t = nil
        counted = nil
        Tween(from: 0.0, to: 1.0, duration: 10, engine: rig.engine).start()  // keeps frames coming
        for _ in 0...TweenEngine.framesBetweenSweeps { rig.driver.advance(by: 1.0 / 60) }
        #expect(results.results == [.cancelled])
        #expect(watched.object == nil)
    }

    /// A paused tween whose object lives stays listed and reachable, to be resumed.
    @Test func aPausedTweenOfALiveObjectStaysReachable() {
        let rig = Rig()
        let gauge = Gauge()
        Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine).start()
        rig.driver.advance(by: 0.5)
        TweenHandle(gauge, engine: rig.engine).pauseAll()
        Tween(from: 0.0, to: 1.0, duration: 10, engine: rig.engine).start()
        for _ in 0...TweenEngine.framesBetweenSweeps { rig.driver.advance(by: 1.0 / 60) }
        #expect(TweenHandle(gauge, engine: rig.engine).running.count == 1)
        TweenHandle(gauge, engine: rig.engine).resumeAll()
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 10)
    }
}

/// With no frames running at all, a paused tween nobody holds whose object went is still ended and let go.
@MainActor @Suite(.serialized, .timeLimit(.minutes(1))) struct IdleSweepTests {
    /// Its checks change how often the engine sweeps (process-wide): one at a time.
    final class Counted {
        var level = 0.0
    }

    /// An object's own queue never started, or paused, goes with its object shortly after it, its waiting steps
    /// completing `.cancelled`, though no frame runs (Q3; it waited until something else ran).
    @Test func anObjectsOwnQueueThatNeverPlayedGoesWithItsObjectWithNoFrames() async throws {
        let before = TweenEngine.secondsBetweenIdleSweeps
        TweenEngine.secondsBetweenIdleSweeps = 0.01
        defer { TweenEngine.secondsBetweenIdleSweeps = before }
        for way in ["never started", "paused", "drained, paused, then given more"] {
            let rig = Rig()
            var scoreboard: Scoreboard? = Scoreboard()
            let log = Log()
            let queue = scoreboard!.tween(on: rig.engine).queue
            if way.hasPrefix("drained") {
                try queue.enqueue(
                    Tween(scoreboard!, \.text, from: 0.0, to: 1, duration: 0.5, engine: rig.engine) { _ in "" })
                queue.start()
                rig.driver.advance(by: 1)
                try await Task.sleep(nanoseconds: 50_000_000)  // the idle sweep has stopped: nothing waits
            }
            if way != "never started" {
                queue.start()
                queue.pause()
            }
            for text in ["one", "two"] {
                try queue.enqueue(
                    Tween(scoreboard!, \.text, from: 0.0, to: 1, duration: 0.5, engine: rig.engine) { _ in text }
                        .onComplete { log.results.append($0) })
            }
            scoreboard = nil
            for _ in 0..<200 where log.results.count < 2 { try await Task.sleep(nanoseconds: 5_000_000) }
            #expect(log.results == [.cancelled, .cancelled], "\(way): \(log.results)")
        }
    }

    /// A tween that showed its first frame, then paused, whose object the app lets go of while no frame runs: the
    /// idle sweep ends it `.cancelled` (called here directly, so that no other check can change the diagnostics
    /// handler meanwhile), and the debug message for an object gone before the first frame is not said.
    @Test func aTweenPausedAfterItsFirstFrameIsNotToldItLostItsObjectBeforeIt() {
        let rig = Rig()
        var said: [String] = []
        TweenDiagnostics.handler = { said.append($0) }
        defer { TweenDiagnostics.handler = nil }
        var gauge: Gauge? = Gauge()
        let tween = Tween(gauge!, \.level, to: 1, duration: 1, engine: rig.engine)
        tween.start()
        rig.driver.advance(by: 0.016)  // its first frame
        tween.pause()
        gauge = nil
        tween.lostObject()
        #expect(tween.state == .cancelled && said.isEmpty, "\(said)")
    }

    /// The idle sweep's wait is set to nothing, and the test awaits the tween's completion itself: it
    /// waits on the sweep, never on a clock.
    @Test func aPausedTweenIsEndedAndReleasedWithNoFramesRunning() async {
        let rig = Rig()
        let before = TweenEngine.secondsBetweenIdleSweeps
        TweenEngine.secondsBetweenIdleSweeps = 0
        defer { TweenEngine.secondsBetweenIdleSweeps = before }
        let (ends, ender) = AsyncStream<TweenResult>.makeStream()
        var counted: Counted? = Counted()
        var t: Tween<Double>? = Tween(counted!, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        let watched = WeakBox(t)
        t!.onComplete {
            ender.yield($0)
            ender.finish()
        }.start()
        rig.driver.advance(by: 0.5)
        t!.pause()
        t = nil
        counted = nil
        rig.driver.advance(by: 0.5)
        #expect(!rig.driver.isRunning, "no frames")
        var results: [TweenResult] = []
        for await result in ends { results.append(result) }
        #expect(results == [.cancelled])
        #expect(watched.object == nil)
    }
}
