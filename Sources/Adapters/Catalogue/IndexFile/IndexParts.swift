import Dispatch
import Entities
import UseCases

/// What the index holds beyond the products themselves, worked out from a packed catalogue: the orders that do not
/// depend on the customer, the ids in order, which products are in stock, and the folded text searched. The name keys
/// and the folded text are made when the parts are (on two cores, in nine jobs); the orders when asked for, so that the index's
/// writer can sort on one core while it writes the products on the other. Every order is sorted with `CatalogueOrder`'s
/// own comparison: of the rule's name keys as bytes (`NameSortKeys`), of the catalogue's prices and listed stock
/// (`PositionOrder`).
struct IndexParts {
    /// Positions by ascending id.
    let idOrder: [Int]
    /// One bit a product, set when the catalogue lists some in stock.
    let inStock: [UInt64]
    /// Each product's searched fields folded, line feeds between, then 0xFF; folded text is UTF-8, which never holds
    /// 0xFF, and a search word never holds a line feed, so no match runs from one field or product into the next.
    let search: [UInt8]
    private let nameKeys: NameSortKeys
    private let catalogue: PackedCatalogue

    /// Whether every name's key is bytes, so that the name orders are total.
    var namesOrderAsBytes: Bool { nameKeys.allBytes }

    init(_ catalogue: PackedCatalogue) {
        let products = catalogue.products
        let work = Work(catalogue)
        DispatchQueue.concurrentPerform(iterations: Work.jobs) { work.prepare(job: $0) }
        (nameKeys, search) = (work.nameKeys ?? NameSortKeys(count: 0, in: catalogue.text) { _ in .empty }, work.search)
        self.catalogue = catalogue
        // Catalogues usually list their products by ascending id, and then there is nothing to sort.
        let ascending = products.indices.dropFirst().allSatisfy { products[$0 - 1].id < products[$0].id }
        idOrder = ascending ? Array(products.indices) : products.indices.sorted { products[$0].id < products[$1].id }
        var inStock = [UInt64](repeating: 0, count: products.count / 64 + (products.count % 64 == 0 ? 0 : 1))
        for position in products.indices where Product.isInStock(stockLeft: products[position].stock) {
            inStock[position / 64] |= 1 << UInt64(position % 64)
        }
        self.inStock = inStock
    }

    /// The name orders, ascending and descending. The second is sorted from the first reversed, which is near it, when
    /// every key is bytes: only a total order comes out the same from any start, and the twin sorts from catalogue order.
    func nameOrders() -> [IndexSection: [Int]] {
        let ascending = nameKeys.order(descending: false)
        let start = nameKeys.allBytes ? Array(ascending.reversed()) : nil
        return [.nameAscending: ascending, .nameDescending: nameKeys.order(descending: true, startingFrom: start)]
    }

    /// The price and stock orders, ascending and descending.
    func priceAndStockOrders() -> [IndexSection: [Int]] {
        let products = catalogue.products
        let prices = products.indices.map { products[$0].price }, stocks = products.indices.map { products[$0].stock }
        return [
            .priceAscending: PositionOrder.of(prices, descending: false), .priceDescending: PositionOrder.of(prices, descending: true),
            .stockAscending: PositionOrder.of(stocks, descending: false), .stockDescending: PositionOrder.of(stocks, descending: true),
        ]
    }

    /// Each product's searched fields (`CatalogueSearch.Field`) folded by the search rule, a line feed after each but
    /// the last, 0xFF after the product.
    fileprivate static func folded(_ catalogue: PackedCatalogue, _ positions: Range<Int>) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(positions.count * 48)
        var folding = SearchFolding.shared
        // By index, not `for product in products`: copying each record out retains and releases its lists.
        for index in positions {
            for (number, field) in CatalogueSearch.Field.allCases.enumerated() {
                if number > 0 { text.append(0x0A) }
                catalogue.text.withUTF8(at: catalogue.products[index].span(of: field)) { folding.append(foldingUTF8: $0, to: &text) }
            }
            text.append(0xFF)
        }
        return text
    }

    /// The work of the two cores that make the parts, in nine jobs: the name keys first, then the folded text of each
    /// eighth of the products, each job taken by whichever core is free, so that the two end within an eighth's time
    /// of each other (with the name keys and two halves, one core did the keys and a half, and the other waited).
    /// Unchecked: each job writes only its own field or its own eighth, read only once `concurrentPerform` has returned.
    private final class Work: @unchecked Sendable {
        private static let foldingJobs = 8
        static let jobs = 1 + foldingJobs
        private let catalogue: PackedCatalogue
        private(set) var nameKeys: NameSortKeys?
        private let folded = UnsafeMutableBufferPointer<[UInt8]>.allocate(capacity: foldingJobs)

        /// The folded text of every product, its parts joined.
        var search: [UInt8] {
            var search: [UInt8] = []
            search.reserveCapacity(folded.reduce(0) { $0 + $1.count })
            for part in folded { search += part }
            return search
        }

        init(_ catalogue: PackedCatalogue) {
            self.catalogue = catalogue
            folded.initialize(repeating: [])
        }

        deinit {
            folded.deinitialize()
            folded.deallocate()
        }

        func prepare(job: Int) {
            let products = catalogue.products
            guard job > 0 else {
                nameKeys = NameSortKeys(count: products.count, in: catalogue.text) { products[$0].name }
                return
            }
            let part = job - 1
            let range = (products.count * part / Self.foldingJobs)..<(products.count * (part + 1) / Self.foldingJobs)
            folded[part] = IndexParts.folded(catalogue, range)
        }
    }
}
