/// The catalogue screen: one row a product.
public struct CatalogueViewModel: Equatable, Sendable {
    /// One product in the list.
    public struct Row: Equatable, Sendable {
        public let id: String
        public let name: String
        public let price: String
        public let stock: String
        public let isInStock: Bool
        /// The customer's stars, or that there are none, when the page is in the rating order; else nil.
        public let rating: String?
    }

    public let title: String
    public let rows: [Row]
    /// Said instead of rows when no product is listed: a clause the driver ends, with how to see every product when
    /// `nextSteps` offers it.
    public let emptyMessage: String?
    /// What can be done from this page: open a product, turn pages, leave the search, see every product again.
    public let nextSteps: [NextStep]
}
