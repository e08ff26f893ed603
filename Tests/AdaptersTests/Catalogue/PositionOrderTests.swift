@testable import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The fast catalogues sort positions by the order rule's own comparison of their keys.
final class PositionOrderTests: XCTestCase {
    func test_of_putsPositionsInTheRulesOrderOfTheirKeys_bothWays() {
        let prices = [300, 100, 300, 200, 100]
        let products = prices.enumerated().map { makeProduct(id: $0.offset + 1, priceCents: $0.element) }
        for descending in [false, true] {
            let expected = CatalogueOrder.sorted(products, by: CatalogueSort(.price, descending: descending), ratings: [:]).map { $0.id.rawValue - 1 }

            XCTAssertEqual(PositionOrder.of(prices, descending: descending), expected)
        }
    }

    func test_of_givesTheSameOrderFromAnyStart() {
        var random = SeededGenerator(seed: 3)
        let keys = (0..<500).map { _ in Int.random(in: 0..<20, using: &random) }
        for descending in [false, true] {
            let expected = PositionOrder.of(keys, descending: descending)

            XCTAssertEqual(PositionOrder.of(keys, descending: descending, startingFrom: expected.reversed()), expected)
            XCTAssertEqual(PositionOrder.of(keys, descending: descending, startingFrom: Array(keys.indices).shuffled(using: &random)), expected)
        }
    }

    func test_ofWholeNumbers_isTheRulesOrder_onGeneratedKeysWithTiesAndExtremes_bothWays() {
        var random = SeededGenerator(seed: 38)
        let extremes = [Int.min, Int.min + 1, -1, 0, 1, Int.max - 1, Int.max, 1 << 11, 1 << 33, -(1 << 44)]
        for count in [0, 1, 2, 7, 3_000] {
            let keys = (0..<count).map { _ in
                Bool.random(using: &random) ? extremes.randomElement(using: &random)! : Int.random(in: -5_000...5_000, using: &random)
            }
            for descending in [false, true] {
                let sorted = PositionOrder.of(keys, descending: descending)

                XCTAssertEqual(sorted, PositionOrder.of(keys, descending: descending, startingFrom: nil), "\(count), descending: \(descending)")
            }
        }
    }

    func test_radixOrder_ofKeysOneDigitApart_ordersThemAsNumbers() {
        let keys = [2_048, 1, 2_047, 4_194_304, 0, -2_048, 2_049]

        XCTAssertEqual(RadixOrder.of(keys, descending: false), [5, 4, 1, 2, 0, 6, 3])
        XCTAssertEqual(RadixOrder.of(keys, descending: true), [3, 6, 0, 2, 1, 4, 5])
    }

    func test_ofCountPlacing_putsPositionsAsThePlacementSays_tiesInPositionOrder() {
        let ratings = [Rating(stars: 2), nil, Rating(stars: 5), nil, Rating(stars: 2)]

        let order = PositionOrder.of(count: ratings.count) { CatalogueOrder.compare(ratings[$0], ratings[$1], descending: true) }

        XCTAssertEqual(order, [2, 0, 4, 1, 3])
    }
}
