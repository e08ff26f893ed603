import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// Dialogs and the `?` overlay fit every window: their lines wrap to the box, the box takes the whole width of a narrow
/// window (nothing of the screen behind shows beside it), and where the window is too short for their lines they
/// scroll, as less does, a sign in the border saying where more is; the keys that answer them always show.
final class WrapAndScrollTheDialogsTests: XCTestCase {
    func test_help_showsEveryKeyWholeAtEverySize_scrolledWhereTheWindowIsShort() {
        for size in everyWindowSize {
            var model = openScreen(columns: size.columns, rows: size.rows)
            _ = model.press(.text("?"))
            var seen = draw(model)
            for _ in 0..<40 where model.overlay != nil && draw(model).contains(where: { $0.contains("↓ more") }) {
                _ = model.press(.down)
                seen += draw(model)
            }

            let text = seen.joined(separator: "\n")
            for entry in ScreenHints(style: screenStyle).all {
                XCTAssertTrue(text.contains("│ \(entry.keys) "), "\(size): \(entry.keys)\n\(text)")
                for word in entry.what.split(separator: " ") { XCTAssertTrue(text.contains(word), "\(size): \(word)") }
            }
            XCTAssertTrue(text.contains("closes this"), "\(size)\n\(text)")
        }
    }

    func test_help_inAShortWindow_saysMoreIsBelowAndScrollsWithoutClosing() {
        var model = openScreen(columns: 40, rows: 15)
        _ = model.press(.text("?"))

        let first = draw(model)
        _ = model.press(.pageDown)
        let second = draw(model)
        _ = model.press(.end)

        XCTAssertTrue(first.contains { $0.hasPrefix("└") && $0.contains("↓ more") }, first.joined(separator: "\n"))
        XCTAssertTrue(first.contains { $0.contains("↑↓ scroll  any other key closes this") }, first.joined(separator: "\n"))
        XCTAssertTrue(second.contains { $0.hasPrefix("┌") && $0.contains("↑ more") }, second.joined(separator: "\n"))
        XCTAssertEqual(model.overlay, .help)
        XCTAssertFalse(draw(model).contains { $0.contains("↓ more") }, "scrolled to its end")
        XCTAssertEqual(model.press(.text("x")), [])
        XCTAssertNil(model.overlay, "any other key closes it")
    }

    func test_theCheckoutQuestion_inANarrowWindow_wrapsItsKeysAndTakesTheWholeWidth() throws {
        var model = openScreen(columns: 40, rows: 15)
        _ = model.update(try checkoutQuestion(about: [makeProduct(id: 1), makeProduct(id: 2)]))

        let lines = draw(model)
        let box = lines.filter { "┌│└".contains($0.first ?? " ") }

        XCTAssertTrue(box.allSatisfy { "┐│┘".contains($0.last ?? " ") && $0.count == 40 }, lines.joined(separator: "\n"))
        let text = box.joined(separator: "\n")
        XCTAssertTrue(text.contains("y places the order  g gift card  any"), text)
        XCTAssertTrue(text.contains("other key cancels"), text)
    }

    func test_aQuestionTallerThanTheWindow_scrollsWhatStandsAboveTheQuestionAndYStillPlacesTheOrder() throws {
        var model = openScreen(columns: 40, rows: 10)
        let products = (1...6).map { makeProduct(id: $0, name: "Product with a long name \($0)") }
        let changes = try products.map { CartChange.price(try WishListLine($0), was: dollars(cents: 99)) }
        _ = model.update(try checkoutQuestion(about: products, changes: changes))

        let opened = draw(model)
        let sign = try XCTUnwrap(opened.firstIndex { $0.hasPrefix("│ ↓ more") }, opened.joined(separator: "\n"))
        XCTAssertTrue(opened[sign + 1].contains("Place the order for 6 items, $60.00"), "the question under the sign:\n" + opened.joined(separator: "\n"))
        XCTAssertEqual(model.press(.end), [])
        XCTAssertTrue(draw(model).contains { $0.contains("Place the order") }, draw(model).joined(separator: "\n"))
        XCTAssertTrue(draw(model).contains { $0.contains("y places the order") })

        XCTAssertEqual(model.press(.text("y")), [.answerCheckout(.yes)])
    }

    func test_theGiftCardField_staysInSightAndTypingKeepsWhereTheQuestionIsScrolled() throws {
        var model = openScreen(columns: 40, rows: 10)
        let products = (1...6).map { makeProduct(id: $0, name: "Product with a long name \($0)") }
        let changes = try products.map { CartChange.price(try WishListLine($0), was: dollars(cents: 99)) }
        _ = model.update(try checkoutQuestion(about: products, changes: changes))

        _ = model.press(.end, .text("g"), .text("W"), .text("I"))

        let lines = draw(model)
        XCTAssertTrue(lines.contains { $0.contains("Gift card code: WI▏") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("⏎ applies it  Esc back") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("Place the order") }, "still scrolled to its end:\n" + lines.joined(separator: "\n"))
    }

    func test_theCheckoutQuestionWithAGiftCard_showsTheAmountToPayWheneverYIsOffered_atEverySizeAndScroll() throws {
        for size in everyWindowSize {
            var model = openScreen(columns: size.columns, rows: size.rows)
            let card = makeGiftCard("THANKS-25", cents: 2_500)
            let cart = try Cart(wishList: makeWishList([makeProduct(id: 1, priceCents: 6_450)]))
            let payments = [PlannedPayment(card.payment(toward: cart.total, havingPaid: dollars(cents: 0)))]
            _ = model.update(.checkoutQuestion(screenPresenters.question(try CheckoutQuestion(cart: cart, payments: payments))))

            // Where the dialog fits, these keys would answer it: they are pressed only where it scrolls.
            let scrolls = (ScreenView(style: screenStyle).dialogBox(model)?.scroll.maxTop ?? 0) > 0
            for key in [Key.home, .down, .down, .down, .down, .end, .pageUp].prefix(scrolls ? 7 : 1) {
                if scrolls { _ = model.press(key) }
                let text = draw(model).joined(separator: "\n")
                XCTAssertTrue(text.contains("y places the order"), "\(size), after \(key):\n\(text)")
                XCTAssertTrue(text.contains("Place the order for 1 item, $39.50"), "\(size), after \(key):\n\(text)")
            }
        }
    }

    private func draw(_ model: ScreenModel) -> [String] {
        ScreenView(style: screenStyle).frame(model).lines
    }
}
