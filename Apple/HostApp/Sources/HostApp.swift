// A small iOS app with a window scene, for CI: a test bundle without an app host has no window scene, so its
// tweens run on the display link and Core Animation's clock is never tested. Launched on the simulator, this
// app counts on a label in its window, checks that Core Animation ran the count (the label's clock layer has
// an animation while it plays) and that it landed exactly, prints one line — "TweenKitHost: PASS …" or
// "TweenKitHost: FAIL …" — and exits with 0 or 1. `.ci/ios-host-app` builds, installs and launches it.
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
    private var check: HostCheck?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let scene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        let check = HostCheck(in: window)
        self.check = check
        // After the first commit, so that the window is on screen when the count starts.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { check.run() }
    }
}

/// The check: a count on a label in the window, watched frame by frame from the run loop.
@MainActor
final class HostCheck {
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 240, height: 40))
    private var texts: [String] = []
    private var coreAnimationRan = false
    private var tween: Tween<Double>?
    private var started = Date()

    init(in window: UIWindow) {
        window.rootViewController?.view.addSubview(label)
    }

    func run() {
        tween = label.tween.count(
            from: 0, to: 1000, duration: 0.8, curve: .linear, format: .integer(locale: Locale(identifier: "en_US")))
        started = Date()
        watch()
    }

    /// Every 1/120 s until the count ends (or 10 s pass): records the text and whether a clock layer animates.
    private func watch() {
        if texts.last != label.text { texts.append(label.text ?? "") }
        let clockLayers = (label.layer.sublayers ?? []).filter { $0 is TweenLayer }
        if clockLayers.contains(where: { !($0.animationKeys() ?? []).isEmpty }) { coreAnimationRan = true }
        let ended = tween.map { $0.state.isEnded } ?? true
        if ended || Date().timeIntervalSince(started) > 10 {
            finish()
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1.0 / 120) { [self] in watch() }
        }
    }

    private func finish() {
        if texts.last != label.text { texts.append(label.text ?? "") }
        let numbers = texts.compactMap { Int($0.replacingOccurrences(of: ",", with: "")) }
        var problems: [String] = []
        if tween?.state != .finished {
            problems.append("the count did not finish (\(String(describing: tween?.state)))")
        }
        if texts.last != "1,000" { problems.append("it landed on \(texts.last ?? "nothing"), not 1,000") }
        if numbers != numbers.sorted() { problems.append("it went backwards: \(texts)") }
        if texts.count < 5 { problems.append("too few numbers shown: \(texts)") }
        if !coreAnimationRan { problems.append("Core Animation did not run it (no clock layer animated)") }
        if problems.isEmpty {
            print("TweenKitHost: PASS Core Animation ran the count; \(texts.count) texts, landed on 1,000")
        } else {
            print("TweenKitHost: FAIL " + problems.joined(separator: "; "))
        }
        fflush(stdout)
        exit(problems.isEmpty ? 0 : 1)
    }
}
#endif
