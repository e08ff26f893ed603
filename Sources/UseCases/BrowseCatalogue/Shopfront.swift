import Entities

/// What the start screen shows: the catalogue to pick a strip from and the wish list with its total.
public struct Shopfront: Equatable, Sendable {
    public let catalogue: Catalogue
    public let wishList: WishList

    public init(catalogue: Catalogue, wishList: WishList) {
        self.catalogue = catalogue
        self.wishList = wishList
    }
}
