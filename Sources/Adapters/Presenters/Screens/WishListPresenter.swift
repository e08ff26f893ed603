import Entities

/// Builds the wish list screen.
public struct WishListPresenter: Sendable {
    private let money: MoneyFormatter

    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// The view model for `wishList`; fails only when the total overflows.
    public func map(_ wishList: WishList) throws(ShopError) -> WishListViewModel {
        WishListViewModel(
            title: wishList.isEmpty ? "Your wish list" : "Your wish list: \(Plural.count(wishList.items.count, "item"))",
            items: wishList.items.map(item),
            total: wishList.isEmpty ? nil : "Total: \(money.string(for: try wishList.total()))",
            emptyMessage: wishList.isEmpty
                ? "Your wish list is empty. Type \"show ID\" to find a product, then \"add\" to keep it here."
                : nil,
            hint: wishList.isEmpty ? "" : "Type \"cart\" to check out, or \"remove ID\" to take an item off."
        )
    }

    private func item(_ product: Product) -> WishListViewModel.Item {
        WishListViewModel.Item(
            id: String(product.id.rawValue),
            price: money.string(for: product.price),
            name: TerminalSafeText.clean(product.name),
            shortDescription: TerminalSafeText.clean(product.shortDescription),
            colours: product.colours.map(ColourViewModel.init),
            outOfStock: product.isInStock ? nil : "out of stock"
        )
    }
}
