import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The full screen's lists from the presenters' cells: how many of a line there are stands before its name, and the
/// catalogue's id and price columns are as wide as the catalogue's widest id and price, on every page.
final class LineUpTheListsOnTheScreenTests: XCTestCase {
    func test_wishList_putsHowManyBeforeTheNameOfALineOfSeveral() throws {
        var model = openScreen()
        let effects = model.press(.text("w"))
        _ = model.answer(request(in: effects, for: .wishList)!, with: .wishList(screenPresenters.wishList(try wishList())))

        let lines = draw(model)

        XCTAssertEqual(lines[2], "› 1  $10.00  Product 1")
        XCTAssertEqual(lines[3], "  2  $40.00  2 × Product 2")
    }

    func test_cart_putsHowManyBeforeTheNameOfALineOfSeveral() throws {
        var model = openScreen()
        let effects = model.press(.text("c"))
        _ = model.answer(request(in: effects, for: .cart)!, with: .cart(screenPresenters.cart(try Cart(wishList: wishList()))))

        let lines = draw(model)

        XCTAssertTrue(lines[2].hasPrefix("  1  Product 1  "), lines[2])
        XCTAssertTrue(lines[3].hasPrefix("  2  2 × Product 2  "), lines[3])
        XCTAssertTrue(lines[3].hasSuffix("  $40.00"), lines[3])
    }

    func test_aCartLongerThanItsPlace_showsCheckOutAndSaysMoreIsAbove() throws {
        var model = openScreen(columns: 40, rows: 10)
        let cart = try Cart(wishList: makeWishList((1...4).map { makeProduct(id: $0) }))
        _ = model.answer(request(in: model.press(.text("c")), for: .cart)!, with: .cart(screenPresenters.cart(cart)))

        let lines = draw(model)

        XCTAssertEqual(lines[2], "↑ more", lines.joined(separator: "\n"))
        XCTAssertEqual(lines[7], "› [ Check out ]")
    }

    func test_catalogue_keepsTheColumnsOfTheCataloguesWidestIDAndPrice() {
        let extremes = ProductExtremes(largestID: id(1_234), highestPrice: dollars(cents: 143_900))
        let presenters = ScreenPresenters(
            money: MoneyFormatter(localeIdentifier: "en_US"), times: TimestampFormatter(timeZone: .gmt), payments: .shop, codeFields: []
        ) { extremes }
        var (model, effects) = ScreenModel.start(size: ScreenSize(columns: 80, rows: 24), style: screenStyle)
        let load = effects.compactMap { if case let .load(request, .catalogue(query)) = $0 { (request, query) } else { nil } }[0]
        let page = CataloguePage(products: [makeProduct(id: 1)], query: load.1, matchCount: 1, catalogueCount: 1)
        _ = model.answer(load.0, with: .catalogue(presenters.catalogue(page)))

        XCTAssertTrue(draw(model)[2].hasPrefix("›    1  Product 1"), draw(model)[2])
        XCTAssertTrue(draw(model)[2].hasSuffix("     $10.00  in stock"), draw(model)[2])
    }

    /// One of product 1 at $10.00 and two of product 2 at $20.00.
    private func wishList() throws -> PricedWishList {
        try PricedWishList(currency: usd, lines: [
            WishListLine(makeProduct(id: 1, priceCents: 1_000)), WishListLine(makeProduct(id: 2, priceCents: 2_000), quantity: 2),
        ])
    }

    private func draw(_ model: ScreenModel) -> [String] {
        ScreenView(style: ScreenStyle(usesColour: false, isUnicode: true)).frame(model).lines
    }
}
