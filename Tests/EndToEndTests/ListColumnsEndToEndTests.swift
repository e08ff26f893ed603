import Foundation
import XCTest

/// The lists in the built binary on a pseudo-terminal: ids and prices keep one width on every page of the catalogue, the
/// cart's columns line up as the wish list's do, and in windows 40 and 30 columns wide every row fits and a name keeps
/// at least 12 characters.
final class ListColumnsEndToEndTests: XCTestCase {
    private var home: TaschProcess!

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_catalogueColumns_keepTheirWidthFromPageToPage() throws {
        let shop = try ShopOnATerminal(environment: ["NO_COLOR": "1"], home: home)

        let first = shop.type("catalogue --page-size 3\r", expecting: "page 1 of 4")
        let last = shop.type("catalogue page 4\r", expecting: "page 4 of 4")

        XCTAssertEqual(shop.leave(), 0)
        XCTAssertTrue(first.contains("\n   1     $64.50  Market Tote"), first)
        XCTAssertTrue(last.contains("\n  10     $72.00  Rattan Basket"), last)
    }

    func test_cart_linesUpIDsAmountsAndQuantitiesAsTheWishListDoes() throws {
        let shop = try ShopOnATerminal(environment: ["NO_COLOR": "1"], home: home)

        shop.type("add 10; quantity 10 2; add 1\r", expecting: "Added \"Market Tote\"")
        let wish = shop.type("wish\r", expecting: "Total: $208.50")
        let cart = shop.type("cart\r", expecting: "Total")

        XCTAssertEqual(shop.leave(), 0)
        XCTAssertTrue(wish.contains("  10  $144.00  2 ×  Rattan Basket"), wish)
        XCTAssertTrue(wish.contains("   1   $64.50       Market Tote"), wish)
        XCTAssertTrue(cart.contains("  10  $144.00  2 ×  Rattan Basket"), cart)
        XCTAssertTrue(cart.contains("   1   $64.50       Market Tote"), cart)
        XCTAssertTrue(cart.contains("      $208.50       Sub-total"), cart)
    }

    func test_narrowWindows_fitEveryRowAndKeepTwelveCharactersOfEveryName() throws {
        for columns in [40, 30] {
            let shop = try ShopOnATerminal(columns: columns, environment: ["NO_COLOR": "1"], home: home)

            shop.type("add 4; add 5; add 10; quantity 10 2\r", expecting: "Set \"Rattan Basket\"")
            let lists = [
                shop.type("catalogue\r", expecting: "Type \"show ID\""), shop.type("catalogue sort rating\r", expecting: "Type \"show ID\""),
                shop.type("wish\r", expecting: "Total:"), shop.type("cart\r", expecting: "Total"),
            ].joined()

            shop.terminal.type("quit\r")
            XCTAssertEqual(shop.terminal.waitForExit(), 0)
            // The lines typed are written whole once entered, for the terminal to wrap: only the shop's own rows must fit.
            XCTAssertEqual(shop.rowsWiderThan(columns).filter { !$0.hasPrefix("tasch> ") }, [], "\(columns) columns")
            for name in ["Leather Weekender", "Stoneware Mug Set", "Cotton Tea Towels"] {
                XCTAssertTrue(lists.contains(String(name.prefix(12))), "\(columns) columns: \(name) in\n\(lists)")
            }
        }
    }

    func test_coloursAt40Columns_wrapEachSwatchWithItsCodeAndLineUpUnderTheFirstColour() throws {
        let shop = try ShopOnATerminal(columns: 40, environment: ["COLORTERM": "truecolor"], home: home)

        shop.type("show 2\r", expecting: "Image:")
        shop.type("add 4; add 2\r", expecting: "Added \"Linen Cushion\"")
        shop.type("wish\r", expecting: "Total:")

        XCTAssertEqual(shop.leave(), 0)
        let rows = TerminalScreen.rows(of: shop.terminal.output).map { $0.replacing("\u{A0}", with: " ") }
        XCTAssertTrue(rows.contains("Colours:    ██ E8E2D6  ██ 8A9A5B"), rows.joined(separator: "\n"))
        XCTAssertTrue(rows.contains("            ██ B5651D"), rows.joined(separator: "\n"))
        XCTAssertTrue(rows.contains("                Colours: ██ E8E2D6"), rows.joined(separator: "\n"))
        XCTAssertTrue(rows.contains("                         ██ 8A9A5B"), rows.joined(separator: "\n"))
    }
}
