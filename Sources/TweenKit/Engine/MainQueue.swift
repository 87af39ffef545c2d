import Dispatch

/// Runs main-actor code from a callback that the system promises to deliver on the main queue (a display link, a timer
/// or notification on the main queue, Core Animation's `display()` on the main thread), through
/// `MainActor.assumeIsolated`. Anywhere else it runs nothing and returns false, and the broken promise is reported once
/// (`TweenDiagnostics`), from the main queue: never a crash.
@discardableResult
func onMainThread(_ body: @MainActor () -> Void) -> Bool {
    guard MainQueueMark.isCurrent else {
        DispatchQueue.main.async { MainActor.assumeIsolated { MainQueueMark.reportOffMain() } }
        return false
    }
    MainActor.assumeIsolated(body)
    return true
}

/// Tells the main queue from any other, without trapping (`dispatchPrecondition` traps).
enum MainQueueMark {
    /// An immutable token, made and attached to the main queue once (a static's initializer runs exactly once) and only
    /// compared afterwards, so sharing it across threads is safe; the iOS SDK's Dispatch does not say so itself.
    private struct Token: @unchecked Sendable {
        let key = DispatchSpecificKey<UInt8>()
    }

    private static let token: Token = {
        let token = Token()
        DispatchQueue.main.setSpecific(key: token.key, value: 1)
        return token
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: token.key) == 1 }

    @MainActor static var reported = false

    /// Says once that a callback promised on the main queue came from another.
    @MainActor static func reportOffMain() {
        guard !reported else { return }
        reported = true
        TweenDiagnostics.say("a system callback TweenKit relies on came off the main queue: it was ignored")
    }
}
