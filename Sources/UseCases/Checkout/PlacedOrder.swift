import Entities

/// An order that went through, with the wish list as it is afterwards.
public struct PlacedOrder: Equatable, Sendable {
    public let order: Order
    public let wishList: WishList

    public init(order: Order, wishList: WishList) {
        self.order = order
        self.wishList = wishList
    }
}
