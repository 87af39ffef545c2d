#if canImport(UIKit)
import UIKit

extension UIEdgeInsets: VectorInterpolatable {
    /// Edge by edge.
    public func adding(_ o: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: top + o.top, left: left + o.left, bottom: bottom + o.bottom, right: right + o.right)
    }
    /// Edge by edge.
    public func subtracting(_ o: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: top - o.top, left: left - o.left, bottom: bottom - o.bottom, right: right - o.right)
    }
    /// Every edge times `f`.
    public func scaled(by f: Double) -> UIEdgeInsets {
        UIEdgeInsets(
            top: top.scaled(by: f), left: left.scaled(by: f), bottom: bottom.scaled(by: f), right: right.scaled(by: f))
    }
    /// The sum of the edges' squares.
    public var magnitudeSquared: Double {
        top.magnitudeSquared + left.magnitudeSquared + bottom.magnitudeSquared + right.magnitudeSquared
    }
    /// False when any edge is NaN or infinite.
    public var isFiniteForTweening: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

extension NSDirectionalEdgeInsets: VectorInterpolatable {
    /// Edge by edge.
    public func adding(_ o: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: top + o.top, leading: leading + o.leading, bottom: bottom + o.bottom, trailing: trailing + o.trailing)
    }
    /// Edge by edge.
    public func subtracting(_ o: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: top - o.top, leading: leading - o.leading, bottom: bottom - o.bottom, trailing: trailing - o.trailing)
    }
    /// Every edge times `f`.
    public func scaled(by f: Double) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: top.scaled(by: f), leading: leading.scaled(by: f), bottom: bottom.scaled(by: f),
            trailing: trailing.scaled(by: f))
    }
    /// The sum of the edges' squares.
    public var magnitudeSquared: Double {
        top.magnitudeSquared + leading.magnitudeSquared + bottom.magnitudeSquared + trailing.magnitudeSquared
    }
    /// False when any edge is NaN or infinite.
    public var isFiniteForTweening: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }
}
#endif
