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
    /// Said instead of rows when the catalogue has no products.
    public let emptyMessage: String?
    public let hint: String
}
