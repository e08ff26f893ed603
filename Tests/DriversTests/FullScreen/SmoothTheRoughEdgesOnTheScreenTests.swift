import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The rough edges a new user met: a hint whose key does nothing, help that says Ctrl-C quits when it asks first,
/// columns that move when a search or the in-stock filter changes the page, a gap across a wide window, and a request
/// to enlarge a small window that is itself cut.
final class SmoothTheRoughEdgesOnTheScreenTests: XCTestCase {
    func test_anEmptyWishListOrCart_offersNoKeyThatActsOnASelectedProduct() throws {
        var model = openScreen()
        _ = model.answer(request(in: model.press(.text("w")), for: .wishList)!, with: .wishList(screenPresenters.wishList(makeWishList([]))))
        let wishList = draw(model)
        _ = model.answer(request(in: model.press(.text("c")), for: .cart)!, with: .cart(screenPresenters.cart(try Cart(wishList: makeWishList([])))))
        let cart = draw(model)

        XCTAssertEqual(wishList[2], "Your wish list is empty.  g catalogue")
        XCTAssertEqual(cart[2], "Your cart is empty.  g catalogue")
        for lines in [wishList, cart] {
            XCTAssertFalse(lines.joined().contains("a add"), lines.joined(separator: "\n"))
            XCTAssertFalse(lines.joined().contains("⏎ open"), lines.joined(separator: "\n"))
        }
    }

    func test_help_saysCtrlCAsksBeforeQuitting() {
        let ctrlC = ScreenHints(style: screenStyle).all.first { $0.keys == "Ctrl-C" }

        XCTAssertEqual(ctrlC?.what, "cancel a slow call; else ask to quit")
    }

    func test_theStockColumn_keepsItsWidthWhateverThePageHolds() {
        let inStock = catalogueScreen(products: [makeProduct(id: 1), makeProduct(id: 2, stock: 2)])
        let outOfStock = catalogueScreen(products: [makeProduct(id: 1), makeProduct(id: 2, stock: 0)])
        let plenty = catalogueScreen(products: [makeProduct(id: 1), makeProduct(id: 2, stock: 9)])

        let columns = [inStock, outOfStock, plenty].map { $0[2].distance(from: $0[2].startIndex, to: $0[2].firstIndex(of: "$")!) }
        XCTAssertEqual(Set(columns).count, 1, "the price column moved: \(columns)")
    }

    func test_aWideWindow_opensNoGapBetweenANameAndItsPrice() {
        let lines = catalogueScreen(products: [makeProduct(id: 1)], columns: 200)

        XCTAssertTrue(lines[2].hasPrefix("› 1  Product 1" + String(repeating: " ", count: 31) + "  $10.00  in stock"), lines[2])
    }

    func test_aWindowTooSmall_saysWhollyHowLargeItMustBe() {
        for size in [ScreenSize(columns: 30, rows: 8), ScreenSize(columns: 16, rows: 5)] {
            var model = openScreen()
            _ = model.update(.resized(size))

            let text = draw(model).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")

            XCTAssertEqual(text, "Enlarge the window to at least 40×10", "\(size)")
        }
    }

    /// The rows of a catalogue of `products` in a window `columns` wide.
    private func catalogueScreen(products: [Product], columns: Int = 80) -> [String] {
        var (model, effects) = ScreenModel.start(size: ScreenSize(columns: columns, rows: 24), style: screenStyle)
        let load = effects.compactMap { if case let .load(request, .catalogue(query)) = $0 { (request, query) } else { nil } }[0]
        let page = CataloguePage(products: products, query: load.1, matchCount: products.count, catalogueCount: products.count)
        _ = model.answer(load.0, with: .catalogue(screenPresenters.catalogue(page)))
        return draw(model)
    }

    private func draw(_ model: ScreenModel) -> [String] {
        ScreenView(style: screenStyle).frame(model).lines
    }
}
