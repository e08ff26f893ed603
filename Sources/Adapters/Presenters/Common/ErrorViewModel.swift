/// Why a request failed: one line ready to show, and a stable kind for scripts.
public struct ErrorViewModel: Equatable, Sendable {
    /// A stable name scripts can match, such as `product-not-found`.
    public let kind: String
    public let message: String

    public init(kind: String, message: String) {
        self.kind = kind
        self.message = message
    }
}
