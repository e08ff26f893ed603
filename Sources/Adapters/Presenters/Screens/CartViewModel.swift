/// The cart screen: what checking out buys, and what it costs.
public struct CartViewModel: Equatable, Sendable {
    /// One product in the cart, as many of it as are wished for.
    public struct Line: Equatable, Sendable {
        public let id: String
        /// How many, when there are several: `2 ×`; nil for one.
        public let quantity: String?
        public let name: String
        /// What the line costs.
        public let price: String
        /// What to know about the line: `out of stock`, `only 1 left`, `was $189.00`.
        public let notes: [String]
    }

    public let title: String
    public let lines: [Line]
    public let subtotal: String
    public let shipping: String
    public let total: String
    /// Said instead of lines and totals when the cart is empty: a clause the driver ends with how to fill it.
    public let emptyMessage: String?
    /// What can be done next: check out, or first what keeps the cart from being bought (take off what is out of
    /// stock, ask for no more than is left), or fill an empty cart.
    public let nextSteps: [NextStep]

    /// Whether checking out is offered: nothing stands in its way.
    public var offersCheckout: Bool { nextSteps.contains(.checkOut) }
}
