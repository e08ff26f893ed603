import Foundation
import XCTest

/// One length for a code, the rule's (`ShopCode.maximumLength`, 64): a code as long as the catalogue may issue pays whole
/// in the full screen's field and at the shell, and a catalogue issuing a longer one is refused at start, naming the
/// card by its place (issue 37 point 10).
final class OneCodeLengthEndToEndTests: EndToEndTestCase {
    private let longest = String(repeating: "W", count: 59) + "-7KQ2"

    func test_theFullScreensField_takesTheLongestCodeTheCatalogueIssues_andTheCardPays() throws {
        let shop = try ScreenOnATerminal(arguments: ["--catalogue", try catalogue(code: longest)], home: tasch)
        shop.waitFor("Market Tote")

        shop.type("a")
        shop.waitFor("Your wish list: 1 item")
        shop.type("c")
        shop.waitFor("[ Check out ]")
        shop.type(ScreenOnATerminal.Keys.end + "\r")
        shop.waitFor("$64.50 in all?")
        shop.type("g")
        shop.waitFor("Gift card code:")
        shop.type(longest + "\r")
        shop.waitFor("$14.50 to pay?")
        shop.type("y")
        shop.waitFor("Gift card ····7KQ2")
        shop.type("q")

        XCTAssertEqual(shop.terminal.waitForExit(), 0)
    }

    func test_theShell_takesTheLongestCode() throws {
        let run = try tasch.run(["--catalogue", try catalogue(code: longest), "--state", statePath, "-c", "add 1", "-c", "checkout --yes --card \(longest)"])

        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertTrue(run.output.contains("Gift card ····7KQ2:  −$50.00"), run.output)
    }

    func test_aCatalogueIssuingACodeLongerThanAnyCode_isRefusedAtStart() throws {
        let run = try tasch.run(["--catalogue", try catalogue(code: longest + "X"), "--state", statePath, "-c", "cart"])

        XCTAssertEqual(run.status, 65)
        XCTAssertTrue(run.errors.contains("giftCards[0]: code must be at most 64 characters"), run.errors)
    }

    /// A catalogue of the Market Tote at $64.50 and one $50.00 card with `code`, written to the test's folder.
    private func catalogue(code: String) throws -> String {
        let file = tasch.folder.appendingPathComponent("catalogue.json")
        let product = #"{"id": 1, "name": "Market Tote", "price": 64.5, "quantity": 5}"#
        try Data(#"{"currency": "USD", "products": [\#(product)], "giftCards": [{"code": "\#(code)", "amount": 50}]}"#.utf8).write(to: file)
        return file.path
    }
}
