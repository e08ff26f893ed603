import Entities
import UseCases

/// The gift card's parts of the state files: what each card has paid, in the document (`Paid`, from version 4), and
/// what a card paid toward an order, on its line (`OfAnOrder`). Each is refused at its place where no card could have
/// paid so; what a card is, and what its key and ending are, stays `GiftCard`'s to say.
enum GiftCardStateParts {
    /// What each gift card has paid (`giftCardsPaid`): the amount by the card's key, in minor units of the catalogue's
    /// currency. Refused under a key that is no card's (`GiftCard.key(of:)` gives every key as itself: another key would
    /// never be looked up, and the card would seem unspent), or below nothing, which no card ever paid.
    enum Paid: ShopStateDocumentPart {
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

    /// What a gift card paid toward an order (`giftCard`, from version 4): the ending of its key, and the amount in minor
    /// units. Refused where no card could have paid it: an ending that is no card's, an amount below nothing.
    enum OfAnOrder: ShopStateOrderPart {
        struct Stored: Codable, Sendable {
            let ending: String
            @PathOnOverflow var amount: Int
        }

        static let key = "giftCard"
        static let kind = PaymentKind.giftCard

        static func payment(_ stored: Stored, at place: String, currency: Currency) throws(ShopStateFileError) -> Payment {
            // An ending is a card's own ending, were it a card's code: so what an ending is stays `GiftCard`'s to say.
            guard (try? GiftCard(code: stored.ending, amount: Money(minorUnits: 1, currency: currency)))?.ending == stored.ending else {
                throw ShopStateFileError("\(place).ending: \(Quoted.excerpt(stored.ending)) is not the ending of a gift card")
            }
            guard stored.amount >= 0 else { throw ShopStateFileError("\(place).amount: \(stored.amount) must not be negative") }
            return Payment(kind: kind, reference: stored.ending, amount: Money(minorUnits: stored.amount, currency: currency))
        }

        static func stored(_ payment: Payment) -> Stored {
            Stored(ending: payment.reference, amount: payment.amount.minorUnits)
        }
    }
}
