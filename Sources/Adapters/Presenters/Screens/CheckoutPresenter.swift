import Entities
import UseCases

/// Builds the answer to a checkout: the receipt of the order placed (warning when it is not yet safe on disk), or that
/// nothing was ordered; and the question asked before, which says what is bought, what it costs, and which prices
/// changed since they were wished for.
public struct CheckoutPresenter: Sendable {
    private let money: MoneyFormatter

    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// The view model for how the checkout ended.
    public func map(_ result: CheckoutResult) -> CheckoutViewModel {
        switch result {
        case let .placed(order, leftOut, durability):
            .receipt(ReceiptPresenter(money: money).map(order).addingToFooter(leftOutSentence(leftOut)).warning(DurabilityText.warning(for: durability)))
        case let .placedEarlier(order): .receipt(ReceiptPresenter(money: money).map(placedEarlier: order))
        case .declined: .message(MessageViewModel(text: Self.declined))
        }
    }

    static let declined = "Checkout cancelled: nothing was ordered."

    /// What a placed order left out as no longer sold, which stays on the wish list; nil when nothing.
    private func leftOutSentence(_ leftOut: [WishListEntry]) -> String? {
        guard !leftOut.isEmpty else { return nil }
        let one = leftOut.count == 1
        return "\(LineText.noLongerSold(leftOut.lazy.map(\.productID))) and \(one ? "was" : "were") left out: \(one ? "it stays" : "they stay") on your wish list."
    }

    /// The question that asks to buy `question`'s cart: `Place the order for 3 items, $442.50 in all?`, naming each
    /// changed price and what is left out; when a gift card pays part, the amounts before it (sub-total, shipping, the
    /// card's part, what is left to pay) and what the card keeps; when it is asked again, how the cart changed since the
    /// customer's yes; and why a code could not be used, when it could not.
    public func question(_ question: CheckoutQuestion) -> CheckoutQuestionViewModel {
        let cart = question.cart
        let changes = cart.repricedLines.compactMap { line in
            line.earlierPrice.map { earlier in
                "\(Quoted.name(line.product.name)) at \(money.string(for: line.product.price)) (was \(money.string(for: earlier)))"
            }
        }
        let priced = changes.isEmpty ? "" : ", with " + EnglishList.joined(changes)
        let leftOut = cart.leftOut.isEmpty ? "" : "\(LineText.noLongerSold(cart.leftOut.lazy.map(\.productID))) and "
            + (cart.leftOut.count == 1 ? "is" : "are") + " left out. "
        let cost = question.giftCard == nil ? "\(money.string(for: cart.total)) in all" : "\(money.string(for: question.toPay)) to pay"
        return CheckoutQuestionViewModel(
            change: question.changes.map { ErrorViewModel(kind: Self.cartChangedKind, message: CartChangeText(money: money).refusal($0)) },
            giftCardProblem: question.giftCardProblem.map(ShopErrorPresenter(money: money).map),
            amounts: amounts(of: question),
            question: leftOut + "Place the order for \(Plural.count(cart.itemCount, "item")), \(cost)\(priced)?"
        )
    }

    /// The amounts shown before the question when a gift card pays part of the order; none otherwise, when the
    /// question's total says it all.
    private func amounts(of question: CheckoutQuestion) -> [LabelledAmount] {
        guard let card = question.giftCard else { return [] }
        let cart = question.cart
        let keeps = card.leftAfter.isZero ? [] : [LabelledAmount("The card keeps", money.string(for: card.leftAfter))]
        return [
            LabelledAmount("Sub-total", money.string(for: cart.subtotal)), LabelledAmount("Shipping", ShippingText(money: money).amount(cart.shipping)),
        ] + GiftCardText(money: money).lines(paying: card.pays, ending: card.card.ending, toPay: question.toPay) + keeps
    }

    /// The kind of the note that the cart changed while the customer decided.
    static let cartChangedKind = "cart-changed"
}

/// The checkout's question, ready to show.
public struct CheckoutQuestionViewModel: Equatable, Sendable {
    /// Why the customer is asked again, when they are: their yes bought nothing, since the cart changed meanwhile.
    public let change: ErrorViewModel?
    /// Why the gift card code the customer gave could not be used, when it could not.
    public let giftCardProblem: ErrorViewModel?
    /// The amounts to show before the question, when there is more to say than its total: a gift card's part.
    public let amounts: [LabelledAmount]
    /// What a yes buys, and what it costs.
    public let question: String

    public init(change: ErrorViewModel?, giftCardProblem: ErrorViewModel? = nil, amounts: [LabelledAmount] = [], question: String) {
        self.change = change
        self.giftCardProblem = giftCardProblem
        self.amounts = amounts
        self.question = question
    }
}

/// The answer to a checkout, ready to print.
public enum CheckoutViewModel: Equatable, Sendable {
    /// The order was placed: its receipt.
    case receipt(ReceiptViewModel)
    /// Nothing was ordered, and why.
    case message(MessageViewModel)
}
