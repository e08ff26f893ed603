import Entities

/// The customer's wish list as it stands now: the saved entries in their order, each the catalogue's product at the
/// stock now left, with its quantity and the price it was wished for at; an id the catalogue no longer has is passed
/// over.
enum WishListReading {
    /// The wish list in `state`, priced with the products `catalogue` lists now.
    static func wishList(in state: ShopState, from catalogue: any ProductCatalogue) async throws(ShopError) -> PricedWishList {
        try priced(state, with: try await catalogue.lookUp(state.wishList.productIDs), currency: catalogue.currency)
    }

    /// The wish list in `state` read again after a change was saved, for display: best effort, since the change stands.
    static func refreshed(in state: ShopState, from catalogue: any ProductCatalogue) async -> Refresh<PricedWishList> {
        do {
            return .refreshed(try await wishList(in: state, from: catalogue))
        } catch {
            return .failed(error)
        }
    }

    /// The wish list in `state`, priced with the `catalogued` products (as the catalogue lists them).
    static func priced(
        _ state: ShopState, with catalogued: [Product], currency: Currency, askedAbout: Set<ProductID>? = nil
    ) throws(ShopError) -> PricedWishList {
        do {
            return try state.wishList.priced(catalogued.map(state.current), currency: currency, askedAbout: askedAbout)
        } catch {
            throw .refused(error)
        }
    }
}
