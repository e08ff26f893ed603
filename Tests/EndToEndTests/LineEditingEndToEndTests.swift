import Foundation
import XCTest

/// The line editor in the built binary on a real pseudo-terminal: keys, history, search, completion, Ctrl-C, Ctrl-D.
final class LineEditingEndToEndTests: XCTestCase {
    private typealias Keys = ShopOnATerminal.Keys
    private var home: TaschProcess!

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_arrows_moveTheCursorToMendATypo() throws {
        let shop = try ShopOnATerminal(home: home)

        shop.type("shw 1" + Keys.left + Keys.left + Keys.left + "o\r", expecting: "Market Tote (#1)")

        XCTAssertEqual(shop.leave(), 0)
    }

    func test_history_recallsTheLinesOfAnEarlierRunWithUp() throws {
        let first = try ShopOnATerminal(home: home)
        first.type("show 3\r", expecting: "Oak Serving Board (#3)")
        first.terminal.type("quit\r")
        XCTAssertEqual(first.terminal.waitForExit(), 0)

        let second = try ShopOnATerminal(home: home)
        second.type(Keys.up + Keys.up + "\r", expecting: "Oak Serving Board (#3)")

        XCTAssertEqual(second.leave(), 0)
        let history = home.folder.appendingPathComponent(".local/state/tasch/history")
        XCTAssertEqual(try String(contentsOf: history, encoding: .utf8), "show 3\nquit\nshow 3\n")
    }

    func test_controlR_findsAnEarlierLineAndEnterRunsIt() throws {
        let shop = try ShopOnATerminal(home: home)
        shop.type("show 3\r", expecting: "Oak Serving Board (#3)")
        shop.type("cart\r", expecting: "Your cart")

        shop.type(Keys.controlR + "sho", expecting: "(reverse-i-search)`sho': show 3", thenPrompt: false)
        shop.type("\r", expecting: "Oak Serving Board (#3)")

        XCTAssertEqual(shop.leave(), 0)
    }

    func test_controlR_echoesNoPastedControlCharacterRaw() throws {
        let shop = try ShopOnATerminal(home: home)
        shop.type("cart\r", expecting: "Your cart")

        // A pasted C1 control (CSI) would start an escape sequence in the search prompt's echo.
        shop.type(Keys.controlR + "ca\u{9B}\u{9B}rt", expecting: "(reverse-i-search)`cart': cart", thenPrompt: false)
        shop.type(Keys.controlC, expecting: "^C")

        XCTAssertEqual(shop.leave(), 0)
        XCTAssertFalse(shop.terminal.output.unicodeScalars.contains("\u{9B}"), "a C1 control reached the terminal")
    }

    func test_controlCRightAfterABigPaste_dropsItAndTheShopStays() throws {
        let shop = try ShopOnATerminal(home: home)

        shop.terminal.paste(String(repeating: "show 1 ", count: 100_000) + Keys.controlC)
        shop.terminal.waitFor("^C")
        shop.type("cart\r", expecting: "Your cart")

        XCTAssertEqual(shop.leave(), 0)
        XCTAssertFalse(shop.terminal.output.contains("Market Tote (#1)"))
    }

    func test_tab_completesACommandAnOptionAndAProductID() throws {
        let shop = try ShopOnATerminal(home: home)

        shop.type("catal\t", expecting: "tasch> catalogue ", thenPrompt: false)
        shop.type("sort pr\t\r", expecting: "Catalogue: 10 products, by price")
        shop.type("show \t\t", expecting: "  10  Rattan Basket", thenPrompt: false)
        shop.type("3\r", expecting: "Oak Serving Board (#3)")

        XCTAssertEqual(shop.leave(), 0)
    }

    func test_controlC_dropsAHalfTypedLineAndTheShopStays() throws {
        let shop = try ShopOnATerminal(home: home)

        shop.type("show 1" + Keys.controlC, expecting: "^C")
        shop.type("cart\r", expecting: "Your cart")

        XCTAssertEqual(shop.leave(), 0)
        XCTAssertFalse(shop.terminal.output.contains("Market Tote (#1)"))
    }

    func test_controlC_cancelsASlowCallAndReturnsToThePrompt() throws {
        // Ten minutes, longer than any wait of the test: the prompt comes back only if the call is cut short.
        let shop = try ShopOnATerminal(arguments: ["--faults", "product=delay(600s)", "--fault-seed", "1"], home: home)
        shop.type("show 1\r", expecting: "loading", thenPrompt: false)

        shop.type(Keys.controlC, expecting: "cancelled: nothing was changed")
        shop.terminal.type("quit 3\r")

        XCTAssertEqual(shop.terminal.waitForExit(), 3)
        XCTAssertFalse(shop.terminal.output.contains("Market Tote (#1)"), "the product was never shown")
    }

    func test_controlCWhileTheHistoryWaitsForAnotherShop_stopsTheWaitAndTheShopStays() throws {
        let folder = home.folder.appendingPathComponent(".local/state/tasch")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Another shop holding the history's lock, as one stopped with Ctrl-Z while it adds a line would.
        let held = open(folder.appendingPathComponent("history.lock").path, O_RDWR | O_CREAT, 0o600)
        XCTAssertEqual(flock(held, LOCK_EX | LOCK_NB), 0)
        defer { close(held) }
        let shop = try ShopOnATerminal(home: home)
        shop.type("show 1\r", expecting: "waiting for another Tasch to finish saving…", thenPrompt: false)

        shop.type(Keys.controlC, expecting: "cancelled: the line was not run, and the history is not kept this time")
        shop.type("cart\r", expecting: "Your cart")

        XCTAssertEqual(shop.leave(), 0)
        XCTAssertFalse(shop.terminal.output.contains("Market Tote (#1)"))
    }

    func test_controlC_cancelsTheStartScreenAndReturnsToThePrompt() throws {
        let shop = try ShopOnATerminal(
            arguments: ["--faults", "catalogue=1*delay(600s)->off", "--fault-seed", "1"], home: home, waitsForPrompt: false
        )
        shop.terminal.waitFor("loading")

        shop.type(Keys.controlC, expecting: "cancelled: nothing was changed")
        shop.type("catalogue\r", expecting: "Catalogue: 10 products")

        XCTAssertEqual(shop.leave(), 0)
    }

    func test_editing_movesAndDeletesWholeCharactersAndCountsWideOnesTwice() throws {
        let shop = try ShopOnATerminal(home: home)

        let line = "find li\u{300}nen👍" + Keys.backspace + Keys.left + Keys.left + Keys.left + Keys.backspace + "i\r"
        shop.type(line, expecting: "Catalogue: 2 products matching \"linen\"")
        shop.type("find 日本" + Keys.left, expecting: "\u{1B}[14C", thenPrompt: false)
        shop.type(Keys.controlC, expecting: "^C")

        XCTAssertEqual(shop.leave(), 0)
    }
}
