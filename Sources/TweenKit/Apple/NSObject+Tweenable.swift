#if canImport(ObjectiveC)
import Foundation
import ObjectiveC

/// Every `NSObject` gets the per-object handle of the original design: `view.tween`, `label.tween`,
/// `layer.tween`, with its own queue kept as an associated object of the object.
///
/// ```swift
/// view.tween.to(\.alpha, 0, duration: 0.3)
/// view.tween.queue.enqueue(Tween(object: view, key: "alpha", to: 1.0, duration: 0.3))
/// view.tween.queue.start()
/// ```
extension NSObject: Tweenable {}

/// An object's queue, stored on the object itself: released with it, and never keeping it alive
/// (a queue holds its steps, and steps hold their targets weakly).
@MainActor
enum AssociatedQueue {
    private static var key: UInt8 = 0

    static func queue(of object: NSObject) -> TweenQueue? {
        withUnsafePointer(to: &key) { objc_getAssociatedObject(object, $0) as? TweenQueue }
    }

    static func set(_ queue: TweenQueue, on object: NSObject) {
        withUnsafePointer(to: &key) { objc_setAssociatedObject(object, $0, queue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
#endif
