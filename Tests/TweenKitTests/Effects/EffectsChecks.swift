import Testing

// The Effects folder's checks: a test or two run them all, rather than a test each, so that `swift test`
// prints two lines a folder. Support/Check.swift says how to add a check and how to run only some.

/// Every check of the Effects folder.
@Test func effects() async {
    await Check.run([
        BounceEffectTests.self
    ])
}
