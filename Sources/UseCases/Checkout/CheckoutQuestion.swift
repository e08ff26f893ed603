import Entities

/// What the customer is asked before an order is placed: the cart a yes buys, what a gift card pays toward it, and,
/// when they are asked again because the cart changed while they decided, how it changed since the cart they said yes
/// to; or, when a code they gave could not be used, why.
public struct CheckoutQuestion: Equatable, Sendable {
    /// A gift card applied to the order: what it pays, and what is left on it afterwards.
    public struct GiftCardUse: Equatable, Sendable {
        public let card: GiftCard
        /// What the card pays toward the order: its balance, or the order's total when that is less.
        public let pays: Money
        /// What is left on the card once the order is placed.
        public let leftAfter: Money

        /// `card`, paying `pays` and keeping `leftAfter`.
        public init(card: GiftCard, pays: Money, leftAfter: Money) {
            self.card = card
            self.pays = pays
            self.leftAfter = leftAfter
        }
    }

    /// The cart a yes buys, exactly.
    public let cart: Cart
    /// How `cart` differs from the cart the customer last said yes to, which could not be bought as it was; nil when
    /// they are asked for the first time.
    public let changes: [CartChange]?
    /// The gift card a yes pays with, if one is applied.
    public let giftCard: GiftCardUse?
    /// Why the last code the customer gave could not be used (no such card, spent, or not found just now), when it could
    /// not.
    public let giftCardProblem: ShopError?

    /// The question about `cart`; `changes` when it is asked again; `giftCard` when one pays part of it.
    public init(cart: Cart, changes: [CartChange]? = nil, giftCard: GiftCardUse? = nil, giftCardProblem: ShopError? = nil) {
        self.cart = cart
        self.changes = changes
        self.giftCard = giftCard
        self.giftCardProblem = giftCardProblem
    }

    /// What is left to pay once the gift card has paid its part.
    public var toPay: Money {
        Money(minorUnits: cart.total.minorUnits - (giftCard?.pays.minorUnits ?? 0), currency: cart.total.currency)
    }

    /// The same question, with `card` paying what it can of the cart once it has paid `paid`.
    func paying(with card: GiftCard?, havingPaid paid: Money?) -> CheckoutQuestion {
        let use = card.map { card in
            let before = card.balance(havingPaid: paid ?? .zero(in: card.amount.currency))
            let pays = card.payment(toward: cart.total, havingPaid: paid ?? .zero(in: card.amount.currency))
            return GiftCardUse(card: card, pays: pays, leftAfter: Money(minorUnits: before.minorUnits - pays.minorUnits, currency: pays.currency))
        }
        return CheckoutQuestion(cart: cart, changes: changes, giftCard: use)
    }

    /// The same question, saying why a code could not be used.
    func noting(_ problem: ShopError) -> CheckoutQuestion {
        CheckoutQuestion(cart: cart, changes: changes, giftCard: giftCard, giftCardProblem: problem)
    }
}

/// How the customer answered the checkout's question.
public enum CheckoutAnswer: Equatable, Sendable {
    /// Place the order, as asked.
    case yes
    /// Order nothing.
    case no
    /// Apply the gift card with this code, and ask again with the new total.
    case useGiftCard(String)
}
