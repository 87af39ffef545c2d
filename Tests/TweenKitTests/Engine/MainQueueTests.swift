import Dispatch
import Testing

@testable import TweenKit

/// The one place main-actor code is entered from a system callback: it runs on the main queue and
/// returns without acting anywhere else (where it used to trap).
@Suite struct MainQueueTests {
    @MainActor
    @Test func onTheMainQueueItRunsTheBody() {
        var ran = false
        #expect(onMainThread { ran = true })
        #expect(ran)
    }

    @Test func offTheMainQueueItDoesNothing() async {
        let answer: Bool = await withCheckedContinuation { done in
            DispatchQueue.global().async {
                done.resume(returning: onMainThread { preconditionFailure("ran off the main queue") })
            }
        }
        #expect(!answer)
    }
}
