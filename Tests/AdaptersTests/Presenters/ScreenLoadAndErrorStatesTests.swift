import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// Every screen's presenter shows the loading state while its request is under way, and a plain error when it fails.
@MainActor
final class ScreenLoadAndErrorStatesTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")

    func test_shopfront_showsLoadingThenTheErrorOnNoConnection() async {
        await assertLoadingThenNoInternet(ShopfrontPresenter(money: money).map)
    }

    func test_catalogue_showsLoadingThenTheErrorOnNoConnection() async {
        await assertLoadingThenNoInternet(CataloguePresenter(money: money).map)
    }

    func test_productDetail_showsLoadingThenTheErrorOnNoConnection() async {
        await assertLoadingThenNoInternet(ProductDetailPresenter(money: money).map)
    }

    func test_wishList_showsLoadingThenTheErrorOnNoConnection() async {
        await assertLoadingThenNoInternet(WishListPresenter(money: money).map)
    }

    func test_wishListEdit_showsLoadingThenTheErrorOnNoConnection() async {
        await assertLoadingThenNoInternet(WishListEditPresenter(money: money).map)
    }

    func test_cart_showsLoadingThenTheErrorOnNoConnection() async {
        await assertLoadingThenNoInternet(CartPresenter(money: money).map)
    }

    func test_receipt_showsLoadingThenTheErrorOnNoConnection() async {
        await assertLoadingThenNoInternet(ReceiptPresenter(money: money, payments: .shop).map(_:))
    }

    func test_rating_showsLoadingThenTheErrorOnNoConnection() async {
        await assertLoadingThenNoInternet(RatingPresenter().map)
    }

    func test_anyScreen_saysACancelledRequestChangedNothing() async {
        let view = ViewSpy<CatalogueViewModel>()
        let sut = LoadStatePresenter(view: view, map: CataloguePresenter(money: money).map, errors: ShopErrorPresenter(money: MoneyFormatter(localeIdentifier: "en_US")))

        sut.stateDidChange(.failed(.dataAccess(.cancelled)))

        XCTAssertEqual(view.messages, [.loading(false), .error("cancelled: nothing was changed")])
    }

    func test_anyScreen_saysATimeoutInPlainWords() async {
        let view = ViewSpy<CartViewModel>()
        let sut = LoadStatePresenter(view: view, map: CartPresenter(money: money).map, errors: ShopErrorPresenter(money: MoneyFormatter(localeIdentifier: "en_US")))

        sut.stateDidChange(.failed(.dataAccess(.timedOut)))

        XCTAssertEqual(view.messages, [.loading(false), .error("the shop did not answer in time: try again")])
    }

    private func assertLoadingThenNoInternet<Value: Equatable & Sendable, Model: Equatable>(
        _ map: @escaping (Value) -> Model,
        file: StaticString = #filePath,
        line: UInt = #line
    ) async {
        let view = ViewSpy<Model>()
        let sut = LoadStatePresenter<Value, ViewSpy<Model>>(view: view, map: map, errors: ShopErrorPresenter(money: MoneyFormatter(localeIdentifier: "en_US")))
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(view, file: file, line: line)

        sut.stateDidChange(.loading)
        XCTAssertEqual(view.messages, [.loading(true)], file: file, line: line)
        sut.stateDidChange(.failed(.dataAccess(.unavailable)))

        XCTAssertEqual(
            view.messages,
            [.loading(true), .loading(false), .error("no internet connection: check your connection and try again")],
            file: file, line: line
        )
    }
}
