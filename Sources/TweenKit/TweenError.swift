/// Everything TweenKit can reject, with the offending parameter and value.
///
/// Initializers that take numbers from callers validate them and throw this (`TimingCurve.cubicBezier`, `Spring`),
/// while tweens never throw: a tween with bad input writes nothing and completes with `.failed(error)`.
///
/// ```swift
/// do {
///     _ = try TimingCurve.cubicBezier(1.5, 0, 0.58, 1)
/// } catch {
///     print(error)   // control point x1 must lie in 0...1, got 1.5
/// }
/// ```
public enum TweenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A cubic Bézier control point is out of range (`name` is `x1`, `y1`, `x2` or `y2`): x must lie in
    /// 0...1, y within ±1e300 (beyond, the curve's values overflow `Double`).
    case invalidControlPoint(name: String, value: Double)
    /// A numeric parameter is out of its range (`name` says which: `duration`, `delay`, `speed`, …).
    case invalidParameter(name: String, value: Double, expected: String)
    /// A value to tween from or to has a non-finite component.
    case nonFiniteValue(name: String, description: String)
    /// Keyframe `values` and `keyTimes` differ in length or are too few.
    case keyframeCountMismatch(values: Int, keyTimes: Int, curves: Int)
    /// Keyframe times must start at 0, end at 1 and never decrease.
    case invalidKeyTimes([Double])
    /// The step is already part of this or another sequence, or already running.
    case stepAlreadyInUse(String)
    /// A step made for another engine than its sequence or group's: a step plays on the engine it was made for.
    case stepOnAnotherEngine(String)
    /// A timeline position that lands before the timeline's start or is not finite (`position` as written,
    /// `time` where it landed).
    case invalidPosition(position: String, time: Double)
    /// A label the timeline does not have: sought, played from or looked up (`known`: the labels it has).
    case unknownLabel(name: String, known: [String])
    /// A position names a label not added before it, as a position must (`known`: the labels added before it).
    case labelNotYetAdded(name: String, known: [String])
    /// Steps and labels can be added to a timeline only before it plays or is sought, and not once it is a
    /// step of another timeline or queue.
    case timelineAlreadyInUse
    /// An Objective-C key that the target does not have (Apple platforms).
    case unknownKey(key: String, type: String)
    /// A Key-Value Coding property that cannot hold what the tween would write: a number for a `String`
    /// property, say (give the tween a `mapper`). `property` is the property's type, `value` the value's.
    case incompatibleValue(key: String, property: String, value: String)
    /// The target object was gone before the tween could start.
    case targetDeallocated
    /// No `from` was given, and the property's current value could not be read as the tween's type
    /// (a mapped property, or a Key-Value Coding key holding something else): give `from`.
    case unreadableStart(property: String, type: String)

    /// What went wrong, naming the parameter and the value given.
    public var description: String {
        switch self {
        case .invalidControlPoint(let name, let value):
            let range = name.hasPrefix("x") ? "lie in 0...1" : "be finite and within ±1e300"
            return "control point \(name) must \(range), got \(value)"
        case .invalidParameter(let name, let value, let expected):
            let written = value.rounded() == value && abs(value) < 1e15 ? "\(Int64(value))" : "\(value)"  // 0, not 0.0
            return "\(name) must be \(expected), got \(written)"
        case .nonFiniteValue(let name, let description): return "\(name) must be finite, got \(description)"
        case .keyframeCountMismatch(let values, let keyTimes, let curves):
            func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
            if values < 2 { return "keyframes need at least two values, got \(values)" }
            if keyTimes != values {
                return
                    "keyframes need one key time per value: got \(count(values, "value")) and \(count(keyTimes, "key time"))"
            }
            return
                "keyframes need one curve per segment, or one for all: got \(count(values - 1, "segment")) and \(count(curves, "curve"))"
        case .invalidKeyTimes(let times): return "key times must start at 0, end at 1 and never decrease, got \(times)"
        case .stepAlreadyInUse(let what):
            return
                "\(what) is already in use: a step can belong to one sequence or queue and cannot be running elsewhere"
        case .stepOnAnotherEngine(let what):
            return "\(what) was made for another engine than its sequence or group: make it with the timeline's engine"
        case .invalidPosition(let position, let time):
            return "position \(position) lands at \(time) s: a step or label must land at a finite time, 0 or later"
        case .unknownLabel(let name, let known), .labelNotYetAdded(let name, let known):
            let list = known.isEmpty ? "it has none" : "it has " + known.map { "'\($0)'" }.joined(separator: ", ")
            guard case .labelNotYetAdded = self else { return "the timeline has no label '\(name)': \(list)" }
            return "the timeline has no label '\(name)' (a label must be added before steps placed at it): \(list)"
        case .timelineAlreadyInUse:
            return
                "steps and labels can be added to a timeline only before it plays or is sought, and not to a step of another timeline or queue"
        case .unknownKey(let key, let type): return "\(type) has no settable key '\(key)'"
        case .incompatibleValue(let key, let property, let value):
            return "key '\(key)' holds \(property), which cannot take \(value): map the value with a mapper"
        case .targetDeallocated: return "the target object was deallocated before the tween started"
        case .unreadableStart(let property, let type):
            return "no start value: \(property) could not be read as \(type); give 'from'"
        }
    }
}

extension TweenError {
    /// Checks `value` is finite and ≥ 0 (or > 0 when `positive`).
    static func check(_ name: String, _ value: Double, positive: Bool = false) -> TweenError? {
        guard !value.isFinite || value < 0 || (positive && value == 0) else { return nil }
        let expected = positive ? "finite and greater than 0" : "finite and not negative"
        return .invalidParameter(name: name, value: value, expected: expected)
    }
}
