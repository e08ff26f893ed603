/// The order history: one row an order, newest first.
public struct OrderHistoryViewModel: Equatable, Sendable {
    /// One placed order.
    public struct Row: Equatable, Sendable {
        /// `#1001`.
        public let number: String
        /// When it was placed, in local time; `not recorded` for orders from before times were kept.
        public let placedAt: String
        /// `3 items`.
        public let items: String
        public let total: String
    }

    public let title: String
    public let rows: [Row]
    /// Said instead of rows when no order was placed yet.
    public let emptyMessage: String?
    public let hint: String
}
