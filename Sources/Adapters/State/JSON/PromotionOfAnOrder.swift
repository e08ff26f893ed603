import Entities

/// What a promotion took off an order (`promotion`, on its line): the code as issued, and the amount in minor units.
/// Refused where no promotion could have taken it: a code that is no code (`Promotion`'s rules), an amount below
/// nothing. Nothing else of a promotion is kept: a customer may use one as often as they like.
enum PromotionOfAnOrder: ShopStateOrderPart {
    struct Stored: Codable, Sendable {
        let code: String
        @PathOnOverflow var amount: Int
    }

    static let key = "promotion"
    static let kind = PaymentKind.promotion

    static func payment(_ stored: Stored, at place: String, currency: Currency) throws(ShopStateFileError) -> Payment {
        // What a code is stays `Promotion`'s to say.
        guard (try? Promotion(code: stored.code, percentOff: Promotion.percentsOff.upperBound)) != nil else {
            throw ShopStateFileError("\(place).code: \(Quoted.excerpt(stored.code)) is not the code of a promotion")
        }
        guard stored.amount >= 0 else { throw ShopStateFileError("\(place).amount: \(stored.amount) must not be negative") }
        return Payment(kind: kind, reference: stored.code, amount: Money(minorUnits: stored.amount, currency: currency))
    }

    static func stored(_ payment: Payment) -> Stored {
        Stored(code: payment.reference, amount: payment.amount.minorUnits)
    }
}
