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
///
/// An app with scenes is in the background when every scene is (`SceneActivity` decides); an app
/// extension follows its host's notifications.
@MainActor
enum SystemObserver {
    /// The observation tokens, kept for the life of the process (the shared engine lives as long).
    private static var tokens: [NSObjectProtocol] = []
    #if canImport(UIKit)
    private static var scenes = SceneActivity()
    private static var sceneIDs: [ObjectIdentifier: Int] = [:]
    private static var scenesSeen = 0
    #endif

    static func observe(for engine: TweenEngine) {
        #if canImport(UIKit)
        let center = NotificationCenter.default
        engine.reducesMotion = UIAccessibility.isReduceMotionEnabled
        tokens.append(
            center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) {
                [weak engine] _ in
                onMainThread { engine?.enterBackground() }
            })
        tokens.append(
            center.addObserver(forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main) {
                [weak engine] _ in
                onMainThread { engine?.enterForeground() }
            })
        tokens.append(
            center.addObserver(
                forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
            ) { [weak engine] _ in
                onMainThread { engine?.reducesMotion = UIAccessibility.isReduceMotionEnabled }
            })
        #elseif canImport(AppKit)
        // A Mac app keeps running in the background; only Reduce Motion applies.
        let workspace = NSWorkspace.shared
        engine.reducesMotion = workspace.accessibilityDisplayShouldReduceMotion
        tokens.append(
            workspace.notificationCenter.addObserver(
                forName: NSWorkspace.accessibilityDisplayOptionsDidChangeNotification,
                object: nil, queue: .main
            ) { [weak engine] _ in
                onMainThread { engine?.reducesMotion = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }
            })
        #endif
    }

    #if canImport(UIKit)
    private static func sceneChanged(_ scene: ObjectIdentifier, inBackground: Bool?, engine: TweenEngine) {
        let id =
            sceneIDs[scene]
            ?? {
                scenesSeen += 1
                sceneIDs[scene] = scenesSeen
                return scenesSeen
            }()
        let change: Bool?
        if let inBackground {
            change = scenes.scene(id, isInBackground: inBackground)
        } else {
            change = scenes.sceneDisconnected(id)
            sceneIDs[scene] = nil
        }
        switch change {
        case true?: engine.enterBackground()
        case false?: engine.enterForeground()
        case nil: break
        }
    }
    #endif
}
#endif
