import Entities

/// Seeing the cart and checking out.
@MainActor
public final class CartInteractor {
    /// Receives the cart's states, including each change of the wish list made anywhere in the shop.
    public weak var observer: (any StateObserver<LoadState<Cart>>)?
    /// Receives the states of a checkout.
    public weak var checkoutObserver: (any StateObserver<LoadState<Order>>)?
    private let cartLoader: any CartLoader
    private let orderPlacer: any OrderPlacer
    private let changes: any WishListChangeObserver

    /// `changes` is told of the emptied wish list after a checkout.
    public init(cartLoader: any CartLoader, orderPlacer: any OrderPlacer, changes: any WishListChangeObserver) {
        self.cartLoader = cartLoader
        self.orderPlacer = orderPlacer
        self.changes = changes
    }

    /// Loads the cart.
    public func load() async {
        _ = await LoadState.track(publishingTo: { [weak self] in self?.observer?.stateDidChange($0) }) { () async throws(ShopError) in
            try await cartLoader.loadCart()
        }
    }

    /// Checks the cart out: refused while it is empty or holds an item out of stock.
    public func checkout() async {
        let placed = await LoadState.track(publishingTo: { [weak self] in self?.checkoutObserver?.stateDidChange($0.map(\.order)) }) { () async throws(ShopError) in
            let cart = try await cartLoader.loadCart()
            try cart.validateForCheckout()
            return try await orderPlacer.placeOrder(for: cart)
        }
        if let placed {
            changes.wishListDidChange(to: placed.wishList)
        }
    }
}

extension CartInteractor: WishListChangeObserver {
    public func wishListDidChange(to wishList: WishList) {
        do {
            observer?.stateDidChange(.loaded(try Cart(wishList: wishList)))
        } catch {
            observer?.stateDidChange(.failed(error))
        }
    }
}
