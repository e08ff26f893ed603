import Entities

/// How an injected failure fails, each mapped to the shop error a real data layer would give.
public enum FaultKind: String, CaseIterable, Equatable, Sendable {
    case noInternet = "no-internet"
    case timeout
    case notFound = "not-found"
    case decoding

    /// The error the data layer throws for this kind.
    public var shopError: ShopError {
        switch self {
        case .noInternet: .noConnection
        case .timeout: .timedOut
        case .notFound: .notFound
        case .decoding: .unreadableData("the answer was not valid JSON")
        }
    }
}
