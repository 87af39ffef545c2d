#if canImport(CoreGraphics)
import CoreGraphics

extension CGAffineTransform: Interpolatable {
    /// Blends translation, rotation (the shorter way round), skew and scale, as Core Animation does: a view turning 90°
    /// keeps its size on the way. A transform with an axis collapsed to nothing blends number by number.
    ///
    /// ```swift
    /// Tween(view, \.transform, to: CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2),
    ///       duration: 0.5, curve: .easeInEaseOut).start()
    /// ```
    public static func interpolate(_ from: CGAffineTransform, _ to: CGAffineTransform, _ fraction: Double)
        -> CGAffineTransform
    {
        let m = AffineParts.interpolate(
            (Double(from.a), Double(from.b), Double(from.c), Double(from.d), Double(from.tx), Double(from.ty)),
            (Double(to.a), Double(to.b), Double(to.c), Double(to.d), Double(to.tx), Double(to.ty)), fraction)
        return CGAffineTransform(
            a: CGFloat(m.a), b: CGFloat(m.b), c: CGFloat(m.c), d: CGFloat(m.d), tx: CGFloat(m.tx), ty: CGFloat(m.ty))
    }

    /// False when any element is NaN or infinite.
    public var isFiniteForTweening: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}
#endif

#if canImport(QuartzCore)
import QuartzCore

extension CATransform3D: Interpolatable {
    /// Blends perspective, translation, rotation (along the shorter arc, by quaternion slerp), skew and
    /// scale, as Core Animation blends a layer's transform. A singular transform blends number by number.
    ///
    /// ```swift
    /// var flipped = CATransform3DIdentity
    /// flipped.m34 = -1 / 500
    /// flipped = CATransform3DRotate(flipped, .pi, 0, 1, 0)
    /// Tween(card.layer, \.transform, to: flipped, duration: 0.6, curve: .easeInEaseOut).start()
    /// ```
    public static func interpolate(_ from: CATransform3D, _ to: CATransform3D, _ fraction: Double) -> CATransform3D {
        CATransform3D(Transform3DParts.interpolate(Matrix4(from), Matrix4(to), fraction))
    }

    /// False when any element is NaN or infinite.
    public var isFiniteForTweening: Bool { Matrix4(self).isFinite }

    init(_ m: Matrix4) {
        func f(_ x: Double) -> CGFloat { CGFloat(x) }
        self.init(
            m11: f(m.r0.x), m12: f(m.r0.y), m13: f(m.r0.z), m14: f(m.r0.w),
            m21: f(m.r1.x), m22: f(m.r1.y), m23: f(m.r1.z), m24: f(m.r1.w),
            m31: f(m.r2.x), m32: f(m.r2.y), m33: f(m.r2.z), m34: f(m.r2.w),
            m41: f(m.r3.x), m42: f(m.r3.y), m43: f(m.r3.z), m44: f(m.r3.w))
    }
}

extension Matrix4 {
    init(_ t: CATransform3D) {
        func d(_ x: CGFloat) -> Double { Double(x) }
        self.init(
            r0: SIMD4(d(t.m11), d(t.m12), d(t.m13), d(t.m14)), r1: SIMD4(d(t.m21), d(t.m22), d(t.m23), d(t.m24)),
            r2: SIMD4(d(t.m31), d(t.m32), d(t.m33), d(t.m34)), r3: SIMD4(d(t.m41), d(t.m42), d(t.m43), d(t.m44)))
    }
}
#endif
