import Entities
import UseCases

/// Builds the answer to a checkout: the receipt of the order placed (warning when it is not yet safe on disk), or that
/// nothing was ordered; and the question asked before, which says what is bought, what it costs, and which prices
/// changed since they were wished for.
public struct CheckoutPresenter: Sendable {
    private let money: MoneyFormatter
    private let payments: PaymentWording

    /// A presenter writing amounts with `money`, and naming payments as `payments` words their kinds.
    public init(money: MoneyFormatter, payments: PaymentWording) {
        self.money = money
        self.payments = payments
    }

    /// The view model for how the checkout ended.
    public func map(_ result: CheckoutResult) -> CheckoutViewModel {
        switch result {
        case let .placed(order, leftOut, durability):
            .receipt(ReceiptPresenter(money: money, payments: payments).map(order).addingToFooter(leftOutSentence(leftOut)).warning(DurabilityText.warning(for: durability)))
        case let .placedEarlier(order): .receipt(ReceiptPresenter(money: money, payments: payments).map(placedEarlier: order))
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
    /// changed price and what is left out; when payments pay parts, the amounts before it (sub-total, shipping, each
    /// payment's part, what is left to pay) and what each instrument keeps; when it is asked again, why (how the cart
    /// changed since the customer's yes, or which payments were spent elsewhere); why a code could not be used, when it
    /// could not; and the codes the customer may give.
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
        let cost = question.payments.isEmpty ? "\(money.string(for: cart.total)) in all" : "\(money.string(for: question.toPay)) to pay"
        return CheckoutQuestionViewModel(
            change: change(of: question),
            codeProblem: question.codeProblem.map(ShopErrorPresenter(money: money).map),
            amounts: amounts(of: question),
            question: leftOut + "Place the order for \(Plural.count(cart.itemCount, "item")), \(cost)\(priced)?",
            codeOffer: payments.codeOffer
        )
    }

    /// Why the customer is asked again, when they are: the cart changed, or a payment was spent elsewhere.
    private func change(of question: CheckoutQuestion) -> ErrorViewModel? {
        if let changes = question.changes {
            return ErrorViewModel(kind: Self.cartChangedKind, message: CartChangeText(money: money).refusal(changes))
        }
        guard !question.spentElsewhere.isEmpty else { return nil }
        let how = question.spentElsewhere.map { agreed in
            let label = payments.label(of: agreed)
            guard let now = question.payments.first(where: { $0.payment.kind == agreed.kind && $0.payment.reference == agreed.reference }) else {
                return "\(label) has nothing left"
            }
            return "\(label) now pays \(money.string(for: now.payment.amount)), not \(money.string(for: agreed.amount))"
        }
        return ErrorViewModel(kind: Self.spentElsewhereKind, message: "nothing was ordered: a payment was spent elsewhere while you decided: " + EnglishList.joined(how))
    }

    /// The amounts shown before the question when payments pay parts of the order; none otherwise, when the question's
    /// total says it all.
    private func amounts(of question: CheckoutQuestion) -> [LabelledAmount] {
        guard !question.payments.isEmpty else { return [] }
        let amounts = AmountsText(money: money, payments: payments)
        return amounts.beforeTotal(of: question.cart) + amounts.paid(question.payments.map(\.payment), toPay: question.toPay)
            + amounts.keeps(question.payments)
    }

    /// The kind of the note that the cart changed while the customer decided.
    static let cartChangedKind = "cart-changed"
    /// The kind of the note that a payment was spent elsewhere while the customer decided.
    static let spentElsewhereKind = "spent-elsewhere"
}

/// The checkout's question, ready to show.
public struct CheckoutQuestionViewModel: Equatable, Sendable {
    /// Why the customer is asked again, when they are: their yes bought nothing, since the cart changed meanwhile, or a
    /// payment was spent elsewhere.
    public let change: ErrorViewModel?
    /// Why the code the customer gave could not be used, when it could not.
    public let codeProblem: ErrorViewModel?
    /// The amounts to show before the question, when there is more to say than its total: each payment's part.
    public let amounts: [LabelledAmount]
    /// What a yes buys, and what it costs.
    public let question: String
    /// The codes the customer may give instead of an answer, as the question offers them: `a gift card code`; nil when
    /// none may be.
    public let codeOffer: String?

    public init(change: ErrorViewModel?, codeProblem: ErrorViewModel? = nil, amounts: [LabelledAmount] = [], question: String, codeOffer: String? = nil) {
        self.change = change
        self.codeProblem = codeProblem
        self.amounts = amounts
        self.question = question
        self.codeOffer = codeOffer
    }
}

/// The answer to a checkout, ready to print.
public enum CheckoutViewModel: Equatable, Sendable {
    /// The order was placed: its receipt.
    case receipt(ReceiptViewModel)
    /// Nothing was ordered, and why.
    case message(MessageViewModel)
}
