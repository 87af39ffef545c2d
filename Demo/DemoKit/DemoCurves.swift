import TweenKit

/// Every kind of curve TweenKit ships, for the gallery and the chart: the named ones (linear, Core
/// Animation's, the 30 Penner easings), then a cubic Bézier that overshoots, steps in both positions, a
/// spring, and springs set off with an initial velocity. Names fit the gallery's 17 columns.
enum DemoCurves {
    static let all: [(name: String, curve: TimingCurve)] = {
        var curves = TimingCurve.named.map { (name: $0.name, curve: $0.curve) }
        curves.append((name: "bezier overshoot", curve: try! .cubicBezier(0.68, -0.6, 0.32, 1.6)))
        curves.append((name: "steps(4, .start)", curve: try! .steps(4, position: .start)))
        curves.append((name: "steps(4, .end)", curve: try! .steps(4, position: .end)))
        curves.append((name: "spring bounce .4", curve: .spring(try! Spring(duration: 0.5, bounce: 0.4))))
        // Springs set off moving: toward the target (an overshoot) and away from it (a dip first).
        curves.append(
            (name: "spring v0 +6", curve: .spring(try! Spring(duration: 0.5, bounce: 0.2, initialVelocity: 6))))
        curves.append(
            (name: "spring v0 -6", curve: .spring(try! Spring(duration: 0.5, bounce: 0.2, initialVelocity: -6))))
        return curves
    }()
}
