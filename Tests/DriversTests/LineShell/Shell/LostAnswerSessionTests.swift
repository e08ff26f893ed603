@testable import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// Whole sessions in which a data-layer call goes through and its answer is lost (`lose`), and every failure names
/// the way out that works.
@MainActor
final class LostAnswerSessionTests: XCTestCase {
    func test_checkoutWhoseAnswerWasLost_isNeverPlacedTwiceByRetryOrAskingAgain() async {
        let session = await ShopSession.run(["add 1; qty 1 2", "fault checkout 1*lose", "checkout --yes", "retry", "checkout --yes", "orders"])

        XCTAssertEqual(session.console.errors, """
        line 3: the shop did not answer in time: try again
          (injected at checkout by fault entry "checkout=1*lose": the call went through and its answer was lost; type "retry" to try again)
        line 5: your cart is empty: add products with "add ID" first

        """)
        XCTAssertTrue(session.console.output.contains("""
        Order #1001 was placed by your earlier attempt: nothing was ordered twice.
          2 × Heron Tote  $129.00
          Total:          $129.00
        Shipping is free. Your wish list no longer holds what that order bought.
        """), session.console.output)
        XCTAssertTrue(session.console.output.hasSuffix("Your orders: 1 order\n  #1001  2026-05-03 09:22  2 items  $129.00\nType \"order N\" to see an order's receipt again.\n\n"), session.console.output)
    }

    func test_checkoutTypedAgainAfterALostAnswer_findsTheOrderToo() async {
        let session = await ShopSession.run(["add 2", "fault checkout 1*lose", "checkout --yes", "checkout --yes"], arguments: ["--json"])

        let last = session.console.output.split(separator: "\n").last.map(String.init) ?? ""
        XCTAssertTrue(last.hasPrefix(#"{"order":{"earlierAttempt":true,"itemCount":1,"#), last)
    }

    func test_changesWhoseAnswerWasLost_endAsAskedAndSaySoWhenAskedAgain() async {
        let session = await ShopSession.run([
            "fault add 1*lose", "add 1", "retry",
            "fault quantity 1*lose", "qty 1 2", "qty 1 2",
            "fault remove 1*lose", "remove 1", "remove 1",
            "fault rate 1*lose", "rate 1 4", "retry", "wish",
        ])

        XCTAssertEqual(session.console.output, """
        Fault set: add=1*lose
        Added "Heron Tote" to your wish list, by your earlier attempt (1 item, $64.50).
        Fault set: quantity=1*lose
        Set "Heron Tote" to 2 on your wish list, by your earlier attempt (2 items, $129.00).
        Fault set: remove=1*lose
        Removed "Heron Tote" from your wish list, by your earlier attempt (now empty).
        Fault set: rate=1*lose
        You rated "Heron Tote" ★★★★☆ 4/5.
        Your wish list
        Your wish list is empty. Type "show ID" to find a product, then "add" to keep it here.


        """)
        XCTAssertEqual(session.console.errors.components(separatedBy: "the call went through and its answer was lost").count - 1, 4, session.console.errors)
    }

    func test_failureUnderAPlanThatFailsEveryCall_saysToClearTheFaultsBeforeRetrying() async {
        let session = await ShopSession.run(["cart", "fault clear", "retry"], arguments: ["--faults", "offline", "--fault-seed", "1"])

        XCTAssertEqual(session.console.errors, """
        line 1: no internet connection: check your connection and try again
          (injected at cart by fault entry "*=fail(no-internet)", which fails every call there: type "fault clear", then "retry")

        """)
        XCTAssertTrue(session.console.output.hasSuffix("Your cart\nYour cart is empty. Add products to your wish list with \"add ID\".\n\n"), session.console.output)
    }

    func test_startScreenFailure_saysHowToRetryAndRetryShowsIt() async {
        // Under the demo preset every point fails once: the start screen's catalogue, then its wish list.
        let session = await ShopSession.run(["retry", "retry", "quit"], interactive: true, arguments: ["--faults", "demo", "--fault-seed", "1"])

        XCTAssertEqual(session.console.errors, """
        no internet connection: check your connection and try again
          (injected at catalogue by fault entry "*=1*fail(no-internet)->off"; type "retry" to try again)
        no internet connection: check your connection and try again
          (injected at wishlist by fault entry "*=1*fail(no-internet)->off"; type "retry" to try again)

        """)
        XCTAssertTrue(session.console.output.contains("Welcome to Tasch: 3 products to browse."), session.console.output)
    }
}
