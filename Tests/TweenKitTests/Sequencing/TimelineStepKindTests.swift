import Testing
import TweenKit

/// Steps other than linear tweens, waits and calls (springs, flicks, keyframes, eased curves) follow the same
/// rules: a function of time (V1), starting from what the rules say (V4).
@MainActor @Suite(.tags(.timeline)) struct TimelineStepKindTests {
    /// V4: a spring step without `from` starts from the value its property shows when it begins, lasts its settling
    /// time, and lands exactly on `to`; one that autoreverses shows the same value at the same content time on both
    /// passes.
    @Test func aSpringStepStartsWhereTheRulesSayAndRetracesItsPath() throws {
        let (rig, e, g) = stage()
        let spring = try Spring(duration: 0.5, bounce: 0)
        let settle = spring.settlingDuration
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            Tween(g, \.level, to: 0, spring: spring, engine: e)
        }
        #expect(near(root.duration, 1 + settle))
        root.seek(toTime: 1.0001)
        #expect(near(g.level, 100, 0.5))
        root.start()
        rig.to(1 + settle + 0.5)
        #expect(g.level == 0 && root.state == .finished)

        let bouncy = try Spring(duration: 0.4, bounce: 0.3)
        let step = Tween(g, \.level, from: 0, to: 100, spring: bouncy, engine: e).timed(autoreverses: true)
        let back = TweenSequence(engine: e) { step }
        let d = step.duration
        back.seek(toTime: d * 0.3)
        let forward = g.level
        back.seek(toTime: d * 1.7)
        #expect(near(g.level, forward, 1e-6))
        back.seek(toTime: 2 * d)
        #expect(near(g.level, 0, 1e-9))
    }

    /// V4 applies to steps without a start: a flick made with no `from` takes its property's value when it is made
    /// (its end and length follow from it), so in a sequence it starts there, not where the step before left it.
    @Test func aDecayStepWithoutFromStartsFromTheValueWhenItWasMade() {
        let (rig, e, g) = stage()
        let flick = Tween<Double>(g, \.level, velocity: 500, engine: e)
        TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            flick
        }.start()
        for t in [0.5, 1.0, 1.001] { rig.to(t) }
        #expect(flick.from == 0 && near(g.level, 0.5, 0.01))
    }

    /// V1 + V2: a keyframe step shows its keyframe at its local time whichever way the playhead got there, and
    /// start() plays from where a seek put it (C1).
    @Test func aKeyframeStepIsAFunctionOfTime() throws {
        let (rig, e, g) = stage()
        let keys = try KeyframeTween(g, \.level, values: [0.0, 50, 20], duration: 1, engine: e)
        let root = TweenSequence(engine: e) {
            level(g, from: 0, to: 100, 1, e)
            keys
        }.timed(repeats: 2)
        for (time, value) in [(3.5, 50.0), (1.75, 35), (0.5, 50)] {
            root.seek(toTime: time)
            #expect(near(g.level, value), "at \(time)")
        }
        root.start()
        rig.to(1.25)
        #expect(near(g.level, 35))
        rig.to(3.0)
        #expect(near(g.level, 50))
    }

    /// A tree three deep with `to:` chains, an eased step, overlaps, delays, speeds, repeats, autoreverse and rests
    /// at every level.
    static func tree(_ e: TweenEngine, _ g: Gauge, _ h: Gauge) -> TweenSequence {
        let innermost = TweenSequence(engine: e) {
            Tween(g, \.level, to: 30, duration: 0.3, curve: .easeInOutCubic, engine: e)
            Tween(g, \.level, to: -10, duration: 0.4, engine: e).at(.end - 0.15)
            Tween(h, \.observed, to: 3, duration: 0.2, engine: e).timed(delay: 0.05, repeats: 2, autoreverses: true)
        }.timed(delay: 0.1, repeats: 2, rest: 0.05, speed: 1.3)
        let middle = TweenGroup(engine: e) {
            Tween(g, \.level, to: 10, duration: 0.5, engine: e)
            innermost.at(0.2)
            Tween(h, \.level, from: 1, to: 2, duration: 0.3, engine: e).timed(delay: 0.2).at(0.1)
        }.timed(repeats: 1.5, autoreverses: true, rest: 0.1, speed: 2)
        return TweenSequence(engine: e) {
            Tween(g, \.level, to: 50, duration: 0.4, engine: e)
            middle
            Tween(h, \.observed, to: 8, duration: 0.4, engine: e).at(.end - 0.3)
            Tween(g, \.level, to: 0, duration: 0.5, engine: e).at(.withPrevious + 0.1)
        }.timed(delay: 0.2, repeats: 2, rest: 0.3, speed: 1.5)
    }

    /// V1 + V4: at every frame of a played deep tree with an eased step, a fresh copy sought to the same time shows
    /// the same values, and a third sought straight to the end shows the end.
    @Test func aDeepTreeSoughtAnywhereShowsWhatPlayingShows() {
        let rig = Rig()
        let e = rig.engine
        let (g, h, g2, h2, g3, h3) = (Gauge(), Gauge(), Gauge(), Gauge(), Gauge(), Gauge())
        for gauge in [g, g2, g3] { gauge.level = 7 }
        for gauge in [h, h2, h3] { gauge.observed = -2 }
        let played = Self.tree(e, g, h)
        let sought = Self.tree(e, g2, h2)
        played.start()
        var mismatches: [String] = []
        var frames = 0
        while played.state != .finished && frames < 2000 {
            rig.driver.advance(by: 1.0 / 47)
            frames += 1
            sought.seek(toTime: played.time)
            for (name, a, b) in [("g", g.level, g2.level), ("h", h.level, h2.level), ("h.o", h.observed, h2.observed)]
            where !near(a, b, 1e-9) {
                mismatches.append("t=\(played.time) \(name): played \(a) sought \(b)")
            }
        }
        #expect(played.state == .finished && mismatches.isEmpty, "\(mismatches.prefix(5))")
        Self.tree(e, g3, h3).seek(to: 1)  // V4's start values do not depend on the path
        #expect(near(g3.level, g.level, 1e-9) && near(h3.observed, h.observed, 1e-9) && near(h3.level, h.level, 1e-9))
    }
}
