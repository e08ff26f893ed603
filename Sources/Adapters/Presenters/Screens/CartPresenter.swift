import Entities

/// Builds the cart screen.
public struct CartPresenter: Sendable {
    private let money: MoneyFormatter

    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// The view model for `cart`.
    public func map(_ cart: Cart) -> CartViewModel {
        let holdsNothing = cart.isEmpty && cart.leftOut.isEmpty
        return CartViewModel(
            title: holdsNothing ? "Your cart" : "Your cart: \(Plural.count(cart.itemCount, "item"))",
            lines: cart.lines.map { line in
                CartViewModel.Line(
                    id: String(line.product.id.rawValue),
                    quantity: LineText.quantity(line.quantity),
                    name: TerminalSafeText.clean(line.product.name),
                    price: money.string(for: line.amount),
                    notes: [LineText.stockProblem(of: line), LineText.earlierPrice(of: line, money: money)].compactMap { $0 }
                )
            } + cart.leftOut.map { entry in
                CartViewModel.Line(
                    id: String(entry.productID.rawValue), quantity: LineText.quantity(entry.quantity), name: LineText.noLongerSold,
                    price: LineText.noPrice, notes: ["left out"]
                )
            },
            subtotal: money.string(for: cart.subtotal),
            shipping: ShippingText(money: money).amount(cart.shipping),
            total: money.string(for: cart.total),
            emptyMessage: holdsNothing ? "Your cart is empty" : nil,
            nextSteps: nextSteps(for: cart)
        )
    }

    // Checking out is offered only when the checkout's rule lets the cart be bought; else what would clear its way.
    private func nextSteps(for cart: Cart) -> [NextStep] {
        do {
            try cart.validateForCheckout()
            return [.checkOut]
        } catch {
            switch error {
            case .cartIsEmpty: return [.addProduct]
            case .outOfStock: return [.removeProduct]
            case .notEnoughStock: return [.setQuantity]
            case .noLongerSold: return [.removeProduct]
            default: return []
            }
        }
    }
}
