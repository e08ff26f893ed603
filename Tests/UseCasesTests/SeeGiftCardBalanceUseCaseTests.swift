import Entities
import TaschTestSupport
import UseCases
import XCTest

/// `card CODE`: what is left on a gift card, from the card the shop issued and what the customer's state says it paid.
@MainActor
final class SeeGiftCardBalanceUseCaseTests: XCTestCase {
    func test_load_publishesTheCardAndWhatIsLeftOnIt() async throws {
        let card = makeGiftCard("WINTER-7KQ2", cents: 5_000)
        var state = ShopState.empty
        try state.record(dollars(cents: 1_450), paidWith: card)
        let (sut, _, observer) = makeSUT(cards: [card], state: state)

        let outcome = await sut.load("winter7kq2")

        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observer.states, [.loading, .loaded(GiftCardBalance(card: card, paid: dollars(cents: 1_450)))])
        XCTAssertEqual(GiftCardBalance(card: card, paid: dollars(cents: 1_450)).balance, dollars(cents: 3_550))
    }

    func test_load_saysACardIsSpentWhenNothingIsLeft() async throws {
        let card = makeGiftCard("WINTER-7KQ2", cents: 5_000)
        var state = ShopState.empty
        try state.record(dollars(cents: 5_000), paidWith: card)
        let (sut, _, observer) = makeSUT(cards: [card], state: state)

        await sut.load("WINTER-7KQ2")

        guard case let .loaded(balance)? = observer.states.last else { return XCTFail("\(observer.states)") }
        XCTAssertTrue(balance.isSpent)
    }

    func test_load_refusesAnUnknownCodeSayingNothingOfTheCodesThatExist() async {
        let (sut, store, observer) = makeSUT(cards: [makeGiftCard("WINTER-7KQ2", cents: 5_000)], state: .empty)

        await sut.load("WINTER-7KQ3")

        XCTAssertEqual(observer.states, [.loading, .failed(.refused(.unknownGiftCard))])
        XCTAssertEqual(store.messages, [], "nothing of the customer's is read for a card that is not there")
    }

    private func makeSUT(
        cards: [GiftCard], state: ShopState, file: StaticString = #filePath, line: UInt = #line
    ) -> (GiftCardInteractor, ShopStateStoreSpy, StateObserverSpy<LoadState<GiftCardBalance>>) {
        let store = ShopStateStoreSpy(state)
        let observer = StateObserverSpy<LoadState<GiftCardBalance>>()
        let sut = GiftCardInteractor(giftCards: GiftCardStoreSpy(cards), state: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, observer)
    }
}
