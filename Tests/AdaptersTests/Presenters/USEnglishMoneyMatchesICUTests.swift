@testable import Adapters
import Entities
import Foundation
import XCTest

/// The default locale's amounts are written without ICU, and ICU is the reference they are held to: every currency
/// Foundation knows, and a few it does not, at amounts of every shape.
final class USEnglishMoneyMatchesICUTests: XCTestCase {
    func test_string_matchesICUForEveryCurrencyAndAmountShape() throws {
        let codes = Locale.commonISOCurrencyCodes + ["ABC", "XTS", "ZZZ"]
        let amounts = [0, 1, -1, 5, 50, 99, 100, 999, 1_000, 143_900, -143_900, 1_000_000, 123_456_789, Int.max, Int.min]

        for code in codes {
            let currency = try XCTUnwrap(Currency(code: code), code)
            for minorUnits in amounts {
                let money = Money(minorUnits: minorUnits, currency: currency)

                XCTAssertEqual(
                    USEnglishMoney.string(for: money), MoneyFormatter.icuString(for: money, localeIdentifier: "en_US"), "\(code) \(minorUnits)"
                )
            }
        }
    }

    func test_symbols_areOnlyThoseICUWritesForUSEnglish() {
        let written = Set(Locale.commonISOCurrencyCodes.filter { USEnglishMoney.symbols[$0] != nil })

        XCTAssertEqual(written, Set(USEnglishMoney.symbols.keys), "a symbol for a currency ICU does not list")
    }

    func test_string_usesTheUSEnglishWayForTheUSLocaleOnly() {
        let dollars = Money(minorUnits: 143_900, currency: .usDollar)

        XCTAssertEqual(MoneyFormatter(localeIdentifier: "en_US").string(for: dollars), "$1,439.00")
        XCTAssertEqual(MoneyFormatter(localeIdentifier: "en_GB").string(for: dollars), "US$1,439.00")
    }
}
