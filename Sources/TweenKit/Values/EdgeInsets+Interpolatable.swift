import Foundation

// Edge insets are four lengths: they blend edge by edge. `NSEdgeInsets` is not a vector here: a vector needs a
// `zero`, and an `NSEdgeInsets.zero` of TweenKit's would make the one many Mac apps declare ambiguous.

#if os(macOS) || os(Linux)
extension NSEdgeInsets: Interpolatable {
    /// Edge by edge.
    public static func interpolate(_ from: NSEdgeInsets, _ to: NSEdgeInsets, _ fraction: Double) -> NSEdgeInsets {
        func edge(_ a: CGFloat, _ b: CGFloat) -> CGFloat { .interpolate(a, b, fraction) }
        return NSEdgeInsets(
            top: edge(from.top, to.top), left: edge(from.left, to.left), bottom: edge(from.bottom, to.bottom),
            right: edge(from.right, to.right))
    }
    /// False when any edge is NaN or infinite.
    public var isFiniteForTweening: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
#endif
