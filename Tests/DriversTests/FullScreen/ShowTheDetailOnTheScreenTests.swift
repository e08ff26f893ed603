@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// From 100 columns the selected product's page stands beside the list and follows the selection; narrower, Enter
/// opens it in the list's place and Escape or Backspace returns. Enter on an order shows its receipt.
final class ShowTheDetailOnTheScreenTests: XCTestCase {
    func test_sideBySide_theDetailFollowsTheSelection() {
        var sut = openScreen(columns: 120)

        XCTAssertEqual(sut.detailTarget, .product(id(1)))
        XCTAssertEqual(loads(sut.update(.key(.down))), [.product(id(2))])
        XCTAssertEqual(loads(sut.update(.key(.down))), [.product(id(3))])
    }

    func test_narrow_enterOpensTheDetailAndEscapeReturns() {
        var sut = openScreen(columns: 80)
        XCTAssertEqual(loads(sut.update(.key(.down))), [])

        XCTAssertEqual(loads(sut.update(.key(.enter))), [.product(id(2))])
        XCTAssertTrue(sut.showsDetail)
        _ = sut.press(.backspace)

        XCTAssertFalse(sut.showsDetail)
        XCTAssertEqual(sut.place, .catalogue)
    }

    func test_aProductPageTallerThanTheWindow_endsWithASignAndPageDownScrollsIt() {
        var sut = openScreen(columns: 40, rows: 10)
        _ = sut.answer(request(in: sut.press(.enter), for: .detail)!, with: .product(screenPresenters.product(makeDetail(makeProduct(id: 1)))))

        let first = draw(sut)
        XCTAssertEqual(first[7], "↓ more  PgDn", first.joined(separator: "\n"))
        XCTAssertFalse(first.contains { $0.hasPrefix("Wish list") })
        XCTAssertEqual(sut.press(.pageDown), [])

        let second = draw(sut)
        XCTAssertEqual(second[1], "↑ more  PgUp", second.joined(separator: "\n"))
        XCTAssertTrue(second.contains { $0.hasPrefix("Wish list  Not in your wish list") }, second.joined(separator: "\n"))
        XCTAssertEqual(sut.detailTarget, .product(id(1)), "Page Down scrolls the page, not the list")
        _ = sut.press(.pageUp)
        XCTAssertEqual(draw(sut), first)
    }

    func test_theNextProduct_opensAtTheTopOfItsPage() {
        var sut = openScreen(columns: 40, rows: 10)
        _ = sut.answer(request(in: sut.press(.enter), for: .detail)!, with: .product(screenPresenters.product(makeDetail(makeProduct(id: 1)))))
        _ = sut.press(.pageDown)

        _ = sut.answer(request(in: sut.press(.down), for: .detail)!, with: .product(screenPresenters.product(makeDetail(makeProduct(id: 2)))))

        XCTAssertEqual(draw(sut)[1], "Product 2 (#2)")
    }

    func test_enterOnAnOrder_asksForItsReceipt() throws {
        var sut = openScreen(columns: 80)
        let placed = try [1002, 1001].map { try Order(number: $0, lines: [], total: dollars(cents: 0)) }
        let orders = screenPresenters.orders(makeOrderPage(placed))
        _ = sut.answer(request(in: sut.press(.text("o")), for: .orders)!, with: .orders(orders))

        XCTAssertEqual(loads(sut.press(.down, .enter)), [.order(1001)])
    }

    func test_escapeOnAnotherList_returnsToTheCatalogue() {
        var sut = openScreen()
        _ = sut.press(.text("c"))

        _ = sut.press(.escape)

        XCTAssertEqual(sut.place, .catalogue)
    }

    func test_aWindowTooSmall_takesOnlyQuitKeys() {
        var sut = openScreen()
        _ = sut.update(.resized(ScreenSize(columns: 30, rows: 8)))

        XCTAssertEqual(sut.press(.down, .text("a")), [])
        XCTAssertEqual(sut.press(.text("q")), [.quit(0)])
    }

    private func draw(_ model: ScreenModel) -> [String] {
        ScreenView(style: screenStyle).frame(model).lines
    }
}
