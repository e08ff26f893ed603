import Foundation
import XCTest

/// A code the catalogue issues never reaches the history, `--echo` or `retry`'s words, whatever the line around it:
/// several statements, the flag's case, `--card=CODE`, a misspelt command, a search, a code alone (issue 34, point 1).
final class CardCodesNeverWrittenDownEndToEndTests: EndToEndTestCase {
    func test_aCodeInAnyStatementOrSpellingOfALine_isNeverWrittenToTheHistory() throws {
        let historyPath = tasch.folder.appendingPathComponent("history").path
        let shop = try ShopOnATerminal(arguments: ["--state", statePath], environment: ["TASCH_HISTORY": historyPath], home: tasch)

        shop.type("add 1\r", expecting: "Added")
        shop.type("card winter-7kq2\r", expecting: "left of $50.00")
        shop.type("cart; card WINTER-7KQ2\r", expecting: "left of $50.00")
        shop.type("wish;card thanks-25\r", expecting: "left of $25.00")
        shop.type("chekout --card WINTER-7KQ2\r", expecting: "unknown command")
        shop.type("find WINTER-7KQ2\r", expecting: "No product matches")
        shop.type("winter-7kq2\r", expecting: "unknown command")
        shop.type("checkout --CARD WINTER-7KQ2\r", expecting: "to pay?", thenPrompt: false)
        shop.terminal.waitFor("[y/N, or a code] ")
        shop.type("n\r", expecting: "nothing was ordered")
        shop.type("checkout --card=WINTER-7KQ2\r", expecting: "to pay?", thenPrompt: false)
        shop.terminal.waitFor("[y/N, or a code] ")
        shop.type("n\r", expecting: "nothing was ordered")
        XCTAssertEqual(shop.leave(), 0)

        let history = try String(contentsOfFile: historyPath, encoding: .utf8)
        XCTAssertEqual(history, "add 1\n")
    }

    func test_echo_masksTheCodeOfEveryStatement_refusedOnesIncluded() throws {
        let script = "cart; card WINTER-7KQ2\nwish;card thanks-25\nchekout --card WINTER-7KQ2\ncheckout --CARD WINTER-7KQ2\n"

        let run = try tasch.run(["--state", statePath, "--echo"], input: script)

        XCTAssertFalse((run.output + run.errors).uppercased().contains("WINTER-7KQ2"), run.output + run.errors)
        XCTAssertFalse((run.output + run.errors).uppercased().contains("THANKS-25"), run.output + run.errors)
        XCTAssertTrue(run.output.contains("tasch> card ····7KQ2\n"), run.output)
        XCTAssertTrue(run.output.contains("tasch> chekout --card ····7KQ2\n"), run.output)
        XCTAssertTrue(run.output.contains("tasch> checkout --CARD ····7KQ2\n"), run.output)
    }

    func test_retry_namesTheLineItRepeatsWithTheCodeMasked() throws {
        let script = "fault giftcard 1*fail\ncart; card WINTER-7KQ2\nretry\nretry\n"

        let run = try tasch.run(["--state", statePath], input: script)

        XCTAssertTrue(run.errors.contains("\"card ····7KQ2\" went through when retried"), run.errors)
        XCTAssertFalse((run.output + run.errors).uppercased().contains("WINTER-7KQ2"), run.output + run.errors)
    }
}
