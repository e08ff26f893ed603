import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The values the lists and the product page give a driver beyond their text: the catalogue's widest cells, what to
/// note about the stock, how many are wished for, and the way to wish for more.
final class ListValuesPresenterTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")

    func test_catalogue_givesTheWholeCataloguesWidestIDAndPriceForEveryPage() {
        let extremes = ProductExtremes(largestID: id(1_234), highestPrice: dollars(cents: 123_456))
        let page = CataloguePage(products: [makeProduct(id: 2, priceCents: 100)], query: CatalogueQuery(page: 2), matchCount: 40, catalogueCount: 40)

        let widest = CataloguePresenter(money: money, extremes: extremes).map(page).widest
        let unknown = CataloguePresenter(money: money).map(page).widest

        XCTAssertEqual(widest?.id, "1234")
        XCTAssertEqual(widest?.price, "$1,234.56")
        XCTAssertNil(unknown)
    }

    func test_catalogue_givesTheWidestStockARowCanSay_whateverThePageHolds() {
        let page = makeFirstPage(makeCatalogue([makeProduct(id: 1, stock: 9)]))

        XCTAssertEqual(CataloguePresenter(money: money).map(page).widestStock, "out of stock")
    }

    func test_shopfront_givesTheCataloguesWidestCellsToItsStrip() {
        let extremes = ProductExtremes(largestID: id(99), highestPrice: dollars(cents: 5_000))

        let viewModel = ShopfrontPresenter(money: money, extremes: extremes).map(makeShopfront([makeProduct(id: 1)], wishList: makeWishList([])))

        XCTAssertEqual(viewModel.widest?.id, "99")
        XCTAssertEqual(viewModel.widest?.price, "$50.00")
    }

    func test_catalogue_notesOnlyAShortStock() {
        let page = makeFirstPage(makeCatalogue([makeProduct(id: 1, stock: 9), makeProduct(id: 2, stock: 2), makeProduct(id: 3, stock: 0)]))

        let notes = CataloguePresenter(money: money).map(page).rows.map(\.notes)

        XCTAssertEqual(notes, [[], ["only 2 left"], ["out of stock"]])
    }

    func test_catalogueInTheStockOrder_notesHowManyAreLeftOnEveryRow() {
        let products = [makeProduct(id: 1, stock: 9), makeProduct(id: 2, stock: 2), makeProduct(id: 3, stock: 0)]
        let page = CataloguePage(products: products, query: CatalogueQuery(sort: CatalogueSort(.stock, descending: true)), matchCount: 3, catalogueCount: 3)

        let rows = CataloguePresenter(money: money).map(page).rows

        XCTAssertEqual(rows.map(\.notes), [["9 left"], ["2 left"], ["out of stock"]])
        XCTAssertEqual(rows.map(\.stock), ["in stock", "only 2 left", "out of stock"])
    }

    func test_productDetail_saysHowManyAreWishedForAndOffersToChangeIt() throws {
        let product = makeProduct(id: 6)
        let detail = ProductDetail(product: product, rating: nil, wishListEntry: try WishListEntry(id(6), quantity: 3), shipping: dollars(cents: 0))

        let viewModel = ProductDetailPresenter(money: money).map(detail)

        XCTAssertEqual(viewModel.line("Wish list"), "In your wish list, 3 wished for")
        XCTAssertEqual(viewModel.nextSteps, [.removeShownProduct, .setShownQuantity, .rateShownProduct, .back])
    }

    func test_addingAProductAlreadyWished_offersToChangeHowMany() {
        let error = ShopErrorPresenter(money: money).map(.refused(.alreadyInWishList(makeProduct(id: 6, name: "Throw"))))

        XCTAssertEqual(error.message, "\"Throw\" is already in your wish list")
        XCTAssertEqual(error.nextSteps, [.changeQuantity(productID: "6")])
    }
}
