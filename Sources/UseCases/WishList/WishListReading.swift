import Entities

/// The customer's wish list as it stands now: the saved entries in their order, each the catalogue's product at the
/// stock now left, with its quantity and the price it was wished for at; an id the catalogue no longer has is passed
/// over.
enum WishListReading {
    static func wishList(in state: ShopState, from catalogue: any ProductCatalogue) async throws(ShopError) -> WishList {
        try wishList(of: try await catalogue.lookUp(state.wishListIDs), in: state, currency: catalogue.currency)
    }

    /// The wish list of the `catalogued` products (as the catalogue lists them), with what `state` remembers of each.
    static func wishList(of catalogued: [Product], in state: ShopState, currency: Currency) throws(ShopError) -> WishList {
        do {
            var lines: [WishListLine] = []
            for product in catalogued {
                guard let entry = state.wishListEntry(for: product.id) else { continue }
                lines.append(try WishListLine(state.current(product), quantity: entry.quantity, priceWhenAdded: entry.priceWhenAdded))
            }
            return try WishList(currency: currency, lines: lines)
        } catch {
            throw .refused(error)
        }
    }
}
