import Adapters
import Entities
import XCTest

/// The stars a rating may have, worded from `Rating.allowedStars` for every driver.
final class StarsFormatterTests: XCTestCase {
    func test_allowedStars_areWordedFromTheRatingsOwnRange() {
        let stars = Rating.allowedStars

        XCTAssertEqual(StarsFormatter.allowedRange, "\(stars.lowerBound) to \(stars.upperBound)")
        XCTAssertEqual(StarsFormatter.allowedSpan, "\(stars.lowerBound)-\(stars.upperBound)")
        XCTAssertEqual(StarsFormatter.allowedSpan, "1-5")
    }
}
