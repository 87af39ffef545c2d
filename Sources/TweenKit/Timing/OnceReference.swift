import Foundation

#if canImport(Synchronization)
import Synchronization
#endif

/// A solver made on first need (a lazily made curve's complete twin), by whichever thread needs it first, and
/// then read by any thread: made once, under a lock (another thread making it meanwhile waits, then finds it
/// made), and held until the slot goes. (`make`'s closure must not make another slot's object: the
/// lock-free slots share one lock for making.)
///
/// Where the platform has atomics (Linux; macOS 15, iOS 18 and their peers, through the standard library's
/// `Synchronization`), it is read without a lock: the maker publishes it with release ordering, and a reader
/// that loads it with acquire ordering sees it fully made. Elsewhere every read takes the lock.
///
/// Unsafe code, in this one place: the slot holds the object strongly and hands it out unretained
/// (`Unmanaged`, which is also what the atomic publishes), valid while the slot lives — which its caller
/// guarantees by holding the slot's owner. `OnceReferenceTests` makes one from many threads at once
/// (one object, made once, for all) and checks that the slot holds it exactly as long as it lives.
///
/// Not generic: a generic class called through a protocol runs unspecialized, which made a read cost 50 ns.
protocol OnceReference: AnyObject, Sendable {
    /// The object, if made. Unretained: valid while this slot lives.
    func made() -> Unmanaged<CubicBezierSolver>?
    /// Makes the object with `make`, unless someone has (or is making it: then waits for it).
    func make(_ make: () -> CubicBezierSolver)
}

/// A new, empty slot: with lock-free reads where atomics exist (unless `lockFree` is false, for tests).
func makeOnceReference(lockFree: Bool = true) -> any OnceReference {
    #if canImport(Synchronization)
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), lockFree {
        return AtomicOnceReference()
    }
    #endif
    return LockedOnceReference()
}

#if canImport(Synchronization)
/// The lock that every lock-free slot makes its object under: making is rare (once per slot), and one lock
/// for all keeps a slot to one allocation.
private let makingLock = NSLock()

/// Read with one acquiring load; made under `makingLock`.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class AtomicOnceReference: OnceReference, @unchecked Sendable {
    /// Holds the object once made (under `makingLock`).
    private var held: CubicBezierSolver?
    /// The object, unretained, once `held` holds it.
    private let published = Atomic<Unmanaged<CubicBezierSolver>?>(nil)

    func made() -> Unmanaged<CubicBezierSolver>? { published.load(ordering: .acquiring) }

    func make(_ make: () -> CubicBezierSolver) {
        makingLock.withLock {
            guard held == nil else { return }
            let object = make()
            held = object
            published.store(Unmanaged.passUnretained(object), ordering: .releasing)
        }
    }
}
#endif

/// Every read under the lock. `@unchecked Sendable`: `held` is read and written under `lock` only.
private final class LockedOnceReference: OnceReference, @unchecked Sendable {
    private let lock = NSLock()
    private var held: CubicBezierSolver?

    func made() -> Unmanaged<CubicBezierSolver>? { lock.withLock { held.map(Unmanaged.passUnretained) } }

    func make(_ make: () -> CubicBezierSolver) { lock.withLock { if held == nil { held = make() } } }
}
