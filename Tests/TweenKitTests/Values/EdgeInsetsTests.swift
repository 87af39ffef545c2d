import Foundation
import Testing
import TweenKit

// `NSEdgeInsets` is Interpolatable where the library makes it so: on macOS and Linux.
#if os(macOS) || os(Linux)
@Suite(.tags(.values)) struct EdgeInsetsTests {
    @Test func edgeInsetsBlendEdgeByEdge() {
        let a = NSEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let b = NSEdgeInsets(top: 0, left: 0, bottom: 24, right: 4)
        let mid = NSEdgeInsets.interpolate(a, b, 0.5)
        #expect(mid.top == 4 && mid.left == 8 && mid.bottom == 16 && mid.right == 10)
        #expect(NSEdgeInsets.interpolate(a, b, 1).bottom == 24)
        #expect(!NSEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0).isFiniteForTweening)
    }
}
#endif
