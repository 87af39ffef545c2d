/// A map from an object's identity to an index: open addressing with linear probing in a
/// power-of-two table, a multiplicative (Fibonacci) hash, and backward-shift deletion.
///
/// The engine's `TargetTable` looks an object up on every start. `Dictionary` hashes each key with
/// seeded SipHash, which cost more than the rest of that look-up; identities are already well spread
/// addresses, so one multiplication is enough. The table is at most half full, and a key sits next
/// to its value, so that a look-up touches one cache line.
struct ObjectSlots {
    private struct Slot {
        var key: UInt   // 0: empty (no object lives at address 0)
        var value: Int
    }
    private var slots: [Slot] = []
    private var shift = 64
    private(set) var count = 0

    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    private var mask: Int { slots.count - 1 }

    /// Where `key` is, or the empty place where it would go.
    private func probe(_ key: UInt) -> (index: Int, found: Bool) {
        var i = home(key)
        while true {
            let stored = slots[i].key
            if stored == key { return (i, true) }
            if stored == 0 { return (i, false) }
            i = (i + 1) & mask
        }
    }

    subscript(id: ObjectIdentifier) -> Int? {
        guard count > 0 else { return nil }
        let (i, found) = probe(UInt(bitPattern: id))
        return found ? slots[i].value : nil
    }

    /// The value for `id`; when there is none, stores `make()` first. One probe.
    mutating func value(for id: ObjectIdentifier, orInsert make: () -> Int) -> (value: Int, inserted: Bool) {
        if (count + 1) * 2 > slots.count { grow() }
        let key = UInt(bitPattern: id)
        let (i, found) = probe(key)
        if found { return (slots[i].value, false) }
        let value = make()
        slots[i] = Slot(key: key, value: value)
        count += 1
        return (value, true)
    }

    /// Replaces the value of an `id` that is present.
    mutating func update(_ id: ObjectIdentifier, to value: Int) {
        let (i, found) = probe(UInt(bitPattern: id))
        if found { slots[i].value = value }
    }

    mutating func remove(_ id: ObjectIdentifier) {
        guard count > 0 else { return }
        var (hole, found) = probe(UInt(bitPattern: id))
        guard found else { return }
        // Move later members of the probe run back into the hole when their home allows it.
        var next = (hole + 1) & mask
        while slots[next].key != 0 {
            let h = home(slots[next].key)
            let movable = hole <= next ? (h <= hole || h > next) : (h <= hole && h > next)
            if movable {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole].key = 0
        count -= 1
    }

    private mutating func grow() {
        let old = slots
        let capacity = max(16, slots.count * 2)
        shift = 64 - capacity.trailingZeroBitCount
        slots = Array(repeating: Slot(key: 0, value: 0), count: capacity)
        for slot in old where slot.key != 0 {
            slots[probe(slot.key).index] = slot
        }
    }
}
