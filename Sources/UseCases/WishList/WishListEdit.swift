import Entities

/// A change made to the wish list: which product went in or out or how many of it are wished for now, and the list
/// afterwards.
public struct WishListEdit: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case added, removed
        /// The line now holds this many.
        case quantitySet(Int)
    }

    public let kind: Kind
    public let product: Product
    public let wishList: WishList

    public init(_ kind: Kind, _ product: Product, wishList: WishList) {
        self.kind = kind
        self.product = product
        self.wishList = wishList
    }
}
