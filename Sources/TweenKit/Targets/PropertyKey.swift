/// An object's property: the key for overwriting.
@usableFromInline
struct PropertyKey: Hashable {
    let object: ObjectIdentifier
    let property: PropertyName

    @usableFromInline
    init(object: ObjectIdentifier, property: PropertyName) { (self.object, self.property) = (object, property) }
}

/// A property's name: a key path, or a Key-Value Coding key.
///
/// Two names of one visible property are equal, so that tweens of it replace each other however they name
/// it: on Apple platforms a key path that Key-Value Coding can name (`\UILabel.text`) is that key (`"text"`),
/// and a label's or text field's attributed text is its text.
@usableFromInline
enum PropertyName: Hashable, CustomStringConvertible {
    case keyPath(AnyKeyPath)
    indirect case key(String)  // boxed, so that a name is one word: tweens and the engine's books keep names

    @usableFromInline var description: String {
        switch self {
        case .keyPath(let keyPath): return "\(keyPath)"
        case .key(let key): return "key '\(key)'"
        }
    }

    /// What equal names have in common.
    private enum Identity: Hashable {
        case keyPath(AnyKeyPath)
        case key(String)
    }

    private var identity: Identity {
        switch self {
        case .key(let key): return .key(Self.visibleProperty(ofKey: key))
        case .keyPath(let keyPath):
            #if canImport(ObjectiveC)
            if let key = keyPath._kvcKeyPathString { return .key(Self.visibleProperty(ofKey: key)) }
            #endif
            return .keyPath(keyPath)
        }
    }

    /// The key of the property a key shows: attributed text is shown as the text.
    static func visibleProperty(ofKey key: String) -> String {
        switch key {
        case "attributedText": return "text"
        case "attributedStringValue": return "stringValue"
        default: return key
        }
    }

    @usableFromInline static func == (lhs: PropertyName, rhs: PropertyName) -> Bool { lhs.identity == rhs.identity }

    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
