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
    /// does not run; a callback the system promised on the main queue is reported, once, and a caller that only asks
    /// where it is (a task cancelled on any thread) is not. Other tests set the diagnostics handler and say things
    /// meanwhile, so each attempt sets it again, and it keeps only this report.
    @MainActor
    @Test func offTheMainQueueItRunsNothingAndABrokenPromiseIsSaidOnce() async {
        var said: [String] = []
        func call(promised: Bool) async -> Bool {
            let ran = DispatchQueue.global().sync { onMainThread(promised: promised) { preconditionFailure("ran") } }
            // A report is queued on the main queue before this: it has run once this comes back.
            await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
            return ran
        }
        for _ in 0..<20 where said.isEmpty {
            MainQueueMark.reported = false
            TweenDiagnostics.handler = { if $0.contains("off the main queue") { said.append($0) } }
            #expect(await !call(promised: true))
        }
        #expect(said.count == 1, "\(said)")
        #expect(await !call(promised: true))
        #expect(said.count == 1, "said once: \(said)")
        MainQueueMark.reported = false
        #expect(await !call(promised: false))
        #expect(said.count == 1, "an unpromised call is not reported: \(said)")
        TweenDiagnostics.handler = nil
    }
}
