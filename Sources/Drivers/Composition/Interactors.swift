import Adapters
import UseCases

/// Makes each use case's interactor, a fresh one for each screen or action, over the data layer the composition root
/// chose. Every call a use case makes passes the fault gate at the points it stands for: this table is the one place
/// that says which, so that `fault add …` reaches the change an addition makes and nothing else.
@MainActor
struct Interactors {
    let shopfront: () -> ShopfrontInteractor
    let browse: () -> BrowseCatalogueInteractor
    let productDetail: () -> ProductDetailInteractor
    let wishList: () -> WishListInteractor
    let addToWishList: () -> AddToWishListInteractor
    let removeFromWishList: () -> RemoveFromWishListInteractor
    let setQuantity: () -> SetQuantityInteractor
    let cart: () -> CartInteractor
    let checkout: () -> CheckoutInteractor
    let rate: () -> RateProductInteractor
    let orderHistory: () -> OrderHistoryInteractor
    let order: () -> OrderInteractor

    /// The interactors over `data`, each call at the points this table names, telling `changes` of each wish-list change;
    /// a checkout may be paid with the codes of `payments`, each feature's method, whose calls pass the fault layer at
    /// the feature's own points.
    init(
        data: DataLayer, changes: WishListChangeBroadcast, lostAnswers: LostAnswers, services: SessionServices,
        payments: [any CheckoutPaymentMethod]
    ) {
        let clock = services.shopClock, keys = services.checkoutKeys
        func catalogueAt(_ points: FaultInjectingCatalogue.Points) -> any ProductCatalogue {
            data.catalogue(points)
        }
        func stateAt(read: [FaultPoint] = [], update: [FaultPoint] = [], orders: [FaultPoint]? = nil) -> any ShopStateStore {
            data.state(.init(read: read, update: update, orders: orders))
        }
        let browsing = catalogueAt(.init(page: Self.browsingPoints))
        let ungated = catalogueAt(.init())
        shopfront = { ShopfrontInteractor(catalogue: catalogueAt(.init(page: { _ in [.catalogue] })), state: stateAt(read: [.wishlist])) }
        browse = { BrowseCatalogueInteractor(catalogue: browsing, state: stateAt()) }
        productDetail = { ProductDetailInteractor(catalogue: catalogueAt(.init(lookUp: [.product])), state: stateAt()) }
        wishList = { WishListInteractor(catalogue: ungated, state: stateAt(read: [.wishlist])) }
        func wishListChanging(at point: FaultPoint) -> WishListChanging {
            WishListChanging(catalogue: ungated, state: stateAt(update: [point]), changes: changes, lostAnswers: lostAnswers)
        }
        addToWishList = { AddToWishListInteractor(wishListChanging(at: .add)) }
        removeFromWishList = { RemoveFromWishListInteractor(wishListChanging(at: .remove)) }
        setQuantity = { SetQuantityInteractor(wishListChanging(at: .quantity)) }
        cart = { CartInteractor(catalogue: ungated, state: stateAt(read: [.cart])) }
        // A checkout asked again looks for the order its earlier attempt placed: that look-up is the retry's own safety
        // net, and stands for no point of its own. The shop's checkouts take turns, one at a time.
        let checkouts = OneCheckoutAtATime()
        checkout = {
            CheckoutInteractor(
                catalogue: ungated, state: stateAt(read: [.cart], update: [.checkout], orders: []), changes: changes, clock: clock, keys: keys,
                lostAnswers: lostAnswers, payments: payments, checkouts: checkouts
            )
        }
        rate = { RateProductInteractor(catalogue: ungated, state: stateAt(update: [.rate])) }
        orderHistory = { OrderHistoryInteractor(state: stateAt(read: [.orders])) }
        order = { OrderInteractor(state: stateAt(read: [.orders])) }
    }

    /// A page of the catalogue loads it; a search searches it too, and the rating order loads the ratings.
    private static let browsingPoints: @Sendable (CatalogueRequest) -> [FaultPoint] = { request in
        [.catalogue] + (request.searchText == nil ? [] : [.search]) + (request.sort?.key == .rating ? [.ratings] : [])
    }
}
