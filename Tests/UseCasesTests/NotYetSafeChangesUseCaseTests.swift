import Entities
import TaschTestSupport
import UseCases
import XCTest

/// A change the store saved but could not make safe on disk is made: it is answered as done, never as failed, and
/// what each use case publishes carries the store's note, for the customer to be told.
@MainActor
final class NotYetSafeChangesUseCaseTests: XCTestCase {
    private let notYetSafe = Durability.notYetSafe("the folder of /x/state.json could not be synced (Input/output error)")

    func test_checkout_savedButNotYetSafe_isDoneAndPublishesTheOrderPlacedWithTheNote() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(3), nextOrderNumber: 1004))
        s.store.durability = notYetSafe

        let outcome = await s.sut.checkout()

        let order = placedOrder(1004, [boughtLine(3, cents: 1000)], totalCents: 1000)
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(s.observer.states, [.loading, .loaded(.placed(order, durability: notYetSafe))])
        XCTAssertEqual(s.store.orders, [order])
    }

    func test_add_savedButNotYetSafe_isDoneAndPublishesTheEditWithTheNote() async throws {
        let store = ShopStateStoreSpy()
        store.durability = notYetSafe
        let observer = StateObserverSpy<LoadState<WishListEdit>>()
        let sut = AddToWishListInteractor(
            WishListChanging(catalogue: CatalogueSpy(products: [makeProduct(id: 1)]), state: store, changes: WishListChangeObserverSpy(), lostAnswers: LostAnswers())
        )
        sut.observer = observer

        let outcome = await sut.add(id(1))

        let list = try PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 1), priceWhenAdded: dollars(cents: 1_000))])
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observer.states, [.loading, .loaded(WishListEdit(.added, makeProduct(id: 1), wishList: .refreshed(list), durability: notYetSafe))])
    }

    func test_rate_savedButNotYetSafe_isDoneAndPublishesTheRatingWithTheNote() async {
        let store = ShopStateStoreSpy()
        store.durability = notYetSafe
        let observer = StateObserverSpy<LoadState<RatedProduct>>()
        let sut = RateProductInteractor(catalogue: CatalogueSpy(products: [makeProduct(id: 2)]), state: store)
        sut.observer = observer

        let outcome = await sut.rate(id(2), stars: 5)

        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observer.states, [.loading, .loaded(RatedProduct(product: makeProduct(id: 2), rating: Rating(stars: 5)!, durability: notYetSafe))])
    }
}
