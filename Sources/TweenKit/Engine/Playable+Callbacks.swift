/// A playable's start and completion handlers.
extension Playable {
    /// Runs each time it begins to play in this run (when its delay is over); the run's end lets it go.
    @discardableResult
    public func onStart(_ body: @escaping () -> Void) -> Self {
        startHandlers.append(body)
        return self
    }

    /// Runs once when this run ends, saying how, then is let go. Added after it ended, runs at once.
    @discardableResult
    public func onComplete(_ body: @escaping (TweenResult) -> Void) -> Self {
        if let result = endResult { body(result) } else { completionHandlers.append(body) }
        return self
    }

    /// How it ended, read back from its state (and the error kept for a failure); nil until then.
    var endResult: TweenResult? {
        switch state {
        case .finished: return .finished
        case .cancelled: return .cancelled
        case .failed: return .failed(failure ?? .targetDeallocated)
        default: return nil
        }
    }
}
