/// Whether an app with several scenes (iPad windows, an app extension's host) counts as in the
/// background for its engine: when every scene it has heard of is in the background. A scene that
/// goes to the background while another stays in front changes nothing; the first scene to come back
/// brings the app back.
///
/// ```swift
/// var activity = SceneActivity()
/// activity.scene(1, isInBackground: false)            // nil: nothing changed
/// activity.scene(1, isInBackground: true)             // true: the app is now in the background
/// ```
struct SceneActivity: Sendable, Equatable {
    private var inBackground: Set<Int> = []
    private var inFront: Set<Int> = []
    private(set) var appInBackground = false

    /// Scene `id` went to the background or came to the front; returns the app's new state when it
    /// changed, nil when it did not.
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

    private mutating func settle() -> Bool? {
        let now = inFront.isEmpty && !inBackground.isEmpty
        guard now != appInBackground else { return nil }
        appInBackground = now
        return now
    }
}
