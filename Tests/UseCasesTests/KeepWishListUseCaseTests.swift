import Entities
import TaschTestSupport
import UseCases
import XCTest

@MainActor
final class KeepWishListUseCaseTests: XCTestCase {
    func test_load_publishesTheSavedOrderAtTheStockLeft_keepingTheIDsTheCatalogueNoLongerListsApart() async throws {
        let products = [makeProduct(id: 1, stock: 2), makeProduct(id: 2, stock: 2)]
        let (sut, catalogue, store, observer) = makeSUT(products: products, state: makeState(wishList: wished(2, 7, 1), sold: [id(2): 1]))

        let outcome = await sut.load()

        XCTAssertEqual(store.messages, [.read])
        XCTAssertEqual(catalogue.messages, [.lookUp([id(2), id(7), id(1)])])
        XCTAssertEqual(outcome, .done)
        let lines = [try WishListLine(makeProduct(id: 2, stock: 1)), try WishListLine(makeProduct(id: 1, stock: 2))]
        XCTAssertEqual(observer.states, [.loading, .loaded(try PricedWishList(currency: usd, lines: lines, unsold: [entry(7)]))])
    }

    func test_load_publishesTheStoresFailure() async {
        let (sut, _, store, observer) = makeSUT()
        store.readError = .unavailable

        await sut.load()

        XCTAssertEqual(observer.states, [.loading, .failed(.dataAccess(.unavailable))])
    }

    func test_load_refusesAWishListWhoseTotalCannotBeCounted() async {
        let products = [makeProduct(id: 1, priceCents: Int.max), makeProduct(id: 2, priceCents: 1)]
        let (sut, _, _, observer) = makeSUT(products: products, state: makeState(wishList: wished(1, 2)))

        await sut.load()

        XCTAssertEqual(observer.states, [.loading, .failed(.refused(.amountTooLarge))])
    }

    func test_wishListDidChange_publishesTheNewList() async {
        let (sut, _, _, observer) = makeSUT()
        let list = makeWishList([makeProduct(id: 2)])

        sut.wishListDidChange(to: .refreshed(list))

        XCTAssertEqual(observer.states, [.loaded(list)])
    }

    func test_wishListDidChange_saysTheListCouldNotBeShownAgainWhenItCouldNotBeRead() async {
        let (sut, _, _, observer) = makeSUT()

        sut.wishListDidChange(to: .failed(.dataAccess(.unavailable)))

        XCTAssertEqual(observer.states, [.failed(.notRefreshed(.dataAccess(.unavailable)))])
    }

    private func makeSUT(products: [Product] = [], state: ShopState = .empty, file: StaticString = #filePath, line: UInt = #line) -> (
        sut: WishListInteractor, catalogue: CatalogueSpy, state: ShopStateStoreSpy, observer: StateObserverSpy<LoadState<PricedWishList>>
    ) {
        let catalogue = CatalogueSpy(products: products)
        let store = ShopStateStoreSpy(state)
        let observer = StateObserverSpy<LoadState<PricedWishList>>()
        let sut = WishListInteractor(catalogue: catalogue, state: store)
        sut.observer = observer
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, catalogue, store, observer)
    }
}
