import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

final class DocumentPresenterTests: XCTestCase {
    private let sut = DocumentPresenter(money: MoneyFormatter(localeIdentifier: "en_US"))

    func test_money_isExactDecimalTextMinorUnitsCurrencyAndLocaleText() throws {
        let document = sut.catalogue(makeFirstPage(makeCatalogue([makeProduct(id: 1, priceCents: 143_905)]))).products[0].price

        XCTAssertEqual(try json(document), #"{"amount":"1439.05","currency":"USD","formatted":"$1,439.05","minorUnits":143905}"#)
    }

    func test_money_padsSmallAmountsAndKeepsTheCurrencysDecimals() throws {
        let yen = Currency(code: "JPY")!
        let dinar = Currency(code: "KWD")!
        let cents = sut.catalogue(makeFirstPage(makeCatalogue([makeProduct(priceCents: 5)]))).products[0].price
        let wholeYen = sut.catalogue(makeFirstPage(try Catalogue(currency: yen, products: [makeProduct(priceCents: 1_439, currency: yen)]))).products[0].price
        let fils = sut.catalogue(makeFirstPage(try Catalogue(currency: dinar, products: [makeProduct(priceCents: 7, currency: dinar)]))).products[0].price

        XCTAssertEqual([cents.amount, wholeYen.amount, fils.amount], ["0.05", "1439", "0.007"])
    }

    func test_catalogue_carriesTheCustomersStarsOnlyInTheRatingOrder() {
        let page = CataloguePage(
            products: [makeProduct(id: 1), makeProduct(id: 2)], query: CatalogueQuery(sort: CatalogueSort(.rating)), matchCount: 2,
            catalogueCount: 2, ratings: [id(2): Rating(stars: 3)!]
        )

        XCTAssertEqual(sut.catalogue(page).products.map(\.rating), [nil, 3])
        XCTAssertEqual(sut.catalogue(makeFirstPage(makeCatalogue([makeProduct(id: 2)]))).products.map(\.rating), [nil])
    }

    func test_productDetail_carriesEverythingTheProductPageShows() throws {
        let product = makeProduct(id: 3, stock: 2, colours: [Colour(hex: "2F4F4F")!], dimensions: [Dimension(axis: .width, centimeters: 40, inches: 16)!])

        let document = sut.productDetail(makeDetail(product, rating: Rating(stars: 4), isInWishList: true))

        XCTAssertEqual(document.product.id, 3)
        XCTAssertEqual(document.product.colours, ["2F4F4F"])
        XCTAssertEqual(document.product.sizes?.map(\.dimension), ["width"])
        XCTAssertEqual(document.product.sizes?.map(\.centimeters), [40])
        XCTAssertEqual(document.product.description, "Description 3")
        XCTAssertEqual(document.rating, 4)
        XCTAssertTrue(document.inWishList)
        XCTAssertEqual(document.shipping, "free")
    }

    func test_cart_namesTheOutOfStockItemsAndTheTotals() throws {
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1, priceCents: 100), makeProduct(id: 2, priceCents: 50, stock: 0)]))

        let document = sut.cart(cart)

        XCTAssertEqual(document.outOfStock, [2])
        XCTAssertEqual(document.total.minorUnits, 150)
        XCTAssertEqual(document.shipping.minorUnits, 0)
    }

    func test_wishListEdit_carriesTheTextViewsMessage() throws {
        let tote = makeProduct(id: 1, name: "Tote", priceCents: 6_450)

        let document = sut.wishListEdit(WishListEdit(.added, tote, wishList: .refreshed(makeWishList([tote]))))

        XCTAssertEqual(document.action, "added")
        XCTAssertEqual(document.message, "Added \"Tote\" to your wish list (1 item, $64.50).")
    }

    func test_documents_showCatalogueControlCharactersAsVisiblePlaceholders() {
        let hostile = makeProduct(name: "Tote\u{1B}[2J\u{07}")

        let document = sut.catalogue(makeFirstPage(makeCatalogue([hostile])))

        XCTAssertEqual(document.products[0].name, TerminalSafeText.clean(hostile.name))
        XCTAssertFalse(document.products[0].name.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    func test_errorKinds_areStableKebabCaseNames() {
        let errors = ShopErrorPresenter(money: MoneyFormatter(localeIdentifier: "en_US"))

        XCTAssertEqual(errors.map(.productNotFound(id(1))).kind, "product-not-found")
        XCTAssertEqual(errors.map(.refused(.outOfStock([]))).kind, "out-of-stock")
        XCTAssertEqual(errors.map(.dataAccess(.unavailable)).kind, "no-internet")
    }

    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
