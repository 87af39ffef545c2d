extension Tween where Value == RGBAColor {
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
