import Testing
import TweenKit

/// The Dispatch timer driver on a real clock. The test body awaits, which leaves the main queue free
/// for the timer's handler; it checks what happened, never how long anything took.
@MainActor
@Suite struct DispatchDriverTests {
    @Test func itDeliversFramesUntilTheTweenEndsThenStops() async throws {
        let driver = DispatchDriver(framesPerSecond: 120)
        let engine = TweenEngine(driver: driver)
        var values: [Double] = []
        let t = Tween(from: 0.0, to: 1.0, duration: 0.1, engine: engine) { values.append($0) }
        t.start()
        #expect(engine.isRunning)
        for _ in 0..<1_000 where t.state != .finished {  // at most about 10 s on a very busy machine
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(t.state == .finished)
        // How many frames land in between depends on how busy the machine is; the start and the end do not.
        #expect(values.first == 0 && values.last == 1 && values.count >= 2)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }, "a monotonic clock")
        #expect(!engine.isRunning, "the timer stops once nothing is active")
    }

    @Test func aBadFrameRateFallsBackToSixty() {
        #expect(DispatchDriver(framesPerSecond: 0).framesPerSecond == 60)
        #expect(DispatchDriver(framesPerSecond: .nan).framesPerSecond == 60)
        #expect(DispatchDriver(framesPerSecond: 240).framesPerSecond == 240)
    }
}
