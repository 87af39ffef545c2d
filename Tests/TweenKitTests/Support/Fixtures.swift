import TweenKit

/// A target class like the ones users tween.
final class Gauge {
    var level = 0.0
    var text = ""
    var count = 0
    var writes = 0
    var observed = 0.0 { didSet { writes += 1 } }
}

/// A manual clock and an engine on it. Making one silences TweenKit's diagnostics (the tests provoke many on
/// purpose); `DiagnosticsTests` checks what they say.
@MainActor
struct Rig {
    let driver = ManualDriver()
    let engine: TweenEngine
    init() {
        engine = TweenEngine(driver: driver)
        TweenDiagnostics.handler = nil
    }
}

/// Collects completion results and callback order.
@MainActor
final class Log {
    var events: [String] = []
    var results: [TweenResult] = []
    func add(_ event: String) { events.append(event) }
}

/// Watches an object without keeping it alive (`weak let` needs Swift 6.2; the package supports 6.0).
final class WeakBox<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}

/// A seeded random run of controls over frames (see `RandomControlTests`, `RandomTimelineTests`).
@MainActor
protocol RandomRun: AnyObject {
    var rng: SplitMix64 { get set }
    var rig: Rig { get }
    /// Records whatever is wrong now.
    func check()
    /// One random control.
    func act()
}

extension RandomRun {
    /// Plays `seconds` of frames of random length (5 to 100 ms), checking after each, and acting after one
    /// frame in `actEvery` or so.
    func playRandomFrames(seconds: Double, actEvery: Int) {
        var time = 0.0
        while time < seconds {
            let step = Double.random(in: 0.005...0.1, using: &rng)
            time += step
            rig.driver.advance(by: step)
            check()
            if Int.random(in: 0..<actEvery, using: &rng) == 0 { act() }
        }
    }
}
