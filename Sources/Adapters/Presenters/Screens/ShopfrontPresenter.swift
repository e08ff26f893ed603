import Entities
import UseCases

/// Builds the start screen, short whatever the catalogue's size.
public struct ShopfrontPresenter: Sendable {
    /// How many products the strip shows.
    public static let stripLength = 4
    private let money: MoneyFormatter

    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// The view model for `shopfront`; fails only when the wish list's total overflows.
    public func map(_ shopfront: Shopfront) throws(ShopError) -> ShopfrontViewModel {
        let products = shopfront.catalogue.products
        let hidden = products.count - ShopfrontPresenter.stripLength
        return ShopfrontViewModel(
            title: products.isEmpty
                ? "Welcome to Tasch. The catalogue is empty: there is nothing to buy yet."
                : "Welcome to Tasch: \(Plural.count(products.count, "product")) to browse.",
            strip: products.prefix(ShopfrontPresenter.stripLength).map(CataloguePresenter(money: money).row),
            more: hidden > 0 ? "… and \(Plural.grouped(hidden)) more: type \"catalogue\" to browse them, or \"find TEXT\"." : nil,
            wishList: try wishListLine(shopfront.wishList),
            hints: [
                "show ID     see a product",
                "catalogue   every product",
                "wish        your wish list",
                "cart        your cart and checkout",
                "help        every command",
            ]
        )
    }

    private func wishListLine(_ wishList: WishList) throws(ShopError) -> String {
        guard !wishList.isEmpty else { return "Your wish list is empty." }
        return "Your wish list: \(Plural.count(wishList.items.count, "item")), \(money.string(for: try wishList.total()))."
    }
}
