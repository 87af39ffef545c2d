import Testing

@testable import TweenKit

/// Seeded random controls on one tween, checked step by step against a small reference model of the
/// timing written here independently: local time advanced by hand, passes counted with a loop.
/// Times, durations and speeds are dyadic, so both sides compute exactly and agree at boundaries.
@MainActor @Suite struct TimingModelTests {
    /// What the tween should be doing: its state, local time, direction and the value last written.
    struct Model {
        let duration: Double, delay: Double, repeats: Int, autoreverses: Bool
        var state: TweenState = .idle
        var local = 0.0
        var speed = 1.0
        var reversed = false
        var stateBeforePause: TweenState = .running
        var shown: Double?  // the value last written (nil: never)
        var pending: Double?  // where a seek put an idle tween: it starts there
        var completions = 0

        var passes: Int { repeats * (autoreverses ? 2 : 1) }
        var end: Double { delay + duration * Double(passes) }

        /// Progress along the current pass at `time`: walk the passes one by one.
        func progress(at time: Double) -> Double {
            if time < delay { return 0 }
            if time >= end { return autoreverses && passes % 2 == 0 ? 0 : 1 }
            var start = delay
            var pass = 0
            while start + duration <= time {
                start += duration
                pass += 1
            }
            let p = (time - start) / duration
            return autoreverses && pass % 2 == 1 ? 1 - p : p
        }

        func value(at time: Double) -> Double { 100 * progress(at: time) }

        mutating func show() { shown = value(at: local) }

        mutating func complete(_ result: TweenState) {
            state = result
            completions += 1
        }

        /// Where time lands it after moving: delayed, running, or past an end.
        mutating func settle(writes: Bool) {
            if reversed && local <= delay {
                local = delay
                shown = value(at: delay)
                complete(.finished)
            } else if !reversed && local >= end {
                local = end
                shown = value(at: end)
                complete(.finished)
            } else if local < delay {
                if state == .running { state = .running } else { state = .delayed }
            } else {
                state = .running
                if writes { show() }
            }
        }

        mutating func frame(_ dt: Double) {
            guard state == .delayed || state == .running else { return }
            local += dt * speed * (reversed ? -1 : 1)
            if state == .delayed && !reversed && local < delay { return }  // no write while delayed
            settle(writes: true)
        }

        mutating func start() {
            guard state == .idle else { return }
            local = pending ?? (reversed ? end : 0)
            pending = nil
            state = local < delay ? .delayed : .running
            show()
            if duration == 0 && state == .running {}  // a zero duration ends on the next frame
        }

        mutating func pause() {
            guard state == .delayed || state == .running else { return }
            stateBeforePause = state
            state = .paused
        }

        mutating func resume() {
            guard state == .paused else { return }
            state = stateBeforePause
        }

        mutating func seek(_ progress: Double) {
            let time = delay + progress * duration * Double(passes)
            switch state {
            case .idle:
                local = time
                pending = time
                show()
            case .delayed, .running:
                local = time
                state = time < delay ? .delayed : .running
                show()
            case .paused:
                local = time
                stateBeforePause = time < delay ? .delayed : .running
                show()
            case .finished:
                local = time
                show()
            default: break
            }
        }

        mutating func reverse() {
            guard !state.isEnded else { return }
            reversed.toggle()
        }

        mutating func finish() {
            guard !state.isEnded else { return }
            local = reversed ? delay : end
            shown = value(at: local)
            complete(.finished)
        }

        mutating func cancel() {
            guard !state.isEnded else { return }
            complete(.cancelled)
        }
    }

    /// One random control or frame (of any length, 0 and very long included), applied to `playable` and to
    /// `model` alike; what it was, for the log.
    static func randomControl(
        on playable: Playable, model: inout Model, driver: ManualDriver, using rng: inout SplitMix64
    ) -> String {
        switch Int.random(in: 0..<12, using: &rng) {
        case 0...3:
            let dt = [0, 1.0 / 64, 0.125, 0.5, 3, 100].randomElement(using: &rng)!
            driver.advance(by: dt)
            model.frame(dt)
            return "frame \(dt)"
        case 4:
            playable.start()
            model.start()
            return "start"
        case 5:
            playable.pause()
            model.pause()
            return "pause"
        case 6:
            playable.resume()
            model.resume()
            return "resume"
        case 7:
            let p = [0, 0.25, 0.5, 1].randomElement(using: &rng)!
            playable.seek(to: p)
            model.seek(p)
            return "seek \(p)"
        case 8:
            playable.reverse()
            model.reverse()
            return "reverse"
        case 9:
            let speed = [0.5, 1, 2].randomElement(using: &rng)!
            playable.speed = speed
            model.speed = speed
            return "speed \(speed)"
        case 10:
            playable.finish()
            model.finish()
            return "finish"
        default:
            guard Int.random(in: 0..<4, using: &rng) == 0 else { return "nothing" }
            playable.cancel()
            model.cancel()
            return "cancel"
        }
    }

    /// 400 seeds in one test (a line each in the test log would bury the summary); a failure names its seed.
    @Test func randomControlsFollowTheModel() {
        for seed in UInt64(0)..<400 { followTheModel(seed: seed) }
    }

    func followTheModel(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let rig = Rig()
        let gauge = Gauge()
        gauge.level = -1
        var model = Model(
            duration: [0.5, 1, 2].randomElement(using: &rng)!, delay: [0, 0.25, 1].randomElement(using: &rng)!,
            repeats: Int.random(in: 1...3, using: &rng), autoreverses: Bool.random(using: &rng))
        let tween = Tween(gauge, \.level, from: 0, to: 100, duration: model.duration, engine: rig.engine)
        tween.delay = model.delay
        tween.repeatCount = Double(model.repeats)
        tween.autoreverses = model.autoreverses
        var results: [TweenResult] = []
        tween.onComplete { results.append($0) }
        var log: [String] = []
        for _ in 0..<40 {
            log.append(Self.randomControl(on: tween, model: &model, driver: rig.driver, using: &rng))
            let want = model.shown ?? -1
            guard tween.state == model.state, gauge.level == want, results.count == model.completions else {
                Issue.record(
                    "seed \(seed) after \(log.suffix(14)): state \(tween.state) vs \(model.state), value \(gauge.level) vs \(want), completions \(results.count) vs \(model.completions)"
                )
                return
            }
            #expect(gauge.level.isFinite && gauge.level >= -1 && gauge.level <= 100, "seed \(seed)")
            #expect(rig.engine.inconsistencies().isEmpty, "seed \(seed): \(rig.engine.inconsistencies())")
        }
        tween.cancel()
        rig.driver.advance(by: 1)
        #expect(!rig.driver.isRunning, "seed \(seed): the engine is idle at the end")
        #expect(results.count == 1 || tween.state == .idle, "seed \(seed)")
    }
}
