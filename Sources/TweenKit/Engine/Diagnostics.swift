#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Debug-build messages for the developer: to standard error, never mixed into a program's output.
enum Diagnostics {
    static func say(_ message: String) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var line = "TweenKit: \(message)\n"
        line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
        #endif
    }
}
