// What the Apple tests run: a real layer tree in a real window, on the app's own run loop. Every wait is an `await`
// (a sleep or a continuation), which hands the main thread back to its run loop: the display link, Core Animation's
// commits and the main queue all run, as they do in an app. Plain code (no test framework, public API only, so that
// it builds in Release too), type-checked for iOS on Linux.
#if canImport(QuartzCore) && (canImport(UIKit) || canImport(AppKit))
import Foundation
import QuartzCore
#if TWEENKIT_APPLE_TESTS  // unset when type-checked on Linux as part of the module itself
import TweenKit
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

/// A window on screen with a container view holding one text view, for as long as the value lives.
@MainActor
final class OnScreen {
    #if canImport(UIKit)
    let window: UIWindow
    #else
    let window: NSWindow
    #endif
    /// Between the window and the text: the layer whose timing (speed, `timeOffset`) a test may change.
    let container: HostView
    let text: TextView

    init() async {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        #if canImport(UIKit)
        // Hosted by an app (Apple/HostApp), a window of its scene: on screen for Core Animation. A test bundle
        // with no app host has no window scene: its window is not, and its tweens run on the display link.
        if let scene = await Self.windowScene() {
            window = UIWindow(windowScene: scene)
            window.frame = frame
        } else {
            window = UIWindow(frame: frame)
        }
        container = UIView(frame: frame)
        text = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 40))
        window.addSubview(container)
        window.isHidden = false
        #else
        // The application object connects the process to the window server (a test runner has made none), so that
        // its windows are shown, Core Animation displays them and the screen's display link fires.
        _ = NSApplication.shared
        window = NSWindow(
            contentRect: NSRect(x: 100, y: 100, width: 320, height: 200), styleMask: [.titled],
            backing: .buffered, defer: false)
        window.isReleasedWhenClosed = false
        text = NSTextField(labelWithString: "")
        text.frame = NSRect(x: 10, y: 10, width: 200, height: 40)
        window.contentView?.wantsLayer = true
        container = NSView(frame: frame)
        container.wantsLayer = true
        window.contentView?.addSubview(container)
        window.orderFrontRegardless()
        #endif
        container.addSubview(text)
    }

    /// Whether Core Animation must drive hosted tweens here: on macOS, and in the bundle hosted by the iOS app
    /// (`TWEENKIT_HOSTED_TESTS`, set by its Xcode project), which has a window scene. There a check fails
    /// rather than pass on the display link.
    static var needsCoreAnimation: Bool {
        #if os(macOS) || TWEENKIT_HOSTED_TESTS
        return true
        #else
        return false
        #endif
    }
    static let noCoreAnimation = "Core Animation must drive hosted tweens here, but the view is not on screen"

    #if canImport(UIKit)
    /// The app's window scene, waited for where there must be one (a test may start before it connects).
    static func windowScene() async -> UIWindowScene? {
        let end = Date().addingTimeInterval(needsCoreAnimation ? 10 : 0)
        while true {
            let scene = UIApplication.shared.connectedScenes.first { $0 is UIWindowScene } as? UIWindowScene
            if scene != nil || Date() >= end { return scene }
            await pause(1.0 / 60)
        }
    }
    #endif

    /// Whether Core Animation displays the text view's layer tree: it is in a visible window (of a scene, on iOS).
    var coreAnimationRuns: Bool {
        #if canImport(UIKit)
        guard let window = text.window else { return false }
        return !window.isHidden && window.windowScene != nil
        #else
        return text.window?.isVisible == true
        #endif
    }

    /// Hands the main thread to its run loop for `seconds`.
    static func pause(_ seconds: Double) async {
        try? await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1e9))
    }

    /// Waits until `done` says so, or `timeout` seconds have passed, calling `each` about every frame: true when
    /// done. A wait for an outcome, not for a time, so that a slow machine only takes longer.
    @discardableResult
    func wait(until done: () -> Bool, timeout: Double, _ each: () -> Void = {}) async -> Bool {
        let end = Date().addingTimeInterval(timeout)
        while Date() < end {
            await Self.pause(1.0 / 120)
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

    /// What a count showed.
    struct Run {
        var texts: [String] = []
        var tween: Tween<Double>?
        /// Where `during` acted: the text shown then, the tween's progress, and how many texts came before.
        var acted: (text: String, progress: Double, index: Int)?

        /// The numbers shown (the texts without their grouping separators).
        var numbers: [Int] { texts.compactMap(Self.number) }
        /// The numbers shown after `during` acted.
        var numbersAfterActing: [Int] { texts.dropFirst(acted?.index ?? 0).compactMap(Self.number) }
        static func number(_ text: String) -> Int? { Int(text.replacingOccurrences(of: ",", with: "")) }
    }

    /// Counts `from` → `to` on the text view over `duration` (linearly), recording each text shown until it
    /// ends; `during` acts on the tween once its progress reaches `progress`. Waits for the count's end, not
    /// for a time, and acts on progress, not on a clock: a slow or stalled machine only takes longer.
    func count(
        from: Double, to: Double, duration: Double, actingAt progress: Double = 0.3,
        during: ((Tween<Double>) async -> Void)? = nil
    ) async -> Run {
        var run = Run()
        run.tween = text.tween.count(
            from: from, to: to, duration: duration, curve: .linear,
            format: .integer(locale: Locale(identifier: "en_US")))
        run.texts = [shown]
        let end = Date().addingTimeInterval(duration + 10)
        while !(run.tween?.state.isEnded ?? true) && Date() < end {
            await Self.pause(1.0 / 120)
            if run.texts.last != shown { run.texts.append(shown) }
            if run.acted == nil, let tween = run.tween, tween.progress >= progress, let during {
                run.acted = (shown, tween.progress, run.texts.count)
                await during(tween)
                if run.texts.last != shown { run.texts.append(shown) }
            }
        }
        if run.texts.last != shown { run.texts.append(shown) }
        return run
    }

    /// How far a linear count moves in one frame at sixty frames a second, rounded up: the most Core
    /// Animation may have presented beyond the moment a control acted.
    static func frameOfCounting(from: Double, to: Double, duration: Double) -> Int {
        Int((abs(to - from) / (duration * 60)).rounded(.up)) + 1
    }
}

/// Where the main thread is in a turn of its run loop. Core Animation commits the turn's changes from an observer of
/// the run loop about to wait (`CATransaction`: an implicit transaction is committed "when the thread's run-loop next
/// iterates"), and `display()` runs inside that commit; timers, sources and main-queue blocks run after it wakes. This
/// watches both moments, first of all observers, so that `committing` says whether code runs in the commit's stage.
@MainActor
final class RunLoopStage {
    private(set) var committing = false
    private var observers: [CFRunLoopObserver] = []

    init() {
        let toWait = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
        let awake =
            CFRunLoopActivity.afterWaiting.rawValue | CFRunLoopActivity.entry.rawValue
            | CFRunLoopActivity.beforeTimers.rawValue
        for (activities, committing) in [(toWait, true), (awake, false)] {
            let observer = CFRunLoopObserverCreateWithHandler(nil, activities, true, CFIndex.min) { [weak self] _, _ in
                MainActor.assumeIsolated { self?.committing = committing }
            }
            if let observer {
                CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
                observers.append(observer)
            }
        }
    }

    /// Stops watching.
    func end() {
        for observer in observers { CFRunLoopObserverInvalidate(observer) }
        observers = []
    }
}

/// The first answer `start` gives through the continuation it is handed, or nil when `timeout` seconds pass first.
@MainActor
func firstAnswer<Value: Sendable>(
    timeout: Double, _ start: (AsyncStream<Value?>.Continuation) -> Void
) async -> Value? {
    let (answers, give) = AsyncStream<Value?>.makeStream()
    start(give)
    let timer = Task { @MainActor in
        await OnScreen.pause(timeout)
        give.yield(nil)
    }
    defer { timer.cancel() }
    for await answer in answers { return answer }
    return nil
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

    /// Whether `layer` holds a clock layer (TweenKit's `TweenLayer`, internal to it).
    static func holdsClockLayer(_ layer: CALayer) -> Bool {
        layer.sublayers?.contains { String(describing: type(of: $0)) == "TweenLayer" } == true
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
