import Dispatch

/// Runs main-actor code from a callback that the system promises to deliver on the main queue (a display link, a timer
/// or notification on the main queue, Core Animation's `display()` on the main thread). Called anywhere else it does
/// nothing and returns false: a broken promise costs one report, never a crash.
///
/// Unsafe code, in this one place: the closure's main-actor isolation is cast away, which is sound
/// because the queue is checked first (the main actor runs on the main queue). This is what
/// `MainActor.assumeIsolated` does; that API is missing from the iOS 16.5 SDK interface TweenKit is
/// type-checked against, so the equivalent is spelled out here. `MainQueueTests` checks both answers.
@discardableResult
func onMainThread(_ body: @MainActor () -> Void) -> Bool {
    guard MainQueueMark.isCurrent else { return false }
    withoutActuallyEscaping(body) { body in
        // A synchronous closure's representation does not depend on its actor isolation.
        unsafeBitCast(body, to: (() -> Void).self)()
    }
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
}
