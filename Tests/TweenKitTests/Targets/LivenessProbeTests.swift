import Foundation
import Testing

@testable import TweenKit

/// The liveness probe, which finds an object nothing else references without asking the runtime for its
/// reference count (what an Objective-C object's liveness rests on): here it is the only check, on every
/// object in turn, and the engine's books are checked after every frame.
@MainActor
@Suite struct LivenessProbeTests {
    /// An object that ends a tween from its own `deinit`, as an app's view controller might.
    final class SelfCancelling {
        var level = 0.0
        var onDeinit: (@MainActor () -> Void)?
        deinit {
            let body = onDeinit
            MainActor.assumeIsolated { body?() }
        }
    }

    func probingRig() -> Rig {
        let rig = Rig()
        rig.engine.probesEveryObject = true
        return rig
    }

    @Test func aDroppedTargetIsLetGoAndItsTweenCancelled() {
        let rig = probingRig()
        var gauge: Gauge? = Gauge()
        let watched = WeakBox(gauge)
        let t = Tween(gauge!, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        t.start()
        rig.driver.advance(by: 0.25)
        #expect(gauge?.level == 2.5, "a live target plays on through the probes")
        gauge = nil
        rig.driver.advance(by: 0.1)
        #expect(t.state == .cancelled)
        #expect(watched.object == nil)
        #expect(rig.engine.inconsistencies().isEmpty)
    }

    @Test func aHeldTargetKeepsItsTweensAndTheirClaimsThroughEveryProbe() {
        let rig = probingRig()
        let gauge = Gauge()
        let level = Tween(gauge, \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        let count = Tween(gauge, \.observed, from: 0, to: 4, duration: 1, engine: rig.engine)
        level.start()
        count.start()
        for _ in 0..<9 {
            rig.driver.advance(by: 0.1)
            #expect(rig.engine.inconsistencies().isEmpty)
            #expect(level.claimedObject == ObjectIdentifier(gauge) && count.claimedObject == ObjectIdentifier(gauge))
        }
        rig.driver.advance(by: 0.3)
        #expect(level.state == .finished && count.state == .finished)
        #expect(gauge.level == 10 && gauge.observed == 4)
    }

    @Test func aTargetWhoseDeinitEndsItsTweenGoesCleanly() {
        let rig = probingRig()
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
        rig.driver.advance(by: 0.1)
        #expect(watched.object == nil)
        #expect(log.results == [.cancelled], "completed once, by whichever came first")
        #expect(rig.engine.inconsistencies().isEmpty)
        rig.driver.advance(by: 1)
        #expect(!rig.driver.isRunning)
    }

    /// One object a frame, in turn: a probed object that stays goes to the back of the table, so an
    /// object is probed within two rounds.
    @Test func aDroppedNSObjectAmongManyIsFoundWithinTwoRoundsOfProbes() {
        let rig = probingRig()
        let kept = (0..<20).map { _ in Meter() }
        for meter in kept { Tween(meter, \.level, from: 0, to: 1, duration: 10, engine: rig.engine).start() }
        var dropped: Meter? = Meter()
        let watched = WeakBox(dropped)
        let t = Tween(dropped!, \.level, from: 0, to: 1, duration: 10, engine: rig.engine)
        t.start()
        dropped = nil
        var frames = 0
        while t.state != .cancelled && frames < 60 {
            rig.driver.advance(by: 0.01)
            frames += 1
            #expect(rig.engine.inconsistencies().isEmpty)
        }
        #expect(t.state == .cancelled && frames <= 2 * 21 + 1 && watched.object == nil)
        #expect(rig.engine.activeCount == 20 && kept.allSatisfy { $0.level > 0 })
    }
}
