import Testing

@testable import TweenKit

/// A tween reads its extras as its own `Tween.Rare` without a check (see the Unsafe Code article): however
/// they come to be made, they are one, and its frames play its update handlers and track through them.
@MainActor
@Suite struct ExtrasTests {
    @Test(arguments: ["onStart", "onComplete", "host", "isDecorative", "onUpdate"])
    func aTweensExtrasAreItsOwnHoweverTheyCome(madeBy first: String) {
        let rig = Rig()
        var written: [Double] = []
        var handed: [Double] = []
        let t = Tween(from: 0.0, to: 10.0, duration: 1, engine: rig.engine) { written.append($0) }
        #expect(t.extras == nil, "a plain tween has none")
        switch first {
        case "onStart": t.onStart {}
        case "onComplete": t.onComplete { _ in }
        case "host": t.host = rig.engine
        case "isDecorative": t.isDecorative = true
        default: break
        }
        #expect(first == "onUpdate" || t.extras is Tween<Double>.Rare)
        t.onUpdate { handed.append($0) }
        #expect(t.extras is Tween<Double>.Rare)
        t.start()
        rig.driver.run(for: 1.5)
        #expect(t.state == .finished)
        #expect(!handed.isEmpty && handed == written.suffix(handed.count), "\(handed) \(written)")
        #expect(handed.last == 10)
    }

    /// A keyframe tween has its track from the start; handlers added after share the same extras.
    @Test func aTrackAndHandlersShareTheExtras() throws {
        let rig = Rig()
        var handed: [Double] = []
        let t = try KeyframeTween(values: [0.0, 10, 4], duration: 1, engine: rig.engine)
        #expect(t.extras is Tween<Double>.Rare)
        t.onComplete { _ in }.onUpdate { handed.append($0) }.start()
        rig.driver.advance(by: 0.5)
        #expect(handed.last == 10)
        rig.driver.run(for: 1)
        #expect(handed.last == 4)
    }
}
