import Dispatch
import Entities

/// What the index holds beyond the products themselves, worked out once from a packed catalogue, on two cores: the
/// orders that do not depend on the customer, the ids in order, which products are in stock, and the folded text
/// searched. The name orders are `NameSortKeys`', the others `CatalogueOrder`'s rule on the catalogue's own numbers.
struct IndexParts {
    /// Each order's positions, by `IndexSection.orders`.
    let orders: [IndexSection: [Int]]
    /// Positions by ascending id.
    let idOrder: [Int]
    /// One bit a product, set when the catalogue lists some in stock.
    let inStock: [UInt64]
    /// Whether every name's key is bytes, so that the name orders are total.
    let namesOrderAsBytes: Bool
    /// Each product's name, a line feed, its short description, then 0xFF, all folded; folded text is UTF-8, which
    /// never holds 0xFF, and a search word never holds a line feed, so no match runs from one field or product into
    /// the next.
    let search: [UInt8]

    init(_ catalogue: PackedCatalogue) {
        let products = catalogue.products
        let work = Work(catalogue)
        DispatchQueue.concurrentPerform(iterations: 2) { work.prepare(half: $0) }
        DispatchQueue.concurrentPerform(iterations: 2) { work.order(half: $0) }
        orders = work.orders
        search = work.search
        // Catalogues usually list their products by ascending id, and then there is nothing to sort.
        let ascending = products.indices.dropFirst().allSatisfy { products[$0 - 1].id < products[$0].id }
        idOrder = ascending ? Array(products.indices) : products.indices.sorted { products[$0].id < products[$1].id }
        var inStock = [UInt64](repeating: 0, count: products.count / 64 + (products.count % 64 == 0 ? 0 : 1))
        for position in products.indices where products[position].stock > 0 {
            inStock[position / 64] |= 1 << UInt64(position % 64)
        }
        self.inStock = inStock
        namesOrderAsBytes = work.namesOrderAsBytes
    }

    /// The work of the two cores. Unchecked: in each round every core writes only its own fields (the name orders into
    /// `ascending` and `descending`, the others into `others`), read only once `concurrentPerform` has returned.
    private final class Work: @unchecked Sendable {
        private let catalogue: PackedCatalogue
        private var nameKeys: NameSortKeys?
        private var ascending: [IndexSection: [Int]] = [:]
        private var descending: [IndexSection: [Int]] = [:]
        private var others: [IndexSection: [Int]] = [:]
        private(set) var search: [UInt8] = []

        init(_ catalogue: PackedCatalogue) {
            self.catalogue = catalogue
        }

        var orders: [IndexSection: [Int]] { ascending.merging(descending) { first, _ in first }.merging(others) { first, _ in first } }
        var namesOrderAsBytes: Bool { nameKeys?.allBytes ?? true }

        func prepare(half: Int) {
            let products = catalogue.products
            if half == 0 {
                nameKeys = NameSortKeys(count: products.count, in: catalogue.text) { products[$0].name }
            } else {
                search = Self.folded(catalogue)
            }
        }

        /// The name orders on one core, the price and stock orders on the other.
        func order(half: Int) {
            let products = catalogue.products
            if half == 0 {
                let names = nameKeys.map { keys in
                    let ascending = keys.order(descending: false)
                    return (ascending, keys.allBytes ? keys.descending(from: ascending) : keys.order(descending: true))
                }
                ascending[.nameAscending] = names?.0 ?? []
                descending[.nameDescending] = names?.1 ?? []
            } else {
                let prices = products.indices.map { products[$0].price }, stocks = products.indices.map { products[$0].stock }
                others[.priceAscending] = Self.order(prices, descending: false)
                others[.priceDescending] = Self.order(prices, descending: true)
                others[.stockAscending] = Self.order(stocks, descending: false)
                others[.stockDescending] = Self.order(stocks, descending: true)
            }
        }

        /// Positions ordered by `keys` (none negative), ties in catalogue order. Each key and its position are packed
        /// into one word and sorted as plain integers when they fit, several times faster than sorting through a closure.
        private static func order(_ keys: [Int], descending: Bool) -> [Int] {
            let positionBits = Int.bitWidth - keys.count.leadingZeroBitCount
            let largest = keys.max() ?? 0
            guard Int.bitWidth - largest.leadingZeroBitCount + positionBits < UInt64.bitWidth else {
                return orderThroughAClosure(keys, descending: descending)
            }
            var packed = keys.enumerated().map { position, key in
                UInt64(descending ? largest - key : key) << UInt64(positionBits) | UInt64(position)
            }
            packed.sort()
            let mask = (UInt64(1) << UInt64(positionBits)) - 1
            return packed.map { Int($0 & mask) }
        }

        private static func orderThroughAClosure(_ keys: [Int], descending: Bool) -> [Int] {
            var order = Array(keys.indices)
            // Unsafe, because a comparison that touches the array itself retains and releases it.
            keys.withUnsafeBufferPointer { keys in
                order.sort { left, right in
                    let (a, b) = (keys[left], keys[right])
                    if a == b { return left < right }
                    return descending ? b < a : a < b
                }
            }
            return order
        }

        private static func folded(_ catalogue: PackedCatalogue) -> [UInt8] {
            var text: [UInt8] = []
            text.reserveCapacity(catalogue.products.count * 48)
            var folding = SearchFolding()
            // By index, not `for product in products`: copying each record out retains and releases its lists.
            for index in catalogue.products.indices {
                catalogue.text.withUTF8(at: catalogue.products[index].name) { folding.append(foldingUTF8: $0, to: &text) }
                text.append(0x0A)
                catalogue.text.withUTF8(at: catalogue.products[index].shortDescription) { folding.append(foldingUTF8: $0, to: &text) }
                text.append(0xFF)
            }
            return text
        }
    }
}
