import Entities
import UseCases

/// Builds the catalogue screen: one page of products with their id, name, price and stock.
public struct CataloguePresenter: Sendable {
    private let money: MoneyFormatter
    private let extremes: ProductExtremes?

    /// A presenter writing prices with `money`, whose pages keep the widths of the catalogue's `extremes` when known.
    public init(money: MoneyFormatter, extremes: ProductExtremes? = nil) {
        self.money = money
        self.extremes = extremes
    }

    /// The view model for one page of the catalogue: what was asked for, the page's rows, and where to go from it.
    public func map(_ page: CataloguePage) -> CatalogueViewModel {
        CatalogueViewModel(
            title: title(page),
            rows: page.products.map { product in
                row(
                    product, rating: page.query.sort?.key == .rating ? page.ratings[product.id].map(StarsFormatter.string) ?? "not rated" : nil,
                    showsStockLeft: page.query.sort?.key == .stock
                )
            },
            emptyMessage: emptyMessage(page),
            nextSteps: nextSteps(page),
            widest: widest,
            widestStock: StockText.widestLabel
        )
    }

    /// The widest cells of the catalogue's id and price columns, when its extremes are known.
    var widest: CatalogueViewModel.Widest? {
        extremes.map { CatalogueViewModel.Widest(id: $0.largestID.description, price: money.string(for: $0.highestPrice)) }
    }

    private func title(_ page: CataloguePage) -> String {
        let query = page.query
        var title = page.matchesMoreThan.map { "Catalogue: more than \(Plural.count($0, "product"))" }
            ?? "Catalogue: \(Plural.count(page.matchCount, "product"))"
        if query.inStockOnly { title += " in stock" }
        if let text = query.searchText { title += " matching \(Quoted.name(text))" }
        if let sort = query.sort { title += ", by \(sort.key.rawValue)\(sort.descending ? ", highest first" : "")" }
        if !page.isCountComplete {
            title += ", page \(Plural.grouped(page.number))"
        } else if page.pageCount > 1 {
            title += ", page \(Plural.grouped(page.number)) of \(Plural.grouped(page.pageCount))"
        }
        return title
    }

    private func emptyMessage(_ page: CataloguePage) -> String? {
        guard page.products.isEmpty else { return nil }
        return page.catalogueCount > 0 ? "No product matches" : "The catalogue is empty: there is nothing to buy yet"
    }

    // A product can be opened when the page lists one; every product can be seen again when none matched.
    private func nextSteps(_ page: CataloguePage) -> [NextStep] {
        var steps: [NextStep] = page.products.isEmpty ? [] : [.openProduct]
        let around = Paging.neighbours(of: page.number, pageCount: page.pageCount)
        if let next = around.next { steps.append(.nextPage(Plural.grouped(next))) }
        if let previous = around.previous { steps.append(.previousPage(Plural.grouped(previous))) }
        if page.pageCount > 1 { steps.append(.anyPage) }
        if page.query.searchText != nil { steps.append(.leaveSearch) }
        if page.products.isEmpty, page.catalogueCount > 0 { steps.append(.showEveryProduct) }
        return steps
    }

    /// One row for `product`, shared with the start screen's strip; `rating` when the order is by rating, and how many
    /// are left noted on every row when the order is by stock.
    func row(_ product: Product, rating: String? = nil, showsStockLeft: Bool = false) -> CatalogueViewModel.Row {
        CatalogueViewModel.Row(
            productID: product.id,
            id: String(product.id.rawValue),
            name: TerminalSafeText.clean(product.name),
            price: money.string(for: product.price),
            stock: StockText.label(for: product),
            isInStock: product.isInStock,
            notes: [showsStockLeft ? StockText.left(for: product) : StockText.problem(for: product)].compactMap { $0 },
            rating: rating
        )
    }
}
