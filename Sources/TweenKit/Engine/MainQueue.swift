import Dispatch

/// Runs main-actor code synchronously from a callback that Dispatch delivers on the main queue.
/// `MainActor.assumeIsolated` does this from iOS 17 / macOS 14; this works on every supported OS.
/// The queue is checked first, so it never runs main-actor code anywhere else.
func runOnMainQueue(_ body: @MainActor () -> Void) {
    dispatchPrecondition(condition: .onQueue(.main))
    withoutActuallyEscaping(body) { body in
        // A synchronous closure's representation does not depend on its actor isolation.
        unsafeBitCast(body, to: (() -> Void).self)()
    }
}
