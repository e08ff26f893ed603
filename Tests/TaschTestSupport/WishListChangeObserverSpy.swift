import Entities
import UseCases

/// Records every wish list it is told of.
@MainActor
public final class WishListChangeObserverSpy: WishListChangeObserver {
    public private(set) var changes: [Refresh<PricedWishList>] = []

    public init() {}

    public func wishListDidChange(to wishList: Refresh<PricedWishList>) {
        changes.append(wishList)
    }
}
