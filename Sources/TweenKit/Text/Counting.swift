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
    /// The text for this number in `format`.
    public func formatted(with format: CountingFormat) -> String { format.string(double: self) }
    /// The number as a `Decimal` (exactly, for integers and decimals).
    public var decimalValue: Decimal { Decimal(self) }
    /// The number nearest to `decimal` (saturating at the type\'s bounds).
    public init(counting decimal: Decimal) { self = NSDecimalNumber(decimal: decimal).doubleValue }
}

extension Int64: CountableNumber {
    /// The text for this number in `format`.
    public func formatted(with format: CountingFormat) -> String { format.string(decimal: Decimal(self)) }
    /// The number as a `Decimal` (exactly, for integers and decimals).
    public var decimalValue: Decimal { Decimal(self) }
    /// The number nearest to `decimal` (saturating at the type\'s bounds).
    public init(counting decimal: Decimal) {
        let rounded = decimal.rounded(scale: 0)
        self =
            rounded >= Decimal(Int64.max)
            ? .max : rounded <= Decimal(Int64.min) ? .min : NSDecimalNumber(decimal: rounded).int64Value
    }
}

extension Int: CountableNumber {
    /// The text for this number in `format`.
    public func formatted(with format: CountingFormat) -> String { format.string(decimal: Decimal(self)) }
    /// The number as a `Decimal` (exactly, for integers and decimals).
    public var decimalValue: Decimal { Decimal(self) }
    /// The number nearest to `decimal` (saturating at the type\'s bounds).
    public init(counting decimal: Decimal) { self = Int(Int64(counting: decimal)) }
}

extension Decimal: Interpolatable, CountableNumber {
    /// `from + (to − from)·fraction` in decimal arithmetic: exact at both ends.
    public static func interpolate(_ from: Decimal, _ to: Decimal, _ fraction: Double) -> Decimal {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        let f = Decimal(fraction)
        let blend = from + (to - from) * f
        // The span between ends near the type's limits overflows (to NaN): weigh each end instead.
        return blend.isNaN ? from * (1 - f) + to * f : blend
    }
    /// False for NaN.
    public var isFiniteForTweening: Bool { !isNaN }
    /// The text for this number in `format`.
    public func formatted(with format: CountingFormat) -> String { format.string(decimal: self) }
    /// The number as a `Decimal` (exactly, for integers and decimals).
    public var decimalValue: Decimal { self }
    /// The number nearest to `decimal` (saturating at the type\'s bounds).
    public init(counting decimal: Decimal) { self = decimal }
}

extension Tween where Value: CountableNumber {
    /// A count shown as text through `text`, which is called only when the text changes.
    ///
    /// ```swift
    /// Tween.count(from: 0, to: 1250, duration: 2, format: .integer) { label.text = $0 }.start()
    /// ```
    public static func count(
        from: Value, to: Value, duration: Double, curve: TimingCurve = .easeOut,
        format: CountingFormat = .integer, engine: TweenEngine = .shared, text: @escaping (String) -> Void
    ) -> Tween<Value> {
        let changed = CountText(format: format).changedText(of: Value.self)
        let update: (Value) -> Void = { if let changedText = changed($0) { text(changedText) } }
        let tween = Tween(from: from, to: to, duration: duration, curve: curve, engine: engine, update: update)
        if let problem = format.problem { tween.ensuredExtras.setupError = problem }
        return tween
    }

    /// A count onto a `String` property of any object. `from` defaults to the number this property last counted to
    /// (after a finished, cancelled or zero-duration count alike), or 0 the first time. The first text is exactly the
    /// formatted `from` (but for a count of no length), the last exactly the formatted `to`. Like any tween of a property, it replaces a tween or
    /// count already running on that property, and ends as `.cancelled` if the object goes away.
    ///
    /// ```swift
    /// Tween.count(scoreboard, \.text, to: 1250, duration: 2, format: .integer).start()
    /// Tween.count(scoreboard, \.text, to: 2000, duration: 1).start()   // counts on from 1,250
    /// ```
    ///
    /// Like `Tween`'s key-path initializer, it takes the key path as an autoclosure and is compiled at the
    /// call site, so that a literal key path becomes a direct property write.
    @inlinable @inline(__always)
    public static func count<Root: AnyObject>(
        _ object: Root, _ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Root, String>,
        from: Value? = nil, to: Value, duration: Double, curve: TimingCurve = .easeOut,
        format: CountingFormat = .integer, engine: TweenEngine = .shared
    ) -> Tween<Value> {
        count(
            object, property: .keyPath(keyPath()), from: from, to: to, duration: duration, curve: curve, format: format,
            engine: engine, write: keyPathWriter(keyPath()))
    }

    /// A count onto a property of any type, made from each text by `text`: an attributed string, say, with
    /// the number in a font of its own. `text` is called only when the text changes; otherwise it is
    /// like the `String` form above (the first and last text exact, counting on from the last number
    /// counted onto that property, replacing a count already running on it).
    ///
    /// ```swift
    /// let digits = UIFont.monospacedDigitSystemFont(ofSize: 34, weight: .bold)
    /// Tween.count(label, \.attributedText, to: 1250, duration: 2, format: .integer) { text in
    ///     NSAttributedString(string: text, attributes: [.font: digits])
    /// }.start()
    /// ```
    @inlinable @inline(__always)
    public static func count<Root: AnyObject, Property>(
        _ object: Root, _ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Root, Property>,
        from: Value? = nil, to: Value, duration: Double, curve: TimingCurve = .easeOut,
        format: CountingFormat = .integer, engine: TweenEngine = .shared, text: @escaping (String) -> Property
    ) -> Tween<Value> {
        count(
            object, property: .keyPath(keyPath()), from: from, to: to, duration: duration, curve: curve, format: format,
            engine: engine, write: keyPathWriter(keyPath(), text))
    }

    /// A count written by `write` to a property of `object` that `property` names: the general form behind the key-path
    /// count and the label, button and text-layer conveniences. It claims that property while it runs; the object hosts
    /// it (a view or layer runs it on Core Animation) and is not kept alive.
    @usableFromInline
    static func count<Root: AnyObject>(
        _ object: Root, property: PropertyName, from: Value?, to: Value, duration: Double,
        curve: TimingCurve, format: CountingFormat, engine: TweenEngine, write: @escaping (Root, String) -> Void
    ) -> Tween<Value> {
        let key = PropertyKey(object: ObjectIdentifier(object), property: property)
        let shown = CountText(format: format)
        let changed = shown.changedText(of: Value.self)
        // Without a `from`, the start is the number last counted onto the property, taken when the count starts.
        let tween = Tween(
            object, property: property,
            write: { root, number in
                if let text = changed(number) { write(root, text) }
                if !shown.isRemembered {
                    shown.isRemembered = true
                    CountMemory.remember(shown.lastShown, for: key, object: root)
                }
            },
            read: { CountMemory.last(for: key, object: $0)?.value(as: Value.self) ?? Value(counting: Decimal(0)) },
            from: from, to: to, duration: duration, curve: curve, carriesMotion: false, engine: engine)
        if let problem = format.problem { tween.ensuredExtras.setupError = problem }
        return tween
    }
}

extension TweenHandle {
    /// Counts onto one of the object's `String` properties; see `Tween.count`. Starts at once.
    ///
    /// ```swift
    /// scoreboard.tween.count(\.text, to: 1250, duration: 2, format: .integer)
    /// ```
    @discardableResult
    public func count<Number: CountableNumber>(
        _ keyPath: ReferenceWritableKeyPath<Root, String>, from: Number? = nil, to: Number,
        duration: Double, curve: TimingCurve = .easeOut, format: CountingFormat = .integer
    ) -> Tween<Number>? {
        start {
            Tween<Number>.count(
                $0, keyPath, from: from, to: to, duration: duration, curve: curve, format: format, engine: engine)
        }
    }

    /// Counts onto one of the object's properties of any type, each text made into its value by `text`
    /// (an attributed string, say); see `Tween.count`. Starts at once.
    ///
    /// ```swift
    /// label.tween.count(\.attributedText, to: 1250, duration: 2) { NSAttributedString(string: $0) }
    /// ```
    @discardableResult
    public func count<Number: CountableNumber, Property>(
        _ keyPath: ReferenceWritableKeyPath<Root, Property>, from: Number? = nil, to: Number,
        duration: Double, curve: TimingCurve = .easeOut, format: CountingFormat = .integer,
        text: @escaping (String) -> Property
    ) -> Tween<Number>? {
        start {
            Tween<Number>.count(
                $0, keyPath, from: from, to: to, duration: duration, curve: curve, format: format, engine: engine,
                text: text)
        }
    }
}

/// The number a count last showed, in the type it counted in: shared by the count, which sets it, and
/// `CountMemory`, which keeps it. It holds nothing else, so remembering it keeps nothing else alive (not the
/// count's format, whose closures may capture the very object).
@MainActor
final class LastCount {
    enum Number {
        case none
        case double(Double)
        case int64(Int64)
        case decimal(Decimal)
    }

    var number = Number.none

    /// The number as a `Value`: exactly, when it was counted in that type; otherwise through the decimal
    /// it showed (a `Double` through its shortest text, which reads back as itself). Nil before any.
    func value<Value: CountableNumber>(as _: Value.Type) -> Value? {
        switch number {
        case .none: return nil
        case .double(let double):
            if let same = double as? Value { return same }
            // Beyond a decimal's range (which its text does not read back into): the nearest the type holds.
            guard let decimal = Decimal(string: "\(double)"), decimal.isFinite, !decimal.isZero || double == 0 else {
                return Value(counting: double > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
            }
            return Value(counting: decimal)
        case .int64(let int):
            if let same = int as? Value { return same }
            if let same = Int(exactly: int) as? Value { return same }
            return Value(counting: Decimal(int))
        case .decimal(let decimal):
            if let same = decimal as? Value { return same }
            return Value(counting: decimal)
        }
    }
}

/// The number each (object, property) last showed, weakly keyed by the object.
@MainActor
enum CountMemory {
    private struct Entry {
        weak var object: AnyObject?
        let last: LastCount
    }
    private static var entries: [PropertyKey: Entry] = [:]
    private static var sweepAt = 256

    static func last(for key: PropertyKey, object: AnyObject) -> LastCount? {
        guard let entry = entries[key], entry.object === object else { return nil }
        return entry.last
    }

    /// From now on, `last` has the number last shown at `key`.
    static func remember(_ last: LastCount, for key: PropertyKey, object: AnyObject) {
        if entries[key] == nil && entries.count >= sweepAt {  // swept when doubled: constant on average
            entries = entries.filter { $0.value.object != nil }
            sweepAt = max(256, entries.count * 2)
        }
        entries[key] = Entry(object: object, last: last)
    }
}
