import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class CheckoutUseCaseTests: XCTestCase {
    func test_load_publishesTheCart() async throws {
        let (sut, store, observers) = makeSUT()
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1)]))
        store.cartResult = .success(cart)

        await sut.load()

        XCTAssertEqual(store.messages, [.loadCart])
        XCTAssertEqual(observers.cart.states, [.loading, .loaded(cart)])
    }

    func test_checkout_placesTheOrderForTheCartAndPublishesIt() async throws {
        let (sut, store, observers) = makeSUT()
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1)]))
        let placed = PlacedOrder(order: try Order(number: 1001, buying: cart), wishList: makeWishList([]))
        store.cartResult = .success(cart)
        store.placeOrderResult = .success(placed)

        await sut.checkout()

        XCTAssertEqual(store.messages, [.loadCart, .placeOrder(cart)])
        XCTAssertEqual(observers.checkout.states, [.loading, .loaded(placed.order)])
        XCTAssertEqual(observers.changes.changes, [placed.wishList])
    }

    func test_checkout_isRefusedWithoutPlacingAnOrderWhenAnItemIsOutOfStock() async throws {
        let (sut, store, observers) = makeSUT()
        let soldOut = makeProduct(id: 2, stock: 0)
        store.cartResult = .success(try Cart(wishList: makeWishList([makeProduct(id: 1), soldOut])))

        await sut.checkout()

        XCTAssertEqual(store.messages, [.loadCart])
        XCTAssertEqual(observers.checkout.states, [.loading, .failed(.outOfStock([soldOut]))])
        XCTAssertEqual(observers.changes.changes, [])
    }

    func test_checkout_isRefusedWithoutPlacingAnOrderWhenTheCartIsEmpty() async throws {
        let (sut, store, observers) = makeSUT()
        store.cartResult = .success(try Cart(wishList: makeWishList([])))

        await sut.checkout()

        XCTAssertEqual(store.messages, [.loadCart])
        XCTAssertEqual(observers.checkout.states, [.loading, .failed(.cartIsEmpty)])
    }

    func test_checkout_publishesThePlacersErrorAndTellsNoOneOfAChange() async throws {
        let (sut, store, observers) = makeSUT()
        store.cartResult = .success(try Cart(wishList: makeWishList([makeProduct(id: 1)])))
        store.placeOrderResult = .failure(.notSaved("disk full"))

        await sut.checkout()

        XCTAssertEqual(observers.checkout.states, [.loading, .failed(.notSaved("disk full"))])
        XCTAssertEqual(observers.changes.changes, [])
    }

    func test_wishListDidChange_publishesTheCartOfTheNewList() async throws {
        let (sut, _, observers) = makeSUT()
        let list = makeWishList([makeProduct(id: 1, priceCents: 500)])

        sut.wishListDidChange(to: list)

        XCTAssertEqual(observers.cart.states, [.loaded(try Cart(wishList: list))])
    }

    func test_broadcast_reachesLiveSubscribersAndForgetsReleasedOnes() async {
        let broadcast = WishListChangeBroadcast()
        let live = WishListChangeObserverSpy()
        var released: WishListChangeObserverSpy? = WishListChangeObserverSpy()
        weak let weakReleased = released
        broadcast.subscribe(live)
        broadcast.subscribe(released!)
        released = nil

        broadcast.wishListDidChange(to: makeWishList([]))

        XCTAssertNil(weakReleased)
        XCTAssertEqual(live.changes, [makeWishList([])])
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (
        sut: CartInteractor,
        store: ShopStoreSpy,
        observers: (cart: StateObserverSpy<LoadState<Cart>>, checkout: StateObserverSpy<LoadState<Order>>, changes: WishListChangeObserverSpy)
    ) {
        let store = ShopStoreSpy()
        let changes = WishListChangeObserverSpy()
        let cart = StateObserverSpy<LoadState<Cart>>()
        let checkout = StateObserverSpy<LoadState<Order>>()
        let sut = CartInteractor(cartLoader: store, orderPlacer: store, changes: changes)
        sut.observer = cart
        sut.checkoutObserver = checkout
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, (cart, checkout, changes))
    }
}
