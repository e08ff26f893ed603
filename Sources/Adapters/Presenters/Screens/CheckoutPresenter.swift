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
        case let .placed(order, durability):
            .receipt(ReceiptPresenter(money: money).map(order).warning(DurabilityText.warning(for: durability)))
        case let .placedEarlier(order):
            .receipt(ReceiptPresenter(money: money).map(order).retitled(
                "Order #\(order.number) was placed by your earlier attempt: nothing was ordered twice.",
                footer: "\(ShippingText(money: money).sentence(order.shipping)) Your wish list no longer holds what that order bought."
            ))
        case .declined: .message(MessageViewModel(text: Self.declined))
        }
    }

    static let declined = "Checkout cancelled: nothing was ordered."

    /// The question that asks to buy `cart`: `Place the order for 3 items, $442.50 in all?`, naming each changed price.
    public func question(for cart: Cart) -> String {
        let changes = cart.repricedLines.compactMap { line in
            line.earlierPrice.map { earlier in
                "\(Quoted.name(line.product.name)) at \(money.string(for: line.product.price)) (was \(money.string(for: earlier)))"
            }
        }
        let priced = changes.isEmpty ? "" : ", with " + EnglishList.joined(changes)
        return "Place the order for \(Plural.count(cart.itemCount, "item")), \(money.string(for: cart.total)) in all\(priced)?"
    }
}

/// The answer to a checkout, ready to print.
public enum CheckoutViewModel: Equatable, Sendable {
    /// The order was placed: its receipt.
    case receipt(ReceiptViewModel)
    /// Nothing was ordered, and why.
    case message(MessageViewModel)
}
