@testable import Adapters
import Foundation
import XCTest

/// The shop's English counts and page numbers, and the whole part of an `en_US` amount, are grouped by one rule:
/// `Plural.grouped`, held to what ICU's `en_US` writes.
final class PluralTests: XCTestCase {
    func test_grouped_putsACommaBetweenEachGroupOfThreeDigits() {
        XCTAssertEqual([0, 7, 999, 1_000, 1_913, 100_000, 1_234_567].map { Plural.grouped($0) }, ["0", "7", "999", "1,000", "1,913", "100,000", "1,234,567"])
        XCTAssertEqual(Plural.grouped(-1_234), "-1,234")
    }

    func test_grouped_writesEveryWholeNumberAsICUsUSEnglishDoes() {
        let icu = NumberFormatter()
        icu.locale = Locale(identifier: "en_US")
        icu.numberStyle = .decimal
        for number in [0, 1, -1, 999, -999, 1_000, 12_345, 123_456, -1_234_567, Int.max, Int.min] {
            XCTAssertEqual(Plural.grouped(number), icu.string(from: NSNumber(value: number)), "\(number)")
        }
        // Foundation on Linux reads UInt.max in an NSNumber as -1, so the largest amount's whole part is written out.
        XCTAssertEqual(Plural.grouped(UInt.max), "18,446,744,073,709,551,615")
    }

    func test_count_givesTheNounItsFormAfterTheGroupedNumber() {
        XCTAssertEqual(Plural.count(1, "item"), "1 item")
        XCTAssertEqual(Plural.count(0, "item"), "0 items")
        XCTAssertEqual(Plural.count(100_000, "product"), "100,000 products")
    }
}
