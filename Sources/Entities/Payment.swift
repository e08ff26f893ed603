/// What kind of instrument paid part of an order (a gift card; whatever comes next): an open set of names, each
/// declared by the feature that pays so (`PaymentKind.giftCard` beside `GiftCard`), so that no list of kinds grows with
/// each feature, and what lays out payments never learns one by name.
public struct PaymentKind: Hashable, Sendable {
    /// The kind's name, as stable as a file format: `giftCard`.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }
}

/// A part of an order paid by one instrument, named by a reference that is safe to show and keep (a gift card's
/// ending, never its code).
public struct Payment: Equatable, Sendable {
    public let kind: PaymentKind
    public let reference: String
    public let amount: Money

    public init(kind: PaymentKind, reference: String, amount: Money) {
        self.kind = kind
        self.reference = reference
        self.amount = amount
    }

    /// The one rule of what is left to pay: `total` less what `payments` paid; refused when they add up to more than
    /// it, or one of them is below nothing or in another currency, since payments never pay more than an order costs.
    public static func leftToPay(of total: Money, after payments: [Payment]) throws(ShopRuleViolation) -> Money {
        var left = total
        for payment in payments {
            guard payment.amount.currency == total.currency, payment.amount.minorUnits >= 0, payment.amount.minorUnits <= left.minorUnits else {
                throw .paymentsExceedTheTotal
            }
            left = Money(minorUnits: left.minorUnits - payment.amount.minorUnits, currency: total.currency)
        }
        return left
    }
}
