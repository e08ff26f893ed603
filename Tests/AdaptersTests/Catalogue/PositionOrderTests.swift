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

    func test_ofCountPlacing_putsPositionsAsThePlacementSays_tiesInPositionOrder() {
        let ratings = [Rating(stars: 2), nil, Rating(stars: 5), nil, Rating(stars: 2)]

        let order = PositionOrder.of(count: ratings.count) { CatalogueOrder.compare(ratings[$0], ratings[$1], descending: true) }

        XCTAssertEqual(order, [2, 0, 4, 1, 3])
    }
}
