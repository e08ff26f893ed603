import Adapters
import Entities
import Foundation
import TaschTestSupport
import XCTest

final class RateProductInStateFileTests: XCTestCase {
    func test_rate_savesRatingAndDeliversProductOnKnownID() async throws {
        let (sut, fileSystem) = try makeSUT(state: SavedShopState(ratings: [id(2): try rating(1)]))

        let product = try await sut.rate(id(1), as: try rating(5))

        XCTAssertEqual(product, makeProduct(id: 1))
        XCTAssertEqual(try savedState(in: fileSystem).ratings, [id(1): try rating(5), id(2): try rating(1)])
    }

    func test_rate_replacesEarlierRatingOnRatedProduct() async throws {
        let (sut, _) = try makeSUT(state: SavedShopState(ratings: [id(1): try rating(2)]))

        _ = try await sut.rate(id(1), as: try rating(4))
        let detail = try await sut.loadProductDetail(id(1))

        XCTAssertEqual(detail.rating, try rating(4))
    }

    func test_rate_failsWithProductNotFoundOnUnknownID() async throws {
        let (sut, fileSystem) = try makeSUT()
        let stars = try rating(3)

        await assertThrows(.productNotFound(id(9))) { () async throws(ShopError) in try await sut.rate(id(9), as: stars) }
        XCTAssertTrue(fileSystem.writtenPaths.isEmpty)
    }

    func test_rate_failsWithNotSavedAndKeepsOldRatingOnWriteError() async throws {
        let (sut, fileSystem) = try makeSUT(state: SavedShopState(ratings: [id(1): try rating(2)]))
        fileSystem.failWrites(with: InjectedFailure(description: "disk full"))
        let stars = try rating(5)

        await assertThrows(.notSaved("disk full")) { () async throws(ShopError) in try await sut.rate(id(1), as: stars) }
        let detail = try await sut.loadProductDetail(id(1))
        XCTAssertEqual(detail.rating, try rating(2))
    }
}
