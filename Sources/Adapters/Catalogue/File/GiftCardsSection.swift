import Entities

/// The gift cards the catalogue file issues (`giftCards`): each a code and an amount in the catalogue's currency,
/// refused at its place (`giftCards[2]`) where `GiftCard` refuses it, or where its key is an earlier card's, for a
/// code would then find either. The cards' own rules are `GiftCard`'s: this section only words them.
enum GiftCardsSection: CatalogueFileSection {
    /// A card as the file writes it.
    struct Entry: Sendable {
        let code: String
        let amount: CatalogueNumber
    }

    static let name = "giftCards"
    static let empty: [GiftCard] = []

    static func entry(_ fields: CatalogueSectionEntry) throws(CatalogueFileError) -> Entry {
        Entry(code: try fields.string("code"), amount: try fields.number("amount"))
    }

    static func value(of entries: [Entry], in currency: Currency) throws(CatalogueFileError) -> [GiftCard] {
        var cards: [GiftCard] = []
        cards.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let failure = { (problem: String) in Self.failure(at: index, problem) }
            let amount = try entry.amount.money(named: "amount", in: currency, failure: failure)
            do {
                cards.append(try GiftCard(code: entry.code, amount: amount))
            } catch {
                switch error {
                case .invalidCode where entry.code.isEmpty: throw failure("code must not be empty")
                case .invalidCode: throw failure("code must be one word of letters and digits, dashes allowed")
                case .codeTooLong: throw failure("code must be at most \(ShopCode.maximumLength) characters")
                case .amountNotPositive: throw failure("amount must be more than 0")
                }
            }
        }
        if let (index, first) = repeatedKey(in: cards) {
            throw failure(at: index, "code is the code of \(place(first)) too, ignoring case and dashes")
        }
        return cards
    }

    /// The file's rule for cards: no two of them have one key (`GiftCard.key(of:)`). The places in `cards` of the first
    /// card whose key an earlier card has, and of that earlier card; nil when none.
    static func repeatedKey(in cards: [GiftCard]) -> (place: Int, firstPlace: Int)? {
        var places: [String: Int] = [:]
        for (place, card) in cards.enumerated() {
            if let first = places.updateValue(place, forKey: card.key) { return (place, first) }
        }
        return nil
    }
}
