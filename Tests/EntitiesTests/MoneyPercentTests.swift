import Entities
import TaschTestSupport
import XCTest

/// A whole-number percentage of an amount, rounded to the minor unit by the one rule the shop rounds by: half to even.
final class MoneyPercentTests: XCTestCase {
    func test_percent_takesTheExactShareWhenItIsWholeCents() {
        XCTAssertEqual(dollars(cents: 6_450).percent(10), dollars(cents: 645))
        XCTAssertEqual(dollars(cents: 6_450).percent(100), dollars(cents: 6_450))
        XCTAssertEqual(dollars(cents: 0).percent(50), dollars(cents: 0))
    }

    func test_percent_roundsHalfACentToTheEvenCentOnBothSides() {
        XCTAssertEqual(dollars(cents: 5).percent(10), dollars(cents: 0), "0.5 of a cent rounds down to the even 0")
        XCTAssertEqual(dollars(cents: 15).percent(10), dollars(cents: 2), "1.5 cents rounds up to the even 2")
        XCTAssertEqual(dollars(cents: 25).percent(10), dollars(cents: 2), "2.5 cents rounds down to the even 2")
        XCTAssertEqual(dollars(cents: 35).percent(10), dollars(cents: 4), "3.5 cents rounds up to the even 4")
    }

    func test_percent_roundsToTheNearestCentAwayFromHalf() {
        XCTAssertEqual(dollars(cents: 14).percent(10), dollars(cents: 1), "1.4 cents")
        XCTAssertEqual(dollars(cents: 16).percent(10), dollars(cents: 2), "1.6 cents")
        XCTAssertEqual(dollars(cents: 1_999).percent(15), dollars(cents: 300), "299.85 cents")
    }

    func test_percent_ofTheLargestAmount_neverOverflows() {
        XCTAssertEqual(dollars(cents: .max).percent(100), dollars(cents: .max))
        XCTAssertEqual(dollars(cents: .max).percent(50), dollars(cents: Int.max / 2 + 1), "half of an odd amount: .5 up to even")
    }

    func test_percent_outsideNothingToAll_isTheNearestEnd_neverMoreThanTheAmountNorBelowNothing() {
        XCTAssertEqual(dollars(cents: .max).percent(101), dollars(cents: .max))
        XCTAssertEqual(dollars(cents: .max).percent(.max), dollars(cents: .max))
        XCTAssertEqual(dollars(cents: 1_000).percent(-5), dollars(cents: 0))
        XCTAssertEqual(dollars(cents: 1_000).percent(.min), dollars(cents: 0))
    }
}
