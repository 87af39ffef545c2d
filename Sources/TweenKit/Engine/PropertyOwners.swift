/// Which playable writes each property of each object now: the books of the overwrite rule (a new tween of a property
/// replaces the one playing it, as Core Animation replaces an animation for the same key). It only keeps the books: the
/// engine acts on what it answers (the playables to cancel) afterwards, so no handler runs inside it.
///
/// It holds the playables it lists (a paused one must stay reachable through `object.tween` to be resumed) and each
/// object weakly (through its sole tween's target, or a weak reference of its own), so that a new object at a dead
/// one's address is never taken for it. A gone object's writers find out on their next frame, or, when paused, when
/// resumed or when the engine next sweeps (`removeOrphans()`).
@MainActor
struct PropertyOwners {
    /// An object's owners. Most objects have one tween at a time, which holds the object weakly and knows the property
    /// it writes: the books keep that tween alone, one word a table entry. Anything more has its own list.
    @MainActor private enum Entry {
        case sole(Playable)
        case shared(Shared)

        /// Whether it is the entry of `object`, not of a dead one that had its address (a sole tween's object alive
        /// at that address is `object`); with nil, whether its object has gone.
        func holds(_ object: AnyObject?) -> Bool {
            switch self {
            case .sole(let owner): owner.hasLostTarget == (object == nil)
            case .shared(let shared): shared.object === object
            }
        }

        var owners: Owners {
            switch self {
            case .sole(let owner): owner.propertyKey.map { [($0.property, owner)] } ?? []
            case .shared(let shared): shared.owners
            }
        }

        subscript(property: PropertyName) -> Playable? {
            switch self {
            case .sole(let owner): owner.propertyKey?.property == property ? owner : nil
            case .shared(let shared): shared[property]
            }
        }
    }

    /// Owners in the order they claimed: a newer owner of a property takes its place.
    private typealias Owners = [(property: PropertyName, owner: Playable)]

    @MainActor private final class Shared {
        weak var object: AnyObject?
        var owners: Owners
        init(_ object: AnyObject, _ owners: Owners) { (self.object, self.owners) = (object, owners) }

        subscript(property: PropertyName) -> Playable? { owners.first { $0.property == property }?.owner }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Whether any owner is paused (no frame visits it).
    var hasPausedOwners: Bool { entries.values.contains { $0.owners.contains { $0.owner.state == .paused } } }

    /// Makes `playable` the owner of `property` of `object`. Returns the playables to cancel: the property's
    /// owner until now, and every owner listed for a dead object that had the same address.
    mutating func claim(_ property: PropertyName, of object: AnyObject, for playable: Playable) -> [Playable] {
        var replaced: [Playable] = []
        // In place, with one look-up. A tween claims only the property it writes, and stands alone for an object no
        // other playable writes (a timeline has no property of its own to say).
        func claim(in entry: inout Entry?) {
            guard let held = entry, held.holds(object) else {
                // A new entry, or a dead object's at the same address, whose owners go.
                replaced = entry?.owners.map(\.owner) ?? []
                entry = playable.propertyKey != nil ? .sole(playable) : .shared(Shared(object, [(property, playable)]))
                return
            }
            let owner = held[property]
            if let owner, owner !== playable { replaced.append(owner) }
            switch held {
            case .sole where owner != nil && playable.propertyKey != nil: entry = .sole(playable)
            case .sole where owner != nil: entry = .shared(Shared(object, [(property, playable)]))
            case .sole: entry = .shared(Shared(object, held.owners + [(property, playable)]))
            case .shared(let shared) where owner != nil:
                shared.owners = shared.owners.map { $0.property == property ? (property, playable) : $0 }
            case .shared(let shared): shared.owners.append((property, playable))
            }
        }
        claim(in: &entries[ObjectIdentifier(object)])
        return replaced
    }

    /// `playable` no longer writes `key` (it ended); a later owner's entry stays.
    mutating func release(_ key: PropertyKey, for playable: Playable) {
        switch entries[key.object] {
        case .sole(let owner) where owner === playable: entries[key.object] = nil
        case .shared(let shared) where shared[key.property] === playable:
            shared.owners.removeAll { $0.property == key.property }
            if shared.owners.isEmpty { entries[key.object] = nil }
        default: return
        }
    }

    /// The owner of `key`, if any.
    func owner(of key: PropertyKey) -> Playable? { entries[key.object]?[key.property] }

    /// The playables writing to `object` now.
    func playables(of object: AnyObject) -> [Playable] {
        guard let entry = entries[ObjectIdentifier(object)], entry.holds(object) else { return [] }
        // Each once: a timeline owns every property of the object its steps write.
        var seen = Set<ObjectIdentifier>()
        return entry.owners.map(\.owner).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Takes out the entries of objects that have gone, and returns their owners (to cancel).
    mutating func removeOrphans() -> [Playable] {
        let orphaned = entries.filter { $0.value.holds(nil) }
        for id in orphaned.keys { entries[id] = nil }
        return orphaned.values.flatMap { $0.owners.map(\.owner) }
    }

    /// What is wrong with the books (empty when consistent): every owner listed has not ended and writes the
    /// property it is listed for.
    func inconsistencies() -> [String] {
        var problems: [String] = []
        for (id, entry) in entries {
            for (property, owner) in entry.owners {
                if owner.state.isEnded { problems.append("an ended \(type(of: owner)) owns \(property)") }
                if !owner.writtenKeys.contains(PropertyKey(object: id, property: property)) {
                    problems.append("a \(type(of: owner)) owns \(property) but does not write it")
                }
            }
        }
        return problems
    }
}
