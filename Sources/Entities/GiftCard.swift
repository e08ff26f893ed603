/// A gift card the shop issued: a code and the amount it was issued for. What it has paid is remembered elsewhere (the
/// customer's state); this type says what that leaves, what it pays toward an order, and when it is spent. A code keeps
/// the shop's rule for codes (`ShopCode`): one word of ASCII letters, digits and dashes, matched ignoring case and
/// dashes, so that `winter-7kq2` is `WINTER7KQ2`.
public struct GiftCard: Equatable, Sendable {
    /// Why a card could not be made.
    public enum Refusal: Error, Equatable, Sendable {
        /// The code is not one word of letters, digits and dashes holding at least one letter or digit.
        case invalidCode
        /// The code is longer than any code (`ShopCode.maximumLength`).
        case codeTooLong
        /// The amount is nothing, or less.
        case amountNotPositive
    }

    /// The code as issued.
    public let code: String
    /// The code as codes are compared: `key(of:)`.
    public let key: String
    /// What the card was issued for.
    public let amount: Money

    /// The card with `code` for `amount`; refused when the code is not one or the amount is not above nothing.
    public init(code: String, amount: Money) throws(Refusal) {
        guard !ShopCode.isTooLong(code) else { throw .codeTooLong }
        guard let key = GiftCard.key(of: code) else { throw .invalidCode }
        guard amount.minorUnits > 0 else { throw .amountNotPositive }
        self.code = code
        self.key = key
        self.amount = amount
    }

    /// `code` as codes are compared (`ShopCode.key(of:)`): its letters upper-cased and its dashes left out; nil when it
    /// is not a code.
    public static func key(of code: String) -> String? {
        ShopCode.key(of: code)
    }

    /// The last four characters of the key: enough to tell a customer which card, too few to use it.
    public var ending: String {
        String(key.suffix(4))
    }

    /// What is left on the card once `paid` has been paid with it; never below nothing.
    public func balance(havingPaid paid: Money) -> Money {
        Money(minorUnits: max(0, amount.minorUnits - max(0, paid.minorUnits)), currency: amount.currency)
    }

    /// What the card pays toward `total` once `paid` has been paid with it: its balance, or the total when that is less;
    /// named by its ending.
    public func payment(toward total: Money, havingPaid paid: Money) -> Payment {
        let pays = Money(minorUnits: min(balance(havingPaid: paid).minorUnits, max(0, total.minorUnits)), currency: amount.currency)
        return Payment(kind: .giftCard, reference: ending, amount: pays)
    }

    /// Whether nothing is left on the card once `paid` has been paid with it.
    public func isSpent(havingPaid paid: Money) -> Bool {
        balance(havingPaid: paid).isZero
    }
}

extension PaymentKind {
    /// A gift card's part of an order.
    public static let giftCard = PaymentKind("giftCard")
}
