import Testing

extension SplitMix64: RandomNumberGenerator {}

/// A timeline shows, for each time, one value per property, whatever path its clock took to get there (V1):
/// random sequences of tweens, waits and staggered groups on three properties, sought along random paths or played
/// forward and back in random frames, against the reference model.
@MainActor @Suite(.tags(.timeline, .model)) struct TimelineSeekTests {
    @Test(arguments: 0..<200) func seeksAlongAnyPathLandOnTheTimelinesValues(seed: UInt64) {
        Self.row(seed, seeks: true).check()
    }

    @Test(arguments: 0..<200) func framesForwardAndBackLandOnTheTimelinesValues(seed: UInt64) {
        Self.row(seed, seeks: false).check()
    }

    /// A random sequence of tweens (each with `from`), waits and staggered groups of tweens; then twelve seeks (after
    /// a start and a pause, half the time), or a start, a frame anywhere, a reverse half the time, and frames on.
    static func row(_ seed: UInt64, seeks: Bool) -> ModelRow {
        var rng = SplitMix64(seed: seed)
        func step() -> ModelNode {
            let property = [ModelProperty.a, .a1, .a2].randomElement(using: &rng)!
            let from = Double(Int.random(in: 0...100, using: &rng))
            let to = Double(Int.random(in: 0...100, using: &rng))
            return tween(property, from: from, to: to, [0.25, 0.5, 1].randomElement(using: &rng)!)
        }
        var lines: [ModelLine] = []
        for _ in 0..<Int.random(in: 2...7, using: &rng) {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: lines.append(wait([0.25, 0.5].randomElement(using: &rng)!))
            case 1:
                let stagger = ModelStagger.each([0, 0.125, 0.25].randomElement(using: &rng)!)
                lines.append(group(stagger: stagger, (0..<Int.random(in: 1...3, using: &rng)).map { _ in step() }))
            default: lines.append(step())
            }
        }
        let root = seq(lines)
        var play: [Play] = []
        if seeks {
            if Bool.random(using: &rng) { play += [.start, .pause] }
            for _ in 0..<12 { play.append(.seek(Double.random(in: -0.05...1.05, using: &rng))) }
        } else {
            var next = 0
            let duration = ModelLayout(root.numbered(&next)).span[0]!.totalDuration
            play += [.start, .by(Double.random(in: 0...duration, using: &rng))]
            if Bool.random(using: &rng) { play.append(.reverse) }
            for _ in 0..<40 { play.append(.by(Double.random(in: 0.01...0.3, using: &rng))) }
        }
        return ModelRow("seed \(seed)", root, values: [.a: -1, .a1: -1, .a2: -1], play)
    }
}
