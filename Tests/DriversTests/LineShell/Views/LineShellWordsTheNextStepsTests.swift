import Adapters
@testable import Drivers
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// The line shell words the next steps the presenters offer as commands to type, in `TerminalVocabulary`'s words.
@MainActor
final class LineShellWordsTheNextStepsTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")

    func test_productDetail_listsTheCommandsThatApplyLinedUpWithWhatTheyDo() async {
        let viewModel = ProductDetailPresenter(money: money).map(makeDetail(makeProduct(), rating: nil, isInWishList: false))

        let printed = printed { ProductDetailTextView(output: $0).display(viewModel) }

        XCTAssertTrue(printed.hasSuffix("""
        Type:
          add         put it on your wish list
          rate N      give it 1 to 5 stars
          back        return to the previous screen


        """), printed)
    }

    func test_productDetail_offersRemoveForAProductOnTheWishList() async {
        let viewModel = ProductDetailPresenter(money: money).map(makeDetail(makeProduct(), rating: nil, isInWishList: true))

        XCTAssertTrue(printed { ProductDetailTextView(output: $0).display(viewModel) }.contains("\n  remove      take it off your wish list\n"))
    }

    func test_shopfront_saysHowToSeeTheProductsNotShownAndListsWhereToGo() async {
        let viewModel = ShopfrontPresenter(money: money).map(makeShopfront((1...6).map { makeProduct(id: $0) }, wishList: makeWishList([])))

        let printed = printed { ShopfrontTextView(output: $0).display(viewModel) }

        XCTAssertTrue(printed.hasSuffix("""
          … and 2 more: type "catalogue" to browse them, or "find TEXT".
        Your wish list is empty.
        Type:
          show ID     see a product
          catalogue   every product
          wish        your wish list
          cart        your cart and checkout
          orders      the orders you placed
          help        every command


        """), printed)
    }

    func test_catalogue_saysWhatToTypeForAProductAndForEachPage() async {
        let page = CataloguePage(products: [makeProduct(id: 1)], query: CatalogueQuery(page: 2, pageSize: PageSize(1)!), matchCount: 3, catalogueCount: 3)
        let viewModel = CataloguePresenter(money: money).map(page)

        let printed = printed { CatalogueTextView(output: $0).display(viewModel) }

        XCTAssertTrue(printed.hasSuffix(
            "Type \"show ID\" to see a product, \"next\" for page 3, \"prev\" for page 1, or \"catalogue page N\" for any page.\n\n"
        ), printed)
    }

    func test_catalogue_saysHowToLeaveASearchAndToSeeEveryProductWhenNoneMatches() async {
        let page = CataloguePage(products: [], query: CatalogueQuery(searchText: "zz"), matchCount: 0, catalogueCount: 3)
        let viewModel = CataloguePresenter(money: money).map(page)

        XCTAssertEqual(printed { CatalogueTextView(output: $0).display(viewModel) }, """
        Catalogue: 0 products matching "zz" ("catalogue all" leaves the search)
        No product matches: type "catalogue all" to see every product.


        """)
    }

    func test_catalogue_saysSoWhenNothingIsInStockWithoutASearchToLeave() async {
        let page = CataloguePage(products: [], query: CatalogueQuery(inStockOnly: true), matchCount: 0, catalogueCount: 3)
        let viewModel = CataloguePresenter(money: money).map(page)

        XCTAssertEqual(printed { CatalogueTextView(output: $0).display(viewModel) }, """
        Catalogue: 0 products in stock
        No product matches: type "catalogue all" to see every product.


        """)
    }

    func test_catalogue_saysSoWhenTheCatalogueIsEmpty() async {
        let viewModel = CataloguePresenter(money: money).map(makeFirstPage(makeCatalogue([])))

        XCTAssertEqual(printed { CatalogueTextView(output: $0).display(viewModel) }, """
        Catalogue: 0 products
        The catalogue is empty: there is nothing to buy yet.


        """)
    }

    func test_wishList_saysWhatToTypeToCheckOutChangeHowManyOrTakeAnItemOff() async {
        let viewModel = WishListPresenter(money: money).map(makeWishList([makeProduct()]))

        let printed = printed { WishListTextView(output: $0).display(viewModel) }

        XCTAssertTrue(printed.hasSuffix(
            "Type \"cart\" to check out, \"quantity ID N\" to change how many, or \"remove ID\" to take an item off.\n\n"
        ), printed)
    }

    func test_wishList_saysHowToFillItWhenEmpty() async {
        let viewModel = WishListPresenter(money: money).map(makeWishList([]))

        XCTAssertEqual(printed { WishListTextView(output: $0).display(viewModel) }, """
        Your wish list
        Your wish list is empty. Type "show ID" to find a product, then "add" to keep it here.


        """)
    }

    func test_cart_saysWhatToTypeToPlaceTheOrder() async throws {
        let viewModel = CartPresenter(money: money).map(try Cart(wishList: makeWishList([makeProduct()])))

        XCTAssertTrue(printed { CartTextView(output: $0).display(viewModel) }.hasSuffix("Type \"checkout\" to place the order.\n\n"))
    }

    func test_cart_saysWhatStandsInTheWayOfCheckingOutAndWhatToTypeForEachLine() async throws {
        let outOfStock = try Cart(wishList: makeWishList([makeProduct(id: 3, name: "Mug Set", stock: 0)]))
        let short = try Cart(wishList: PricedWishList(currency: usd, lines: [WishListLine(makeProduct(id: 4, name: "Lamp", stock: 1), quantity: 2)]))
        let unsold = try Cart(wishList: PricedWishList(currency: usd, lines: [], unsold: [entry(9)]))
        let presenter = CartPresenter(money: money)

        XCTAssertTrue(printed { CartTextView(output: $0).display(presenter.map(outOfStock)) }.hasSuffix(
            "\"Mug Set\" is out of stock: remove it with \"remove 3\", then check out again.\n\n"
        ))
        XCTAssertTrue(printed { CartTextView(output: $0).display(presenter.map(short)) }.hasSuffix(
            "\"Lamp\" has only 1 left, not 2: ask for what is left with \"quantity 4 1\".\n\n"
        ))
        XCTAssertTrue(printed { CartTextView(output: $0).display(presenter.map(unsold)) }.hasSuffix(
            "Nothing in your cart can be bought: #9 is no longer sold: type \"remove 9\".\n\n"
        ))
    }

    func test_cart_saysHowToFillItWhenEmpty() async throws {
        let viewModel = CartPresenter(money: money).map(try Cart(wishList: makeWishList([])))

        XCTAssertEqual(printed { CartTextView(output: $0).display(viewModel) }, """
        Your cart
        Your cart is empty. Add products to your wish list with "add ID".


        """)
    }

    func test_orders_saysWhatToTypeToSeeAReceiptAgain() async throws {
        let order = try Order(number: 1001, buying: Cart(wishList: makeWishList([makeProduct()])))
        let viewModel = OrderHistoryPresenter(money: money, times: TimestampFormatter(timeZone: .gmt), payments: .shop).map(OrderHistoryPage(orders: [order], page: 1, pageSize: .standard, orderCount: 1))

        XCTAssertTrue(printed { OrderHistoryTextView(output: $0).display(viewModel) }.hasSuffix(
            "Type \"order N\" to see an order's receipt again.\n\n"
        ))
    }

    func test_orders_saysWhereToGoWhenNoneWasPlaced() async {
        let viewModel = OrderHistoryPresenter(money: money, times: TimestampFormatter(timeZone: .gmt), payments: .shop).map(OrderHistoryPage(orders: [], page: 1, pageSize: .standard, orderCount: 0))

        XCTAssertEqual(printed { OrderHistoryTextView(output: $0).display(viewModel) }, """
        Your orders
        You have placed no orders yet. Type "cart" to see what checking out would buy.


        """)
    }

    /// What `display` writes to standard output, with no window and no colour.
    private func printed(_ display: (TerminalOutput) -> Void) -> String {
        let console = ScriptedConsole(lines: [])
        display(TerminalOutput(console: console, style: TextStyle(usesColour: false)))
        return console.output
    }
}
