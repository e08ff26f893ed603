import UseCases

/// How an injected failure fails, each mapped to the error a real data layer would give.
public enum FaultKind: String, CaseIterable, Equatable, Sendable {
    case noInternet = "no-internet"
    case timeout
    case notFound = "not-found"
    case decoding

    /// The error the data layer throws for this kind.
    public var error: DataAccessError {
        switch self {
        case .noInternet: .unavailable
        case .timeout: .timedOut
        case .notFound: .notFound
        case .decoding: .damaged("the answer was not valid JSON")
        }
    }
}
