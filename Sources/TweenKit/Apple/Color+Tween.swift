#if canImport(CoreGraphics)
import CoreGraphics

extension RGBAColor {
    /// The colour of `color` in extended sRGB (clear if it cannot be converted, as a pattern cannot).
    public init(_ color: CGColor) {
        guard let space = CGColorSpace(name: CGColorSpace.extendedSRGB),
            let converted = color.converted(to: space, intent: .defaultIntent, options: nil),
            let c = converted.components, c.count >= 4
        else {
            self = .clear
            return
        }
        self.init(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
    }

    /// The colour as a `CGColor` in extended sRGB.
    public var cgColor: CGColor {
        let components = [CGFloat(red), CGFloat(green), CGFloat(blue), CGFloat(alpha)]
        let space = CGColorSpace(name: CGColorSpace.extendedSRGB)
        return space.flatMap { CGColor(colorSpace: $0, components: components) }
            ?? CGColor(srgbRed: components[0], green: components[1], blue: components[2], alpha: components[3])
    }
}

extension Tween where Value == RGBAColor {
    /// A tween of a layer's colour (`backgroundColor`, `borderColor`, `shadowColor`, ...), blended perceptually unless
    /// `mixing(_:)` says otherwise, from the colour it has (clear when nil) unless `from` is given.
    ///
    /// ```swift
    /// Tween(layer, \.backgroundColor, to: RGBAColor(hex: 0x34C759).cgColor, duration: 0.4).start()
    /// ```
    public convenience init<Root: AnyObject>(
        _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, CGColor?>, from: CGColor? = nil, to: CGColor,
        duration: Double, curve: TimingCurve = .linear, engine: TweenEngine = .shared
    ) {
        self.init(
            object, colorAt: keyPath, from: from, to: to, duration: duration, curve: curve, engine: engine,
            rgba: RGBAColor.init, make: { $0.cgColor })
    }
}

extension TweenHandle {
    /// Starts a tween of a `CGColor` property to `value` from its current colour, and returns it.
    ///
    /// ```swift
    /// layer.tween.to(\.borderColor, RGBAColor.white.cgColor, duration: 0.3)
    /// ```
    @discardableResult
    public func to(
        _ keyPath: ReferenceWritableKeyPath<Root, CGColor?>, _ value: CGColor, duration: Double,
        curve: TimingCurve = .linear, mixing: ColorMixing = .perceptual
    ) -> Tween<RGBAColor>? {
        start { Tween($0, keyPath, to: value, duration: duration, curve: curve, engine: engine).mixing(mixing) }
    }
}
#endif

#if canImport(UIKit)
import UIKit

extension RGBAColor {
    /// The colour of `color` in extended sRGB.
    public init(_ color: UIColor) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else {
            self.init(color.cgColor)
            return
        }
        self.init(red: Double(r), green: Double(g), blue: Double(b), alpha: Double(a))
    }

    /// The colour as a `UIColor` (extended sRGB).
    public var uiColor: UIColor {
        UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Tween where Value == RGBAColor {
    /// A tween of a view's colour (`backgroundColor`, `tintColor`, a label's `textColor`, ...), blended perceptually
    /// unless `mixing(_:)` says otherwise, from the colour it has (clear when nil) unless `from` is given.
    ///
    /// ```swift
    /// Tween(view, \.backgroundColor, to: .systemGreen, duration: 0.4).start()
    /// ```
    public convenience init<Root: AnyObject>(
        _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, UIColor?>, from: UIColor? = nil, to: UIColor,
        duration: Double, curve: TimingCurve = .linear, engine: TweenEngine = .shared
    ) {
        self.init(
            object, colorAt: keyPath, from: from, to: to, duration: duration, curve: curve, engine: engine,
            rgba: RGBAColor.init, make: { $0.uiColor })
    }
}

extension TweenHandle {
    /// Starts a tween of a `UIColor` property to `value` from its current colour, and returns it.
    ///
    /// ```swift
    /// view.tween.to(\.backgroundColor, .red, duration: 0.3)
    /// ```
    @discardableResult
    public func to(
        _ keyPath: ReferenceWritableKeyPath<Root, UIColor?>, _ value: UIColor, duration: Double,
        curve: TimingCurve = .linear, mixing: ColorMixing = .perceptual
    ) -> Tween<RGBAColor>? {
        start { Tween($0, keyPath, to: value, duration: duration, curve: curve, engine: engine).mixing(mixing) }
    }
}
#elseif canImport(AppKit)
import AppKit

extension RGBAColor {
    /// The colour of `color` in extended sRGB (clear if it has no such form, as a pattern has not).
    public init(_ color: NSColor) {
        guard let converted = color.usingColorSpace(.extendedSRGB) else {
            self = .clear
            return
        }
        self.init(
            red: Double(converted.redComponent), green: Double(converted.greenComponent),
            blue: Double(converted.blueComponent), alpha: Double(converted.alphaComponent))
    }

    /// The colour as an `NSColor` (extended sRGB).
    public var nsColor: NSColor {
        NSColor(
            colorSpace: .extendedSRGB,
            components: [CGFloat(red), CGFloat(green), CGFloat(blue), CGFloat(alpha)], count: 4)
    }
}

extension Tween where Value == RGBAColor {
    /// A tween of a view's colour, blended perceptually unless `mixing(_:)` says otherwise, from the
    /// colour it has (clear when nil) unless `from` is given.
    public convenience init<Root: AnyObject>(
        _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, NSColor?>, from: NSColor? = nil, to: NSColor,
        duration: Double, curve: TimingCurve = .linear, engine: TweenEngine = .shared
    ) {
        self.init(
            object, colorAt: keyPath, from: from, to: to, duration: duration, curve: curve, engine: engine,
            rgba: RGBAColor.init, make: { $0.nsColor })
    }
}

extension TweenHandle {
    /// Starts a tween of an `NSColor` property to `value` from its current colour, and returns it.
    @discardableResult
    public func to(
        _ keyPath: ReferenceWritableKeyPath<Root, NSColor?>, _ value: NSColor, duration: Double,
        curve: TimingCurve = .linear, mixing: ColorMixing = .perceptual
    ) -> Tween<RGBAColor>? {
        start { Tween($0, keyPath, to: value, duration: duration, curve: curve, engine: engine).mixing(mixing) }
    }
}
#endif
