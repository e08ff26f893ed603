import Entities

/// Builds the catalogue screen: every product with its id, name, price and stock.
public struct CataloguePresenter: Sendable {
    private let money: MoneyFormatter

    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// The view model for `catalogue`.
    public func map(_ catalogue: Catalogue) -> CatalogueViewModel {
        CatalogueViewModel(
            title: "Catalogue: \(Plural.count(catalogue.products.count, "product"))",
            rows: catalogue.products.map(row),
            emptyMessage: catalogue.isEmpty ? "The catalogue is empty: there is nothing to buy yet." : nil,
            hint: "Type \"show ID\" to see a product."
        )
    }

    /// One row for `product`, shared with the start screen's strip.
    func row(_ product: Product) -> CatalogueViewModel.Row {
        CatalogueViewModel.Row(
            id: String(product.id.rawValue),
            name: TerminalSafeText.clean(product.name),
            price: money.string(for: product.price),
            stock: StockText.label(for: product),
            isInStock: product.isInStock
        )
    }
}
