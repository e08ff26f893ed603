import Foundation
import XCTest

/// Gift cards with the built binary and the bundled catalogue's two cards (`WINTER-7KQ2`, $50.00; `THANKS-25`,
/// $25.00): bought with from a script and at a terminal, in JSON, after a lost answer, by several shops at once, and
/// never written down as typed.
final class GiftCardEndToEndTests: EndToEndTestCase {
    func test_aScript_buysWithACard_andTheReceiptOrdersAndBalanceShowItsPart() throws {
        let run = try tasch.run(["--state", statePath, "-c", "add 1", "-c", "checkout --yes --card winter-7kq2", "-c", "orders", "-c", "card WINTER-7KQ2"])

        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("  Total:                $64.50\n  Gift card ····7KQ2:  −$50.00\n  To pay:               $14.50\n"), run.output)
        XCTAssertTrue(run.output.contains("−$50.00 gift card"), run.output)
        XCTAssertTrue(run.output.contains("Gift card ····7KQ2 is spent: nothing is left of $50.00."), run.output)
    }

    func test_json_carriesTheCardsPartAsMoney_amongThePayments() throws {
        let run = try tasch.run(["--state", statePath, "--json", "-c", "add 1", "-c", "checkout --yes --card THANKS-25", "-c", "card thanks-25", "-c", "orders"])

        XCTAssertEqual(run.status, 0, run.errors)
        let payment = #"{"amount":{"amount":"25.00","currency":"USD","formatted":"$25.00","minorUnits":2500},"kind":"giftCard","reference":"KS25"}"#
        XCTAssertTrue(run.output.contains(#""payments":[\#(payment)]"#), run.output)
        XCTAssertEqual(run.output.components(separatedBy: #""payments":["#).count - 1, 2, "the order, and its line in the orders")
        XCTAssertTrue(run.output.contains(#""toPay":{"amount":"39.50""#), run.output)
        XCTAssertTrue(run.output.contains(#"{"giftCard":{"amount":"#), run.output)
    }

    func test_anUnknownCode_andASpentCard_eachGetOneClearLine_andOrderNothing() throws {
        _ = try tasch.run(["--state", statePath, "-c", "add 1", "-c", "checkout --yes --card THANKS-25"])

        let run = try tasch.run(["--state", statePath, "-c", "add 2", "-c", "checkout --yes --card NOT-A-CARD", "-c", "checkout --yes --card THANKS-25"])

        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errors, "line 2: no gift card with that code\nline 3: the gift card ····KS25 is spent: nothing is left on it\n")
    }

    func test_aLostAnswerRetried_chargesTheCardOnce() throws {
        let run = try tasch.run(["--state", statePath, "--faults", "checkout=1*lose", "--fault-seed", "1",
                                 "-c", "add 1", "-c", "checkout --yes --card WINTER-7KQ2", "-c", "retry", "-c", "orders"])

        let history = try SavedHistory(statePath: statePath, context: "lose and retry")
        XCTAssertEqual(history.orders.count, 1, run.output)
        XCTAssertEqual((history.document["giftCardsPaid"] as? [String: Int])?["WINTER7KQ2"], 5_000)
        XCTAssertTrue(run.output.contains("was placed by your earlier attempt"), run.output)
    }

    func test_theCardsLookUp_isAFaultPointOfItsOwn() throws {
        let run = try tasch.run(["--state", statePath, "--faults", "giftcard=1*fail(no-internet)", "--fault-seed", "1", "-c", "card WINTER-7KQ2", "-c", "retry"])

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.hasPrefix("line 1: no internet connection"), run.errors)
        XCTAssertTrue(run.output.contains("Gift card ····7KQ2: $50.00 left of $50.00."), run.output)
    }

    func test_shopsCheckingOutWithOneCardAtOnce_neverSpendMoreThanItHolds() throws {
        let shops = try (1...4).map { product in
            let output = tasch.folder.appendingPathComponent("out-\(product)")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            return try tasch.start(["--state", statePath], input: "add \(product)\ncheckout --yes --card THANKS-25\n", output: output)
        }
        shops.forEach { $0.process.waitUntilExit() }

        let history = try SavedHistory(statePath: statePath, context: "four shops")
        let paid = history.orders.compactMap { ($0["giftCard"] as? [String: Any])?["amount"] as? Int }.reduce(0, +)
        XCTAssertEqual(paid, 2_500, "the card pays once, $25.00, whoever gets there first")
        XCTAssertEqual((history.document["giftCardsPaid"] as? [String: Int])?["THANKS25"], 2_500)
    }

    func test_theLineShellsQuestion_offersACode_andACodeTypedThereIsApplied_neverKeptInTheHistory() throws {
        let historyPath = tasch.folder.appendingPathComponent("history").path
        let shop = try ShopOnATerminal(arguments: ["--state", statePath], environment: ["TASCH_HISTORY": historyPath], home: tasch)

        shop.type("add 1\r", expecting: "Added")
        shop.type("checkout\r", expecting: "$64.50 in all? [y/N, or a code] ", thenPrompt: false)
        shop.type("nope\r", expecting: "nothing has that code", thenPrompt: false)
        shop.terminal.waitFor("$64.50 in all? [y/N, or a code] ")
        shop.type("thanks-25\r", expecting: "$39.50 to pay? [y/N, or a code] ", thenPrompt: false)
        shop.type("y\r", expecting: "Gift card ····KS25")
        XCTAssertEqual(shop.leave(), 0)

        let history = try String(contentsOfFile: historyPath, encoding: .utf8)
        XCTAssertEqual(history, "add 1\ncheckout\n")
        XCTAssertEqual((try SavedHistory(statePath: statePath, context: "a code at the question").document["giftCardsPaid"] as? [String: Int])?["THANKS25"], 2_500)
    }

    func test_theFullScreen_buysWithACardTypedInTheCheckoutDialog() throws {
        let shop = try ScreenOnATerminal(home: tasch)
        shop.waitFor("Market Tote")

        shop.type("a")
        shop.waitFor("Your wish list: 1 item")
        shop.type("c")
        shop.waitFor("[ Check out ]")
        shop.type(ScreenOnATerminal.Keys.end + "\r")
        shop.waitFor("$64.50 in all?")
        shop.type("g")
        shop.waitFor("Gift card code:")
        shop.type("thanks-25\r")
        shop.waitFor("$39.50 to pay?")
        shop.type("y")
        shop.waitFor("Thank you! Order #1001 is placed.")
        shop.waitFor("Gift card ····KS25")
        shop.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }
}
