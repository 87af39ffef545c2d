import Testing
import TweenKit

@MainActor @Suite struct BadInputTests {
    /// Each bad parameter: the tween never runs, writes nothing and fails naming the parameter and value.
    // Each test below runs its cases in a loop (a line each in the test log would bury the summary), and
    // its failures name the case.
    @Test func badTimingFailsTheTween() {
        let cases: [(String, Double)] = [
            ("duration", -1.0), ("duration", .nan), ("duration", .infinity),
            ("delay", -0.5), ("delay", .infinity), ("speed", -2), ("speed", .nan), ("repeatCount", -1),
            ("repeatCount", .nan),
        ]
        for (parameter, value) in cases { badTimingFailsTheTween(parameter: parameter, value: value) }
    }

    func badTimingFailsTheTween(parameter: String, value: Double) {
        let rig = Rig()
        let gauge = Gauge()
        let log = Log()
        let t = Tween(gauge, \.level, from: 1, to: 2, duration: parameter == "duration" ? value : 1, engine: rig.engine)
        if parameter == "delay" { t.delay = value }
        if parameter == "speed" { t.speed = value }
        if parameter == "repeatCount" { t.repeatCount = value }
        t.onComplete { log.results.append($0) }
        t.start()
        rig.driver.advance(by: 0.5)
        let named = "\(parameter) \(value)"
        #expect(gauge.level == 0, "\(named): nothing written")
        #expect(t.state == .failed, "\(named)")
        guard case .failed(.invalidParameter(let name, let got, _))? = log.results.first else {
            Issue.record("\(named): expected an invalidParameter failure, got \(log.results)")
            return
        }
        #expect(name == parameter, "\(named)")
        #expect(got == value || (got.isNaN && value.isNaN), "\(named)")
        #expect(log.results.count == 1, "\(named)")
    }

    /// Each timing value, good or bad, alone: a tween starts exactly when it is finite and not negative
    /// (a repeat count may also be infinite).
    @Test func startsExactlyWhenEveryTimingValueIsGood() {
        let rig = Rig()
        var mismatches: [String] = []
        for parameter in ["duration", "delay", "repeatCount", "speed"] {
            for value in [Double.nan, -.infinity, -1, -0.0, 0, 0.5, .infinity] {
                let good = parameter == "repeatCount" ? value >= 0 : value.isFinite && value >= 0
                let t = Tween(from: 0.0, to: 1.0, duration: parameter == "duration" ? value : 1, engine: rig.engine)
                if parameter == "delay" { t.delay = value }
                if parameter == "repeatCount" { t.repeatCount = value }
                if parameter == "speed" { t.speed = value }
                t.start()
                if (t.state != .failed) != good { mismatches.append("\(parameter) \(value)") }
                t.cancel()
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func nonFiniteEndsFailTheTween() {
        for (from, to, name) in [(Double.nan, 1.0, "from"), (0, .infinity, "to"), (-.infinity, 0, "from")] {
            nonFiniteEndsFailTheTween(from: from, to: to, name: name)
        }
    }

    func nonFiniteEndsFailTheTween(from: Double, to: Double, name: String) {
        let rig = Rig()
        var writes = 0
        let log = Log()
        Tween(from: from, to: to, duration: 1, engine: rig.engine) { _ in writes += 1 }
            .onComplete { log.results.append($0) }
            .start()
        #expect(writes == 0, "from \(from) to \(to)")
        guard case .failed(.nonFiniteValue(let n, _))? = log.results.first else {
            Issue.record("from \(from) to \(to): \(log.results)")
            return
        }
        #expect(n == name, "from \(from) to \(to)")
    }

    @Test func aNonFinitePropertyValueIsNotTweenedFrom() {
        let rig = Rig()
        let gauge = Gauge()
        gauge.level = .nan
        let log = Log()
        Tween(gauge, \.level, to: 1, duration: 1, engine: rig.engine).onComplete { log.results.append($0) }.start()
        #expect(log.results == [.failed(.nonFiniteValue(name: "from", description: "nan"))])
        #expect(gauge.level.isNaN, "left as it was")
    }

    @Test func anInvalidSpeedWhileRunningFailsWithoutWriting() {
        let rig = Rig()
        let gauge = Gauge()
        let log = Log()
        let t = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine).onComplete {
            log.results.append($0)
        }
        t.start()
        rig.driver.advance(by: 0.5)
        t.speed = .infinity
        rig.driver.advance(by: 0.1)
        #expect(gauge.level == 5)
        #expect(
            log.results == [
                .failed(.invalidParameter(name: "speed", value: .infinity, expected: "finite and not negative"))
            ])
    }

    /// A bad repeat count, delay or rest given to a tween or timeline that has started (delayed, running or
    /// paused) fails it then, naming the parameter: it writes nothing more, completes once and does not play on.
    @Test func badTimingGivenWhilePlayingFailsAtOnceWritingNothingMore() {
        let cases: [(String, Double)] = [
            ("repeatCount", -3), ("repeatCount", .nan), ("delay", .nan), ("delay", -1), ("repeatDelay", .infinity),
            ("repeatDelay", -5),
        ]
        let moments = ["delayed", "running", "paused"]
        for (parameter, value) in cases {
            for moment in moments {
                for timeline in [false, true] {
                    let rig = Rig()
                    let gauge = Gauge()
                    let log = Log()
                    let tween = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
                    let playing: Playable = timeline ? TweenSequence(engine: rig.engine) { tween } : tween
                    playing.onComplete { log.results.append($0) }
                    if moment == "delayed" { playing.delay = 1 }
                    playing.start()
                    rig.driver.advance(by: 0.5)
                    if moment == "paused" { playing.pause() }
                    let shown = gauge.level
                    switch parameter {
                    case "repeatCount": playing.repeatCount = value
                    case "delay": playing.delay = value
                    default: playing.repeatDelay = value
                    }
                    for _ in 0..<10 { rig.driver.advance(by: 0.5) }
                    playing.resume()
                    rig.driver.advance(by: 0.5)
                    let named = "\(parameter) \(value), \(moment)\(timeline ? ", a sequence" : "")"
                    #expect(gauge.level == shown, "\(named): nothing more written")
                    #expect(playing.state == .failed && rig.engine.activeCount == 0, "\(named)")
                    guard log.results.count == 1, case .failed(.invalidParameter(let name, _, _)) = log.results[0]
                    else {
                        Issue.record("\(named): expected one invalidParameter failure, got \(log.results)")
                        continue
                    }
                    #expect(name == parameter, "\(named)")
                }
            }
        }
    }

    /// A custom curve that gives NaN or an infinity part-way: the frame that would write a non-finite value fails the tween (a step's whole sequence) instead, naming the
    /// value; the property keeps the last finite value, and it completes once. Also when `finish()` gets there.
    @Test func aValueThatComesOutNonFiniteFailsTheTweenAndIsNotWritten() {
        let curves: [(String, TimingCurve, Double, Double)] = [
            ("NaN curve", .custom { $0 > 0.3 ? .nan : $0 }, 0, 10),
            ("infinite curve", .custom { $0 > 0.3 ? .infinity : $0 }, 0, 10),
        ]
        for (name, curve, from, to) in curves {
            for form in ["alone", "a step", "finished"] {
                let rig = Rig()
                let gauge = Gauge()
                let log = Log()
                var written: [Double] = []
                let tween = Tween(gauge, \.level, from: from, to: to, duration: 1, curve: curve, engine: rig.engine)
                    .onUpdate { written.append($0) }
                let playing: Playable = form == "a step" ? TweenSequence(engine: rig.engine) { tween } : tween
                playing.onComplete { log.results.append($0) }
                playing.start()
                if form == "finished" { playing.finish() }
                for _ in 0..<12 { rig.driver.advance(by: 0.1) }
                let named = "\(name), \(form)"
                #expect(written.allSatisfy(\.isFinite) && gauge.level.isFinite, "\(named): \(written)")
                #expect(playing.state == .failed && log.results.count == 1, "\(named): \(log.results)")
                if case .failed(.nonFiniteValue(let what, _))? = log.results.first {
                    #expect(what.hasPrefix("the value at progress"), "\(named): \(what)")
                } else {
                    Issue.record("\(named): expected a nonFiniteValue failure, got \(log.results)")
                }
            }
        }
    }

    @Test func errorsDescribeThemselves() {
        #expect(
            TweenError.invalidParameter(name: "duration", value: -1, expected: "finite and not negative").description
                == "duration must be finite and not negative, got -1")
        #expect(
            TweenError.targetDeallocated.description == "the target object was deallocated before the tween started")
        #expect(TweenError.invalidKeyTimes([0, 0.7, 0.5]).description.contains("[0.0, 0.7, 0.5]"))
    }

    @Test func seekToNaNIsTheStart() {
        let rig = Rig()
        var last = -1.0
        let t = Tween(from: 3.0, to: 4.0, duration: 1, engine: rig.engine) { last = $0 }
        t.start()
        t.seek(to: .nan)
        #expect(last == 3)
    }
}
