import Foundation

/// A value that is also a vector: it can be added, subtracted and scaled, so a tween of it has a
/// velocity (a value of the same type, per second) and can hand that velocity on when interrupted.
///
/// `Double`, `Float`, `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, the floating-point SIMD vectors and
/// (on Apple platforms) the edge-inset types conform. Conform your own types part by part, as SwiftUI's
/// `VectorArithmetic` asks; `interpolate` then comes for free unless you write your own:
/// ```swift
/// struct Offset3D: VectorInterpolatable {
///     var x = 0.0, y = 0.0, z = 0.0
///     static let zero = Offset3D()
///     func adding(_ o: Offset3D) -> Offset3D { Offset3D(x: x + o.x, y: y + o.y, z: z + o.z) }
///     func subtracting(_ o: Offset3D) -> Offset3D { Offset3D(x: x - o.x, y: y - o.y, z: z - o.z) }
///     func scaled(by f: Double) -> Offset3D { Offset3D(x: x * f, y: y * f, z: z * f) }
///     var magnitudeSquared: Double { x * x + y * y + z * z }
/// }
/// let t = Tween(from: Offset3D(), to: Offset3D(x: 3, y: 4, z: 0), duration: 1) { _ in }
/// t.start()
/// t.velocity   // Offset3D(x: 3, y: 4, z: 0) a second, once running
/// ```
public protocol VectorInterpolatable: Interpolatable {
    /// The value with every part zero: no offset, no velocity.
    static var zero: Self { get }
    /// The part-by-part sum.
    func adding(_ other: Self) -> Self
    /// The part-by-part difference.
    func subtracting(_ other: Self) -> Self
    /// Every part multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// The sum of the squares of the parts: how large a velocity is, for deciding when a motion has stopped.
    var magnitudeSquared: Double { get }
}

extension VectorInterpolatable {
    /// `from + (to − from)·fraction`, from the vector operations (exact at 0; at 1 as exact as the
    /// arithmetic). Types that blend more carefully keep their own.
    public static func interpolate(_ from: Self, _ to: Self, _ fraction: Double) -> Self {
        if fraction == 1 { return to }
        return from.adding(to.subtracting(from).scaled(by: fraction))
    }
}

extension Double: VectorInterpolatable {
    /// The part-by-part sum.
    @inlinable public func adding(_ other: Double) -> Double { self + other }
    /// The part-by-part difference.
    @inlinable public func subtracting(_ other: Double) -> Double { self - other }
    /// The value times `factor`.
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
    /// The square of the value.
    @inlinable public var magnitudeSquared: Double { self * self }
}

extension Float: VectorInterpolatable {
    /// The part-by-part sum.
    @inlinable public func adding(_ other: Float) -> Float { self + other }
    /// The part-by-part difference.
    @inlinable public func subtracting(_ other: Float) -> Float { self - other }
    /// The value times `factor`, computed in `Double`.
    @inlinable public func scaled(by factor: Double) -> Float { Float(Double(self) * factor) }
    /// The square of the value.
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorInterpolatable {
    /// The part-by-part sum.
    @inlinable public func adding(_ other: CGFloat) -> CGFloat { self + other }
    /// The part-by-part difference.
    @inlinable public func subtracting(_ other: CGFloat) -> CGFloat { self - other }
    /// The value times `factor`, computed in `Double`.
    @inlinable public func scaled(by factor: Double) -> CGFloat { CGFloat(Double(self) * factor) }
    /// The square of the value.
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGPoint: VectorInterpolatable {
    /// x and y added.
    @inlinable public func adding(_ o: CGPoint) -> CGPoint { CGPoint(x: x + o.x, y: y + o.y) }
    /// x and y subtracted.
    @inlinable public func subtracting(_ o: CGPoint) -> CGPoint { CGPoint(x: x - o.x, y: y - o.y) }
    /// x and y scaled.
    @inlinable public func scaled(by f: Double) -> CGPoint { CGPoint(x: x.scaled(by: f), y: y.scaled(by: f)) }
    /// x² + y².
    @inlinable public var magnitudeSquared: Double { x.magnitudeSquared + y.magnitudeSquared }
}

extension CGSize: VectorInterpolatable {
    /// Width and height added.
    @inlinable public func adding(_ o: CGSize) -> CGSize { CGSize(width: width + o.width, height: height + o.height) }
    /// Width and height subtracted.
    @inlinable public func subtracting(_ o: CGSize) -> CGSize {
        CGSize(width: width - o.width, height: height - o.height)
    }
    /// Width and height scaled.
    @inlinable public func scaled(by f: Double) -> CGSize {
        CGSize(width: width.scaled(by: f), height: height.scaled(by: f))
    }
    /// width² + height².
    @inlinable public var magnitudeSquared: Double { width.magnitudeSquared + height.magnitudeSquared }
}

extension CGRect: VectorInterpolatable {
    /// Origins and sizes added.
    @inlinable public func adding(_ o: CGRect) -> CGRect {
        CGRect(origin: origin.adding(o.origin), size: size.adding(o.size))
    }
    /// Origins and sizes subtracted.
    @inlinable public func subtracting(_ o: CGRect) -> CGRect {
        CGRect(origin: origin.subtracting(o.origin), size: size.subtracting(o.size))
    }
    /// Origin and size scaled.
    @inlinable public func scaled(by f: Double) -> CGRect {
        CGRect(origin: origin.scaled(by: f), size: size.scaled(by: f))
    }
    /// The sum of the squares of x, y, width and height.
    @inlinable public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}

extension SIMD2: VectorInterpolatable where Scalar: BinaryFloatingPoint {
    /// Lane by lane.
    @inlinable public func adding(_ other: Self) -> Self { self + other }
    /// Lane by lane.
    @inlinable public func subtracting(_ other: Self) -> Self { self - other }
    /// Every lane times `factor`.
    @inlinable public func scaled(by factor: Double) -> Self { self * Scalar(factor) }
    /// The sum of the lanes' squares.
    @inlinable public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD3: VectorInterpolatable where Scalar: BinaryFloatingPoint {
    /// Lane by lane.
    @inlinable public func adding(_ other: Self) -> Self { self + other }
    /// Lane by lane.
    @inlinable public func subtracting(_ other: Self) -> Self { self - other }
    /// Every lane times `factor`.
    @inlinable public func scaled(by factor: Double) -> Self { self * Scalar(factor) }
    /// The sum of the lanes' squares.
    @inlinable public var magnitudeSquared: Double { Double((self * self).sum()) }
}

extension SIMD4: VectorInterpolatable where Scalar: BinaryFloatingPoint {
    /// Lane by lane.
    @inlinable public func adding(_ other: Self) -> Self { self + other }
    /// Lane by lane.
    @inlinable public func subtracting(_ other: Self) -> Self { self - other }
    /// Every lane times `factor`.
    @inlinable public func scaled(by factor: Double) -> Self { self * Scalar(factor) }
    /// The sum of the lanes' squares.
    @inlinable public var magnitudeSquared: Double { Double((self * self).sum()) }
}
