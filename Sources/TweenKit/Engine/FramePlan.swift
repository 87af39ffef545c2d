/// The frame times of an offline render (`samples`, `renderFrames`): one every 1/rate seconds from 0, the last at
/// `end`, never more than `Playable.maximumFrameCount + 1` frames. Over a finite run that would need more, the rate
/// is lowered so the frames still span the whole run and the last one still shows the end; over an endless run
/// (repeating forever with no limit) they stop after the maximum.
struct FramePlan {
    let rate: Double
    let end: Double
    /// The index of the last frame: frames are `0...lastIndex`.
    let lastIndex: Int

    /// Nil for a rate that is not positive and finite, or an end that is NaN.
    init?(framesPerSecond: Double, end: Double) {
        guard framesPerSecond > 0, framesPerSecond.isFinite, !end.isNaN else { return nil }
        let cap = Double(Playable.maximumFrameCount)
        let wanted = (max(end, 0) * framesPerSecond).rounded(.up)
        if wanted <= cap {
            (rate, lastIndex) = (framesPerSecond, Int(wanted))
        } else if end.isFinite {
            (rate, lastIndex) = (cap / end, Playable.maximumFrameCount)
        } else {
            (rate, lastIndex) = (framesPerSecond, Playable.maximumFrameCount)
        }
        self.end = max(end, 0)
    }

    /// Seconds from the start at frame `index`.
    func time(_ index: Int) -> Double { min(Double(index) / rate, end) }
}
