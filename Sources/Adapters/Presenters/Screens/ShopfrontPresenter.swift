import Entities
import UseCases

/// Builds the start screen, short whatever the catalogue's size.
public struct ShopfrontPresenter: Sendable {
    private let money: MoneyFormatter
    private let vocabulary: any ShopVocabulary

    public init(money: MoneyFormatter, vocabulary: any ShopVocabulary) {
        self.money = money
        self.vocabulary = vocabulary
    }

    /// The view model for `shopfront`.
    public func map(_ shopfront: Shopfront) -> ShopfrontViewModel {
        let count = shopfront.productCount
        let hidden = count - shopfront.products.count
        let catalogue = CataloguePresenter(money: money, vocabulary: vocabulary)
        return ShopfrontViewModel(
            title: count == 0
                ? "Welcome to Tasch. The catalogue is empty: there is nothing to buy yet."
                : "Welcome to Tasch: \(Plural.count(count, "product")) to browse.",
            strip: shopfront.products.map { catalogue.row($0) },
            more: hidden > 0 ? more(hidden) : nil,
            wishList: wishListLine(shopfront.wishList),
            hints: [
                CommandHint.row(vocabulary.showProduct, "see a product"),
                CommandHint.row(vocabulary.allProducts, "every product"),
                CommandHint.row(vocabulary.wishList, "your wish list"),
                CommandHint.row(vocabulary.cart, "your cart and checkout"),
                CommandHint.row(vocabulary.orders, "the orders you placed"),
                CommandHint.row(vocabulary.help, "every command"),
            ]
        )
    }

    private func more(_ hidden: Int) -> String {
        let browse = CommandHint.quoted(vocabulary.allProducts), find = CommandHint.quoted(vocabulary.find)
        return "… and \(Plural.grouped(hidden)) more: type \(browse) to browse them, or \(find)."
    }

    private func wishListLine(_ wishList: PricedWishList) -> String {
        guard !wishList.isEmpty else { return "Your wish list is empty." }
        return "Your wish list: \(WishListSummary.text(of: wishList, money: money))."
    }
}
