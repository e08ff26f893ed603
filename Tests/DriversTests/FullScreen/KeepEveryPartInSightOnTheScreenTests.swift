import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// What a narrow or a wide window must still show: a title cut says so, a product's page keeps its way back in the
/// status line and wraps its fields, the cart's right pane says what checking out buys, the product's page beside the
/// list scrolls with J and K, and a notice that wraps never covers the selected row.
final class KeepEveryPartInSightOnTheScreenTests: XCTestCase {
    func test_aTitleWiderThanTheWindow_isCutWithAnEllipsis() {
        var sut = openScreen(columns: 40, rows: 15)
        let effects = sut.press(.text("s"), .text("s"), .text("s"), .text("s"))
        guard case let .load(request, .catalogue(query))? = effects.last else { return XCTFail("no page asked for: \(effects)") }

        _ = sut.answer(request, with: cataloguePage(query, of: 50))

        let title = draw(sut)[1]
        XCTAssertTrue(title.hasPrefix("Catalogue: 50 products, by rating"), title)
        XCTAssertTrue(title.hasSuffix("…"), title)
        XCTAssertEqual(DisplayWidth.of(title), 40)
    }

    func test_aProductsPageInTheNarrowestWindow_keepsEscBackAndTheWishListKeyInTheStatusLine() {
        for wished in [[], [makeProduct(id: 1)]] {
            var sut = openScreen(columns: 40, rows: 10, wished: wished)
            let detail = makeDetail(makeProduct(id: 1), isInWishList: !wished.isEmpty)

            _ = sut.answer(request(in: sut.press(.enter), for: .detail)!, with: .product(screenPresenters.product(detail)))

            let status = draw(sut).last ?? ""
            XCTAssertTrue(status.contains("Esc back") && status.contains("? help") && status.contains("q quit"), status)
            XCTAssertTrue(status.hasPrefix(wished.isEmpty ? "a wish" : "a take off"), status)
        }
    }

    func test_aProductsFieldWiderThanTheWindow_wrapsUnderItsLabel() {
        var sut = openScreen(columns: 40, rows: 30, wished: [makeProduct(id: 1)])
        let detail = makeDetail(makeProduct(id: 1), isInWishList: true)

        _ = sut.answer(request(in: sut.press(.enter), for: .detail)!, with: .product(screenPresenters.product(detail)))

        let lines = draw(sut)
        let field = try? XCTUnwrap(lines.firstIndex { $0.hasPrefix("Wish list  In your wish list") })
        XCTAssertEqual(lines[field ?? 0], "Wish list  In your wish list, 1 wished", lines.joined(separator: "\n"))
        XCTAssertEqual(lines[(field ?? 0) + 1], "           for")
    }

    func test_checkOutSelected_besideTheList_showsWhatCheckingOutBuysAndThatEnterAsks() throws {
        var sut = openScreen(columns: 120, rows: 24)
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1, priceCents: 6_450), makeProduct(id: 2, priceCents: 3_900)]))

        _ = sut.answer(request(in: sut.press(.text("c")), for: .cart)!, with: .cart(screenPresenters.cart(cart)))

        XCTAssertTrue(sut.isCheckoutSelected)
        let detail = draw(sut).map { String($0.dropFirst(68)) }
        XCTAssertEqual(Array(detail[1...5]), ["Check out", "Your cart: 2 items", "Sub-total  $103.50", "Shipping      free", "Total      $103.50"])
        XCTAssertEqual(detail[7], "⏎ asks before anything is ordered")
    }

    func test_JAndK_scrollTheProductsPageBesideTheList_andTheListKeepsItsSelection() {
        var sut = openScreen(columns: 120, rows: 12)
        _ = sut.answer(ScreenRequest(slot: .detail, number: sut.requests.keys.map(\.number).max() ?? 0), with: .product(productPage()))
        XCTAssertTrue(draw(sut).contains { $0.hasSuffix("↓ more  J") }, draw(sut).joined(separator: "\n"))

        XCTAssertEqual(sut.press(.text("J")), [])

        XCTAssertTrue(draw(sut)[1].hasSuffix("↑ more  K"), draw(sut).joined(separator: "\n"))
        XCTAssertEqual(sut.catalogue.selection, 0)
        _ = sut.press(.text("K"))
        XCTAssertEqual(sut.detailTop, 0)
    }

    func test_aNoticeThatWraps_neverCoversTheSelectedRow() {
        var sut = openScreen(columns: 40, rows: 10)
        _ = sut.press(.down, .down, .down, .down, .down)
        let change = request(in: sut.press(.text("a")), for: .change)!
        let answer = MessageViewModel(text: "Added \"Product 6\" to your wish list, which now holds 1 item, $10.00 in all.")

        _ = sut.answer(change, with: .edited(answer, nil))

        let lines = draw(sut)
        XCTAssertTrue(lines.contains { $0.hasPrefix("› 6  Product 6") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.joined(separator: " ").contains("$10.00 in all."), lines.joined(separator: "\n"))
    }

    /// The page of a product whose description runs over several screenfuls beside the list.
    private func productPage() -> ProductContent {
        let product = try? Product(
            id: id(1), name: "Product 1", shortDescription: "Short", description: String(repeating: "A long description. ", count: 40), colours: [],
            dimensions: [], price: dollars(cents: 1_000), stock: 5, image: "p.png"
        )
        return screenPresenters.product(makeDetail(product ?? makeProduct(id: 1)))
    }

    private func draw(_ model: ScreenModel) -> [String] {
        ScreenView(style: screenStyle).frame(model).lines
    }
}
