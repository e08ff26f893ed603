import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class CheckoutUseCaseTests: XCTestCase {
    func test_checkout_numbersTheOrderRecordsTheSalesEmptiesTheWishListAndSavesItAll() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(3, 1), sold: [id(1): 1], nextOrderNumber: 1004))

        let outcome = await s.sut.checkout()

        let order = placedOrder(1004, [boughtLine(3, cents: 1000), boughtLine(1, cents: 6450)], totalCents: 7450)
        XCTAssertEqual(s.store.messages, [.read, .update(ordersFrom: nil)])
        XCTAssertEqual(s.store.state, makeState(sold: [id(1): 2, id(3): 1], nextOrderNumber: 1005))
        XCTAssertEqual(s.store.orders, [order])
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(s.observer.states, [.loading, .loaded(.placed(order))])
        XCTAssertEqual(s.changes.changes, [.refreshed(makeWishList([]))])
    }

    func test_checkoutWithoutAsking_buysWhatIsStillSold_andSaysWhatItLeftOut_whichStaysOnTheWishList() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(9, 3)))

        let outcome = await s.sut.checkout()

        let order = placedOrder(1001, [boughtLine(3, cents: 1000)], totalCents: 1000)
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(s.observer.states, [.loading, .loaded(.placed(order, leftOut: [entry(9)]))])
        XCTAssertEqual(s.store.state.wishList, wished(9))
    }

    func test_checkoutWithoutAsking_leavesWhatAnotherShopWishedForMeanwhile_andNeverCallsItNoLongerSold() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(3)))
        s.store.changedElsewhere = { $0.wishList = wished(3, 2) }

        let outcome = await s.sut.checkout()

        let order = placedOrder(1001, [boughtLine(3, cents: 1000)], totalCents: 1000)
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(s.observer.states.last, .loaded(.placed(order)), "product 2 is sold: it was not looked up, so it is not in this cart")
        XCTAssertEqual(s.store.state.wishList, wished(2))
    }

    func test_checkout_ofOnlyWhatIsNoLongerSold_isRefusedNamingItWithoutSaving() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(9)))

        let outcome = await s.sut.checkout()

        XCTAssertEqual(outcome, .failed(.refused(.noLongerSold([id(9)]))))
        XCTAssertEqual(s.store.messages, [.read])
    }

    func test_checkout_recordsOnTheOrderWhatShippingTheCartCost() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(3)))

        await s.sut.checkout()

        let cart = try Cart(wishList: makeWishList([makeProduct(id: 3)]))
        XCTAssertEqual(s.store.orders.map(\.shipping), [cart.shipping])
    }

    func test_checkout_withoutAskingBuysTheCartAsTheTransactionReadsItKeepingWhatWasAddedMeanwhile() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        s.store.changedElsewhere = { $0.wishList = wishList([entry(1, quantity: 2), entry(3)]) }

        await s.sut.checkout()

        XCTAssertEqual(s.store.orders.map(\.lines), [[boughtLine(1, cents: 6450, quantity: 2)]])
        XCTAssertEqual(s.store.state.wishList, wished(3))
        XCTAssertEqual(s.changes.changes, [.refreshed(makeWishList([makeProduct(id: 3)]))])
    }

    func test_checkout_refusesAnEmptyCartWithoutSaving() async {
        let s = makeCheckoutSUT()

        let outcome = await s.sut.checkout()

        XCTAssertEqual(s.store.messages, [.read])
        XCTAssertEqual(outcome, .failed(.refused(.cartIsEmpty)))
        XCTAssertEqual(s.observer.states, [.loading, .failed(.refused(.cartIsEmpty))])
        XCTAssertEqual(s.changes.changes, [])
    }

    func test_checkout_refusesAndNamesWhatIsOutOfStockWithoutSaving() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1, 2), sold: [id(2): 1]))

        await s.sut.checkout()

        XCTAssertEqual(s.store.messages, [.read])
        XCTAssertEqual(s.observer.states, [.loading, .failed(.refused(.outOfStock([makeProduct(id: 2, stock: 0)])))])
    }

    func test_checkout_refusesWithoutSavingAnItemSoldOutSinceTheCartWasRead() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(2)))
        s.store.changedElsewhere = { $0.sold = try! UnitsSold([id(2): 1]) }

        await s.sut.checkout()

        XCTAssertEqual(s.store.state, makeState(wishList: wished(2), sold: [id(2): 1]))
        XCTAssertEqual(s.store.orders, [])
        XCTAssertEqual(s.observer.states, [.loading, .failed(.refused(.outOfStock([makeProduct(id: 2, stock: 0)])))])
        XCTAssertEqual(s.changes.changes, [])
    }

    func test_checkout_buysEachLineInItsQuantityAndRecordsThatManySold() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wishList([entry(3, quantity: 4), entry(1, quantity: 2)])))

        await s.sut.checkout()

        let order = placedOrder(1001, [boughtLine(3, cents: 1000, quantity: 4), boughtLine(1, cents: 6450, quantity: 2)], totalCents: 16_900)
        XCTAssertEqual(s.store.state, makeState(sold: [id(3): 4, id(1): 2], nextOrderNumber: 1002))
        XCTAssertEqual(s.store.orders, [order])
        XCTAssertEqual(s.observer.states, [.loading, .loaded(.placed(order))])
    }

    func test_checkout_refusesWithoutSavingALineAskingForMoreThanIsLeftNamingHowManyAre() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wishList([entry(1, quantity: 3)])))

        await s.sut.checkout()

        XCTAssertEqual(s.store.messages, [.read])
        XCTAssertEqual(
            s.observer.states, [.loading, .failed(.refused(.notEnoughStock([StockShortfall(makeProduct(id: 1, priceCents: 6450, stock: 2), quantity: 3)])))]
        )
    }

    func test_checkout_refusesWithoutSavingWhenNoOrderNumberIsLeft() async {
        let state = makeState(wishList: wished(1), nextOrderNumber: Int.max)
        let s = makeCheckoutSUT(state: state)

        await s.sut.checkout()

        XCTAssertEqual(s.store.state, state)
        XCTAssertEqual(s.observer.states, [.loading, .failed(.refused(.noOrderNumbersLeft))])
    }

    func test_checkout_publishesTheStoresFailureAndTellsNoOneOfAChange() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        s.store.updateError = .notSaved("disk full")

        await s.sut.checkout()

        XCTAssertEqual(s.observer.states, [.loading, .failed(.dataAccess(.notSaved("disk full")))])
        XCTAssertEqual(s.changes.changes, [])
    }

    func test_checkout_placedIsDoneEvenWhenTheWishListCannotBeReadAgainAfterwards() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        s.store.changedElsewhere = { [catalogue = s.catalogue] _ in catalogue.lookUpError = .unavailable }

        let outcome = await s.sut.checkout()

        let order = placedOrder(1001, [boughtLine(1, cents: 6450)], totalCents: 6450)
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(s.store.orders, [order])
        XCTAssertEqual(s.observer.states, [.loading, .loaded(.placed(order))])
        XCTAssertEqual(s.changes.changes, [.failed(.dataAccess(.unavailable))])
    }
}
