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
            title: cart.isEmpty ? "Your cart" : "Your cart: \(Plural.count(cart.items.count, "item"))",
            lines: cart.items.map { product in
                CartViewModel.Line(
                    id: String(product.id.rawValue),
                    name: TerminalSafeText.clean(product.name),
                    price: money.string(for: product.price),
                    outOfStock: product.isInStock ? nil : "out of stock"
                )
            },
            subtotal: money.string(for: cart.subtotal),
            shipping: cart.shipping.isZero ? "free" : money.string(for: cart.shipping),
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
        return "Type \(CommandHint.quoted(vocabulary.checkout)) to place the order."
    }
}
