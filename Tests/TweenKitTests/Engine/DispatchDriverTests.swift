import Testing
import TweenKit

/// The Dispatch timer driver on a real clock. The test body awaits the tween's end, which leaves the main
/// queue free for the timer's handler: no polling, no sleeping. It checks what happened, never how long
/// anything took; the tween is a few frames long, so the wait is a few of the timer's ticks.
@MainActor @Suite(.timeLimit(.minutes(1))) struct DispatchDriverTests {
    @Test func itDeliversFramesUntilTheTweenEndsThenStops() async {
        let driver = DispatchDriver(framesPerSecond: 240)
        let engine = TweenEngine(driver: driver)
        var values: [Double] = []
        let t = Tween(from: 0.0, to: 1.0, duration: 0.02, engine: engine) { values.append($0) }
        t.start()
        #expect(engine.isRunning)
        #expect(await t.finished == .finished)
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
