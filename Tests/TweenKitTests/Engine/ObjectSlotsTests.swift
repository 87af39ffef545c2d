import Testing

@testable import TweenKit

/// `ObjectSlots` against `Dictionary`: the same answers through a long seeded run of inserts and
/// removals (removal is the subtle part of linear probing), used the way `TargetTable` uses it: the
/// identities live in an array that removal keeps dense by moving the last one into the gap.
@Suite struct ObjectSlotsTests {
    final class Thing {}

    /// The identities and the slots that index them, as `TargetTable` keeps them.
    struct Indexed {
        var ids: [ObjectIdentifier] = []
        var slots = ObjectSlots()

        func index(of id: ObjectIdentifier) -> Int? { slots.find(id) { ids[$0] == id }.index }

        mutating func insert(_ id: ObjectIdentifier) -> Bool {
            slots.reserveOne()
            let (position, found) = slots.find(id) { ids[$0] == id }
            guard found == nil else { return false }
            slots.insert(id, index: ids.count, at: position)
            ids.append(id)
            return true
        }

        mutating func remove(_ id: ObjectIdentifier) {
            let (position, found) = slots.find(id) { ids[$0] == id }
            guard let index = found else { return }
            slots.remove(at: position)
            let last = ids.count - 1
            if index != last {
                ids.swapAt(index, last)
                slots.update(at: slots.find(ids[index]) { $0 == last }.position, to: index)
            }
            ids.removeLast()
        }
    }

    @Test func agreesWithDictionary() {
        var generator = SplitMix64(seed: 42)
        let things = (0..<300).map { _ in Thing() }
        var table = Indexed()
        var reference: Set<ObjectIdentifier> = []
        for step in 0..<20_000 {
            let id = ObjectIdentifier(things[Int(generator.next() % UInt64(things.count))])
            if generator.next() % 2 == 0 {
                let inserted = table.insert(id)
                #expect(inserted == !reference.contains(id))
                reference.insert(id)
            } else {
                table.remove(id)
                reference.remove(id)
            }
            if step % 97 == 0 {
                for thing in things {
                    let id = ObjectIdentifier(thing)
                    // Present exactly when the reference has it, and at an index that holds it.
                    #expect(table.index(of: id).map { table.ids[$0] } == (reference.contains(id) ? id : nil))
                }
                #expect(table.slots.count == reference.count)
                #expect(table.ids.count == reference.count)
            }
        }
    }

    /// The 32 hash bits are only a filter: an index whose entry is not the key is passed over.
    @Test func asksTheCallerBeforeAnswering() {
        let thing = Thing()
        var table = Indexed()
        let inserted = table.insert(ObjectIdentifier(thing))
        #expect(inserted)
        var asked: [Int] = []
        let answer = table.slots.find(ObjectIdentifier(thing)) {
            asked.append($0)
            return false
        }
        #expect(asked == [0])
        #expect(answer.index == nil)
    }

    @Test func emptyAnswersNothing() {
        var table = Indexed()
        let thing = Thing()
        #expect(table.index(of: ObjectIdentifier(thing)) == nil)
        table.remove(ObjectIdentifier(thing))
        #expect(table.slots.count == 0)
    }
}
