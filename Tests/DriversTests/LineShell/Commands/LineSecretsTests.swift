@testable import Drivers
import Entities
import XCTest

/// A gift card's code is found in every statement of a line, however the line around it is written, and never
/// written down as typed (issue 34, point 1).
final class LineSecretsTests: XCTestCase {
    func test_masked_hidesTheCodeOfEveryStatementOfTheLine() {
        XCTAssertEqual(LineSecrets.masked("cart; card WINTER-7KQ2"), "cart; card ····7KQ2")
        XCTAssertEqual(LineSecrets.masked("wish;card thanks-25"), "wish;card ····KS25")
        XCTAssertEqual(LineSecrets.masked("card a-1; card b-2"), "card ····A1; card ····B2")
    }

    func test_masked_hidesTheCodeHoweverTheFlagIsWritten() {
        XCTAssertEqual(LineSecrets.masked("checkout --card=WINTER-7KQ2"), "checkout --card=····7KQ2")
        XCTAssertEqual(LineSecrets.masked("checkout --CARD WINTER-7KQ2"), "checkout --CARD ····7KQ2")
        XCTAssertEqual(LineSecrets.masked("CHECKOUT --yes --Card WINTER-7KQ2 --yes"), "CHECKOUT --yes --Card ····7KQ2 --yes")
    }

    func test_masked_hidesTheCodeOfAMisspeltCommand() {
        XCTAssertEqual(LineSecrets.masked("chekout --card WINTER-7KQ2"), "chekout --card ····7KQ2")
        XCTAssertEqual(LineSecrets.masked("crad WINTER-7KQ2"), "crad ····7KQ2")
        XCTAssertEqual(LineSecrets.masked("buy --card WINTER-7KQ2"), "buy --card ····7KQ2", "a flag that only a secret follows")
    }

    func test_masked_hidesWhatARefusedStatementHoldsWhereACodeMayBe() {
        XCTAssertEqual(LineSecrets.masked("checkout WINTER-7KQ2"), "checkout ····7KQ2", "a code typed without its flag")
        XCTAssertEqual(LineSecrets.masked("card WINTER-7KQ2 THANKS-25"), "card ····7KQ2 ····KS25")
        XCTAssertEqual(LineSecrets.masked("checkout --card --yes WINTER-7KQ2"), "checkout --card --yes ····7KQ2")
    }

    func test_masked_readsACommentAsTheStatementItWouldBe() {
        XCTAssertEqual(LineSecrets.masked("# card WINTER-7KQ2"), "# card ····7KQ2")
        XCTAssertEqual(LineSecrets.masked("cart #card WINTER-7KQ2"), nil, "a # inside a statement is a word of it")
    }

    func test_masked_hidesACodeTheShopIssued_whereverItIsTyped() {
        let issued = IssuedSecrets.none.adding(GiftCardFeature.cardSecret) { GiftCard.key(of: String($0)) == "WINTER7KQ2" }
        let secrets = LineSecrets(table: CommandTable.shop.recognising(issued))

        XCTAssertEqual(secrets.masked("find WINTER-7KQ2"), "find ····7KQ2")
        XCTAssertEqual(secrets.masked("winter-7kq2"), "····7KQ2", "a code pasted alone")
        XCTAssertEqual(secrets.masked("#WINTER7KQ2 was the code"), "#····7KQ2 was the code")
        XCTAssertEqual(secrets.masked("checkout --card WINTER-7KQ2; find oak WINTER-7KQ2"), "checkout --card ····7KQ2; find oak ····7KQ2")
        XCTAssertNil(secrets.masked("find SUMMER-1 oak"), "a word the shop never issued")
        XCTAssertNil(LineSecrets(table: .shop).masked("find WINTER-7KQ2"), "a shop that issued no card")
    }

    func test_masked_keepsEverythingElseAsTyped() {
        XCTAssertEqual(LineSecrets.masked("  cart ;\tcard  winter-7kq2  "), "  cart ;\tcard  ····7KQ2  ")
    }

    func test_quoted_isTheStatementWithoutTheWhiteSpaceAroundIt_andItsSecretsMasked() {
        XCTAssertEqual(LineSecrets.quoted(" card winter-7kq2\t"), "card ····7KQ2")
        XCTAssertEqual(LineSecrets.quoted("  show 3 "), "show 3")
    }

    func test_aLineWithoutASecret_isNotChanged() {
        for line in ["checkout --yes", "show 7", "cart; wish", "find card holder", "shwo 3", "help card", "", ";;", "#"] {
            XCTAssertNil(LineSecrets.masked(line), line)
            XCTAssertFalse(LineSecrets.holdsSecret(line), line)
        }
    }

    func test_holdsSecret_isTrueOfEveryLineTheIssueFoundWrittenToTheHistory() {
        let lines = ["cart; card WINTER-7KQ2", "wish;card thanks-25", "checkout --card=WINTER-7KQ2", "checkout --CARD WINTER-7KQ2", "chekout --card WINTER-7KQ2"]
        for line in lines {
            XCTAssertTrue(LineSecrets.holdsSecret(line), line)
            XCTAssertFalse(LineSecrets.masked(line)?.lowercased().contains("winter-7kq2") ?? true, line)
        }
    }

    func test_replacingSecrets_givesEachSecretAsTyped() {
        var seen: [String] = []
        _ = LineSecrets.replacingSecrets(in: "checkout --card=w-1; card x-2") { seen.append(String($0)); return "" }
        XCTAssertEqual(seen, ["w-1", "x-2"])
    }

    func test_aPasteOfManyStatements_hasTheCodeOfEachMasked() {
        let line = String(repeating: "crd x;", count: 150_000)
        let masked = LineSecrets.masked(line)
        XCTAssertEqual(masked?.hasPrefix("crd ····X;crd ····X;"), true)
    }
}
