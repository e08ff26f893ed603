import Entities

/// Told whenever the wish list changes, so screens built on it can follow.
@MainActor
public protocol WishListChangeObserver: AnyObject {
    /// The wish list is now `wishList`.
    func wishListDidChange(to wishList: WishList)
}
