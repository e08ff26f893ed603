import Entities

/// What the shop remembers of its customer between runs: the wish list, ratings, units sold and orders.
public struct ShopState: Equatable, Sendable {
    /// Wished-for products, in the order they were added, each with how many and its price then.
    public var wishList: [WishListEntry]
    public var ratings: [ProductID: Rating]
    /// Units bought of each product; the catalogue's quantity less these is the stock left.
    public var sold: [ProductID: Int]
    public var orders: [Order]
    /// The number the next order gets.
    public var nextOrderNumber: Int

    /// A state holding the given values.
    public init(
        wishList: [WishListEntry] = [],
        ratings: [ProductID: Rating] = [:],
        sold: [ProductID: Int] = [:],
        orders: [Order] = [],
        nextOrderNumber: Int = ShopState.firstOrderNumber
    ) {
        self.wishList = wishList
        self.ratings = ratings
        self.sold = sold
        self.orders = orders
        self.nextOrderNumber = nextOrderNumber
    }

    /// Order numbers start here so that the first one already looks like an order number.
    public static let firstOrderNumber = 1001

    /// A customer who has done nothing yet.
    public static let empty = ShopState()

    /// `product` as it stands now: the catalogue's quantity less the units sold, never below zero.
    public func current(_ product: Product) -> Product {
        product.selling(sold[product.id] ?? 0)
    }

    /// The wished-for product ids, in the order they were added.
    public var wishListIDs: [ProductID] { wishList.map(\.productID) }

    /// The wish list's entry for the product with `id`, if it is there.
    public func wishListEntry(for id: ProductID) -> WishListEntry? {
        wishList.first { $0.productID == id }
    }

    /// Takes the product with `id` off the wish list.
    mutating func removeFromWishList(_ id: ProductID) {
        wishList.removeAll { $0.productID == id }
    }

    /// The order the checkout with `key` placed, if any.
    public func order(placedByCheckout key: String) -> Order? {
        orders.first { $0.checkoutKey == key }
    }
}
