import Entities
import TaschTestSupport
import XCTest

/// The one rule of the codes the shop issues (a gift card's, and any kind that comes next): one word of letters,
/// digits and dashes, at most `ShopCode.maximumLength` long, compared ignoring case and dashes.
final class ShopCodeTests: XCTestCase {
    func test_codes_matchIgnoringCaseAndDashes() {
        XCTAssertEqual(ShopCode.key(of: "wint-er-7kq2"), "WINTER7KQ2")
        XCTAssertEqual(ShopCode.key(of: "WINTER7KQ2"), ShopCode.key(of: "winter-7KQ2"))
    }

    func test_aCode_isOneWordOfLettersDigitsAndDashes() {
        XCTAssertNil(ShopCode.key(of: ""))
        XCTAssertNil(ShopCode.key(of: "---"), "a code of dashes alone is empty")
        XCTAssertNil(ShopCode.key(of: "two words"))
        XCTAssertNil(ShopCode.key(of: "caf\u{E9}"), "letters are ASCII letters: what a person can type on any keyboard")
        XCTAssertNil(ShopCode.key(of: "a_b"))
        XCTAssertNil(ShopCode.key(of: "a@b"), "a character just past the letters' range")
        XCTAssertNil(ShopCode.key(of: "a[b"))
        XCTAssertEqual(ShopCode.key(of: "A1-b2-z9-Z0"), "A1B2Z9Z0")
    }

    func test_aCode_isAtMostTheShopsLength_dashesIncluded() {
        let longest = String(repeating: "A", count: ShopCode.maximumLength - 1) + "-"

        XCTAssertEqual(ShopCode.key(of: longest), String(repeating: "A", count: ShopCode.maximumLength - 1))
        XCTAssertNil(ShopCode.key(of: longest + "B"), "a paste of a page is not a code")
    }

    func test_isTooLong_isTrueFromOnePastTheShopsLength() {
        XCTAssertFalse(ShopCode.isTooLong(String(repeating: "-", count: ShopCode.maximumLength)))
        XCTAssertTrue(ShopCode.isTooLong(String(repeating: "-", count: ShopCode.maximumLength + 1)))
    }

    func test_aRefusalSaysOnlyThatNothingHasTheCode_whenItIsUnknownOfAnyKind_notWhenSpentOrBelowAMinimum() {
        XCTAssertTrue(ShopRuleViolation.unknownCode.saysOnlyThatNothingHasTheCode)
        XCTAssertTrue(ShopRuleViolation.unknownGiftCard.saysOnlyThatNothingHasTheCode)
        XCTAssertFalse(ShopRuleViolation.giftCardSpent(ending: "7KQ2").saysOnlyThatNothingHasTheCode)
        XCTAssertFalse(ShopRuleViolation.belowMinimumOrder(dollars(cents: 5_000)).saysOnlyThatNothingHasTheCode)
    }
}
