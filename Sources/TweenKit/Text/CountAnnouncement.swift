/// What assistive technologies read while a count runs on an element: the final text, not each frame's, and
/// afterwards exactly what the app had set. The final text goes into the accessibility property the platform glue
/// chooses: the label when the app set none (it then follows the visible text), else the value, keeping the app's
/// label. When the count ends, the property gets back what it held before the first of a run of counts: a count that
/// replaces another neither loses the app's own text nor has its text cleared by the replaced count's completion.
///
/// ```swift
/// CountAnnouncement.begin("1,250", by: tween, on: label, current: label.accessibilityLabel) {
///     label.accessibilityLabel = $0
/// }
/// ```
@MainActor
enum CountAnnouncement {
    private struct Record {
        weak var element: AnyObject?
        /// What the property held before the first count of this run.
        let saved: String?
        /// The count whose completion gives it back.
        let owner: ObjectIdentifier
    }

    private static var records: [ObjectIdentifier: Record] = [:]

    /// Puts `finalText` into the property `set` writes, whose value is now `current`, until `tween`
    /// ends; call it before starting `tween`.
    static func begin(
        _ finalText: String, by tween: Playable, on element: AnyObject, current: String?,
        set: @escaping (String?) -> Void
    ) {
        let id = ObjectIdentifier(element)
        let earlier = records[id].flatMap { $0.element === element ? $0 : nil }
        let saved: String? = earlier.map(\.saved) ?? current
        records[id] = Record(element: element, saved: saved, owner: ObjectIdentifier(tween))
        if records.count > 64 { records = records.filter { $0.value.element != nil } }
        set(finalText)
        tween.onComplete { [weak element, weak tween] _ in
            guard let element, let record = records[id], record.element === element,
                let tween, record.owner == ObjectIdentifier(tween)
            else { return }
            records[id] = nil
            set(record.saved)
        }
    }
}
