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
        let problem = holdsNothing ? nil : problem(of: cart)
        return CartViewModel(
            title: holdsNothing ? "Your cart" : "Your cart: \(Plural.count(cart.itemCount, "item"))",
            lines: cart.lines.map { line in
                CartViewModel.Line(
                    productID: line.product.id, id: String(line.product.id.rawValue),
                    quantity: LineText.quantity(line.quantity),
                    name: TerminalSafeText.clean(line.product.name),
                    price: money.string(for: line.amount),
                    notes: [StockText.problem(of: line), LineText.earlierPrice(of: line, money: money)].compactMap { $0 }
                )
            } + cart.leftOut.map { entry in
                CartViewModel.Line(
                    productID: entry.productID, id: String(entry.productID.rawValue), quantity: LineText.quantity(entry.quantity), name: LineText.noLongerSold,
                    price: LineText.noPrice, notes: ["left out"]
                )
            },
            totals: AmountsText(money: money).totals(of: cart),
            emptyMessage: holdsNothing ? "Your cart is empty" : nil,
            problem: problem,
            nextSteps: holdsNothing ? [.addProduct] : problem?.nextSteps ?? [.checkOut]
        )
    }

    // Checking out is offered only when the checkout's rule lets the cart be bought; else its refusal says what would
    // clear the way, as the checkout would say it.
    private func problem(of cart: Cart) -> ErrorViewModel? {
        do {
            try cart.validateForCheckout()
            return nil
        } catch {
            return ShopErrorPresenter(money: money).map(.refused(error))
        }
    }
}
