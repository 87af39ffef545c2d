/// What assistive technologies read while a count runs: the final text (in the property the platform glue
/// chooses), then what the app had set, which comes back when the last of a run of counts that replace each
/// other ends: neither lost nor cleared by a replaced count's completion.
@MainActor
enum CountAnnouncement {
    private struct Record {
        weak var element: AnyObject?
        let saved: String?  // what the property held before the first count of this run
        let owner: ObjectIdentifier  // the count whose completion gives it back
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
