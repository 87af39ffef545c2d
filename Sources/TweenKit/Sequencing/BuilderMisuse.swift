// Calls that look as if they build a timeline but cannot, answered with what to write instead.

extension TweenSequence {
    @available(*, unavailable, message: "a sequence takes its steps in braces: TweenSequence { a; Wait(0.5); b }")
    public convenience init(_ steps: Playable..., engine: TweenEngine = .shared) { self.init(engine: engine) {} }
}

extension TweenGroup {
    @available(*, unavailable, message: "a group takes its steps in braces: TweenGroup(stagger: 0.1) { a; b }")
    public convenience init(_ steps: Playable..., stagger: Double = 0, engine: TweenEngine = .shared) {
        self.init(stagger: stagger, engine: engine) {}
    }
    @available(*, unavailable, message: "a group takes its steps in braces: TweenGroup(stagger: .each(0.1)) { a; b }")
    public convenience init(_ steps: Playable..., stagger: Stagger, engine: TweenEngine = .shared) {
        self.init(stagger: stagger, engine: engine) {}
    }
}

extension Timeline {
    @available(*, unavailable, message: "make a TweenSequence { a; b } (in turn) or a TweenGroup { a; b } (together)")
    public convenience init(
        _ steps: Playable..., engine: TweenEngine = .shared, @TimelineBuilder _ more: () -> [TimelineItem] = { [] }
    ) { self.init(items: more(), placement: .afterEnd, engine: engine) }
}
