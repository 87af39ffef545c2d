import Testing
import TweenKit

/// Scrubbing by hand, with a manual clock: directly, smoothed on a spring, and handed back to playback.
@MainActor @Suite(.tags(.timeline)) struct ScrubTests {
    /// C3, C1, C5: a scrub holds the playhead where the hand puts it (playback does not fight it) and play() hands
    /// back from there; an idle timeline scrubbed then played starts there; play() turns a reversed one forward and
    /// replays a finished one scrubbed back (at its end it stays finished).
    @Test(arguments: [
        [Play.start, .by(0.2), .scrub(0.75), .by(1), .scrub(0.25), .play, .by(0.25)],
        [.scrub(0.5), .play, .by(0.5)],
        [.start, .by(1), .reverse, .by(0.5), .play, .by(0.25), .by(2), .play, .scrub(0.5), .play, .by(0.5)],
    ])
    func scrubbingByHand(_ play: [Play]) {
        ModelRow("scrubbed by hand", seq(tween(.a, from: 0, to: 100, 1), tween(.a, to: 200, 1)), play).check()
    }

    func makeShow(_ rig: Rig, _ gauge: Gauge) -> TweenSequence {
        TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, from: 0, to: 100, duration: 1, engine: rig.engine)
            Tween(gauge, \.level, to: 200, duration: 1, engine: rig.engine)
        }
    }

    @Test func smoothingEasesTowardTheTargetWithoutOvershootAndLandsOnIt() {
        let rig = Rig()
        let gauge = Gauge()
        let show = makeShow(rig, gauge)
        show.scrub(to: 0.5, smoothing: 0.5)
        #expect(show.isScrubbing && gauge.level == 0)
        var last = 0.0
        for _ in 0..<24 {  // 0.48 s
            rig.driver.advance(by: 0.02)
            #expect(gauge.level >= last && gauge.level <= 100, "critically damped: no overshoot")
            last = gauge.level
        }
        #expect(last > 95, "nearly there by the smoothing time")
        rig.driver.advance(by: 0.1)
        #expect(gauge.level == 100 && !show.isScrubbing && show.state == .idle)
        show.start()  // C1: an idle root plays from where the scrub put it
        rig.driver.advance(by: 0.5)
        #expect(abs(gauge.level - 150) < 1e-9)
    }

    @Test func aNewTargetMidWayCarriesTheMotionOn() {
        let rig = Rig()
        let gauge = Gauge()
        let show = makeShow(rig, gauge)
        show.scrub(to: 1, smoothing: 1)
        rig.driver.advance(by: 0.2)
        let before = show.progress
        rig.driver.advance(by: 0.001)
        let speedBefore = (show.progress - before) / 0.001
        show.scrub(to: 0.9, smoothing: 1)
        let at = show.progress
        rig.driver.advance(by: 0.001)
        let speedAfter = (show.progress - at) / 0.001
        #expect(speedBefore > 0.5)
        #expect(abs(speedAfter - speedBefore) < 0.02 * speedBefore, "\(speedBefore) then \(speedAfter)")
        rig.driver.advance(by: 3)
        #expect(abs(show.progress - 0.9) < 1e-12)
    }

    /// The scrub's documentation: any other control ends a smoothed scrub, and acts from where it had eased to.
    @Test(arguments: ["seek", "resume", "finish", "restart", "cancel"]) func anyControlEndsASmoothedScrub(
        _ control: String
    ) {
        let rig = Rig()
        let gauge = Gauge()
        let show = TweenSequence(engine: rig.engine) {
            Tween(gauge, \.level, from: 0, to: 100, duration: 4, engine: rig.engine)
        }
        show.start()
        rig.driver.advance(to: 0.1)
        show.scrub(to: 1, smoothing: 0.5)
        rig.driver.advance(to: 0.2)
        #expect(show.isScrubbing && gauge.level > 2.5)
        let eased = gauge.level
        switch control {
        case "seek": show.seek(to: 0.2)
        case "resume": show.resume()
        case "finish": show.finish()
        case "restart": show.restart()
        default: show.cancel()
        }
        #expect(!show.isScrubbing)
        for i in 1...30 { rig.driver.advance(to: 0.2 + Double(i) / 30) }
        let (state, level): (TweenState, Double) =
            switch control {
            case "seek": (.paused, 20)
            case "resume": (.running, eased + 25)
            case "finish": (.finished, 100)
            case "restart": (.running, 25)
            default: (.cancelled, eased)
            }
        #expect(
            !show.isScrubbing && show.state == state && abs(gauge.level - level) < 1e-9, "\(control): \(gauge.level)")
    }

    /// A smoothed scrub runs no calls on its way (E2), and play() hands back from where it is.
    @Test func aSmoothedScrubRunsNoCallsAndPlayHandsBack() {
        let rig = Rig()
        let log = Log()
        let root = TweenSequence(engine: rig.engine) {
            Wait(0.5, engine: rig.engine)
            Call(engine: rig.engine) { log.add("c") }
            Wait(0.5, engine: rig.engine)
            Call(engine: rig.engine) { log.add("end") }
        }
        root.start()
        rig.driver.advance(to: 0.1)
        root.scrub(to: 0.8, smoothing: 0.2)
        rig.driver.run(for: 1)
        #expect(log.events.isEmpty && root.state == .paused)
        root.play()
        rig.driver.run(for: 0.5)
        #expect(log.events == ["end"] && root.state == .finished)
    }

    /// C9 + C3: a smoothed scrub made from a call pauses the root at that moment; the next call of that moment does
    /// not run; the spring then moves the playhead quietly (E2).
    @Test func aSmoothedScrubFromACallHoldsTheRootAndRunsNothingLaterThatFrame() {
        let (rig, e, g) = stage()
        let trace = Trace()
        let box = RootBox()
        var once = true
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Call(engine: e) {
                trace.mark("x")
                if once {
                    once = false
                    box.root?.scrub(to: 0.9, smoothing: 0.2)
                }
            }.at(0.5)
            Call(engine: e, trace.call("y")).at(0.5)
            Call(engine: e, trace.call("z")).at(0.7)
        }
        box.root = root
        root.start()
        rig.to(0.25)
        rig.to(0.75)
        #expect(root.state == .paused && trace.log == ["x"])
        for i in 1...60 { rig.to(0.75 + Double(i) / 60) }
        #expect(root.state == .paused && near(g.level, 90, 0.1) && trace.log == ["x"])
    }

    /// C3: a finished root is shown where a smoothed scrub puts it and stays finished.
    @Test func aSmoothedScrubOfAFinishedRootShowsThereAndStaysFinished() {
        let (rig, e, g) = stage()
        let root = TweenSequence(engine: e) { level(g, from: 0, to: 100, 1, e) }
        root.start()
        rig.to(1.5)
        root.scrub(to: 0.3, smoothing: 0.2)
        for i in 1...60 { rig.to(1.5 + Double(i) / 60) }
        #expect(root.state == .finished && near(g.level, 30, 0.1))
    }

    /// P2: a smoothed scrub does not write back a property a tween took over; it goes on easing the root's others.
    @Test func aSmoothedScrubDoesNotWriteAPropertyATweenTookOver() {
        let (rig, e, g) = stage()
        let root = TweenGroup(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            observed(g, from: 0, to: 100, 1, e)
        }
        root.start()
        rig.to(0.1)
        root.scrub(to: 0.9, smoothing: 0.5)
        rig.driver.advance(by: 0.05)
        level(g, from: -1, to: -1, 5, e).start()
        rig.run(1)
        #expect(g.level == -1 && near(g.observed, 90, 1))
    }

    @Test func badScrubInputChangesNothing() {
        let rig = Rig()
        let gauge = Gauge()
        let show = makeShow(rig, gauge)
        show.start()
        rig.driver.advance(by: 0.5)
        show.scrub(to: .nan)
        show.scrub(to: 0.5, smoothing: -1)
        show.scrub(to: 0.5, smoothing: .infinity)
        #expect(show.state == .running && gauge.level == 50 && !show.isScrubbing)
        show.steps[1].scrub(to: 1)  // a step belongs to its timeline
        #expect(gauge.level == 50 && show.steps[1].state == .idle)
    }

}
