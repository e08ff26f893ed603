import Entities

/// The wish list screen: each item with its price, text, colours and stock mark, and the total.
public struct WishListViewModel: Equatable, Sendable {
    /// One product in the wish list.
    public struct Item: Equatable, Sendable {
        /// The product the item is, for a driver to act on, and how many of it are wished for.
        public let productID: ProductID
        public let wishedQuantity: Int
        public let id: String
        /// What the line costs: the price, as many times as are wished for.
        public let price: String
        /// How many are wished for, when several: `2 ×`; nil for one.
        public let quantity: String?
        public let name: String
        public let shortDescription: String
        public let colours: [ColourViewModel]
        /// What to know about the line: `out of stock`, `only 1 left`, `was $189.00`.
        public let notes: [String]
    }

    public let title: String
    public let items: [Item]
    public let total: String?
    /// Said instead of items when the wish list is empty: a clause the driver ends with how to fill it.
    public let emptyMessage: String?
    /// What can be done next: find a product and keep it here, or check out, change how many, take an item off.
    public let nextSteps: [NextStep]
}
