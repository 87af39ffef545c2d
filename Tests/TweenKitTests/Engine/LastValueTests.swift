import Testing
import TweenKit

/// `value` is the last value written, though a tween keeps only where along its pass that was: checked
/// against what its target was actually handed, on every path that writes.
@MainActor @Suite struct LastValueTests {
    @Test func aTweensValueIsWhatItsTargetWasLastHanded() throws {
        let rig = Rig()
        var handed: [Double] = []
        let tween = Tween(from: 3.0, to: 11.0, duration: 1, curve: .easeInOutCubic, engine: rig.engine) {
            handed.append($0)
        }
        #expect(tween.value == nil, "nothing written yet")
        tween.start()
        for step in [0.13, 0.2, 0.05, 0.31] {
            rig.driver.advance(by: step)
            #expect(tween.value == handed.last)
        }
        tween.seek(to: 0.9)
        #expect(tween.value == handed.last)
        tween.cancel()
        let atCancel = tween.value
        rig.driver.advance(by: 0.5)
        #expect(tween.value == atCancel && atCancel == handed.last, "an ended tween's value stays")
    }

    @Test func keyframesTracksAndStepsOfATimelineToo() throws {
        let rig = Rig()
        var keyframeHanded: [Double] = []
        let keyframes = try KeyframeTween(values: [0.0, 10, 4], duration: 1, engine: rig.engine) {
            keyframeHanded.append($0)
        }
        var decayHanded: [Double] = []
        let decay = Tween(from: 0.0, velocity: 100, decay: .normal, engine: rig.engine) { decayHanded.append($0) }
        var stepHanded: [Double] = []
        let step = Tween(from: 1.0, to: 2.0, duration: 1, curve: .easeOut, engine: rig.engine) {
            stepHanded.append($0)
        }
        let show = TweenSequence(engine: rig.engine) {
            Tween(from: 0.0, to: 1.0, duration: 0.5, engine: rig.engine)
            step
        }
        keyframes.start()
        decay.start()
        show.start()
        rig.driver.advance(by: 0.37)
        rig.driver.advance(by: 0.4)
        #expect(keyframes.value == keyframeHanded.last && keyframes.value != nil)
        #expect(decay.value == decayHanded.last && decay.value != nil)
        #expect(step.value == stepHanded.last && step.value != nil)
        show.seek(to: 0.9)
        #expect(step.value == stepHanded.last)
    }

    @Test func renderingFramesOfflineLeavesTheLastFramesValue() {
        let rig = Rig()
        var handed: [Double] = []
        let tween = Tween(from: -2.0, to: 5.0, duration: 0.5, curve: .easeOutBack, engine: rig.engine) {
            handed.append($0)
        }
        tween.renderFrames(framesPerSecond: 30) { _ in }
        #expect(!handed.isEmpty)
        #expect(tween.value == handed.last)
    }
}
