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
    /// How values along the way are found: two ends and a curve, or keyframes.
    enum Track {
        case line(TimingCurve)
        case keyframes(values: [Value], keyTimes: [Double], curves: [TimingCurve])
    }

    private let explicitFrom: Value?
    /// The start value: given, or read from the property when the tween starts.
    public private(set) var from: Value?
    /// The end value (nil only for a keyframe tween made from an empty list, which cannot start).
    public let to: Value?
    /// How progress in time maps onto progress in value.
    public var curve: TimingCurve {
        get { if case let .line(curve) = track { return curve } else { return .linear } }
        set { if case .line = track { track = .line(newValue) } }
    }
    var track: Track
    private var target: TweenTarget<Value>
    private var updateHandlers: [(Value) -> Void] = []
    /// The last value written (nil before the first).
    public private(set) var value: Value?

    init(from: Value?, to: Value?, track: Track, timing: TweenTiming, target: TweenTarget<Value>, engine: TweenEngine) {
        explicitFrom = from
        self.from = from
        self.to = to
        self.track = track
        self.target = target
        super.init(timing: timing, engine: engine)
    }

    /// A tween that hands each value to `update`.
    public convenience init(from: Value, to: Value, duration: Double, curve: TimingCurve = .linear,
                            engine: TweenEngine = .shared, update: @escaping (Value) -> Void = { _ in }) {
        self.init(from: from, to: to, track: .line(curve), timing: TweenTiming(duration: duration),
                  target: TweenTarget(update), engine: engine)
    }

    /// A tween of `object`'s property at `keyPath`, from `from` (or the property's value at start) to `to`.
    /// The object is not kept alive: if it goes away, the tween ends as `.cancelled`.
    public convenience init<Root: AnyObject>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>,
                                             from: Value? = nil, to: Value, duration: Double, curve: TimingCurve = .linear,
                                             engine: TweenEngine = .shared) {
        self.init(from: from, to: to, track: .line(curve), timing: TweenTiming(duration: duration),
                  target: TweenTarget(object, keyPath, read: { $0 }, write: { $0 }), engine: engine)
    }

    /// A tween that runs on `Value` and writes `mapper(value)` to a property of another type,
    /// such as a number shown as a `String`.
    public convenience init<Root: AnyObject, Property>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Property>,
                                                       from: Value, to: Value, duration: Double, curve: TimingCurve = .linear,
                                                       engine: TweenEngine = .shared, mapper: @escaping (Value) -> Property) {
        self.init(from: from, to: to, track: .line(curve), timing: TweenTiming(duration: duration),
                  target: TweenTarget(object, keyPath, read: nil, write: mapper), engine: engine)
    }

    /// Runs with each value written, after the write.
    @discardableResult
    public func onUpdate(_ body: @escaping (Value) -> Void) -> Self {
        updateHandlers.append(body)
        return self
    }

    /// The value at `progress` (0…1) along one pass, eased; nil when the start value is not known yet.
    public func value(atProgress progress: Double) -> Value? {
        guard let from = from ?? readFrom(), let to else { return nil }
        return interpolate(from, to, progress)
    }

    /// The values a frame at a time, as if started at time 0 with no other frames: for plots, exports
    /// and snapshot tests. Needs no driver and writes nothing. Stops after `limit` seconds when repeating forever.
    ///
    /// ```swift
    /// let values = Tween(from: 0.0, to: 1.0, duration: 1) { _ in }.samples(framesPerSecond: 4)   // [0, 0.25, 0.5, 0.75, 1]
    /// ```
    public func samples(framesPerSecond: Double = 60, limit: Double = 60) -> [Value] {
        guard validate() == nil, framesPerSecond > 0, framesPerSecond.isFinite,
              let from = from ?? readFrom(), let to else { return [] }
        let end = min(timing.totalDuration / max(speed, .leastNonzeroMagnitude), limit)
        let count = Int((end * framesPerSecond).rounded(.up))
        return (0...max(count, 0)).map { frame in
            let time = min(Double(frame) / framesPerSecond, end)
            return interpolate(from, to, timing.position(at: time * speed).progress)
        }
    }

    private func readFrom() -> Value? {
        guard let getter = target.getter, let object = target.liveObject else { return nil }
        return getter(object)
    }

    @inline(__always)
    private func interpolate(_ from: Value, _ to: Value, _ progress: Double) -> Value {
        switch track {
        case let .line(curve):
            return Value.interpolate(from, to, curve.value(at: progress))
        case let .keyframes(values, keyTimes, curves):
            return Self.keyframeValue(values, keyTimes, curves, progress)
        }
    }

    // MARK: Playable

    override func validate() -> TweenError? {
        if let error = super.validate() { return error }
        if let from = explicitFrom, !from.isFiniteForTweening { return .nonFiniteValue(name: "from", description: "\(from)") }
        if case let .keyframes(values, keyTimes, curves) = track {
            return Self.validateKeyframes(values, keyTimes, curves)
        }
        if let to, !to.isFiniteForTweening { return .nonFiniteValue(name: "to", description: "\(to)") }
        return nil
    }

    override func prepare(claiming: Bool) -> TweenError? {
        if target.isObject {
            guard let object = target.liveObject else { return .targetDeallocated }
            if claiming, let key = target.key { engine.claim(key, for: self) }
            if from == nil, let getter = target.getter {
                let current = getter(object)
                guard current.isFiniteForTweening else { return .nonFiniteValue(name: "from", description: "\(current)") }
                from = current
            }
            if claiming, !isChild { _ = target.hold(on: engine, for: self) }
        }
        return from == nil ? .nonFiniteValue(name: "from", description: "unknown") : nil
    }

    override func render(progress: Double) -> Bool {
        guard let from, let to else { return false }
        let v = interpolate(from, to, progress)
        guard target.write(v) else { return false }
        value = v
        for handler in updateHandlers { handler(v) }
        return true
    }

    override func finishContent() {
        target.release(on: engine, for: self)
        if let key = target.key { engine.unclaim(key, for: self) }
        updateHandlers = []
    }

    override func targets(_ object: ObjectIdentifier) -> Bool { target.key?.object == object }
}
