import Foundation
import XCTest

/// What the shop says at a terminal beside its screens: lines at start-up wrapped between words, and errors that
/// stand out and stand apart from the prompt; piped, the same errors are written exactly as before.
final class TerminalMessagesEndToEndTests: XCTestCase {
    private var home: TaschProcess!

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_faultLineAtStartUp_wrapsBetweenWordsAt80Columns() throws {
        let shop = try ShopOnATerminal(columns: 80, arguments: ["--faults", "demo"], home: home)

        XCTAssertEqual(shop.leave(), 0)
        let rows = TerminalScreen.rows(of: shop.terminal.output)
        XCTAssertEqual(shop.rowsWiderThan(80), [])
        XCTAssertTrue(rows.contains { $0.hasPrefix("  --fault-seed ") }, rows.joined(separator: "\n"))
    }

    func test_faultsDemoAtStartUp_saysWhatItDoesBeforeTheStartScreenFailsApartFromThePrompt() throws {
        let shop = try ShopOnATerminal(columns: 80, arguments: ["--faults", "demo"], environment: ["NO_COLOR": "1"], home: home)

        XCTAssertEqual(shop.leave(), 0)
        let screen = TerminalScreen.rows(of: shop.terminal.output).joined(separator: "\n")
        XCTAssertTrue(screen.contains("""
        Faults are on (the demo preset): every point fails once, then works. So the next
        few calls fail once each, one at every point, the start screen's first: type
        "retry" after each to go on. "faults" shows what is still armed; "fault clear"
        turns faults off.

        error: no internet connection: check your connection and try again
        """), screen)
        XCTAssertTrue(screen.contains("\"retry\" to try again)\n\ntasch> "), screen)
    }

    func test_errorAtATerminal_isRedAndABlankLineComesBeforeThePrompt() throws {
        let shop = try ShopOnATerminal(home: home)

        shop.type("shwo 1\r", expecting: "\u{1B}[31munknown command \"shwo\": did you mean \"show\"? type \"help\" to see the commands\u{1B}[0m\r\n\r\n", thenPrompt: false)
        shop.type("cart\r", expecting: "Your cart")

        XCTAssertEqual(shop.leave(), 0)
    }

    func test_errorAtATerminalWithoutColour_startsWithErrorColon() throws {
        let shop = try ShopOnATerminal(environment: ["NO_COLOR": "1"], home: home)

        // Raw mode asks for pastes bracketed before the prompt is drawn.
        shop.type("show 99\r", expecting: "error: no product with id 99\r\n\r\n\u{1B}[?2004h\rtasch> ", thenPrompt: false)

        XCTAssertEqual(shop.leave(), 0)
    }

    func test_checkoutGivenWithCAtATerminal_saysCommandsGivenWithCAskNothingWithoutInteractive() throws {
        let state = home.folder.appendingPathComponent("state.json").path
        let shop = try ShopOnATerminal(
            columns: 200, arguments: ["--state", state, "-c", "add 1", "-c", "checkout"], environment: ["NO_COLOR": "1"], home: home,
            waitsForPrompt: false
        )

        XCTAssertEqual(shop.terminal.waitForExit(), 1)
        XCTAssertTrue(shop.terminal.output.contains("line 2: checkout asks for confirmation, and commands given with -c ask nothing "
            + "without --interactive: use \"checkout --yes\", or --interactive with the answer as the next command (-c y)"), shop.terminal.output)
        XCTAssertFalse(shop.terminal.output.contains("input is not a terminal"), shop.terminal.output)
    }

    func test_errorOfPipedInput_isWrittenAsItAlwaysWas() throws {
        let result = try home.run(["--state", home.folder.appendingPathComponent("state.json").path], input: "show 99\ncart\n")

        XCTAssertEqual(result.errors, "line 1: no product with id 99\n")
    }
}
