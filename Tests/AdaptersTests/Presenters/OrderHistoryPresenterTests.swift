import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

final class OrderHistoryPresenterTests: XCTestCase {
    private let money = MoneyFormatter(localeIdentifier: "en_US")

    func test_map_listsEachOrdersNumberLocalTimeItemCountAndTotal() throws {
        let orders = [
            try Order(
                number: 1002, lines: [try Order.Line(productID: id(6), name: "Throw", price: dollars(cents: 18_900), quantity: 2)],
                total: dollars(cents: 37_800), placedAt: FixedShopClock.fixture
            ),
            try! Order(number: 1001, lines: [try Order.Line(productID: id(1), name: "Tote", price: dollars(cents: 6_450))], total: dollars(cents: 6_450)),
        ]

        let viewModel = makeSUT(timeZone: "Europe/Paris").map(page(orders))

        XCTAssertEqual(viewModel.title, "Your orders: 2 orders")
        XCTAssertEqual(viewModel.rows.map(\.number), ["#1002", "#1001"])
        XCTAssertEqual(viewModel.rows.map(\.placedAt), ["2026-05-03 11:22", "not recorded"])
        XCTAssertEqual(viewModel.rows.map(\.items), ["2 items", "1 item"])
        XCTAssertEqual(viewModel.rows.map(\.total), ["$378.00", "$64.50"])
        XCTAssertEqual(viewModel.nextSteps, [.openOrder])
        XCTAssertNil(viewModel.emptyMessage)
    }

    func test_map_saysSoWhenNoOrderWasPlacedAndOffersTheCart() {
        let viewModel = OrderHistoryPresenter(money: money, times: TimestampFormatter(timeZone: utc), payments: .shop).map(makeOrderPage([]))

        XCTAssertEqual(viewModel.title, "Your orders")
        XCTAssertEqual(viewModel.emptyMessage, "You have placed no orders yet")
        XCTAssertEqual(viewModel.nextSteps, [.seeCart])
    }

    func test_receipt_namesTheOrderAndWhenItWasPlacedAndListsItsLines() throws {
        let order = try Order(
            number: 1002, lines: [try Order.Line(productID: id(6), name: "Throw", price: dollars(cents: 18_900), quantity: 2)],
            total: dollars(cents: 37_800), placedAt: FixedShopClock.fixture
        )

        let receipt = makeSUT(timeZone: "UTC").receipt(order)

        XCTAssertEqual(receipt.title, "Order #1002, placed 2026-05-03 09:22")
        XCTAssertEqual(receipt.lines.map(\.name), ["2 × Throw"])
        XCTAssertEqual(receipt.total, "$378.00")
        XCTAssertEqual(receipt.footer, "Shipping was free.")
        XCTAssertEqual(makeSUT(timeZone: "UTC").receipt(try! Order(number: 7, lines: [], total: dollars(cents: 0))).title, "Order #7")
    }

    func test_timestamp_isTheLocalDateAndTimeToTheMinute() throws {
        let newYork = TimestampFormatter(timeZone: try XCTUnwrap(TimeZone(identifier: "America/New_York")))

        XCTAssertEqual(newYork.string(for: FixedShopClock.fixture), "2026-05-03 05:22")
        XCTAssertEqual(TimestampFormatter(timeZone: utc).string(for: Timestamp(secondsSince1970: 0)), "1970-01-01 00:00")
    }

    func test_timestamp_inAZoneNamed_isTheTimeThere_andWithNoKnownNameTheSystemZones() throws {
        let system = TimestampFormatter(timeZone: .autoupdatingCurrent).string(for: FixedShopClock.fixture)

        XCTAssertEqual(TimestampFormatter(timeZoneNamed: "America/New_York").string(for: FixedShopClock.fixture), "2026-05-03 05:22")
        XCTAssertEqual(TimestampFormatter(timeZoneNamed: nil).string(for: FixedShopClock.fixture), system)
        XCTAssertEqual(TimestampFormatter(timeZoneNamed: "Nowhere/Atlantis").string(for: FixedShopClock.fixture), system)
    }

    func test_documents_giveTheTimeInUTCAndLeaveItOutWhenNotRecorded() throws {
        let documents = DocumentPresenter(money: money)
        let dated = try! Order(number: 1002, lines: [], total: dollars(cents: 0), placedAt: FixedShopClock.fixture)
        let undated = try! Order(number: 1001, lines: [], total: dollars(cents: 0))

        XCTAssertEqual(documents.orderHistory(page([dated, undated])).orders.map(\.placedAt), ["2026-05-03T09:22:11Z", nil])
        XCTAssertEqual(documents.order(dated).placedAt, "2026-05-03T09:22:11Z")
    }

    func test_map_titlesAPageOfSeveralWithItsNumberAndTheCountOfAll() throws {
        let orders = [try Order(number: 1003, lines: [], total: dollars(cents: 0))]

        let viewModel = makeSUT(timeZone: "UTC").map(OrderHistoryPage(orders: orders, page: 2, pageSize: PageSize(1)!, orderCount: 3))

        XCTAssertEqual(viewModel.title, "Your orders: 3 orders, page 2 of 3")
    }

    func test_documents_giveThePageAndTheCountOfAllOrders() throws {
        let orders = [try Order(number: 1003, lines: [], total: dollars(cents: 0))]

        let document = DocumentPresenter(money: money).orderHistory(OrderHistoryPage(orders: orders, page: 2, pageSize: PageSize(1)!, orderCount: 3))

        XCTAssertEqual([document.count, document.page, document.pageCount], [3, 2, 3])
        XCTAssertEqual(document.orders.map(\.number), [1003])
    }

    private func page(_ orders: [Order]) -> OrderHistoryPage {
        OrderHistoryPage(orders: orders, page: 1, pageSize: .standard, orderCount: orders.count)
    }

    private var utc: TimeZone { TimeZone(identifier: "UTC")! }

    private func makeSUT(timeZone: String) -> OrderHistoryPresenter {
        OrderHistoryPresenter(money: money, times: TimestampFormatter(timeZone: TimeZone(identifier: timeZone)!), payments: .shop)
    }
}
