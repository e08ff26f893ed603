import Entities
import TaschTestSupport
import UseCases
import XCTest

/// A checkout interactor over spies, and the spies, shared by the checkout use case's test classes.
@MainActor
struct CheckoutSUT {
    let sut: CheckoutInteractor
    let store: ShopStateStoreSpy
    let catalogue: CatalogueSpy
    let observer: StateObserverSpy<LoadState<CheckoutResult>>
    let changes: WishListChangeObserverSpy
    let keys: SequentialCheckoutKeys
    let giftCards: GiftCardStoreSpy

    /// Product 1 costs $64.50 with 2 in stock, product 2 has 1 in stock, product 3 has 5.
    static let products = [makeProduct(id: 1, priceCents: 6450, stock: 2), makeProduct(id: 2, stock: 1), makeProduct(id: 3)]
    /// A card of $50.00 and one of $100.00, paying after the methods a test registers `before` them.
    static let cards = [makeGiftCard("FIFTY-7KQ2", cents: 5_000), makeGiftCard("HUNDRED-9ZZ1", cents: 10_000)]
}

extension XCTestCase {
    @MainActor
    func makeCheckoutSUT(
        state: ShopState = .empty, orders: [Order] = [], before: [any CheckoutPaymentMethod] = [], checkouts: OneCheckoutAtATime = OneCheckoutAtATime(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> CheckoutSUT {
        let catalogue = CatalogueSpy(products: CheckoutSUT.products)
        let store = ShopStateStoreSpy(state, orders: orders)
        let changes = WishListChangeObserverSpy()
        let observer = StateObserverSpy<LoadState<CheckoutResult>>()
        let keys = SequentialCheckoutKeys()
        let giftCards = GiftCardStoreSpy(CheckoutSUT.cards)
        let sut = CheckoutInteractor(
            catalogue: catalogue, state: store, changes: changes, clock: FixedShopClock(), keys: keys, lostAnswers: LostAnswers(),
            payments: before + [GiftCardPayments(giftCards: giftCards)], checkouts: checkouts
        )
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        return CheckoutSUT(sut: sut, store: store, catalogue: catalogue, observer: observer, changes: changes, keys: keys, giftCards: giftCards)
    }

    /// The order `key` places for `lines` at the fixed clock's moment.
    func placedOrder(_ number: Int, _ lines: [Order.Line], totalCents: Int, key: String = "key-1") -> Order {
        try! Order(number: number, lines: lines, total: dollars(cents: totalCents), placedAt: FixedShopClock.fixture, checkoutKey: key)
    }

    /// A line of an order: `quantity` of the product with `rawID`, named as the fixtures name it.
    func boughtLine(_ rawID: Int, cents: Int, quantity: Int = 1) -> Order.Line {
        try! Order.Line(productID: id(rawID), name: "Product \(rawID)", price: dollars(cents: cents), quantity: quantity)
    }
}
