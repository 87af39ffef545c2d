import Foundation

/// A value moving from one place to another over time, written to a closure or a property.
///
/// ```swift
/// // A closure target.
/// let t = Tween(from: 0.0, to: 100.0, duration: 2, curve: .easeOut) { value in print(value) }
/// t.start()
///
/// // A key path of any class; `from` defaults to the property's value at start.
/// final class Gauge { var level = 0.0; var text = "" }
/// let gauge = Gauge()
/// Tween(gauge, \.level, to: 75, duration: 1.5, curve: .easeInOutCubic).start()
///
/// // Through a mapper: the tween runs on Double, the property holds a String.
/// Tween(gauge, \.text, from: 0.0, to: 1250.0, duration: 2) { "\(Int($0.rounded()))" }.start()
/// ```
///
/// Starting a tween on an object's property cancels the one already running there, and the new one
/// starts from the current value, as Core Animation replaces an animation for the same key.
public class Tween<Value: Interpolatable>: Playable {
    // A frame reads and writes a few fields. Each is stored privately and read or written only whole,
    // through an accessor (no `inout` use, no mutation in place), so every access is a single load or store
    // with nothing running during it: no two can overlap. For most fields the optimizer then drops the
    // runtime exclusivity check Swift makes of a class's stored property; for the start value and the value
    // shown it does not, and those two are declared unchecked (each check costs, on Linux, about a quarter
    // of a frame's work: the benchmarks show it). They are declared word-sized fields first, leaving few gaps.

    /// The end value (a keyframe tween's last value).
    public let to: Value
    @usableFromInline let target: TweenTarget<Value>
    /// What it shows when that is more than a curve between `from` and `to` (see `Track`): set when it
    /// is made, or at its start when it carries on an interrupted tween's velocity, and only read after.
    @usableFromInline var track: Track? {
        get { storedTrack }
        set { storedTrack = newValue }
    }
    private var storedTrack: Track?
    var updateHandlers: [(Value) -> Void] {
        get { storedUpdateHandlers }
        set {
            storedUpdateHandlers = newValue
            notifiesUpdates = !newValue.isEmpty
        }
    }
    private var storedUpdateHandlers: [(Value) -> Void] = []
    /// How progress in time maps onto progress in value, given when the tween is made. Keyframe tweens use
    /// their per-segment curves instead. A constant, so that each frame evaluates it in place.
    public let curve: TimingCurve
    /// The start value: given, or read from the property when the tween starts (in a sequence or group,
    /// the value its property shows when the step begins).
    public var from: Value? { startValue }
    @exclusivity(unchecked) @usableFromInline var startValue: Value?
    /// Whether `from` was given (a step given one shows it before its property's first step begins).
    @usableFromInline let isFromGiven: Bool
    /// Whether, started where its property is, it carries on the motion of a tween it replaces (a count does not).
    @usableFromInline let carriesMotion: Bool
    /// The property's value when its timeline first played, for the first step writing it without a `from`: kept
    /// with the rest of a step's place in its timeline, out of line.
    private var restValue: Value? {
        get { extras?.restValue as? Value }
        set { ensuredExtras.restValue = newValue }
    }
    /// The last value written (nil before the first).
    public private(set) var value: Value? {
        get { shown }
        set { shown = newValue }
    }
    @exclusivity(unchecked) private var shown: Value?

    /// Inlined where the tween is made, to be compiled for its value type; `track` for keyframes, a decay or a path.
    @inlinable
    init(
        from: Value?, to: Value, curve: TimingCurve, track: Track? = nil, timing: TweenTiming,
        target: TweenTarget<Value>, carriesMotion: Bool = true, engine: TweenEngine
    ) {
        startValue = from
        isFromGiven = from != nil
        self.carriesMotion = carriesMotion
        self.to = to
        self.curve = curve
        self.target = target
        super.init(timing: timing, engine: engine)
        if let track { self.track = track }
    }

    /// A tween that hands each value to `update`: the form chosen for values that are not floating-point numbers.
    ///
    /// Disfavoured beside the floating-point form below, so that `Tween(from: 0, to: 1, duration: 1) { ... }`
    /// tweens a `Double` (integer literals would otherwise make it an `Int` tween that jumps from 0 to 1
    /// half-way). Say the type to tween integers: `Tween<Int>(from: 0, to: 10, duration: 1) { ... }`.
    @inlinable @_disfavoredOverload
    public convenience init(
        from: Value, to: Value, duration: Double, curve: TimingCurve = .linear,
        engine: TweenEngine = .shared, update: @escaping (Value) -> Void = { _ in }
    ) {
        self.init(
            from: from, to: to, curve: curve, timing: TweenTiming(duration: duration),
            target: TweenTarget(update), engine: engine)
    }

    /// A tween of `object`'s property at `keyPath`, from `from` (or the property's value at start) to `to`.
    /// The object is not kept alive: if it goes away, the tween ends `.cancelled` (gone before `start()`, it fails).
    ///
    /// The key path is an autoclosure so that a literal one (`\.level`) is compiled, at the call site,
    /// into a direct property access: a frame then costs what a hand-written setter does.
    @inlinable @inline(__always)
    public convenience init<Root: AnyObject>(
        _ object: Root, _ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Root, Value>,
        from: Value? = nil, to: Value, duration: Double, curve: TimingCurve = .linear,
        engine: TweenEngine = .shared
    ) {
        self.init(
            object, property: .keyPath(keyPath()), write: keyPathWriter(keyPath()), read: keyPathReader(keyPath()),
            from: from, to: to, duration: duration, curve: curve, engine: engine)
    }

    /// A tween of the property of `object` that `property` names, written by `write` and read by `read` (nil
    /// when it cannot be read back; not kept when `from` is given, as nothing then reads it): it claims that
    /// property while it runs, as every tween of an object's property does.
    @inlinable
    convenience init<Root: AnyObject>(
        _ object: Root, property: PropertyName, write: @escaping (Root, Value) -> Void, read: ((Root) -> Value?)?,
        from: Value?, to: Value, duration: Double, curve: TimingCurve, carriesMotion: Bool = true, engine: TweenEngine
    ) {
        self.init(
            from: from, to: to, curve: curve, timing: TweenTiming(duration: duration),
            target: TweenTarget(object, property: property, write: write, read: from == nil ? read : nil),
            carriesMotion: carriesMotion, engine: engine)
    }

    /// A tween that runs on `Value` and writes `mapper(value)` to a property of another type,
    /// such as a number shown as a `String`.
    @inlinable @inline(__always)
    public convenience init<Root: AnyObject, Property>(
        _ object: Root, _ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Root, Property>,
        from: Value, to: Value, duration: Double, curve: TimingCurve = .linear,
        engine: TweenEngine = .shared, mapper: @escaping (Value) -> Property
    ) {
        self.init(
            object, property: .keyPath(keyPath()), write: keyPathWriter(keyPath(), mapper), read: nil,
            from: from, to: to, duration: duration, curve: curve, engine: engine)
    }

    /// Runs with each value written, after the write.
    @discardableResult
    public func onUpdate(_ body: @escaping (Value) -> Void) -> Self {
        updateHandlers.append(body)
        return self
    }

    /// The value at `progress` (0…1) along one pass, eased; nil when the start value is not known yet,
    /// or when the keyframes are invalid (starting the tween says why).
    public func value(atProgress progress: Double) -> Value? {
        if let track, track.validate() != nil { return nil }
        guard let from = from ?? target.read() else { return nil }
        return interpolate(from, to, progress)
    }

    /// The value `seconds` after it would start (its delay, repeats, autoreverse and speed applied),
    /// with no engine and no side effects: for a SwiftUI `TimelineView`, a plot, or a test. Nil when the
    /// start value is not known yet or a parameter is invalid.
    ///
    /// ```swift
    /// let pulse = Tween(from: 1, to: 1.2, duration: 0.5, curve: .easeInOutSine)
    /// pulse.repeatCount = .infinity; pulse.autoreverses = true
    /// TimelineView(.animation) { context in
    ///     Circle().scaleEffect(pulse.value(atTime: context.date.timeIntervalSince(start)) ?? 1)
    /// }
    /// ```
    public func value(atTime seconds: Double) -> Value? {
        guard validate() == nil, !seconds.isNaN else { return nil }
        return value(atProgress: progress(atTime: seconds))
    }

    /// The progress along a pass `seconds` after it would start, as playing would show it: forward from its
    /// start, or, reversed, back from its end (a speed of 0 holds it where it starts).
    private func progress(atTime seconds: Double) -> Double {
        let elapsed = speed == 0 ? 0 : max(seconds, 0) * speed
        guard isReversed else { return timing.position(at: elapsed).progress }
        let local = timing.localTime(atOverallProgress: 1) - elapsed
        return local <= timing.delay ? 0 : timing.position(at: local).progress
    }

    /// The values a frame at a time, as if started at time 0 with no other frames: for plots, exports
    /// and snapshot tests. Needs no driver and writes nothing. Stops after `limit` seconds when repeating forever,
    /// and gives at most `Playable.maximumFrameCount + 1` values (a finite run that would need more is
    /// sampled at a lower rate, still from its first value to its last).
    ///
    /// ```swift
    /// let values = Tween(from: 0.0, to: 1.0, duration: 1) { _ in }.samples(framesPerSecond: 4)   // [0, 0.25, 0.5, 0.75, 1]
    /// ```
    public func samples(framesPerSecond: Double = 60, limit: Double = 60) -> [Value] {
        guard validate() == nil, let from = from ?? target.read(),
            let plan = FramePlan(
                framesPerSecond: framesPerSecond,
                end: min(timing.totalDuration / max(speed, .leastNonzeroMagnitude), limit))
        else { return [] }
        return (0...plan.lastIndex).map { frame in
            interpolate(from, to, progress(atTime: plan.time(frame)))
        }
    }

    @inline(__always)
    private func interpolate(_ from: Value, _ to: Value, _ progress: Double) -> Value {
        if let track { return track.value(at: progress) }
        return Value.interpolate(from, to, curve.value(at: progress))
    }

    // MARK: Playable

    // Starting runs these once, and each frame `render`: each is compiled for the value types tweens use most
    // (`Double`, `CGFloat`, `CGPoint`, `Float`, `Int`, and `Int64` and `Decimal`, which counts count in), entered
    // through a test of the value type alone (the work is in a body of its own); others run generic code, slower.
    @_specialize(where Value == Double) @_specialize(where Value == CGFloat) @_specialize(where Value == CGPoint)
    @_specialize(where Value == Float) @_specialize(where Value == Int) @_specialize(where Value == Int64)
    @_specialize(where Value == Decimal)
    override func validate() -> TweenError? { validateBody() }
    @_specialize(where Value == Double) @_specialize(where Value == CGFloat) @_specialize(where Value == CGPoint)
    @_specialize(where Value == Float) @_specialize(where Value == Int) @_specialize(where Value == Int64)
    @_specialize(where Value == Decimal)
    override func prepare(claiming: Bool) -> TweenError? { prepareBody(claiming: claiming) }
    @_specialize(where Value == Double) @_specialize(where Value == CGFloat) @_specialize(where Value == CGPoint)
    @_specialize(where Value == Float) @_specialize(where Value == Int) @_specialize(where Value == Int64)
    @_specialize(where Value == Decimal)
    override func render(at local: Double, progress: Double, atPassEnd: Bool) -> Bool { renderBody(progress) }

    @inline(never)
    private func validateBody() -> TweenError? {
        // A spring run on its own time lasts until it settles: an undamped one never does.
        if case .spring(let spring, _) = curve.kind, !timing.duration.isFinite, !spring.settlingDuration.isFinite {
            return .invalidParameter(
                name: "damping", value: spring.damping, expected: "more than 0: an undamped spring never settles")
        }
        if let error = super.validate() { return error }
        // A track says first what is wrong with it: its ends come from it.
        if let track, let error = track.validate() { return error }
        // `from` is the given start value, or one read from the property (checked when it was read).
        if let from, !from.isFiniteForTweening { return .nonFiniteValue(name: "from", description: "\(from)") }
        if !to.isFiniteForTweening { return .nonFiniteValue(name: "to", description: "\(to)") }
        return nil
    }

    @inline(never)
    private func prepareBody(claiming: Bool) -> TweenError? {
        if target.objectProperty != nil {
            guard let object = target.objectProperty?.object else { return .targetDeallocated }
            let current = from == nil ? target.read() : nil
            // A tween that starts where the property is carries on the motion of one it interrupts.
            let fromCurrent = from == nil && carriesMotion
            if let current {
                guard current.isFiniteForTweening else {
                    return .nonFiniteValue(name: "from", description: "\(current)")
                }
                setStart(current)
            }
            if claiming, !isChild, !ownsProperty, let property = target.property {
                // Noted first: a rival's handlers, run as it is cancelled, may end this one.
                ownsProperty = true
                engine.claim(property, of: object, for: self, carrying: fromCurrent)
            }
        }
        guard from == nil else { return nil }
        return .unreadableStart(property: target.property.map { "\($0)" } ?? "the value", type: "\(Value.self)")
    }

    @inline(never)
    private func renderBody(_ progress: Double) -> Bool {
        guard let from else { return false }
        let value = interpolate(from, to, progress)
        // A custom curve (or track) can give what no property should get: the tween (or the timeline it is a step
        // of) fails, and nothing is written.
        guard value.isFiniteForTweening else {
            (planRoot ?? self).fail(.nonFiniteValue(name: "the value at progress \(progress)", description: "\(value)"))
            return true
        }
        return write(value)
    }

    /// Writes `shown`, then runs the update handlers with it (unless it only restores what a timeline's property
    /// showed before any of its steps began, V3 and E7).
    @inline(__always)
    private func write(_ shown: Value, notifying: Bool = true) -> Bool {
        guard target.write(shown) else { return false }
        value = shown
        if notifying && !updateHandlers.isEmpty {
            runningHandlers { for handler in updateHandlers { handler(shown) } }
        }
        return true
    }

    override func endRun() {
        updateHandlers = []
        if ownsProperty, let key = target.objectProperty?.key {
            ownsProperty = false
            engine.owners.release(key, for: self)
        }
    }

    // MARK: As a step of a timeline (see `TimelineWriter`)

    var writtenKey: TimelinePlan.Key? {
        target.objectProperty != nil ? propertyKey.map { .property($0) } : .closure(ObjectIdentifier(self))
    }

    var hasGivenStart: Bool { isFromGiven }

    func keepRest() -> TweenError? { readProperty(into: &restValue) }

    func takeStart(from source: any TimelineWriter, atLocal local: Double?) -> TweenError? {
        var value = (source as? Tween<Value>).flatMap { source in
            local.map { source.value(atProgress: source.timing.position(at: $0).progress) }
                ?? (source.isFromGiven ? source.from : source.restValue)
        }
        // A source of another value type: the property's own value.
        if value == nil, let error = readProperty(into: &value) { return error }
        setStart(value)
        return nil
    }

    /// Sets the start value: the one place that writes it after it was made.
    private func setStart(_ value: Value?) { startValue = value }

    func showStep(atLocal local: Double?) -> Bool {
        if let local { return render(at: local, progress: timing.position(at: local).progress, atPassEnd: false) }
        guard let shown = isFromGiven ? from : restValue else { return true }
        return write(shown, notifying: false)
    }

    /// Reads the property's value now into `slot`; why it cannot, if it cannot (an object gone is not an
    /// error: the step withdraws).
    private func readProperty(into slot: inout Value?) -> TweenError? {
        guard target.objectProperty?.object != nil else { return nil }
        guard let value = target.read() else {
            return .unreadableStart(property: target.property.map { "\($0)" } ?? "the value", type: "\(Value.self)")
        }
        guard value.isFiniteForTweening else { return .nonFiniteValue(name: "from", description: "\(value)") }
        slot = value
        return nil
    }

    override var slot: PropertySlot? { target.objectProperty }
}

extension Tween where Value: BinaryFloatingPoint {
    /// A tween of a floating-point value that hands each value to `update`: the form chosen for `Double`,
    /// `Float` and `CGFloat`, and for number literals (`Tween(from: 0, to: 1, ...)` tweens a `Double`).
    ///
    /// Constrained rather than written for `Double`, so that `Value` stays generic here and the caller's
    /// closure is passed as the tween stores it, with no conversion thunk called on every frame.
    ///
    /// ```swift
    /// Tween(from: 0, to: 1, duration: 0.3) { view.alpha = $0 }.start()   // 0.0, 0.05, … 1.0
    /// ```
    @inlinable
    public convenience init(
        from: Value, to: Value, duration: Double, curve: TimingCurve = .linear,
        engine: TweenEngine = .shared, update: @escaping (Value) -> Void = { _ in }
    ) {
        self.init(
            from: from, to: to, curve: curve, timing: TweenTiming(duration: duration),
            target: TweenTarget(update), engine: engine)
    }
}
