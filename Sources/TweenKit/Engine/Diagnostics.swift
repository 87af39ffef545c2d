import Foundation

#if canImport(os)
import os
#endif

/// Where TweenKit's messages to developers go (a tween that failed, a control that does nothing where it was called, a
/// clock that stopped reporting), for debugging only. Debug builds log them (to the unified logging system on Apple
/// platforms, to standard error elsewhere), release builds drop them. Set `handler` to redirect or silence them:
///
/// ```swift
/// TweenDiagnostics.handler = nil                          // quiet
/// TweenDiagnostics.handler = { message in log.append(message) }
/// ```
@MainActor
public enum TweenDiagnostics {
    /// Receives each message, prefixed with nothing; nil drops them.
    public static var handler: ((String) -> Void)? = defaultHandler

    /// Debug builds: the platform's log; release builds: nothing.
    private static var defaultHandler: ((String) -> Void)? {
        #if DEBUG
        #if canImport(os)
        let logger = Logger(subsystem: "TweenKit", category: "diagnostics")
        return { message in logger.debug("\(message, privacy: .public)") }
        #else
        return { message in FileHandle.standardError.write(Data("TweenKit: \(message)\n".utf8)) }
        #endif
        #else
        return nil
        #endif
    }

    /// Hands `message` to the handler, if there is one.
    static func say(_ message: @autoclosure () -> String) { handler?(message()) }
}
