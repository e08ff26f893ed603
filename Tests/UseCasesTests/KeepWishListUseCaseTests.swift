import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class KeepWishListUseCaseTests: XCTestCase {
    func test_load_publishesTheWishList() async {
        let (sut, store, observers) = makeSUT()
        let list = makeWishList([makeProduct(id: 1)])
        store.wishListResult = .success(list)

        await sut.load()

        XCTAssertEqual(store.messages, [.loadWishList])
        XCTAssertEqual(observers.list.states, [.loading, .loaded(list)])
    }

    func test_add_publishesTheEditAndTellsTheChangePort() async {
        let (sut, store, observers) = makeSUT()
        let edit = WishListEdit(.added, makeProduct(id: 4), wishList: makeWishList([makeProduct(id: 4)]))
        store.editResult = .success(edit)

        await sut.add(id(4))

        XCTAssertEqual(store.messages, [.addToWishList(id(4))])
        XCTAssertEqual(observers.edit.states, [.loading, .loaded(edit)])
        XCTAssertEqual(observers.changes.changes, [edit.wishList])
    }

    func test_remove_publishesTheEditAndTellsTheChangePort() async {
        let (sut, store, observers) = makeSUT()
        let edit = WishListEdit(.removed, makeProduct(id: 4), wishList: makeWishList([]))
        store.editResult = .success(edit)

        await sut.remove(id(4))

        XCTAssertEqual(store.messages, [.removeFromWishList(id(4))])
        XCTAssertEqual(observers.edit.states, [.loading, .loaded(edit)])
        XCTAssertEqual(observers.changes.changes, [edit.wishList])
    }

    func test_add_publishesTheErrorAndTellsNoOneOfAChangeOnFailure() async {
        let (sut, store, observers) = makeSUT()
        store.editResult = .failure(.alreadyInWishList(makeProduct(id: 4)))

        await sut.add(id(4))

        XCTAssertEqual(observers.edit.states, [.loading, .failed(.alreadyInWishList(makeProduct(id: 4)))])
        XCTAssertEqual(observers.changes.changes, [])
    }

    func test_wishListDidChange_publishesTheNewListToTheListObserver() async {
        let (sut, _, observers) = makeSUT()
        let list = makeWishList([makeProduct(id: 2)])

        sut.wishListDidChange(to: list)

        XCTAssertEqual(observers.list.states, [.loaded(list)])
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (
        sut: WishListInteractor,
        store: ShopStoreSpy,
        observers: (list: StateObserverSpy<LoadState<WishList>>, edit: StateObserverSpy<LoadState<WishListEdit>>, changes: WishListChangeObserverSpy)
    ) {
        let store = ShopStoreSpy()
        let changes = WishListChangeObserverSpy()
        let list = StateObserverSpy<LoadState<WishList>>()
        let edit = StateObserverSpy<LoadState<WishListEdit>>()
        let sut = WishListInteractor(store: store, changes: changes)
        sut.observer = list
        sut.editObserver = edit
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store, (list, edit, changes))
    }
}
