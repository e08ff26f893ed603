import Entities

/// Builds the cart screen.
public struct CartPresenter: Sendable {
    private let money: MoneyFormatter
    private let vocabulary: any ShopVocabulary

    public init(money: MoneyFormatter, vocabulary: any ShopVocabulary) {
        self.money = money
        self.vocabulary = vocabulary
    }

    /// The view model for `cart`.
    public func map(_ cart: Cart) -> CartViewModel {
        CartViewModel(
            title: cart.isEmpty ? "Your cart" : "Your cart: \(Plural.count(cart.itemCount, "item"))",
            lines: cart.lines.map { line in
                CartViewModel.Line(
                    id: String(line.product.id.rawValue),
                    name: LineText.name(line.product.name, quantity: line.quantity),
                    price: money.string(for: line.amount),
                    notes: [LineText.stockProblem(of: line), LineText.earlierPrice(of: line, money: money)].compactMap { $0 }
                )
            },
            subtotal: money.string(for: cart.subtotal),
            shipping: ShippingText(money: money).amount(cart.shipping),
            total: money.string(for: cart.total),
            emptyMessage: cart.isEmpty
                ? "Your cart is empty. Add products to your wish list with \(CommandHint.quoted(vocabulary.addProduct))." : nil,
            hint: hint(for: cart)
        )
    }

    private func hint(for cart: Cart) -> String {
        if cart.isEmpty { return "" }
        if !cart.outOfStockItems.isEmpty {
            return "Remove what is out of stock (\(CommandHint.quoted(vocabulary.removeProduct))) before you check out."
        }
        if !cart.shortLines.isEmpty {
            return "Ask for no more than is left (\(CommandHint.quoted(vocabulary.setQuantity))) before you check out."
        }
        return "Type \(CommandHint.quoted(vocabulary.checkout)) to place the order."
    }
}
