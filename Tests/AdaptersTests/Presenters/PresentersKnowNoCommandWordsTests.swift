import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// Presenters know no command words: what can be done next is a `NextStep` value, which each driver words in its own
/// terms (a command to type, a key to press), so every text in a view model is the shop's, never a driver's.
final class PresentersKnowNoCommandWordsTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")

    func test_cart_offersToTakeOffWhatIsOutOfStockBeforeCheckingOut_namingItAndWhy() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1), makeProduct(id: 2, name: "Mug Set", stock: 0)]))

        let viewModel = CartPresenter(money: money).map(cart)

        XCTAssertEqual(viewModel.nextSteps, [.remove(productID: "2")])
        XCTAssertEqual(viewModel.problem?.message, "\"Mug Set\" is out of stock")
    }

    func test_everyScreensText_saysNothingToTypeAndQuotesOnlyNames() throws {
        let products = (1...6).map { makeProduct(id: $0, name: "Tote \($0)") }
        let search = CataloguePage(products: [], query: CatalogueQuery(searchText: "zz"), matchCount: 0, catalogueCount: 6)
        let viewModels: [Any] = [
            ShopfrontPresenter(money: money).map(makeShopfront(products, wishList: makeWishList([]))),
            CataloguePresenter(money: money).map(makeFirstPage(makeCatalogue(products))),
            CataloguePresenter(money: money).map(search),
            ProductDetailPresenter(money: money).map(makeDetail(products[0], rating: nil, isInWishList: false)),
            WishListPresenter(money: money).map(makeWishList(products)),
            WishListPresenter(money: money).map(makeWishList([])),
            CartPresenter(money: money).map(try Cart(wishList: makeWishList(products))),
            CartPresenter(money: money).map(try Cart(wishList: makeWishList([]))),
            OrderHistoryPresenter(money: money, times: TimestampFormatter(timeZone: TimeZone(identifier: "UTC")!), payments: .shop).map(makeOrderPage([])),
            OrderHistoryPresenter(money: money, times: TimestampFormatter(timeZone: TimeZone(identifier: "UTC")!), payments: .shop)
                .map(makeOrderPage([try Order(number: 1001, buying: Cart(wishList: makeWishList([products[0]])))])),
        ]

        for text in viewModels.flatMap(Self.texts) {
            XCTAssertFalse(text.contains("Type") || text.contains("type "), text)
            XCTAssertTrue(text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().allSatisfy { index, part in
                index % 2 == 0 || part.hasPrefix("Tote") || part == "zz"
            }, text)
        }
    }

    func test_everyErrorMessage_saysNothingToType() throws {
        let line = StockShortfall(makeProduct(id: 4, stock: 2), quantity: 3)
        let errors: [ShopError] = [
            .orderNotFound(7), .refused(.cartIsEmpty), .refused(.outOfStock([makeProduct(stock: 0)])), .refused(.notEnoughStock([line])),
        ]

        for error in errors {
            let message = ShopErrorPresenter(money: MoneyFormatter(localeIdentifier: "en_US")).map(error).message
            XCTAssertFalse(message.contains("type") || message.contains("with \""), message)
        }
    }

    /// Every string in `value`, however deep.
    private static func texts(in value: Any) -> [String] {
        if let text = value as? String { return [text] }
        return Mirror(reflecting: value).children.flatMap { texts(in: $0.value) }
    }
}
