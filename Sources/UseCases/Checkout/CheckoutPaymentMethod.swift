import Entities

/// A way of paying part of an order with a code given at checkout, registered with the checkout by the feature that
/// offers it (the gift card's is `GiftCardPayments`): the checkout knows none by name. The checkout applies what the
/// codes name in the order the methods were registered, each toward what those before it left to pay, so a method
/// that takes something off the items (a promotion) is registered before one that pays what is left (a card).
public protocol CheckoutPaymentMethod: Sendable {
    /// The kind of payment its codes make.
    var kind: PaymentKind { get }
    /// What `code` names, ready to pay: refused, saying nothing of which codes exist, when it names nothing; a failure
    /// of the data layer as a shop error.
    func instrument(forCode code: String) async throws(ShopError) -> any PaymentInstrument
}

/// What a code named: something that pays part of an order from what the customer's state says is left on it.
public protocol PaymentInstrument: Sendable {
    /// What it pays toward `leftToPay` of `cart`, as `state` has it, and what it keeps afterwards; refused when it can
    /// pay nothing (a spent card).
    func payment(toward leftToPay: Money, of cart: Cart, in state: ShopState) throws(ShopError) -> PlannedPayment
    /// Records in `state` that it paid `payment`, in the transaction that places the order, so that two shops at once
    /// never spend more than it holds.
    func record(_ payment: Payment, in state: inout ShopState) throws(ShopRuleViolation)
}

/// A payment a yes makes, and what its instrument keeps once it is made (nil when it holds no balance).
public struct PlannedPayment: Equatable, Sendable {
    public let payment: Payment
    public let keeps: Money?

    public init(_ payment: Payment, keeps: Money? = nil) {
        self.payment = payment
        self.keeps = keeps
    }
}

/// A code given at checkout, of the kind that names what it pays with; of no kind when typed in answer to the question
/// without one, when each kind registered tries it in turn.
public struct CheckoutCode: Equatable, Sendable {
    public let kind: PaymentKind?
    public let text: String

    public init(kind: PaymentKind?, text: String) {
        self.kind = kind
        self.text = text
    }
}
