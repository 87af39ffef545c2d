import Foundation

/// One step of a tween's life — a frame, a validation, a preparation — written once for any value type
/// and run through `Tween.specialized(_:)`.
@MainActor
protocol TweenWork {
    associatedtype Result
    func run<Value: Interpolatable>(_ tween: Tween<Value>) -> Result
}

extension Tween {
    /// Runs `work` on this tween as a `Tween` of its concrete value type when that is one tweens use most, so that
    /// the compiler compiles `work` for that type: a class's generic code otherwise runs unspecialized, looking up
    /// the value type's metadata at nearly every step, several times slower. Any other value type runs `work`
    /// unspecialized. Each cast follows the check that makes it succeed.
    @inline(__always)
    func specialized<Work: TweenWork>(_ work: Work) -> Work.Result {
        if Value.self == Double.self { return work.run(self as! Tween<Double>) }
        if Value.self == CGFloat.self { return work.run(self as! Tween<CGFloat>) }
        if Value.self == CGPoint.self { return work.run(self as! Tween<CGPoint>) }
        if Value.self == Float.self { return work.run(self as! Tween<Float>) }
        if Value.self == Int.self { return work.run(self as! Tween<Int>) }
        // The other numbers counts count in (see `CountableNumber`).
        if Value.self == Int64.self { return work.run(self as! Tween<Int64>) }
        if Value.self == Decimal.self { return work.run(self as! Tween<Decimal>) }
        return work.run(self)
    }
}

/// A frame: shows `progress`.
struct RenderWork: TweenWork {
    let progress: Double
    func run<Value: Interpolatable>(_ tween: Tween<Value>) -> Bool { tween.renderBody(progress) }
}

/// Checks the parameters before a start.
struct ValidateWork: TweenWork {
    func run<Value: Interpolatable>(_ tween: Tween<Value>) -> TweenError? { tween.validateBody() }
}

/// Reads the start value and claims the property.
struct PrepareWork: TweenWork {
    let claiming: Bool
    func run<Value: Interpolatable>(_ tween: Tween<Value>) -> TweenError? { tween.prepareBody(claiming: claiming) }
}
