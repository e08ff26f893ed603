import Entities
import UseCases

/// Builds the start screen, short whatever the catalogue's size.
public struct ShopfrontPresenter: Sendable {
    private let money: MoneyFormatter
    private let extremes: ProductExtremes?

    /// A presenter writing prices with `money`, whose strip keeps the widths of the catalogue's `extremes` when known.
    public init(money: MoneyFormatter, extremes: ProductExtremes? = nil) {
        self.money = money
        self.extremes = extremes
    }

    /// The view model for `shopfront`.
    public func map(_ shopfront: Shopfront) -> ShopfrontViewModel {
        let count = shopfront.productCount
        let hidden = count - shopfront.products.count
        let catalogue = CataloguePresenter(money: money, extremes: extremes)
        return ShopfrontViewModel(
            title: count == 0
                ? "Welcome to Tasch. The catalogue is empty: there is nothing to buy yet."
                : "Welcome to Tasch: \(Plural.count(count, "product")) to browse.",
            strip: shopfront.products.map { catalogue.row($0) },
            more: hidden > 0 ? "… and \(Plural.grouped(hidden)) more" : nil,
            wishList: wishListLine(shopfront.wishList),
            nextSteps: [.openProduct, .browseCatalogue] + (hidden > 0 ? [.search] : []) + [.seeWishList, .seeCart, .seeOrders],
            widest: catalogue.widest
        )
    }

    private func wishListLine(_ wishList: PricedWishList) -> String {
        guard !wishList.isEmpty else { return "Your wish list is empty." }
        return "Your wish list: \(WishListSummary.text(of: wishList, money: money))."
    }
}
