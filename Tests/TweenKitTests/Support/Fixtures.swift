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
