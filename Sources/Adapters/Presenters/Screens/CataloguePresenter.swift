import Entities
import UseCases

/// Builds the catalogue screen: one page of products with their id, name, price and stock.
public struct CataloguePresenter: Sendable {
    private let money: MoneyFormatter
    private let vocabulary: any ShopVocabulary

    public init(money: MoneyFormatter, vocabulary: any ShopVocabulary) {
        self.money = money
        self.vocabulary = vocabulary
    }

    /// The view model for one page of the catalogue: what was asked for, the page's rows, and how to see more.
    public func map(_ page: CataloguePage) -> CatalogueViewModel {
        CatalogueViewModel(
            title: title(page),
            rows: page.products.map { product in
                row(product, rating: page.query.sort?.key == .rating ? page.ratings[product.id].map(StarsFormatter.string) ?? "not rated" : nil)
            },
            emptyMessage: emptyMessage(page),
            hint: hint(page)
        )
    }

    private func title(_ page: CataloguePage) -> String {
        let query = page.query
        var title = "Catalogue: \(Plural.count(page.matchCount, "product"))"
        if query.inStockOnly { title += " in stock" }
        if let text = query.searchText { title += " matching \(Quoted.name(text))" }
        if let sort = query.sort { title += ", by \(sort.key.rawValue)\(sort.descending ? ", highest first" : "")" }
        if page.pageCount > 1 { title += ", page \(Plural.grouped(page.number)) of \(Plural.grouped(page.pageCount))" }
        if query.searchText != nil { title += " (\(CommandHint.quoted(vocabulary.leaveSearch)) leaves the search)" }
        return title
    }

    private func emptyMessage(_ page: CataloguePage) -> String? {
        guard page.products.isEmpty else { return nil }
        guard page.catalogueCount > 0 else { return "The catalogue is empty: there is nothing to buy yet." }
        return "No product matches: type \(CommandHint.quoted(vocabulary.leaveSearch)) to see every product."
    }

    private func hint(_ page: CataloguePage) -> String {
        var hints = ["\(CommandHint.quoted(vocabulary.showProduct)) to see a product"]
        if page.number < page.pageCount { hints.append("\(CommandHint.quoted(vocabulary.nextPage)) for page \(Plural.grouped(page.number + 1))") }
        if page.number > 1 { hints.append("\(CommandHint.quoted(vocabulary.previousPage)) for page \(Plural.grouped(page.number - 1))") }
        if page.pageCount > 1 { hints.append("\(CommandHint.quoted(vocabulary.anyPage)) for any page") }
        if hints.count > 1 { hints[hints.count - 1] = "or " + hints[hints.count - 1] }
        return "Type \(hints.joined(separator: ", "))."
    }

    /// One row for `product`, shared with the start screen's strip; `rating` when the order is by rating.
    func row(_ product: Product, rating: String? = nil) -> CatalogueViewModel.Row {
        CatalogueViewModel.Row(
            id: String(product.id.rawValue),
            name: TerminalSafeText.clean(product.name),
            price: money.string(for: product.price),
            stock: StockText.label(for: product),
            isInStock: product.isInStock,
            rating: rating
        )
    }
}
