/// A `TimingCurve` in a form the frame loop can read and evaluate without reference counting.
///
/// Reading a `TimingCurve` out of a class property copies it, which retains the object it refers to (a
/// Bézier's solver, a spring, a closure) and then releases it again: about a third of a tween's frame.
/// This form holds that object unretained and is trivially copyable (9 bytes), so it is valid only while
/// something else keeps the object alive: a tween keeps it in `curveOwner` (the curve's `payload`), set
/// with this form, and a tween keeps no other copy of its curve.
@usableFromInline
struct UnretainedCurve {
    private enum Form {
        case linear
        case penner(PennerCurve)
        case bezier(Unmanaged<CubicBezierSolver>)
        case steps(Int, TimingCurve.StepPosition)
        case spring(Unmanaged<TimingCurve.SpringCurve>)
        case custom(Unmanaged<TimingCurve.CustomCurve>)
    }

    private let form: Form

    @usableFromInline
    init(_ curve: TimingCurve) {
        switch curve.kind {
        case .linear: form = .linear
        case .penner(let penner): form = .penner(penner)
        case .bezier(let solver): form = .bezier(Unmanaged.passUnretained(solver))
        case .steps(let count, let position): form = .steps(count, position)
        case .spring(let spring): form = .spring(Unmanaged.passUnretained(spring))
        case .custom(let custom): form = .custom(Unmanaged.passUnretained(custom))
        }
    }

    /// The eased progress, as `TimingCurve.value(at:)` gives it.
    @inline(__always)
    func value(at progress: Double) -> Double {
        let p = TimingCurve.clamp(progress)
        switch form {
        case .linear: return p
        case .penner(let curve): return TimingCurve.penner(curve, p)
        case .bezier(let solver): return solver._withUnsafeGuaranteedRef { TimingCurve.bezier($0, p) }
        case .steps(let count, let position): return TimingCurve.steps(count, position, p)
        case .spring(let spring):
            return spring._withUnsafeGuaranteedRef { TimingCurve.spring($0.spring, $0.duration, p) }
        case .custom(let custom): return custom._withUnsafeGuaranteedRef { $0.body(p) }
        }
    }

    /// The curve again (retaining what it refers to): for the tween's `curve` property.
    var curve: TimingCurve {
        switch form {
        case .linear: return .linear
        case .penner(let curve): return TimingCurve(.penner(curve))
        case .bezier(let solver): return TimingCurve(.bezier(solver.takeUnretainedValue()))
        case .steps(let count, let position): return TimingCurve(.steps(count, position))
        case .spring(let spring): return TimingCurve(.spring(spring.takeUnretainedValue()))
        case .custom(let custom): return TimingCurve(.custom(custom.takeUnretainedValue()))
        }
    }
}
