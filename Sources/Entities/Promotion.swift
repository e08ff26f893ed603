/// A promotion the shop runs: a code that takes a whole percentage off the items of an order, before shipping, when
/// they come to at least its minimum. A code keeps the shop's rule for codes (`ShopCode`), as a gift card's does; a
/// customer may use one as often as they like, so nothing of it is remembered between orders.
public struct Promotion: Equatable, Sendable {
    /// Why a promotion could not be made.
    public enum Refusal: Error, Equatable, Sendable {
        /// The code is not one word of letters, digits and dashes holding at least one letter or digit.
        case invalidCode
        /// The code is longer than any code (`ShopCode.maximumLength`).
        case codeTooLong
        /// The percentage is not a whole number in `Promotion.percentsOff`.
        case percentOffOutOfRange
        /// The minimum order is below nothing.
        case minimumOrderNegative
    }

    /// The percentages a promotion may take off: at least 1, at most everything.
    public static let percentsOff = 1...100

    /// The code as issued: how receipts name the promotion.
    public let code: String
    /// The code as codes are compared (`ShopCode.key(of:)`).
    public let key: String
    public let percentOff: Int
    /// The least the items must come to, before shipping, for the promotion to apply; nil for no least.
    public let minimumOrder: Money?

    /// The promotion `code`, taking `percentOff` off items of at least `minimumOrder`; refused when the code is not one,
    /// the percentage is outside `percentsOff` or the minimum is below nothing.
    public init(code: String, percentOff: Int, minimumOrder: Money? = nil) throws(Refusal) {
        guard !ShopCode.isTooLong(code) else { throw .codeTooLong }
        guard let key = ShopCode.key(of: code) else { throw .invalidCode }
        guard Self.percentsOff.contains(percentOff) else { throw .percentOffOutOfRange }
        guard (minimumOrder?.minorUnits ?? 0) >= 0 else { throw .minimumOrderNegative }
        self.code = code
        self.key = key
        self.percentOff = percentOff
        self.minimumOrder = minimumOrder
    }

    /// What it takes off items coming to `subtotal`, before shipping: its percentage of them, rounded as `Money.percent`
    /// rounds, named by its code; refused, saying the minimum, when they come to less than it.
    public func discount(on subtotal: Money) throws(ShopRuleViolation) -> Payment {
        if let minimumOrder, subtotal.minorUnits < minimumOrder.minorUnits { throw .belowMinimumOrder(minimumOrder) }
        return Payment(kind: .promotion, reference: code, amount: subtotal.percent(percentOff))
    }
}

extension PaymentKind {
    /// A promotion's part of an order: what it took off the items.
    public static let promotion = PaymentKind("promotion")
}
