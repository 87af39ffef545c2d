#if canImport(ObjectiveC)
import Foundation
#endif

/// Gives a class a per-object handle: `object.tween`, for tweening its properties, seeing and
/// controlling what runs on it, and its own queue. Adopt it with no code:
///
/// ```swift
/// final class Gauge: Tweenable { var level = 0.0 }
/// let gauge = Gauge()
/// gauge.tween.to(\.level, 75, duration: 1.5, curve: .easeOutCubic)   // starts at once
/// try gauge.tween.queue.enqueue(Tween(gauge, \.level, to: 0, duration: 0.5))
/// gauge.tween.queue.start()
/// gauge.tween.pauseAll(); gauge.tween.resumeAll(); gauge.tween.cancelAll()
/// ```
///
/// The handle and the per-object queue are stored weakly keyed by the object, so they never keep it alive. Every
/// `NSObject` is already `Tweenable`, on every platform: a subclass of it gets `.tween` without naming the protocol.
public protocol Tweenable: AnyObject {}

extension Tweenable {
    /// The handle for tweening this object on the shared engine.
    @MainActor public var tween: TweenHandle<Self> { TweenHandle(self, engine: .shared) }

    /// The handle for tweening this object on `engine`.
    @MainActor public func tween(on engine: TweenEngine) -> TweenHandle<Self> { TweenHandle(self, engine: engine) }
}

/// What `object.tween` returns: tweens for one object on one engine.
@MainActor
public struct TweenHandle<Root: AnyObject> {
    private weak var object: Root?
    /// The engine its tweens run on.
    public let engine: TweenEngine

    /// The object, while it lives.
    public var liveObject: Root? { object }

    /// A handle for `object` (held weakly) on `engine`; `object.tween` makes one on the shared engine.
    public init(_ object: Root, engine: TweenEngine) { (self.object, self.engine) = (object, engine) }

    /// Starts a tween of a property from its current value to `value`, and returns it.
    @discardableResult
    public func to<Value: Interpolatable>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value>, _ value: Value,
        duration: Double, curve: TimingCurve = .linear
    ) -> Tween<Value>? {
        start { Tween($0, keyPath, to: value, duration: duration, curve: curve, engine: engine) }
    }

    /// Starts what `make` makes for the object, and returns it; nil once the object is gone.
    func start<Started: Playable>(_ make: (Root) -> Started) -> Started? {
        guard let object else { return nil }
        let started = make(object)
        started.start()
        return started
    }

    /// The tweens writing to this object now (delayed, running or paused).
    public var running: [Playable] { object.map { engine.owners.playables(of: $0) } ?? [] }

    /// Pauses every tween writing to the object.
    public func pauseAll() { for playable in running { playable.pause() } }
    /// Resumes every paused tween writing to the object.
    public func resumeAll() { for playable in running { playable.resume() } }
    /// Cancels what runs on the object and empties its queue. The queue goes first, so that cancelling
    /// its current step does not start the next one. A sequence or group that also plays other objects stops
    /// writing to this one (its steps on it complete `.cancelled`) and plays on for the others.
    public func cancelAll() {
        guard let object else { return }
        QueueStore.existing(for: object)?.cancelAll()
        for playable in running { playable.letGo(of: object) }
    }

    /// The object's own queue: the same queue each time it is asked for (by any engine's handle) while the object lives.
    public var queue: TweenQueue { object.map { QueueStore.queue(for: $0) } ?? TweenQueue() }
}

/// Per-object queues, keyed weakly: an entry whose object is gone is dropped (and never matched by a
/// new object that reuses the address, since the stored weak reference is compared too). An `NSObject`
/// keeps its queue as an associated object instead.
@MainActor
enum QueueStore {
    private struct Entry {
        weak var object: AnyObject?
        let queue: TweenQueue
    }
    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// Lets go of the queues of objects that have gone: each completes the steps still waiting in it
    /// `.cancelled`. Called when a queue is made, and by the engines' sweeps of their books.
    static func sweep() {
        guard entries.values.contains(where: { $0.object == nil }) else { return }
        for entry in entries.values where entry.object == nil { entry.queue.cancelAll() }  // held by the app too
        entries = entries.filter { $0.value.object != nil }
    }
    static var holdsWaitingSteps: Bool { entries.values.contains { !$0.queue.pending.isEmpty } }

    static func existing(for object: AnyObject) -> TweenQueue? {
        #if canImport(ObjectiveC)
        if let object = object as? NSObject { return AssociatedQueue.queue(of: object) }
        #endif
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.queue
    }

    static func queue(for object: AnyObject) -> TweenQueue {
        if let queue = existing(for: object) { return queue }
        let queue = TweenQueue()
        #if canImport(ObjectiveC)
        if let object = object as? NSObject {
            AssociatedQueue.set(queue, on: object)
            return queue
        }
        #endif
        sweep()
        entries[ObjectIdentifier(object)] = Entry(object: object, queue: queue)
        return queue
    }
}
