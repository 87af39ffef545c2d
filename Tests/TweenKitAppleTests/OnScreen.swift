// What the Apple tests run: a real layer tree in a real window, driven by the real run loop. Plain
// code (no test framework), so that it is type-checked for iOS on Linux with the module's sources.
#if canImport(QuartzCore) && (canImport(UIKit) || canImport(AppKit))
import Foundation
import QuartzCore
#if TWEENKIT_APPLE_TESTS  // unset when type-checked on Linux as part of the module itself
@testable import TweenKit
#endif
#if canImport(UIKit)
import UIKit
typealias HostView = UIView
typealias TextView = UILabel
#else
import AppKit
typealias HostView = NSView
typealias TextView = NSTextField
#endif

/// A window on screen with one text view in it, for as long as the value lives.
@MainActor
final class OnScreen {
    #if canImport(UIKit)
    let window: UIWindow
    #else
    let window: NSWindow
    #endif
    let text: TextView

    init() {
        #if canImport(UIKit)
        // A test bundle with no app host has no application and no window scene: this window is then
        // not on screen for Core Animation, and the tweens run on the display link.
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        text = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        window.addSubview(text)
        window.isHidden = false
        #else
        window = NSWindow(
            contentRect: NSRect(x: 100, y: 100, width: 320, height: 200), styleMask: [.titled],
            backing: .buffered, defer: false)
        window.isReleasedWhenClosed = false
        text = NSTextField(labelWithString: "")
        text.frame = NSRect(x: 10, y: 10, width: 200, height: 40)
        window.contentView?.wantsLayer = true
        window.contentView?.addSubview(text)
        window.orderFront(nil)
        #endif
    }

    /// Whether Core Animation can display the text view's layer tree (an iOS test bundle without an
    /// app host has no window scene: its tweens run on the display link instead).
    var coreAnimationRuns: Bool {
        guard let layer = LayerHostProbe.layer(of: text) else { return false }
        return TweenLayerSite.isOnScreen(layer)
    }

    /// Runs the main run loop (display link, Core Animation's commits) for `seconds`, calling `each`
    /// after every turn.
    func spin(for seconds: Double, _ each: () -> Void = {}) {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            RunLoop.main.run(until: Date().addingTimeInterval(1.0 / 120))
            each()
        }
    }

    /// Runs the main run loop until `done` says so, or `timeout` seconds have passed, calling `each` after every
    /// turn: true when done. A wait for an outcome, not for a time, so that a slow machine only takes longer.
    @discardableResult
    func spin(until done: () -> Bool, timeout: Double, _ each: () -> Void = {}) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            RunLoop.main.run(until: Date().addingTimeInterval(1.0 / 120))
            each()
            if done() { return true }
        }
        return done()
    }

    /// The text shown.
    var shown: String {
        #if canImport(UIKit)
        return text.text ?? ""
        #else
        return text.stringValue
        #endif
    }

    /// Counts `from` → `to` on the text view over `duration`, recording each text shown until it ends.
    func count(from: Double, to: Double, duration: Double, during: ((Tween<Double>) -> Void)? = nil) -> (
        texts: [String], tween: Tween<Double>?
    ) {
        let tween = text.tween.count(
            from: from, to: to, duration: duration, curve: .linear,
            format: .integer(locale: Locale(identifier: "en_US")))
        var texts = [shown]
        var acted = false
        // Until the count has ended (with time to spare for a slow machine), not for a fixed time.
        let ended = { tween.map { $0.state.isEnded } ?? true }
        spin(until: ended, timeout: duration + 10) {
            if texts.last != shown { texts.append(shown) }
            if !acted, let tween, tween.progress >= 0.3 {
                acted = true
                during?(tween)
            }
        }
        if texts.last != shown { texts.append(shown) }
        return (texts, tween)
    }
}

/// The layer a view hosts its clock in.
@MainActor
enum LayerHostProbe {
    static func layer(of view: HostView) -> CALayer? {
        #if canImport(UIKit)
        return view.layer
        #else
        view.wantsLayer = true
        return view.layer
        #endif
    }
}

/// An object of the app's own, for target lifetime checks.
final class Thermometer: NSObject {
    @objc dynamic var level = 0.0
}
#endif

/// Watches an object without keeping it alive (`weak let` needs Swift 6.2; Xcode 16 has 6.1).
final class WeakBox<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}
