/// A gift card the shop issued: a code and the amount it was issued for. What it has paid is remembered elsewhere (the
/// customer's state); this type says what that leaves, what it pays toward an order, and when it is spent. A code is
/// one word of ASCII letters, digits and dashes, matched ignoring case and dashes, so that `winter-7kq2` is
/// `WINTER7KQ2`.
public struct GiftCard: Equatable, Sendable {
    /// Why a card could not be made.
    public enum Refusal: Error, Equatable, Sendable {
        /// The code is not one word of letters, digits and dashes holding at least one letter or digit.
        case invalidCode
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
        guard let key = GiftCard.key(of: code) else { throw .invalidCode }
        guard amount.minorUnits > 0 else { throw .amountNotPositive }
        self.code = code
        self.key = key
        self.amount = amount
    }

    /// `code` as codes are compared: its letters upper-cased and its dashes left out; nil when it is not a code.
    public static func key(of code: String) -> String? {
        var key = ""
        for scalar in code.unicodeScalars {
            switch scalar {
            case "-": continue
            case "a"..."z": key.unicodeScalars.append(Unicode.Scalar(scalar.value - 0x20) ?? scalar)
            case "A"..."Z", "0"..."9": key.unicodeScalars.append(scalar)
            default: return nil
            }
        }
        return key.isEmpty ? nil : key
    }

    /// The last four characters of the key: enough to tell a customer which card, too few to use it.
    public var ending: String {
        String(key.suffix(4))
    }

    /// What is left on the card once `paid` has been paid with it; never below nothing.
    public func balance(havingPaid paid: Money) -> Money {
        Money(minorUnits: max(0, amount.minorUnits - max(0, paid.minorUnits)), currency: amount.currency)
    }

    /// What the card pays toward `total` once `paid` has been paid with it: its balance, or the total when that is less.
    public func payment(toward total: Money, havingPaid paid: Money) -> Money {
        Money(minorUnits: min(balance(havingPaid: paid).minorUnits, max(0, total.minorUnits)), currency: amount.currency)
    }

    /// Whether nothing is left on the card once `paid` has been paid with it.
    public func isSpent(havingPaid paid: Money) -> Bool {
        balance(havingPaid: paid).isZero
    }
}
