@testable import Drivers
import XCTest

/// The known locale an unknown typed one most likely meant, by language and country before spelling.
final class SuggestALocaleTests: XCTestCase {
    private let known = ["de_DE", "en_GB", "en_UA", "en_US", "fr_BE", "fr_CA", "fr_FR", "he_IL", "zh_Hans_CN"]

    func test_nearest_isTheSameLanguageAndCountryUnderTheCountrysCurrentCode() {
        XCTAssertEqual(LocaleSuggestion.nearest(to: "en_UK", among: known), "en_GB")
        XCTAssertEqual(LocaleSuggestion.nearest(to: "fr_FX", among: known), "fr_FR")
        XCTAssertEqual(LocaleSuggestion.nearest(to: "iw_IL", among: known), "he_IL")
    }

    func test_nearest_isTheLanguageInTheCountryItIsMostSpokenInWhenTheCountryIsNoneOfItsOwn() {
        XCTAssertEqual(LocaleSuggestion.nearest(to: "fr_XX", among: known), "fr_FR")
        XCTAssertEqual(LocaleSuggestion.nearest(to: "en_ZZ", among: known), "en_US")
        XCTAssertEqual(LocaleSuggestion.nearest(to: "zh_XX", among: known), "zh_Hans_CN")
    }

    func test_nearest_isTheSameLanguageAndCountryForACountryTypedWithLettersToSpare() {
        XCTAssertEqual(LocaleSuggestion.nearest(to: "en_USA", among: known), "en_US")
        XCTAssertEqual(LocaleSuggestion.nearest(to: "en_GBB", among: known + ["en_BB"]), "en_GB")
    }

    func test_nearest_isTheLanguageAloneOrItsFirstLocaleWhenItsMainCountryHasNone() {
        XCTAssertEqual(LocaleSuggestion.nearest(to: "de_XX", among: ["de", "de_AT", "en_US"]), "de")
        XCTAssertEqual(LocaleSuggestion.nearest(to: "de_XX", among: ["de_CH", "de_AT", "en_US"]), "de_AT")
    }

    func test_nearest_isTheLocaleSpelledNearestForATypoOfTheLanguage() {
        XCTAssertEqual(LocaleSuggestion.nearest(to: "fe_FR", among: known), "fr_FR")
    }

    func test_nearest_isNothingForALanguageNoKnownLocaleIsNear() {
        XCTAssertNil(LocaleSuggestion.nearest(to: "xx_YY", among: known))
    }
}
