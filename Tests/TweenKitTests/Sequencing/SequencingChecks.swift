import Testing

// The Sequencing folder's checks: a test or two run them all, rather than a test each, so that `swift test`
// prints two lines a folder. Support/Check.swift says how to add a check and how to run only some.

/// Every check of the Sequencing folder but those the tests below run.
@Test func sequencing() async {
    await Check.run([
        CallTests.self,
        ModelToolingTests.self,
        ReferenceModelTests.self,
        ShrunkRepros.self,
        OwnershipTests.self,
        PlacedTimelineTests.self,
        PlayableModelTests.self,
        QueueReliabilityTests.self,
        RandomTimelineTests.self,
        ReentrantControlTests.self,
        ReviewControlTests.self,
        ReviewDeepTests.self,
        ReviewDoubleEventTests.self,
        ReviewEventTests.self,
        ReviewHandlerTests.self,
        ReviewLifetimeTests.self,
        ReviewOwnershipTests.self,
        ReviewPlacementTests.self,
        ReviewProbeTests.self,
        ReviewQueueTests.self,
        ReviewRateTests.self,
        ReviewRound4ControlTests.self,
        ReviewRound4HandlerTests.self,
        ReviewRound4MixTests.self,
        ReviewRound5ControlTests.self,
        ReviewRound5MixTests.self,
        ReviewSeamTests.self,
        ReviewValueTests.self,
        ScrubTests.self,
        StaggerTests.self,
        TimelineOwnershipTests.self,
        StepVelocityTests.self,
        TimelineRestartTests.self,
        TimelineRestartWhilePlayingTests.self,
        CallRestartTests.self,
        TimelineRuleTests.self,
        TimelineSeekTests.self,
        TweenQueueTests.self,
        TweenSequenceTests.self,
    ])
}

/// The random programs against the reference model, in a test of their own so that a long run reaches them alone:
/// `TWEENKIT_RANDOM_PROGRAMS=20000 swift test --filter ModelDifferential`.
@Test func sequencingModelDifferential() async {
    await Check.run([
        ModelDifferentialTests.self
    ])
}
