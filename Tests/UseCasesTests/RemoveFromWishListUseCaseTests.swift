import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class RemoveFromWishListUseCaseTests: XCTestCase {
    func test_remove_savesTheListWithoutTheProductAndPublishesTheEditAndTellsOfTheNewList() async {
        let (sut, store, observers) = makeSUT(state: makeState(wishList: wished(2, 1)))

        let outcome = await sut.remove(id(2))

        let list = makeWishList([makeProduct(id: 1)])
        XCTAssertEqual(store.state.wishList.productIDs, [id(1)])
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(observers.edit.states, [.loading, .loaded(WishListEdit(.removed, makeProduct(id: 2), wishList: .refreshed(list)))])
        XCTAssertEqual(observers.changes.changes, [.refreshed(list)])
    }

    func test_remove_refusesAProductNotThereAndLeavesTheStateAsItWas() async {
        let state = makeState(wishList: wished(2))
        let (sut, store, observers) = makeSUT(state: state)

        await sut.remove(id(1))

        XCTAssertEqual(store.state, state)
        XCTAssertEqual(observers.edit.states, [.loading, .failed(.refused(.notInWishList(makeProduct(id: 1))))])
        XCTAssertEqual(observers.changes.changes, [])
    }

    func test_remove_takesOffAProductTheCatalogueNoLongerLists() async throws {
        let (sut, store, observers) = makeSUT(state: makeState(wishList: wished(9, 1)))

        let outcome = await sut.remove(id(9))

        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(store.state.wishList, wished(1))
        let left = makeWishList([makeProduct(id: 1)])
        XCTAssertEqual(observers.edit.states, [.loading, .loaded(WishListEdit(.removed, productID: id(9), nil, wishList: .refreshed(left)))])
    }

    func test_remove_refusesAProductNeitherSoldNorWishedForWithoutSaving() async {
        let (sut, store, observers) = makeSUT(state: makeState(wishList: wished(1)))

        await sut.remove(id(9))

        XCTAssertEqual(store.state.wishList, wished(1))
        XCTAssertEqual(observers.edit.states, [.loading, .failed(.productNotFound(id(9)))])
    }

    func test_remove_takesTheWholeLineOffWhateverItsQuantity() async {
        let (sut, store, _) = makeSUT(state: makeState(wishList: wishList([entry(1, quantity: 3)])))

        await sut.remove(id(1))

        XCTAssertEqual(store.state.wishList, WishList())
    }

    func test_remove_afterAnAnswerWasLostFindsTheProductGoneAndSaysTheEarlierAttemptRemovedIt() async {
        let (sut, store, observers) = makeSUT(state: makeState(wishList: wished(1, 2)))
        store.losesNextAnswer = true

        let lost = await sut.remove(id(1))
        let again = await sut.remove(id(1))

        let list = makeWishList([makeProduct(id: 2)])
        XCTAssertEqual(lost, .failed(.dataAccess(.timedOut)))
        XCTAssertEqual(again, .done)
        XCTAssertEqual(store.state.wishList, wished(2))
        XCTAssertEqual(observers.edit.states.last, .loaded(WishListEdit(.removed, makeProduct(id: 1), wishList: .refreshed(list), byEarlierAttempt: true)))
        XCTAssertEqual(observers.changes.changes, [.refreshed(list)])
    }

    func test_remove_publishesTheStoresFailure() async {
        let (sut, store, observers) = makeSUT(state: makeState(wishList: wished(1)))
        store.updateError = .timedOut

        await sut.remove(id(1))

        XCTAssertEqual(store.state.wishList.productIDs, [id(1)])
        XCTAssertEqual(observers.edit.states, [.loading, .failed(.dataAccess(.timedOut))])
        XCTAssertEqual(observers.changes.changes, [])
    }

    private func makeSUT(
        state: ShopState, file: StaticString = #filePath, line: UInt = #line
    ) -> (
        sut: RemoveFromWishListInteractor, state: ShopStateStoreSpy,
        observers: (edit: StateObserverSpy<LoadState<WishListEdit>>, changes: WishListChangeObserverSpy)
    ) {
        let catalogue = CatalogueSpy(products: [makeProduct(id: 1), makeProduct(id: 2)])
        let store = ShopStateStoreSpy(state)
        let lostAnswers = LostAnswers()
        let changes = WishListChangeObserverSpy()
        let edit = StateObserverSpy<LoadState<WishListEdit>>()
        let sut = RemoveFromWishListInteractor(WishListChanging(catalogue: catalogue, state: store, changes: changes, lostAnswers: lostAnswers))
        sut.observer = edit
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, (edit, changes))
    }
}
