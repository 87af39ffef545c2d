#if canImport(ObjectiveC)
import Foundation
#endif

/// A running tween's claim on the object it writes: the unretained reference its frames write through.
///
/// Invariant (the one that makes the unretained write safe): a claim exists exactly while the engine's
/// `TargetRegistry` holds the object strongly for the tween that has it. Only the registry makes one
/// (`claim`), and a tween gives it back (`release`, or `park` when it pauses) before it lets the field
/// holding it go; the registry's `inconsistencies()` checks that every tween it lists holds its claim and
/// that no ended or paused tween is still listed as holding an object. Liveness is the registry's too: it lets an object go, ending its tweens, once
/// nothing else references it.
struct TargetClaim {
    /// The object, held by the registry for as long as this claim exists.
    let object: Unmanaged<AnyObject>

    fileprivate init(_ object: Unmanaged<AnyObject>) {
        self.object = object
    }

    /// Runs `body` with the object, neither retained nor released.
    @inline(__always)
    func withObject<T>(_ body: (AnyObject) -> T) -> T {
        object._withUnsafeGuaranteedRef(body)
    }
}

/// Which tween writes which object, in one place: the one strong reference the engine keeps to each object
/// its running tweens write (`TargetTable`), the paused tweens that still claim a property but hold no
/// object (`parked`), the overwrite rule (a new tween of a property ends the others of it) and liveness (an
/// object nothing else references is let go, and its tweens end).
///
/// It only keeps the books: what it answers (the rivals to cancel, the tweens whose object went away) the
/// engine acts on after the books are done, so no handler ever runs inside it.
@MainActor
struct TargetRegistry {
    /// Whether liveness is found by probing every object rather than by the uniqueness of the table's
    /// reference (tests: it is what an Objective-C object's liveness rests on if the runtime's uniqueness
    /// answer cannot be had).
    var probingEveryObject = false
    private var table = TargetTable()
    /// Paused tweens, by the object they write to, which they no longer hold (see `park`).
    private var parked: [ObjectIdentifier: [Playable]] = [:]

    var isEmpty: Bool { table.isEmpty && parked.isEmpty }

    /// Holds `object` for `playable` and hands it the claim it writes through; also answers the other
    /// tweens writing the property `playable` writes (running or paused), which the caller cancels once
    /// the claim is stored.
    mutating func claim(_ object: consuming AnyObject, for playable: Playable) -> (TargetClaim, rivals: [Playable]) {
        let claim = TargetClaim(Unmanaged.passUnretained(object))
        let id = ObjectIdentifier(copy object)
        var rivals = table.add(object, for: playable)
        if !parked.isEmpty, let name = playable.propertyName {
            let key = PropertyKey(object: id, property: name)
            rivals += parked[id, default: []].filter { $0 !== playable && $0.writes(key) }
        }
        return (claim, rivals)
    }

    /// Takes back `playable`'s claim. Returns the object when nothing here holds it any more, so that the
    /// caller drops the last reference (which may run its `deinit`) after the books are done.
    mutating func release(_ claim: TargetClaim, for playable: Playable) -> AnyObject? {
        table.remove(claim.withObject { ObjectIdentifier($0) }, for: playable)
    }

    /// Takes back a pausing tween's claim: it still claims its property (a new tween of it cancels this
    /// one) and is listed among the object's tweens, but nothing holds the object, which may go away; the
    /// tween finds that out when it resumes. Holding it instead would keep it alive for as long as the
    /// tween stays paused, since no frames run to check it.
    mutating func park(_ claim: TargetClaim, for playable: Playable) -> AnyObject? {
        let id = claim.withObject { ObjectIdentifier($0) }
        let object = release(claim, for: playable)
        if playable.propertyName != nil { parked[id, default: []].append(playable) }
        return object
    }

    /// A parked tween resumes or ends: it is no longer listed as paused. Found by its object while that is
    /// alive; a tween whose object has gone (so it no longer knows the object's identity) is looked for in
    /// every list.
    mutating func unpark(_ playable: Playable) {
        guard !parked.isEmpty else { return }
        if let id = playable.propertyKey?.object {
            remove(playable, fromParkedAt: id)
            return
        }
        guard playable.propertyName != nil else { return }
        for id in parked.keys where parked[id]?.contains(where: { $0 === playable }) == true {
            remove(playable, fromParkedAt: id)
        }
    }

    private mutating func remove(_ playable: Playable, fromParkedAt id: ObjectIdentifier) {
        guard var list = parked[id] else { return }
        list.removeAll { $0 === playable }
        parked[id] = list.isEmpty ? nil : list
    }

    /// The playables (delayed, running or paused) that write to the object `id`.
    func playables(forObject id: ObjectIdentifier) -> [Playable] {
        table.users(of: id) + parked[id, default: []]
    }

    /// The tweens to cancel because their object went away: parked ones whose object is gone, and the
    /// tweens of the objects, of the next `limit` in turn, that nothing but the table references.
    mutating func orphans(checkingAtMost limit: Int) -> [Playable] {
        var orphans: [Playable] = []
        if !parked.isEmpty { orphans += parked.values.joined().filter(\.hasLostTarget) }
        guard !table.isEmpty, !probingEveryObject else { return orphans }
        for id in table.abandoned(checkingAtMost: limit) { orphans += table.users(of: id) }
        return orphans
    }

    /// The next object (in turn) whose liveness the uniqueness check cannot be trusted to tell, for the
    /// engine's probe: an Objective-C object, whose reference count is the Objective-C runtime's (whatever
    /// its answer to `isKnownUniquelyReferenced`, an object nothing else references is still found, by the
    /// probe), or any object, one a frame, when `probingEveryObject` (tests).
    mutating func nextToProbe() -> ObjectIdentifier? {
        if probingEveryObject { return table.nextToProbe { _ in true } }
        #if canImport(ObjectiveC)
        // A safety net, not the usual way objects go (the uniqueness check finds them within a few frames):
        // one object every `probeInterval` frames, which keeps a probe's few small allocations rare.
        framesToProbe -= 1
        guard framesToProbe <= 0 else { return nil }
        framesToProbe = Self.probeInterval
        return table.nextToProbe { $0 is NSObject }
        #else
        return nil
        #endif
    }

    /// Frames between two probes of Objective-C objects.
    static let probeInterval = 8
    private var framesToProbe = 0

    /// The tweens holding the object `id` (not the parked ones, which hold nothing).
    func holders(of id: ObjectIdentifier) -> [Playable] { table.users(of: id) }

    /// How many objects the table holds.
    var heldCount: Int { table.count }

    /// What is wrong with the books, if anything: the table's own checks, and every parked tween paused.
    func inconsistencies() -> [String] {
        var problems = table.inconsistencies()
        for playable in parked.values.joined() where playable.state != .paused {
            problems.append("a parked \(type(of: playable)) is \(playable.state)")
        }
        return problems
    }
}
