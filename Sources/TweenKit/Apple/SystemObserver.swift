#if canImport(QuartzCore) && !os(watchOS)
import Foundation
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// Keeps an engine in step with the app: `enterBackground()` / `enterForeground()` as `SceneActivity` decides from the
/// system's notifications, and `reducesMotion` with the system's setting.
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
        // Each says what it saw; `SceneActivity` decides what the app is (an extension has no application
        // notifications, only its host's; an app with scenes has both kinds).
        let application: [(Notification.Name, Bool)] = [
            (UIApplication.didEnterBackgroundNotification, true),
            (UIApplication.willEnterForegroundNotification, false),
            (.NSExtensionHostDidEnterBackground, true),
            (.NSExtensionHostWillEnterForeground, false),
        ]
        for (name, inBackground) in application {
            tokens.append(
                center.addObserver(forName: name, object: nil, queue: .main) { [weak engine] _ in
                    onMainThread(promised: true) {
                        if let engine { apply(scenes.application(isInBackground: inBackground), to: engine) }
                    }
                })
        }
        let scene: [(Notification.Name, Bool?)] = [
            (UIScene.didEnterBackgroundNotification, true),
            (UIScene.willEnterForegroundNotification, false),
            (UIScene.didDisconnectNotification, nil),
        ]
        for (name, inBackground) in scene {
            tokens.append(
                center.addObserver(forName: name, object: nil, queue: .main) { [weak engine] note in
                    guard let object = note.object as? UIScene else { return }
                    let id = ObjectIdentifier(object)
                    onMainThread(promised: true) {
                        if let engine { sceneChanged(id, inBackground: inBackground, engine: engine) }
                    }
                })
        }
        tokens.append(
            center.addObserver(
                forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
            ) { [weak engine] _ in
                onMainThread(promised: true) { engine?.reducesMotion = UIAccessibility.isReduceMotionEnabled }
            })
        #elseif canImport(AppKit)
        // A Mac app keeps running in the background; only Reduce Motion applies.
        let workspace = NSWorkspace.shared
        engine.reducesMotion = workspace.accessibilityDisplayShouldReduceMotion
        tokens.append(
            workspace.notificationCenter.addObserver(
                forName: NSWorkspace.accessibilityDisplayOptionsDidChangeNotification, object: nil, queue: .main
            ) { [weak engine] _ in
                onMainThread(promised: true) {
                    engine?.reducesMotion = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion
                }
            })
        #endif
    }

    #if canImport(UIKit)
    private static func sceneChanged(_ scene: ObjectIdentifier, inBackground: Bool?, engine: TweenEngine) {
        // A scene keeps the number it was first given.
        let id = sceneIDs[scene] ?? scenesSeen + 1
        scenesSeen = max(scenesSeen, id)
        sceneIDs[scene] = id
        let change: Bool?
        if let inBackground {
            change = scenes.scene(id, isInBackground: inBackground)
        } else {
            change = scenes.sceneDisconnected(id)
            sceneIDs[scene] = nil
        }
        apply(change, to: engine)
    }

    /// Carries out a change `SceneActivity` decided: nil when nothing changed.
    private static func apply(_ change: Bool?, to engine: TweenEngine) {
        switch change {
        case true?: engine.enterBackground()
        case false?: engine.enterForeground()
        case nil: break
        }
    }
    #endif
}
#endif
