import Testing
import TweenKit

/// Stagger distributions, against offsets worked out by hand.
@MainActor @Suite(.tags(.timeline)) struct StaggerTests {
    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    @Test func eachOriginSpreadsTheStartsFromWhereTheWaveBegins() {
        #expect(close(Stagger.each(0.1).offsets(count: 4), [0, 0.1, 0.2, 0.3]))
        #expect(close(Stagger.each(0.1, from: .end).offsets(count: 4), [0.3, 0.2, 0.1, 0]))
        #expect(close(Stagger.each(0.1, from: .center).offsets(count: 5), [0.2, 0.1, 0, 0.1, 0.2]))
        #expect(close(Stagger.each(0.1, from: .center).offsets(count: 4), [0.1, 0, 0, 0.1]), "the middle two first")
        #expect(close(Stagger.each(0.1, from: .edges).offsets(count: 5), [0, 0.1, 0.2, 0.1, 0]))
        #expect(close(Stagger.each(0.1, from: .index(1)).offsets(count: 4), [0.1, 0, 0.1, 0.2]))
        #expect(Stagger.each(0.1).offsets(count: 1) == [0] && Stagger.each(0.1).offsets(count: 0).isEmpty)
    }

    @Test func aTotalIsSharedAndAnEasingBunchesTheOffsets() {
        #expect(close(Stagger.total(0.6).offsets(count: 4), [0, 0.2, 0.4, 0.6]))
        #expect(close(Stagger.total(1, from: .center).offsets(count: 5), [1, 0.5, 0, 0.5, 1]))
        #expect(close(Stagger.total(1, from: .edges, curve: .easeInQuad).offsets(count: 5), [0, 0.25, 1, 0.25, 0]))
        #expect(close(Stagger.total(0.9, curve: .easeInQuad).offsets(count: 4), [0, 0.1, 0.4, 0.9]))
    }

    @Test func shuffledGivesEachStepItsOwnTurnTheSameForTheSameNumber() {
        let a = Stagger.each(0.1, from: .shuffled(7)).offsets(count: 8)
        #expect(a == Stagger.each(0.1, from: .shuffled(7)).offsets(count: 8))
        #expect(close(a.sorted(), (0..<8).map { Double($0) * 0.1 }), "a permutation of the even turns")
        #expect(a != a.sorted(), "shuffled")
        #expect(a != Stagger.each(0.1, from: .shuffled(8)).offsets(count: 8))
    }

    @Test func aGroupPlaysItsStepsAtTheirTurnsAndAPlacedStepTakesNone() {
        let rig = Rig()
        let g = (0..<4).map { _ in Gauge() }
        let ripple = TweenGroup(stagger: .each(0.25, from: .center), engine: rig.engine) {
            Tween(g[0], \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            Tween(g[1], \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
            Tween(g[3], \.level, from: 0, to: 10, duration: 1, engine: rig.engine).at(2)
            Tween(g[2], \.level, from: 0, to: 10, duration: 1, engine: rig.engine)
        }
        // Three take turns from the centre (0.25, 0, 0.25); the placed one starts at 2.
        #expect(ripple.totalDuration == 3)
        ripple.start()
        rig.driver.advance(by: 0.5)
        #expect(abs(g[0].level - 2.5) < 1e-9 && abs(g[1].level - 5) < 1e-9 && abs(g[2].level - 2.5) < 1e-9)
        #expect(g[3].level == 0)
        rig.driver.advance(by: 2)
        #expect(abs(g[3].level - 5) < 1e-9)
    }

    /// A group places its unplaced steps where its stagger's offsets say, and lasts until the last one ends.
    @Test(arguments: [
        (Stagger.total(0.6, from: .center), [0.6, 0.3, 0, 0.3, 0.6]),  // the middle first, the ends 0.6 s later
        (.each(0.1, curve: .easeInQuad), [0, 0.025, 0.1, 0.225, 0.4]),  // eased over the spread
        (.each(0.1, from: .index(10)), [0.2, 0.1, 0]),  // an index past the end puts the last step first
        (.each(0.1, from: .shuffled(7)), Stagger.each(0.1, from: .shuffled(7)).offsets(count: 6)),
    ])
    func aGroupPlacesItsStepsWhereItsStaggerSays(_ stagger: Stagger, _ expected: [Double]) {
        let rig = Rig()
        let group = TweenGroup(stagger: stagger, engine: rig.engine) {
            for _ in expected { Tween(Gauge(), \.level, from: 0, to: 1, duration: 1, engine: rig.engine) }
        }
        #expect(close(group.steps.map { group.startTime(of: $0) ?? -1 }, expected))
        #expect(abs(group.duration - (expected.max()! + 1)) < 1e-12)
    }

    @Test func aBadStaggerFailsTheGroupClearly() {
        let rig = Rig()
        let gauge = Gauge()
        var result: TweenResult?
        TweenGroup(stagger: .total(-1), engine: rig.engine) {
            Tween(gauge, \.level, from: 3, to: 10, duration: 1, engine: rig.engine)
        }.onComplete { result = $0 }.start()
        #expect(result == .failed(.invalidParameter(name: "stagger", value: -1, expected: "finite and not negative")))
        #expect(gauge.level == 0)
        #expect(Stagger.each(.infinity).offsets(count: 3) == [0, 0, 0])
        for huge in [Stagger.each(1e308), .each(.greatestFiniteMagnitude, from: .center), .total(1e308)] {
            #expect(huge.offsets(count: 5).allSatisfy { !$0.isNaN }, "a huge finite stagger gives no NaN")
        }
        // Negative or endless: the group fails before anything is written.
        gauge.level = 7
        for bad in [Stagger.each(-0.1), .total(.infinity)] {
            let group = TweenGroup(stagger: bad, engine: rig.engine) {
                Tween(gauge, \.level, from: 0, to: 1, duration: 1, engine: rig.engine)
                Tween(Gauge(), \.level, from: 0, to: 1, duration: 1, engine: rig.engine)
            }
            group.start()
            rig.driver.advance(by: 0.5)
            #expect(group.state == .failed && gauge.level == 7, "\(bad)")
        }
    }
}
