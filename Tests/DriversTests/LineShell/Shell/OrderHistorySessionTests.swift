import Drivers
import TaschTestSupport
import XCTest

/// The order history and receipts seen again, in whole sessions on the three-product catalogue, with orders dated by a
/// stopped clock (2026-05-03 09:22:11 UTC) and shown in UTC.
@MainActor
final class OrderHistorySessionTests: XCTestCase {
    func test_orders_listsThePlacedOrdersNewestFirstWithWhenHowManyItemsAndTotal() async {
        let session = await ShopSession.run(["add 1; qty 1 2; checkout --yes", "add 2; checkout --yes", "orders"])

        XCTAssertEqual(session.console.errors, "")
        XCTAssertTrue(session.console.output.hasSuffix("""
        Your orders: 2 orders
          #1002  2026-05-03 09:22   1 item  $1,439.00
          #1001  2026-05-03 09:22  2 items    $129.00
        Type "order N" to see an order's receipt again.


        """), session.console.output)
    }

    func test_orders_inAnotherTimeZoneShowsTheLocalTime() async {
        let session = await ShopSession.run(["add 1; checkout --yes", "history"], environment: ["TZ": "Asia/Tokyo"])

        XCTAssertTrue(session.console.output.contains("  #1001  2026-05-03 18:22  1 item  $64.50\n"), session.console.output)
    }

    func test_orders_saysSoBeforeAnyOrderIsPlaced() async {
        let session = await ShopSession.run(["orders"])

        XCTAssertEqual(session.console.output, "Your orders\nYou have placed no orders yet. Type \"cart\" to see what checking out would buy.\n\n")
    }

    func test_order_showsTheReceiptAgainAndRefusesANumberNoOrderHas() async {
        let session = await ShopSession.run(["add 1; qty 1 2; checkout --yes", "order #1001", "order 1002"])

        XCTAssertTrue(session.console.output.hasSuffix("""
        Order #1001, placed 2026-05-03 09:22
          2 × Heron Tote  $129.00
          Total:          $129.00
        Shipping was free.


        """), session.console.output)
        XCTAssertEqual(session.console.errors, "line 3: no order #1002: type \"orders\" to see yours\n")
    }

    func test_ordersAndOrderJSON_areOneObjectEachWithTheTimeInUTCAndOrdersWithTheirPage() async {
        let session = await ShopSession.run(["add 1; qty 1 2; checkout --yes", "orders", "order 1001", "order 9"], arguments: ["--json"])

        let lines = session.console.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.suffix(3)), [
            #"{"orders":{"count":1,"orders":[{"itemCount":2,"number":1001,"placedAt":"2026-05-03T09:22:11Z","total":{"amount":"129.00","currency":"USD","formatted":"$129.00","minorUnits":12900}}],"page":1,"pageCount":1}}"#,
            #"{"order":{"itemCount":2,"lines":[{"amount":{"amount":"129.00","currency":"USD","formatted":"$129.00","minorUnits":12900},"id":1,"name":"Heron Tote","price":{"amount":"64.50","currency":"USD","formatted":"$64.50","minorUnits":6450},"quantity":2}],"number":1001,"placedAt":"2026-05-03T09:22:11Z","total":{"amount":"129.00","currency":"USD","formatted":"$129.00","minorUnits":12900}}}"#,
            #"{"error":{"kind":"order-not-found","line":4,"message":"no order #9: type \"orders\" to see yours"}}"#,
        ])
    }

    func test_checkoutAndCartJSON_carryQuantitiesAmountsAndThePriceWhenAdded() async {
        let session = await ShopSession.run(["add 1; qty 1 2", "cart", "checkout --yes"], arguments: ["--json"])

        let lines = session.console.output.split(separator: "\n").map(String.init)
        let money = { (amount: String, minor: Int) in #"{"amount":"\#(amount)","currency":"USD","formatted":"$\#(amount)","minorUnits":\#(minor)}"# }
        let tote = #"{"colours":["2F4F4F","C1A57B"],"id":1,"inStock":true,"name":"Heron Tote","price":\#(money("64.50", 6450)),"shortDescription":"Linen tote for market days","stock":9}"#
        XCTAssertEqual(Array(lines.suffix(2)), [
            #"{"cart":{"count":2,"items":[\#(tote)],"lines":[{"amount":\#(money("129.00", 12900)),"id":1,"priceWhenAdded":\#(money("64.50", 6450)),"quantity":2}],"notEnoughStock":[],"outOfStock":[],"shipping":\#(money("0.00", 0)),"subtotal":\#(money("129.00", 12900)),"total":\#(money("129.00", 12900))}}"#,
            #"{"order":{"itemCount":2,"lines":[{"amount":\#(money("129.00", 12900)),"id":1,"name":"Heron Tote","price":\#(money("64.50", 6450)),"quantity":2}],"number":1001,"placedAt":"2026-05-03T09:22:11Z","total":\#(money("129.00", 12900))}}"#,
        ])
    }

    func test_backFromAnOrder_returnsToTheOrderHistory() async {
        let session = await ShopSession.run(["add 1; checkout --yes", "orders", "order 1001", "back"])

        XCTAssertTrue(session.console.output.hasSuffix("Type \"order N\" to see an order's receipt again.\n\n"), session.console.output)
    }
}
