import Testing
import TweenKit

@MainActor @Suite struct LifecycleTests {
    @Test func theBackgroundPausesRunningTweensAndTheForegroundPlaysThemOnFromThere() {
        let rig = Rig()
        let gauge = Gauge()
        let log = Log()
        let t = Tween(gauge, \.level, from: 0, to: 100, duration: 2, engine: rig.engine)
        t.onComplete { log.results.append($0) }
        t.start()
        rig.driver.advance(by: 0.5)
        rig.engine.enterBackground()
        #expect(t.state == .paused && rig.engine.isInBackground)
        rig.driver.advance(by: 60)  // the app sat in the background for a minute
        #expect(gauge.level == 25 && log.results.isEmpty, "no early completion, no jump")
        rig.engine.enterForeground()
        #expect(t.state == .running)
        rig.driver.advance(by: 0.5)
        #expect(gauge.level == 50)
    }

    @Test func aTweenTheUserPausedStaysPausedAfterTheForeground() {
        let rig = Rig()
        let a = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
        let b = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
        a.start()
        b.start()
        a.pause()
        rig.engine.enterBackground()
        rig.engine.enterForeground()
        #expect(a.state == .paused && b.state == .running)
    }

    @Test func theFinishPolicyCompletesRunningTweensAtTheirEnd() {
        let rig = Rig()
        rig.engine.backgroundPolicy = .finish
        let gauge = Gauge()
        let log = Log()
        let show = TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            Tween(gauge, \.level, from: 10, to: 20, duration: 1, engine: rig.engine)
        }
        show.onComplete { log.results.append($0) }
        show.start()
        rig.driver.advance(by: 0.5)
        rig.engine.enterBackground()
        #expect(gauge.level == 20 && log.results == [.finished])
    }

    @Test func startingInTheBackgroundIsPausedOnTheWayBackOnlyIfRunningThen() {
        let rig = Rig()
        rig.engine.enterBackground()
        rig.engine.enterBackground()  // twice is harmless
        let t = Tween(from: 0.0, to: 1.0, duration: 1, engine: rig.engine)
        t.start()
        rig.engine.enterForeground()
        rig.engine.enterForeground()
        #expect(t.state == .running && !rig.engine.isInBackground)
    }

    /// Started, or resumed, while the app is in the background, a tween is held there under `.pause` (showing
    /// where it is) and plays on from there on the return; under `.finish` it completes at its end at once.
    @Test func aTweenStartedOrResumedInTheBackgroundFollowsThePolicyToo() {
        for resumed in [false, true] {
            let rig = Rig()
            var shown: [Double] = []
            let t = Tween(from: 0.0, to: 8.0, duration: 1, engine: rig.engine) { shown.append($0) }
            if resumed {
                t.start()
                rig.driver.advance(by: 0.25)
                t.pause()
                rig.engine.enterBackground()
                t.resume()
            } else {
                rig.engine.enterBackground()
                t.start()
            }
            rig.driver.advance(by: 0.5)
            #expect(t.state == .paused && shown.last == (resumed ? 2 : 0), "held in the background: \(shown)")
            rig.engine.enterForeground()
            rig.driver.advance(by: 0.25)
            #expect(t.state == .running && shown.last == (resumed ? 4 : 2), "plays on from there: \(shown)")
        }
        let rig = Rig()
        rig.engine.backgroundPolicy = .finish
        rig.engine.enterBackground()
        let log = Log()
        var shown: [Double] = []
        Tween(from: 0.0, to: 8.0, duration: 1, engine: rig.engine) { shown.append($0) }
            .onComplete { log.results.append($0) }.start()
        #expect(shown.last == 8 && log.results == [.finished])
        // Played again, from its start or from a label, in the background: held too.
        for way in ["restart", "play(from:)"] {
            let rig = Rig()
            let gauge = Gauge()
            let show = TweenSequence(engine: rig.engine) {
                Tween(gauge, \.level, from: 0, to: 4, duration: 1, engine: rig.engine)
                TimelineLabel("late")
                Tween(gauge, \.level, from: 4, to: 8, duration: 1, engine: rig.engine)
            }
            show.start()
            rig.driver.advance(by: 0.5)
            rig.engine.enterBackground()
            if way == "restart" { show.restart() } else { try? show.play(from: "late") }
            rig.driver.advance(by: 0.25)
            #expect(show.state == .paused && gauge.level == (way == "restart" ? 0 : 4), "\(way): \(gauge.level)")
            rig.engine.enterForeground()
            rig.driver.advance(by: 0.25)
            #expect(gauge.level == (way == "restart" ? 1 : 5), "\(way) plays on from there: \(gauge.level)")
        }
    }

    @Test func reduceMotionFinishesDecorativeTweensAtOnceAndLeavesTheOthers() {
        let rig = Rig()
        rig.engine.reducesMotion = true
        let gauge = Gauge()
        let log = Log()
        let pulse = Tween(gauge, \.level, from: 1, to: 1.2, duration: 0.3, engine: rig.engine)
        pulse.isDecorative = true
        pulse.onStart { log.add("start") }.onComplete { log.results.append($0) }
        pulse.start()
        #expect(gauge.level == 1.2 && pulse.state == .finished && log.events == ["start"] && log.results == [.finished])
        var count = 0.0
        let informative = Tween(from: 0.0, to: 100.0, duration: 1, engine: rig.engine) { count = $0 }
        informative.start()
        rig.driver.advance(by: 0.5)
        #expect(count == 50 && informative.state == .running)
    }

    @Test func theReduceMotionPoliciesAllAndIgnore() {
        let rig = Rig()
        rig.engine.reducesMotion = true
        rig.engine.reduceMotionPolicy = .finishAll
        var value = 0.0
        Tween(from: 0.0, to: 7.0, duration: 1, engine: rig.engine) { value = $0 }.start()
        #expect(value == 7)
        rig.engine.reduceMotionPolicy = .ignore
        let decorative = Tween(from: 0.0, to: 7.0, duration: 1, engine: rig.engine) { value = $0 }
        decorative.isDecorative = true
        decorative.start()
        #expect(value == 0 && decorative.state == .running)
        rig.engine.reducesMotion = false
        rig.engine.reduceMotionPolicy = .finishAll
        let later = Tween(from: 0.0, to: 7.0, duration: 1, engine: rig.engine) { value = $0 }
        later.start()
        #expect(later.state == .running, "the policy applies only while Reduce Motion is on")
    }

    @Test func aDecorativeTweenWithBadInputStillFailsRatherThanJumping() {
        let rig = Rig()
        rig.engine.reducesMotion = true
        var writes = 0
        let t = Tween(from: 0.0, to: .nan, duration: 1, engine: rig.engine) { _ in writes += 1 }
        t.isDecorative = true
        let log = Log()
        t.onComplete { log.results.append($0) }
        t.start()
        #expect(writes == 0 && log.results == [.failed(.nonFiniteValue(name: "to", description: "nan"))])
    }
}
