import Foundation

/// A number that can be counted onto text: `Double`, `Int`, `Int64` (exact to the last digit) and `Decimal`.
public protocol CountableNumber: Interpolatable {
    /// The text for this number in `format`.
    func formatted(with format: CountingFormat) -> String
    /// The number as a `Decimal` (exactly, for integers and decimals), to remember what a target last showed.
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
        let rounded = decimal.rounded(scale: 0)
        self =
            rounded >= Decimal(Int64.max)
            ? .max : rounded <= Decimal(Int64.min) ? .min : NSDecimalNumber(decimal: rounded).int64Value
    }
}

extension Int: CountableNumber {
    public func formatted(with format: CountingFormat) -> String { format.string(decimal: Decimal(self)) }
    public var decimalValue: Decimal { Decimal(self) }
    public init(counting decimal: Decimal) { self = Int(Int64(counting: decimal)) }
}

extension Decimal: Interpolatable, CountableNumber {
    public static func interpolate(_ from: Decimal, _ to: Decimal, _ fraction: Double) -> Decimal {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        let f = Decimal(fraction)
        let blend = from + (to - from) * f
        // The span between ends near the type's limits overflows (to NaN): weigh each end instead.
        return blend.isNaN ? from * (1 - f) + to * f : blend
    }
    public var isFiniteForTweening: Bool { !isNaN }
    public func formatted(with format: CountingFormat) -> String { format.string(decimal: self) }
    public var decimalValue: Decimal { self }
    public init(counting decimal: Decimal) { self = decimal }
}

extension Tween where Value: CountableNumber {
    /// A count shown as text through `text`, called only when the text changes. Number literals make a `Double`
    /// count, so a format's fraction digits count too; `Tween<Int>.count` counts in whole units.
    /// ```swift
    /// Tween.count(from: 0, to: 1250, duration: 2, format: .integer) { label.text = $0 }.start()
    /// ```
    @_disfavoredOverload
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

    /// A count onto a `String` property of any object (in `Double` for number literals). `from` defaults to the
    /// number the property last counted to, unrounded, or 0; the first text is the formatted `from`, the last the
    /// formatted `to`. It replaces what plays on the property, and ends `.cancelled` if the object goes away. The
    /// key path, an autoclosure, is compiled at the call site into a direct write.
    /// ```swift
    /// Tween.count(scoreboard, \.text, to: 1250, duration: 2, format: .integer).start()
    /// Tween.count(scoreboard, \.text, to: 2000, duration: 1).start()   // counts on from 1,250
    /// ```
    @inlinable @inline(__always) @_disfavoredOverload
    public static func count<Root: AnyObject>(
        _ object: Root, _ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Root, String>,
        from: Value? = nil, to: Value, duration: Double, curve: TimingCurve = .easeOut,
        format: CountingFormat = .integer, engine: TweenEngine = .shared
    ) -> Tween<Value> {
        count(
            object, property: .keyPath(keyPath()), from: from, to: to, duration: duration, curve: curve, format: format,
            engine: engine, write: keyPathWriter(keyPath()))
    }

    /// A count onto a property of any type, made from each new text by `text`; otherwise the `String` form above.
    /// ```swift
    /// Tween.count(label, \.attributedText, to: 1250, duration: 2) { NSAttributedString(string: $0) }.start()
    /// ```
    @inlinable @inline(__always) @_disfavoredOverload
    public static func count<Root: AnyObject, Property>(
        _ object: Root, _ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Root, Property>,
        from: Value? = nil, to: Value, duration: Double, curve: TimingCurve = .easeOut,
        format: CountingFormat = .integer, engine: TweenEngine = .shared, text: @escaping (String) -> Property
    ) -> Tween<Value> {
        count(
            object, property: .keyPath(keyPath()), from: from, to: to, duration: duration, curve: curve, format: format,
            engine: engine, write: keyPathWriter(keyPath(), text))
    }

    // The forms number literals choose (the generic ones are disfavoured), hidden from the documentation: else whole
    // literals make an `Int` count, which shows a format's cents as .00 and rounds a fractional start.
    @_documentation(visibility: internal)
    public static func count(
        from: Double, to: Double, duration: Double, curve: TimingCurve = .easeOut,
        format: CountingFormat = .integer, engine: TweenEngine = .shared, text: @escaping (String) -> Void
    ) -> Tween<Double> where Value == Double {
        func generic<N: CountableNumber>(_ from: N, _ to: N) -> Tween<N> {  // where only the generic form fits
            .count(from: from, to: to, duration: duration, curve: curve, format: format, engine: engine, text: text)
        }
        return generic(from, to)
    }

    @_documentation(visibility: internal) @inlinable @inline(__always)
    public static func count<Root: AnyObject>(
        _ object: Root, _ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Root, String>,
        from: Double? = nil, to: Double, duration: Double, curve: TimingCurve = .easeOut,
        format: CountingFormat = .integer, engine: TweenEngine = .shared
    ) -> Tween<Double> where Value == Double {
        count(
            object, property: .keyPath(keyPath()), from: from, to: to, duration: duration, curve: curve, format: format,
            engine: engine, write: keyPathWriter(keyPath()))
    }

    @_documentation(visibility: internal) @inlinable @inline(__always)
    public static func count<Root: AnyObject, Property>(
        _ object: Root, _ keyPath: @autoclosure () -> ReferenceWritableKeyPath<Root, Property>,
        from: Double? = nil, to: Double, duration: Double, curve: TimingCurve = .easeOut,
        format: CountingFormat = .integer, engine: TweenEngine = .shared, text: @escaping (String) -> Property
    ) -> Tween<Double> where Value == Double {
        count(
            object, property: .keyPath(keyPath()), from: from, to: to, duration: duration, curve: curve, format: format,
            engine: engine, write: keyPathWriter(keyPath(), text))
    }

    /// The form behind the others: a count written by `write` to the property `property` names, which it claims.
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
    /// Counts onto one of the object's `String` properties, and starts at once; see `Tween.count`.
    /// ```swift
    /// scoreboard.tween.count(\.text, to: 1250, duration: 2, format: .integer)
    /// ```
    @discardableResult @_disfavoredOverload
    public func count<Number: CountableNumber>(
        _ keyPath: ReferenceWritableKeyPath<Root, String>, from: Number? = nil, to: Number,
        duration: Double, curve: TimingCurve = .easeOut, format: CountingFormat = .integer
    ) -> Tween<Number>? {
        start {
            Tween<Number>.count(
                $0, keyPath, from: from, to: to, duration: duration, curve: curve, format: format, engine: engine)
        }
    }

    /// Counts onto one of the object's properties of any type, each text made into its value by `text`, and starts
    /// at once; see `Tween.count`.
    /// ```swift
    /// label.tween.count(\.attributedText, to: 1250, duration: 2) { NSAttributedString(string: $0) }
    /// ```
    @discardableResult @_disfavoredOverload
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

    // The forms number literals choose, as `Tween`'s.
    @_documentation(visibility: internal) @discardableResult
    public func count(
        _ keyPath: ReferenceWritableKeyPath<Root, String>, from: Double? = nil, to: Double,
        duration: Double, curve: TimingCurve = .easeOut, format: CountingFormat = .integer
    ) -> Tween<Double>? {
        start {
            Tween.count(
                $0, keyPath, from: from, to: to, duration: duration, curve: curve, format: format, engine: engine)
        }
    }

    @_documentation(visibility: internal) @discardableResult
    public func count<Property>(
        _ keyPath: ReferenceWritableKeyPath<Root, Property>, from: Double? = nil, to: Double,
        duration: Double, curve: TimingCurve = .easeOut, format: CountingFormat = .integer,
        text: @escaping (String) -> Property
    ) -> Tween<Double>? {
        start {
            Tween.count(
                $0, keyPath, from: from, to: to, duration: duration, curve: curve, format: format, engine: engine,
                text: text)
        }
    }
}

/// The number a count last showed, in its type, set by the count and kept by `CountMemory`: nothing else, so that
/// remembering it keeps nothing alive (not the format, whose closures may capture the very object).
@MainActor
final class LastCount {
    enum Number {
        case none
        case double(Double)
        case int64(Int64)
        case decimal(Decimal)
    }

    var number = Number.none

    /// The number as a `Value`: exact in its own type, else through its decimal (a `Double`'s shortest text).
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
        case .int64(let int): return int as? Value ?? Int(exactly: int) as? Value ?? Value(counting: Decimal(int))
        case .decimal(let decimal): return decimal as? Value ?? Value(counting: decimal)
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
