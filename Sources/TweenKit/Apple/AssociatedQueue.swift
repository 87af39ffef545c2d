#if canImport(ObjectiveC)
import Foundation
import ObjectiveC

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
