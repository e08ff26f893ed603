/// How a request ended, returned to whoever asked so that it can decide what comes next (an exit status, a retry)
/// without reading back what a view showed.
public enum Outcome: Equatable, Sendable {
    /// It was done, and its answer published.
    case done
    /// It failed with this error, which was published.
    case failed(ShopError)
    /// The customer stopped it before it was answered; nothing was changed.
    case cancelled

    /// The outcome of a request that ended with `result`.
    public init<Value>(_ result: Result<Value, ShopError>) {
        switch result {
        case .success: self = .done
        case .failure(.dataAccess(.cancelled)): self = .cancelled
        case let .failure(error): self = .failed(error)
        }
    }
}
