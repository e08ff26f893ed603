import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The orders a screenful at a time, as the catalogue: `o` asks for the newest page, the arrows move on to the next or
/// previous page, Page Up and Page Down turn pages, and the title counts every order, as the line shell's does.
final class SeeTheOrdersOnTheScreenTests: XCTestCase {
    func test_o_asksForTheFirstPageOfTheOrdersAScreenfulLong() {
        var sut = openScreen(rows: 24)

        XCTAssertEqual(loads(sut.press(.text("o"))), [.orders(OrdersQuery(page: 1, pageSize: PageSize(20)!))])
    }

    func test_downOnTheLastRowOfAPage_asksForTheNextPageAndSelectsItsFirstOrder() throws {
        var sut = try ordersScreen(count: 25)
        for _ in 1...19 { _ = sut.press(.down) }

        let effects = sut.press(.down)
        XCTAssertEqual(loads(effects), [.orders(OrdersQuery(page: 2, pageSize: PageSize(20)!))])
        _ = sut.answer(request(in: effects, for: .orders)!, with: try ordersPage(2, of: 25))

        XCTAssertEqual(sut.selectedTarget, .order(1005))
    }

    func test_pageDownAndPageUp_turnThePagesOfTheOrders() throws {
        var sut = try ordersScreen(count: 25)

        let down = sut.press(.pageDown)
        XCTAssertEqual(loads(down), [.orders(OrdersQuery(page: 2, pageSize: PageSize(20)!))])
        _ = sut.answer(request(in: down, for: .orders)!, with: try ordersPage(2, of: 25))

        XCTAssertEqual(loads(sut.press(.pageUp)), [.orders(OrdersQuery(page: 1, pageSize: PageSize(20)!))])
    }

    func test_o_again_showsTheNewestOrdersFromTheFirstPage() throws {
        var sut = try ordersScreen(count: 25)
        _ = sut.answer(request(in: sut.press(.pageDown), for: .orders)!, with: try ordersPage(2, of: 25))

        XCTAssertEqual(loads(sut.press(.text("g"), .text("o"))), [.orders(OrdersQuery(page: 1, pageSize: PageSize(20)!))])
    }

    func test_aResize_asksForThePageHoldingTheSelectedOrderAtTheNewLength() throws {
        var sut = try ordersScreen(count: 25)
        _ = sut.press(.down, .down, .down)

        let effects = sut.update(.resized(ScreenSize(columns: 80, rows: 14)))

        XCTAssertEqual(loads(effects).filter { if case .orders = $0 { true } else { false } }, [.orders(OrdersQuery(page: 1, pageSize: PageSize(10)!))])
    }

    func test_theOrders_countEveryOrderInTheTitleAndOfferThePagesInTheStatusLine() throws {
        let sut = try ordersScreen(count: 25)

        let lines = ScreenView(style: ScreenStyle(usesColour: false, isUnicode: true)).frame(sut).lines

        XCTAssertEqual(lines[1], "Your orders: 25 orders, page 1 of 2")
        XCTAssertTrue(lines[2].hasPrefix("› #1025"), lines[2])
        XCTAssertTrue(lines[23].hasPrefix("⏎ receipt  PgDn next page  g catalogue"), lines[23])
    }

    /// The orders screen in a window of 80 × 24, with the first page of `count` orders, newest first.
    private func ordersScreen(count: Int) throws -> ScreenModel {
        var model = openScreen(rows: 24)
        _ = model.answer(request(in: model.press(.text("o")), for: .orders)!, with: try ordersPage(1, of: count))
        return model
    }

    /// Page `page`, 20 a page, of `count` orders numbered from 1001, newest first.
    private func ordersPage(_ page: Int, of count: Int) throws -> ScreenContent {
        let newest = 1000 + count - (page - 1) * 20
        let numbers = stride(from: newest, to: max(1000, newest - 20), by: -1)
        let cart = try Cart(wishList: makeWishList([makeProduct(id: 1)]))
        let orders = try numbers.map { try Order(number: $0, buying: cart) }
        return .orders(screenPresenters.orders(OrderHistoryPage(orders: orders, page: page, pageSize: PageSize(20)!, orderCount: count)))
    }
}
