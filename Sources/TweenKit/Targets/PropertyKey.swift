/// An object's property: the key for overwriting.
@usableFromInline
struct PropertyKey: Hashable {
    let object: ObjectIdentifier
    let property: PropertyName

    @usableFromInline
    init(object: ObjectIdentifier, property: PropertyName) {
        self.object = object
        self.property = property
    }
}

/// A property's name: a key path, or a Key-Value Coding key.
@usableFromInline
enum PropertyName: Hashable, CustomStringConvertible {
    case keyPath(AnyKeyPath)
    case key(String)

    @usableFromInline var description: String {
        switch self {
        case .keyPath(let keyPath): return "\(keyPath)"
        case .key(let key): return "key '\(key)'"
        }
    }
}
