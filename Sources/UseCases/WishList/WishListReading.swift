import Entities

/// The customer's wish list as it stands now: the saved ids in their order, each the catalogue's product at the
/// stock now left; an id the catalogue no longer has is passed over.
enum WishListReading {
    static func wishList(in state: ShopState, from catalogue: any ProductCatalogue) async throws(ShopError) -> WishList {
        try wishList(of: try await catalogue.lookUp(state.wishList).map(state.current), in: catalogue.currency)
    }

    /// The wish list of `products`, in that order.
    static func wishList(of products: [Product], in currency: Currency) throws(ShopError) -> WishList {
        do {
            return try WishList(currency: currency, items: products)
        } catch {
            throw .refused(error)
        }
    }
}
