/// Remembers the last line that did not happen, for `retry`; a success of that retry forgets it.
struct RetryMemory {
    private(set) var failedLine: String?

    /// Notes how `line` went: a failure is remembered, except a failed `retry`, which keeps the line it retried.
    mutating func record(_ line: String, isRetry: Bool, result: CommandResult) {
        switch (isRetry, result.didNotHappen) {
        case (false, true): failedLine = line
        case (true, false): failedLine = nil
        default: break
        }
    }
}
