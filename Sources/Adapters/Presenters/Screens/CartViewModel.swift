/// The cart screen: what checking out buys, and what it costs.
public struct CartViewModel: Equatable, Sendable {
    /// One product in the cart.
    public struct Line: Equatable, Sendable {
        public let id: String
        public let name: String
        public let price: String
        /// "out of stock" where none are left, else nil.
        public let outOfStock: String?
    }

    public let title: String
    public let lines: [Line]
    public let subtotal: String
    public let shipping: String
    public let total: String
    /// Said instead of lines and totals when the cart is empty.
    public let emptyMessage: String?
    public let hint: String
}
