/// Where a tween writes its values: a closure, or a property of an object.
///
/// An object is held weakly, by the target and by its two closures (through a `WeakReference`): each write
/// loads it anew, so that an object the app let go of is never written to (the write then reports it gone).
/// The closures are made where the tween is (its initializers are inlined at the caller), so that a literal
/// key path becomes a direct property access, compiled for the tween's value type.
///
/// Not actor-isolated: a closure formed in isolated code and handed to a generic function gets a runtime
/// actor check on each call in Swift 6 mode.
@usableFromInline
struct TweenTarget<Value> {
    /// Writes a value; false when the property's object has gone (a closure target always writes).
    @usableFromInline let write: (Value) -> Bool
    /// The property's value now; nil for a closure, a property that cannot be read back (a mapped one),
    /// or an object that has gone.
    @usableFromInline let read: () -> Value?
    /// The object written to, while it lives (nil for closures).
    @usableFromInline weak var object: AnyObject?
    /// The property's name, for overwriting; nil for closures.
    @usableFromInline let property: PropertyName?

    /// Whether this is a property of an object rather than a closure.
    @inlinable
    var isObject: Bool { property != nil }

    @inlinable
    init(_ closure: @escaping (Value) -> Void) {
        write = {
            closure($0)
            return true
        }
        read = { nil }
        property = nil
    }

    /// The property of `root` that `property` names (a key path or a Key-Value Coding key), written by
    /// `write` and read by `read` (nil when it cannot be read back).
    @inlinable
    init<Root: AnyObject>(
        _ root: Root, property: PropertyName, write: @escaping (Root, Value) -> Void, read: ((Root) -> Value?)?
    ) {
        let weakRoot = WeakReference(root)
        self.write = { value in
            guard let root = weakRoot.object else { return false }
            write(root, value)
            return true
        }
        if let read {
            self.read = { weakRoot.object.flatMap(read) }
        } else {
            self.read = { nil }
        }
        object = root
        self.property = property
    }

    /// The key of the property on `object` (the target's object, alive): nil for closures.
    func key(of object: ObjectIdentifier) -> PropertyKey? {
        property.map { PropertyKey(object: object, property: $0) }
    }
}

/// A weak reference for closures to capture as a constant, in their own context: a write loads the object and
/// does nothing else (a `[weak root]` capture is a boxed variable, each read checked for overlapping access).
@usableFromInline
struct WeakReference<Object: AnyObject> {
    @usableFromInline weak var object: Object?
    @inlinable init(_ object: Object) { self.object = object }
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
