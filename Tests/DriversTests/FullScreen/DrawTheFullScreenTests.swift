import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import Foundation
import XCTest

/// The full screen drawn from its model, as a person reads it: the header, the list and its title, the detail beside
/// the list from 100 columns or in its place below, the notice, the status line and the dialogs.
final class DrawTheFullScreenTests: XCTestCase {
    func test_header_namesTheShopAndTheWishListsSizeAndTotal() {
        let lines = draw(openScreen(wished: [makeProduct(id: 2, priceCents: 1_250)]))

        XCTAssertTrue(lines[0].hasPrefix(" Tasch "))
        XCTAssertTrue(lines[0].hasSuffix("Your wish list: 1 item · Total: $12.50"), lines[0])
    }

    func test_header_saysWhenTheWishListIsEmpty() {
        XCTAssertTrue(draw(openScreen())[0].hasSuffix("Your wish list is empty"))
    }

    func test_catalogue_listsEachProductUnderItsTitleWithTheSelectedRowMarked() {
        let lines = draw(openScreen(products: 30))

        XCTAssertEqual(lines[1], "Catalogue: 30 products, page 1 of 2")
        XCTAssertEqual(lines[2], "›  1  Product 1                                 $10.00  in stock")
        XCTAssertEqual(lines[3], "   2  Product 2                                 $10.00  in stock")
        XCTAssertEqual(lines[21], "  20  Product 20                                $10.00  in stock")
        XCTAssertEqual(lines[23], "⏎ open  PgDn next page  / search  a wish  w wish list  c cart  ? help  q quit")
    }

    func test_theSelectedRow_isInReverseVideo() {
        let frame = ScreenView(style: unicode).frame(openScreen())

        XCTAssertTrue(frame[2, 10].style.isReversed)
        XCTAssertFalse(frame[3, 10].style.isReversed)
    }

    func test_aSearchBeingTyped_standsInTheTitleWithItsCursor() {
        var model = openScreen()
        _ = model.press(.text("/"), .text("oak"))

        XCTAssertEqual(draw(model)[1], "Search: oak▏")
        XCTAssertEqual(draw(model)[23], "type to search  ⏎ keep the results  ↑↓ move  Esc leave the search  Ctrl-C quit")
    }

    func test_aSearchThatFindsNothing_saysSoWithTheKeyThatShowsEveryProduct() {
        var model = openScreen()
        let effects = model.press(.text("/"), .text("zz"))
        _ = model.answer(request(in: effects, for: .catalogue)!, with: .catalogue(screenPresenters.catalogue(
            CataloguePage(products: [], query: screenQuery(searchText: "zz", pageSize: PageSize(20)!), matchCount: 0, catalogueCount: 50)
        )))
        _ = model.press(.enter)

        XCTAssertEqual(draw(model)[1], "Catalogue: 0 products matching \"zz\"")
        XCTAssertEqual(draw(model)[2], "No product matches.  Esc shows every product")
    }

    func test_from100Columns_theDetailStandsBesideTheList() {
        let lines = draw(withDetail(openScreen(columns: 100)))

        XCTAssertEqual(lines[1], "Catalogue: 50 products, page 1 of 3                    │ Product 1 (#1)")
        XCTAssertTrue(lines[2].hasSuffix("│ $10.00  ·  Free worldwide shipping"), lines[2])
        XCTAssertTrue(lines.contains { $0.hasSuffix("│ a add to wish list  1-5 rate") })
    }

    func test_narrower_theOpenedDetailStandsInTheListsPlace() {
        var model = openScreen(columns: 80)
        _ = model.press(.enter)

        let lines = draw(withDetail(model))

        XCTAssertEqual(lines[1], "Product 1 (#1)")
        XCTAssertEqual(lines[3], "")
        XCTAssertEqual(lines[4], "Description 1")
        XCTAssertEqual(lines[8], "Stock      In stock (5 left)")
        XCTAssertEqual(lines[23], "a add to wish list  1-5 rate  Esc back  ↑↓ next  ? help  q quit")
    }

    func test_aListWithNothingSelected_hasNoDetailBesideIt() {
        var model = withDetail(openScreen(columns: 100))
        _ = model.answer(request(in: model.press(.text("o")), for: .orders)!, with: .orders(screenPresenters.orders(makeOrderPage([]))))

        let lines = draw(model)

        XCTAssertEqual(lines[2], "You have placed no orders yet.  c cart                 │")
        XCTAssertFalse(lines.joined().contains("Product 1 (#1)"))
    }

    func test_colours_areSwatchesOnlyWhenColourIsOn() {
        var model = openScreen(columns: 80)
        _ = model.press(.enter)
        let product = makeProduct(id: 1, colours: [Colour(hex: "2F4F4F")!])
        _ = model.answer(model.requests.keys.first { $0.slot == .detail }!, with: .product(screenPresenters.product(makeDetail(product))))

        XCTAssertEqual(draw(model)[6], "Colours    ██ 2F4F4F")
        XCTAssertEqual(draw(model, style: ScreenStyle(usesColour: false, isUnicode: true))[6], "Colours    2F4F4F")
    }

    func test_withoutUTF8_linesAndMarksAreASCII() {
        let style = ScreenStyle(usesColour: false, isUnicode: false)

        let lines = draw(withDetail(openScreen(columns: 100)), style: style)

        XCTAssertTrue(lines[2].hasPrefix(">  1  Product 1"), lines[2])
        XCTAssertTrue(lines[1].contains("| Product 1 (#1)"), lines[1])
        XCTAssertTrue(lines[23].hasPrefix("PgDn next page"), lines[23])
        XCTAssertTrue(draw(openScreen(columns: 80), style: style)[23].hasPrefix("Enter open  PgDn next page"))
        XCTAssertFalse(lines.joined().contains { "›│─⏎↑↓█".contains($0) }, lines.joined(separator: "\n"))
    }

    func test_aFailure_isANoticeSayingWhatFailedAndThatRRetries() {
        var model = openScreen()
        let failed = request(in: model.press(.text("c")), for: .cart)!
        _ = model.update(.failed(failed, ErrorViewModel(kind: "no-internet", message: "no internet connection: check your connection and try again")))
        _ = model.update(.finished(failed, .failed(.dataAccess(.unavailable))))

        XCTAssertEqual(draw(model)[22], "✗ no internet connection: check your connection and try again  r retries")
    }

    func test_aSlowRequest_turnsTheSpinnerInTheStatusLine() {
        var model = openScreen()
        let slow = request(in: model.press(.text("o")), for: .orders)!
        _ = model.update(.requestIsSlow(slow))
        _ = model.update(.spinnerTurned)

        XCTAssertEqual(draw(model)[23], "⠙ loading…  Ctrl-C cancels  ? help  q quit")
    }

    func test_theCheckoutQuestion_isADialogInTheMiddle() throws {
        var model = openScreen()
        _ = model.update(try checkoutQuestion(about: [makeProduct(id: 1), makeProduct(id: 2)]))

        let lines = draw(model)

        XCTAssertEqual(Array(lines[9]).dropFirst(8).prefix(64).map(String.init).joined(), "┌─ Check out ──────────────────────────────────────────────────┐")
        XCTAssertEqual(Array(lines[10]).dropFirst(8).prefix(64).map(String.init).joined(), "│ Place the order for 2 items, $20.00 in all?                  │")
        XCTAssertEqual(Array(lines[12]).dropFirst(8).prefix(64).map(String.init).joined(), "│ y places the order  g gift card  any other key cancels       │")
        XCTAssertEqual(Array(lines[13]).dropFirst(8).prefix(64).map(String.init).joined(), "└──────────────────────────────────────────────────────────────┘")
    }

    func test_theCheckoutQuestionAfterTheCartChanged_saysHowAboveTheQuestion() throws {
        var model = openScreen()
        _ = model.update(try checkoutQuestion(about: [makeProduct(id: 1)], changes: []))

        let lines = draw(model).map { Array($0).dropFirst(8).prefix(64).map(String.init).joined() }

        XCTAssertEqual(lines[9], "│ ✗ nothing was ordered: your cart changed while you decided   │")
        XCTAssertEqual(lines[11], "│ Place the order for 1 item, $10.00 in all?                   │")
        XCTAssertEqual(lines[13], "│ y places the order  g gift card  any other key cancels       │")
    }

    func test_help_listsEveryKey() {
        var model = openScreen()
        _ = model.press(.text("?"))

        let text = draw(model).joined(separator: "\n")

        for keys in ["PgUp PgDn", "J K", "/", "s", "i", "a", "+ -", "1-5", "g w o", "c", "r", "Ctrl-C", "Ctrl-Z Ctrl-L", "q"] {
            XCTAssertTrue(text.contains("│ \(keys) "), keys)
        }
    }

    func test_theReceiptOfAnOrderNotYetSafeOnDisk_saysSoUnderItsTitleInRed() throws {
        var model = openScreen()
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1)]))
        _ = model.answer(request(in: model.press(.text("c")), for: .cart)!, with: .cart(screenPresenters.cart(cart)))
        let checkout = request(in: model.press(.end, .enter), for: .change)!
        let order = try Order(number: 1001, buying: cart)
        let notYetSafe = Durability.notYetSafe("the folder of /x/state.json could not be synced (Input/output error)")
        guard case let .receipt(receipt) = screenPresenters.checkout(.placed(order, durability: notYetSafe)) else { return XCTFail("no receipt") }
        _ = model.answer(checkout, with: .checkout(.receipt(receipt)))

        let frame = ScreenView(style: unicode).frame(model)

        XCTAssertEqual(frame.lines[1], "Thank you! Order #1001 is placed.")
        XCTAssertEqual(frame.lines[2], "✗ Saved, but not yet safe on disk: the folder of /x/state.json could not be")
        XCTAssertEqual(frame[2, 0].style, CellStyle.bold.coloured(.red))
        XCTAssertEqual(frame.lines[4], "still undo it.")
        XCTAssertEqual(frame.lines[5], "Product 1  $10.00")
    }

    func test_theAnswerToAChangeNotYetSafeOnDisk_isItsWarningInRedUnderTheListWrappedWhole() throws {
        var model = openScreen()
        let change = request(in: model.press(.text("a")), for: .change)!
        let notYetSafe = Durability.notYetSafe("the folder of /x/state.json could not be synced (Input/output error)")
        let edit = WishListEdit(.added, makeProduct(id: 1), wishList: .refreshed(makeWishList([makeProduct(id: 1)])), durability: notYetSafe)
        _ = model.answer(change, with: .edited(screenPresenters.wishListEdit(edit), screenPresenters.wishList(makeWishList([makeProduct(id: 1)]))))

        let frame = ScreenView(style: unicode).frame(model)

        let warning = frame.lines[19...22].drop { $0.isEmpty || !$0.hasPrefix("✗") }
        XCTAssertEqual(warning.first, "✗ Saved, but not yet safe on disk: the folder of /x/state.json could not be")
        XCTAssertTrue(warning.last?.hasSuffix("still undo it.") ?? false, frame.lines.joined(separator: "\n"))
        XCTAssertEqual(frame[22, 0].style, CellStyle.bold.coloured(.red))
        XCTAssertTrue(frame.lines[0].hasSuffix("Your wish list: 1 item · Total: $10.00"), "what was done shows all the same")
    }

    func test_aWindowTooSmall_asksToBeEnlarged() {
        var model = openScreen()
        _ = model.update(.resized(ScreenSize(columns: 39, rows: 12)))

        let lines = draw(model)

        XCTAssertEqual(lines.filter { !$0.isEmpty }.map { $0.trimmingCharacters(in: .whitespaces) }, ["Enlarge the window to at least 40×10"])
    }

    private let unicode = ScreenStyle(usesColour: true, isUnicode: true)

    private func draw(_ model: ScreenModel, style: ScreenStyle? = nil) -> [String] {
        ScreenView(style: style ?? unicode).frame(model).lines
    }

    /// `model` with the detail it asked for answered.
    private func withDetail(_ model: ScreenModel) -> ScreenModel {
        var model = model
        guard let request = model.requests.keys.first(where: { $0.slot == .detail }),
              case let .load(_, .product(id)) = model.requests[request] else { return model }
        _ = model.answer(request, with: .product(screenPresenters.product(makeDetail(makeProduct(id: id.rawValue)))))
        return model
    }
}
