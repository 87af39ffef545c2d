/// Which playable writes each property of each object now: the books of the overwrite rule (a new tween of a property
/// replaces the one playing it, as Core Animation replaces an animation for the same key). It only keeps the books: the
/// engine acts on what it answers (the playables to cancel) afterwards, so no handler runs inside it.
///
/// It holds the playables it lists (a paused one must stay reachable through `object.tween` to be resumed)
/// and each object weakly, with its weak reference, so that a new object at a dead one's address is never
/// taken for it. A gone object's writers find out on their next frame, or, when paused, when resumed or when
/// the engine next sweeps (`removeOrphans()`).
@MainActor
struct PropertyOwners {
    private struct Entry {
        weak var object: AnyObject?
        var owners: [PropertyName: Playable] = [:]
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    var isEmpty: Bool { entries.isEmpty }

    /// Whether any owner is paused (no frame visits it).
    var hasPausedOwners: Bool { entries.values.contains { $0.owners.values.contains { $0.state == .paused } } }

    /// Makes `playable` the owner of `property` of `object`. Returns the playables to cancel: the property's
    /// owner until now, and every owner listed for a dead object that had the same address.
    mutating func claim(_ property: PropertyName, of object: AnyObject, for playable: Playable) -> [Playable] {
        let id = ObjectIdentifier(object)
        var replaced: [Playable] = []
        if let entry = entries[id], entry.object !== object {
            replaced += entry.owners.values
            entries[id] = nil
        }
        if let owner = entries[id]?.owners[property], owner !== playable { replaced.append(owner) }
        entries[id, default: Entry(object: object)].owners[property] = playable
        return replaced
    }

    /// `playable` no longer writes `key` (it ended); a later owner's entry stays.
    mutating func release(_ key: PropertyKey, for playable: Playable) {
        guard entries[key.object]?.owners[key.property] === playable else { return }
        entries[key.object]?.owners[key.property] = nil
        if entries[key.object]?.owners.isEmpty == true { entries[key.object] = nil }
    }

    /// The owner of `key`, if any.
    func owner(of key: PropertyKey) -> Playable? { entries[key.object]?.owners[key.property] }

    /// The playables writing to `object` now.
    func playables(of object: AnyObject) -> [Playable] {
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return [] }
        return Array(entry.owners.values)
    }

    /// Takes out the entries of objects that have gone, and returns their owners (to cancel).
    mutating func removeOrphans() -> [Playable] {
        var orphans: [Playable] = []
        for (id, entry) in entries where entry.object == nil {
            orphans += entry.owners.values
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
