import Entities
import Synchronization
import UseCases

/// The catalogue built for speed, over a packed catalogue: a search index folded once, ids found without hashing,
/// names sorted on byte keys, and a `Product` built only for the products a page shows. It answers exactly as the
/// readable `InMemoryCatalogue` does; the catalogue contract tests hold the two to that, page by page.
public final class IndexedCatalogue: ProductCatalogue, ProductIDCompleting, ProductNameCompleting, CatalogueExtremes {
    public let currency: Currency
    public let productCount: Int
    private let packed: PackedCatalogue
    /// Built on another core from the first page asked for (the start screen's, at a terminal), off the prompt's path,
    /// so that the first search finds it ready or waits only for the rest of it; a shop that asks for no page, such as
    /// a first start that only writes the catalogue index, never builds it.
    private let searchIndex = Mutex<Task<CatalogueSearchIndex, Never>?>(nil)
    /// Found the first time they are asked for, by one pass over the products, and kept.
    private let foundExtremes = Mutex<ProductExtremes??>(nil)

    init(_ packed: PackedCatalogue) {
        self.packed = packed
        currency = packed.currency
        productCount = packed.products.count
    }

    /// The catalogue of `catalogue`'s products, packed.
    public convenience init(_ catalogue: Catalogue) {
        self.init(PackedCatalogue(packing: catalogue))
    }

    public func page(_ request: CatalogueRequest) async throws(DataAccessError) -> CatalogueSlice {
        // Positions in the catalogue, not products, are filtered and sorted, so only the page is built; nil is every
        // product in catalogue order, so plain paging stays as cheap as slicing.
        var selection: [Int]?
        let searchIndex = startIndexingSearch()
        if let text = request.searchText {
            selection = await searchIndex.value.positions(matching: text)
        }
        if request.inStockOnly {
            selection = (selection ?? Array(packed.products.indices)).filter { Product.isInStock(stockLeft: stock(at: $0, sold: request.sold)) }
        }
        if let sort = request.sort {
            let order = PackedOrder(catalogue: packed, sold: request.sold, ratings: request.ratings)
            selection = order.sorted(selection ?? Array(packed.products.indices), by: sort)
        }
        let matchCount = selection?.count ?? packed.products.count
        let window = request.window.clamped(to: 0..<matchCount)
        let positions = selection.map { Array($0[window]) } ?? Array(window)
        return CatalogueSlice(products: positions.compactMap(packed.product(at:)), matchCount: matchCount)
    }

    public func products(withIDs ids: [ProductID]) async throws(DataAccessError) -> [Product] {
        ids.compactMap(packed.position(of:)).compactMap(packed.product(at:))
    }

    private func startIndexingSearch() -> Task<CatalogueSearchIndex, Never> {
        searchIndex.withLock { task in
            if let task { return task }
            let packed = packed
            let started = Task.detached(priority: .utility) { CatalogueSearchIndex(packed) }
            task = started
            return started
        }
    }

    private func stock(at position: Int, sold: [ProductID: Int]) -> Int {
        let product = packed.products[position]
        return Product.stock(product.stock, afterSelling: sold[product.id] ?? 0)
    }

    public func extremes() -> ProductExtremes? {
        foundExtremes.withLock { found in
            if let found { return found }
            let products = packed.products
            let extremes = products.lazy.map(\.id).max().map { largestID in
                ProductExtremes(largestID: largestID, highestPrice: Money(minorUnits: products.lazy.map(\.price).max() ?? 0, currency: currency))
            }
            found = .some(extremes)
            return extremes
        }
    }

    public func products(withIDsStartingWith digits: String, limit: Int) -> ProductIDMatches {
        let ranges = IDPrefixRanges.of(digits)
        let matching = packed.products.indices.filter { position in
            let id = packed.products[position].id.rawValue
            return ranges.contains { $0.contains(id) }
        }
        let first = matching.sorted { packed.products[$0].id < packed.products[$1].id }.prefix(max(limit, 0))
        let found = first.map { ProductIDMatch(id: packed.products[$0].id, name: packed.text.string(at: packed.products[$0].name)) }
        return ProductIDMatches(found: found, total: matching.count)
    }

    /// Reads every name, as the packed catalogue holds them all, and orders the matches as the name order does.
    public func products(withNamesStartingWith text: String, limit: Int) -> ProductIDMatches {
        let names = packed.products.indices.map { packed.text.string(at: packed.products[$0].name) }
        let matching = names.indices.filter { NamePrefix.matches(names[$0], text) }
        let ordered = PackedOrder(catalogue: packed, sold: [:], ratings: [:]).sorted(matching, by: CatalogueSort(.name))
        let found = ordered.prefix(max(limit, 0)).map { ProductIDMatch(id: packed.products[$0].id, name: names[$0]) }
        return ProductIDMatches(found: found, total: matching.count)
    }
}
