import Foundation
import XCTest

/// A typed line longer than the window in the built binary on a pseudo-terminal: markers show where it is cut while it
/// is edited, and the scrollback keeps the whole of it once entered.
final class LongLinesEndToEndTests: XCTestCase {
    private var home: TaschProcess!

    override func setUpWithError() throws {
        home = try TaschProcess()
    }

    override func tearDown() {
        home.cleanUp()
    }

    func test_longLine_isMarkedWhereItIsCutAndWrittenWholeOnceEntered() throws {
        let shop = try ShopOnATerminal(columns: 40, home: home)
        let line = "find " + Array(repeating: "linen", count: 9).joined(separator: " ")

        shop.type(line, expecting: "tasch> <", thenPrompt: false)
        let start = shop.type("\u{1}", expecting: "\u{1B}[0K\r\u{1B}[7C", thenPrompt: false)
        XCTAssertTrue(start.contains("tasch> find linen linen linen linen li>"), start)
        shop.type("\r", expecting: "tasch> \(line)\u{1B}[0K\r\n", thenPrompt: false)
        shop.type("", expecting: "Catalogue: 2 products matching \"linen")

        XCTAssertEqual(shop.leave(), 0)
    }
}
