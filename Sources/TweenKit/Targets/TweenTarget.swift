/// Where a tween writes its values: a closure, or a property of an object reached through a key path.
///
/// An object target holds its object weakly. While the tween runs, the engine holds it instead (see
/// `TweenEngine`) and the tween writes through an unretained reference, so the frame loop does no
/// weak load and applies no stored key path: the setter closure is built where the key path is known.
@MainActor
struct TweenTarget<Value> {
    private let closure: ((Value) -> Void)?
    private let setter: ((AnyObject, Value) -> Void)?
    let getter: ((AnyObject) -> Value)?
    /// The property, for overwriting; nil for closures.
    let key: PropertyKey?
    private weak var object: AnyObject?
    /// Valid only while the engine holds the object for this tween.
    private unowned(unsafe) var heldObject: AnyObject?

    init(_ closure: @escaping (Value) -> Void) {
        self.closure = closure
        setter = nil; getter = nil; key = nil
    }

    init<Root: AnyObject, Property>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Property>,
                                    read: ((Property) -> Value)?, write: @escaping (Value) -> Property) {
        closure = nil
        object = root
        key = PropertyKey(object: ObjectIdentifier(root), keyPath: keyPath)
        setter = { object, value in unsafeDowncast(object, to: Root.self)[keyPath: keyPath] = write(value) }
        getter = read.map { read in { object in read(unsafeDowncast(object, to: Root.self)[keyPath: keyPath]) } }
    }

    /// The object written to, if it is still alive (nil for closure targets).
    var liveObject: AnyObject? { heldObject ?? object }

    var isObject: Bool { key != nil }

    /// Writes `value`; false when the object is gone.
    @inline(__always)
    func write(_ value: Value) -> Bool {
        if let closure { closure(value); return true }
        if let held = heldObject { setter!(held, value); return true }
        guard let object else { return false }
        setter!(object, value)
        return true
    }

    /// Has the engine hold the object for `tween`; false when it is already gone.
    mutating func hold(on engine: TweenEngine, for tween: Playable) -> Bool {
        guard key != nil else { return true }
        guard let object else { return false }
        engine.hold(object, for: tween)
        heldObject = object
        return true
    }

    mutating func release(on engine: TweenEngine, for tween: Playable) {
        guard let key, heldObject != nil else { return }
        heldObject = nil
        engine.release(key.object, for: tween)
    }
}
