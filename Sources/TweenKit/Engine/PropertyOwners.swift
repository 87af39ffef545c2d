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
            case .sole(let owner): return owner.hasLostTarget == (object == nil)
            case .shared(let shared): return shared.object === object
            }
        }

        var owners: [(property: PropertyName, owner: Playable)] {
            switch self {
            case .sole(let owner): return owner.propertyKey.map { [($0.property, owner)] } ?? []
            case .shared(let shared): return shared.owners.map { ($0, $1) }
            }
        }

        subscript(property: PropertyName) -> Playable? {
            switch self {
            case .sole(let owner): return owner.propertyKey?.property == property ? owner : nil
            case .shared(let shared): return shared.owners[property]
            }
        }
    }

    @MainActor private final class Shared {
        weak var object: AnyObject?
        var owners: [PropertyName: Playable]

        init(_ object: AnyObject, _ property: PropertyName, _ owner: Playable, and sole: Playable? = nil) {
            self.object = object
            owners = [property: owner]
            if let sole, let key = sole.propertyKey { owners[key.property] = sole }
        }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Whether any owner is paused (no frame visits it).
    var hasPausedOwners: Bool { entries.values.contains { $0.owners.contains { $0.owner.state == .paused } } }

    /// Makes `playable` the owner of `property` of `object`. Returns the playables to cancel: the property's
    /// owner until now, and every owner listed for a dead object that had the same address.
    mutating func claim(_ property: PropertyName, of object: AnyObject, for playable: Playable) -> [Playable] {
        var replaced: [Playable] = []
        // In place, with one look-up.
        func claim(in entry: inout Entry?) {
            guard let held = entry, held.holds(object) else {
                // A new entry, or a dead object's at the same address, whose owners go. A tween claims only the
                // property it writes (a timeline has none of its own to say).
                replaced = entry?.owners.map(\.owner) ?? []
                entry = playable.propertyKey != nil ? .sole(playable) : .shared(Shared(object, property, playable))
                return
            }
            if let owner = held[property], owner !== playable { replaced.append(owner) }
            switch held {
            case .sole(let owner) where owner.propertyKey?.property == property: entry = .sole(playable)
            case .sole(let owner): entry = .shared(Shared(object, property, playable, and: owner))
            case .shared(let shared): shared.owners[property] = playable
            }
        }
        claim(in: &entries[ObjectIdentifier(object)])
        return replaced
    }

    /// `playable` no longer writes `key` (it ended); a later owner's entry stays.
    mutating func release(_ key: PropertyKey, for playable: Playable) {
        switch entries[key.object] {
        case .sole(let owner) where owner === playable: entries[key.object] = nil
        case .shared(let shared) where shared.owners[key.property] === playable:
            shared.owners[key.property] = nil
            if shared.owners.isEmpty { entries[key.object] = nil }
        default: return
        }
    }

    /// The owner of `key`, if any.
    func owner(of key: PropertyKey) -> Playable? { entries[key.object]?[key.property] }

    /// The playables writing to `object` now.
    func playables(of object: AnyObject) -> [Playable] {
        guard let entry = entries[ObjectIdentifier(object)], entry.holds(object) else { return [] }
        return entry.owners.map(\.owner)
    }

    /// Takes out the entries of objects that have gone, and returns their owners (to cancel).
    mutating func removeOrphans() -> [Playable] {
        var orphans: [Playable] = []
        for (id, entry) in entries where entry.holds(nil) {
            orphans += entry.owners.map(\.owner)
            entries[id] = nil
        }
        return orphans
    }

    /// What is wrong with the books (empty when consistent): every owner listed has not ended and writes the
    /// property it is listed for.
    func inconsistencies() -> [String] {
        var problems: [String] = []
        for (id, entry) in entries {
            for (property, owner) in entry.owners {
                if owner.state.isEnded { problems.append("an ended \(type(of: owner)) owns \(property)") }
                if !owner.writes(PropertyKey(object: id, property: property)) {
                    problems.append("a \(type(of: owner)) owns \(property) but does not write it")
                }
            }
        }
        return problems
    }
}
