import Testing
import TweenKit

/// Sequences and groups: steps chain and run side by side, the whole plays, seeks, repeats and ends as one.
@MainActor @Suite(.tags(.timeline)) struct TweenSequenceTests {
    @Test(arguments: basics) func aTimelinePlaysAsAWhole(_ row: ModelRow) { row.check() }

    nonisolated static let basics: [ModelRow] = [
        ModelRow(
            "a sequence's steps chain from where the last one ended",
            seq(tween(.a, to: 100, 1), tween(.a, to: 25, 0.5), tween(.a, to: 75, 0.5)), values: [.a: 10],
            [.start, .by(0.5), .by(0.75), .by(0.5), .by(1)]),
        ModelRow(
            "a group's steps run side by side and it ends with the longest",
            group(tween(.a, from: 0, to: 10, 1), tween(.b, from: 0, to: 10, 2)).onComplete(),
            [.start, .by(1.5), .by(0.5)]),
        ModelRow(
            "a stagger offsets a group's steps",
            group(
                stagger: .each(0.5), tween(.a, from: 0, to: 1, 1), tween(.b, from: 0, to: 1, 1),
                tween(.a1, from: 0, to: 1, 1)),
            [.start, .by(1), .by(1)]),
        ModelRow(
            "seeking across boundaries in both directions, then playing on",
            seq(tween(.a, from: 0, to: 100, 1), tween(.a, to: 50, 1)),
            [.start, .seek(0.75), .seek(0.25), .seek(0.5), .seek(1), .seek(0), .by(0.5)]),
        ModelRow(
            "the steps' handlers run in order",
            seq(closure(from: 0, to: 1, 1).traced, call(), closure(from: 0, to: 1, 1).traced).onComplete(),
            [.start, .run(2.5, fps: 10)]),
        ModelRow(
            "speed, pause, resume and reverse act on the whole",
            seq(tween(.a, from: 0, to: 10, 1), tween(.a, to: 20, 1)).timed(speed: 2),
            [.start, .by(0.75), .pause, .by(3), .resume, .reverse, .by(0.5), .by(1)]),
        ModelRow(
            "repeats play the whole again, calls included",
            seq(tween(.a, from: 0, to: 10, 1), call(), tween(.a, to: 20, 1)).timed(repeats: 2),
            [.start, .by(2.5), .by(1)]),
        ModelRow(
            "autoreverse plays the whole back", seq(tween(.a, from: 0, to: 10, 1)).timed(autoreverses: true),
            [.start, .by(1.5), .by(1)]),
        ModelRow(
            "cancel completes the open step once, cancelled, and the finished one not again",
            seq(tween(.a, from: 0, to: 10, 1).onComplete(), tween(.a, to: 20, 1).onComplete()).onComplete(),
            [.start, .by(1.5), .cancel]),
        ModelRow(
            "finish completes every step, finished",
            seq(tween(.a, to: 0, 1).onComplete(), tween(.a, to: 5, 1).onComplete()),
            [.start, .finish]),
    ]

    @Test func nestedGroupsAndWaitsLandOnTheTimelinesValues() {
        let rig = Rig()
        let gauge = Gauge()
        let show = TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, to: 100, duration: 1, engine: rig.engine)
            TweenGroup(engine: rig.engine) {
                Tween(gauge, \.level, to: 0, duration: 0.5, engine: rig.engine)
                Tween(gauge, \.text, from: 100.0, to: 0.0, duration: 0.5, engine: rig.engine) { "\(Int($0))" }
            }
            Wait(0.25, engine: rig.engine)
            TweenSequence(engine: rig.engine) {
                Tween(gauge, \.level, to: 40, duration: 0.25, engine: rig.engine)
            }
        }
        #expect(show.duration == 2)
        show.start()
        rig.driver.advance(by: 1.25)
        #expect(gauge.level == 50 && gauge.text == "50")
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 0, "waiting")
        rig.driver.advance(by: 0.125)
        #expect(gauge.level == 20)
    }

    @Test func callFiresWhenCrossedForwardOnly() {
        let rig = Rig()
        var calls = 0
        var seekCalls = 0
        let show = TweenSequence(engine: rig.engine) {
            Wait(1, engine: rig.engine)
            Call(engine: rig.engine) { calls += 1 }
            Call(onSeek: true, engine: rig.engine) { seekCalls += 1 }
            Wait(1, engine: rig.engine)
        }
        show.start()
        show.seek(to: 0.75)
        #expect(calls == 0 && seekCalls == 1, "a seek skips Call unless asked")
        show.seek(to: 0.25)
        rig.driver.advance(by: 0.4)
        #expect(calls == 0)
        rig.driver.advance(by: 0.2)
        #expect(calls == 1)
        rig.driver.advance(by: 0.2)
        #expect(calls == 1)
        show.reverse()
        rig.driver.advance(by: 1)
        #expect(calls == 1, "not when crossed backwards")
    }

    @Test func aBadStepFailsTheWholeSequenceBeforeWriting() {
        let rig = Rig()
        let gauge = Gauge()
        gauge.level = 3
        let log = Log()
        TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, to: 10, duration: 1, engine: rig.engine)
            Tween(gauge, \.level, to: 20, duration: -1, engine: rig.engine)
        }.onComplete { log.results.append($0) }.start()
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 3)
        #expect(
            log.results == [
                .failed(.invalidParameter(name: "duration", value: -1, expected: "finite and not negative"))
            ])
    }

    @Test func aStepCannotBelongTwiceOrBeRunningElsewhere() {
        let rig = Rig()
        let gauge = Gauge()
        let log = Log()
        let twice = Tween(gauge, \.level, to: 10, duration: 1, engine: rig.engine)
        TweenSequence(engine: rig.engine) {
            twice
            twice
        }.onComplete { log.results.append($0) }.start()
        #expect(log.results == [.failed(.stepAlreadyInUse("Tween<Double>"))])
        let running = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
        running.start()
        TweenGroup(engine: rig.engine) { running }.onComplete { log.results.append($0) }.start()
        #expect(log.results.count == 2 && log.results[1] == .failed(.stepAlreadyInUse("Tween<Double>")))
        #expect(running.state == .running, "the running tween is left alone")
        #expect(gauge.level == 0)
        let badStagger = TweenGroup(stagger: -1, engine: rig.engine) { Wait(1, engine: rig.engine) }
        badStagger.start()
        #expect(badStagger.state == .failed)
    }

    @Test func sequencesRenderOfflineAtAFrameRate() {
        let rig = Rig()
        let gauge = Gauge()
        var calls = 0
        let show = TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            Call(engine: rig.engine) { calls += 1 }
            Call(onSeek: true, engine: rig.engine) { calls += 1 }  // a render has no side effects: not even these
            Tween(gauge, \.level, to: 0, duration: 1, engine: rig.engine)
        }
        var levels: [Double] = []
        show.renderFrames(framesPerSecond: 2) { _ in levels.append(gauge.level) }
        #expect(levels == [0, 5, 10, 5, 0])
        #expect(calls == 0 && !rig.driver.isRunning && show.state == .idle)
    }

    /// An offline render leaves the timeline as it was: a sought one renders from its start and stays idle, and one
    /// started afterwards plays as if the render had not happened, its `to:` steps from the values before it.
    @Test func anOfflineRenderLeavesTheTimelineAsItWas() {
        let rig = Rig()
        let gauge = Gauge()
        let sought = TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, from: 0, to: 100, duration: 1, engine: rig.engine)
        }
        sought.seek(toTime: 0.5)
        var first: Double?
        sought.renderFrames(framesPerSecond: 10) { _ in if first == nil { first = gauge.level } }
        #expect(first == 0 && sought.state == .idle)

        gauge.level = 20
        let show = TweenSequence(engine: rig.engine) { Tween(gauge, \.level, to: 100, duration: 1, engine: rig.engine) }
        var values: [Double] = []
        show.renderFrames(framesPerSecond: 4) { _ in values.append(gauge.level) }
        #expect(values == [20, 40, 60, 80, 100])
        show.start()
        #expect(gauge.level == 20, "started at \(gauge.level)")
        rig.driver.advance(to: 0.5)
        #expect(abs(gauge.level - 60) < 1e-9)
    }

    @Test func theReadmesOfflineExampleRendersWhatItSays() {
        let gauge = Gauge()
        var levels: [Double] = []
        TweenSequence {
            Tween(gauge, \.level, from: 0, to: 100, duration: 1)
            Wait(0.5)
        }
        .renderFrames(framesPerSecond: 30) { _ in levels.append(gauge.level) }
        #expect(levels.count == 46 && levels.first == 0 && levels[30] == 100 && levels.last == 100)
    }

    @Test func aLongSequenceTouchesOnlyWhatAMoveCrossesAndStillRestoresOnTheWayBack() {
        let rig = Rig()
        let gauges = (0..<1000).map { _ in Gauge() }
        let log = Log()
        let show = TweenSequence(engine: rig.engine) {
            for (i, gauge) in gauges.enumerated() {
                Tween(gauge, \.level, from: Double(i), to: Double(i) + 1, duration: 1, engine: rig.engine).onComplete {
                    _ in log.add("\(i)")
                }
            }
        }
        show.start()
        rig.driver.advance(by: 500.5)
        #expect(abs(gauges[500].level - 500.5) < 1e-9)
        #expect(
            gauges[499].level == 500 && gauges[501].level == 501,
            "a step given its start shows it from the first render")
        #expect(log.events.count == 500 && log.events.last == "499", "every crossed step completed, in order")
        show.seek(to: 0.1001)  // 100.1 s: back over 400 steps
        #expect(abs(gauges[100].level - 100.1) < 1e-9)
        #expect(gauges[101].level == 101 && gauges[500].level == 500)
        #expect(gauges[99].level == 100, "steps before the target keep their end values")
        rig.driver.advance(by: 0.4)
        #expect(abs(gauges[100].level - 100.5) < 1e-9)
    }

    @Test func aGroupWhoseFirstChildOutlastsTheOthersIsStillFoundByLaterMoves() {
        let rig = Rig()
        let long = Gauge()
        let short = Gauge()
        let shorter = Gauge()
        let group = TweenGroup(stagger: 0.1, engine: rig.engine) {
            Tween(long, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            Tween(short, \.level, from: 0, to: 10, duration: 0.1, engine: rig.engine)
            Tween(shorter, \.level, from: 0, to: 10, duration: 0.1, engine: rig.engine)
        }
        group.start()
        rig.driver.advance(by: 0.5)
        rig.driver.advance(by: 0.25)
        #expect(long.level == 7.5 && short.level == 10 && shorter.level == 10)
        group.seek(to: 0.1)
        #expect(long.level == 1 && short.level == 0 && shorter.level == 0)
    }
}
