import Entities

/// What the customer is asked before an order is placed: the cart a yes buys, what pays parts of it (the codes given
/// named), and what is left to pay; when they are asked again, why: how the cart changed since the cart they said yes
/// to, or which payments could not be made as agreed, since what they draw on was spent elsewhere meanwhile; or, when
/// a code they gave could not be used, why.
public struct CheckoutQuestion: Equatable, Sendable {
    /// The cart a yes buys, exactly.
    public let cart: Cart
    /// How `cart` differs from the cart the customer last said yes to, which could not be bought as it was; nil when
    /// they are asked for the first time, or again for another reason.
    public let changes: [CartChange]?
    /// The payments a yes makes, in the order they are applied.
    public let payments: [PlannedPayment]
    /// The payments the customer said yes to, as they were then, that could not be made so: what they draw on was spent
    /// elsewhere (another shop) while they decided; none unless that is why they are asked again.
    public let spentElsewhere: [Payment]
    /// Why the last code the customer gave could not be used (no such code, spent, or not found just now), when it could
    /// not.
    public private(set) var codeProblem: ShopError?
    /// What is left to pay once the payments have paid their parts (`Payment.leftToPay(of:after:)`).
    public let toPay: Money

    /// The question about `cart`, which nothing pays part of; `changes` when it is asked again.
    public init(cart: Cart, changes: [CartChange]? = nil) {
        self.cart = cart
        self.changes = changes
        payments = []
        spentElsewhere = []
        codeProblem = nil
        toPay = cart.total
    }

    /// The question about `cart`, parts of it paid by `payments`; refused when they add up to more than its total.
    public init(
        cart: Cart, changes: [CartChange]? = nil, payments: [PlannedPayment], spentElsewhere: [Payment] = [], codeProblem: ShopError? = nil
    ) throws(ShopRuleViolation) {
        toPay = try Payment.leftToPay(of: cart.total, after: payments.map(\.payment))
        self.cart = cart
        self.changes = changes
        self.payments = payments
        self.spentElsewhere = spentElsewhere
        self.codeProblem = codeProblem
    }

    /// The same question, saying why a code could not be used.
    func noting(_ problem: ShopError) -> CheckoutQuestion {
        var noted = self
        noted.codeProblem = problem
        return noted
    }
}

/// How the customer answered the checkout's question.
public enum CheckoutAnswer: Equatable, Sendable {
    /// Place the order, as asked.
    case yes
    /// Order nothing.
    case no
    /// Apply what this code names, and ask again with the new amounts.
    case apply(CheckoutCode)
}
