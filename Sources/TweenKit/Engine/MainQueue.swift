import Dispatch

/// Runs main-actor code from a callback that the system promises to deliver on the main queue (a
/// display link, a timer or notification on the main queue, Core Animation's `display()` on the main
/// thread). Called anywhere else it does nothing and returns false: a broken promise costs one report,
/// never a crash.
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
    // An immutable token, made and attached to the main queue once (a lazy static's initializer runs
    // exactly once); only ever compared afterwards, so sharing it across threads is safe.
    nonisolated(unsafe) private static let key: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == 1 }
}
