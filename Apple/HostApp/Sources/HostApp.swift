// A small iOS app with a window scene, for CI: the host of the TweenKitHostTests bundle
// (Tests/TweenKitAppleTests), whose on-screen tests put their views in windows of this app's scene. A test
// bundle without a host app has no window scene, so Core Animation never displays its layers and every tween
// runs on the display link; hosted here, the tests check that Core Animation drove the tweens hosted by their
// views. `.ci/ios-host-app` builds it and runs the tests on the simulator, in Debug and in Release. The tests find
// TweenKit in this app (it is their bundle loader), so both builds keep all of TweenKit (no dead code stripping).
#if canImport(UIKit)
import UIKit
#if TWEENKIT_HOST_APP  // set by the app's Xcode project; unset when type-checked with the module on Linux
import TweenKit
#endif

@main
final class HostAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting session: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
        configuration.delegateClass = HostSceneDelegate.self
        return configuration
    }
}

final class HostSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        // The shared engine follows the app's state and settings from the start, as in any app.
        _ = TweenEngine.shared
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
#endif
