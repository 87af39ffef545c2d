/// Swift concurrency for every playable: await how it ends, or run it as part of a task.
extension Playable {
    /// How it ended, once it has: at once if it already has (a step: once its timeline's run has ended, how it ended
    /// in that run). Any number of tasks may await it; each gets the result. Awaiting keeps it alive until it ends.
    ///
    /// ```swift
    /// let fade = Tween(view, \.alpha, to: 0, duration: 0.3)
    /// fade.start()
    /// if await fade.finished == .finished { view.removeFromSuperview() }
    /// ```
    public var finished: TweenResult {
        get async {
            if !isChild || (planRoot ?? parent?.outermost ?? self).state.isEnded,
                let result = endResult ?? (isChild ? .cancelled : nil)
            {
                return result
            }
            return await withCheckedContinuation { continuation in
                ensuredExtras.awaiters.append(continuation)
                eventsChanged()
            }
        }
    }

    /// Starts it and waits for it to end. Cancelling the task cancels it (it stops where it is, as
    /// `cancel()` does) and throws `CancellationError`; a task already cancelled does not start it.
    ///
    /// ```swift
    /// let task = Task { try await Tween(gauge, \.level, to: 100, duration: 1).run() }
    /// task.cancel()   // once it runs, the tween completes .cancelled and the task throws CancellationError
    /// ```
    @discardableResult
    public func run() async throws -> TweenResult {
        try Task.checkCancellation()
        let result = await withTaskCancellationHandler {
            start()
            return await finished
        } onCancel: {
            // Called at once, on the thread that cancelled: on the main thread, cancel now; elsewhere, as
            // soon as the main actor can.
            if !onMainThread({ self.cancel() }) { Task { @MainActor in self.cancel() } }
        }
        try Task.checkCancellation()
        return result
    }

    /// Resumes every task awaiting `finished`.
    func resumeAwaiters(with result: TweenResult) {
        let waiting = extras?.awaiters ?? []
        extras?.awaiters = []
        for awaiter in waiting { awaiter.resume(returning: result) }
    }
}

extension Tween where Value: Sendable {
    /// The values it writes, as they are written, ending when it ends. A slow consumer never makes it
    /// wait and never grows memory: only the newest value not yet taken is kept.
    ///
    /// ```swift
    /// let count = Tween(from: 0, to: 100, duration: 1)
    /// count.start()
    /// for await value in count.values { print(value) }   // ..., 100.0, then the loop ends
    /// ```
    public var values: AsyncStream<Value> {
        AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            onUpdate { continuation.yield($0) }
            onComplete { _ in continuation.finish() }
        }
    }
}
