import Entities

/// The words a customer types for what the shop offers, in the terms of the driver in front of it. Presenters quote
/// them in hints and messages, so that another driver (a chat window, a voice front end) reuses every presenter
/// unchanged with words of its own.
public protocol ShopVocabulary: Sendable {
    /// Opening one product: `show ID`.
    var showProduct: String { get }
    /// Every product, with any search set aside: `catalogue`.
    var allProducts: String { get }
    /// Every product, leaving a search but keeping the order: `catalogue all`.
    var leaveSearch: String { get }
    /// The next page: `next`.
    var nextPage: String { get }
    /// The previous page: `prev`.
    var previousPage: String { get }
    /// Any page by its number: `catalogue page N`.
    var anyPage: String { get }
    /// Searching names and descriptions: `find TEXT`.
    var find: String { get }
    /// Putting a product named by its id on the wish list: `add ID`.
    var addProduct: String { get }
    /// Putting the product on screen on the wish list: `add`.
    var addShownProduct: String { get }
    /// Taking a product named by its id off the wish list: `remove ID`.
    var removeProduct: String { get }
    /// Taking the product on screen off the wish list: `remove`.
    var removeShownProduct: String { get }
    /// Rating the product on screen: `rate N`.
    var rateShownProduct: String { get }
    /// Going back to the previous screen: `back`.
    var back: String { get }
    /// The wish list: `wish`.
    var wishList: String { get }
    /// The cart: `cart`.
    var cart: String { get }
    /// Placing the order: `checkout`.
    var checkout: String { get }
    /// Every command: `help`.
    var help: String { get }
    /// The orders placed: `orders`.
    var orders: String { get }
    /// One placed order by its number: `order N`.
    var showOrder: String { get }
    /// Setting how many of a wish-listed product: `quantity ID N`.
    var setQuantity: String { get }
    /// Taking the product with `id` off the wish list: `remove 3`.
    func remove(_ id: ProductID) -> String
    /// Wishing for `quantity` of the product with `id`: `quantity 3 2`.
    func quantity(_ id: ProductID, _ quantity: Int) -> String
}
