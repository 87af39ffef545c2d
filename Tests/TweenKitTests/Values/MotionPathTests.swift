import Foundation
import Testing
import TweenKit

/// Motion along a path goes at constant speed by arc length, checked against a fine polyline of the
/// same curves, with the direction of travel at each place.
@MainActor @Suite(.tags(.values)) struct MotionPathTests {
    /// A cubic's points at 100,000 equal steps of its parameter, and their cumulative lengths.
    struct Polyline {
        var points: [CGPoint] = []
        var lengths: [Double] = [0]

        init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
            let n = 100_000
            for i in 0...n {
                let t = Double(i) / Double(n)
                let s = 1 - t
                let x = s * s * s * p0.x + 3 * s * s * t * p1.x + 3 * s * t * t * p2.x + t * t * t * p3.x
                let y = s * s * s * p0.y + 3 * s * s * t * p1.y + 3 * s * t * t * p2.y + t * t * t * p3.y
                if let last = points.last { lengths.append(lengths.last! + hypot(x - last.x, y - last.y)) }
                points.append(CGPoint(x: x, y: y))
            }
        }

        var length: Double { lengths.last! }

        /// The point `distance` along, between the two nearest samples.
        func point(at distance: Double) -> CGPoint {
            var low = 0
            var high = lengths.count - 1
            while high - low > 1 {
                let mid = (low + high) / 2
                if lengths[mid] <= distance { low = mid } else { high = mid }
            }
            let f = (distance - lengths[low]) / (lengths[high] - lengths[low])
            return .interpolate(points[low], points[high], f)
        }
    }

    static let s = (
        CGPoint(x: 0, y: 0), CGPoint(x: 20, y: -150), CGPoint(x: 260, y: 190), CGPoint(x: 300, y: 0)
    )

    @Test func itMovesAtConstantSpeedAlongACurve() {
        var path = MotionPath(start: Self.s.0)
        path.addCurve(to: Self.s.3, control1: Self.s.1, control2: Self.s.2)
        let reference = Polyline(Self.s.0, Self.s.1, Self.s.2, Self.s.3)
        #expect(abs(path.length - reference.length) < 1e-6 * reference.length)
        for k in 0...40 {
            let f = Double(k) / 40
            let mine = path.point(atFraction: f)
            let theirs = reference.point(at: f * reference.length)
            #expect(hypot(mine.x - theirs.x, mine.y - theirs.y) < 1e-4, "at \(f): \(mine) vs \(theirs)")
        }
    }

    @Test func itFacesTheWayItGoes() {
        var path = MotionPath(start: .zero)
        path.addLine(to: CGPoint(x: 10, y: 10))
        #expect(abs(path.angle(atFraction: 0.3) - .pi / 4) < 1e-12)
        // A quarter circle of radius 100 anticlockwise from (100, 0) to (0, 100), as the usual cubic.
        let k = 0.5522847498 * 100
        var arc = MotionPath(start: CGPoint(x: 100, y: 0))
        arc.addCurve(to: CGPoint(x: 0, y: 100), control1: CGPoint(x: 100, y: k), control2: CGPoint(x: k, y: 100))
        #expect(abs(arc.angle(atFraction: 0) - .pi / 2) < 1e-12)
        #expect(abs(arc.angle(atFraction: 0.5) - 3 * .pi / 4) < 1e-9)
        #expect(abs(arc.length - .pi * 50) < 0.03 * 50, "the cubic is within 0.03 % of the circle")
        let middle = arc.point(atFraction: 0.5)
        #expect(abs(middle.x - middle.y) < 1e-9, "half-way by length is on the diagonal")
    }

    /// A point repeated in the path's data (a line of no length, mid-way or at the end) has no direction of its
    /// own: there, as at the end, the path faces the way it came, and a tween along it ends facing that way.
    @Test func aRepeatedPointKeepsTheDirectionOfTheWayThere() {
        var path = MotionPath(start: .zero)
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.addLine(to: CGPoint(x: 0, y: 100))
        path.addLine(to: CGPoint(x: 100, y: 100))
        path.addLine(to: CGPoint(x: 100, y: 100))
        for fraction in [0.25, 0.4999, 0.5, 0.999, 1] {
            let expected = fraction < 0.5 ? Double.pi / 2 : 0  // a corner faces the way on from it
            #expect(abs(path.angle(atFraction: fraction) - expected) < 1e-9, "at \(fraction)")
        }
        var down = MotionPath(start: .zero)
        down.addLine(to: CGPoint(x: 0, y: 100))
        down.addLine(to: CGPoint(x: 0, y: 100))
        let rig = Rig()
        var last: PathPlace?
        Tween(along: down, duration: 1, engine: rig.engine) { last = $0 }.start()
        rig.driver.advance(by: 1)
        #expect(
            last?.point == CGPoint(x: 0, y: 100) && abs((last?.angle ?? 0) - .pi / 2) < 1e-9,
            "\(String(describing: last))")
    }

    @Test func aQuadraticCurveIsHalvedAtItsApex() {
        var path = MotionPath(start: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let apex = path.point(atFraction: 0.5)
        #expect(abs(apex.x - 50) < 1e-9 && abs(apex.y - 50) < 1e-9)
    }

    @Test func aMoveJumpsAndAClosedPathComesBack() {
        var path = MotionPath(start: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.move(to: CGPoint(x: 0, y: 50))
        path.addLine(to: CGPoint(x: 100, y: 50))
        #expect(path.length == 200, "the jump covers no distance")
        #expect(path.point(atFraction: 0.75) == CGPoint(x: 50, y: 50))
        var square = MotionPath(start: .zero)
        square.addLine(to: CGPoint(x: 10, y: 0))
        square.addLine(to: CGPoint(x: 10, y: 10))
        square.closeSubpath()
        #expect(square.point(atFraction: 1) == .zero)
        #expect(abs(square.length - (20 + 200.0.squareRoot())) < 1e-12)
    }

    @Test func aTweenFollowsThePathAndLandsOnItsEnd() {
        let rig = Rig()
        var path = MotionPath(start: Self.s.0)
        path.addCurve(to: Self.s.3, control1: Self.s.1, control2: Self.s.2)
        var places: [PathPlace] = []
        let tween = Tween(along: path, duration: 1, curve: .easeInOutSine, engine: rig.engine) { places.append($0) }
        tween.start()
        rig.driver.advance(by: 0.5)
        let eased = TimingCurve.easeInOutSine.value(at: 0.5)  // the curve eases the distance travelled
        #expect(
            places.last!.point == path.point(atFraction: eased) && places.last!.angle == path.angle(atFraction: eased))
        rig.driver.advance(by: 0.5)
        #expect(tween.state == .finished && places.last!.point == CGPoint(x: 300, y: 0))

        final class Plane { var center = CGPoint(x: -1, y: -1) }
        let plane = Plane()
        Tween(plane, \.center, along: path, duration: 1, engine: rig.engine).start()
        rig.driver.advance(by: 0.25)
        #expect(plane.center == path.point(atFraction: 0.25))
        rig.driver.advance(by: 1)
        #expect(plane.center == CGPoint(x: 300, y: 0))
    }

    @Test func anEmptyOrBrokenPathFailsTheTweenAndWritesNothing() {
        let rig = Rig()
        var broken = MotionPath(start: .zero)
        broken.addLine(to: CGPoint(x: Double.nan, y: 0))
        var huge = MotionPath(start: .zero)
        huge.addLine(to: CGPoint(x: 1e300, y: -1e300))  // finite, but its length overflows
        var writes = 0
        var errors: [String] = []
        for path in [MotionPath(start: .zero), broken, huge] {
            let tween = Tween(along: path, duration: 1, engine: rig.engine) { _ in writes += 1 }
            tween.onComplete { if case .failed(let error) = $0 { errors.append("\(error)") } }
            tween.start()
        }
        rig.driver.run(for: 1)
        #expect(writes == 0 && errors.count == 3 && errors.allSatisfy { $0.contains("path") }, "\(errors)")
    }
}
