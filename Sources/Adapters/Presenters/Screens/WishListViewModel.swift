/// The wish list screen: each item with its price, text, colours and stock mark, and the total.
public struct WishListViewModel: Equatable, Sendable {
    /// One product in the wish list.
    public struct Item: Equatable, Sendable {
        public let id: String
        public let price: String
        public let name: String
        public let shortDescription: String
        public let colours: [ColourViewModel]
        /// "out of stock" where none are left, else nil.
        public let outOfStock: String?
    }

    public let title: String
    public let items: [Item]
    public let total: String?
    /// Said instead of items when the wish list is empty.
    public let emptyMessage: String?
    public let hint: String
}
