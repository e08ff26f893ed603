import Drivers
import TaschTestSupport
import XCTest

/// `help` piped to another program is fitted to `COLUMNS` when that is set, else to 80 columns, as `--help` is.
@MainActor
final class FitPipedHelpTests: XCTestCase {
    func test_pipedHelp_isFittedToCOLUMNS() async {
        let session = await ShopSession.run(["help"], environment: ["COLUMNS": "40"])

        XCTAssertEqual(lines(session.console.output, widerThan: 40), [])
        XCTAssertTrue(session.console.output.contains("  home           the start screen: a few\n                 products and your wish\n"), session.console.output)
    }

    func test_pipedHelp_isFittedToEightyColumnsWithoutCOLUMNS() async {
        let session = await ShopSession.run(["help"])

        XCTAssertEqual(lines(session.console.output, widerThan: 80), [])
        XCTAssertTrue(session.console.output.contains("""
          catalogue [all] [sort [-]price|name|rating|stock] [in-stock] [page N]
            [--page-size N]
                           the products, a page at a time, with their id, price and
                           stock (all: every product, keeping the order)

        """), session.console.output)
    }

    func test_pipedHelpOfOneCommand_isFittedToCOLUMNSToo() async {
        let session = await ShopSession.run(["help catalogue"], environment: ["COLUMNS": "30"])

        XCTAssertEqual(lines(session.console.output, widerThan: 30), [])
    }

    private func lines(_ text: String, widerThan columns: Int) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.count > columns }
    }
}
