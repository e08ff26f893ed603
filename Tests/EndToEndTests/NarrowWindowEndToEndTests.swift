import Foundation
import TaschTestSupport
import XCTest

/// The built `tasch` on a pseudo-terminal one or two columns wide, as a window dragged to nothing leaves it: the line
/// shell draws its first screen and leaves on `quit`, and the full screen says how large the window must be and leaves
/// on `q`, both with status 0.
final class NarrowWindowEndToEndTests: XCTestCase {
    private var home: TaschProcess!

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_theLineShell_showsItsFirstScreenAndLeavesOnQuit_inAWindowOfOneOrTwoColumns() throws {
        for columns in [1, 2] {
            let shop = try ShopOnATerminal(terminal: PseudoTerminal(columns: columns, rows: 24), home: home, waitsForPrompt: false)

            waitForText("helpeverycommand", on: shop.terminal)
            shop.terminal.type("quit\r")

            XCTAssertEqual(shop.terminal.waitForExit(), 0, "\(columns) columns:\n\(shop.terminal.output)")
        }
    }

    func test_theFullScreen_saysHowLargeTheWindowMustBeAndLeavesOnQ_inAWindowOfOneColumn() throws {
        let shop = try ScreenOnATerminal(columns: 1, rows: 24, home: home)

        shop.waitUntil("the smallest size") { $0.joined().contains("40×10") }
        shop.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }

    /// Reads until the rows the terminal shows, put together without their spaces, hold `text`: in a window this
    /// narrow a word takes a row a letter or two.
    private func waitForText(_ text: String, on terminal: PseudoTerminal, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(HangGuard.seconds)
        while Date() < deadline {
            if TerminalScreen.rows(of: terminal.output).joined().filter({ !$0.isWhitespace }).contains(text) { return }
            terminal.readAvailable(waitingUpTo: 0.05)
        }
        XCTFail("\(HangGuard.Stuck(waitingFor: text.debugDescription)); the terminal shows:\n\(terminal.output)", file: file, line: line)
    }
}
