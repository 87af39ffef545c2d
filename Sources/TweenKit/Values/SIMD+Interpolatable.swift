// SIMD vectors of floating-point scalars blend lane by lane.

extension SIMD2: Interpolatable where Scalar: BinaryFloatingPoint {
    @inlinable
    public static func interpolate(_ from: Self, _ to: Self, _ fraction: Double) -> Self {
        from * Scalar(1 - fraction) + to * Scalar(fraction)
    }
    @inlinable public var isFiniteForTweening: Bool { x.isFinite && y.isFinite }
}

extension SIMD3: Interpolatable where Scalar: BinaryFloatingPoint {
    @inlinable
    public static func interpolate(_ from: Self, _ to: Self, _ fraction: Double) -> Self {
        from * Scalar(1 - fraction) + to * Scalar(fraction)
    }
    @inlinable public var isFiniteForTweening: Bool { x.isFinite && y.isFinite && z.isFinite }
}

extension SIMD4: Interpolatable where Scalar: BinaryFloatingPoint {
    @inlinable
    public static func interpolate(_ from: Self, _ to: Self, _ fraction: Double) -> Self {
        from * Scalar(1 - fraction) + to * Scalar(fraction)
    }
    @inlinable public var isFiniteForTweening: Bool { x.isFinite && y.isFinite && z.isFinite && w.isFinite }
}
