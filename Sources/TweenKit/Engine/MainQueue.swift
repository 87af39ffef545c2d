import Dispatch

/// Runs main-actor code (`MainActor.assumeIsolated`) when called on the main queue; anywhere else runs nothing and
/// returns false. From a callback the system promised on the main queue (`promised`: a display link, a timer or
/// notification on it, `display()`), a broken promise is reported once.
@discardableResult
func onMainThread(promised: Bool = false, _ body: @MainActor () -> Void) -> Bool {
    guard MainQueueMark.isCurrent else {
        if promised { DispatchQueue.main.async { MainActor.assumeIsolated { MainQueueMark.reportOffMain() } } }
        return false
    }
    MainActor.assumeIsolated(body)
    return true
}

/// Tells the main queue from any other, without trapping (`dispatchPrecondition` traps).
enum MainQueueMark {
    /// An immutable token, attached to the main queue once (a static's initializer runs once) and only compared after:
    /// safe to share across threads, which the iOS SDK's Dispatch does not say itself.
    private struct Token: @unchecked Sendable { let key = DispatchSpecificKey<UInt8>() }

    private static let token: Token = {
        let token = Token()
        DispatchQueue.main.setSpecific(key: token.key, value: 1)
        return token
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: token.key) == 1 }

    @MainActor static var reported = false

    @MainActor static func reportOffMain() {
        if !reported { TweenDiagnostics.say("a system callback TweenKit relies on came off the main queue: ignored") }
        reported = true
    }
}
