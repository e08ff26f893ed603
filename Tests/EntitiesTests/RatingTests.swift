import Entities
import XCTest

final class RatingTests: XCTestCase {
    func test_init_acceptsOneToFiveStars() {
        XCTAssertEqual((1...5).compactMap { Rating(stars: $0)?.stars }, [1, 2, 3, 4, 5])
    }

    func test_init_refusesStarsOutsideOneToFive() {
        for stars in [Int.min, -1, 0, 6, Int.max] {
            XCTAssertNil(Rating(stars: stars), "\(stars)")
        }
    }
}
