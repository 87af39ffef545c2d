/// A `TimingCurve` in the form a tween keeps it: one word, evaluated by the frame loop without
/// reference counting.
///
/// Reading a `TimingCurve` out of a class property copies it, which retains the object it refers to (a
/// Bézier's solver, a spring, a closure) and then releases it again: about a third of a tween's frame.
/// This form refers to that object through an `Unmanaged` reference that it owns by hand: retained when
/// it is made, released in `deinit`. It is `~Copyable`, so exactly one owner of that retain exists and
/// nothing can outlive it with a copy of the reference: every use is a borrow of the owner (the Unsafe
/// Code article lists it).
@usableFromInline
struct OwnedCurve: ~Copyable {
    /// Eight bytes: every payload leaves the pointers' spare bits free for the tag (a step count is
    /// 32 bits for that; `TimingCurve.steps` caps counts there).
    @usableFromInline
    enum Form {
        case linear
        case penner(PennerCurve)
        case bezier(Unmanaged<CubicBezierSolver>)
        case steps(Int32, TimingCurve.StepPosition)
        case spring(Unmanaged<TimingCurve.SpringCurve>)
        case custom(Unmanaged<TimingCurve.CustomCurve>)
    }

    @usableFromInline let form: Form

    /// Takes a reference of its own to what `curve` refers to.
    @usableFromInline
    init(_ curve: TimingCurve) {
        switch curve.kind {
        case .linear: form = .linear
        case .penner(let penner): form = .penner(penner)
        case .bezier(let solver): form = .bezier(Unmanaged.passRetained(solver))
        case .steps(let count, let position): form = .steps(Int32(clamping: count), position)
        case .spring(let spring): form = .spring(Unmanaged.passRetained(spring))
        case .custom(let custom): form = .custom(Unmanaged.passRetained(custom))
        }
    }

    @inlinable
    deinit {
        switch form {
        case .linear, .penner, .steps: break
        case .bezier(let solver): solver.release()
        case .spring(let spring): spring.release()
        case .custom(let custom): custom.release()
        }
    }

    /// The eased progress, as `TimingCurve.value(at:)` gives it (through the same functions). Called on the
    /// main actor only, as its tween's are: a lazily made Bézier fills its tables there (see
    /// `CubicBezierSolver`).
    @inline(__always)
    func value(at progress: Double) -> Double {
        let p = TimingCurve.clamp(progress)
        switch form {
        case .linear: return p
        case .penner(let curve): return TimingCurve.penner(curve, p)
        case .bezier(let solver): return solver._withUnsafeGuaranteedRef { TimingCurve.bezierOnMainActor($0, p) }
        case .steps(let count, let position): return TimingCurve.steps(Int(count), position, p)
        case .spring(let spring):
            return spring._withUnsafeGuaranteedRef { TimingCurve.spring($0.spring, $0.duration, p) }
        case .custom(let custom): return custom._withUnsafeGuaranteedRef { $0.body(p) }
        }
    }

    /// The curve again (with a reference of its own): for the tween's `curve` property.
    var curve: TimingCurve {
        switch form {
        case .linear: return .linear
        case .penner(let curve): return TimingCurve(.penner(curve))
        case .bezier(let solver): return TimingCurve(.bezier(solver.takeUnretainedValue()))
        case .steps(let count, let position): return TimingCurve(.steps(Int(count), position))
        case .spring(let spring): return TimingCurve(.spring(spring.takeUnretainedValue()))
        case .custom(let custom): return TimingCurve(.custom(custom.takeUnretainedValue()))
        }
    }
}
