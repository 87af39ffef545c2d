extension Tween where Value == RGBAColor {
    /// A tween of a colour property of any colour type, through `RGBAColor` (`rgba` reads one, `make` makes one).
    convenience init<Root: AnyObject, Color>(
        _ object: Root, colorAt keyPath: ReferenceWritableKeyPath<Root, Color?>, from: Color?, to: Color,
        duration: Double, curve: TimingCurve, engine: TweenEngine, rgba: @escaping (Color) -> RGBAColor,
        make: @escaping (RGBAColor) -> Color
    ) {
        // Reads convert the property's colour (nil reads as clear); writes make one, except at either end, which is
        // the caller's own colour (`to`, and the start, given or first read, where a reversed or autoreversing tween ends):
        // a dynamic colour (`.label`, a tint) then keeps following the appearance.
        let end = rgba(to)
        var start = from.map { (rgba($0), $0) }
        self.init(
            object, property: .keyPath(keyPath),
            write: { $0[keyPath: keyPath] = $1 == end ? to : $1 == start?.0 ? start?.1 : make($1) },
            read: { root in
                let color = root[keyPath: keyPath]
                if start == nil, let color { start = (rgba(color), color) }
                return color.map(rgba) ?? .clear
            }, from: from.map(rgba), to: end, duration: duration, curve: curve, engine: engine)
    }

    /// Blends its colours in `space` instead of perceptually (see `ColorMixing`). Set it before it starts;
    /// a keyframe tween keeps blending perceptually.
    ///
    /// ```swift
    /// Tween(from: RGBAColor.black, to: .white, duration: 1) { swatch.color = $0 }.mixing(.linear).start()
    /// ```
    @discardableResult
    public func mixing(_ space: ColorMixing) -> Self {
        guard track == nil || track is ColorTrack else { return self }
        track = space == .perceptual ? nil : ColorTrack(tween: self, space: space)
        return self
    }

    /// A pass of a colour tween blended in a space of its own: the tween's own ends and curve, read
    /// when a frame needs them (the start is known only once it starts).
    final class ColorTrack: Track {
        // The tween owns its track and nothing else holds one: the tween outlives it.
        unowned let tween: Tween<RGBAColor>
        let space: ColorMixing

        init(tween: Tween<RGBAColor>, space: ColorMixing) { (self.tween, self.space) = (tween, space) }

        override func value(at progress: Double) -> RGBAColor {
            let to = tween.to
            let from = tween.from ?? to
            return RGBAColor.mix(from, to, tween.curve.value(at: progress), in: space)
        }
    }
}
