import Foundation

/// One step of a tween's life — a frame, a validation, a preparation — written once for any value type
/// and run through `Tween.specialized(_:)`.
@MainActor
protocol TweenWork {
    associatedtype Result
    func run<Value: Interpolatable>(_ tween: Tween<Value>) -> Result
}

extension Tween {
    /// Runs `work` on this tween as a `Tween` of its concrete value type when that is one tweens use most
    /// (`Double`, `CGFloat`, `CGPoint`, `Float`, `Int`, and `Int64` and `Decimal`, which counts count in):
    /// the compiler then compiles `work` for that type.
    /// A class's generic code otherwise runs unspecialized, looking up the value type's metadata at nearly
    /// every step: a `CGFloat` key-path frame cost ten times a `Double` one (188 against 19 ns). Any other
    /// value type runs `work` unspecialized, out of line, so that its look-ups stay off these paths.
    ///
    /// The one place the tween's type is cast unchecked. Safe because `Value.self == X.self` has just been
    /// checked: a `Tween<Value>` (or a subclass of one) then is a `Tween<X>`.
    @inline(__always)
    func specialized<Work: TweenWork>(_ work: Work) -> Work.Result {
        if Value.self == Double.self { return work.run(unsafeDowncast(self, to: Tween<Double>.self)) }
        return specializedOtherwise(work)
    }

    /// `specialized` for the value types other than `Double`. Inlined into an out-of-line caller of its
    /// own (see `render`), so that their code does not crowd the `Double` frame path's.
    @inline(__always)
    func specializedOtherwise<Work: TweenWork>(_ work: Work) -> Work.Result {
        if Value.self == CGFloat.self { return work.run(unsafeDowncast(self, to: Tween<CGFloat>.self)) }
        if Value.self == CGPoint.self { return work.run(unsafeDowncast(self, to: Tween<CGPoint>.self)) }
        if Value.self == Float.self { return work.run(unsafeDowncast(self, to: Tween<Float>.self)) }
        if Value.self == Int.self { return work.run(unsafeDowncast(self, to: Tween<Int>.self)) }
        // The other numbers counts count in (see `CountableNumber`).
        if Value.self == Int64.self { return work.run(unsafeDowncast(self, to: Tween<Int64>.self)) }
        if Value.self == Decimal.self { return work.run(unsafeDowncast(self, to: Tween<Decimal>.self)) }
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
