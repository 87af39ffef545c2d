#if canImport(CoreGraphics)
import CoreGraphics

extension MotionPath {
    /// The lines and curves of `path`, in order (a move within it makes what follows the path jump).
    ///
    /// ```swift
    /// let orbit = MotionPath(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 120), transform: nil))
    /// Tween(satellite, \.center, along: orbit, duration: 4).start()
    /// ```
    public init(_ path: CGPath) {
        var result: MotionPath?
        path.applyWithBlock { element in
            let points = element.pointee.points
            switch element.pointee.type {
            case .moveToPoint:
                if result == nil { result = MotionPath(start: points[0]) } else { result?.move(to: points[0]) }
            case .addLineToPoint: result?.addLine(to: points[0])
            case .addQuadCurveToPoint: result?.addQuadCurve(to: points[1], control: points[0])
            case .addCurveToPoint: result?.addCurve(to: points[2], control1: points[0], control2: points[1])
            case .closeSubpath: result?.closeSubpath()
            @unknown default: break
            }
        }
        self = result ?? MotionPath(start: .zero)
    }
}
#endif
