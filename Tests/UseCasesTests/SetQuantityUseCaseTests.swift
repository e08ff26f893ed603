import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class SetQuantityUseCaseTests: XCTestCase {
    func test_setQuantity_savesTheNewQuantityAndPublishesTheEditAndTellsOfTheNewList() async throws {
        let (sut, store, observers) = makeSUT(state: makeState(wishList: wishList([entry(1, priceWhenAdded: dollars(cents: 900)), entry(2)])))

        let outcome = await sut.setQuantity(of: id(1), to: 3)

        let list = try PricedWishList(currency: usd, lines: [
            WishListLine(makeProduct(id: 1), quantity: 3, priceWhenAdded: dollars(cents: 900)), WishListLine(makeProduct(id: 2)),
        ])
        XCTAssertEqual(store.messages, [.update(ordersFrom: nil)])
        XCTAssertEqual(store.state.wishList, wishList([entry(1, quantity: 3, priceWhenAdded: dollars(cents: 900)), entry(2)]))
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observers.edit.states, [.loading, .loaded(WishListEdit(.quantitySet(3), makeProduct(id: 1), wishList: .refreshed(list)))])
        XCTAssertEqual(observers.changes.changes, [.refreshed(list)])
    }

    func test_setQuantity_takesTheLineOffAtZero() async {
        let (sut, store, observers) = makeSUT(state: makeState(wishList: wishList([entry(1, quantity: 2), entry(2)])))

        await sut.setQuantity(of: id(1), to: 0)

        XCTAssertEqual(store.state.wishList, wished(2))
        XCTAssertEqual(observers.edit.states, [.loading, .loaded(WishListEdit(.removed, makeProduct(id: 1), wishList: .refreshed(makeWishList([makeProduct(id: 2)]))))])
    }

    func test_setQuantity_refusesMoreThanIsLeftNamingHowManyAreAndSavesNothing() async {
        let state = makeState(wishList: wished(1), sold: [id(1): 3])
        let (sut, store, observers) = makeSUT(state: state)

        let outcome = await sut.setQuantity(of: id(1), to: 3)

        let short = StockShortfall(makeProduct(id: 1, stock: 2), quantity: 3)
        XCTAssertEqual(store.state, state)
        XCTAssertEqual(outcome, .failed(.refused(.notEnoughStock([short]))))
        XCTAssertEqual(observers.changes.changes, [])
    }

    func test_setQuantity_acceptsExactlyTheStockLeft() async {
        let (sut, store, _) = makeSUT(state: makeState(wishList: wished(1), sold: [id(1): 3]))

        await sut.setQuantity(of: id(1), to: 2)

        XCTAssertEqual(store.state.wishList, wishList([entry(1, quantity: 2)]))
    }

    func test_setQuantity_refusesAProductNotOnTheWishListAndSavesNothing() async {
        let (sut, store, observers) = makeSUT(state: makeState(wishList: wished(2)))

        await sut.setQuantity(of: id(1), to: 2)

        XCTAssertEqual(store.state.wishList, wished(2))
        XCTAssertEqual(observers.edit.states, [.loading, .failed(.refused(.notInWishList(makeProduct(id: 1))))])
    }

    func test_setQuantity_refusesAnUnknownProductWithoutSaving() async {
        let (sut, store, observers) = makeSUT()

        await sut.setQuantity(of: id(9), to: 2)

        XCTAssertEqual(store.messages, [])
        XCTAssertEqual(observers.edit.states, [.loading, .failed(.productNotFound(id(9)))])
    }

    func test_setQuantity_refusesANegativeQuantityWithoutSaving() async {
        let state = makeState(wishList: wished(1))
        let (sut, store, observers) = makeSUT(state: state)

        await sut.setQuantity(of: id(1), to: -1)

        XCTAssertEqual(store.state, state)
        XCTAssertEqual(observers.edit.states, [.loading, .failed(.refused(.invalidQuantity(-1)))])
    }

    func test_setQuantity_appliesTheChangeToTheStateSavedMeanwhileElsewhere() async {
        let (sut, store, _) = makeSUT(state: makeState(wishList: wished(1)))
        store.changedElsewhere = { $0.wishList = wished(1, 2) }

        await sut.setQuantity(of: id(1), to: 2)

        XCTAssertEqual(store.state.wishList, wishList([entry(1, quantity: 2), entry(2)]))
    }

    func test_setQuantity_afterAnAnswerWasLostFindsTheQuantitySetAndSaysTheEarlierAttemptSetIt() async throws {
        let (sut, store, observers) = makeSUT(state: makeState(wishList: wished(1)))
        store.losesNextAnswer = true

        let lost = await sut.setQuantity(of: id(1), to: 3)
        let again = await sut.setQuantity(of: id(1), to: 3)

        let list = try PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 1), quantity: 3)])
        XCTAssertEqual(lost, .failed(.dataAccess(.timedOut)))
        XCTAssertEqual(again, .done)
        XCTAssertEqual(store.state.wishList, wishList([entry(1, quantity: 3)]))
        XCTAssertEqual(observers.edit.states.last, .loaded(WishListEdit(.quantitySet(3), makeProduct(id: 1), wishList: .refreshed(list), byEarlierAttempt: true)))
    }

    func test_setQuantity_toTheQuantityALineAlreadyHasWithNoAnswerLostSaysThisAttemptSetIt() async {
        let (sut, _, observers) = makeSUT(state: makeState(wishList: wishList([entry(1, quantity: 3)])))

        await sut.setQuantity(of: id(1), to: 3)

        let list = try! PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 1), quantity: 3)])
        XCTAssertEqual(observers.edit.states.last, .loaded(WishListEdit(.quantitySet(3), makeProduct(id: 1), wishList: .refreshed(list), byEarlierAttempt: false)))
    }

    func test_setQuantityZero_afterAnAnswerWasLostFindsTheLineGoneAndSaysTheEarlierAttemptTookItOff() async {
        let (sut, store, observers) = makeSUT(state: makeState(wishList: wished(1)))
        store.losesNextAnswer = true

        await sut.setQuantity(of: id(1), to: 0)
        let again = await sut.setQuantity(of: id(1), to: 0)

        XCTAssertEqual(again, .done)
        XCTAssertEqual(store.state.wishList, WishList())
        XCTAssertEqual(observers.edit.states.last, .loaded(WishListEdit(.removed, makeProduct(id: 1), wishList: .refreshed(makeWishList([])), byEarlierAttempt: true)))
    }

    func test_setQuantity_publishesTheStoresFailureAndTellsNoOneOfAChange() async {
        let (sut, store, observers) = makeSUT(state: makeState(wishList: wished(1)))
        store.updateError = .notSaved("disk full")

        await sut.setQuantity(of: id(1), to: 2)

        XCTAssertEqual(store.state.wishList, wished(1))
        XCTAssertEqual(observers.edit.states, [.loading, .failed(.dataAccess(.notSaved("disk full")))])
        XCTAssertEqual(observers.changes.changes, [])
    }

    private func makeSUT(
        state: ShopState = .empty, file: StaticString = #filePath, line: UInt = #line
    ) -> (
        sut: SetQuantityInteractor, state: ShopStateStoreSpy,
        observers: (edit: StateObserverSpy<LoadState<WishListEdit>>, changes: WishListChangeObserverSpy)
    ) {
        let catalogue = CatalogueSpy(products: [makeProduct(id: 1), makeProduct(id: 2)])
        let store = ShopStateStoreSpy(state)
        let lostAnswers = LostAnswers()
        let changes = WishListChangeObserverSpy()
        let edit = StateObserverSpy<LoadState<WishListEdit>>()
        let sut = SetQuantityInteractor(WishListChanging(catalogue: catalogue, state: store, changes: changes, lostAnswers: lostAnswers))
        sut.observer = edit
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, (edit, changes))
    }
}
