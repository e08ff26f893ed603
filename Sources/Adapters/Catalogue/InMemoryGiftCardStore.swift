import Entities
import UseCases

/// The gift cards a catalogue file lists, held in memory and found by their key: they are few, and come with the
/// catalogue however it was opened (decoded, or from its index).
public struct InMemoryGiftCardStore: GiftCardStore {
    private let cards: [String: GiftCard]

    /// A store of `cards`; of two cards with one key, the first is kept (a catalogue file may not hold two).
    public init(_ cards: [GiftCard] = []) {
        var byKey: [String: GiftCard] = [:]
        for card in cards where byKey[card.key] == nil {
            byKey[card.key] = card
        }
        self.cards = byKey
    }

    public func giftCard(withCode code: String) async throws(DataAccessError) -> GiftCard? {
        GiftCard.key(of: code).flatMap { cards[$0] }
    }
}

extension OpenedCatalogue {
    /// The gift cards the catalogue file issues (its `giftCards` section), however it was opened.
    public var giftCards: any GiftCardStore {
        InMemoryGiftCardStore(sections[GiftCardsSection.self])
    }

    /// The keys of the cards the catalogue file issues: what a terminal tells a card's code by, wherever it is typed.
    public var giftCardKeys: Set<String> {
        Set(sections[GiftCardsSection.self].map(\.key))
    }
}
