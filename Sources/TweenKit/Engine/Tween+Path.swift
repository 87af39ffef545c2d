import Foundation

/// Motion along a path, at constant speed by arc length (see `MotionPath`).
extension Tween where Value == PathPlace {
    /// Moves along `path` over `duration`, handing `update` each place: its point and direction of travel.
    /// The curve eases the distance travelled. An empty path, or one with a non-finite point, fails the tween.
    ///
    /// ```swift
    /// Tween(along: path, duration: 2) { place in
    ///     plane.center = place.point
    ///     plane.transform = CGAffineTransform(rotationAngle: place.angle)
    /// }.start()
    /// ```
    public convenience init(
        along path: MotionPath, duration: Double, curve: TimingCurve = .linear, engine: TweenEngine = .shared,
        update: @escaping (PathPlace) -> Void
    ) {
        let place = { (f: Double) in PathPlace(point: path.point(atFraction: f), angle: path.angle(atFraction: f)) }
        let track: Track
        if let error = path.problem {
            track = Motion(failure: error, showing: place(0))
        } else {
            track = Motion { progress in place(progress >= 1 ? 1 : curve.value(at: progress)) }
        }
        self.init(
            from: place(0), to: place(1), duration: duration, track: track, curve: curve, engine: engine, update: update
        )
    }
}

extension Tween where Value == CGPoint {
    /// Moves `object`'s point at `keyPath` along `path` over `duration` (from the path's start, wherever
    /// the point was). An empty path, or one with a non-finite point, fails the tween.
    ///
    /// ```swift
    /// Tween(view, \.center, along: path, duration: 2, curve: .easeInOutSine).start()
    /// ```
    public convenience init<Root: AnyObject>(
        _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, CGPoint>, along path: MotionPath, duration: Double,
        curve: TimingCurve = .linear, engine: TweenEngine = .shared
    ) {
        let track: Track
        if let error = path.problem {
            track = Motion(failure: error, showing: path.point(atFraction: 0))
        } else {
            track = Motion { progress in path.point(atFraction: progress >= 1 ? 1 : curve.value(at: progress)) }
        }
        self.init(
            object, keyPath, from: path.point(atFraction: 0), to: path.point(atFraction: 1), duration: duration,
            track: track, curve: curve, engine: engine)
    }
}

extension MotionPath {
    /// Why a tween cannot move along it, if it cannot.
    var problem: TweenError? {
        if segments.isEmpty {
            return .invalidParameter(name: "path", value: 0, expected: "at least one line or curve")
        }
        guard length.isFinite else {
            return .nonFiniteValue(
                name: "path", description: "a point that is NaN or infinite, or so far out that the length overflows")
        }
        return nil
    }
}
