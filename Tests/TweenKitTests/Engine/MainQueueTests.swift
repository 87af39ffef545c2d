import Dispatch
import Testing

@testable import TweenKit

/// The one place main-actor code is entered from a system callback: it runs on the main queue, and anywhere else runs
/// nothing and says so once, from the main queue (where it used to trap).
@Suite struct MainQueueTests {
    @MainActor
    @Test func onTheMainQueueItRunsTheBody() {
        var ran = false
        #expect(onMainThread { ran = true })
        #expect(ran)
    }

    /// Off the main queue (here a global queue, run synchronously, which may borrow the main thread itself), the body
    /// does not run and the call is reported once. Other tests set the diagnostics handler too, so each attempt sets
    /// it again and the first report that reaches it counts.
    @MainActor
    @Test func offTheMainQueueItRunsNothingAndSaysSoOnce() async {
        var said: [String] = []
        for _ in 0..<20 where said.isEmpty {
            MainQueueMark.reported = false
            TweenDiagnostics.handler = { said.append($0) }
            let answer = DispatchQueue.global().sync { onMainThread { preconditionFailure("ran off the main queue") } }
            #expect(!answer)
            // The report was queued on the main queue before this: it has run once this comes back.
            await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        }
        #expect(said.count == 1 && said.first?.contains("off the main queue") == true, "\(said)")
        _ = DispatchQueue.global().sync { onMainThread {} }
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(said.count == 1, "said once: \(said)")
        TweenDiagnostics.handler = nil
    }
}
