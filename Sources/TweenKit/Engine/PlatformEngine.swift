#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore
#endif

extension TweenEngine {
    /// The shared engine on this platform: see `shared`.
    static func makeShared() -> TweenEngine {
        #if canImport(QuartzCore) && !os(watchOS)
        let engine = TweenEngine(driver: DisplayLinkDriver())
        engine.segmentClockProvider = TweenLayerSite.clock(forHost:)
        engine.controlWriteScope = { CATransaction.withoutActions($0) }
        SystemObserver.observe(for: engine)
        return engine
        #else
        return TweenEngine(driver: DispatchDriver())
        #endif
    }
}
