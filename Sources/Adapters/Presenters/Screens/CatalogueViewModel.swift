import Entities

/// The catalogue screen: one row a product.
public struct CatalogueViewModel: Equatable, Sendable {
    /// One product in the list.
    public struct Row: Equatable, Sendable {
        /// The product the row shows, for a driver to act on.
        public let productID: ProductID
        public let id: String
        public let name: String
        public let price: String
        /// How many are left, in words: `in stock`, `only 2 left`, `out of stock`.
        public let stock: String
        public let isInStock: Bool
        /// What to know about the stock, shown beside the name: `only 2 left`, `out of stock`, nothing when there are
        /// plenty; in the stock order, how many are left on every row: `12 left`.
        public let notes: [String]
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
    /// The widest id and price of the whole catalogue, so that those columns keep one width on every page; nil when
    /// they are not known, and then each page is as wide as its own rows.
    public let widest: Widest?
    /// The widest a row's `stock` can be (`out of stock`), so that a column of them keeps one width on every page.
    public let widestStock: String

    /// Cells as wide as the widest of their column can be, ready to print (and to measure).
    public struct Widest: Equatable, Sendable {
        public let id: String
        public let price: String
    }
}
