/// Where each object's entry is in a caller's array: a map from an object's identity to an index,
/// as open addressing with linear probing in a power-of-two table, a multiplicative (Fibonacci)
/// hash, and backward-shift deletion.
///
/// The engine's `TargetTable` looks an object up on every start. `Dictionary` hashes each key with
/// seeded SipHash, which cost more than the rest of that look-up; identities are already well spread
/// addresses, so one multiplication is enough.
///
/// A slot is 8 bytes: 32 bits of the identity's hash and the index. The identity itself stays in the
/// caller's array, which a probe consults (`holds`) only when those 32 bits match, so almost only for
/// the key itself. Half the size of a slot holding the identity: a table of 16,384 objects is 256 KiB,
/// not 512, so a look-up misses the cache less often and growing the table touches half the memory
/// (the fresh pages a doubling faults in were most of what it cost). The table is at most half full.
struct ObjectSlots {
    /// 0: empty; otherwise the hash's 32 bits above the index + 1.
    private var slots: [UInt64] = []
    /// A hash's home is its top log2(slots.count) bits: `hash >> shift`.
    private var shift: UInt64 = 32
    private(set) var count = 0

    /// 32 bits of the identity's Fibonacci hash. Its top bits are its home in any table size, so the
    /// table can grow without the identities.
    @inline(__always)
    private static func hash(_ id: ObjectIdentifier) -> UInt64 {
        (UInt64(UInt(bitPattern: id)) &* 0x9E37_79B9_7F4A_7C15) >> 32
    }

    @inline(__always)
    private func home(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash >> shift) }

    private var mask: Int { slots.count - 1 }

    /// Where `id` is and its index, or the empty place where it would go and nil. `holds(index)` says
    /// whether the caller's entry at `index` is `id`. An empty table answers position -1.
    @inline(__always)
    func find(_ id: ObjectIdentifier, holds: (Int) -> Bool) -> (position: Int, index: Int?) {
        guard !slots.isEmpty else { return (-1, nil) }
        let hash = Self.hash(id)
        var i = home(hash)
        while true {
            let slot = slots[i]
            if slot == 0 { return (i, nil) }
            if slot >> 32 == hash {
                let index = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                if holds(index) { return (i, index) }
            }
            i = (i + 1) & mask
        }
    }

    /// Makes room for one more identity. Call it before the `find` whose empty place `insert` fills.
    mutating func reserveOne() {
        if (count + 1) * 2 > slots.count { grow() }
    }

    /// Stores `index` for `id` at the empty `position` that `find` answered.
    mutating func insert(_ id: ObjectIdentifier, index: Int, at position: Int) {
        precondition(index >= 0 && index < 0xFFFF_FFFF, "ObjectSlots holds indices below 2^32 - 1")
        slots[position] = Self.hash(id) << 32 | UInt64(index + 1)
        count += 1
    }

    /// Changes the index at `position` (where `find` found an identity).
    mutating func update(at position: Int, to index: Int) {
        precondition(index >= 0 && index < 0xFFFF_FFFF, "ObjectSlots holds indices below 2^32 - 1")
        slots[position] = slots[position] & ~0xFFFF_FFFF | UInt64(index + 1)
    }

    /// Removes the identity at `position` (where `find` found it).
    mutating func remove(at position: Int) {
        var hole = position
        // Move later members of the probe run back into the hole when their home allows it.
        var next = (hole + 1) & mask
        while slots[next] != 0 {
            let h = home(slots[next] >> 32)
            let movable = hole <= next ? (h <= hole || h > next) : (h <= hole && h > next)
            if movable {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
        count -= 1
    }

    private mutating func grow() {
        let old = slots
        let capacity = max(16, slots.count * 2)
        shift = 32 - UInt64(capacity.trailingZeroBitCount)
        slots = Array(repeating: 0, count: capacity)
        let mask = capacity - 1
        for slot in old where slot != 0 {
            var i = home(slot >> 32)
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = slot
        }
    }
}
