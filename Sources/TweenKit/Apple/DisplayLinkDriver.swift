#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore
#if os(macOS)
import AppKit
#endif

/// Frames from the display: one `CADisplayLink`, the default driver of `TweenEngine.shared` on Apple platforms,
/// running only while the engine has something active, in the common run-loop modes (counting goes on while a scroll
/// view tracks a finger), asking for up to 120 Hz (an iPhone app also needs `CADisableMinimumFrameDurationOnPhone` in
/// its Info.plist), behind a weak proxy so that the link never keeps it alive.
///
/// On macOS 14 and later the link comes from the key window's screen (else the main screen), made again when the key
/// window moves to another screen. Before macOS 14, with no screen yet, or beside a link that has not fired a few
/// frames' time after it started (a command-line process has no application to run it), a 60 Hz `DispatchDriver`
/// stands in until the link's first frame; each start tries again to make the link.
///
/// ```swift
/// let engine = TweenEngine(driver: DisplayLinkDriver(preferredFramesPerSecond: 60))
/// ```
@MainActor
public final class DisplayLinkDriver: FrameDriver {
    /// The frame rate asked for (the system may give less: Low Power Mode, thermal state).
    public let preferredFramesPerSecond: Float
    private var link: AnyObject?  // a `LinkOwner`: `CADisplayLink` exists on macOS only from 14
    private var fallback: DispatchDriver?
    private var frame: (@MainActor (Double) -> Void)?
    /// Tells it when the key window moves to another screen (macOS), whose refresh the link must follow.
    private var screenObserver: NSObjectProtocol?
    /// Whether a link ever fired, and whether one stayed silent after it started (the timer then stands in).
    private var (linkFired, linkSilent) = (false, false)
    private var timeBase = FrameTimeBase()
    /// Whether a frame writes anything (set by `TweenEngine.shared`): if not, it opens no transaction, whose commit
    /// would make Core Animation display hosted tweens at the link's moment rather than its own.
    var framesWrite: @MainActor () -> Bool = { true }

    public init(preferredFramesPerSecond: Float = 120) {
        let rate = preferredFramesPerSecond
        self.preferredFramesPerSecond = rate.isFinite && rate >= 1 ? rate : 120
    }

    /// Core Animation's clock, the one `CADisplayLink` timestamps use, never before the last frame's time.
    public var now: Double { timeBase.now(clock: CACurrentMediaTime()) }

    public func start(_ frame: @escaping @MainActor (Double) -> Void) {
        self.frame = frame
        // Until a link can be made (no screen yet), or while the one made is silent, a 60 Hz timer stands in; each
        // start tries again. Otherwise the timer is let go of, which cancels it.
        if link == nil, let made = makeLink() { link = made }
        fallback = link == nil || linkSilent && !linkFired ? fallback ?? DispatchDriver(framesPerSecond: 60) : nil
        fallback?.start { [weak self] time in self?.deliver(at: time) }
        guard link != nil else { return }
        setPaused(false)
        if !linkFired && !linkSilent {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { [weak self] in
                onMainThread(promised: true) { self?.standInForASilentLink() }
            }
        }
    }

    private func standInForASilentLink() {
        guard !linkFired, !linkSilent, link != nil, let frame else { return }
        linkSilent = true
        start(frame)
    }

    public func stop() {
        frame = nil
        setPaused(true)
        fallback?.stop()
    }

    /// Drops the link, so that the next comes from the key window's screen; frames go on at once if they were running.
    func screenChanged() {
        guard link != nil else { return }
        link = nil  // its owner invalidates it
        if let frame { start(frame) }
    }

    private func setPaused(_ paused: Bool) {
        guard #available(macOS 14, *), let owner = link as? LinkOwner else { return }
        owner.link.isPaused = paused
    }

    /// Computes each frame for the moment it will be shown (`targetTimestamp`), with implicit actions disabled (a
    /// standalone layer's `Tween(shape, \.strokeEnd, ...)` would start a 0.25 s implicit animation per frame).
    fileprivate func deliver(at target: Double, fromLink: Bool = false) {
        guard let frame else { return }
        // A timer that stood in while the link was silent is let go of, and stops.
        if fromLink { (linkFired, fallback) = (true, nil) }
        let time = timeBase.frame(at: target)
        if framesWrite() { CATransaction.withoutActions { frame(time) } } else { frame(time) }
    }

    private func makeLink() -> AnyObject? {
        guard #available(macOS 14, *) else { return nil }
        let proxy = DisplayLinkProxy(driver: self)
        let selector = #selector(DisplayLinkProxy.step(_:))
        #if os(macOS)
        // The key window's screen, where the app's motion is watched; else the main screen.
        let screen = NSApp?.keyWindow?.screen ?? NSScreen.main ?? NSScreen.screens.first
        guard let link = screen?.displayLink(target: proxy, selector: selector) else { return nil }
        if screenObserver == nil {
            screenObserver = NotificationCenter.default.addObserver(
                forName: NSWindow.didChangeScreenNotification, object: nil, queue: .main
            ) { [weak self] note in
                // Only values that may cross to the main actor are captured: the window's identity, not the window.
                let moved = (note.object as AnyObject?).map { ObjectIdentifier($0) }
                onMainThread(promised: true) {
                    guard let self, let moved, moved == NSApp?.keyWindow.map({ ObjectIdentifier($0) }) else { return }
                    self.screenChanged()
                }
            }
        }
        #else
        let link = CADisplayLink(target: proxy, selector: selector)
        #endif
        let maximum = preferredFramesPerSecond
        link.preferredFrameRateRange = CAFrameRateRange(minimum: min(30, maximum), maximum: maximum, preferred: maximum)
        link.isPaused = true
        link.add(to: .main, forMode: .common)
        return LinkOwner(link)
    }
}

/// The display link's target: the link retains this, and this holds the driver weakly.
private final class DisplayLinkProxy: NSObject {
    weak var driver: DisplayLinkDriver?

    @MainActor init(driver: DisplayLinkDriver) { self.driver = driver }

    @available(macOS 14, *)
    @objc func step(_ link: CADisplayLink) {
        // The link was added to the main run loop, so this runs on the main thread. Only values that may
        // cross to the main actor are captured: the time and the driver, not the link or this proxy.
        let (time, driver) = (link.targetTimestamp, driver)
        onMainThread(promised: true) { driver?.deliver(at: time, fromLink: true) }
    }
}

/// Invalidates its link when released, so a dropped driver leaves no link firing.
@available(macOS 14, *)
private final class LinkOwner {
    let link: CADisplayLink
    init(_ link: CADisplayLink) { self.link = link }
    deinit { link.invalidate() }
}
#endif
