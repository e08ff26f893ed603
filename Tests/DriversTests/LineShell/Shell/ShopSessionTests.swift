import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// Whole sessions, run in-process on a scripted console and in-memory files.
@MainActor
final class ShopSessionTests: XCTestCase {
    func test_pipedSession_printsResultsWithoutPromptBannerOrColour() async {
        let (status, console, _) = await runSession(["catalogue", "show 1"])

        XCTAssertEqual(status, 0)
        XCTAssertTrue(console.output.hasPrefix("Catalogue: 3 products\n"), console.output)
        XCTAssertTrue(console.output.contains("Heron Tote (#1)"), console.output)
        XCTAssertFalse(console.output.contains("\u{1B}"))
        XCTAssertEqual(console.prompts, [])
        XCTAssertEqual(console.errors, "")
    }

    func test_add_withoutIDAddsTheProductOnScreen() async {
        let (_, console, _) = await runSession(["show 2", "add"])

        XCTAssertTrue(console.output.hasSuffix("Added \"Brass Lamp\" to your wish list (1 item, $1,439.00).\n"), console.output)
    }

    func test_add_withoutIDAwayFromAProductSaysWhatIsMissing() async {
        let (_, console, _) = await runSession(["catalogue", "add"])

        XCTAssertEqual(console.errors, "line 2: add needs a product id here: usage: add [ID], or open a product with \"show ID\" first\n")
    }

    func test_wishListScreen_followsARemovalMadeWhileItIsOnShow() async {
        let (_, console, _) = await runSession(["add 1", "add 2", "wish", "remove 1"])

        XCTAssertTrue(console.output.hasSuffix("""
        Removed "Heron Tote" from your wish list (1 item, $1,439.00).
        Your wish list: 1 item
          2  $1,439.00  Brass Lamp
                        A desk lamp that lasts
                        Colours: B5A642
        Total: $1,439.00
        Type "cart" to check out, "quantity ID N" to change how many, or "remove ID" to take an item off.


        """), console.output)
    }

    func test_checkout_isRefusedNamingTheOutOfStockItemAndHowToRemoveIt() async {
        let (_, console, _) = await runSession(["add 3", "checkout --yes"])

        XCTAssertEqual(console.errors, "line 2: \"Walnut Stool\" is out of stock: remove it with \"remove 3\", then check out again\n")
    }

    func test_checkout_withoutYesIsAnErrorWhenInputIsNotATerminal() async {
        let (_, console, _) = await runSession(["add 1", "checkout"])

        XCTAssertEqual(console.errors, "line 2: checkout asks for confirmation, and input is not a terminal: use \"checkout --yes\"\n")
    }

    func test_interactiveSession_showsBannerHomeAndPrompt() async {
        let (_, console, _) = await runSession(["quit"], interactive: true)

        XCTAssertTrue(console.output.hasPrefix("Tasch, a shop in your terminal."), console.output)
        XCTAssertTrue(console.output.contains("Welcome to Tasch: 3 products to browse."), console.output)
        XCTAssertEqual(console.prompts, ["tasch> "])
    }

    func test_interactiveCheckout_asksAndPlacesNothingWithoutYes() async {
        let files = makeFiles()
        let (_, console, _) = await runSession(["add 1", "checkout", "n", "checkout", ""], interactive: true, files: files)

        XCTAssertEqual(console.prompts.filter { $0.contains("[y/N") }.count, 2)
        XCTAssertEqual(console.output.components(separatedBy: "Checkout cancelled: nothing was ordered.").count - 1, 2)
        XCTAssertFalse(console.output.contains("Order #"))
    }

    func test_interactiveCheckout_refusesAnEmptyCartOrWhatCannotBeBoughtWithoutAsking() async {
        let (_, console, _) = await runSession(["checkout", "add 3", "checkout"], interactive: true)

        XCTAssertEqual(console.prompts.filter { $0.contains("[y/N") }, [])
        XCTAssertEqual(console.errors, """
        your cart is empty: add products with "add ID" first
        "Walnut Stool" is out of stock: remove it with "remove 3", then check out again

        """)
    }

    func test_interactiveCheckout_asksAboutWhatIsBoughtItsTotalAndEveryChangedPrice() async {
        let files = makeFiles()
        let state = #"{"version": 2, "wishList": [{"productID": 1, "quantity": 2, "priceWhenAdded": 5900}, {"productID": 2, "quantity": 1, "priceWhenAdded": 143900}], "ratings": {}, "sold": {}, "orders": [], "nextOrderNumber": 1001}"#
        files.seed(Data(state.utf8), atPath: "/state.json")

        let (_, console, _) = await runSession(["cart", "checkout", "n"], interactive: true, files: files)

        XCTAssertTrue(console.output.contains("  1    $129.00  2 ×  Heron Tote  [was $59.00 each]\n"), console.output)
        XCTAssertEqual(console.prompts.filter { $0.contains("[y/N") }, [
            "Place the order for 3 items, $1,568.00 in all, with \"Heron Tote\" at $64.50 (was $59.00)? [y/N, or a code] ",
        ])
        XCTAssertTrue(console.output.hasSuffix("Checkout cancelled: nothing was ordered.\n\n"), console.output)
    }

    func test_interactiveCheckout_placesTheOrderOnYes() async {
        let (_, console, _) = await runSession(["add 1", "checkout", "y"], interactive: true)

        XCTAssertTrue(console.output.contains("Thank you! Order #1001 is placed."), console.output)
    }

    func test_colourOn_showsSwatchesBesideHexCodes() async {
        let (_, console, _) = await runSession(["show 1"], arguments: ["--color", "always"], environment: ["COLORTERM": "truecolor"])

        XCTAssertTrue(console.output.contains("\u{1B}[38;2;47;79;79m██\u{1B}[0m\u{A0}2F4F4F"), console.output)
    }

    func test_colourOn_showsSwatchesInTheNearestColourATerminalWithoutTrueColourHas() async {
        let (_, palette, _) = await runSession(["show 1"], arguments: ["--color", "always"], environment: ["TERM": "xterm-256color"])
        let (_, basic, _) = await runSession(["show 1"], arguments: ["--color", "always"], environment: ["TERM": "xterm"])

        XCTAssertTrue(palette.output.contains("\u{1B}[38;5;238m██\u{1B}[0m\u{A0}2F4F4F"), palette.output)
        XCTAssertTrue(basic.output.contains("\u{1B}[90m██\u{1B}[0m\u{A0}2F4F4F"), basic.output)
    }

    func test_secondSession_seesTheFirstSessionsWishListRatingAndOrders() async {
        let files = makeFiles()
        _ = await runSession(["add 1", "add 2", "rate 2 5", "remove 1", "checkout --yes", "add 1"], files: files)

        let (_, console, _) = await runSession(["wish", "show 2"], files: files)

        XCTAssertTrue(console.output.contains("Your wish list: 1 item\n  1  $64.50  Heron Tote"), console.output)
        XCTAssertTrue(console.output.contains("Stock:      In stock (1 left)"), console.output)
        XCTAssertTrue(console.output.contains("Rating:     ★★★★★ 5/5"), console.output)
    }

    func test_back_withNothingBehindSaysSo() async {
        let (_, console, _) = await runSession(["back"])

        XCTAssertEqual(console.errors, "line 1: there is no previous screen to go back to\n")
    }

    func test_quit_leavesWithItsStatusAndIgnoresTheRest() async {
        let (status, console, _) = await runSession(["quit 3", "catalogue"])

        XCTAssertEqual(status, 3)
        XCTAssertEqual(console.output, "")
    }

    func test_start_refusesAnUnknownOptionWithUsageStatus() async {
        let (status, console, _) = await runSession([], arguments: ["--bogus"])

        XCTAssertEqual(status, 64)
        XCTAssertEqual(console.errors, "tasch: unknown option \"--bogus\"\nTry 'tasch --help' for the options.\n")
    }

    func test_start_refusesAMissingCatalogueWithNoInputStatus() async {
        let (status, console, _) = await runSession([], arguments: ["--catalogue", "/nowhere.json"])

        XCTAssertEqual(status, 66)
        XCTAssertEqual(console.errors, "tasch: /nowhere.json: no such file\n")
    }

    func test_start_refusesAnInvalidCatalogueWithDataErrorStatusNamingTheFile() async {
        let files = makeFiles()
        files.seed(Data("{\"products\": [".utf8), atPath: "/broken.json")

        let (status, console, _) = await runSession([], arguments: ["--catalogue", "/broken.json"], files: files)

        XCTAssertEqual(status, 65)
        XCTAssertTrue(console.errors.hasPrefix("tasch: /broken.json: "), console.errors)
        XCTAssertEqual(console.errors.filter { $0 == "\n" }.count, 1, console.errors)
    }

    func test_start_refusesADamagedStateFileAndLeavesItUntouched() async {
        let files = makeFiles()
        let damaged = Data("not json".utf8)
        files.seed(damaged, atPath: "/state.json")

        let (status, console, _) = await runSession(["add 1"], files: files)

        XCTAssertEqual(status, 65)
        XCTAssertTrue(console.errors.hasPrefix("tasch: /state.json: "), console.errors)
        XCTAssertEqual(files.files["/state.json"], damaged)
    }

    func test_help_printsUsageAndVersion() async {
        let (helpStatus, help, _) = await runSession([], arguments: ["--help"])
        let (_, version, _) = await runSession([], arguments: ["--version"])

        XCTAssertEqual(helpStatus, 0)
        XCTAssertTrue(help.output.hasPrefix("usage: tasch [options] [--] [SCRIPT]\n"), help.output)
        XCTAssertEqual(version.output, "tasch 0.1.0\n")
    }

    private func makeFiles() -> InMemoryFileSystem {
        ShopSession.makeFiles()
    }

    private func runSession(
        _ lines: [String],
        interactive: Bool = false,
        arguments: [String] = [],
        environment: [String: String] = [:],
        files: InMemoryFileSystem? = nil
    ) async -> (status: Int32, console: ScriptedConsole, files: InMemoryFileSystem) {
        let session = await ShopSession.run(lines, interactive: interactive, arguments: arguments, environment: environment, files: files)
        return (session.status, session.console, session.files)
    }
}

@MainActor
final class ShopSessionMemoryTests: XCTestCase {
    func test_session_releasesTheWholeShopWhenItEnds() async {
        weak var console: ScriptedConsole?
        do {
            let session = await ShopSession.run(["show 1", "add", "cart", "remove 1", "wish"])
            console = session.console
        }

        XCTAssertNil(console, "the service locator, composer, router, screens and console should all be released")
    }
}
