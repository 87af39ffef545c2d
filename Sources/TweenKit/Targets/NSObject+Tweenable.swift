import Foundation

/// Every `NSObject` has the per-object handle, on every platform: `view.tween`, `label.tween`,
/// `layer.tween`, or `gauge.tween` for a class of your own that inherits from `NSObject`. Such a class
/// needs no `Tweenable` in its declaration (writing it there is a redundant conformance):
///
/// ```swift
/// final class Gauge: NSObject { var level = 0.0 }
/// Gauge().tween.to(\.level, 75, duration: 1.5)
/// view.tween.to(\.alpha, 0, duration: 0.3)
/// ```
extension NSObject: Tweenable {}
