import Entities
import UseCases

/// What each gift card has paid (`giftCardsPaid`, from version 4): the amount by the card's key, in minor units of the
/// catalogue's currency. Refused under a key that is no card's (`GiftCard.key(of:)` gives every key as itself: another
/// key would never be looked up, and the card would seem unspent), or below nothing, which no card ever paid.
enum GiftCardsPaidPart: ShopStateDocumentPart {
    static let key = "giftCardsPaid"
    static let since = 4
    static let absent: [String: Int] = [:]

    static func checked(_ amounts: [String: Int], currency: Currency) throws(ShopStateFileError) -> [String: Money] {
        var paid: [String: Money] = [:]
        for (cardKey, amount) in amounts.sorted(by: { $0.key < $1.key }) {
            guard GiftCard.key(of: cardKey) == cardKey else {
                throw ShopStateFileError("\(key): \(Quoted.excerpt(cardKey)) is not a gift card's key")
            }
            guard amount >= 0 else { throw ShopStateFileError("\(key)[\(Quoted.excerpt(cardKey))]: \(amount) must not be negative") }
            paid[cardKey] = Money(minorUnits: amount, currency: currency)
        }
        return paid
    }

    static func apply(_ paid: [String: Money], to state: inout ShopState) {
        state.giftCardsPaid = paid
    }

    static func stored(from state: ShopState) -> [String: Int] {
        state.giftCardsPaid.mapValues(\.minorUnits)
    }
}
