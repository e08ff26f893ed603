import Entities

/// Seeing the cart, and following it as the wish list changes anywhere in the shop.
@MainActor
public final class CartInteractor {
    /// Receives the cart's states, including each change of the wish list made anywhere in the shop.
    public weak var observer: (any StateObserver<LoadState<Cart>>)?
    private let catalogue: any ProductCatalogue
    private let state: any ShopStateStore

    /// An interactor over `catalogue` and the customer's `state`.
    public init(catalogue: any ProductCatalogue, state: any ShopStateStore) {
        self.catalogue = catalogue
        self.state = state
    }

    /// Loads the cart: everything on the wish list, at the stock now left.
    @discardableResult
    public func load() async -> Outcome {
        Outcome(await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            try CheckoutPolicy.cart(of: try await WishListReading.wishList(in: try await state.readState(), from: catalogue))
        })
    }
}

extension CartInteractor: WishListChangeObserver {
    public func wishListDidChange(to wishList: Refresh<PricedWishList>) {
        do throws(ShopError) {
            switch wishList {
            case let .refreshed(wishList): observer?.stateDidChange(.loaded(try CheckoutPolicy.cart(of: wishList)))
            case let .failed(error): observer?.stateDidChange(.failed(.notRefreshed(error)))
            }
        } catch {
            observer?.stateDidChange(.failed(error))
        }
    }
}
