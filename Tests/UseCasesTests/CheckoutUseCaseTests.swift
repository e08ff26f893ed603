import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class CheckoutUseCaseTests: XCTestCase {
    func test_checkout_numbersTheOrderRecordsWhenTheSalesEmptiesTheWishListAndSavesItAll() async {
        let (sut, store, observers) = makeSUT(state: ShopState(wishList: wished(3, 1), sold: [id(1): 1], nextOrderNumber: 1004))

        let outcome = await sut.checkout()

        let order = Order(
            number: 1004,
            lines: [
                try! Order.Line(productID: id(3), name: "Product 3", price: dollars(cents: 1000)),
                try! Order.Line(productID: id(1), name: "Product 1", price: dollars(cents: 6450)),
            ],
            total: dollars(cents: 7450),
            placedAt: FixedShopClock.fixture,
            checkoutKey: "key-1"
        )
        XCTAssertEqual(store.messages, [.read, .update])
        XCTAssertEqual(store.state, ShopState(wishList: [], sold: [id(1): 2, id(3): 1], orders: [order], nextOrderNumber: 1005))
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observers.checkout.states, [.loading, .loaded(.placed(order))])
        XCTAssertEqual(observers.changes.changes, [makeWishList([])])
    }

    func test_checkout_keepsWhatWasAddedMeanwhileOnTheWishList() async {
        let (sut, store, observers) = makeSUT(state: ShopState(wishList: wished(1)))
        store.changedElsewhere = { $0.wishList.append(WishListEntry(id(3))) }

        await sut.checkout()

        XCTAssertEqual(store.state.wishList, wished(3))
        XCTAssertEqual(observers.changes.changes, [makeWishList([makeProduct(id: 3)])])
    }

    func test_checkout_refusesAnEmptyCartWithoutSaving() async {
        let (sut, store, observers) = makeSUT()

        let outcome = await sut.checkout()

        XCTAssertEqual(store.messages, [.read])
        XCTAssertEqual(outcome, .failed(.refused(.cartIsEmpty)))
        XCTAssertEqual(observers.checkout.states, [.loading, .failed(.refused(.cartIsEmpty))])
        XCTAssertEqual(observers.changes.changes, [])
    }

    func test_checkout_refusesAndNamesWhatIsOutOfStockWithoutSaving() async {
        let (sut, store, observers) = makeSUT(state: ShopState(wishList: wished(1, 2), sold: [id(2): 1]))

        await sut.checkout()

        XCTAssertEqual(store.messages, [.read])
        XCTAssertEqual(observers.checkout.states, [.loading, .failed(.refused(.outOfStock([makeProduct(id: 2, stock: 0)])))])
    }

    func test_checkout_refusesWithoutSavingAnItemSoldOutSinceTheCartWasRead() async {
        let state = ShopState(wishList: wished(2))
        let (sut, store, observers) = makeSUT(state: state)
        store.changedElsewhere = { $0.sold[id(2)] = 1 }

        await sut.checkout()

        XCTAssertEqual(store.state, ShopState(wishList: wished(2), sold: [id(2): 1]))
        XCTAssertEqual(observers.checkout.states, [.loading, .failed(.refused(.outOfStock([makeProduct(id: 2, stock: 0)])))])
        XCTAssertEqual(observers.changes.changes, [])
    }

    func test_checkout_buysEachLineInItsQuantityAndRecordsThatManySold() async {
        let (sut, store, observers) = makeSUT(state: ShopState(wishList: [WishListEntry(id(3), quantity: 4), WishListEntry(id(1), quantity: 2)]))

        await sut.checkout()

        let order = Order(
            number: 1001,
            lines: [
                try! Order.Line(productID: id(3), name: "Product 3", price: dollars(cents: 1000), quantity: 4),
                try! Order.Line(productID: id(1), name: "Product 1", price: dollars(cents: 6450), quantity: 2),
            ],
            total: dollars(cents: 16_900),
            placedAt: FixedShopClock.fixture,
            checkoutKey: "key-1"
        )
        XCTAssertEqual(store.state, ShopState(sold: [id(3): 4, id(1): 2], orders: [order], nextOrderNumber: 1002))
        XCTAssertEqual(observers.checkout.states, [.loading, .loaded(.placed(order))])
    }

    func test_checkout_refusesWithoutSavingALineAskingForMoreThanIsLeftNamingHowManyAre() async {
        let state = ShopState(wishList: [WishListEntry(id(1), quantity: 3)])
        let (sut, store, observers) = makeSUT(state: state)

        await sut.checkout()

        XCTAssertEqual(store.messages, [.read])
        XCTAssertEqual(observers.checkout.states, [.loading, .failed(.refused(.notEnoughStock([try! WishListLine(makeProduct(id: 1, priceCents: 6450, stock: 2), quantity: 3)])))])
    }

    func test_checkout_asksAboutTheCartThatMayBeBoughtAndPlacesTheOrderOnYes() async throws {
        let (sut, store, observers) = makeSUT(state: ShopState(wishList: [WishListEntry(id(1), quantity: 2, priceWhenAdded: dollars(cents: 5_000))]))
        let confirmation = CheckoutConfirmationSpy(answer: true)

        let outcome = await sut.checkout(confirmingWith: confirmation)

        let line = try WishListLine(makeProduct(id: 1, priceCents: 6450, stock: 2), quantity: 2, priceWhenAdded: dollars(cents: 5_000))
        XCTAssertEqual(confirmation.askedAbout, [try Cart(wishList: WishList(currency: usd, lines: [line]))])
        XCTAssertEqual(store.messages, [.read, .update])
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(store.state.orders.map(\.total), [dollars(cents: 12_900)])
        XCTAssertEqual(observers.checkout.states.count, 2)
    }

    func test_checkout_ordersNothingAndSavesNothingOnNo() async {
        let state = ShopState(wishList: wished(1))
        let (sut, store, observers) = makeSUT(state: state)

        let outcome = await sut.checkout(confirmingWith: CheckoutConfirmationSpy(answer: false))

        XCTAssertEqual(store.messages, [.read])
        XCTAssertEqual(store.state, state)
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observers.checkout.states, [.loading, .loaded(.declined)])
        XCTAssertEqual(observers.changes.changes, [])
    }

    func test_checkout_refusesAnEmptyCartBeforeAsking() async {
        let (sut, _, observers) = makeSUT()
        let confirmation = CheckoutConfirmationSpy(answer: true)

        await sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.askedAbout, [])
        XCTAssertEqual(observers.checkout.states, [.loading, .failed(.refused(.cartIsEmpty))])
    }

    func test_checkout_refusesWhatCannotBeBoughtBeforeAsking() async {
        let (sut, _, observers) = makeSUT(state: ShopState(wishList: [WishListEntry(id(2), quantity: 2)]))
        let confirmation = CheckoutConfirmationSpy(answer: true)

        await sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.askedAbout, [])
        XCTAssertEqual(observers.checkout.states, [.loading, .failed(.refused(.notEnoughStock([try! WishListLine(makeProduct(id: 2, stock: 1), quantity: 2)])))])
    }

    func test_checkout_afterAnAnswerWasLostFindsTheOrderTheEarlierAttemptPlacedAndPlacesNoOther() async throws {
        let (sut, store, observers) = makeSUT(state: ShopState(wishList: wished(1)))
        store.losesNextAnswer = true

        let lost = await sut.checkout()
        let again = await sut.checkout(confirmingWith: observers.confirmation)

        let order = try XCTUnwrap(store.state.orders.first)
        XCTAssertEqual(lost, .failed(.dataAccess(.timedOut)))
        XCTAssertEqual(again, .done)
        XCTAssertEqual(store.state.orders.count, 1)
        XCTAssertEqual(order.checkoutKey, "key-1")
        XCTAssertEqual(store.messages, [.read, .update, .read])
        XCTAssertEqual(observers.confirmation.askedAbout, [], "nothing to ask: the order is placed")
        XCTAssertEqual(observers.checkout.states.suffix(2), [.loading, .loaded(.placedEarlier(order))])
        XCTAssertEqual(observers.changes.changes, [makeWishList([])])
    }

    func test_checkout_afterAnAnswerWasLostPlacesTheOrderUnderTheSameKeyWhenTheEarlierAttemptDidNot() async {
        let (sut, store, observers) = makeSUT(state: ShopState(wishList: wished(1)))
        store.updateError = .timedOut
        await sut.checkout()
        store.updateError = nil

        await sut.checkout()

        XCTAssertEqual(store.state.orders.map(\.checkoutKey), ["key-1"])
        XCTAssertEqual(observers.keys.given, 1)
    }

    func test_checkout_takesANewKeyForEachCheckoutThatWasAnswered() async {
        let (sut, store, observers) = makeSUT(state: ShopState(wishList: wished(1)))
        await sut.checkout()
        store.state.wishList = wished(3)

        await sut.checkout()

        XCTAssertEqual(store.state.orders.map(\.checkoutKey), ["key-1", "key-2"])
        XCTAssertEqual(observers.keys.given, 2)
    }

    func test_checkout_findsInItsTransactionAnOrderItsKeyPlacedSinceTheStateWasRead() async {
        let earlier = Order(number: 1001, lines: [], total: dollars(cents: 0), checkoutKey: "key-1")
        let (sut, store, observers) = makeSUT(state: ShopState(wishList: wished(1)))
        store.changedElsewhere = { $0.orders.append(earlier); $0.nextOrderNumber = 1002 }

        await sut.checkout()

        XCTAssertEqual(store.state.orders, [earlier])
        XCTAssertEqual(store.state.wishList, wished(1))
        XCTAssertEqual(observers.checkout.states, [.loading, .loaded(.placedEarlier(earlier))])
    }

    func test_checkout_refusesWithoutSavingWhenNoOrderNumberIsLeft() async {
        let state = ShopState(wishList: wished(1), nextOrderNumber: Int.max)
        let (sut, store, observers) = makeSUT(state: state)

        await sut.checkout()

        XCTAssertEqual(store.state, state)
        XCTAssertEqual(observers.checkout.states, [.loading, .failed(.refused(.noOrderNumbersLeft))])
    }

    func test_checkout_publishesTheStoresFailureAndTellsNoOneOfAChange() async {
        let (sut, store, observers) = makeSUT(state: ShopState(wishList: wished(1)))
        store.updateError = .notSaved("disk full")

        await sut.checkout()

        XCTAssertEqual(observers.checkout.states, [.loading, .failed(.dataAccess(.notSaved("disk full")))])
        XCTAssertEqual(observers.changes.changes, [])
    }

    private func makeSUT(
        state: ShopState = .empty, file: StaticString = #filePath, line: UInt = #line
    ) -> (
        sut: CheckoutInteractor, state: ShopStateStoreSpy,
        observers: (
            checkout: StateObserverSpy<LoadState<CheckoutResult>>, changes: WishListChangeObserverSpy, keys: SequentialCheckoutKeys,
            confirmation: CheckoutConfirmationSpy
        )
    ) {
        let products = [makeProduct(id: 1, priceCents: 6450, stock: 2), makeProduct(id: 2, stock: 1), makeProduct(id: 3)]
        let catalogue = CatalogueSpy(products: products)
        let store = ShopStateStoreSpy(state)
        let lostAnswers = LostAnswers()
        let changes = WishListChangeObserverSpy()
        let checkout = StateObserverSpy<LoadState<CheckoutResult>>()
        let keys = SequentialCheckoutKeys()
        let sut = CheckoutInteractor(catalogue: catalogue, state: store, changes: changes, clock: FixedShopClock(), keys: keys, lostAnswers: lostAnswers)
        sut.observer = checkout
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, (checkout, changes, keys, CheckoutConfirmationSpy(answer: true)))
    }
}
