import Foundation
import XCTest

/// A paste, as a terminal brackets it once asked (both drivers ask while they read keys): text for the field or line it
/// lands in, never keys. On the full screen it is searched for whole, or ignored where no field is open; at the prompt a
/// block of several lines is shown and runs only once Enter is pressed.
final class PasteEndToEndTests: EndToEndTestCase {
    private let start = "\u{1B}[200~", end = "\u{1B}[201~"

    func test_aPasteIntoTheScreensSearch_isSearchedForAndNeverRunAsKeys() throws {
        let shop = try ScreenOnATerminal(home: tasch)
        shop.waitFor("Market Tote")
        XCTAssertTrue(shop.screen.bracketsPastes)

        shop.type("/")
        shop.waitFor("Search:")
        shop.type(start + "linen\rplease add 2 as a gift, rate it 5 +1\r" + end)
        shop.waitFor("Search: linen please add 2 as a gift, rate it 5 +1")
        shop.type(ScreenOnATerminal.Keys.escape)
        shop.waitUntil("the search left") { !$0.joined().contains("Search:") }
        shop.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: statePath), "nothing was added or rated")
    }

    func test_aPasteWhereNoFieldIsOpen_isIgnoredOnTheScreen() throws {
        let shop = try ScreenOnATerminal(home: tasch)
        shop.waitFor("Market Tote")

        shop.type(start + "a5+q" + end + "w")
        shop.waitFor("Your wish list is empty")
        shop.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: statePath))
    }

    func test_aBlockPastedAtThePrompt_isShownAndRunsOnlyOnEnter() throws {
        let shop = try ShopOnATerminal(arguments: ["--state", statePath], home: tasch)

        shop.terminal.type(start + "add 1\radd 6\r" + end)
        shop.terminal.waitFor("add 1⏎add 6⏎")
        shop.terminal.type("cart")
        shop.terminal.waitFor("cart")
        XCTAssertFalse(FileManager.default.fileExists(atPath: statePath), "nothing ran before Enter")
        shop.type("\r", expecting: "Your cart: 2 items")

        XCTAssertEqual(shop.leave(), 0)
        let output = shop.terminal.output
        let entered = ["add 1", "add 6", "cart"].map { "tasch> \($0)\u{1B}[0K\r\n" }
        XCTAssertTrue(entered.allSatisfy(output.contains), output)
        XCTAssertEqual(output.components(separatedBy: "\u{1B}[?2004l").last?.contains("\u{1B}[?2004h"), false, "pastes left unbracketed")
    }
}
