import Testing

// The Concurrency folder's checks: a test or two run them all, rather than a test each, so that `swift test`
// prints two lines a folder. Support/Check.swift says how to add a check and how to run only some.

/// Every check of the Concurrency folder.
@Test func concurrency() async {
    var suites: [any CheckSuite.Type] = [
        ConcurrencyTests.self,
        ValueAtTimeTests.self,
    ]
    #if canImport(Observation)
    suites.append(TweenedValueTests.self)
    #endif
    #if canImport(Observation)
    suites.append(SpringRetargetTests.self)
    #endif
    await Check.run(suites)
}
