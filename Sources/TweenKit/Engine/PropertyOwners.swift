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
        // Most objects have one tween at a time, kept here; a dictionary only for more (one takes the first's place).
        var first: (property: PropertyName, owner: Playable)?
        var others: [PropertyName: Playable] = [:]

        subscript(property: PropertyName) -> Playable? {
            get { first?.property == property ? first?.owner : others[property] }
            set {
                if let first, first.property != property {
                    others[property] = newValue
                } else {
                    first = newValue.map { (property, $0) } ?? others.popFirst().map { ($0, $1) }
                }
            }
        }

        var owners: [(property: PropertyName, owner: Playable)] { (first.map { [$0] } ?? []) + others.map { ($0, $1) } }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Whether any owner is paused (no frame visits it).
    var hasPausedOwners: Bool { entries.values.contains { $0.owners.contains { $0.owner.state == .paused } } }

    /// Makes `playable` the owner of `property` of `object`. Returns the playables to cancel: the property's
    /// owner until now, and every owner listed for a dead object that had the same address.
    mutating func claim(_ property: PropertyName, of object: AnyObject, for playable: Playable) -> [Playable] {
        var replaced: [Playable] = []
        // In place, with one look-up. A new entry has no owner yet; one that has, of a dead object, starts afresh.
        func claim(in entry: inout Entry) {
            if entry.first != nil, entry.object !== object {
                replaced = entry.owners.map(\.owner)
                entry = Entry(object: object)
            }
            if let owner = entry[property], owner !== playable { replaced.append(owner) }
            entry[property] = playable
        }
        claim(in: &entries[ObjectIdentifier(object), default: Entry(object: object)])
        return replaced
    }

    /// `playable` no longer writes `key` (it ended); a later owner's entry stays.
    mutating func release(_ key: PropertyKey, for playable: Playable) {
        guard entries[key.object]?[key.property] === playable else { return }
        entries[key.object]?[key.property] = nil
        if entries[key.object]?.first == nil { entries[key.object] = nil }
    }

    /// The owner of `key`, if any.
    func owner(of key: PropertyKey) -> Playable? { entries[key.object]?[key.property] }

    /// The playables writing to `object` now.
    func playables(of object: AnyObject) -> [Playable] {
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return [] }
        return entry.owners.map(\.owner)
    }

    /// Takes out the entries of objects that have gone, and returns their owners (to cancel).
    mutating func removeOrphans() -> [Playable] {
        var orphans: [Playable] = []
        for (id, entry) in entries where entry.object == nil {
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
