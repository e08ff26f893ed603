import Drivers
import TaschTestSupport
import XCTest

/// The order history a page at a time, as the catalogue pages: a size, `next`, `prev` and `orders page N`.
@MainActor
final class OrderHistoryPagesSessionTests: XCTestCase {
    private let threeOrders = ["add 1; checkout --yes", "add 1; checkout --yes", "add 1; checkout --yes"]

    func test_orders_showsTheNewestPageWithTheCountOfAllAndTheWayToTheOthers() async {
        let session = await ShopSession.run(threeOrders + ["orders --page-size 2"])

        XCTAssertEqual(session.console.errors, "")
        XCTAssertTrue(session.console.output.hasSuffix("""
        Your orders: 3 orders, page 1 of 2
          #1003  2026-05-03 09:22  1 item  $64.50
          #1002  2026-05-03 09:22  1 item  $64.50
        Type "order N" to see an order's receipt again, "next" for page 2, or "orders page N" for any page.


        """), session.console.output)
    }

    func test_nextAndPrev_turnThePagesOfTheOrdersSeenLastKeepingTheirSize() async {
        let session = await ShopSession.run(threeOrders + ["catalogue", "orders --page-size 2", "order 1003", "next", "prev"])

        let titles = session.console.output.split(separator: "\n").filter { $0.hasPrefix("Your orders") }
        XCTAssertEqual(titles, ["Your orders: 3 orders, page 1 of 2", "Your orders: 3 orders, page 2 of 2", "Your orders: 3 orders, page 1 of 2"])
        XCTAssertTrue(session.console.output.contains("  #1001  2026-05-03 09:22  1 item  $64.50\n"), session.console.output)
    }

    func test_ordersPage_refusesAPageBeyondTheLastSayingHowManyThereAre() async {
        let session = await ShopSession.run(threeOrders + ["orders page 3 --page-size 2"])

        XCTAssertEqual(session.console.errors, "line 4: there is no page 3: the results fill 2 pages\n")
        XCTAssertEqual(session.status, 1)
    }

    func test_orders_takesTheSessionsPageSizeAndRefusesTheCataloguesOtherWords() async {
        let session = await ShopSession.run(threeOrders + ["orders", "orders sort price"], arguments: ["--page-size", "1"])

        XCTAssertTrue(session.console.output.contains("Your orders: 3 orders, page 1 of 3\n"), session.console.output)
        XCTAssertEqual(session.console.errors, """
        line 5: orders does not know "sort": usage: orders [page N] [--page-size N]

        """)
    }
}
