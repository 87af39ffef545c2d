import Testing

@testable import TweenKit

@Suite struct SceneActivityTests {
    @Test func theAppIsInTheBackgroundOnlyWhenEverySceneIs() {
        var activity = SceneActivity()
        #expect(activity.scene(1, isInBackground: false) == nil)
        #expect(activity.scene(2, isInBackground: false) == nil)
        #expect(activity.scene(1, isInBackground: true) == nil, "one iPad window in the background: the app is not")
        #expect(activity.scene(2, isInBackground: true) == true)
        #expect(activity.scene(1, isInBackground: false) == false, "the first scene back brings the app back")
        #expect(activity.sceneDisconnected(2) == nil, "a scene in the background leaves: scene 1 is still in front")
        #expect(activity.appInBackground == false)
    }

    @Test func aLastSceneInFrontThatDisconnectsLeavesTheAppInTheBackground() {
        var activity = SceneActivity()
        activity.scene(1, isInBackground: true)
        activity.scene(2, isInBackground: false)
        #expect(activity.appInBackground == false)
        #expect(activity.sceneDisconnected(2) == true)
    }

    @Test func anAppExtensionFollowsItsHostWithNoScenesAtAll() {
        var activity = SceneActivity()
        #expect(activity.application(isInBackground: true) == true, "the host went to the background")
        #expect(activity.application(isInBackground: true) == nil)
        #expect(activity.application(isInBackground: false) == false, "the host came back")
    }

    @Test func theAppComesBackOnlyWhenTheApplicationAndAScenesAgreeInEitherOrder() {
        for applicationFirst in [true, false] {
            var activity = SceneActivity()
            activity.scene(1, isInBackground: false)
            // Leaving: the scene's notification and the application's, in this order.
            #expect(activity.scene(1, isInBackground: true) == true)
            #expect(activity.application(isInBackground: true) == nil)
            // Returning, in either order: back only with the second of the two.
            if applicationFirst {
                #expect(activity.application(isInBackground: false) == nil, "its only scene is still away")
                #expect(activity.scene(1, isInBackground: false) == false)
            } else {
                #expect(activity.scene(1, isInBackground: false) == nil, "the application has not said it is back")
                #expect(activity.application(isInBackground: false) == false)
            }
        }
    }

    /// The engine as the app's notifications drive it: paused tweens hold through the background and play on.
    @MainActor
    @Test func anEngineDrivenByTheDecisionsHoldsItsTweensThroughTheBackground() {
        let rig = Rig()
        var activity = SceneActivity()
        var shown = 0.0
        let tween = Tween(from: 0.0, to: 10.0, duration: 1, engine: rig.engine) { shown = $0 }
        func apply(_ change: Bool?) {
            if change == true { rig.engine.enterBackground() }
            if change == false { rig.engine.enterForeground() }
        }
        apply(activity.scene(1, isInBackground: false))
        tween.start()
        rig.driver.advance(by: 0.25)
        apply(activity.application(isInBackground: true))  // an extension's host, say
        rig.driver.advance(by: 5)
        #expect(tween.state == .paused && shown == 2.5)
        apply(activity.application(isInBackground: false))
        rig.driver.advance(by: 0.25)
        #expect(tween.state == .running && abs(shown - 5) < 1e-9)
    }
}
