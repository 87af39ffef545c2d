/// Maps the engine's clock onto a timeline's local time: local = anchorLocal + (now − anchorTime) · rate,
/// frozen while paused. Every change of speed, direction or place re-anchors it, so local time is
/// always computed from absolute time and never accumulated frame by frame.
struct Playhead: Sendable, Equatable {
    private(set) var anchorTime: Double = 0
    private(set) var anchorLocal: Double = 0
    /// Speed times direction (−1 when reversed).
    private(set) var rate: Double = 1
    private(set) var isFrozen = true

    func local(at now: Double) -> Double {
        isFrozen ? anchorLocal : anchorLocal + (now - anchorTime) * rate
    }

    /// Starts (or keeps) local time moving from wherever it is at `now`.
    mutating func run(at now: Double) {
        anchorLocal = local(at: now)
        anchorTime = now
        isFrozen = false
    }

    mutating func freeze(at now: Double) {
        anchorLocal = local(at: now)
        anchorTime = now
        isFrozen = true
    }

    mutating func setRate(_ rate: Double, at now: Double) {
        anchorLocal = local(at: now)
        anchorTime = now
        self.rate = rate
    }

    mutating func jump(to local: Double, at now: Double) {
        anchorLocal = local
        anchorTime = now
    }
}
