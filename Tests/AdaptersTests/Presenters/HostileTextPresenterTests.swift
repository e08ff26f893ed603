import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// Every screen built from a product whose texts try to take over the terminal shows them as harmless pictures.
final class HostileTextPresenterTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")
    private let hostileName = "Tote\u{1B}[2J\u{07}"
    private let cleanName = "Tote␛[2J␇"

    func test_catalogue_cleansTheName() throws {
        let viewModel = CataloguePresenter(money: money).map(makeFirstPage(makeCatalogue([try hostileProduct()])))

        XCTAssertEqual(viewModel.rows.map(\.name), [cleanName])
    }

    func test_shopfront_cleansTheNameInItsStrip() throws {
        let product = try hostileProduct()

        let viewModel = ShopfrontPresenter(money: money).map(makeShopfront([product], wishList: makeWishList([])))

        XCTAssertEqual(viewModel.strip.map(\.name), [cleanName])
    }

    func test_productDetail_cleansTitleDescriptionAndImage() throws {
        let viewModel = ProductDetailPresenter(money: money).map(makeDetail(try hostileProduct(), rating: nil, isInWishList: false))

        XCTAssertEqual(viewModel.title, "\(cleanName) (#1)")
        XCTAssertEqual(viewModel.description, "Line one␍␊\\u{9B}2J")
        XCTAssertEqual(viewModel.line("Image"), "\\u{202E}gnp.exe")
    }

    func test_wishList_cleansNameAndShortDescription() throws {
        let viewModel = WishListPresenter(money: money).map(makeWishList([try hostileProduct()]))

        XCTAssertEqual(viewModel.items.map(\.name), [cleanName])
        XCTAssertEqual(viewModel.items.map(\.shortDescription), ["␛]0;pwned␇"])
    }

    func test_cart_cleansTheName() throws {
        let viewModel = CartPresenter(money: money).map(try Cart(wishList: makeWishList([try hostileProduct()])))

        XCTAssertEqual(viewModel.lines.map(\.name), [cleanName])
    }

    func test_receipt_cleansTheNamesOfTheLines() throws {
        let order = try Order(number: 1001, buying: Cart(wishList: makeWishList([try hostileProduct()])))

        XCTAssertEqual(ReceiptPresenter(money: money, payments: .shop).map(order).lines.map(\.name), [cleanName])
    }

    func test_wishListEdit_cleansTheQuotedName() throws {
        let product = try hostileProduct()

        let viewModel = WishListEditPresenter(money: money).map(WishListEdit(.added, product, wishList: .refreshed(makeWishList([product]))))

        XCTAssertEqual(viewModel.text, "Added \"\(cleanName)\" to your wish list (1 item, $10.00).")
    }

    func test_rating_cleansTheQuotedName() throws {
        let viewModel = RatingPresenter().map(RatedProduct(product: try hostileProduct(), rating: try XCTUnwrap(Rating(stars: 3))))

        XCTAssertEqual(viewModel.text, "You rated \"\(cleanName)\" ★★★☆☆ 3/5.")
    }

    func test_errorMessage_cleansQuotedNamesAndReasons() throws {
        let product = try hostileProduct()

        XCTAssertEqual(ShopErrorPresenter(money: MoneyFormatter(localeIdentifier: "en_US")).map(.refused(.alreadyInWishList(product))).message, "\"\(cleanName)\" is already in your wish list")
        XCTAssertEqual(ShopErrorPresenter(money: MoneyFormatter(localeIdentifier: "en_US")).map(.dataAccess(.damaged("/tmp/\u{1B}c"))).message, "the shop's data could not be read: /tmp/␛c")
    }

    private func hostileProduct() throws -> Product {
        try Product(
            id: id(1), name: hostileName, shortDescription: "\u{1B}]0;pwned\u{07}", description: "Line one\r\n\u{9B}2J",
            colours: [], dimensions: [], price: dollars(cents: 1_000), stock: 5, image: "\u{202E}gnp.exe"
        )
    }
}
