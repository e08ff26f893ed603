import Adapters
import Entities
import TaschTestSupport
import XCTest

final class MoneyFormatterTests: XCTestCase {
    func test_string_usesTheUSLocalesSeparatorsAndTwoDecimals() {
        XCTAssertEqual(MoneyFormatter(localeIdentifier: "en_US").string(for: dollars(cents: 143_900)), "$1,439.00")
    }

    func test_string_usesTheFrenchLocalesNarrowAndNoBreakSpacesAndKeepsTheCurrency() {
        XCTAssertEqual(MoneyFormatter(localeIdentifier: "fr_FR").string(for: dollars(cents: 143_900)), "1\u{202F}439,00\u{A0}$US")
    }

    func test_string_usesTheGermanLocalesSeparators() {
        XCTAssertEqual(MoneyFormatter(localeIdentifier: "de_DE").string(for: dollars(cents: 6_450)), "64,50\u{A0}$")
    }

    func test_string_showsNoDecimalsForAZeroDecimalCurrency() {
        let yen = Money(minorUnits: 1_439, currency: Currency(code: "JPY")!)

        XCTAssertEqual(MoneyFormatter(localeIdentifier: "en_US").string(for: yen), "¥1,439")
    }

    func test_string_showsThreeDecimalsForAThreeDecimalCurrency() {
        let dinars = Money(minorUnits: 1_500, currency: Currency(code: "KWD")!)

        XCTAssertEqual(MoneyFormatter(localeIdentifier: "en_US").string(for: dinars), "KWD\u{A0}1.500")
    }

    func test_string_isExactForAmountsBeyondDoublePrecision() {
        XCTAssertEqual(
            MoneyFormatter(localeIdentifier: "en_US").string(for: dollars(cents: 9_007_199_254_740_993)),
            "$90,071,992,547,409.93"
        )
    }
}
