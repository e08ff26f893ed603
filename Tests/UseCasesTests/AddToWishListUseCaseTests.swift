import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class AddToWishListUseCaseTests: XCTestCase {
    func test_add_savesTheProductAtTheEndAndPublishesTheEditAndTellsOfTheNewList() async throws {
        let (sut, store, observers) = makeSUT(state: makeState(wishList: wished(2), sold: [id(1): 1]))

        let outcome = await sut.add(id(1))

        let list = try PricedWishList(currency: usd, lines: [
            WishListLine(makeProduct(id: 2)), WishListLine(makeProduct(id: 1, stock: 4), priceWhenAdded: dollars(cents: 1_000)),
        ])
        XCTAssertEqual(store.messages, [.update(ordersFrom: nil)])
        XCTAssertEqual(store.state.wishList, wishList([entry(2), entry(1, quantity: 1, priceWhenAdded: dollars(cents: 1_000))]))
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observers.edit.states, [.loading, .loaded(WishListEdit(.added, makeProduct(id: 1, stock: 4), wishList: .refreshed(list)))])
        XCTAssertEqual(observers.changes.changes, [.refreshed(list)])
    }

    func test_add_appliesTheChangeToTheStateSavedMeanwhileElsewhere() async {
        let (sut, store, _) = makeSUT()
        store.changedElsewhere = { $0.wishList = wished(2) }

        await sut.add(id(1))

        XCTAssertEqual(store.state.wishList.productIDs, [id(2), id(1)])
    }

    func test_add_refusesAnUnknownProductWithoutSaving() async {
        let (sut, store, observers) = makeSUT()

        let outcome = await sut.add(id(9))

        XCTAssertEqual(store.messages, [])
        XCTAssertEqual(outcome, .failed(.productNotFound(id(9))))
        XCTAssertEqual(observers.edit.states, [.loading, .failed(.productNotFound(id(9)))])
        XCTAssertEqual(observers.changes.changes, [])
    }

    func test_add_refusesAProductAlreadyThereAndLeavesTheStateAsItWas() async {
        let state = makeState(wishList: wished(1))
        let (sut, store, observers) = makeSUT(state: state)

        await sut.add(id(1))

        XCTAssertEqual(store.state, state)
        XCTAssertEqual(observers.edit.states, [.loading, .failed(.refused(.alreadyInWishList(makeProduct(id: 1))))])
        XCTAssertEqual(observers.changes.changes, [])
    }

    func test_add_afterAnAnswerWasLostFindsTheProductAddedAndSaysTheEarlierAttemptAddedIt() async throws {
        let (sut, store, observers) = makeSUT()
        store.losesNextAnswer = true

        let lost = await sut.add(id(1))
        let again = await sut.add(id(1))

        let list = try PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 1), priceWhenAdded: dollars(cents: 1_000))])
        XCTAssertEqual(lost, .failed(.dataAccess(.timedOut)))
        XCTAssertEqual(again, .done)
        XCTAssertEqual(store.state.wishList, wishList([entry(1, priceWhenAdded: dollars(cents: 1_000))]))
        XCTAssertEqual(observers.edit.states.last, .loaded(WishListEdit(.added, makeProduct(id: 1), wishList: .refreshed(list), byEarlierAttempt: true)))
        XCTAssertEqual(observers.changes.changes, [.refreshed(list)])
    }

    func test_add_afterAnAnswerWasLostAddsTheProductWhenTheEarlierAttemptDidNot() async {
        let (sut, store, observers) = makeSUT()
        store.updateError = .timedOut
        await sut.add(id(1))
        store.updateError = nil

        await sut.add(id(1))

        XCTAssertEqual(store.state.wishList.productIDs, [id(1)])
        XCTAssertEqual(observers.edit.states.last.map(Self.byEarlierAttempt), false)
    }

    func test_add_refusesAProductAlreadyThereOnceTheLostAnswerWasAnswered() async {
        let (sut, store, observers) = makeSUT()
        store.losesNextAnswer = true
        await sut.add(id(1))
        await sut.add(id(1))

        let third = await sut.add(id(1))

        XCTAssertEqual(third, .failed(.refused(.alreadyInWishList(makeProduct(id: 1)))))
        XCTAssertEqual(observers.edit.states.count, 6)
    }

    func test_add_refusesAProductAlreadyThereWhenTheLostAnswerWasAnotherProducts() async {
        let (sut, store, _) = makeSUT(state: makeState(wishList: wished(2)))
        store.losesNextAnswer = true
        await sut.add(id(1))

        let other = await sut.add(id(2))

        XCTAssertEqual(other, .failed(.refused(.alreadyInWishList(makeProduct(id: 2)))))
    }

    func test_add_publishesTheStoresFailureAndTellsNoOneOfAChange() async {
        let (sut, store, observers) = makeSUT()
        store.updateError = .notSaved("disk full")

        await sut.add(id(1))

        XCTAssertEqual(store.state, .empty)
        XCTAssertEqual(observers.edit.states, [.loading, .failed(.dataAccess(.notSaved("disk full")))])
        XCTAssertEqual(observers.changes.changes, [])
    }

    func test_add_isDoneWhenSavedEvenWhenTheWishListCannotBeReadAgainForDisplay() async {
        let (sut, store, observers) = makeSUT()
        let catalogue = observers.catalogue
        store.changedElsewhere = { _ in catalogue.lookUpError = .unavailable }

        let outcome = await sut.add(id(1))

        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(store.state.wishList, wishList([entry(1, priceWhenAdded: dollars(cents: 1_000))]))
        XCTAssertEqual(observers.edit.states.last, .loaded(WishListEdit(.added, makeProduct(id: 1), wishList: .failed(.dataAccess(.unavailable)))))
        XCTAssertEqual(observers.changes.changes, [.failed(.dataAccess(.unavailable))])
    }

    private static func byEarlierAttempt(_ state: LoadState<WishListEdit>) -> Bool? {
        if case let .loaded(edit) = state { edit.byEarlierAttempt } else { nil }
    }

    private func makeSUT(
        state: ShopState = .empty, file: StaticString = #filePath, line: UInt = #line
    ) -> (
        sut: AddToWishListInteractor, state: ShopStateStoreSpy,
        observers: (edit: StateObserverSpy<LoadState<WishListEdit>>, changes: WishListChangeObserverSpy, catalogue: CatalogueSpy)
    ) {
        let catalogue = CatalogueSpy(products: [makeProduct(id: 1), makeProduct(id: 2)])
        let store = ShopStateStoreSpy(state)
        let lostAnswers = LostAnswers()
        let changes = WishListChangeObserverSpy()
        let edit = StateObserverSpy<LoadState<WishListEdit>>()
        let sut = AddToWishListInteractor(WishListChanging(catalogue: catalogue, state: store, changes: changes, lostAnswers: lostAnswers))
        sut.observer = edit
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, (edit, changes, catalogue))
    }
}
