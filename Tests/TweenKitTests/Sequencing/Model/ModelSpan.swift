/// Where a playable is at a local time, by the timing model (rules T1–T4): a delay, then passes of
/// `duration` with rests between them, forward or (every other pass, with autoreverse) backward.
///
/// Content of no length has one pass of no length, whatever the repeat count (T2), and no rests.
struct ModelSpan {
    var timing: ModelTiming
    /// One pass: a tween's duration, a wait's seconds, a timeline's content duration, 0 for a call.
    var duration: Double

    /// How many passes, counting a part-pass as a fraction: `repeatCount` cycles, two passes a cycle with
    /// autoreverse; 0 counts as 1.
    var passes: Double {
        guard duration > 0 else { return 1 }
        let cycles = timing.repeatCount == 0 ? 1 : timing.repeatCount
        return cycles * (timing.autoreverses ? 2 : 1)
    }

    /// Passes begun, the last of them perhaps a part-pass.
    var passCount: Int { Int(passes.rounded(.up)) }

    /// A pass and the rest after it.
    var period: Double { duration + timing.repeatDelay }

    var activeDuration: Double {
        guard duration > 0 else { return 0 }
        return passes * duration + Double(passCount - 1) * timing.repeatDelay
    }

    /// Delay, passes and rests, at the playable's own speed.
    var totalDuration: Double { timing.delay + activeDuration }

    /// How long pass `k` plays (the last may be a part-pass).
    func passLength(_ k: Int) -> Double {
        k < passCount - 1 ? duration : (passes - Double(passCount - 1)) * duration
    }

    /// The local time pass `k` starts at.
    func passStart(_ k: Int) -> Double { timing.delay + Double(k) * period }

    /// Whether pass `k` plays its content forward.
    func isForward(_ k: Int) -> Bool { !timing.autoreverses || k % 2 == 0 }

    /// The pass a local time falls in, counting the rest after a pass as part of it; a seam between two
    /// passes belongs to the pass that begins there.
    func pass(at local: Double) -> Int {
        guard duration > 0, local > timing.delay else { return 0 }
        let k = Int(((local - timing.delay) / period).rounded(.down))
        return min(max(k, 0), passCount - 1)
    }

    /// The content time at a local time (T2): 0 during the delay, where the pass ended during a rest and
    /// after the end, `duration − t` on a backward pass.
    /// With `atPassEnd`, a seam (within a nanosecond after one) is the end of the pass before (E6).
    func contentTime(at local: Double, atPassEnd: Bool = false) -> Double {
        guard local > timing.delay, duration > 0 else { return 0 }
        let k = pass(at: local)
        if atPassEnd, k >= 1, local - passStart(k) <= 1e-9 { return isForward(k - 1) ? duration : 0 }
        let into = min(local - passStart(k), passLength(k))
        return isForward(k) ? into : duration - into
    }

    /// Whether the local time falls in a rest between two passes.
    func isResting(at local: Double) -> Bool {
        guard duration > 0, local > timing.delay else { return false }
        let k = pass(at: local)
        return k < passCount - 1 && local - passStart(k) > duration
    }
}
