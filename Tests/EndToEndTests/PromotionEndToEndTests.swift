import Foundation
import XCTest

/// Promotions with the built binary and the bundled catalogue's two (`AUTUMN10`, 10% off items of at least $50.00;
/// `WELCOME5`, 5% off any): alone, with a gift card, below the minimum, unknown, after a lost answer, in JSON, and in
/// the full screen's dialog. The Market Tote costs $64.50: 10% off is $6.45.
final class PromotionEndToEndTests: EndToEndTestCase {
    func test_aScript_checksOutWithAPromotion_andTheReceiptOrdersAndOrderShowTheDiscountByItsCode() throws {
        let run = try tasch.run(["--state", statePath, "-c", "add 1", "-c", "checkout --yes --promo autumn10", "-c", "orders", "-c", "order 1001"])

        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.output.components(separatedBy: "Promotion AUTUMN10:").count - 1, 2, "the receipt, then the order: \(run.output)")
        XCTAssertTrue(run.output.contains("−$6.45\n"), run.output)
        XCTAssertTrue(run.output.contains("−$6.45 promotion"), run.output)
        XCTAssertTrue(run.output.contains("To pay:"), run.output)
        XCTAssertTrue(run.output.contains("$58.05\n"), run.output)
    }

    func test_aPromotionWithACard_theCardPaysWhatIsLeftAfterTheDiscount() throws {
        let run = try tasch.run(["--state", statePath, "-c", "add 1", "-c", "checkout --yes --card WINTER-7KQ2 --promo AUTUMN10", "-c", "card WINTER-7KQ2"])

        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("Promotion AUTUMN10:   −$6.45\n"), run.output)
        XCTAssertTrue(run.output.contains("Gift card ····7KQ2:  −$50.00\n"), run.output)
        XCTAssertTrue(run.output.contains("$8.05\n"), run.output)
        let order = try XCTUnwrap(try SavedHistory(statePath: statePath, context: "a promotion and a card").orders.first)
        XCTAssertEqual((order["promotion"] as? [String: Any])?["amount"] as? Int, 645)
        XCTAssertEqual((order["giftCard"] as? [String: Any])?["amount"] as? Int, 5_000)
    }

    func test_belowTheMinimum_andAnUnknownCode_eachGetOneClearLine_andOrderNothing() throws {
        let run = try tasch.run(["--state", statePath, "-c", "add 9", "-c", "checkout --yes --promo AUTUMN10", "-c", "checkout --yes --promo AUTUMN11"])

        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errors, "line 2: that code needs items of at least $50.00 before shipping\nline 3: nothing has that code\n")
        XCTAssertEqual(try SavedHistory(statePath: statePath, context: "refused").orders.count, 0)
    }

    func test_aLostAnswerRetried_placesOneOrderWithOneDiscount() throws {
        let run = try tasch.run(["--state", statePath, "--faults", "checkout=1*lose", "--fault-seed", "1",
                                 "-c", "add 1", "-c", "checkout --yes --promo AUTUMN10", "-c", "retry", "-c", "orders"])

        let history = try SavedHistory(statePath: statePath, context: "lose and retry")
        XCTAssertEqual(history.orders.count, 1, run.output)
        XCTAssertEqual((history.orders.first?["promotion"] as? [String: Any])?["amount"] as? Int, 645)
        XCTAssertTrue(run.output.contains("was placed by your earlier attempt"), run.output)
        XCTAssertEqual(run.output.components(separatedBy: "−$6.45 promotion").count - 1, 1, run.output)
    }

    func test_json_carriesTheDiscountAmongThePayments_byItsCode() throws {
        let run = try tasch.run(["--state", statePath, "--json", "-c", "add 1", "-c", "checkout --yes --promo WELCOME5", "-c", "orders", "-c", "order 1001"])

        XCTAssertEqual(run.status, 0, run.errors)
        // 5% of $64.50 is 322.5 cents: half a cent, to the even cent.
        let payment = #"{"amount":{"amount":"3.22","currency":"USD","formatted":"$3.22","minorUnits":322},"kind":"promotion","reference":"WELCOME5"}"#
        XCTAssertEqual(run.output.components(separatedBy: #""payments":[\#(payment)]"#).count - 1, 3, "the receipt, the orders, the order: \(run.output)")
        XCTAssertTrue(run.output.contains(#""toPay":{"amount":"61.28""#), run.output)
    }

    func test_aPromotionsCode_isNoSecret_keptAsTypedInTheHistory() throws {
        let historyPath = tasch.folder.appendingPathComponent("history").path
        let shop = try ShopOnATerminal(arguments: ["--state", statePath], environment: ["TASCH_HISTORY": historyPath], home: tasch)

        shop.type("add 1\r", expecting: "Added")
        shop.type("checkout --yes --promo autumn10\r", expecting: "Promotion AUTUMN10")
        XCTAssertEqual(shop.leave(), 0)

        XCTAssertEqual(try String(contentsOfFile: historyPath, encoding: .utf8), "add 1\ncheckout --yes --promo autumn10\n")
    }

    func test_theFullScreen_takesAPromotionTypedInTheCheckoutDialog_beforeACard() throws {
        let shop = try ScreenOnATerminal(home: tasch)
        shop.waitFor("Market Tote")

        checkOutTheTote(on: shop)
        shop.type("p")
        shop.waitFor("Promotion code:")
        shop.type("autumn10\r")
        shop.waitFor("$58.05 to pay?")
        shop.type("g")
        shop.waitFor("Gift card code:")
        shop.type("winter-7kq2\r")
        shop.waitFor("$8.05 to pay?")
        shop.type("y")
        shop.waitFor("Thank you! Order #1001 is placed.")
        shop.waitFor("Promotion AUTUMN10")
        shop.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }

    func test_theFullScreen_saysTheMinimum_andThatAnUnknownCodeIsNone_inTheDialog() throws {
        let shop = try ScreenOnATerminal(home: tasch)
        shop.waitFor("Market Tote")

        shop.type(ScreenOnATerminal.Keys.down)
        checkOutTheTote(on: shop, expecting: "$39.00 in all?")
        shop.type("p")
        shop.waitFor("Promotion code:")
        shop.type("AUTUMN10\r")
        shop.waitFor("at least $50.00 before shipping")
        shop.type("p")
        shop.waitFor("Promotion code:")
        shop.type("AUTUMN11\r")
        shop.waitFor("nothing has that code")
        shop.type("n")
        shop.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        XCTAssertEqual(try SavedHistory(statePath: statePath, context: "refused on the screen").orders.count, 0)
    }

    func test_theFullScreen_afterALostAnswer_retriesToOneOrderWithOneDiscount() throws {
        let shop = try ScreenOnATerminal(arguments: ["--faults", "checkout=1*lose", "--fault-seed", "1"], home: tasch)
        shop.waitFor("Market Tote")

        checkOutTheTote(on: shop)
        shop.type("p")
        shop.waitFor("Promotion code:")
        shop.type("AUTUMN10\r")
        shop.waitFor("$58.05 to pay?")
        shop.type("y")
        shop.waitFor("r retries")
        shop.type("r")
        shop.waitFor("earlier attempt")
        shop.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
        let history = try SavedHistory(statePath: statePath, context: "lose and retry on the screen")
        XCTAssertEqual(history.orders.count, 1)
        XCTAssertEqual((history.orders.first?["promotion"] as? [String: Any])?["amount"] as? Int, 645)
    }

    /// Wishes for the product under the cursor and opens the checkout's question about it.
    private func checkOutTheTote(on shop: ScreenOnATerminal, expecting question: String = "$64.50 in all?") {
        shop.type("a")
        shop.waitFor("Your wish list: 1 item")
        shop.type("c")
        shop.waitFor("[ Check out ]")
        shop.type(ScreenOnATerminal.Keys.end + "\r")
        shop.waitFor(question)
    }
}
