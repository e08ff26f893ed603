import Entities
import TaschTestSupport
import UseCases
import XCTest

/// Checkout at a terminal: the customer is asked about the cart, and an order buys exactly the cart they agreed to.
@MainActor
final class ConfirmCheckoutUseCaseTests: XCTestCase {
    func test_checkout_asksAboutTheCartThatMayBeBoughtAndPlacesTheOrderOnYes() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wishList([entry(1, quantity: 2, priceWhenAdded: dollars(cents: 5_000))])))
        let confirmation = CheckoutConfirmationSpy(answer: true)

        let outcome = await s.sut.checkout(confirmingWith: confirmation)

        let line = try WishListLine(makeProduct(id: 1, priceCents: 6450, stock: 2), quantity: 2, priceWhenAdded: dollars(cents: 5_000))
        XCTAssertEqual(confirmation.askedAbout, [try Cart(wishList: PricedWishList(currency: usd, lines: [line]))])
        XCTAssertEqual(s.store.messages, [.read, .update(ordersFrom: nil)])
        XCTAssertEqual(s.catalogue.messages, [.lookUp([id(1)]), .lookUp([id(1)]), .lookUp([])], "the cart, the catalogue after the answer, the wish list left")
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(s.store.orders.map(\.total), [dollars(cents: 12_900)])
    }

    func test_checkout_ofAWishListHoldingAProductNoLongerSold_asksOnceNamingItAndBuysTheRestOnYes() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(9, 3)))
        let confirmation = CheckoutConfirmationSpy(answer: true)

        let outcome = await s.sut.checkout(confirmingWith: confirmation)

        let asked = try Cart(wishList: PricedWishList(currency: usd, lines: [try WishListLine(makeProduct(id: 3))], unsold: [entry(9)]))
        XCTAssertEqual(confirmation.questions, [CheckoutQuestion(cart: asked)], "asked once, never again for a change that is none")
        XCTAssertEqual(asked.leftOut, [entry(9)])
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(s.store.orders.map(\.lines), [[boughtLine(3, cents: 1000)]])
        XCTAssertEqual(s.store.state.wishList, wished(9))
    }

    func test_checkout_ordersNothingAndSavesNothingOnNo() async {
        let state = makeState(wishList: wished(1))
        let s = makeCheckoutSUT(state: state)

        let outcome = await s.sut.checkout(confirmingWith: CheckoutConfirmationSpy(answer: false))

        XCTAssertEqual(s.store.messages, [.read])
        XCTAssertEqual(s.store.state, state)
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(s.observer.states, [.loading, .loaded(.declined)])
        XCTAssertEqual(s.changes.changes, [])
    }

    func test_checkout_refusesAnEmptyCartBeforeAsking() async {
        let s = makeCheckoutSUT()
        let confirmation = CheckoutConfirmationSpy(answer: true)

        await s.sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.askedAbout, [])
        XCTAssertEqual(s.observer.states, [.loading, .failed(.refused(.cartIsEmpty))])
    }

    func test_checkout_refusesWhatCannotBeBoughtBeforeAsking() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wishList([entry(2, quantity: 2)])))
        let confirmation = CheckoutConfirmationSpy(answer: true)

        await s.sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.askedAbout, [])
        XCTAssertEqual(s.observer.states, [.loading, .failed(.refused(.notEnoughStock([StockShortfall(makeProduct(id: 2, stock: 1), quantity: 2)])))])
    }

    func test_checkout_whenAQuantityChangedAfterTheQuestion_asksAgainAboutTheCartAsItIsNowSayingHowAndBuysThatOnYes() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        s.store.changedElsewhere = { $0.wishList = wishList([entry(1, quantity: 2)]) }
        let confirmation = CheckoutConfirmationSpy(answer: true)

        let outcome = await s.sut.checkout(confirmingWith: confirmation)

        let asked = try cart([try line(1)]), now = try cart([try line(1, quantity: 2)])
        XCTAssertEqual(confirmation.questions, [
            CheckoutQuestion(cart: asked), CheckoutQuestion(cart: now, changes: [.quantity(try line(1, quantity: 2), was: 1)]),
        ])
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(s.store.orders.map(\.lines), [[boughtLine(1, cents: 6450, quantity: 2)]], "exactly the cart agreed to the second time")
        XCTAssertEqual(s.observer.states.count, 2, "one checkout: loading, then its answer")
    }

    func test_checkout_whenTheCartChangedAfterTheQuestion_buysNothingOnNoToTheCartAsItIsNow() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        let confirmation = CheckoutConfirmationSpy(answer: true)
        s.store.changedElsewhere = { [confirmation] in
            $0.wishList = wishList([entry(1, quantity: 2)])
            confirmation.answer = false
        }

        let outcome = await s.sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.questions.count, 2)
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(s.observer.states.last, .loaded(.declined))
        XCTAssertEqual(s.store.orders, [])
        XCTAssertEqual(s.store.state, makeState(wishList: wishList([entry(1, quantity: 2)])))
        XCTAssertEqual(s.changes.changes, [])
    }

    func test_checkout_whenAnItemWasAddedAfterTheQuestion_asksAgainNamingIt() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        s.store.changedElsewhere = { $0.wishList = wished(1, 3) }
        let confirmation = CheckoutConfirmationSpy(answer: true)

        await s.sut.checkout(confirmingWith: confirmation)

        let now = try cart([try line(1), try line(3)])
        XCTAssertEqual(confirmation.questions.last, CheckoutQuestion(cart: now, changes: [.added(try line(3))]))
        XCTAssertEqual(s.store.orders.map(\.lines), [[boughtLine(1, cents: 6450), boughtLine(3, cents: 1000)]])
    }

    func test_checkout_whenAnItemWentAfterTheQuestion_asksAgainNamingIt() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1, 3)))
        s.store.changedElsewhere = { $0.wishList = wished(3) }
        let confirmation = CheckoutConfirmationSpy(answer: true)

        await s.sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.questions.last, CheckoutQuestion(cart: try cart([try line(3)]), changes: [.gone(try line(1))]))
        XCTAssertEqual(s.store.orders.map(\.lines), [[boughtLine(3, cents: 1000)]])
    }

    func test_checkout_whenAPriceChangedAfterTheQuestion_asksAgainNamingItAndBuysAtTheNewPrice() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(3)))
        let confirmation = CheckoutConfirmationSpy(answer: true)
        confirmation.whenAsked = { [catalogue = s.catalogue] in catalogue.products = [makeProduct(id: 3, priceCents: 1_500)] }

        await s.sut.checkout(confirmingWith: confirmation)

        let repriced = try WishListLine(makeProduct(id: 3, priceCents: 1_500))
        XCTAssertEqual(confirmation.questions.last, CheckoutQuestion(cart: try cart([repriced]), changes: [.price(repriced, was: dollars(cents: 1_000))]))
        XCTAssertEqual(s.store.orders.map(\.lines), [[boughtLine(3, cents: 1500)]])
    }

    func test_checkout_whenTheCartChangedAfterTheQuestionSoItCannotBeBought_refusesNamingWhyWithoutAskingAgain() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        s.store.changedElsewhere = { $0.wishList = wishList([entry(1, quantity: 3)]) }
        let confirmation = CheckoutConfirmationSpy(answer: true)

        let outcome = await s.sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.questions.count, 1)
        XCTAssertEqual(outcome, .failed(.refused(.notEnoughStock([StockShortfall(try line(1, quantity: 3))]))))
        XCTAssertEqual(s.store.orders, [])
    }

    func test_checkout_refusesWhatRanShortAfterTheQuestionNamingIt() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(2)))
        s.store.changedElsewhere = { $0.sold = try! UnitsSold([id(2): 1]) }

        let outcome = await s.sut.checkout(confirmingWith: CheckoutConfirmationSpy(answer: true))

        XCTAssertEqual(outcome, .failed(.refused(.outOfStock([makeProduct(id: 2, stock: 0)]))))
        XCTAssertEqual(s.store.orders, [])
    }

    func test_checkout_placesTheOrderWhenWhatChangedMeanwhileLeavesTheCartAsAgreed() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(3), ratings: [:]))
        s.store.changedElsewhere = { $0.ratings[id(1)] = Rating(stars: 5) }

        let outcome = await s.sut.checkout(confirmingWith: CheckoutConfirmationSpy(answer: true))

        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(s.store.orders.map(\.lines), [[boughtLine(3, cents: 1000)]])
    }

    private func cart(_ lines: [WishListLine]) throws -> Cart {
        try Cart(wishList: PricedWishList(currency: usd, lines: lines))
    }

    private func line(_ rawID: Int, quantity: Int = 1) throws -> WishListLine {
        try WishListLine(CheckoutSUT.products[rawID - 1], quantity: quantity)
    }
}
