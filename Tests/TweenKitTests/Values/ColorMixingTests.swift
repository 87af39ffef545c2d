import Foundation
import Testing

@testable import TweenKit

/// Colours blend perceptually (OKLab), in linear light or channel by channel, weighted by alpha.
@MainActor @Suite(.tags(.values)) struct ColorMixingTests {
    /// A colour whose identity matters (a dynamic one, `.label` or a tint): what a view holds at the end.
    final class NamedColor {
        let name: String
        let rgba: RGBAColor
        init(_ name: String, _ rgba: RGBAColor) { (self.name, self.rgba) = (name, rgba) }
    }

    final class Swatch { var color: NamedColor? }

    /// A colour tween writes made colours on the way, and the caller's own at either end: `to` where it ends
    /// forward, the start (given, or the colour the property had) where it ends back at it, reversed or
    /// autoreversing, so a dynamic colour keeps following the appearance.
    @Test func aColourTweenEndsOnTheCallersOwnColourAtEitherEnd() {
        let label = NamedColor("label", RGBAColor(red: 0.1, green: 0.1, blue: 0.1))
        let tint = NamedColor("tint", RGBAColor(red: 0, green: 0.5, blue: 1))
        for given in [true, false] {
            let rig = Rig()
            let swatch = Swatch()
            swatch.color = label
            let tween = Tween<RGBAColor>(
                swatch, colorAt: \.color, from: given ? label : nil, to: tint, duration: 1, curve: .linear,
                engine: rig.engine, rgba: \.rgba, make: { NamedColor("made", $0) })
            tween.autoreverses = true
            tween.start()
            rig.driver.advance(by: 0.5)
            #expect(swatch.color?.name == "made", "given: \(given)")
            rig.driver.advance(by: 0.5)
            #expect(swatch.color === tint, "given: \(given)")
            rig.driver.advance(by: 1)
            #expect(tween.state == .finished && swatch.color === label, "given: \(given)")
        }
    }

    /// OKLab coordinates of sRGB's primaries and white as published (Ottosson 2020; CSS Color 4's examples).
    static let published: [(RGBAColor, SIMD3<Double>)] = [
        (.white, SIMD3(1, 0, 0)),
        (RGBAColor(red: 1, green: 0, blue: 0), SIMD3(0.62796, 0.22486, 0.12585)),
        (RGBAColor(red: 0, green: 1, blue: 0), SIMD3(0.86644, -0.23389, 0.17950)),
        (RGBAColor(red: 0, green: 0, blue: 1), SIMD3(0.45201, -0.03246, -0.31153)),
    ]

    @Test func okLabMatchesThePublishedCoordinates() {
        for (color, lab) in Self.published {
            let mine = ColorMixing.perceptual.coordinates(of: color)
            #expect(abs(mine.x - lab.x) < 1e-4 && abs(mine.y - lab.y) < 1e-4 && abs(mine.z - lab.z) < 1e-4, "\(color)")
        }
    }

    // Each test below runs its cases in a loop (a line each in the test log would bury the summary), and
    // its failures name the case.
    @Test func aRoundTripReturnsTheColour() {
        for space in [ColorMixing.perceptual, .linear, .device] { aRoundTripReturnsTheColour(space: space) }
    }

    func aRoundTripReturnsTheColour(space: ColorMixing) {
        for color in [
            RGBAColor(hex: 0xFF3B30), RGBAColor(hex: 0x34C759), RGBAColor(red: 1.08, green: -0.04, blue: 0.2),
        ] {
            let back = space.color(from: space.coordinates(of: color), alpha: 1)
            #expect(abs(back.red - color.red) < 1e-12 && abs(back.green - color.green) < 1e-12, "\(space)")
            #expect(abs(back.blue - color.blue) < 1e-12, "\(space)")
        }
    }

    @Test func theMiddleGreyDependsOnTheSpace() {
        // OKLab's L = 0.5 is linear 0.125 (L³), sRGB-encoded 0.3886 (#636363); linear light's half is 0.7354.
        let perceptual = RGBAColor.interpolate(.black, .white, 0.5)
        let linear = RGBAColor.mix(.black, .white, 0.5, in: .linear)
        #expect(abs(perceptual.red - 0.38857) < 1e-4 && abs(perceptual.blue - perceptual.red) < 1e-9)
        #expect(abs(linear.green - 0.73536) < 1e-4)
        #expect(RGBAColor.mix(.black, .white, 0.5, in: .device).red == 0.5)
    }

    @Test func fadingToClearKeepsTheHue() {
        for space in [ColorMixing.perceptual, ColorMixing.linear, .device] {
            let red = RGBAColor(red: 1, green: 0, blue: 0)
            let half = RGBAColor.mix(red, .clear, 0.5, in: space)
            #expect(half.alpha == 0.5, "\(space)")
            #expect(
                abs(half.red - 1) < 1e-6 && abs(half.green) < 1e-6,
                "\(space): premultiplied, no grey on the way, \(half)")
        }
    }

    @Test func theEndsAreExactAndWideColoursSurvive() {
        let wide = RGBAColor(red: 1.08, green: -0.04, blue: 0.2, alpha: 0.9)
        #expect(RGBAColor.interpolate(wide, .white, 0) == wide)
        #expect(RGBAColor.interpolate(.white, wide, 1) == wide)
        #expect(RGBAColor.interpolate(wide, .white, 0.1).red > 1, "extended sRGB is not clamped to 0…1")
        #expect(RGBAColor.interpolate(.black, .white, -0.3) == .black, "an overshoot stays within the colours")
        #expect(RGBAColor.interpolate(.black, .white, .nan).isFiniteForTweening)
    }

    @Test func aTweenChoosesItsSpace() throws {
        let rig = Rig()
        var shown: [RGBAColor] = []
        let tween = Tween(from: RGBAColor.black, to: .white, duration: 1, engine: rig.engine) { shown.append($0) }
            .mixing(.linear)
        tween.start()
        rig.driver.advance(by: 0.5)
        #expect(abs(shown.last!.red - 0.73536) < 1e-4)
        rig.driver.advance(by: 0.5)
        #expect(shown.last == .white)
        let keyframes = try KeyframeTween(values: [RGBAColor.black, .white], duration: 1, engine: rig.engine)
        #expect(keyframes.mixing(.linear).value(atProgress: 0.5) == RGBAColor.interpolate(.black, .white, 0.5))
    }
}

/// A colour tween refuses a colour with a NaN or infinite channel, in any space, and writes nothing.
@MainActor @Suite(.tags(.values)) struct ColorBadInputTests {
    @Test func aNonFiniteColourFailsTheTween() {
        for space in [ColorMixing.perceptual, .linear, .device] { aNonFiniteColourFailsTheTween(space: space) }
    }

    func aNonFiniteColourFailsTheTween(space: ColorMixing) {
        let rig = Rig()
        var writes = 0
        var result: TweenResult?
        let bad = RGBAColor(red: .nan, green: 0, blue: 0)
        let tween = Tween(from: RGBAColor.black, to: bad, duration: 1, engine: rig.engine) { _ in writes += 1 }
            .mixing(space)
        tween.onComplete { result = $0 }
        tween.start()
        rig.driver.run(for: 1)
        #expect(writes == 0, "\(space)")
        if case .failed(.nonFiniteValue(name: "to", _)) = result {
        } else {
            Issue.record("\(space): \(String(describing: result))")
        }
    }
}
