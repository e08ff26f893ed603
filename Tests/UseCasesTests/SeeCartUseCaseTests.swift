import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class SeeCartUseCaseTests: XCTestCase {
    func test_load_publishesTheCartOfTheSavedWishListAtTheStockLeft() async throws {
        let (sut, store, observer) = makeSUT(state: makeState(wishList: wished(2, 1), sold: [id(1): 5]))

        let outcome = await sut.load()

        XCTAssertEqual(store.messages, [.read])
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observer.states, [.loading, .loaded(try Cart(wishList: makeWishList([makeProduct(id: 2), makeProduct(id: 1, stock: 0)])))])
    }

    func test_load_carriesEachLinesQuantityAndThePriceItWasWishedForAt() async throws {
        let (sut, _, observer) = makeSUT(state: makeState(wishList: wishList([entry(1, quantity: 2, priceWhenAdded: dollars(cents: 900))])))

        await sut.load()

        let line = try WishListLine(makeProduct(id: 1), quantity: 2, priceWhenAdded: dollars(cents: 900))
        XCTAssertEqual(observer.states, [.loading, .loaded(try Cart(wishList: PricedWishList(currency: usd, lines: [line])))])
    }

    func test_load_publishesTheStoresFailure() async {
        let (sut, store, observer) = makeSUT()
        store.readError = .timedOut

        await sut.load()

        XCTAssertEqual(observer.states, [.loading, .failed(.dataAccess(.timedOut))])
    }

    func test_wishListDidChange_publishesTheCartOfTheNewList() async throws {
        let (sut, _, observer) = makeSUT()
        let list = makeWishList([makeProduct(id: 1, priceCents: 500)])

        sut.wishListDidChange(to: .refreshed(list))

        XCTAssertEqual(observer.states, [.loaded(try Cart(wishList: list))])
    }

    func test_wishListDidChange_saysTheCartCouldNotBeShownAgainWhenTheListCouldNotBeRead() async {
        let (sut, _, observer) = makeSUT()

        sut.wishListDidChange(to: .failed(.dataAccess(.unavailable)))

        XCTAssertEqual(observer.states, [.failed(.notRefreshed(.dataAccess(.unavailable)))])
    }

    func test_broadcast_reachesLiveSubscribersAndForgetsReleasedOnes() async {
        let broadcast = WishListChangeBroadcast()
        let live = WishListChangeObserverSpy()
        var released: WishListChangeObserverSpy? = WishListChangeObserverSpy()
        weak let weakReleased = released
        broadcast.subscribe(live)
        broadcast.subscribe(released!)
        released = nil

        broadcast.wishListDidChange(to: .refreshed(makeWishList([])))

        XCTAssertNil(weakReleased)
        XCTAssertEqual(live.changes, [.refreshed(makeWishList([]))])
    }

    private func makeSUT(state: ShopState = .empty, file: StaticString = #filePath, line: UInt = #line) -> (
        sut: CartInteractor, state: ShopStateStoreSpy, observer: StateObserverSpy<LoadState<Cart>>
    ) {
        let catalogue = CatalogueSpy(products: [makeProduct(id: 1), makeProduct(id: 2)])
        let store = ShopStateStoreSpy(state)
        let observer = StateObserverSpy<LoadState<Cart>>()
        let sut = CartInteractor(catalogue: catalogue, state: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, observer)
    }
}
