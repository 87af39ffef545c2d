/// Whether an app counts as in the background, from the application's notifications (or an extension host's) and each
/// scene's: when the application said so, or every scene it has heard of is. One iPad window going to the background
/// while another stays in front changes nothing; the app comes back once both agree (the first scene back and the
/// application's return arrive in the same turn of the run loop, in either order).
///
/// ```swift
/// var activity = SceneActivity()
/// activity.scene(1, isInBackground: false)            // nil: nothing changed
/// activity.scene(1, isInBackground: true)             // true: the app is now in the background
/// activity.application(isInBackground: true)          // nil: it was already
/// activity.scene(1, isInBackground: false)            // nil: the application has not said it is back
/// activity.application(isInBackground: false)         // false: now it is back
/// ```
struct SceneActivity: Sendable, Equatable {
    private var inBackground: Set<Int> = []
    private var inFront: Set<Int> = []
    /// What the application (or an extension's host) last said.
    private var applicationInBackground = false
    private(set) var appInBackground = false

    /// Scene `id` went to the background or came to the front; the app's new state when that changed it, else nil.
    @discardableResult
    mutating func scene(_ id: Int, isInBackground: Bool) -> Bool? {
        if isInBackground {
            inFront.remove(id)
            inBackground.insert(id)
        } else {
            inBackground.remove(id)
            inFront.insert(id)
        }
        return settle()
    }

    /// Scene `id` is gone.
    @discardableResult
    mutating func sceneDisconnected(_ id: Int) -> Bool? {
        inBackground.remove(id)
        inFront.remove(id)
        return settle()
    }

    /// The application, or an app extension's host, went to the background or is coming back.
    @discardableResult
    mutating func application(isInBackground: Bool) -> Bool? {
        applicationInBackground = isInBackground
        return settle()
    }

    private mutating func settle() -> Bool? {
        let everySceneAway = inFront.isEmpty && !inBackground.isEmpty
        let now = applicationInBackground || everySceneAway
        guard now != appInBackground else { return nil }
        appInBackground = now
        return now
    }
}
