/// Why a request failed: one line ready to show, a stable kind for scripts, and what would put it right.
public struct ErrorViewModel: Equatable, Sendable {
    /// A stable name scripts can match, such as `product-not-found`.
    public let kind: String
    /// What went wrong, lower case first with no full stop: a clause the driver may end with how to put it right.
    public let message: String
    /// What would put it right, when that is something the customer does, with the words that offer it.
    public let wayOut: WayOut?

    public init(kind: String, message: String, wayOut: WayOut? = nil) {
        self.kind = kind
        self.message = message
        self.wayOut = wayOut
    }

    /// The steps that would put it right: `remove(productID: "7")`, `seeOrders`.
    public var nextSteps: [NextStep] { wayOut?.steps ?? [] }
}
