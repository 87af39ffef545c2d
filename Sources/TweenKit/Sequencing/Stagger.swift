/// How a group spreads its steps' starts: the time between neighbours (`each`) or over all of them (`total`),
/// measured from where the wave starts (`from`), with an optional easing over the offsets (GSAP's `stagger`
/// object describes the same things).
///
/// ```swift
/// let ripple = TweenGroup(stagger: .each(0.05, from: .center)) {
///     for bar in bars { Tween(bar, \.height, to: 80, duration: 0.4) }
/// }
/// Stagger.total(1, from: .edges, curve: .easeInQuad).offsets(count: 5)   // [0, 0.25, 1, 0.25, 0]
/// ```
public struct Stagger: Sendable {
    /// Where the wave starts: the steps nearest it start first.
    public enum Origin: Sendable, Equatable {
        /// The first step starts first (the default).
        case start
        /// The last step starts first.
        case end
        /// The middle step (or the middle two) starts first; the ends last.
        case center
        /// Both ends start first; the middle last.
        case edges
        /// The step at this index starts first, the others by their distance from it.
        case index(Int)
        /// Each step gets its own turn, in a random order that the number given decides: the same number,
        /// the same order, on every platform (`.shuffled(7)`).
        case shuffled(UInt64)
    }

    enum Amount: Sendable {
        case each(Double)
        case total(Double)
    }

    let amount: Amount
    /// Where the wave starts.
    public let origin: Origin
    /// The easing over the offsets: linear spreads them evenly, `.easeIn` bunches the first ones together.
    public let curve: TimingCurve

    /// `seconds` between one step and the next one further from `origin`.
    public static func each(_ seconds: Double, from origin: Origin = .start, curve: TimingCurve = .linear) -> Stagger {
        Stagger(amount: .each(seconds), origin: origin, curve: curve)
    }

    /// `seconds` from the first start to the last, shared among the steps.
    public static func total(_ seconds: Double, from origin: Origin = .start, curve: TimingCurve = .linear) -> Stagger {
        Stagger(amount: .total(seconds), origin: origin, curve: curve)
    }

    /// The start of each of `count` steps in seconds, in order; zeros when the stagger is invalid (see `validate()`).
    public func offsets(count: Int) -> [Double] {
        guard count > 0, validate() == nil else { return Array(repeating: 0, count: max(count, 0)) }
        let last = Double(count - 1)
        let order = origin.turns(count)
        let distances = (0..<count).map { i -> Double in
            let i = Double(i)
            switch origin {
            case .start: return i
            case .end: return last - i
            case .center: return abs(i - last / 2)
            case .edges: return last / 2 - abs(i - last / 2)
            case .index(let k): return abs(i - Double(k))
            case .shuffled: return Double(order[Int(i)])
            }
        }
        let nearest = distances.min()!
        let range = distances.max()! - nearest
        guard range > 0 else { return Array(repeating: 0, count: count) }
        let spread: Double
        switch amount {
        case .each(let seconds): spread = seconds * range
        case .total(let seconds): spread = seconds
        }
        // A huge stagger spreads to infinity (which no position accepts), never to NaN.
        return distances.map { distance in
            let eased = curve.value(at: (distance - nearest) / range)
            return eased == 0 ? 0 : eased * spread
        }
    }

    /// An error when the time is negative or not finite.
    func validate() -> TweenError? {
        switch amount {
        case .each(let seconds), .total(let seconds): return TweenError.check("stagger", seconds)
        }
    }
}

extension Stagger.Origin {
    /// For `.shuffled`: the turn of each of `count` steps, a permutation of 0..<count the number decides.
    fileprivate func turns(_ count: Int) -> [Int] {
        guard case .shuffled(let number) = self else { return [] }
        var turns = Array(0..<count)
        var state = number
        // SplitMix64: small, and the same on every platform, so a number gives the same order everywhere.
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for i in stride(from: count - 1, to: 0, by: -1) {
            turns.swapAt(i, Int(next() % UInt64(i + 1)))
        }
        return turns
    }
}
