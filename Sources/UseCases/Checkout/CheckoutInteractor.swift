import Entities

/// Checking out: buying everything in the cart as one order.
@MainActor
public final class CheckoutInteractor {
    /// Receives the states of a checkout.
    public weak var observer: (any StateObserver<LoadState<Order>>)?
    private let catalogue: any ProductCatalogue
    private let state: any ShopStateStore
    private let changes: any WishListChangeObserver

    /// `changes` is told of the wish list once what was bought has left it.
    public init(catalogue: any ProductCatalogue, state: any ShopStateStore, changes: any WishListChangeObserver) {
        self.catalogue = catalogue
        self.state = state
        self.changes = changes
    }

    /// Places the order for the cart: refused, with nothing saved, while the cart is empty or holds an item with
    /// none left, checked against the cart as read and again against the latest saved state.
    @discardableResult
    public func checkout() async -> Outcome {
        let result = await LoadState<PlacedOrder>.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0.map(\.order)) }) {
            () async throws(ShopError) in
            let shop = try await state.readState()
            let catalogued = try await catalogue.lookUp(shop.wishListIDs)
            let cart = try CheckoutPolicy.cart(of: try WishListReading.wishList(of: catalogued, in: shop, currency: catalogue.currency))
            try CheckoutPolicy.validate(cart)
            let currency = catalogue.currency
            let (order, saved) = try await state.apply { shop throws(ShopError) in
                (try CheckoutPolicy.placeOrder(buying: catalogued, in: &shop, currency: currency), shop)
            }
            return PlacedOrder(order: order, wishList: try await WishListReading.wishList(in: saved, from: catalogue))
        }
        if case let .success(placed) = result {
            changes.wishListDidChange(to: placed.wishList)
        }
        return Outcome(result)
    }
}
