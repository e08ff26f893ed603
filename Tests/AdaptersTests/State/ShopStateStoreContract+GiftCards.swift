import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// What a store keeps of gift cards: what each has paid, in the state, and the part a card paid of an order, with the
/// order; both in the one transaction a checkout makes, kept whole or, when the save fails, not at all.
extension ShopStateStoreContract {
    func assertACardsPaymentAndAnOrderWithItsPartAreKeptWhole() async throws {
        let sut = try await makeStore(saved: SavedShop(state: try paying(1_000, wishList: wished(2)), orders: []))
        let (placed, paid) = (cardOrder(1001), try paying(1_000 + 2_000, nextOrderNumber: 1002))

        try await sut.update(ordersFrom: nil) { transaction in
            transaction.state = paid
            transaction.place(placed)
        }
        let state = try await sut.read()
        let history = try await sut.orders(0..<20)
        let one = try await sut.order(numbered: 1001)

        XCTAssertEqual(state, paid)
        XCTAssertEqual(state.paid(with: Self.card), dollars(cents: 3_000))
        XCTAssertEqual(history, OrderSlice(orders: [placed], count: 1))
        XCTAssertEqual(one?.payments.first, Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: 2_000)))
    }

    func assertAFailedSaveLeavesWhatACardHasPaidUntouched() async throws {
        let saved = try paying(1_000, wishList: wished(2))
        let sut = try await makeStore(saved: SavedShop(state: saved))
        let (placed, paid) = (cardOrder(1001), try paying(3_000, nextOrderNumber: 1002))
        try await makeSaves(failing: true)

        let failure = await error { () async throws(DataAccessError) in
            try await sut.update(ordersFrom: nil) { transaction in
                transaction.state = paid
                transaction.place(placed)
            }
        }
        let state = try await sut.read()
        let history = try await sut.orders(0..<20)

        XCTAssertNotNil(failure, "the save did not fail")
        XCTAssertEqual(state.paid(with: Self.card), dollars(cents: 1_000))
        XCTAssertEqual(history, OrderSlice(orders: [], count: 0))
    }

    /// The card of the demo's catalogue: $50.00, its key WINTER7KQ2.
    static var card: GiftCard { makeGiftCard("WINTER-7KQ2", cents: 5_000) }

    /// An order of $27.00 numbered `number`, $20.00 of it paid by `card`.
    func cardOrder(_ number: Int) -> Order {
        try! Order(
            number: number, lines: order(number).lines, total: dollars(cents: 2_700), placedAt: Timestamp(secondsSince1970: 1_777_800_131 + number),
            checkoutKey: "key-\(number)", payments: [Payment(kind: .giftCard, reference: Self.card.ending, amount: dollars(cents: 2_000))]
        )
    }
}

/// A state in which `card` has paid `cents`, holding `wishList`, its next order numbered `nextOrderNumber`.
private func paying(_ cents: Int, wishList: WishList = WishList(), nextOrderNumber: Int = 1001) throws -> ShopState {
    try ShopState(wishList: wishList, giftCardsPaid: [ShopStateStoreContract.card.key: dollars(cents: cents)], nextOrderNumber: nextOrderNumber)
}
