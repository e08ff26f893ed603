import Entities

/// The gift cards a catalogue issues (`giftCards`), read as products are: each field once, and anything this decoder
/// does not accept left to the slow path, which words it. The cards' own rules are `GiftCard`'s, and one card a key is
/// `PackedCatalogue`'s: a card either refuses is not accepted here.
extension FastCatalogueDecoder {
    /// A card as read: its amount still the number written, since the currency that prices it may come after it.
    struct RawGiftCard {
        var code: String
        var amount: PlainNumber
    }

    /// The `giftCards` array, from its `[` to its `]`.
    mutating func giftCards() throws(Unaccepted) -> [RawGiftCard] {
        var cards: [RawGiftCard] = []
        try array { (decoder) throws(Unaccepted) in
            var code: String?, amount: PlainNumber?
            var ignored: [FieldName] = []
            try decoder.object { (decoder, key) throws(Unaccepted) in
                switch key {
                case "code": guard code == nil else { throw Unaccepted() }; code = try decoder.string()
                case "amount": guard amount == nil else { throw Unaccepted() }; amount = try decoder.number()
                default: try decoder.skipField(key, unlike: &ignored, depth: 4)
                }
            }
            guard let code, let amount else { throw Unaccepted() }
            cards.append(RawGiftCard(code: code, amount: amount))
        }
        return cards
    }

    /// The cards `raw` describes, their amounts in `currency`; refused where `GiftCard` refuses one.
    static func giftCards(_ raw: [RawGiftCard], in currency: Currency) throws(Unaccepted) -> [GiftCard] {
        var cards: [GiftCard] = []
        for card in raw {
            let amount = Money(minorUnits: try card.amount.minorUnits(in: currency), currency: currency)
            guard let giftCard = try? GiftCard(code: card.code, amount: amount) else { throw Unaccepted() }
            cards.append(giftCard)
        }
        return cards
    }
}
