import Foundation

/// A Key-Value Coding key or key path (`"text"`, `"layer.opacity"`), checked before a tween writes through it:
/// Objective-C raises `NSUnknownKeyException` for a key an object lacks, which Swift cannot catch, so an unknown key
/// must be found before the first `setValue(_:forKeyPath:)`. Pure Swift, so its rules are tested everywhere; the
/// Apple glue asks the runtime about each part.
struct KeyValueKey: Equatable {
    /// The parts of the path, each a valid Objective-C identifier.
    let components: [String]
    let path: String

    /// Splits `key` into its parts; an empty or malformed key throws `unknownKey` naming `type`.
    init(_ key: String, type: String) throws(TweenError) {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !key.isEmpty, parts.allSatisfy(Self.isIdentifier) else { throw .unknownKey(key: key, type: type) }
        (components, path) = (parts, key)
    }

    /// The selector name of the setter KVC looks for first: `text` → `setText:`.
    static func setterName(for key: String) -> String {
        guard let first = key.first else { return "set:" }
        return "set" + first.uppercased() + key.dropFirst() + ":"
    }

    static func isIdentifier(_ part: String) -> Bool {
        guard let first = part.unicodeScalars.first, first == "_" || isLetter(first) else { return false }
        return part.unicodeScalars.allSatisfy { $0 == "_" || isLetter($0) || ("0"..."9").contains($0) }
    }

    private static func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }

    /// What Core Animation's key-path extensions for a layer's struct property take: `fields` after a property whose
    /// type encoding is `structEncoding` (`transform.scale`, `position.x`, `bounds.size.width`). `.number` or `.value`
    /// (an `NSValue`, for `bounds.origin`, `transform.translation`), or nil when there is no such extension.
    static func layerStructField(_ structEncoding: String, _ fields: [String]) -> KeyValueType.Sample? {
        guard structEncoding.hasPrefix("{"), let end = structEncoding.firstIndex(of: "=") else { return nil }
        let name = structEncoding[structEncoding.index(after: structEncoding.startIndex)..<end]
        return layerStructFields[([String(name)] + fields).joined(separator: ".")]
    }

    /// Each of those extensions, as the struct's name and the fields, dotted (`CGRect.size.width`), and what it takes.
    private static let layerStructFields: [String: KeyValueType.Sample] = [
        "CGPoint.x": .number, "CGPoint.y": .number, "CGSize.width": .number, "CGSize.height": .number,
        "CGRect.origin": .value, "CGRect.origin.x": .number, "CGRect.origin.y": .number,
        "CGRect.size": .value, "CGRect.size.width": .number, "CGRect.size.height": .number,
        "CATransform3D.rotation": .number, "CATransform3D.rotation.x": .number, "CATransform3D.rotation.y": .number,
        "CATransform3D.rotation.z": .number, "CATransform3D.scale": .number, "CATransform3D.scale.x": .number,
        "CATransform3D.scale.y": .number, "CATransform3D.scale.z": .number, "CATransform3D.translation": .value,
        "CATransform3D.translation.x": .number, "CATransform3D.translation.y": .number,
        "CATransform3D.translation.z": .number,
    ]
}

/// What a Key-Value Coding property holds, read from its Objective-C type encoding
/// (`property_getAttributes`: `Td,N` is a double, `T@"NSString",C,N` a string).
enum KeyValueType: Equatable {
    /// A C number (`c i s l q C I S L Q f d B`): KVC unboxes an `NSNumber` into it.
    case number
    /// An object; the class name when the encoding gives one (`id` gives none).
    case object(className: String?)
    /// A struct (`CGPoint`, `CGRect`…: KVC unboxes an `NSValue`) or anything else, by its encoding.
    case other(String)

    init(attributes: String) {
        let type = attributes.split(separator: ",").first.map { String($0.dropFirst()) } ?? ""
        if type.count == 1, "cislqCISLQfdB".contains(type) {
            self = .number
        } else if type.hasPrefix("@") {
            let name = type.dropFirst().trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            self = .object(className: name.isEmpty || name.hasPrefix("?") ? nil : name)
        } else {
            self = .other(type)
        }
    }

    /// What a written value is once bridged to Objective-C.
    enum Sample: Equatable { case number, string, value, object }

    /// Whether a value of kind `sample` can be set: numbers into number properties (or `id`/`NSNumber`),
    /// strings into string properties, `NSValue`s into structs. Object properties of other classes are
    /// left to the runtime check of the class (nil here means "not decided").
    func accepts(_ sample: Sample) -> Bool? {
        switch (self, sample) {
        case (.number, .number): return true
        case (.number, _): return false
        case (.object(nil), _): return true
        case (.object(let name?), .number): return name == "NSNumber" || name == "NSObject"
        case (.object(let name?), .string):
            if ["NSString", "NSMutableString", "NSObject"].contains(name) { return true }
            return name == "NSNumber" || name == "NSValue" ? false : nil
        case (.object, _): return nil
        case (.other, .value): return true
        // A pointer to a Core Foundation type (`^{CGColor=}`, `^{CGPath=}`) takes that object; the runtime says which.
        case (.other(let encoding), .object): return encoding.hasPrefix("^{") ? true : false
        case (.other, _): return false
        }
    }
}

/// `number` as a `Value` when `Value` is a standard number type, converting as `NSNumber`'s accessors
/// do (a `CGFloat` property read as `Float`, say, which Swift's exact bridging refuses); nil otherwise.
func convertedNumber<Value>(_ number: NSNumber, to type: Value.Type) -> Value? {
    switch type {
    case is Double.Type: return number.doubleValue as? Value
    case is Float.Type: return number.floatValue as? Value
    case is CGFloat.Type: return CGFloat(number.doubleValue) as? Value
    case is Int.Type: return number.intValue as? Value
    case is Int64.Type: return number.int64Value as? Value
    case is Int32.Type: return number.int32Value as? Value
    default: return nil
    }
}

/// Lets code holding an `Any` see through an `Optional` inside it (a mapper that returned nil).
protocol AnyOptional {
    var wrappedAny: Any? { get }
}

extension Optional: AnyOptional {
    var wrappedAny: Any? { flatMap { unwrappedAny($0) } }
}

/// `value` without any `Optional` around it, or nil when it holds none.
func unwrappedAny(_ value: Any) -> Any? { (value as? AnyOptional).map { $0.wrappedAny } ?? value }
