@testable import Drivers
import TaschTestSupport
import XCTest

/// `checkout --card CODE` with its flags in any order, `card CODE`, and a code never written down as typed.
final class GiftCardCommandsTests: XCTestCase {
    func test_checkout_takesACardAndYesInAnyOrder() throws {
        XCTAssertEqual(try CommandParser.parse("checkout --card winter-7kq2"), .checkout(confirmed: false, giftCard: "winter-7kq2"))
        XCTAssertEqual(try CommandParser.parse("checkout --yes --card W7"), .checkout(confirmed: true, giftCard: "W7"))
        XCTAssertEqual(try CommandParser.parse("checkout --card W7 --yes"), .checkout(confirmed: true, giftCard: "W7"))
    }

    func test_checkout_refusesACardWithoutACodeAndAFlagTwice() {
        for line in ["checkout --card", "checkout --card --yes", "checkout --yes --yes", "checkout --card A --card B", "checkout now"] {
            XCTAssertThrowsError(try CommandParser.parse(line), line)
        }
    }

    func test_checkout_takesTheCardsFlagInAnyCaseAndWithAnEqualsSign() throws {
        XCTAssertEqual(try CommandParser.parse("checkout --card=winter-7kq2"), .checkout(confirmed: false, giftCard: "winter-7kq2"))
        XCTAssertEqual(try CommandParser.parse("checkout --CARD W7 --Yes"), .checkout(confirmed: true, giftCard: "W7"))
        XCTAssertThrowsError(try CommandParser.parse("checkout --card="))
    }

    func test_card_showsOneCardsBalance() throws {
        XCTAssertEqual(try CommandParser.parse("card WINTER-7KQ2"), .giftCard("WINTER-7KQ2"))
        XCTAssertThrowsError(try CommandParser.parse("card"))
        XCTAssertThrowsError(try CommandParser.parse("card A B"))
    }

    func test_aRetriedLineKeepsTheCodeByItsKeyOnly_andShowsItMasked() {
        let line = RetriedLine("checkout --card winter-7kq2")

        XCTAssertEqual(line.runnable, "checkout --card WINTER7KQ2")
        XCTAssertEqual(line.shown, "checkout --card ····7KQ2")
        XCTAssertFalse(line.runnable.contains("winter-7kq2"))
        XCTAssertTrue(line.replaces(RetriedLine("checkout --card WINTER-7KQ2")), "one card, however its code is typed")
    }
}
