import TweenKit

/// An ordered record of events, for the timeline tests written by hand.
@MainActor
final class Trace {
    var log: [String] = []
    func mark(_ event: String) { log.append(event) }
    /// A closure that records `event`.
    func call(_ event: String) -> () -> Void { { [self] in self.log.append(event) } }
    /// A completion handler that records `event` and how the step ended.
    func done(_ event: String) -> (TweenResult) -> Void {
        { [self] result in
            self.log.append("\(event).\(result == .finished ? "fin" : result == .cancelled ? "can" : "fail")")
        }
    }
}

/// Holds a root that its own steps' closures reach, since they are written before it exists.
@MainActor
final class RootBox {
    var root: Timeline?
}

/// An object with a per-object handle (`knob.tween(on:)`) and two properties.
final class Knob: Tweenable {
    var angle = 0.0
    var size = 0.0
}

/// A rig, its engine and a gauge: how most timeline tests begin.
@MainActor func stage() -> (rig: Rig, e: TweenEngine, g: Gauge) {
    let rig = Rig()
    return (rig, rig.engine, Gauge())
}

extension Rig {
    /// A frame at `time` on the clock.
    func to(_ time: Double) { driver.advance(to: time) }
    /// Frames at `fps` for `seconds`.
    func run(_ seconds: Double, fps: Double = 60) { driver.run(for: seconds, framesPerSecond: fps) }
}

extension Playable {
    /// Sets timing in one expression (delay, repeats, autoreverse, rest, speed).
    @MainActor @discardableResult
    func timed(
        delay: Double = 0, repeats: Double = 1, autoreverses: Bool = false, rest: Double = 0, speed: Double = 1
    ) -> Self {
        self.delay = delay
        self.repeatCount = repeats
        self.autoreverses = autoreverses
        self.repeatDelay = rest
        self.speed = speed
        return self
    }
}

@MainActor
func level(_ gauge: Gauge, from: Double? = nil, to: Double, _ duration: Double, _ engine: TweenEngine) -> Tween<Double>
{
    Tween(gauge, \.level, from: from, to: to, duration: duration, engine: engine)
}

@MainActor
func observed(_ gauge: Gauge, from: Double? = nil, to: Double, _ duration: Double, _ engine: TweenEngine) -> Tween<
    Double
> {
    Tween(gauge, \.observed, from: from, to: to, duration: duration, engine: engine)
}

/// Whether two numbers agree within `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
