import Entities
import UseCases

/// Builds the product screen.
public struct ProductDetailPresenter: Sendable {
    private let money: MoneyFormatter

    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// The view model for `detail`.
    public func map(_ detail: ProductDetail) -> ProductDetailViewModel {
        let product = detail.product
        return ProductDetailViewModel(
            title: "\(TerminalSafeText.clean(product.name)) (#\(product.id))",
            price: money.string(for: product.price),
            shipping: ShippingText(money: money).forOne(detail.shipping),
            description: TerminalSafeText.clean(product.description),
            colours: product.colours.map(ColourViewModel.init),
            sizes: product.dimensions.map(DimensionFormatter.string),
            stock: product.isInStock ? "In stock (\(product.stock) left)" : "Out of stock",
            rating: detail.rating.map(StarsFormatter.string) ?? "Not rated yet",
            wishList: detail.wishListEntry.map { "In your wish list, \($0.quantity) wished for" } ?? "Not in your wish list",
            image: TerminalSafeText.clean(product.image),
            nextSteps: (detail.isInWishList ? [.removeShownProduct, .setShownQuantity] : [.addShownProduct]) + [.rateShownProduct, .back]
        )
    }
}
