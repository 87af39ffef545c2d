import Foundation

/// Recently made cubic Bézier solvers, by their control points: making a curve with the same points
/// again (a curve written inline for each tween, say) reuses the solver and its tables instead of
/// building them anew. Holds at most `capacity` solvers, dropping the oldest first.
///
/// A solver serves any number of curves, on any thread (see `CubicBezierSolver` for how its tables are
/// filled); the table itself is guarded by a lock (curves are made from any thread).
enum BezierCache {
    static let capacity = 64

    private struct Key: Hashable {
        let x1: UInt64, y1: UInt64, x2: UInt64, y2: UInt64
        init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
            (self.x1, self.y1, self.x2, self.y2) = (x1.bitPattern, y1.bitPattern, x2.bitPattern, y2.bitPattern)
        }
    }

    /// The table and its lock. `@unchecked Sendable`: every access to `solvers` and `order` holds `lock`.
    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var solvers: [Key: CubicBezierSolver] = [:]
        /// Keys oldest first, to drop when full.
        var order: [Key] = []
    }

    private static let storage = Storage()

    /// The solver for these control points: from the table, or made (outside the lock) and added.
    static func solver(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CubicBezierSolver {
        let key = Key(x1, y1, x2, y2)
        if let found = storage.lock.withLock({ storage.solvers[key] }) { return found }
        let made = CubicBezierSolver.lazy(x1, y1, x2, y2)
        return storage.lock.withLock {
            if let raced = storage.solvers[key] { return raced }  // another thread made it meanwhile
            storage.solvers[key] = made
            storage.order.append(key)
            if storage.order.count > capacity { storage.solvers[storage.order.removeFirst()] = nil }
            return made
        }
    }
}
