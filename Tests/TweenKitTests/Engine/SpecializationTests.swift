import Foundation
import Testing
import TweenKit

/// The frame path is compiled separately for the value types tweens use most; each must write what the
/// value type's own blend of the curve gives, as the generic path does for every other type.
@MainActor @Suite struct SpecializationTests {
    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    func check<Value: Interpolatable & Equatable>(_ from: Value, _ to: Value) {
        let rig = Rig()
        let box = Box(from)
        let curve = TimingCurve.easeInOutCubic
        let tween = Tween(box, \.value, from: from, to: to, duration: 1, curve: curve, engine: rig.engine)
        var updates: [Value] = []
        tween.onUpdate { updates.append($0) }
        tween.start()
        for frame in 1...10 {
            rig.driver.advance(to: Double(frame) / 10)
            let expected = Value.interpolate(from, to, curve.value(at: Double(frame) / 10))
            #expect(box.value == expected, "\(Value.self) at frame \(frame): \(box.value) vs \(expected)")
        }
        #expect(tween.state == .finished && box.value == to && updates.last == to)
    }

    @Test func everyValueTypeWritesItsOwnBlend() {
        check(0.0, 7.5)
        check(CGFloat(-2), CGFloat(9))
        check(CGPoint(x: 1, y: 2), CGPoint(x: -30, y: 40))
        check(Float(0.25), Float(12))
        check(0, 1_250)
        check(Int64(-5), Int64(5_000_000_000))
        check(Decimal(string: "-12.5")!, Decimal(string: "1250.75")!)
        check(CGSize(width: 1, height: 1), CGSize(width: 3, height: 9))
        check(SIMD3<Double>(1, 2, 3), SIMD3<Double>(-1, 0, 8))
    }

    @Test func aBadValueFailsOnEveryPath() {
        let rig = Rig()
        var results: [TweenResult] = []
        let tweens: [Playable] = [
            Tween(box(CGFloat(0)), \.value, from: 0, to: .nan, duration: 1, engine: rig.engine),
            Tween(
                box(CGPoint.zero), \.value, from: .zero, to: CGPoint(x: Double.infinity, y: 0), duration: 1,
                engine: rig.engine),
            Tween(box(Float(0)), \.value, from: 0, to: .nan, duration: 1, engine: rig.engine),
        ]
        for tween in tweens {
            tween.onComplete { results.append($0) }
            tween.start()
        }
        #expect(
            results.count == 3
                && results.allSatisfy { if case .failed(.nonFiniteValue(name: "to", _)) = $0 { true } else { false } },
            "\(results)")
    }

    func box<Value>(_ value: Value) -> Box<Value> { Box(value) }
}
