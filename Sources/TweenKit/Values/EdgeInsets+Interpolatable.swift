import Foundation

// Edge insets are four lengths: they blend, add and scale edge by edge.

#if os(macOS) || os(Linux)
extension NSEdgeInsets: VectorInterpolatable {
    /// No inset on any edge.
    public static var zero: NSEdgeInsets { NSEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
    /// Edge by edge.
    public func adding(_ o: NSEdgeInsets) -> NSEdgeInsets {
        NSEdgeInsets(top: top + o.top, left: left + o.left, bottom: bottom + o.bottom, right: right + o.right)
    }
    /// Edge by edge.
    public func subtracting(_ o: NSEdgeInsets) -> NSEdgeInsets {
        NSEdgeInsets(top: top - o.top, left: left - o.left, bottom: bottom - o.bottom, right: right - o.right)
    }
    /// Every edge times `f`.
    public func scaled(by f: Double) -> NSEdgeInsets {
        NSEdgeInsets(
            top: top.scaled(by: f), left: left.scaled(by: f), bottom: bottom.scaled(by: f), right: right.scaled(by: f))
    }
    /// The sum of the edges' squares.
    public var magnitudeSquared: Double {
        top.magnitudeSquared + left.magnitudeSquared + bottom.magnitudeSquared + right.magnitudeSquared
    }
    /// False when any edge is NaN or infinite.
    public var isFiniteForTweening: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
#endif
