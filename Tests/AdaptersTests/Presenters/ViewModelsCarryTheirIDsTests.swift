import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The rows of the lists carry what a driver acts on (a product's id, how many are wished for, an order's number), so
/// that no driver rebuilds them from the order of the rows.
final class ViewModelsCarryTheirIDsTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")

    func test_catalogueRows_carryTheirProductsIDs() {
        let viewModel = CataloguePresenter(money: money).map(makeFirstPage(makeCatalogue([makeProduct(id: 7), makeProduct(id: 3)])))

        XCTAssertEqual(viewModel.rows.map(\.productID), [id(7), id(3)])
    }

    func test_wishListItems_carryTheirProductsAndHowManyAreWished_productsNoLongerSoldToo() throws {
        let wishList = try wishList([entry(1, quantity: 2), entry(9)]).priced([makeProduct(id: 1)], currency: usd)

        let viewModel = WishListPresenter(money: money).map(wishList)

        XCTAssertEqual(viewModel.items.map(\.productID), [id(1), id(9)])
        XCTAssertEqual(viewModel.items.map(\.wishedQuantity), [2, 1])
    }

    func test_cartLines_carryTheirProducts_productsLeftOutToo() throws {
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 1))], unsold: [entry(9)]))

        XCTAssertEqual(CartPresenter(money: money).map(cart).lines.map(\.productID), [id(1), id(9)])
    }

    func test_orderRows_carryTheirOrdersNumbers() throws {
        let orders = try [1002, 1001].map { try Order(number: $0, lines: [], total: dollars(cents: 0)) }

        let viewModel = OrderHistoryPresenter(money: money, times: TimestampFormatter(timeZone: .gmt), payments: .shop).map(makeOrderPage(orders))

        XCTAssertEqual(viewModel.rows.map(\.orderNumber), [1002, 1001])
    }

    func test_stockLeft_isGroupedAsEveryCountIs() {
        let product = makeProduct(stock: 12_000)

        XCTAssertEqual(ProductDetailPresenter(money: money).map(makeDetail(product)).line("Stock"), "In stock (12,000 left)")
    }
}
