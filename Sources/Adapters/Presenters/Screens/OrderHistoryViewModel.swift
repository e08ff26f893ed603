/// The order history: one row an order, newest first.
public struct OrderHistoryViewModel: Equatable, Sendable {
    /// One placed order.
    public struct Row: Equatable, Sendable {
        /// The order the row shows, for a driver to act on.
        public let orderNumber: Int
        /// `#1001`.
        public let number: String
        /// When it was placed, in local time; `not recorded` for orders from before times were kept.
        public let placedAt: String
        /// `3 items`.
        public let items: String
        public let total: String
        /// What paid parts of it, when anything did: `−$50.00 gift card`.
        public let payments: String?

        public init(orderNumber: Int, number: String, placedAt: String, items: String, total: String, payments: String? = nil) {
            self.orderNumber = orderNumber
            self.number = number
            self.placedAt = placedAt
            self.items = items
            self.total = total
            self.payments = payments
        }
    }

    public let title: String
    public let rows: [Row]
    /// Said instead of rows when no order was placed yet: a clause the driver ends with where to go.
    public let emptyMessage: String?
    /// What can be done next: see an order's receipt again, or, with none placed, see the cart.
    public let nextSteps: [NextStep]
}
