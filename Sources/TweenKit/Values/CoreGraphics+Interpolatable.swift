import Foundation

// CGFloat, CGPoint, CGSize and CGRect come from Foundation on Linux and CoreGraphics on Apple platforms.

extension CGFloat: Interpolatable {
    /// Blended in `Double`, exact at both ends.
    @inlinable
    public static func interpolate(_ from: CGFloat, _ to: CGFloat, _ fraction: Double) -> CGFloat {
        CGFloat(Double.interpolate(Double(from), Double(to), fraction))
    }
    /// False when any part is NaN or infinite.
    @inlinable public var isFiniteForTweening: Bool { isFinite }
}

extension CGPoint: Interpolatable {
    /// Blends x and y separately.
    @inlinable
    public static func interpolate(_ from: CGPoint, _ to: CGPoint, _ fraction: Double) -> CGPoint {
        CGPoint(x: CGFloat.interpolate(from.x, to.x, fraction), y: CGFloat.interpolate(from.y, to.y, fraction))
    }
    /// False when any part is NaN or infinite.
    @inlinable public var isFiniteForTweening: Bool { x.isFinite && y.isFinite }
}

extension CGSize: Interpolatable {
    /// Blends width and height separately.
    @inlinable
    public static func interpolate(_ from: CGSize, _ to: CGSize, _ fraction: Double) -> CGSize {
        CGSize(
            width: CGFloat.interpolate(from.width, to.width, fraction),
            height: CGFloat.interpolate(from.height, to.height, fraction))
    }
    /// False when any part is NaN or infinite.
    @inlinable public var isFiniteForTweening: Bool { width.isFinite && height.isFinite }
}

extension CGRect: Interpolatable {
    /// Blends origin and size separately, so a rect keeps its shape as it moves.
    @inlinable
    public static func interpolate(_ from: CGRect, _ to: CGRect, _ fraction: Double) -> CGRect {
        CGRect(origin: .interpolate(from.origin, to.origin, fraction), size: .interpolate(from.size, to.size, fraction))
    }
    /// False when any part is NaN or infinite.
    @inlinable public var isFiniteForTweening: Bool { origin.isFiniteForTweening && size.isFiniteForTweening }
}
