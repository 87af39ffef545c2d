/// The objects that an engine's tweens write to: one strong reference per object, and the tweens
/// writing to it.
///
/// The engine holds each target here while its tweens run, so that tweens themselves never keep a
/// target alive and the frame loop needs no weak load (see `TweenEngine`). An object with one tween
/// (the usual case) costs one `ObjectSlots` slot and one 16-byte entry, and no allocation of its own;
/// overwriting looks only at the tweens of the same object.
@MainActor
struct TargetTable {
    private struct Entry {
        var object: AnyObject
        /// Its first tween; any others are in `others`.
        var first: Playable
    }

    private var entries: ContiguousArray<Entry> = []
    private var slots = ObjectSlots()
    /// The second and later tweens of objects that have more than one (rare, so kept out of `entries`,
    /// whose size is what growing the table costs).
    private var others: [ObjectIdentifier: [Playable]] = [:]

    var isEmpty: Bool { entries.isEmpty }
    /// How many objects it holds.
    var count: Int { entries.count }

    /// Where the entry of the object `id` is: its place in `slots` and its index in `entries`.
    @inline(__always)
    private func find(_ id: ObjectIdentifier) -> (position: Int, index: Int?) {
        slots.find(id) { ObjectIdentifier(entries[$0].object) == id }
    }

    /// The tweens writing to the object `id` (empty when none).
    func users(of id: ObjectIdentifier) -> [Playable] {
        guard let slot = find(id).index else { return [] }
        return [entries[slot].first] + others[id, default: []]
    }

    /// Holds `object` (once) for `playable`, and returns the other tweens that write the property
    /// `playable` writes (for the caller to cancel). One hash look-up; the property is looked at only
    /// when the object already has tweens.
    mutating func add(_ object: consuming AnyObject, for playable: Playable) -> [Playable] {
        let id = ObjectIdentifier(copy object)
        slots.reserveOne()
        let (position, found) = find(id)
        guard let slot = found else {
            slots.insert(id, index: entries.count, at: position)
            entries.append(Entry(object: object, first: playable))
            return []
        }
        var rivals: [Playable] = []
        if let name = playable.propertyName {
            let key = PropertyKey(object: id, property: name)
            let first = entries[slot].first
            if first !== playable && first.writes(key) { rivals.append(first) }
            for other in others[id, default: []] where other !== playable && other.writes(key) { rivals.append(other) }
        }
        others[id, default: []].append(playable)
        return rivals
    }

    /// Lets go of `playable`'s hold on the object `id`. Returns the object when no tween holds it any
    /// more, so that the caller drops the last reference after this bookkeeping is done.
    mutating func remove(_ id: ObjectIdentifier, for playable: Playable) -> AnyObject? {
        let (position, found) = find(id)
        guard let slot = found else { return nil }
        if entries[slot].first === playable {
            guard let next = others[id]?.popLast() else { return removeEntry(at: slot, position: position) }
            entries[slot].first = next
        } else if let index = others[id]?.firstIndex(where: { $0 === playable }) {
            others[id]?.remove(at: index)
        }
        if others[id]?.isEmpty == true { others[id] = nil }
        return nil
    }

    /// Removes the entry at `slot` in `entries`, whose identity is at `position` in `slots`.
    private mutating func removeEntry(at slot: Int, position: Int) -> AnyObject {
        slots.remove(at: position)
        let last = entries.count - 1
        if slot != last {
            // The last entry moves into the gap: its identity's slot now points there.
            entries.swapAt(slot, last)
            let moved = slots.find(ObjectIdentifier(entries[slot].object)) { $0 == last }.position
            slots.update(at: moved, to: slot)
        }
        return entries.removeLast().object
    }

    /// Where the next look for abandoned objects starts.
    private var cursor = 0
    /// Where the next look for an object to probe starts.
    private var probeCursor = 0

    /// The next object in turn, one a call, if `needsProbe` says it should be probed (see
    /// `TweenEngine.probeLiveness`); its identity only, so that nothing here keeps it alive.
    mutating func nextToProbe(where needsProbe: (AnyObject) -> Bool) -> ObjectIdentifier? {
        guard !entries.isEmpty else { return nil }
        if probeCursor >= entries.count { probeCursor = 0 }
        let object = entries[probeCursor].object
        probeCursor += 1
        return needsProbe(object) ? ObjectIdentifier(object) : nil
    }

    /// Of the next `limit` objects in turn (all of them when there are no more), those that nothing but
    /// this table references any more.
    mutating func abandoned(checkingAtMost limit: Int) -> [ObjectIdentifier] {
        let total = entries.count
        guard total > 0 else { return [] }
        let start = cursor < total ? cursor : 0
        let count = min(limit, total)
        cursor = (start + count) % total
        var abandoned: [ObjectIdentifier] = []
        entries.withUnsafeMutableBufferPointer { entries in
            var i = start
            for _ in 0..<count {
                if isKnownUniquelyReferenced(&entries[i].object) {
                    abandoned.append(ObjectIdentifier(entries[i].object))
                }
                i = i + 1 == total ? 0 : i + 1
            }
        }
        return abandoned
    }
}

extension TargetTable {
    /// What is wrong with the table, if anything (empty when consistent): every object's entry is found
    /// through its slot, the slot and entry counts agree, every tween listed has its claim on the object,
    /// no ended or paused playable holds an object,
    /// and no playable is listed twice for one object.
    func inconsistencies() -> [String] {
        var problems: [String] = []
        if slots.count != entries.count { problems.append("\(slots.count) slots for \(entries.count) entries") }
        for (index, entry) in entries.enumerated() {
            let id = ObjectIdentifier(entry.object)
            if find(id).index != index { problems.append("entry \(index) is not where its slot says") }
            let users = users(of: id)
            for user in users where user.claimedObject != id {
                problems.append("a \(type(of: user)) is listed for an object it has no claim on")
            }
            for user in users where user.state.isEnded { problems.append("an ended \(type(of: user)) holds an object") }
            for user in users where user.state == .paused {
                problems.append("a paused \(type(of: user)) holds an object")
            }
            if Set(users.map(ObjectIdentifier.init)).count != users.count { problems.append("a playable listed twice") }
        }
        for id in others.keys where find(id).index == nil {
            problems.append("tweens listed for an object with no entry")
        }
        return problems
    }
}
