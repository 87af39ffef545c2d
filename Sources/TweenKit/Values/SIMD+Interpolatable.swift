// SIMD vectors of floating-point scalars blend lane by lane.

extension SIMD2: Interpolatable where Scalar: BinaryFloatingPoint {
    /// Blends lane by lane, `(1 − f)·from + f·to`.
    @inlinable
    public static func interpolate(_ from: Self, _ to: Self, _ fraction: Double) -> Self {
        from * Scalar(1 - fraction) + to * Scalar(fraction)
    }
    /// False when any part is NaN or infinite.
    @inlinable public var isFiniteForTweening: Bool { x.isFinite && y.isFinite }
}

extension SIMD3: Interpolatable where Scalar: BinaryFloatingPoint {
    /// Blends lane by lane, `(1 − f)·from + f·to`.
    @inlinable
    public static func interpolate(_ from: Self, _ to: Self, _ fraction: Double) -> Self {
        from * Scalar(1 - fraction) + to * Scalar(fraction)
    }
    /// False when any part is NaN or infinite.
    @inlinable public var isFiniteForTweening: Bool { x.isFinite && y.isFinite && z.isFinite }
}

extension SIMD4: Interpolatable where Scalar: BinaryFloatingPoint {
    /// Blends lane by lane, `(1 − f)·from + f·to`.
    @inlinable
    public static func interpolate(_ from: Self, _ to: Self, _ fraction: Double) -> Self {
        from * Scalar(1 - fraction) + to * Scalar(fraction)
    }
    /// False when any part is NaN or infinite.
    @inlinable public var isFiniteForTweening: Bool { x.isFinite && y.isFinite && z.isFinite && w.isFinite }
}
