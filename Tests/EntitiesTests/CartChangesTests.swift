import Entities
import TaschTestSupport
import XCTest

final class CartChangesTests: XCTestCase {
    func test_changes_areNoneForTheSameThingsAtTheSamePricesWhateverTheStock() throws {
        let asked = try cart([(makeProduct(id: 1, stock: 5), 2)])

        XCTAssertEqual(try cart([(makeProduct(id: 1, stock: 3), 2)]).changes(since: asked), [])
    }

    func test_changes_nameEveryLineAddedGoneRequantifiedOrRepriced() throws {
        let asked = try cart([(makeProduct(id: 1), 1), (makeProduct(id: 2), 1), (makeProduct(id: 3), 1)])
        let now = try cart([(makeProduct(id: 1), 2), (makeProduct(id: 3, priceCents: 1_200), 1), (makeProduct(id: 4), 1)])

        XCTAssertEqual(now.changes(since: asked), [
            .quantity(try WishListLine(makeProduct(id: 1), quantity: 2), was: 1),
            .price(try WishListLine(makeProduct(id: 3, priceCents: 1_200)), was: dollars(cents: 1_000)),
            .added(try WishListLine(makeProduct(id: 4))),
            .gone(try WishListLine(makeProduct(id: 2))),
        ])
    }

    private func cart(_ lines: [(Product, Int)]) throws -> Cart {
        try Cart(wishList: PricedWishList(currency: usd, lines: lines.map { try WishListLine($0.0, quantity: $0.1) }))
    }
}
