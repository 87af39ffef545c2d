import Testing
import TweenKit

@MainActor @Suite struct TweenTests {
    @Test func closureTweenHitsExactValuesAtChosenTimes() {
        let rig = Rig()
        var seen: [Double] = []
        let t = Tween(from: 0.0, to: 100.0, duration: 2, engine: rig.engine) { seen.append($0) }
        t.start()
        #expect(seen == [0], "the start value is written at once")
        rig.driver.advance(by: 0.5)
        #expect(seen.last == 25)
        rig.driver.advance(by: 1)
        #expect(seen.last == 75)
        rig.driver.advance(by: 0.5)
        #expect(seen.last == 100)
        #expect(t.state == .finished)
        #expect(t.value == 100)
    }

    @Test func curvesShapeTheValue() {
        let rig = Rig()
        var last = 0.0
        Tween(from: 0.0, to: 10.0, duration: 1, curve: .easeInOutCubic, engine: rig.engine) { last = $0 }.start()
        rig.driver.advance(by: 0.25)
        #expect(abs(last - 0.625) < 1e-12)
    }

    /// Curves made from a closure and Bézier curves shape a tween as their own `value(at:)` does.
    @Test func customAndBezierCurvesShapeTweens() throws {
        let rig = Rig()
        var smooth = 0.0
        var bezier = 0.0
        let smoothstep = TimingCurve.custom { p in p * p * (3 - 2 * p) }
        let css = try TimingCurve.cubicBezier(0.42, 0, 0.58, 1)
        Tween(from: 0.0, to: 1.0, duration: 1, curve: smoothstep, engine: rig.engine) { smooth = $0 }.start()
        Tween(from: 0.0, to: 1.0, duration: 1, curve: css, engine: rig.engine) { bezier = $0 }.start()
        rig.driver.advance(by: 0.25)
        #expect(smooth == 0.15625)
        #expect(bezier == css.value(at: 0.25))
        #expect(bezier == TimingCurve.easeInEaseOut.value(at: 0.25))
    }

    @Test func keyPathTweenStartsFromThePropertysValueAtStart() {
        let rig = Rig()
        let gauge = Gauge()
        gauge.level = 20
        let t = Tween(gauge, \.level, to: 40, duration: 1, engine: rig.engine)
        gauge.level = 30  // changed after the tween was built: the start reads this
        t.start()
        #expect(t.from == 30)
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 35)
    }

    @Test func keyPathWithExplicitFromMatchesTheIssueExample() {
        let rig = Rig()
        let gauge = Gauge()
        Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine).start()
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 5.0)
    }

    @Test func mapperWritesAnotherType() {
        let rig = Rig()
        let gauge = Gauge()
        Tween(gauge, \.text, from: 0.0, to: 1250.0, duration: 2, engine: rig.engine) { "\(Int($0.rounded()))" }.start()
        #expect(gauge.text == "0")
        rig.driver.advance(by: 1)
        #expect(gauge.text == "625")
        rig.driver.advance(by: 1)
        #expect(gauge.text == "1250")
    }

    @Test func droppedFramesDoNotChangeWhereItLands() {
        let a = Rig()
        let b = Rig()
        let ga = Gauge()
        let gb = Gauge()
        Tween(ga, \.level, from: 0, to: 1, duration: 1, curve: .easeOutQuad, engine: a.engine).start()
        Tween(gb, \.level, from: 0, to: 1, duration: 1, curve: .easeOutQuad, engine: b.engine).start()
        a.driver.run(for: 0.7, framesPerSecond: 60)
        b.driver.advance(by: 0.7)
        #expect(ga.level == gb.level)
        #expect(ga.level == TimingCurve.easeOutQuad.value(at: 0.7))
    }

    /// A frame one duration after a start at an awkward time ((3.6 s + 1 s) − 3.6 s is 0.9999999999999996
    /// in floating point) finishes the tween on that frame, at its end value.
    @Test func aFrameOneDurationLaterFinishesDespiteRounding() {
        let rig = Rig()
        rig.driver.advance(by: 3.6)
        #expect((3.6 + 1.0) - 3.6 < 1, "the rounding this test is about")
        let gauge = Gauge()
        let log = Log()
        Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine).onComplete { log.results.append($0) }
            .start()
        rig.driver.advance(by: 1)
        #expect(log.results == [.finished])
        #expect(gauge.level == 10)
    }

    /// What is done to a tween of a value from 0 to 10, and what it shows and is after it.
    enum Act: Sendable {
        case start
        case by(Double)
        case pause, resume, reverse
        case speed(Double)
        case finish, cancel
    }

    /// A tween's timing and controls, played on a tween of 0 to 10 over `duration` seconds.
    struct Script: CustomTestStringConvertible, Sendable {
        let testDescription: String
        var duration = 1.0
        var timing: @MainActor @Sendable (Tween<Double>) -> Void = { _ in }
        let acts: [(act: Act, value: Double, state: TweenState)]
    }

    nonisolated static let scripts = [
        Script(
            testDescription: "a delay holds the start value, then it starts", timing: { $0.delay = 0.5 },
            acts: [(.start, 0, .delayed), (.by(0.4), 0, .delayed), (.by(0.35), 2.5, .running)]),
        Script(
            testDescription: "a fractional repeat stops part-way", timing: { $0.repeatCount = 2.5 },
            acts: [(.start, 0, .running), (.by(1.25), 2.5, .running), (.by(1.5), 5, .finished)]),
        Script(
            testDescription: "autoreverse goes there and back; an even number of passes ends at the start",
            timing: { $0.timed(repeats: 2, autoreverses: true) },
            acts: [(.start, 0, .running), (.by(1.25), 7.5, .running), (.by(1), 2.5, .running), (.by(2), 0, .finished)]),
        Script(
            testDescription: "an endless repeat never finishes", timing: { $0.repeatCount = .infinity },
            acts: [(.start, 0, .running), (.by(1000.5), 5, .running)]),
        Script(
            testDescription: "speed scales time and can change midway, from where it was", duration: 4,
            timing: { $0.speed = 2 },
            acts: [(.start, 0, .running), (.by(1), 5, .running), (.speed(0.5), 5, .running), (.by(2), 7.5, .running)]),
        Script(
            testDescription: "pause freezes and resume continues",
            acts: [
                (.start, 0, .running), (.by(0.3), 3, .running), (.pause, 3, .paused), (.by(5), 3, .paused),
                (.resume, 3, .running), (.by(0.2), 5, .running),
            ]),
        Script(
            testDescription: "reverse turns around and finishes at the start",
            acts: [
                (.start, 0, .running), (.by(0.6), 6, .running), (.reverse, 6, .running), (.by(0.2), 4, .running),
                (.by(0.5), 0, .finished),
            ]),
        Script(
            testDescription: "finish jumps to the end",
            acts: [(.start, 0, .running), (.by(0.5), 5, .running), (.finish, 10, .finished)]),
        Script(
            testDescription: "finish when reversed jumps to the start",
            acts: [(.start, 0, .running), (.by(0.5), 5, .running), (.reverse, 5, .running), (.finish, 0, .finished)]),
        Script(
            testDescription: "cancel leaves the value where it is",
            acts: [(.start, 0, .running), (.by(0.5), 5, .running), (.cancel, 5, .cancelled), (.by(1), 5, .cancelled)]),
    ]

    @Test(arguments: scripts) func aTweensTimingAndControls(_ script: Script) {
        let rig = Rig()
        var last = -1.0
        var log: [String] = []
        let t = Tween(from: 0.0, to: 10.0, duration: script.duration, engine: rig.engine) { last = $0 }
        script.timing(t)
        t.onStart { log.append("start") }.onComplete { log.append("\($0)") }
        for (index, (act, value, state)) in script.acts.enumerated() {
            switch act {
            case .start: t.start()
            case .by(let seconds): rig.driver.advance(by: seconds)
            case .pause: t.pause()
            case .resume: t.resume()
            case .reverse: t.reverse()
            case .speed(let speed): t.speed = speed
            case .finish: t.finish()
            case .cancel: t.cancel()
            }
            #expect(abs(last - value) < 1e-9 && t.state == state, "after \(index) \(act): \(last), \(t.state)")
        }
        // The start handlers run when the delay runs out; the completion, once, when it ends.
        #expect(log.first == (t.delay == 0 || t.state != .delayed ? "start" : nil))
        #expect(log.dropFirst().count == (t.state.isEnded ? 1 : 0))
    }

    @Test func seekWorksInEveryState() {
        let rig = Rig()
        var last = -1.0
        let t = Tween(from: 0.0, to: 10.0, duration: 2, engine: rig.engine) { last = $0 }
        t.seek(to: 0.25)  // idle: written at once, starts from there
        #expect(last == 2.5 && t.state == .idle)
        t.start()
        rig.driver.advance(by: 0.5)
        #expect(last == 5)
        t.pause()
        t.seek(to: 0.8)
        #expect(last == 8 && t.state == .paused, "a paused tween stays paused at the new place")
        rig.driver.advance(by: 1)
        #expect(last == 8)
        t.resume()
        t.seek(to: 0.1)
        #expect(last == 1 && t.state == .running)
        rig.driver.advance(by: 0.2)
        #expect(abs(last - 2) < 1e-9)
        t.finish()
        t.seek(to: 0.5)
        #expect(last == 5 && t.state == .finished, "an ended tween is only redrawn")
        #expect(t.progress == 0.5, "a redrawn tween's progress is where it shows")
        rig.driver.advance(by: 1)
        #expect(t.progress == 0.5)
    }

    @Test func progressStopsWhenATweenEnds() {
        let rig = Rig()
        let finished = Tween(from: 0.0, to: 1.0, duration: 2, engine: rig.engine)
        let cancelled = Tween(from: 0.0, to: 1.0, duration: 2, engine: rig.engine)
        finished.start()
        cancelled.start()
        rig.driver.advance(by: 0.4)
        finished.finish()
        rig.driver.advance(by: 0.1)
        cancelled.cancel()
        #expect(finished.progress == 1 && abs(cancelled.progress - 0.25) < 1e-12)
        rig.driver.advance(by: 1)
        #expect(finished.progress == 1 && abs(cancelled.progress - 0.25) < 1e-12)
        let back = Tween(from: 0.0, to: 1.0, duration: 2, engine: rig.engine)
        back.start()
        rig.driver.advance(by: 0.5)
        back.reverse()
        back.finish()
        rig.driver.advance(by: 1)
        #expect(back.progress == 0, "finished reversed: at its start")
    }

    @Test func seekCountsRepeatsAndDelay() {
        let rig = Rig()
        var last = -1.0
        let t = Tween(from: 0.0, to: 10.0, duration: 1, engine: rig.engine) { last = $0 }
        t.repeatCount = 2
        t.autoreverses = true
        t.delay = 3
        t.start()
        t.seek(to: 0.375)  // 1.5 of 4 active seconds: half-way back in the first cycle
        #expect(last == 5)
        #expect(t.state == .running)
    }

    @Test func reversingAnIdleTweenPlaysItBackwards() {
        let rig = Rig()
        var seen: [Double] = []
        let t = Tween(from: 0.0, to: 10.0, duration: 1, engine: rig.engine) { seen.append($0) }
        t.reverse()
        t.start()
        rig.driver.advance(by: 0.25)
        rig.driver.advance(by: 1)
        #expect(seen == [10, 7.5, 0])
    }

    @Test func completionRunsExactlyOnceWhateverIsCalled() {
        let rig = Rig()
        let log = Log()
        let t = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine).onComplete { log.results.append($0) }
        t.start()
        rig.driver.advance(by: 2)
        t.finish()
        t.cancel()
        t.start()
        t.pause()
        t.resume()
        t.reverse()
        rig.driver.advance(by: 2)
        #expect(log.results == [.finished])
        var late: [TweenResult] = []
        t.onComplete { late.append($0) }
        #expect(late == [.finished], "a handler added after the end runs at once")
    }

    @Test func invalidTransitionsAreHarmless() {
        let rig = Rig()
        let t = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
        t.resume()
        t.pause()
        #expect(t.state == .idle)
        t.start()
        t.start()
        t.resume()
        #expect(t.state == .running)
        t.cancel()
        t.pause()
        t.resume()
        t.finish()
        #expect(t.state == .cancelled)
    }

    @Test func callbacksRunInOrder() {
        let rig = Rig()
        let log = Log()
        let t = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine) { _ in }
        t.delay = 0.1
        t.onStart { log.add("start") }.onUpdate { log.add("update \($0)") }.onComplete { log.add("complete \($0)") }
        t.start()
        rig.driver.advance(by: 0.6)
        rig.driver.advance(by: 1)
        #expect(log.events == ["update 0.0", "start", "update 0.5", "update 1.0", "complete finished"])
    }

    @Test func zeroDurationCompletesOnTheNextFrameAtTheEnd() {
        let rig = Rig()
        let gauge = Gauge()
        let log = Log()
        let t = Tween(gauge, \.level, from: 1, to: 9, duration: 0, engine: rig.engine).onComplete {
            log.results.append($0)
        }
        t.start()
        #expect(log.results.isEmpty)
        rig.driver.advance(by: 1.0 / 60)
        #expect(gauge.level == 9 && log.results == [.finished])
    }

    @Test func samplesRenderOfflineWithoutADriver() {
        let rig = Rig()
        let gauge = Gauge()
        let t = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
        #expect(t.samples(framesPerSecond: 4) == [0, 0.25, 0.5, 0.75, 1])
        let k = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        k.autoreverses = true
        #expect(k.samples(framesPerSecond: 2) == [0, 5, 10, 5, 0])
        #expect(gauge.level == 0, "sampling writes nothing")
        #expect(!rig.driver.isRunning)
    }
}
