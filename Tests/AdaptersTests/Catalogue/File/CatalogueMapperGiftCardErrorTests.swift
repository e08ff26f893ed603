@testable import Adapters
import Foundation
import XCTest

/// A gift card the catalogue file cannot issue gets the same located error as a malformed product: the card is named by
/// its place in `giftCards`, from 0, as a product without an id is by its place in `products`.
final class CatalogueMapperGiftCardErrorTests: XCTestCase {
    func test_map_failsOnGiftCardsThatAreNotAList() {
        assertMapping(Data(#"{"products": [], "giftCards": {}}"#.utf8), failsWith: "\"giftCards\" must be a list")
    }

    func test_map_failsOnACardThatIsNotAnObject() {
        assertMapping(document(cards: card(), "7"), failsWith: "giftCards[1] must be an object")
        assertMapping(document(cards: "null"), failsWith: "giftCards[0] must be an object, not null")
    }

    func test_map_failsOnACardMissingItsCodeOrAmount() {
        assertMapping(document(cards: #"{"amount": 5}"#), failsWith: "giftCards[0]: missing \"code\"")
        assertMapping(document(cards: card(), #"{"code": "B2"}"#), failsWith: "giftCards[1]: missing \"amount\"")
    }

    func test_map_failsOnACodeOrAmountOfTheWrongType() {
        assertMapping(document(cards: card(code: "12")), failsWith: "giftCards[0]: \"code\" must be a string")
        assertMapping(document(cards: card(amount: "\"5\"")), failsWith: "giftCards[0]: \"amount\" must be a number")
        assertMapping(document(cards: card(amount: "null")), failsWith: "giftCards[0]: \"amount\" must be a number, not null")
    }

    func test_map_failsOnAnEmptyCode() {
        assertMapping(document(cards: card(), card(code: "\"\"")), failsWith: "giftCards[1]: code must not be empty")
    }

    func test_map_failsOnACodeThatIsNotOneWordOfLettersDigitsAndDashes() {
        for code in [#""WINTER 7KQ2""#, #""---""#, #""CAFÉ-1""#, #""A_1""#, #""A1\n""#] {
            assertMapping(document(cards: card(code: code)), failsWith: "giftCards[0]: code must be one word of letters and digits, dashes allowed")
        }
    }

    func test_map_failsOnACodeLongerThanAnyCode_andTakesOneAsLongAsTheRuleAllows() {
        let longest = String(repeating: "A", count: 64)

        assertMapping(document(cards: card(code: "\"\(longest)B\"")), failsWith: "giftCards[0]: code must be at most 64 characters")
        XCTAssertNoThrow(try CatalogueMapper.map(document(cards: card(code: "\"\(longest)\""))))
    }

    func test_map_failsOnTwoCodesEqualIgnoringCaseAndDashes() {
        assertMapping(
            document(cards: card(code: #""WINTER-7KQ2""#), card(code: #""THANKS-25""#), card(code: #""winter7kq-2""#)),
            failsWith: "giftCards[2]: code is the code of giftCards[0] too, ignoring case and dashes"
        )
    }

    func test_map_failsOnAnAmountThatIsNotPositive() {
        assertMapping(
            document(cards: card(code: #""A1""#), card(code: #""B2""#), card(code: #""C3""#, amount: "0")), failsWith: "giftCards[2]: amount must be more than 0"
        )
        assertMapping(document(cards: card(amount: "-5")), failsWith: "giftCards[0]: amount must be more than 0")
    }

    func test_map_failsOnAnAmountWithMoreDecimalsThanTheCurrencyAllows() {
        assertMapping(document(cards: card(amount: "12.345")), failsWith: "giftCards[0]: amount 12.345 has more decimals than USD allows")
        assertMapping(
            Data(#"{"currency": "JPY", "products": [], "giftCards": [{"code": "A1", "amount": 1.5}]}"#.utf8),
            failsWith: "giftCards[0]: amount 1.5 has more decimals than JPY allows"
        )
    }

    func test_map_failsOnAnAmountTooLargeOrOutOfRange() {
        assertMapping(document(cards: card(amount: "1e30")), failsWith: "giftCards[0]: amount 1000000000000000000000000000000 is too large")
        assertMapping(document(cards: card(amount: "1e200")), failsWith: "giftCards[0]: \"amount\" is out of range")
    }

    func test_map_namesACardMissingAField_beforeAProductBreakingARule_asTheFileIsReadFieldsFirst() {
        let json = #"{"products": [\#(productJSON(["name": #"" ""#]))], "giftCards": [{"amount": 5}]}"#

        assertMapping(Data(json.utf8), failsWith: "giftCards[0]: missing \"code\"")
    }

    func test_map_namesAProductBreakingARule_beforeACardBreakingOne() {
        let json = #"{"products": [\#(productJSON(["name": #"" ""#]))], "giftCards": [{"code": "A1", "amount": 12.345}]}"#

        assertMapping(Data(json.utf8), failsWith: "product 3: name must not be blank")
    }

    func test_map_readsGiftCardsOfNull_asNoCards() throws {
        let catalogue = try CatalogueMapper.readWithFoundation(Data(#"{"products": [], "giftCards": null}"#.utf8))

        XCTAssertEqual(catalogue.sections[GiftCardsSection.self], [])
    }

    // MARK: - Helpers

    /// A card object, raw JSON: code `A1` and amount 5 unless given.
    private func card(code: String = #""A1""#, amount: String = "5") -> String {
        #"{"code": \#(code), "amount": \#(amount)}"#
    }

    /// A catalogue in US dollars of one product and the cards `cards`, raw JSON.
    private func document(cards: String...) -> Data {
        Data(#"{"currency": "USD", "products": [\#(productJSON())], "giftCards": [\#(cards.joined(separator: ", "))]}"#.utf8)
    }
}
