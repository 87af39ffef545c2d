/// Where a tween writes its values: the app's closure, or a property of an object (see `ObjectProperty`).
///
/// Not actor-isolated: a closure formed in isolated code and handed to a generic function gets a runtime
/// actor check on each call in Swift 6 mode.
@usableFromInline
struct TweenTarget<Value> {
    /// A closure target's closure, handed each value.
    @usableFromInline let update: ((Value) -> Void)?
    /// A property's object and accessors (nil for closures).
    @usableFromInline let objectProperty: ObjectProperty<Value>?

    @inlinable
    init(_ closure: @escaping (Value) -> Void) { (update, objectProperty) = (closure, nil) }

    /// The property of `root` that `property` names (a key path or a Key-Value Coding key), written by
    /// `write` and read by `read` (nil when it is never read: a mapped one, or one whose tween was given its start).
    @inlinable
    init<Root: AnyObject>(
        _ root: Root, property: PropertyName, write: @escaping (Root, Value) -> Void, read: ((Root) -> Value?)?
    ) {
        update = nil
        objectProperty =
            read.map { ObjectProperty.Readable(root, name: property, write: write, read: $0) }
            ?? ObjectProperty.Of(root, name: property, write: write)
    }

    /// The property's name, for overwriting; nil for closures.
    var property: PropertyName? { objectProperty?.key.property }

    /// Writes a value; false when the object has gone. (The closure is called in place: a copy retains its context.)
    @inline(__always)
    func write(_ value: Value) -> Bool { update?(value) != nil || objectProperty?.write(value) == true }

    /// The property's value now; nil for a closure, a property that cannot be read back (a mapped one), or an
    /// object that has gone.
    func read() -> Value? { objectProperty?.read() }
}

/// A property of an object that a tween writes: its key, the object held weakly, and the closures that write and (if
/// it is read) read the property, in one object (`Of`, which knows the object's type). Each write loads the object
/// anew, so that an object the app let go of is never written to (the write then reports it gone); the reference is a
/// constant (`weak let`), so nothing else is paid per write. The closures are made where the tween is (its
/// initializers are inlined at the caller): a literal key path becomes a direct property access.
/// The property a tween writes, as the rest of the library sees it: its key, and its object while that lives.
@usableFromInline
class PropertySlot {
    @usableFromInline let key: PropertyKey

    @usableFromInline init(key: PropertyKey) { self.key = key }

    var object: AnyObject? { nil }
}

@usableFromInline
class ObjectProperty<Value>: PropertySlot {
    // A write and a read of the property, as `TweenTarget`'s (given by `Of`).
    func write(_ value: Value) -> Bool { false }
    func read() -> Value? { nil }

    @usableFromInline
    class Of<Root: AnyObject>: ObjectProperty<Value> {
        #if compiler(>=6.3)
        @usableFromInline weak let root: Root?
        #else
        // A weak constant needs Swift 6.3 (SE-0481); before it, the same reference, with an access check per write.
        @usableFromInline weak var root: Root?
        #endif
        @usableFromInline let writer: (Root, Value) -> Void

        @inlinable
        init(_ root: Root, name: PropertyName, write: @escaping (Root, Value) -> Void) {
            self.root = root
            writer = write
            super.init(key: PropertyKey(object: ObjectIdentifier(root), property: name))
        }

        override var object: AnyObject? { root }

        override func write(_ value: Value) -> Bool {
            guard let root else { return false }
            writer(root, value)
            return true
        }
    }

    /// One that is read too: only a tween not given its start keeps a reader, the rest never read their property.
    @usableFromInline
    final class Readable<Root: AnyObject>: Of<Root> {
        @usableFromInline let reader: (Root) -> Value?

        @inlinable
        init(_ root: Root, name: PropertyName, write: @escaping (Root, Value) -> Void, read: @escaping (Root) -> Value?)
        {
            reader = read
            super.init(root, name: name, write: write)
        }

        override func read() -> Value? {
            guard let root else { return nil }
            return reader(root)
        }
    }
}

/// Writes the property at `keyPath`. Small and always inlined, so that the compiler sees the closure and a
/// literal key path together early enough to fold them into a direct property write: hence the key path is
/// its only capture, and the initializers take key paths as autoclosures, evaluated once per closure.
@inlinable @inline(__always)
func keyPathWriter<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> (Root, Value) -> Void {
    { $0[keyPath: keyPath] = $1 }
}

/// Reads the property at `keyPath` (see `keyPathWriter`).
@inlinable @inline(__always)
func keyPathReader<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> (Root) -> Value? {
    { $0[keyPath: keyPath] }
}

/// Writes `mapper(value)` to the property at `keyPath` (see `keyPathWriter`).
@inlinable @inline(__always)
func keyPathWriter<Root: AnyObject, Value, Property>(
    _ keyPath: ReferenceWritableKeyPath<Root, Property>, _ mapper: @escaping (Value) -> Property
) -> (Root, Value) -> Void {
    { $0[keyPath: keyPath] = mapper($1) }
}
