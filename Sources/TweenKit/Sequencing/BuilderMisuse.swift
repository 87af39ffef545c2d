// Calls that look as if they build a timeline but cannot, refused with what to write instead (else the compiler
// speaks of a missing "parameter #2", or of `Timeline`'s internal initializer).

extension TweenSequence {
    /// Not a sequence: its steps go in braces.
    @available(*, unavailable, message: "a sequence takes its steps in braces: TweenSequence { a; Wait(0.5); b }")
    public convenience init(_ steps: Playable..., engine: TweenEngine = .shared) { self.init(engine: engine) {} }
}

extension TweenGroup {
    /// Not a group: its steps go in braces.
    @available(*, unavailable, message: "a group takes its steps in braces: TweenGroup(stagger: 0.1) { a; b }")
    public convenience init(_ steps: Playable..., stagger: Double = 0, engine: TweenEngine = .shared) {
        self.init(stagger: stagger, engine: engine) {}
    }

    /// Not a group: its steps go in braces.
    @available(*, unavailable, message: "a group takes its steps in braces: TweenGroup(stagger: .each(0.1)) { a; b }")
    public convenience init(_ steps: Playable..., stagger: Stagger, engine: TweenEngine = .shared) {
        self.init(stagger: stagger, engine: engine) {}
    }
}

extension Timeline {
    /// Not a timeline: make a sequence or a group.
    @available(*, unavailable, message: "make a TweenSequence { a; b } (in turn) or a TweenGroup { a; b } (together)")
    public convenience init(_ steps: Playable..., engine: TweenEngine = .shared) {
        self.init(items: [], placement: .afterEnd, engine: engine)
    }

    /// Not a timeline: make a sequence or a group.
    @available(*, unavailable, message: "make a TweenSequence { a; b } (in turn) or a TweenGroup { a; b } (together)")
    public convenience init(engine: TweenEngine = .shared, @TimelineBuilder _ steps: () -> [TimelineItem]) {
        self.init(items: steps(), placement: .afterEnd, engine: engine)
    }
}
