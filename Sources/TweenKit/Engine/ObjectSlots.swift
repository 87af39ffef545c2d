/// A map from an object's identity to an index: open addressing with linear probing in a
/// power-of-two table, a multiplicative (Fibonacci) hash, and backward-shift deletion.
///
/// The engine's `TargetTable` looks an object up on every start. `Dictionary` hashes each key with
/// seeded SipHash, which cost more than the rest of that look-up; identities are already well spread
/// addresses, so one multiplication is enough. The table is at most half full.
struct ObjectSlots {
    private var keys: [UInt] = []   // 0: empty (no object lives at address 0)
    private var values: [Int] = []
    private var shift = 64
    private(set) var count = 0

    private func home(_ key: UInt) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    private var mask: Int { keys.count - 1 }

    /// Where `key` is, or the empty place where it would go.
    private func probe(_ key: UInt) -> (index: Int, found: Bool) {
        var i = home(key)
        while true {
            let stored = keys[i]
            if stored == key { return (i, true) }
            if stored == 0 { return (i, false) }
            i = (i + 1) & mask
        }
    }

    subscript(id: ObjectIdentifier) -> Int? {
        guard count > 0 else { return nil }
        let (i, found) = probe(UInt(bitPattern: id))
        return found ? values[i] : nil
    }

    /// The value for `id`; when there is none, stores `make()` first. One probe.
    mutating func value(for id: ObjectIdentifier, orInsert make: () -> Int) -> (value: Int, inserted: Bool) {
        if (count + 1) * 2 > keys.count { grow() }
        let key = UInt(bitPattern: id)
        let (i, found) = probe(key)
        if found { return (values[i], false) }
        let value = make()
        keys[i] = key
        values[i] = value
        count += 1
        return (value, true)
    }

    /// Replaces the value of an `id` that is present.
    mutating func update(_ id: ObjectIdentifier, to value: Int) {
        let (i, found) = probe(UInt(bitPattern: id))
        if found { values[i] = value }
    }

    mutating func remove(_ id: ObjectIdentifier) {
        guard count > 0 else { return }
        var (hole, found) = probe(UInt(bitPattern: id))
        guard found else { return }
        // Move later members of the probe run back into the hole when their home allows it.
        var next = (hole + 1) & mask
        while keys[next] != 0 {
            let h = home(keys[next])
            let movable = hole <= next ? (h <= hole || h > next) : (h <= hole && h > next)
            if movable {
                keys[hole] = keys[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = 0
        count -= 1
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        let capacity = max(16, keys.count * 2)
        shift = 64 - capacity.trailingZeroBitCount
        keys = Array(repeating: 0, count: capacity)
        values = Array(repeating: 0, count: capacity)
        for (key, value) in zip(oldKeys, oldValues) where key != 0 {
            let i = probe(key).index
            keys[i] = key
            values[i] = value
        }
    }
}
