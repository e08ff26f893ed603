import Entities

/// Keeps the customer's wish list; each change is applied to the latest saved list.
public protocol WishListStore: Sendable {
    /// The wish list with each product as it stands now.
    func loadWishList() async throws(ShopError) -> WishList
    /// Adds the product with `id`; refused for an unknown id or a product already there.
    func addToWishList(_ id: ProductID) async throws(ShopError) -> WishListEdit
    /// Removes the product with `id`; refused when it is not there.
    func removeFromWishList(_ id: ProductID) async throws(ShopError) -> WishListEdit
}
