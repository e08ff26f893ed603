import Foundation
import XCTest

/// Answers taller than the window through a pager, in the built binary on a pseudo-terminal 24 rows high: `PAGER` is
/// the program (here `sed`, which marks each line it shows), `--no-pager` turns it off, a missing pager or one that
/// quits early leaves the shop going on, and piped output never goes through it.
final class PagerEndToEndTests: XCTestCase {
    private var home: TaschProcess!
    private let marking = "sed 's/^/paged: /'"

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_helpTallerThanTheWindow_goesThroughThePagerAndAShortAnswerDoesNot() throws {
        let shop = try shopOnATerminal(pager: marking)

        shop.type("help\r", expecting: "paged: Type \"help COMMAND\" for one command in detail.")
        shop.type("cart\r", expecting: "Your cart")

        XCTAssertEqual(shop.leave(), 0)
        XCTAssertFalse(shop.terminal.output.contains("paged: Your cart"), shop.terminal.output)
        XCTAssertFalse(shop.terminal.output.contains("paged: Welcome to Tasch"), "the start screen is never paged")
    }

    func test_noPager_writesATallAnswerAsItIs() throws {
        let shop = try shopOnATerminal(pager: marking, arguments: ["--no-pager"])

        shop.type("help\r", expecting: "\nType \"help COMMAND\" for one command in detail.")

        XCTAssertEqual(shop.leave(), 0)
        XCTAssertFalse(shop.terminal.output.contains("paged: "), shop.terminal.output)
    }

    func test_aMissingPager_isSaidOnceAndTheAnswerWrittenAsItIs() throws {
        let shop = try shopOnATerminal(pager: "no-such-pager --quietly")

        shop.type("help\r", expecting: "Type \"help COMMAND\" for one command in detail.")
        shop.type("help\r", expecting: "Type \"help COMMAND\" for one command in detail.")

        XCTAssertEqual(shop.leave(), 0)
        XCTAssertEqual(shop.terminal.output.components(separatedBy: "the pager \"no-such-pager --quietly\" cannot be run").count, 2, shop.terminal.output)
    }

    func test_aPagerThatQuitsEarly_leavesTheShopGoingOn() throws {
        let shop = try shopOnATerminal(pager: "head -n 1")

        shop.type("help\r", expecting: "Browse:")
        shop.type("cart\r", expecting: "Your cart")

        XCTAssertEqual(shop.leave(), 0)
        XCTAssertFalse(shop.terminal.output.contains("Type \"help COMMAND\""), "the pager showed one line and quit")
    }

    func test_controlCWhileThePagerShows_isThePagersAndTheShopGoesOnWithCtrlCItsOwnAgain() throws {
        // A pager that reads the answer, then waits for a line typed at the terminal, which the test never types: only
        // Ctrl-C ends it. It waits in the shell itself, which Ctrl-C ends at any moment, rather than in a command the
        // shell starts, which a Ctrl-C arriving as it starts would miss. The cart's first call waits ten minutes,
        // longer than any wait of the test: only a Ctrl-C the shop takes as its own again can cut it short.
        let arguments = ["--faults", "cart=1*delay(600s)->off", "--fault-seed", "1"]
        let shop = try shopOnATerminal(pager: "cat >/dev/null; echo waiting; read line </dev/tty", arguments: arguments)

        shop.type("help\r", expecting: "waiting", thenPrompt: false)
        shop.type(ShopOnATerminal.Keys.controlC, expecting: "tasch> ", thenPrompt: false)
        shop.type("cart\r", expecting: "loading", thenPrompt: false)
        shop.type(ShopOnATerminal.Keys.controlC, expecting: "cancelled: nothing was changed")

        XCTAssertEqual(shop.leave(), 0)
    }

    func test_pipedOutput_neverGoesThroughThePager() throws {
        let result = try home.run(["--state", home.folder.appendingPathComponent("state.json").path], input: "help\n", environment: ["PAGER": marking])

        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(result.output.contains("paged: "), result.output)
    }

    private func shopOnATerminal(pager: String, arguments: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws -> ShopOnATerminal {
        try ShopOnATerminal(
            terminal: PseudoTerminal(columns: 80, rows: 24), arguments: arguments, environment: ["PAGER": pager], home: home, file: file, line: line
        )
    }
}
