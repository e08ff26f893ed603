@testable import Drivers
import Entities
import TaschTestSupport
import XCTest

/// A wish list or a cart longer than its place scrolls on past its last row, as less does: End, Page Down and `j` there
/// bring the lines under it into sight (the totals, what keeps the cart from being bought), `k` and Page Up scroll back
/// before they move the selection, and a key that acts on the selected row scrolls back to it, acting only when the
/// row was in sight: no key acts on a row the customer cannot see.
final class ReachTheEndOfAListOnTheScreenTests: XCTestCase {
    private let view = ScreenView(style: screenStyle)

    func test_end_onACartLongerThanTheWindow_showsItsTotalsAndWhatKeepsItFromBeingBought_atTheSmallestSizes() throws {
        for rows in [10, 15] {
            var sut = try cartScreen(rows: rows)

            _ = sut.press(.end)

            let text = shown(sut)
            for words in ["Sub-total", "Shipping", "Total  $", "before you check out"] where rows == 15 || words != "Sub-total" {
                XCTAssertTrue(text.contains(words), "40×\(rows) shows no \(words):\n\(text)")
            }
            XCTAssertFalse(text.contains("↓ more"), "40×\(rows):\n\(text)")
        }
    }

    func test_j_pastTheLastRow_scrollsOnALineAtATimeToTheEnd_andNoFurther() throws {
        var sut = try cartScreen(rows: 10)
        _ = sut.press(.end, .home)
        var seen = Set<String>()

        for _ in 0..<30 {
            _ = sut.press(.down)
            seen.formUnion(frameLines(sut))
        }

        XCTAssertEqual(sut.row(of: .cart), 7, "the last line stays selected")
        for words in ["Sub-total", "Shipping", "Total", "before you check out"] {
            XCTAssertTrue(seen.contains { $0.contains(words) }, "never shown: \(words)")
        }
        XCTAssertFalse(shown(sut).contains("↓ more"), shown(sut))
    }

    func test_pageDown_pastTheLastRow_scrollsToTheEnd() throws {
        var sut = try cartScreen(rows: 10)

        _ = sut.press(.pageDown, .pageDown, .pageDown, .pageDown)

        XCTAssertFalse(shown(sut).contains("↓ more"), shown(sut))
        XCTAssertTrue(shown(sut).contains("before you check out"), shown(sut))
    }

    func test_k_afterScrollingPastTheLastRow_scrollsBackBeforeItMovesTheSelection() throws {
        var sut = try cartScreen(rows: 10)
        _ = sut.press(.end)
        let scrolled = sut.listScrolledBeyond

        _ = sut.press(.up)

        XCTAssertEqual(sut.listScrolledBeyond, scrolled - 1)
        XCTAssertEqual(sut.row(of: .cart), 7)
        while sut.listScrolledBeyond > 0 { _ = sut.press(.pageUp) }
        XCTAssertEqual(sut.row(of: .cart), 7)
        _ = sut.press(.up)
        XCTAssertEqual(sut.row(of: .cart), 6)
        XCTAssertTrue(shown(sut).contains("› 7"), shown(sut))
    }

    func test_aKeyThatActsOnTheSelectedRow_whileItIsOutOfSight_onlyScrollsBackToIt() throws {
        for key in ["a", "+", "-", "3"] {
            var sut = try cartScreen(rows: 10)
            _ = sut.press(.end)
            XCTAssertFalse(shown(sut).contains("›"), "the selected row is scrolled out of sight")

            XCTAssertEqual(changes(sut.press(.text(key))), [], "\(key) acts on no row out of sight")

            XCTAssertTrue(shown(sut).contains("› 8"), shown(sut))
            XCTAssertEqual(changes(sut.press(.text("+"))), [.setQuantity(ProductID(8)!, 2)], "once in sight, it acts")
        }
    }

    func test_aKeyThatActsOnTheSelectedRow_whileItIsInSightPastTheLastRow_actsOnItAndScrollsBack() throws {
        var sut = try cartScreen(rows: 15)
        _ = sut.press(.end)
        XCTAssertTrue(shown(sut).contains("› 8"), shown(sut))

        XCTAssertEqual(changes(sut.press(.text("+"))), [.setQuantity(ProductID(8)!, 2)])
        XCTAssertEqual(sut.listScrolledBeyond, 0)
    }

    func test_aWishListLongerThanTheWindow_showsItsTotalPastItsLastRow() throws {
        let products = (1...8).map { makeProduct(id: $0) }
        var sut = openScreen(columns: 40, rows: 10, wished: products)
        _ = sut.answer(request(in: sut.press(.text("w")), for: .wishList)!, with: .wishList(screenPresenters.wishList(makeWishList(products))))
        XCTAssertFalse(frameLines(sut).dropFirst().contains("Total: $80.00"), "the header aside")

        _ = sut.press(.end)

        XCTAssertTrue(frameLines(sut).dropFirst().contains("Total: $80.00"), shown(sut))
    }

    /// A cart of eight lines, the fourth out of stock, in a window of 40 columns and `rows` rows.
    private func cartScreen(rows: Int) throws -> ScreenModel {
        let products = (1...8).map { makeProduct(id: $0, stock: $0 == 4 ? 0 : 5) }
        var model = openScreen(columns: 40, rows: rows, wished: products)
        let cart = try Cart(wishList: makeWishList(products))
        _ = model.answer(request(in: model.press(.text("c")), for: .cart)!, with: .cart(screenPresenters.cart(cart)))
        return model
    }

    private func frameLines(_ model: ScreenModel) -> [String] {
        view.frame(model).lines
    }

    private func shown(_ model: ScreenModel) -> String {
        frameLines(model).joined(separator: "\n")
    }
}
