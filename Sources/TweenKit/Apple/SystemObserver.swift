#if canImport(QuartzCore) && !os(watchOS)
import Foundation
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// Keeps an engine in step with the app: `enterBackground()` / `enterForeground()` as the app leaves
/// and returns, and `reducesMotion` with the system's Reduce Motion setting. The policies themselves
/// (`backgroundPolicy`, `reduceMotionPolicy`) live in the engine, where tests reach them.
@MainActor
enum SystemObserver {
    /// The observation tokens, kept for the life of the process (the shared engine lives as long).
    private static var tokens: [NSObjectProtocol] = []

    static func observe(for engine: TweenEngine) {
        #if canImport(UIKit)
        let center = NotificationCenter.default
        engine.reducesMotion = UIAccessibility.isReduceMotionEnabled
        tokens.append(center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { [weak engine] _ in
            onMainThread { engine?.enterBackground() }
        })
        tokens.append(center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) { [weak engine] _ in
            onMainThread { engine?.enterForeground() }
        })
        tokens.append(center.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main) { [weak engine] _ in
            onMainThread { engine?.reducesMotion = UIAccessibility.isReduceMotionEnabled }
        })
        #elseif canImport(AppKit)
        // A Mac app keeps running in the background; only Reduce Motion applies.
        let workspace = NSWorkspace.shared
        engine.reducesMotion = workspace.accessibilityDisplayShouldReduceMotion
        tokens.append(workspace.notificationCenter.addObserver(forName: NSWorkspace.accessibilityDisplayOptionsDidChangeNotification,
                                                               object: nil, queue: .main) { [weak engine] _ in
            onMainThread { engine?.reducesMotion = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }
        })
        #endif
    }
}
#endif
