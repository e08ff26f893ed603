import Adapters
@testable import Drivers
import XCTest

/// What Tab offers at the shop's prompt: commands, each command's own words, and product ids where an id goes.
final class CompleteShopCommandsTests: XCTestCase {
    func test_firstWord_completesCommandNamesAndAliases() {
        XCTAssertEqual(words(after: [], typing: "ca"), ["catalogue", "cart", "card"])
        XCTAssertEqual(words(after: [], typing: "LI"), ["list"])
        XCTAssertEqual(words(after: [], typing: "").count, CommandTable.shop.words.count)
    }

    func test_catalogue_completesItsWordsAndTheSortKeysAfterSort() {
        XCTAssertEqual(words(after: ["catalogue"], typing: ""), ["all", "sort", "in-stock", "page", "--page-size"])
        XCTAssertEqual(words(after: ["list", "in-stock"], typing: "--"), ["--page-size"])
        XCTAssertEqual(words(after: ["catalogue", "sort"], typing: "pr"), ["price"])
        XCTAssertEqual(words(after: ["catalogue", "sort"], typing: "-"), ["-price", "-name", "-rating", "-stock"])
        XCTAssertEqual(words(after: ["catalogue", "page"], typing: ""), [])
    }

    func test_fault_completesPointsAndPresetsThenTheTermsOfAPoint() {
        XCTAssertEqual(words(after: ["fault"], typing: "cat"), ["catalogue"])
        XCTAssertEqual(words(after: ["fault"], typing: "c"), ["catalogue", "cart", "checkout", "clear"])
        XCTAssertEqual(words(after: ["fault"], typing: "de"), ["demo"])
        XCTAssertEqual(words(after: ["fault"], typing: "o"), ["orders", "offline"])
        XCTAssertEqual(words(after: ["fault", "slow"], typing: ""), [])
        XCTAssertEqual(words(after: ["fault", "cart"], typing: "fail("), [
            "fail(no-internet)", "fail(timeout)", "fail(not-found)", "fail(decoding)",
        ])
        XCTAssertEqual(words(after: ["fault", "cart"], typing: "l"), ["lose"])
        XCTAssertEqual(words(after: ["fault", "clear"], typing: ""), [])
    }

    func test_fault_completesEveryPointTheShopRegisters_aFeaturesToo() {
        let sut = CommandCompleter(table: .shop, faultPoints: FaultPoint.shopPoints + [FaultPoint("promotion")]) { _, _ in .none }

        XCTAssertEqual(sut.completions(after: ["fault"], typing: "pro").candidates.map(\.word), ["product", "promotion"])
        XCTAssertEqual(words(after: ["fault"], typing: "gi"), ["giftcard"], "the shop's registered points")
    }

    func test_otherCommands_completeTheirOneWord() {
        XCTAssertEqual(words(after: ["help"], typing: "che"), ["checkout"])
        XCTAssertEqual(words(after: ["mode"], typing: ""), ["text", "json"])
        XCTAssertEqual(words(after: ["checkout"], typing: "-"), ["--yes", "--promo", "--card"])
        XCTAssertEqual(words(after: ["checkout", "--card"], typing: ""), [], "a gift card's code is never offered")
        XCTAssertEqual(words(after: ["checkout", "--promo"], typing: ""), [], "nor a promotion's")
        XCTAssertEqual(words(after: ["checkout", "--yes"], typing: "-"), ["--promo", "--card"])
        XCTAssertEqual(words(after: ["quit"], typing: ""), [])
        XCTAssertEqual(words(after: ["bogus"], typing: ""), [])
    }

    func test_productIDs_areAskedForWhereAnIDGoesOnly() {
        var asked: [String] = []
        let sut = CommandCompleter { prefix, limit in
            asked.append("\(prefix) \(limit)")
            return Completions([Completion("1", detail: "Market Tote")])
        }

        for words in [["show"], ["add"], ["remove"], ["rate"], ["quantity"], ["SHOW"]] {
            XCTAssertEqual(sut.completions(after: words, typing: "1"), Completions([Completion("1", detail: "Market Tote")]))
        }
        XCTAssertEqual(sut.completions(after: ["rate", "1"], typing: ""), .none)
        XCTAssertEqual(sut.completions(after: ["quantity", "1"], typing: "2"), .none)
        XCTAssertEqual(asked, Array(repeating: "1 \(CommandCompleter.productLimit)", count: 6))
    }

    func test_productNames_areAskedForWhereAnIDGoesAndCompleteToTheIDInPlaceOfEveryWordOfTheName() {
        var asked: [String] = []
        let sut = CommandCompleter(productIDs: { _, _ in .none }, productNames: { typed, _ in
            asked.append(typed)
            return Completions([Completion("6", detail: "Wool Throw")])
        })

        for words in [["show"], ["add"], ["remove"], ["rate"], ["qty"]] {
            XCTAssertTrue(sut.completions(after: words, typing: "wo").replacesArguments)
        }
        XCTAssertEqual(sut.completions(after: ["show", "wool"], typing: "t").candidates, [Completion("6", detail: "Wool Throw")])
        XCTAssertEqual(sut.completions(after: ["rate", "wool"], typing: "t"), .none)
        XCTAssertEqual(sut.completions(after: ["show", "wool"], typing: ""), .none)
        XCTAssertEqual(sut.completions(after: ["show", "6"], typing: "t"), .none)
        XCTAssertEqual(asked, ["wo", "wo", "wo", "wo", "wo", "wool t"])
    }

    private func words(after words: [String], typing prefix: String) -> [String] {
        let sut = CommandCompleter { _, _ in .none }
        return sut.completions(after: words, typing: prefix).candidates.map(\.word)
    }
}
