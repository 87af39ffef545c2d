import Foundation
import Testing
import TweenKit

/// Flicks: the decay's closed form against an integration of its equation, its projection against the
/// per-millisecond sum, and tweens that decay, bounce off bounds and refuse bad input.
@MainActor @Suite struct DecayTests {
    /// x′ = v, v′ = −k·v integrated with Runge–Kutta steps of 0.1 ms.
    static func integrate(from x0: Double, velocity v0: Double, k: Double, until time: Double) -> (Double, Double) {
        var (x, v) = (x0, v0)
        let steps = Int((time / 1e-4).rounded())
        let h = time / Double(steps)
        for _ in 0..<steps {
            let (k1x, k1v) = (v, -k * v)
            let (k2x, k2v) = (v + h / 2 * k1v, -k * (v + h / 2 * k1v))
            let (k3x, k3v) = (v + h / 2 * k2v, -k * (v + h / 2 * k2v))
            let (k4x, k4v) = (v + h * k3v, -k * (v + h * k3v))
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }

    // Each test below runs its cases in a loop (a line each in the test log would bury the summary), and
    // its failures name the case.
    @Test func theClosedFormIsTheDecayEquation() {
        for decay in [Decay.normal, Decay.fast] {
            for time in [0.05, 0.3, 1.2] {
                let (x, v) = Self.integrate(from: 100, velocity: -1500, k: decay.decayConstant, until: time)
                #expect(abs(decay.position(from: 100.0, velocity: -1500, at: time) - x) < 1e-7, "\(decay) at \(time)")
                #expect(abs(decay.velocity(-1500.0, at: time) - v) < 1e-7, "\(decay) at \(time)")
            }
        }
    }

    @Test func itProjectsWhereAScrollViewWouldStop() {
        for decay in [Decay.normal, Decay.fast] { itProjectsWhereAScrollViewWouldStop(decay: decay) }
    }

    func itProjectsWhereAScrollViewWouldStop(decay: Decay) {
        // The per-millisecond sum: v/1000 · r/(1 − r).
        let v = 2_000.0
        let summed = v / 1000 * decay.rate / (1 - decay.rate)
        let projected = decay.projectedEnd(from: 0.0, velocity: v)
        #expect(abs(projected - summed) < 6e-3 * summed, "\(decay): \(projected) vs \(summed)")
        #expect(abs(decay.position(from: 0.0, velocity: v, at: 60) - projected) < 1e-9, "\(decay): the limit")
        #expect(abs(decay.velocity(v, at: decay.duration(velocity: v)) - decay.threshold) < 1e-9, "\(decay)")
    }

    @Test func aFlickTweenFollowsTheDecayAndStopsExactlyWhereItSays() {
        let rig = Rig()
        var shown: [Double] = []
        let flick = Tween(from: 0, velocity: 1_200, decay: .normal, engine: rig.engine) { shown.append($0) }
        let duration = Decay.normal.duration(velocity: 1_200.0)
        #expect(flick.duration == duration)
        flick.start()
        rig.driver.run(for: 0.25)
        #expect(abs(shown.last! - Decay.normal.position(from: 0.0, velocity: 1_200, at: 0.25)) < 1e-9)
        #expect(abs(flick.velocity - Decay.normal.velocity(1_200.0, at: 0.25)) < 1e-3)
        rig.driver.run(for: duration)
        #expect(flick.state == .finished && shown.last == flick.to)
        let gap = Decay.normal.projectedEnd(from: 0.0, velocity: 1_200) - flick.to
        #expect(gap > 0 && gap <= Decay.normal.threshold / Decay.normal.decayConstant + 1e-9, "a hair short")
    }

    @Test func aPointKeepsItsDirection() {
        let flick = Tween(from: CGPoint(x: 10, y: 10), velocity: CGPoint(x: 300, y: -400), decay: .fast)
        let end = flick.to
        #expect(abs((end.x - 10) / (end.y - 10) - (-0.75)) < 1e-12)
        #expect(flick.duration == Decay.fast.duration(velocity: CGPoint(x: 300, y: -400)))
    }

    @Test func aSlowFlickEndsWhereItIs() {
        let rig = Rig()
        let flick = Tween(from: 5, velocity: 0.5, decay: .normal, engine: rig.engine)
        flick.start()
        rig.driver.advance(by: 0.01)
        #expect(flick.state == .finished && flick.value == 5)
    }

    @Test func aFlickPastABoundBouncesBackOntoIt() throws {
        let rig = Rig()
        var shown: [Double] = []
        let flick = Tween(from: 0, velocity: 3_000, decay: .normal, bounds: -100...400, engine: rig.engine) {
            shown.append($0)
        }
        flick.start()
        rig.driver.run(for: flick.duration + 0.1)
        #expect(flick.state == .finished && shown.last == 400)
        let peak = shown.max()!
        #expect(peak > 400 && peak < 460, "it overshoots the bound a little, not to the decay's 1,500: \(peak)")
        // Where it crosses, the decay hands the spring its velocity: measure on either side.
        let k = Decay.normal.decayConstant
        let crossing = -log(1 - k * 400 / 3_000) / k
        let h = 1e-4
        let before = (flick.value(atTime: crossing)! - flick.value(atTime: crossing - h)!) / h
        let after = (flick.value(atTime: crossing + h)! - flick.value(atTime: crossing)!) / h
        #expect(abs(before - after) < 2e-3 * before, "\(before) then \(after)")
        #expect(abs(flick.value(atTime: crossing)! - 400) < 1e-9)
    }

    @Test func aFlickThatStopsInsideItsBoundsIsAPlainDecay() {
        let bounded = Tween(from: 0, velocity: 300, decay: .normal, bounds: 0...1_000)
        let free = Tween(from: 0, velocity: 300, decay: .normal)
        #expect(bounded.to == free.to && bounded.duration == free.duration)
        #expect(bounded.value(atTime: 0.2) == free.value(atTime: 0.2))
    }

    @Test func startedOutsideItSpringsBackToTheNearerBound() throws {
        let spring = try Spring(duration: 0.3)
        let flick = Tween(from: -50, velocity: -200, decay: .normal, bounds: 0...100, spring: spring)
        #expect(flick.to == 0)
        #expect(flick.value(atTime: 0) == -50)
        let h = 1e-5
        let start = (flick.value(atTime: h)! - flick.value(atTime: 0)!) / h
        #expect(abs(start + 200) < 1, "it leaves with the velocity it had: \(start)")
        #expect(flick.value(atTime: flick.duration) == 0)
        let stop = Decay.normal.threshold / Decay.normal.decayConstant
        #expect(abs(flick.value(atTime: flick.duration.nextDown)!) <= stop, "settled as closely as a decay stops")
    }

    @Test func aKeyPathFlickStartsFromThePropertyAndClaimsIt() {
        let rig = Rig()
        let gauge = Gauge()
        gauge.level = 20
        let running = Tween(gauge, \.level, to: 80, duration: 1, engine: rig.engine)
        running.start()
        let flick = Tween(gauge, \.level, velocity: 500, decay: .fast, engine: rig.engine)
        #expect(flick.from == 20)
        flick.start()
        #expect(running.state == .cancelled)
        rig.driver.run(for: 2)
        #expect(gauge.level == flick.to && flick.state == .finished)
    }

    @Test func badInputIsRefusedAndWritesNothing() {
        for rate in [0.0, 1.0, -0.5, 1.5, .nan] {
            #expect(throws: TweenError.self) { try Decay(rate: rate) }
        }
        for threshold in [0.0, -1, .infinity, .nan] {
            #expect(throws: TweenError.self) { try Decay(rate: 0.99, threshold: threshold) }
        }
        let rig = Rig()
        var writes = 0
        var results: [TweenResult] = []
        let flicks = [
            Tween(from: 0, velocity: .nan, decay: .normal, engine: rig.engine) { _ in writes += 1 },
            Tween(from: 0, velocity: .infinity, decay: .normal, bounds: 0...1, engine: rig.engine) { _ in writes += 1 },
            Tween(from: 0, velocity: 10, decay: .normal, bounds: 0...Double.infinity, engine: rig.engine) { _ in
                writes += 1
            },
        ]
        for flick in flicks {
            flick.onComplete { results.append($0) }
            flick.start()
        }
        // Finite, but too fast to measure: its square overflows. Said so, not called infinite.
        let tooFast = Tween(from: 0, velocity: 1e200, decay: .normal, engine: rig.engine) { _ in writes += 1 }
        tooFast.onComplete { result in
            if case .failed(let error) = result {
                #expect("\(error)".contains("1e154"))
            } else {
                Issue.record("\(result)")
            }
        }
        tooFast.start()
        rig.driver.run(for: 1)
        #expect(writes == 0)
        #expect(
            results.map { if case .failed(let e) = $0 { "\(e)" } else { "\($0)" } }.allSatisfy {
                $0.contains("velocity") || $0.contains("bounds")
            }, "\(results)")
        #expect(results.count == 3)
    }
}
