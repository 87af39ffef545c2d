import Testing
@testable import TweenKit

/// `ObjectSlots` against `Dictionary`: the same answers through a long seeded run of inserts,
/// updates and removals (removal is the subtle part of linear probing).
@Suite struct ObjectSlotsTests {
    final class Thing {}

    @Test func agreesWithDictionary() {
        var generator = SplitMix64(seed: 42)
        let things = (0..<300).map { _ in Thing() }
        var slots = ObjectSlots()
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<20_000 {
            let id = ObjectIdentifier(things[Int(generator.next() % UInt64(things.count))])
            switch generator.next() % 3 {
            case 0:
                let (value, inserted) = slots.value(for: id) { step }
                #expect(inserted == (reference[id] == nil))
                if inserted { reference[id] = step }
                #expect(value == reference[id])
            case 1:
                slots.remove(id)
                reference[id] = nil
            default:
                if reference[id] != nil { slots.update(id, to: -step); reference[id] = -step }
            }
            if step % 97 == 0 {
                for thing in things {
                    let id = ObjectIdentifier(thing)
                    #expect(slots[id] == reference[id])
                }
                #expect(slots.count == reference.count)
            }
        }
    }

    @Test func emptyAnswersNothing() {
        var slots = ObjectSlots()
        let thing = Thing()
        #expect(slots[ObjectIdentifier(thing)] == nil)
        slots.remove(ObjectIdentifier(thing))
        #expect(slots.count == 0)
    }
}
