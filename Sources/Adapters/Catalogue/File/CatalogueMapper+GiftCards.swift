import Entities

/// The gift cards of the catalogue file read the slow way, each refused in words at its place (`giftCards[2]`), as a
/// product is. The rules are not written here: a card's are `GiftCard`'s, one card a key is `PackedCatalogue`'s.
extension CatalogueMapper {
    /// A card as the file writes it.
    struct GiftCardItem: Decodable {
        let code: String
        let amount: Number
    }

    /// The cards `items` describe, their amounts in `currency`; the first that cannot be one is refused.
    static func giftCards(_ items: [GiftCardItem], in currency: Currency) throws(CatalogueFileError) -> [GiftCard] {
        var cards: [GiftCard] = []
        for (place, item) in items.enumerated() {
            let label = CatalogueFileError.giftCardLabel(place: place)
            func failure(_ problem: String) -> CatalogueFileError { CatalogueFileError("\(label): \(problem)") }
            let amount = try money(item.amount, named: "amount", in: currency, failure: failure)
            do {
                cards.append(try GiftCard(code: item.code, amount: amount))
            } catch {
                switch error {
                case .invalidCode where item.code.isEmpty: throw failure("code must not be empty")
                case .invalidCode: throw failure("code must be one word of letters and digits, dashes allowed")
                case .codeTooLong: throw failure("code must be at most \(ShopCode.maximumLength) characters")
                case .amountNotPositive: throw failure("amount must be more than 0")
                }
            }
        }
        if let (place, first) = PackedCatalogue.repeatedKey(in: cards) {
            let (label, firstLabel) = (CatalogueFileError.giftCardLabel(place: place), CatalogueFileError.giftCardLabel(place: first))
            throw CatalogueFileError("\(label): code is the code of \(firstLabel) too, ignoring case and dashes")
        }
        return cards
    }
}
