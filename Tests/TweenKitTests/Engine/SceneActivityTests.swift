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
}
