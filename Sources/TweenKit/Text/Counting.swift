import Foundation

/// A number that can be counted onto text: `Double`, `Int`, `Int64` (exact to the last digit) and `Decimal`.
public protocol CountableNumber: Interpolatable {
    /// The text for this number in `format`.
    func formatted(with format: CountingFormat) -> String
    /// The number exactly, to remember what a target last showed.
    var decimalValue: Decimal { get }
    /// The number nearest to `decimal` (saturating where the type has bounds).
    init(counting decimal: Decimal)
}

extension Double: CountableNumber {
    public func formatted(with format: CountingFormat) -> String { format.string(double: self) }
    public var decimalValue: Decimal { Decimal(self) }
    public init(counting decimal: Decimal) { self = NSDecimalNumber(decimal: decimal).doubleValue }
}

extension Int64: CountableNumber {
    public func formatted(with format: CountingFormat) -> String { format.string(decimal: Decimal(self)) }
    public var decimalValue: Decimal { Decimal(self) }
    public init(counting decimal: Decimal) {
        var rounded = decimal, input = decimal
        NSDecimalRound(&rounded, &input, 0, .plain)
        if rounded >= Decimal(Int64.max) { self = .max } else if rounded <= Decimal(Int64.min) { self = .min }
        else { self = Int64(NSDecimalNumber(decimal: rounded).int64Value) }
    }
}

extension Int: CountableNumber {
    public func formatted(with format: CountingFormat) -> String { format.string(decimal: Decimal(self)) }
    public var decimalValue: Decimal { Decimal(self) }
    public init(counting decimal: Decimal) { self = Int(Int64(counting: decimal)) }
}

extension Decimal: Interpolatable, CountableNumber {
    /// `from + (to − from)·fraction` in decimal arithmetic: exact at both ends.
    public static func interpolate(_ from: Decimal, _ to: Decimal, _ fraction: Double) -> Decimal {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        return from + (to - from) * Decimal(fraction)
    }
    public var isFiniteForTweening: Bool { !isNaN }
    public func formatted(with format: CountingFormat) -> String { format.string(decimal: self) }
    public var decimalValue: Decimal { self }
    public init(counting decimal: Decimal) { self = decimal }
}

/// The text of a count, handed on only when it changes.
@MainActor
final class CountingText<Number: CountableNumber> {
    let format: CountingFormat
    private var lastText: String?
    init(format: CountingFormat) { self.format = format }

    /// The text for `number`, or nil when it is the text shown already.
    func changed(_ number: Number) -> String? {
        let text = number.formatted(with: format)
        guard text != lastText else { return nil }
        lastText = text
        return text
    }
}

extension Tween where Value: CountableNumber {
    /// A count shown as text through `text`, which is called only when the text changes.
    ///
    /// ```swift
    /// Tween.count(from: 0, to: 1250, duration: 2, format: .integer) { label.text = $0 }.start()
    /// ```
    public static func count(from: Value, to: Value, duration: Double, curve: TimingCurve = .easeOut,
                             format: CountingFormat = .integer, engine: TweenEngine = .shared,
                             text: @escaping (String) -> Void) -> Tween<Value> {
        let shown = CountingText<Value>(format: format)
        return Tween(from: from, to: to, duration: duration, curve: curve, engine: engine) { value in
            if let changed = shown.changed(value) { text(changed) }
        }
    }

    /// A count onto a `String` property of any object. `from` defaults to the number this property last
    /// counted to (after a finished, cancelled or zero-duration count alike), or 0 the first time.
    /// The first text is exactly the formatted `from`, the last exactly the formatted `to`. Like any
    /// tween of a property, it replaces a tween or count already running on that property, and ends
    /// as `.cancelled` if the object goes away.
    ///
    /// ```swift
    /// Tween.count(scoreboard, \.text, to: 1250, duration: 2, format: .integer).start()
    /// Tween.count(scoreboard, \.text, to: 2000, duration: 1).start()   // counts on from 1,250
    /// ```
    public static func count<Root: AnyObject>(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, String>,
                                              from: Value? = nil, to: Value, duration: Double, curve: TimingCurve = .easeOut,
                                              format: CountingFormat = .integer, engine: TweenEngine = .shared) -> Tween<Value> {
        count(object, property: .keyPath(keyPath), from: from, to: to, duration: duration, curve: curve, format: format, engine: engine) {
            $0[keyPath: keyPath] = $1
        }
    }

    /// A count written by `write` to a property of `object` that `property` names: the general form
    /// behind the key-path count and the label, button and text-layer conveniences. It claims that
    /// property while it runs; the object hosts it (a view or layer runs it on Core Animation) and is
    /// not kept alive.
    static func count<Root: AnyObject>(_ object: Root, property: PropertyName, from: Value?, to: Value, duration: Double,
                                       curve: TimingCurve, format: CountingFormat, engine: TweenEngine,
                                       write: @escaping (Root, String) -> Void) -> Tween<Value> {
        let key = PropertyKey(object: ObjectIdentifier(object), property: property)
        let start = from ?? CountMemory.last(for: key, object: object).map { Value(counting: $0) } ?? Value(counting: Decimal(0))
        let shown = CountingText<Value>(format: format)
        // Called by the tween with its own target object only, which is a `Root`.
        let accessor: PropertyAccessor = { target, slot, access in
            guard case .write = access else { return }
            let root = unsafeDowncast(target, to: Root.self)
            let value = ValueSlot<Value>.at(slot).pointee.value
            if let text = shown.changed(value) { write(root, text) }
            CountMemory.remember(value.decimalValue, for: key, object: root)
        }
        return Tween(object, property: property, accessor: accessor, canRead: false, from: start, to: to,
                     duration: duration, curve: curve, engine: engine)
    }
}

extension TweenHandle {
    /// Counts onto one of the object's `String` properties; see `Tween.count`. Starts at once.
    ///
    /// ```swift
    /// scoreboard.tween.count(\.text, to: 1250, duration: 2, format: .integer)
    /// ```
    @discardableResult
    public func count<Number: CountableNumber>(_ keyPath: ReferenceWritableKeyPath<Root, String>, from: Number? = nil, to: Number,
                                               duration: Double, curve: TimingCurve = .easeOut,
                                               format: CountingFormat = .integer) -> Tween<Number>? {
        guard let object = liveObject else { return nil }
        let tween = Tween<Number>.count(object, keyPath, from: from, to: to, duration: duration, curve: curve, format: format, engine: engine)
        tween.start()
        return tween
    }
}

/// The number each (object, property) last showed, weakly keyed by the object.
@MainActor
enum CountMemory {
    private struct Entry { weak var object: AnyObject?; var value: Decimal }
    private static var entries: [PropertyKey: Entry] = [:]

    static func last(for key: PropertyKey, object: AnyObject) -> Decimal? {
        guard let entry = entries[key], entry.object === object else { return nil }
        return entry.value
    }

    static func remember(_ value: Decimal, for key: PropertyKey, object: AnyObject) {
        if entries[key] == nil && entries.count > 256 { entries = entries.filter { $0.value.object != nil } }
        entries[key] = Entry(object: object, value: value)
    }
}
