import Entities

/// Builds the wish list screen.
public struct WishListPresenter: Sendable {
    private let money: MoneyFormatter

    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// The view model for `wishList`.
    public func map(_ wishList: PricedWishList) -> WishListViewModel {
        WishListViewModel(
            title: wishList.isEmpty ? "Your wish list" : "Your wish list: \(Plural.count(wishList.itemCount, "item"))",
            items: wishList.lines.map(item) + wishList.unsold.map(unsoldItem),
            total: wishList.isEmpty ? nil : "\(AmountsText.total): \(money.string(for: wishList.total))",
            emptyMessage: wishList.isEmpty ? "Your wish list is empty" : nil,
            nextSteps: wishList.isEmpty ? [.openProduct, .addShownProduct] : [.seeCart, .setQuantity, .removeProduct]
        )
    }

    // A product no longer sold keeps its line, so that the customer sees it and can take it off; its name is not known.
    private func unsoldItem(_ entry: WishListEntry) -> WishListViewModel.Item {
        WishListViewModel.Item(
            productID: entry.productID, wishedQuantity: entry.quantity, id: String(entry.productID.rawValue), price: LineText.noPrice, quantity: LineText.quantity(entry.quantity),
            name: LineText.noLongerSold, shortDescription: "", colours: [],
            notes: entry.priceWhenAdded.map { ["was \(money.string(for: $0))"] } ?? []
        )
    }

    private func item(_ line: WishListLine) -> WishListViewModel.Item {
        let product = line.product
        return WishListViewModel.Item(
            productID: product.id, wishedQuantity: line.quantity,
            id: String(product.id.rawValue),
            price: money.string(for: line.amount),
            quantity: LineText.quantity(line.quantity),
            name: TerminalSafeText.clean(product.name),
            shortDescription: TerminalSafeText.clean(product.shortDescription),
            colours: product.colours.map(ColourViewModel.init),
            notes: [StockText.problem(of: line), LineText.earlierPrice(of: line, money: money)].compactMap { $0 }
        )
    }
}
