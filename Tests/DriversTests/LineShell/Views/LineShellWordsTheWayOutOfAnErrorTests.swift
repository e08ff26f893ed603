import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// An error the customer can put right ends with the commands that do it, in `TerminalVocabulary`'s words.
@MainActor
final class LineShellWordsTheWayOutOfAnErrorTests: XCTestCase {
    func test_outOfStock_namesTheCommandThatRemovesEachItem() async {
        let stool = makeProduct(id: 7, name: "Walnut Stool", stock: 0)
        let items = [makeProduct(id: 1, name: "A", stock: 0), makeProduct(id: 2, name: "B", stock: 0), makeProduct(id: 3, name: "C", stock: 0)]

        XCTAssertEqual(printedError(.refused(.outOfStock([stool]))), "\"Walnut Stool\" is out of stock: remove it with \"remove 7\", then check out again\n")
        XCTAssertEqual(
            printedError(.refused(.outOfStock(items))),
            "\"A\", \"B\" and \"C\" are out of stock: remove them with \"remove 1\", \"remove 2\" and \"remove 3\", then check out again\n"
        )
    }

    func test_notEnoughStock_namesTheCommandsThatAskForWhatIsLeft() async throws {
        let weekender = StockShortfall(makeProduct(id: 4, name: "Weekender", stock: 2), quantity: 3)
        let throwLine = StockShortfall(makeProduct(id: 6, name: "Throw", stock: 1), quantity: 2)

        XCTAssertEqual(printedError(.refused(.notEnoughStock([weekender]))), "\"Weekender\" has only 2 left, not 3: ask for what is left with \"quantity 4 2\"\n")
        XCTAssertEqual(
            printedError(.refused(.notEnoughStock([weekender, throwLine]))),
            "\"Weekender\" has only 2 left, not 3 and \"Throw\" has only 1 left, not 2: ask for what is left with \"quantity 4 2\" and \"quantity 6 1\"\n"
        )
    }

    func test_notEnoughStock_ofAProductWithNoneLeftSaysToChangeTheWishList() async throws {
        let mugs = StockShortfall(makeProduct(id: 5, name: "Mugs", stock: 0), quantity: 2)
        let weekender = StockShortfall(makeProduct(id: 4, name: "Weekender", stock: 2), quantity: 3)

        XCTAssertEqual(
            printedError(.refused(.notEnoughStock([weekender, mugs]))),
            "\"Weekender\" has only 2 left, not 3 and \"Mugs\" is out of stock: change your wish list with \"quantity 4 2\" and \"remove 5\"\n"
        )
    }

    func test_emptyCartAndUnknownOrder_sayWhatToType() async {
        XCTAssertEqual(printedError(.refused(.cartIsEmpty)), "your cart is empty: add products with \"add ID\" first\n")
        XCTAssertEqual(printedError(.orderNotFound(7)), "no order #7: type \"orders\" to see yours\n")
    }

    func test_aWayOut_isWordedAsThePresenterGivesIt_whateverTheKind() async {
        let wayOut = WayOut("take it back with", [.remove(productID: "4")], follow: " at once")
        let error = ErrorViewModel(kind: "a-kind-no-view-knows", message: "the lamp is taken", wayOut: wayOut)

        XCTAssertEqual(HintText.error(error), "the lamp is taken: take it back with \"remove 4\" at once")
    }

    func test_anErrorWithNoWayOutOfItsOwn_isItsMessage() async {
        XCTAssertEqual(printedError(.dataAccess(.timedOut)), "the shop did not answer in time: try again\n")
    }

    func test_inJSONMode_theMessageEndsWithTheSameCommands() async {
        let console = ScriptedConsole(lines: [])
        let view = TextView(output: TerminalOutput(console: console, style: TextStyle(usesColour: false), mode: .json))

        view.display(ShopErrorPresenter(money: MoneyFormatter(localeIdentifier: "en_US")).map(.orderNotFound(7)))

        XCTAssertEqual(console.output, #"{"error":{"kind":"order-not-found","message":"no order #7: type \"orders\" to see yours"}}"# + "\n")
    }

    /// What the line shell writes to standard error for `error`, with no window.
    private func printedError(_ error: ShopError) -> String {
        let console = ScriptedConsole(lines: [])
        TextView(output: TerminalOutput(console: console, style: TextStyle(usesColour: false))).display(ShopErrorPresenter(money: MoneyFormatter(localeIdentifier: "en_US")).map(error))
        return console.errors
    }
}
