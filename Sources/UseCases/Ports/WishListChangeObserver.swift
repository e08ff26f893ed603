import Entities

/// Told whenever the wish list changes, so screens built on it can follow.
@MainActor
public protocol WishListChangeObserver: AnyObject {
    /// The wish list changed and is now `wishList`, or could not be read again for display.
    func wishListDidChange(to wishList: Refresh<PricedWishList>)
}
