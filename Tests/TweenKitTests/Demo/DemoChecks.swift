import Testing

// The Demo folder's checks: a test or two run them all, rather than a test each, so that `swift test`
// prints two lines a folder. Support/Check.swift says how to add a check and how to run only some.

/// Every check of the Demo folder.
@Test func demo() async {
    await Check.run([
        DemoTests.self,
        DemoCommandLineTests.self,
    ])
}
