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
        self.init(
            from: place(0), to: place(1), duration: duration, track: path.track(curve: curve, place), curve: curve,
            engine: engine, update: update)
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
        self.init(
            object, keyPath, from: path.point(atFraction: 0), to: path.point(atFraction: 1), duration: duration,
            track: path.track(curve: curve, path.point(atFraction:)), curve: curve, engine: engine)
    }
}

extension MotionPath {
    /// Why a tween cannot move along it, if it cannot.
    var problem: TweenError? {
        if segments.isEmpty { return .invalidParameter(name: "path", value: 0, expected: "at least one line or curve") }
        guard length.isFinite else {
            return .nonFiniteValue(
                name: "path", description: "a point that is NaN or infinite, or so far out that the length overflows")
        }
        return nil
    }

    /// A tween's track along the path, `place` giving its value at each fraction of the length, which `curve`
    /// eases; one that fails, when the path cannot be followed.
    @MainActor
    func track<Value>(curve: TimingCurve, _ place: @escaping (Double) -> Value) -> Tween<Value>.Track {
        guard let problem else { return Tween<Value>.Motion { place($0 >= 1 ? 1 : curve.value(at: $0)) } }
        return Tween<Value>.Motion(failure: problem, showing: place(0))
    }
}
