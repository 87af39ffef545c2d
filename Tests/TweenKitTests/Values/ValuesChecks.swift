import Testing

// The Values folder's checks: a test or two run them all, rather than a test each, so that `swift test`
// prints two lines a folder. Support/Check.swift says how to add a check and how to run only some.

/// Every check of the Values folder.
@Test func values() async {
    await Check.run([
        ColorMixingTests.self,
        ColorBadInputTests.self,
        InterpolatableTests.self,
        VectorInterpolatableTests.self,
        MotionPathTests.self,
        TransformTests.self,
    ])
}
