import Testing

// The Timing folder's checks: a test or two run them all, rather than a test each, so that `swift test`
// prints two lines a folder. Support/Check.swift says how to add a check and how to run only some.

/// Every check of the Timing folder.
@Test func timing() async {
    await Check.run([
        BezierAccuracyTests.self,
        ReferenceBezierTests.self,
        DecayTests.self,
        DescriptionTests.self,
        NewcomerShapeTests.self,
        ErrorMessageTests.self,
        SpringTests.self,
        SpringTweenTests.self,
        TimingCurveTests.self,
    ])
}
