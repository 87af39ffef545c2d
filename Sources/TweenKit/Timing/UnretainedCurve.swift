/// A `TimingCurve` in a form the frame loop can read and evaluate without reference counting.
///
/// Reading a `TimingCurve` out of a class property copies it, which retains its Bézier solver or
/// closure and then releases it again: about a third of a tween's frame. This form holds the solver
/// unretained and is trivially copyable, so it is valid only while the `TimingCurve` it was made
/// from is kept alive (a tween keeps both). Curves made from a closure or a spring are not covered:
/// for them `value(at:)` returns nil and the caller evaluates the `TimingCurve` itself (a spring
/// holds no reference, and leaving it out keeps this form 10 bytes instead of 49, which keeps a
/// tween's frame fields on fewer cache lines).
@usableFromInline
struct UnretainedCurve {
    private enum Form {
        case linear
        case penner(PennerCurve)
        case bezier(Unmanaged<CubicBezierSolver>)
        case steps(Int, TimingCurve.StepPosition)
        case other
    }

    private let form: Form

    @usableFromInline
    init(_ curve: TimingCurve) {
        switch curve.kind {
        case .linear: form = .linear
        case .penner(let penner): form = .penner(penner)
        case .bezier(let solver): form = .bezier(Unmanaged.passUnretained(solver))
        case .steps(let count, let position): form = .steps(count, position)
        case .spring, .custom: form = .other
        }
    }

    /// The eased progress, as `TimingCurve.value(at:)` gives it; nil for a curve made from a closure or a spring.
    @inline(__always)
    func value(at progress: Double) -> Double? {
        let p = TimingCurve.clamp(progress)
        switch form {
        case .linear: return p
        case .penner(let curve): return TimingCurve.penner(curve, p)
        case .bezier(let solver): return solver._withUnsafeGuaranteedRef { TimingCurve.bezier($0, p) }
        case .steps(let count, let position): return TimingCurve.steps(count, position, p)
        case .other: return nil
        }
    }
}
