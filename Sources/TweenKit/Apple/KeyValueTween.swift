#if canImport(ObjectiveC)
import Foundation
#if canImport(QuartzCore)
import QuartzCore
#endif

extension Tween {
    /// A tween of any `NSObject`'s Key-Value Coding key or key path (`"layer.opacity"`): each value, or `mapper(value)`,
    /// goes to `setValue(_:forKeyPath:)`; `from` defaults to the key's value at start (only without a mapper).
    ///
    /// An object without a setter for the key (Objective-C would raise an exception Swift cannot catch), or a property
    /// that cannot hold the value (a number for a `String`, with no mapper), fails the tween with `.unknownKey` or
    /// `.incompatibleValue` when started, writing nothing. A view or layer target runs on Core Animation.
    ///
    /// ```swift
    /// Tween(object: label, key: "text", from: 0.0, to: 1250.0, duration: 2) { "\(Int($0))" }.start()
    /// Tween(object: view, key: "alpha", to: 0.0, duration: 0.3).start()
    /// ```
    public convenience init(
        object: NSObject, key: String, from: Value? = nil, to: Value, duration: Double,
        curve: TimingCurve = .linear, engine: TweenEngine = .shared, mapper: ((Value) -> Any)? = nil
    ) {
        var problem: TweenError?
        do { try KeyValueCheck.check(object, key, sample: mapper.map { $0(to) } ?? to) } catch { problem = error }
        let isLayer = KeyValueCheck.isLayer(object)
        // A mapped property holds the mapper's output, not a value to tween from: it is not read back.
        let read: ((NSObject) -> Value?)? =
            mapper != nil
            ? nil
            : { object in
                let raw = object.value(forKeyPath: key)
                return raw as? Value ?? (raw as? NSNumber).flatMap { convertedNumber($0, to: Value.self) }
            }
        self.init(
            object, property: .key(key),
            write: { object, value in
                // A mapper may hand back nil: writing that to a non-object property would raise, so skip it.
                guard let value = unwrappedAny(mapper.map { $0(value) } ?? value) else { return }
                KeyValueCheck.withoutImplicitAnimation(isLayer) { object.setValue(value, forKeyPath: key) }
            }, read: read, from: from, to: to, duration: duration, curve: curve, engine: engine)
        if let problem { ensuredExtras.setupError = problem }
    }
}

/// The runtime half of the key check; the rules are `KeyValueKey` and `KeyValueType`, tested on Linux.
enum KeyValueCheck {
    static func check(_ object: NSObject, _ key: String, sample: Any) throws(TweenError) {
        let typeName = String(describing: type(of: object))
        let parsed = try KeyValueKey(key, type: typeName)
        var owner = object
        for (index, part) in parsed.components.dropLast().enumerated() {
            // Core Animation's extensions for a layer's struct properties: `transform.scale`, `position.x`.
            if isLayer(owner), let property = class_getProperty(type(of: owner), part),
                let attributes = property_getAttributes(property)
            {
                let encoding = String(String(cString: attributes).split(separator: ",").first?.dropFirst() ?? "")
                if encoding.hasPrefix("{") {
                    let fields = Array(parsed.components[(index + 1)...])
                    guard let expected = KeyValueKey.layerStructField(encoding, fields) else {
                        throw .unknownKey(key: key, type: String(describing: type(of: owner)))
                    }
                    let sample = unwrappedAny(sample).map { $0 as AnyObject }
                    let kind: KeyValueType.Sample = sample is NSNumber ? .number : .value
                    guard sample == nil || kind == expected else {
                        throw .incompatibleValue(
                            key: key, property: expected == .number ? "a number" : "a struct",
                            value: "\(type(of: sample!))")
                    }
                    return
                }
            }
            // Only a getter the object answers to is called; a nil link in the path is an error too.
            guard owner.responds(to: NSSelectorFromString(part)), let next = owner.value(forKey: part) as? NSObject
            else { throw .unknownKey(key: key, type: typeName) }
            owner = next
        }
        let last = parsed.components[parsed.components.count - 1]
        guard owner.responds(to: NSSelectorFromString(KeyValueKey.setterName(for: last))) else {
            throw .unknownKey(key: key, type: String(describing: type(of: owner)))
        }
        guard let property = class_getProperty(type(of: owner), last), let attributes = property_getAttributes(property)
        else { return }
        let propertyType = KeyValueType(attributes: String(cString: attributes))
        guard let value = unwrappedAny(sample) else { return }
        let bridged = value as AnyObject
        let kind: KeyValueType.Sample =
            bridged is NSNumber ? .number : bridged is NSString ? .string : bridged is NSValue ? .value : .object
        var accepted = propertyType.accepts(kind)
        if accepted == nil, case .object(let name?) = propertyType, let expected = NSClassFromString(name) {
            accepted = bridged.isKind(of: expected)
        }
        if accepted == false {
            throw .incompatibleValue(
                key: key, property: String(describing: propertyType), value: String(describing: type(of: value)))
        }
    }

    static func isLayer(_ object: NSObject) -> Bool {
        #if canImport(QuartzCore) && !os(watchOS)
        return object is CALayer
        #else
        return false
        #endif
    }

    /// Runs `body` with Core Animation's implicit actions off when writing to a layer: otherwise every
    /// frame's write to, say, `opacity` would start an implicit quarter-second animation of its own.
    static func withoutImplicitAnimation(_ isLayer: Bool, _ body: () -> Void) {
        #if canImport(QuartzCore) && !os(watchOS)
        if isLayer { return CATransaction.withoutActions(body) }
        #endif
        body()
    }
}
#endif
