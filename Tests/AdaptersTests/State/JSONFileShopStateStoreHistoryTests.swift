import Adapters
import Entities
import Foundation
import TaschTestSupport
import UseCases
import XCTest

/// The journal's binary searches answer as the in-memory twin does, the oracle: every page, every number (those between
/// orders too) and every "since", over orders of very different lengths whose numbers leave gaps.
final class JSONFileShopStateStoreHistoryTests: XCTestCase {
    func test_everyPage_isTheTwinsPage() async throws {
        let (sut, twin, count) = try await makeSUT()

        for size in [1, 20] {
            for start in 0...(count + 2) {
                let window = start..<(start + size)
                let found = try await sut.orders(window)
                let expected = try await twin.orders(window)
                XCTAssertEqual(found, expected, "window \(window)")
            }
        }
    }

    func test_everyNumber_findsTheTwinsOrderOrNone() async throws {
        let (sut, twin, _) = try await makeSUT()
        let numbers = try await twin.orders(numberedFrom: .min).map(\.number)

        for number in (numbers.min()! - 1)...(numbers.max()! + 1) {
            let found = try await sut.order(numbered: number)
            let expected = try await twin.order(numbered: number)
            XCTAssertEqual(found, expected, "order #\(number)")
        }
    }

    func test_ordersSinceANumber_areTheTwins() async throws {
        let (sut, twin, _) = try await makeSUT()
        let numbers = try await twin.orders(numberedFrom: .min).map(\.number)

        for first in stride(from: numbers.min()! - 1, through: numbers.max()! + 1, by: 5) {
            let found = try await sut.orders(numberedFrom: first)
            let expected = try await twin.orders(numberedFrom: first)
            XCTAssertEqual(found, expected, "since #\(first)")
        }
        let inTransaction = try await sut.update(ordersFrom: numbers[40]) { $0.recentOrders }
        let twinsInTransaction = try await twin.update(ordersFrom: numbers[40]) { $0.recentOrders }
        XCTAssertEqual(inTransaction, twinsInTransaction)
    }

    // MARK: - Helpers

    /// The file store and the twin holding the same 60 orders, and how many.
    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> (sut: JSONFileShopStateStore, twin: InMemoryShopStateStore, count: Int) {
        var random = SeededGenerator(seed: 19)
        var number = 1000
        let orders = (0..<60).map { _ in
            number += 1 + Int(random.next() % 4)
            return Self.order(number, lineCount: 1 + Int(random.next() % 24))
        }
        let saved = SavedShop(state: makeState(nextOrderNumber: number + 1), orders: orders)
        let (sut, _) = try await makeJSONFileStore(savedShop: saved, file: file, line: line)
        return (sut, try InMemoryShopStateStore(saved.state, orders: saved.orders), orders.count)
    }

    /// An order of `lineCount` lines, so that orders' lines in the journal range from about 200 bytes to several KB.
    private static func order(_ number: Int, lineCount: Int) -> Order {
        let lines = (1...lineCount).map { index in
            try! Order.Line(productID: id(index), name: "Product \(index) for order \(number)", price: dollars(cents: 100 * index), quantity: 1 + index % 3)
        }
        let total = lines.reduce(0) { $0 + $1.amount.minorUnits }
        return try! Order(number: number, lines: lines, total: dollars(cents: total), placedAt: Timestamp(secondsSince1970: 1_777_800_000 + number), checkoutKey: "k\(number)")
    }
}
