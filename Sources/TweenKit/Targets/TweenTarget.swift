/// What a `PropertyAccessor` is asked to do.
@usableFromInline
enum PropertyAccess {
    /// Store the value in the property.
    case write
    /// Load the property into the value (only for accessors that can read).
    case read
}

/// Every access to one property of an object, through one closure: write or read.
///
/// The closure must be the only use of the key path value it captures: then, when a literal key path
/// reaches an `@inlinable` initializer, the compiler specializes the closure for that constant and
/// folds the key-path application into a direct property access (instead of a key-path application
/// and, on Linux, two allocations per write). Any second use of the same value prevents that, which is why the
/// initializers take the key path as an autoclosure and evaluate it once per use.
///
/// The value travels in a `ValueSlot` on the caller's stack, passed as a raw pointer, so that the
/// closure's type has no generic parameter (a closure of generic type stored in a generic class is
/// re-abstracted, a thunk allocated, on every call from code specialized for a concrete type), and so
/// that a write touches no memory but the stack and the property.
@usableFromInline
typealias PropertyAccessor = (_ object: AnyObject, _ slot: UnsafeMutableRawPointer, _ access: PropertyAccess) -> Void

/// The value a `PropertyAccessor` writes or reads, on the caller's stack.
@usableFromInline
struct ValueSlot<Value> {
    @usableFromInline var value: Value
    /// Set by an accessor whose read found no value of this type (a Key-Value Coding property, say).
    @usableFromInline var readFailed = false

    @usableFromInline
    init(_ value: Value) { self.value = value }

    /// The slot behind an accessor's `slot` argument.
    @inlinable @inline(__always)
    static func at(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutablePointer<ValueSlot<Value>> {
        pointer.assumingMemoryBound(to: ValueSlot<Value>.self)
    }
}

/// The accessor of the property at `keyPath`. Small and always inlined, so that the compiler sees the
/// closure and a literal key path together early enough to fold them.
@inlinable @inline(__always)
func propertyAccessor<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) -> PropertyAccessor {
    { object, slot, access in
        let object = unsafeDowncast(object, to: Root.self)
        let slot = ValueSlot<Value>.at(slot)
        switch access {
        case .write: object[keyPath: keyPath] = slot.pointee.value
        case .read: slot.pointee.value = object[keyPath: keyPath]
        }
    }
}

/// The write-only accessor of the property at `keyPath`, holding `mapper(value)`.
@inlinable @inline(__always)
func propertyAccessor<Root: AnyObject, Value, Property>(
    _ keyPath: ReferenceWritableKeyPath<Root, Property>,
    _ mapper: @escaping (Value) -> Property
) -> PropertyAccessor {
    { object, slot, access in
        switch access {
        case .write:
            unsafeDowncast(object, to: Root.self)[keyPath: keyPath] = mapper(ValueSlot<Value>.at(slot).pointee.value)
        case .read: ValueSlot<Value>.at(slot).pointee.readFailed = true  // a mapped property cannot be read back
        }
    }
}

/// Where a tween writes its values: a closure, or a property of an object, which it holds weakly: each
/// write loads the object anew, so that an object the app let go of is never written to (the write then
/// reports it gone). The target is immutable, so a tween reads it without a copy.
///
/// Not actor-isolated: a closure formed in isolated code and handed to a generic function gets a runtime
/// actor check on each call in Swift 6 mode.
@usableFromInline
struct TweenTarget<Value> {
    // Not optionals: a closure inside an Optional is stored maximally abstracted, and code specialized
    // for a concrete `Value` then allocates a re-abstraction thunk on every call.
    // The frame reads the two closures and whether there is a key, a start all but the key's property.
    // No flags: a flag here would cost the tween 8 bytes of padding. (One enum holding either closure would
    // be 16 bytes smaller, but reading a closure out of an enum's case copies it: a retain and a release on
    // every frame, a quarter of a closure tween's update.)
    // Internal for the `@inlinable` initializers, which the callers specialize.
    @usableFromInline let closure: (Value) -> Void
    @usableFromInline let accessor: PropertyAccessor
    @usableFromInline weak var object: AnyObject?
    /// The property's name, for overwriting; nil for closures. Its object's identity is not kept beside it
    /// (the key is made from the live object when wanted, see `key(of:)`): 8 bytes less for every tween.
    @usableFromInline let property: PropertyName?

    /// Whether this is a property (written through `accessor`) rather than a closure.
    @inlinable
    var isObject: Bool { property != nil }

    @inlinable
    init(_ closure: @escaping (Value) -> Void) {
        self.closure = closure
        accessor = { _, _, _ in }
        property = nil
    }

    /// The property of `root` that `property` names (a key path or a KVC key), reached through `accessor`.
    /// An accessor that cannot read its property (a mapped one) marks the slot `readFailed` when asked to.
    @inlinable
    init(_ root: AnyObject, property: PropertyName, accessor: @escaping PropertyAccessor) {
        closure = { _ in }
        object = root
        self.accessor = accessor
        self.property = property
    }

    /// The key of the property on `object` (the target's object, alive): nil for closures.
    func key(of object: ObjectIdentifier) -> PropertyKey? {
        property.map { PropertyKey(object: object, property: $0) }
    }

    /// The property's current value (nil for closures and mapped properties). `placeholder` is any value
    /// of the type (the tween's end), to fill the slot the accessor reads into: the target keeps none,
    /// which makes every tween 16 bytes smaller.
    func read(from object: AnyObject, placeholder: Value) -> Value? {
        guard isObject else { return nil }
        var slot = ValueSlot(placeholder)
        withUnsafeMutablePointer(to: &slot) { accessor(object, UnsafeMutableRawPointer($0), .read) }
        return slot.readFailed ? nil : slot.value
    }

    /// Writes `value`; false when the object is gone. `isObject` is the target's own `isObject`, which the
    /// tween keeps beside it.
    @inline(__always)
    func write(_ value: Value, isObject: Bool) -> Bool {
        guard isObject else {
            closure(value)
            return true
        }
        guard let target = object else { return false }
        var slot = ValueSlot(value)
        withUnsafeMutablePointer(to: &slot) { accessor(target, UnsafeMutableRawPointer($0), .write) }
        return true
    }
}
