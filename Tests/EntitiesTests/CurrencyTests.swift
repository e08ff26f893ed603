import Entities
import XCTest

final class CurrencyTests: XCTestCase {
    func test_init_knowsTheMinorUnitDigitsOfISO4217Exponents() {
        XCTAssertEqual(Currency(code: "USD")?.minorUnitDigits, 2)
        XCTAssertEqual(Currency(code: "JPY")?.minorUnitDigits, 0)
        XCTAssertEqual(Currency(code: "KWD")?.minorUnitDigits, 3)
    }

    func test_init_refusesCodesThatAreNotThreeUpperCaseLetters() {
        for code in ["", "US", "usd", "USDX", "U$D", "ÜSD"] {
            XCTAssertNil(Currency(code: code), code)
        }
    }

    func test_minorUnitsPerMajorUnit_isTenToThePowerOfTheDigits() {
        XCTAssertEqual(Currency(code: "USD")?.minorUnitsPerMajorUnit, 100)
        XCTAssertEqual(Currency(code: "JPY")?.minorUnitsPerMajorUnit, 1)
        XCTAssertEqual(Currency(code: "BHD")?.minorUnitsPerMajorUnit, 1_000)
    }
}
