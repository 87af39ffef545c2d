import Testing

/// Tags that pick a part of the suite: `swift test --filter` takes a suite or test name; tags show in Xcode's
/// test navigator and in `swift test` output.
extension Tag {
    /// Sequences, groups and placed timelines.
    @Tag static var timeline: Self
    /// Checked against the reference model of "Timeline Semantics".
    @Tag static var model: Self
    /// Queues of steps.
    @Tag static var queue: Self
    /// Counting labels and their text.
    @Tag static var counting: Self
    /// Hosted tweens: the clock layer and Core Animation's part.
    @Tag static var hosted: Self
    /// Values and how they interpolate.
    @Tag static var values: Self
    /// Takes seconds rather than milliseconds.
    @Tag static var slow: Self
}
