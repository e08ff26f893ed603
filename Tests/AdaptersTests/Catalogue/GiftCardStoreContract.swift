import Adapters
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// What every implementation of the gift card port must do; each subclass runs it against one. A card is found by its
/// code as `GiftCard.key(of:)` compares codes, ignoring case and dashes; a code no card has, or that is no code at all,
/// finds nothing, and says nothing of the cards there are.
class GiftCardStoreContract: XCTestCase {
    /// The store under test, holding the cards the catalogue file issues as `cards`.
    func makeStore(issuing cards: [GiftCard]) async throws -> any GiftCardStore {
        throw XCTSkip("the contract itself runs no store")
    }

    func assertFindsEachCardByItsCodeAsIssued() async throws {
        let sut = try await makeStore(issuing: Self.cards)

        for card in Self.cards {
            let found = try await sut.giftCard(withCode: card.code)
            XCTAssertEqual(found, card, card.code)
        }
    }

    func assertFindsACardByItsCodeIgnoringCaseAndDashes() async throws {
        let sut = try await makeStore(issuing: Self.cards)

        for code in ["winter-7kq2", "WINTER7KQ2", "w-i-n-t-e-r-7-k-q-2", "--Winter7kq2--"] {
            let found = try await sut.giftCard(withCode: code)
            XCTAssertEqual(found, Self.cards[0], code)
        }
        let thanks = try await sut.giftCard(withCode: "thanks25")
        XCTAssertEqual(thanks, Self.cards[1])
    }

    func assertFindsNothingForACodeNoCardHas() async throws {
        let sut = try await makeStore(issuing: Self.cards)

        for code in ["WINTER-7KQ3", "WINTER", "7KQ2", "THANKS-250", "A1"] {
            let found = try await sut.giftCard(withCode: code)
            XCTAssertNil(found, code)
        }
    }

    func assertFindsNothingForWhatIsNoCode() async throws {
        let sut = try await makeStore(issuing: Self.cards)

        for text in ["", "-", "---", "WINTER 7KQ2", "WINTER_7KQ2", "WÏNTER-7KQ2", "WINTER-7KQ2\n", "THANKS-25;"] {
            let found = try await sut.giftCard(withCode: text)
            XCTAssertNil(found, text.debugDescription)
        }
    }

    func assertFindsNothingWhenNoCardIsIssued() async throws {
        let sut = try await makeStore(issuing: [])

        let found = try await sut.giftCard(withCode: "WINTER-7KQ2")

        XCTAssertNil(found)
    }

    /// The cards of the demo's catalogue, and a card of a single character, whose code is its whole key.
    static let cards = [makeGiftCard("WINTER-7KQ2", cents: 5_000), makeGiftCard("THANKS-25", cents: 2_500), makeGiftCard("7", cents: 1)]
}
