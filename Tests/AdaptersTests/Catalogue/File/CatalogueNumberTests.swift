@testable import Adapters
import Entities
import TaschTestSupport
import XCTest

/// A number of the catalogue file worked out from its digits, as either decoder found them: amounts exactly, whatever
/// zeros end the fraction, refused in words when they hold a fraction of a minor unit or do not fit.
final class CatalogueNumberTests: XCTestCase {
    func test_money_deliversTheAmountInMinorUnits_whateverZerosEndTheFraction() throws {
        for (text, cents) in [("12.5", 1_250), ("12.50", 1_250), ("12.500", 1_250), ("7", 700), ("0.01", 1), ("-3.2", -320), ("-0", 0)] {
            XCTAssertEqual(try CatalogueNumber(text: text).money(named: "amount", in: .usDollar, failure: failure), dollars(cents: cents), text)
        }
    }

    func test_money_failsOnAFractionOfAMinorUnit_namingTheNumberAsWritten() {
        let yen = Currency(code: "JPY")!

        XCTAssertThrowsError(try CatalogueNumber(text: "12.345").money(named: "amount", in: .usDollar, failure: failure)) { error in
            XCTAssertEqual((error as? CatalogueFileError)?.description, "amount 12.345 has more decimals than USD allows")
        }
        XCTAssertThrowsError(try CatalogueNumber(text: "-0.5").money(named: "price", in: yen, failure: failure)) { error in
            XCTAssertEqual((error as? CatalogueFileError)?.description, "price -0.5 has more decimals than JPY allows")
        }
    }

    func test_money_failsOnAnAmountThatDoesNotFit() {
        XCTAssertThrowsError(try CatalogueNumber(text: "92233720368547758.08").money(named: "amount", in: .usDollar, failure: failure)) { error in
            XCTAssertEqual((error as? CatalogueFileError)?.description, "amount 92233720368547758.08 is too large")
        }
    }

    func test_wholeNumber_deliversANumberWithoutAFraction_andNothingForOneWithIt() {
        XCTAssertEqual(CatalogueNumber(text: "42").wholeNumber, 42)
        XCTAssertEqual(CatalogueNumber(text: "42.000").wholeNumber, 42)
        XCTAssertEqual(CatalogueNumber(text: "-7").wholeNumber, -7)
        XCTAssertNil(CatalogueNumber(text: "42.5").wholeNumber)
        XCTAssertNil(CatalogueNumber(text: "9223372036854775808").wholeNumber)
    }

    private func failure(_ problem: String) -> CatalogueFileError {
        CatalogueFileError(problem)
    }
}
