import Entities
import UseCases

private typealias Field = ProductDetailViewModel.Field

/// Builds the product screen.
public struct ProductDetailPresenter: Sendable {
    private let money: MoneyFormatter

    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// The view model for `detail`.
    public func map(_ detail: ProductDetail) -> ProductDetailViewModel {
        let product = detail.product
        let nothing = "none listed"
        return ProductDetailViewModel(
            title: "\(TerminalSafeText.clean(product.name)) (#\(product.id))",
            price: money.string(for: product.price),
            shipping: ShippingText(money: money).forOne(detail.shipping),
            description: TerminalSafeText.clean(product.description),
            fields: [
                Field(label: "Colours", value: product.colours.isEmpty ? .lines([nothing]) : .colours(product.colours.map(ColourViewModel.init))),
                Field(label: "Sizes", value: .lines(product.dimensions.isEmpty ? [nothing] : product.dimensions.map(DimensionFormatter.string))),
                Field(label: "Stock", value: .lines([StockText.detail(for: product)])),
                Field(label: "Rating", value: .lines([detail.rating.map(StarsFormatter.string) ?? "Not rated yet"])),
                Field(label: "Wish list", value: .lines([detail.wishListEntry.map { "In your wish list, \($0.quantity) wished for" } ?? "Not in your wish list"])),
            ],
            image: Field(label: "Image", value: .lines([TerminalSafeText.clean(product.image)])),
            nextSteps: (detail.isInWishList ? [.removeShownProduct, .setShownQuantity] : [.addShownProduct]) + [.rateShownProduct, .back]
        )
    }
}
