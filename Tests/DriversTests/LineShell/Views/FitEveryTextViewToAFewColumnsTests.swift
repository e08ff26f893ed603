import Adapters
@testable import Drivers
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// Every text view of the line shell in a window of 1 to 20 columns, as a terminal dragged narrow shows it: each prints
/// its answer, and no line is wider than the window.
@MainActor
final class FitEveryTextViewToAFewColumnsTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")
    private let tote = makeProduct(
        id: 1, name: "Extraordinarily Long Handwoven Market Tote", priceCents: 6_450,
        colours: [Colour(hex: "2F4F4F")!, Colour(hex: "C1A57B")!], dimensions: [Dimension(axis: .height, centimeters: 40, inches: 15.7)!]
    )
    private let lamp = makeProduct(id: 12, name: "Lamp", priceCents: 900, stock: 3)
    private let mugs = makeProduct(id: 5, name: "Stoneware Mug Set", priceCents: 4_800, stock: 0)

    func test_shopfront_fitsEveryWidthFrom1To20() async {
        let viewModel = ShopfrontPresenter(money: money).map(makeShopfront([tote, lamp, mugs] + (20...24).map { makeProduct(id: $0) }, wishList: makeWishList([tote])))

        assertFitsEveryWidth { ShopfrontTextView(output: $0).display(viewModel) }
    }

    func test_catalogue_fitsEveryWidthFrom1To20() async {
        let viewModel = CataloguePresenter(money: money).map(makeFirstPage(makeCatalogue([tote, lamp, mugs])))

        assertFitsEveryWidth { CatalogueTextView(output: $0).display(viewModel) }
    }

    func test_catalogueInTheRatingOrderAndASearchMatchingNothing_fitEveryWidthFrom1To20() async {
        let rated = CataloguePage(products: [tote, lamp], query: CatalogueQuery(sort: .meant(by: .rating)), matchCount: 2, catalogueCount: 3)
        let nothing = CataloguePage(products: [], query: CatalogueQuery(searchText: "a search that runs on past the edge"), matchCount: 0, catalogueCount: 3)

        for page in [rated, nothing] {
            let viewModel = CataloguePresenter(money: money).map(page)
            assertFitsEveryWidth { CatalogueTextView(output: $0).display(viewModel) }
        }
    }

    func test_productDetail_fitsEveryWidthFrom1To20() async {
        let viewModel = ProductDetailPresenter(money: money).map(makeDetail(tote, rating: Rating(stars: 4), isInWishList: true))

        assertFitsEveryWidth { ProductDetailTextView(output: $0).display(viewModel) }
    }

    func test_wishList_fitsEveryWidthFrom1To20() async {
        let wishList = try! PricedWishList(currency: usd, lines: [try WishListLine(tote), try WishListLine(lamp, quantity: 2), try WishListLine(mugs)])
        let viewModel = WishListPresenter(money: money).map(wishList)

        assertFitsEveryWidth { WishListTextView(output: $0).display(viewModel) }
    }

    func test_cart_fitsEveryWidthFrom1To20() async throws {
        let cart = try Cart(wishList: PricedWishList(currency: usd, lines: [try WishListLine(tote), try WishListLine(lamp, quantity: 2), try WishListLine(mugs)]))
        let viewModel = CartPresenter(money: money).map(cart)

        assertFitsEveryWidth { CartTextView(output: $0).display(viewModel) }
    }

    func test_receiptOfACheckout_fitsEveryWidthFrom1To20() async throws {
        let order = try Order(number: 1001, buying: Cart(wishList: makeWishList([tote, lamp])), payments: [Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: 5_000))])
        let viewModel = CheckoutPresenter(money: money, payments: .shop).map(.placed(order, durability: .notYetSafe("the folder of /home/someone/.local/state/tasch/state.json could not be synced")))

        assertFitsEveryWidth { CheckoutTextView(output: $0).display(viewModel) }
    }

    func test_ordersAndOneOrder_fitEveryWidthFrom1To20() async throws {
        let order = try Order(number: 1001, buying: Cart(wishList: makeWishList([tote, lamp])), placedAt: FixedShopClock.fixture)
        let presenter = OrderHistoryPresenter(money: money, times: TimestampFormatter(timeZone: .gmt), payments: .shop)

        assertFitsEveryWidth { OrderHistoryTextView(output: $0).display(presenter.map(makeOrderPage([order]))) }
        assertFitsEveryWidth { ReceiptTextView(output: $0).display(presenter.receipt(order)) }
    }

    func test_helpOverviewAndEachCommandsHelp_fitEveryWidthFrom1To20() async {
        let help = HelpText(table: .shop)
        assertFitsEveryWidth { output in help.overview(columns: output.width).forEach { output.line($0) } }
        for command in CommandTable.shop.entries {
            assertFitsEveryWidth { output in help.detail(for: command.name, columns: output.width ?? 80)?.forEach { output.line($0) } }
        }
    }

    func test_messagesErrorsAndAGiftCardsBalance_fitEveryWidthFrom1To20() async {
        let error = ErrorViewModel(kind: "out-of-stock", message: "\"Stoneware Mug Set\" is out of stock", wayOut: WayOut("remove it with", [.remove(productID: "5")]))
        let balance = GiftCardPresenter(money: money).map(GiftCardBalance(card: makeGiftCard("WINTER-7KQ2", cents: 5_000), paid: dollars(cents: 1_250)))

        assertFitsEveryWidth { MessageTextView(output: $0).display(MessageViewModel(text: "Added \"Extraordinarily Long Handwoven Market Tote\".", warning: "It is the last one.")) }
        assertFitsEveryWidth { TextView(output: $0).display(error) }
        assertFitsEveryWidth { MessageTextView(output: $0).display(balance) }
    }

    /// Fails unless `display` prints something in a window of every width from 1 to 20 columns, no line of it wider.
    private func assertFitsEveryWidth(file: StaticString = #filePath, line: UInt = #line, _ display: (TerminalOutput) -> Void) {
        for width in 1...20 {
            let console = ScriptedConsole(lines: [])
            display(TerminalOutput(console: console, style: TextStyle(usesColour: true), columns: { width }))

            let printed = console.output + console.errors
            XCTAssertFalse(printed.allSatisfy(\.isWhitespace), "nothing printed at \(width) columns", file: file, line: line)
            let wider = printed.split(separator: "\n").map(String.init).filter { DisplayWidth.of($0) > width }
            XCTAssertEqual(wider, [], "wider than \(width) columns:\n\(printed)", file: file, line: line)
        }
    }
}
