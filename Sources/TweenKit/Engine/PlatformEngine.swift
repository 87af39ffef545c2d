extension TweenEngine {
    /// The shared engine on this platform: see `shared`.
    static func makeShared() -> TweenEngine {
        #if canImport(QuartzCore) && !os(watchOS)
        let engine = TweenEngine(driver: DisplayLinkDriver())
        engine.segmentClockProvider = LayerClock.clock(forHost:)
        SystemObserver.observe(for: engine)
        return engine
        #else
        return TweenEngine(driver: DispatchDriver())
        #endif
    }
}
