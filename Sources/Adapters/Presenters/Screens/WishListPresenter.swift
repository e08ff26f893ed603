import Entities

/// Builds the wish list screen.
public struct WishListPresenter: Sendable {
    private let money: MoneyFormatter
    private let vocabulary: any ShopVocabulary

    public init(money: MoneyFormatter, vocabulary: any ShopVocabulary) {
        self.money = money
        self.vocabulary = vocabulary
    }

    /// The view model for `wishList`.
    public func map(_ wishList: PricedWishList) -> WishListViewModel {
        WishListViewModel(
            title: wishList.isEmpty ? "Your wish list" : "Your wish list: \(Plural.count(wishList.itemCount, "item"))",
            items: wishList.lines.map(item),
            total: wishList.isEmpty ? nil : "Total: \(money.string(for: wishList.total))",
            emptyMessage: wishList.isEmpty ? emptyMessage : nil,
            hint: wishList.isEmpty ? "" : hint
        )
    }

    private var emptyMessage: String {
        let show = CommandHint.quoted(vocabulary.showProduct), add = CommandHint.quoted(vocabulary.addShownProduct)
        return "Your wish list is empty. Type \(show) to find a product, then \(add) to keep it here."
    }

    private var hint: String {
        let cart = CommandHint.quoted(vocabulary.cart), remove = CommandHint.quoted(vocabulary.removeProduct)
        let quantity = CommandHint.quoted(vocabulary.setQuantity)
        return "Type \(cart) to check out, \(quantity) to change how many, or \(remove) to take an item off."
    }

    private func item(_ line: WishListLine) -> WishListViewModel.Item {
        let product = line.product
        return WishListViewModel.Item(
            id: String(product.id.rawValue),
            price: money.string(for: line.amount),
            name: LineText.name(product.name, quantity: line.quantity),
            shortDescription: TerminalSafeText.clean(product.shortDescription),
            colours: product.colours.map(ColourViewModel.init),
            notes: [LineText.stockProblem(of: line), LineText.earlierPrice(of: line, money: money)].compactMap { $0 }
        )
    }
}
