import Testing

// The Engine folder's checks: a test or two run them all, rather than a test each, so that `swift test`
// prints two lines a folder. Support/Check.swift says how to add a check and how to run only some.

/// Every check of the Engine folder but those the tests below run.
@Test func engine() async {
    await Check.run([
        BadInputTests.self,
        CarryTests.self,
        RetargetBadInputTests.self,
        ClockMachineTests.self,
        DiagnosticsTests.self,
        EngineTests.self,
        ControlWriteScopeTests.self,
        HostileInputTests.self,
        SpellingTests.self,
        KeyframeTweenTests.self,
        LastValueTests.self,
        LayerClockModelTests.self,
        HostedTweenTests.self,
        LifecycleTests.self,
        LifetimeTests.self,
        MainQueueTests.self,
        PlaybackMachineTests.self,
        RandomControlTests.self,
        ReentrancyTests.self,
        ReliabilityTests.self,
        CountingNaNTests.self,
        UserFormatterTests.self,
        CountMemoryTests.self,
        SettlingTests.self,
        RepeatDelayTests.self,
        RestartTests.self,
        SceneActivityTests.self,
        SpecializationTests.self,
        StartHandlerTests.self,
        TimingModelTests.self,
        TweenTests.self,
        TweenTimingTests.self,
        UpdateHandlerTests.self,
        VelocityTests.self,
        CurveSlopeTests.self,
    ])
}

/// Their checks wait on a real timer or on another task: a minute at most, so that a hang fails the run rather than
/// stalls it.
@Test(.timeLimit(.minutes(1))) func engineWithinAMinute() async {
    await Check.run([
        DispatchDriverTests.self
    ])
}
