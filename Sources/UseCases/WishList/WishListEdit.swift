import Entities

/// A change made to the wish list: which product went in or out or how many of it are wished for now, the list
/// afterwards as read again for display, whether an earlier attempt whose answer was lost had made it already, and how
/// safely it is kept.
public struct WishListEdit: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case added, removed
        /// The line now holds this many.
        case quantitySet(Int)
    }

    public let kind: Kind
    /// Which product the change was about.
    public let productID: ProductID
    /// The product, at the stock now left; nil for one the catalogue no longer lists, taken off.
    public let product: Product?
    /// The wish list after the change, or why it could not be read again (the change was saved either way).
    public let wishList: Refresh<PricedWishList>
    /// The change was found made by an earlier attempt at it, whose answer was lost.
    public let byEarlierAttempt: Bool
    /// How safely the change is kept.
    public let durability: Durability

    public init(
        _ kind: Kind, _ product: Product, wishList: Refresh<PricedWishList>, byEarlierAttempt: Bool = false, durability: Durability = .safe
    ) {
        self.init(kind, productID: product.id, product, wishList: wishList, byEarlierAttempt: byEarlierAttempt, durability: durability)
    }

    /// A change to the product with `productID`, which is `product` when the catalogue still lists it.
    public init(
        _ kind: Kind, productID: ProductID, _ product: Product?, wishList: Refresh<PricedWishList>, byEarlierAttempt: Bool = false,
        durability: Durability = .safe
    ) {
        self.kind = kind
        self.productID = productID
        self.product = product
        self.wishList = wishList
        self.byEarlierAttempt = byEarlierAttempt
        self.durability = durability
    }
}
