/// Something a customer asked for that can be asked again: a line typed at the prompt, a request of the full screen.
public protocol Retriable: Equatable, Sendable {
    /// Whether this attempt takes the place of `earlier` in the memory of what failed: the same line typed again, a
    /// newer request for the same part of the screen.
    func replaces(_ earlier: Self) -> Bool
}

/// What failed and can be tried again, for both drivers: the line shell's `retry` repeats the latest failure, the full
/// screen's `r` every one at once. An attempt is remembered when it did not happen (it failed, or was cancelled) and
/// forgotten once an attempt that replaces it goes through. After a retry got through, the next `retry` does not go
/// back to an older failure unasked: it says what it could still retry, and the one after does it.
public struct RetryMemory<Attempt: Retriable>: Equatable, Sendable {
    /// What a retry of the latest failure does.
    public enum Answer: Equatable, Sendable {
        /// Repeats this attempt.
        case retry(Attempt)
        /// Repeats nothing, and says why.
        case nothing(Nothing)
    }

    /// Why a retry repeats nothing.
    public enum Nothing: Equatable, Sendable {
        /// Nothing has failed.
        case nothingFailed
        /// This retry went through, and nothing has failed since.
        case retriedAndNothingFailedSince(Attempt)
        /// This retry went through; the second failed before it, and the next retry repeats it.
        case retriedAndEarlierFailed(Attempt, earlier: Attempt)
    }

    /// How many failures are remembered, the oldest forgotten first.
    public static var limit: Int { 10 }

    /// What did not happen, oldest first, each once.
    public private(set) var failed: [Attempt] = []
    /// The attempt the last retry got through, until another fails or `latest()` has said what else it can retry.
    private var retried: Attempt?

    /// An empty memory.
    public init() {}

    /// Notes how `attempt` went: a failure is remembered in place of any it replaces, and one that went through
    /// forgets those it replaces.
    public mutating func note(_ attempt: Attempt, happened: Bool) {
        failed.removeAll { attempt.replaces($0) }
        guard !happened else { return }
        failed = Array((failed + [attempt]).suffix(Self.limit))
        retried = nil
    }

    /// Notes how a retry of `attempt`, the latest failure, went: once it got through, it is forgotten and said to have
    /// gone through; a failed retry keeps it.
    public mutating func noteRetry(of attempt: Attempt, happened: Bool) {
        guard happened else { return }
        failed.removeAll { attempt.replaces($0) }
        retried = attempt
    }

    /// What a retry of the latest failure repeats now, or why nothing.
    public mutating func latest() -> Answer {
        if let retried {
            self.retried = nil
            return .nothing(failed.last.map { .retriedAndEarlierFailed(retried, earlier: $0) } ?? .retriedAndNothingFailedSince(retried))
        }
        return failed.last.map(Answer.retry) ?? .nothing(.nothingFailed)
    }

    /// Whether nothing is remembered to retry.
    public var isEmpty: Bool { failed.isEmpty }
}
