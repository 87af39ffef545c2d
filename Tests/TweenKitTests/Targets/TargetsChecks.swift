import Testing

// The Targets folder's checks: a test or two run them all, rather than a test each, so that `swift test`
// prints two lines a folder. Support/Check.swift says how to add a check and how to run only some.

/// Every check of the Targets folder but those the tests below run.
@Test func targets() async {
    await Check.run([
        KeyValueKeyTests.self,
        ObjectTargetTests.self,
        TweenableTests.self,
        WeakTargetTests.self,
        WriteOnlyTargetTests.self,
        PropertySpellingTests.self,
    ])
}

/// Their checks wait on a real timer or on another task: a minute at most, so that a hang fails the run rather than
/// stalls it.
@Test(.timeLimit(.minutes(1))) func targetsWithinAMinute() async {
    await Check.run([
        IdleSweepTests.self
    ])
}
