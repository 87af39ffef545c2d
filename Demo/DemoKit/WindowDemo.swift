#if os(macOS)
import AppKit
import TweenKit

/// `swift run Demo --window`: the scene in an AppKit window, on Core Animation. Two counting fields
/// (each hosts its tween, so a TweenLayer in its layer tree is the clock), a KVC tween of a view's
/// `alphaValue`, and the bounce-on-select effect every 1.2 s. Closing the window quits.
@MainActor
enum WindowDemo {
    static func run() -> Int32 {
        let app = NSApplication.shared
        app.setActivationPolicy(.regular)
        let window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 420, height: 240), styleMask: [.titled, .closable],
            backing: .buffered, defer: false)
        window.title = "TweenKit"
        let content = NSView(frame: NSRect(x: 0, y: 0, width: 420, height: 240))
        content.wantsLayer = true
        window.contentView = content
        let count = field(y: 180, in: content)
        let money = field(y: 130, in: content)
        let badge = BadgeView(frame: NSRect(x: 20, y: 20, width: 80, height: 80))
        badge.wantsLayer = true
        badge.layer?.backgroundColor = NSColor.systemBlue.cgColor
        content.addSubview(badge)
        window.center()
        window.makeKeyAndOrderFront(nil)
        if #available(macOS 14, *) { app.activate() } else { app.activate(ignoringOtherApps: true) }

        count.tween.count(from: 0, to: 1250, duration: 2)
        money.tween.count(from: 0.0, to: 19.99, duration: 2, curve: .easeInOutCubic, format: .currency("USD"))
        Tween(object: badge, key: "alphaValue", from: 0.2, to: 1.0, duration: 1.5).start()
        Task { @MainActor in
            var selected = false
            while window.isVisible {
                try? await Task.sleep(for: .seconds(1.2))
                selected.toggle()
                badge.selectWithBounce(selected)
            }
            app.terminate(nil)
        }
        app.run()
        return 0
    }

    private static func field(y: CGFloat, in content: NSView) -> NSTextField {
        let field = NSTextField(labelWithString: "")
        field.font = NSFont.systemFont(ofSize: 32)
        field.frame = NSRect(x: 20, y: y, width: 380, height: 40)
        content.addSubview(field)
        return field
    }
}

final class BadgeView: NSView, BounceSelect {}
#endif
