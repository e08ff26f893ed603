import Foundation
import XCTest

/// Tab in the built binary on a pseudo-terminal, for products and fault presets: a name completes to its product's id,
/// ids complete after `quantity`, and `fault` offers the presets.
final class CompleteProductsEndToEndTests: XCTestCase {
    private var home: TaschProcess!

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_tab_completesTheFirstLettersOfANameToItsProductsID() throws {
        let shop = try ShopOnATerminal(home: home)

        shop.type("show wo\t", expecting: "tasch> show 6 ", thenPrompt: false)
        shop.type("\r", expecting: "Wool Throw (#6)")
        shop.type("show wool th\t", expecting: "tasch> show 6 ", thenPrompt: false)
        shop.type(ShopOnATerminal.Keys.controlC, expecting: "^C")

        XCTAssertEqual(shop.leave(), 0)
    }

    func test_secondTab_listsTheProductsANameMayBeWithTheirIDs() throws {
        let shop = try ShopOnATerminal(home: home)

        shop.type("show c\t\t", expecting: "  9  Cotton Tea Towels", thenPrompt: false)
        XCTAssertTrue(shop.terminal.output.contains("  8  Canvas Backpack"), shop.terminal.output)
        shop.type(ShopOnATerminal.Keys.controlC, expecting: "^C")

        XCTAssertEqual(shop.leave(), 0)
    }

    func test_tab_completesIDsAfterQuantityAndFaultPresets() throws {
        let shop = try ShopOnATerminal(home: home)

        shop.type("quantity \t\t", expecting: "  10  Rattan Basket", thenPrompt: false)
        shop.type("4\t2\r", expecting: "tasch> quantity 4 2")
        shop.type("fault de\t", expecting: "tasch> fault demo ", thenPrompt: false)
        shop.type("\r", expecting: "Faults set: *=1*fail(no-internet)->off (the demo preset)")

        XCTAssertEqual(shop.leave(), 0)
    }
}
