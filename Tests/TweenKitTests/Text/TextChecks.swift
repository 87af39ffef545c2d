import Testing

// The Text folder's checks: a test or two run them all, rather than a test each, so that `swift test`
// prints two lines a folder. Support/Check.swift says how to add a check and how to run only some.

/// Every check of the Text folder.
@Test func text() async {
    await Check.run([
        CountAnnouncementTests.self,
        CountingLayoutTests.self,
        CountingNumbersTests.self,
        CountingTests.self,
        MappedCountTests.self,
    ])
}
