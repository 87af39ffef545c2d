#if canImport(QuartzCore) && !os(watchOS)
import QuartzCore
#endif

extension TweenEngine {
    /// The shared engine on this platform: see `shared`.
    static func makeShared() -> TweenEngine {
        #if canImport(QuartzCore) && !os(watchOS)
        let driver = DisplayLinkDriver()
        let engine = TweenEngine(driver: driver)
        driver.framesWrite = { [weak engine] in engine?.framesWrite ?? false }
        engine.segmentClockProvider = TweenLayerSite.clock(forHost:)
        engine.controlWriteScope = { CATransaction.withoutActions($0) }
        SystemObserver.observe(for: engine)
        return engine
        #else
        return TweenEngine(driver: DispatchDriver())
        #endif
    }

    /// Whether its frames write anything themselves: something plays on them rather than on a clock. (A playable its
    /// frames took over from a clock writes in a transaction of its own.)
    var framesWrite: Bool { activePlayables().contains { $0.extras?.segmentClock == nil } }
}
