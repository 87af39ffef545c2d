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

    /// Hashes the object only: hashing a key path walks its components (about a tenth of a start),
    /// and one object rarely has more than a few properties tweened at once. Equality compares both.
    @usableFromInline func hash(into hasher: inout Hasher) {
        hasher.combine(object)
    }
}

/// A property's name: a key path, or a Key-Value Coding key. An enum rather than `AnyHashable`, whose
/// boxing costs a dynamic cast on every start.
///
/// One word: both cases hold a reference (a key is boxed in `KeyName`), so a tween keeps its property's
/// name in 8 bytes (a `String` would take 16).
@usableFromInline
enum PropertyName: Hashable, CustomStringConvertible {
    case keyPath(AnyKeyPath)
    case keyName(KeyName)

    /// The Key-Value Coding key `key`.
    static func key(_ key: String) -> PropertyName { .keyName(KeyName(key)) }

    @usableFromInline var description: String {
        switch self {
        case .keyPath(let keyPath): return "\(keyPath)"
        case .keyName(let name): return "key '\(name.key)'"
        }
    }

    /// A Key-Value Coding key, in a box of its own (see `PropertyName`); equal when the keys are.
    @usableFromInline
    final class KeyName: Hashable, Sendable {
        let key: String

        init(_ key: String) { self.key = key }

        @usableFromInline static func == (lhs: KeyName, rhs: KeyName) -> Bool { lhs.key == rhs.key }
        @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(key) }
    }
}
