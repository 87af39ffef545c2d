import Testing

@testable import TweenKit

/// Update handlers get exactly what is written, whatever else was set on the tween first.
@MainActor
struct UpdateHandlerTests {
    @Test(arguments: ["onStart", "onComplete", "host", "isDecorative", "onUpdate"])
    func updateHandlersGetWhatIsWritten(after first: String) {
        let rig = Rig()
        var written: [Double] = []
        var handed: [Double] = []
        let t = Tween(from: 0.0, to: 10.0, duration: 1, engine: rig.engine) { written.append($0) }
        switch first {
        case "onStart": t.onStart {}
        case "onComplete": t.onComplete { _ in }
        case "host": t.host = rig.engine
        case "isDecorative": t.isDecorative = true
        default: break
        }
        t.onUpdate { handed.append($0) }
        t.start()
        rig.driver.run(for: 1.5)
        #expect(t.state == .finished)
        #expect(!handed.isEmpty && handed == written.suffix(handed.count), "\(handed) \(written)")
        #expect(handed.last == 10)
    }

    /// A keyframe tween's handlers get its track's values.
    @Test func aKeyframeTweensHandlersGetItsTracksValues() throws {
        let rig = Rig()
        var handed: [Double] = []
        let t = try KeyframeTween(values: [0.0, 10, 4], duration: 1, engine: rig.engine)
        t.onComplete { _ in }.onUpdate { handed.append($0) }.start()
        rig.driver.advance(by: 0.5)
        #expect(handed.last == 10)
        rig.driver.run(for: 1)
        #expect(handed.last == 4)
    }
}
