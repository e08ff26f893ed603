/// Remembers the commands that did not happen, for `retry`, which repeats the latest of them. Once a retry has got
/// through, `retry` does not go back to an older failure unasked: it says what it can still retry (the next `retry`
/// does), or that nothing has failed since.
struct RetryMemory {
    /// What `retry` does now.
    enum Answer: Equatable {
        /// Repeats this line.
        case retry(String)
        /// Repeats nothing, and says why.
        case nothing(because: String)
    }

    /// How many failed lines are remembered, the oldest forgotten first.
    static let limit = 10

    /// The lines that did not happen, oldest first, each once.
    private(set) var failedLines: [String] = []
    /// The line the last retry got through, until another command fails or `retry` says what else it can retry.
    private var retriedLine: String?
    /// The line the `retry` under way repeats.
    private var retrying: String?

    /// What `retry` does now: the latest failure, or why nothing.
    mutating func answerRetry() -> Answer {
        if let retried = retriedLine {
            retriedLine = nil
            guard let older = failedLines.last else {
                return .nothing(because: "there is nothing to retry: \"\(retried)\" went through when retried, and nothing has failed since")
            }
            return .nothing(because: "\"\(retried)\" went through when retried; \"\(older)\" failed before it: type \"retry\" again to try it")
        }
        guard let line = failedLines.last else { return .nothing(because: "there is nothing to retry: no command has failed") }
        retrying = line
        return .retry(line)
    }

    /// Notes how `line` went: a failure is remembered, a success forgets the same line, and a retry that got through
    /// forgets the line it repeated.
    mutating func record(_ line: String, isRetry: Bool, result: CommandResult) {
        defer { retrying = nil }
        guard isRetry else {
            failedLines.removeAll { $0 == line }
            guard result.didNotHappen else { return }
            failedLines = Array((failedLines + [line]).suffix(Self.limit))
            retriedLine = nil
            return
        }
        if let retrying, !result.didNotHappen {
            failedLines.removeAll { $0 == retrying }
            retriedLine = retrying
        }
    }
}
