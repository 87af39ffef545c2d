import Foundation

/// A path of lines and cubic Bézier curves to move a point along at constant speed — by arc length, not by the curves'
/// own parameter, which bunches up where control points are close — with the direction of travel at each place, to turn
/// what moves (as `CAKeyframeAnimation`'s `path` with `rotationMode = .rotateAuto`, with `calculationMode = .paced`).
///
/// ```swift
/// var path = MotionPath(start: CGPoint(x: 0, y: 0))
/// path.addCurve(to: CGPoint(x: 300, y: 0), control1: CGPoint(x: 100, y: -150), control2: CGPoint(x: 200, y: 150))
/// path.addLine(to: CGPoint(x: 300, y: 200))
/// Tween(along: path, duration: 2, curve: .easeInOutSine) { place in
///     plane.center = place.point
///     plane.transform = CGAffineTransform(rotationAngle: place.angle)
/// }.start()
/// ```
///
/// On Apple platforms, `MotionPath(_:)` takes a `CGPath`.
public struct MotionPath: Sendable {
    /// One piece: a cubic from `p0` to `p3` (a line has its controls on it), and where it starts along the path.
    struct Segment: Sendable {
        let p0: SIMD2<Double>, p1: SIMD2<Double>, p2: SIMD2<Double>, p3: SIMD2<Double>
        /// Cumulative lengths at `Segment.pieces` equal steps of t, from 0 (so `pieces + 1` of them).
        private(set) var lengths = [0.0]

        static let pieces = 16

        init(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>) {
            (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
            let step = 1 / Double(Self.pieces)
            for i in 0..<Self.pieces {
                lengths.append(lengths[i] + length(from: Double(i) * step, to: Double(i + 1) * step))
            }
        }

        var length: Double { lengths[Self.pieces] }

        func point(_ t: Double) -> SIMD2<Double> {
            let s = 1 - t
            return p0 * (s * s * s) + p1 * (3 * s * s * t) + p2 * (3 * s * t * t) + p3 * (t * t * t)
        }

        func derivative(_ t: Double) -> SIMD2<Double> {
            let s = 1 - t
            return (p1 - p0) * (3 * s * s) + (p2 - p1) * (6 * s * t) + (p3 - p2) * (3 * t * t)
        }

        /// The length between parameters a and b: five-point Gauss–Legendre quadrature of the speed.
        func length(from a: Double, to b: Double) -> Double {
            let nodes = [0.0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640, 0.9061798459386640]
            let weights = [
                0.5688888888888889, 0.4786286704993665, 0.4786286704993665, 0.2369268850561891,
                0.2369268850561891,
            ]
            let half = (b - a) / 2
            let middle = (a + b) / 2
            var sum = 0.0
            for i in 0..<5 {
                let d = derivative(middle + half * nodes[i])
                sum += weights[i] * (d * d).sum().squareRoot()
            }
            return sum * half
        }

        /// The parameter at `distance` along this segment.
        func parameter(at distance: Double) -> Double {
            guard distance > 0 else { return 0 }
            guard distance < length else { return 1 }
            // The piece holding it, then Newton's method on the length within the piece.
            let low = lastIndex(in: lengths, atMost: distance, below: Self.pieces)
            let start = Double(low) / Double(Self.pieces)
            let end = Double(low + 1) / Double(Self.pieces)
            let wanted = distance - lengths[low]
            let span = lengths[low + 1] - lengths[low]
            var t = start + (end - start) * (span > 0 ? wanted / span : 0)
            for _ in 0..<4 {
                let d = derivative(t)
                let speed = (d * d).sum().squareRoot()
                guard speed > 0 else { break }
                let error = length(from: start, to: t) - wanted
                t = min(max(t - error / speed, start), end)
            }
            return t
        }
    }

    private(set) var segments: [Segment] = []
    private var current: SIMD2<Double>
    private var subpathStart: SIMD2<Double>
    /// Where each segment starts along the path.
    private var starts: [Double] = []

    /// An empty path starting at `start`.
    public init(start: CGPoint) { (current, subpathStart) = (SIMD2(start), SIMD2(start)) }

    /// Its length.
    public var length: Double { (starts.last ?? 0) + (segments.last?.length ?? 0) }

    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) {
        let p = SIMD2(point)
        append(Segment(current, current + (p - current) / 3, current + (p - current) * (2.0 / 3), p))
    }

    /// Adds a cubic Bézier curve to `point` with the two control points.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(Segment(current, SIMD2(control1), SIMD2(control2), SIMD2(point)))
    }

    /// Adds a quadratic Bézier curve to `point` (as the cubic that traces it).
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        let (p, c) = (SIMD2(point), SIMD2(control))
        append(Segment(current, current + (c - current) * (2.0 / 3), p + (c - p) * (2.0 / 3), p))
    }

    /// Moves on to `point` without drawing: what moves along the path jumps there.
    public mutating func move(to point: CGPoint) {
        current = SIMD2(point)
        subpathStart = current
    }

    /// A line back to where the current part of the path started.
    public mutating func closeSubpath() {
        if current != subpathStart { addLine(to: CGPoint(x: subpathStart.x, y: subpathStart.y)) }
    }

    private mutating func append(_ segment: Segment) {
        starts.append(length)
        segments.append(segment)
        current = segment.p3
    }

    /// The segment and parameter `fraction` (0…1, clamped) of the path's length along.
    private func place(at fraction: Double) -> (segment: Segment, t: Double)? {
        guard !segments.isEmpty else { return nil }
        let f = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let distance = f * length
        var index = lastIndex(in: starts, atMost: distance, below: segments.count)
        while index > 0, segments[index].length == 0 { index -= 1 }  // no direction there: the end of the one before
        let (segment, along) = (segments[index], distance - starts[index])
        return (segment, f == 1 || along >= segment.length ? 1 : segment.parameter(at: along))
    }

    /// The point `fraction` of the way along the path by length (its start point when it is empty).
    public func point(atFraction fraction: Double) -> CGPoint {
        guard let (segment, t) = place(at: fraction) else { return CGPoint(x: current.x, y: current.y) }
        let p = t == 1 ? segment.p3 : segment.point(t)
        return CGPoint(x: p.x, y: p.y)
    }

    /// The direction of travel `fraction` of the way along, in radians anticlockwise from the x axis
    /// (clockwise on a screen, whose y axis points down) — as `CGAffineTransform(rotationAngle:)` takes it.
    /// Where a curve stops dead (a control point on its end), the direction just beside it.
    public func angle(atFraction fraction: Double) -> Double {
        guard let (segment, t) = place(at: fraction) else { return 0 }
        var d = segment.derivative(t)
        if (d * d).sum() == 0 { d = segment.derivative(t < 0.5 ? t + 1e-6 : t - 1e-6) }
        if (d * d).sum() == 0 { d = segment.p3 - segment.p0 }
        return atan2(d.y, d.x)
    }
}

extension SIMD2 where Scalar == Double {
    fileprivate init(_ point: CGPoint) { self.init(Double(point.x), Double(point.y)) }
}

/// The last index below `end` whose value in `ascending` is at most `value`, or 0: a binary search.
private func lastIndex(in ascending: [Double], atMost value: Double, below end: Int) -> Int {
    var (low, high) = (0, end)
    while high - low > 1 {
        let mid = (low + high) / 2
        if ascending[mid] <= value { low = mid } else { high = mid }
    }
    return low
}

/// A place on a `MotionPath`: the point, and the direction of travel there (radians).
///
/// ```swift
/// Tween(along: path, duration: 2) { place in
///     arrow.center = place.point
///     arrow.transform = CGAffineTransform(rotationAngle: place.angle)
/// }.start()
/// ```
public struct PathPlace: Interpolatable, Sendable, Equatable {
    /// Where it is.
    public var point: CGPoint
    /// The direction of travel, radians anticlockwise from the x axis.
    public var angle: Double

    /// A place from its point and direction.
    public init(point: CGPoint, angle: Double) { (self.point, self.angle) = (point, angle) }

    /// A straight blend (a tween along a path does not use it: it asks the path).
    public static func interpolate(_ from: PathPlace, _ to: PathPlace, _ fraction: Double) -> PathPlace {
        PathPlace(
            point: .interpolate(from.point, to.point, fraction), angle: .interpolate(from.angle, to.angle, fraction))
    }

    /// False when any part is NaN or infinite.
    public var isFiniteForTweening: Bool { point.isFiniteForTweening && angle.isFinite }
}
