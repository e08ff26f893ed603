import Entities
import UseCases

/// The catalogue's positions in the order a request asks for, as `CatalogueOrder` orders them: the catalogue's own
/// order, an order the index stores, the stock order once the customer's purchases moved a few products, or the
/// customer's rated products first. Worked out from what the customer changed (few products) over what the index
/// stores, never by sorting the catalogue, so that the product at any place is found without reading the others.
enum IndexOrder {
    case catalogue(count: Int)
    case stored(IndexSection)
    case restocked(IndexSection, StockMoves)
    /// The rated products the rule puts before an unrated one, in their order; every unrated product, in catalogue order;
    /// then the rated products it puts after one. `skipped` holds every rated position, ascending.
    case rated(before: [Int], after: [Int], skipped: [Int], count: Int)

    /// The order of `sort` (nil for the catalogue's own), given the customer's `sales` and `ratings`.
    static func of(_ sort: CatalogueSort?, sales: IndexSales, ratings: [ProductID: Rating], in tables: IndexTables) throws(IndexDamage) -> IndexOrder {
        guard let sort else { return .catalogue(count: tables.productCount) }
        switch (sort.key, sort.descending) {
        case (.name, false): return .stored(.nameAscending)
        case (.name, true): return .stored(.nameDescending)
        case (.price, false): return .stored(.priceAscending)
        case (.price, true): return .stored(.priceDescending)
        case (.stock, let descending):
            let section: IndexSection = descending ? .stockDescending : .stockAscending
            guard !sales.changes.isEmpty else { return .stored(section) }
            return .restocked(section, try StockMoves(sales.changes, in: section, descending: descending, tables: tables))
        case (.rating, let descending):
            var rated: [(position: Int, rating: Rating)] = []
            for (id, rating) in ratings {
                if let position = try tables.position(of: id) { rated.append((position, rating)) }
            }
            // The few rated products are sorted by the rule. Every unrated product ties with every other, so they stand
            // together, in catalogue order, where the rule puts a product without a rating.
            rated.sort { left, right in
                let placement = CatalogueOrder.compare(left.rating, right.rating, descending: descending)
                return CatalogueOrder.comesFirst(placement, positions: (left.position, right.position))
            }
            let before = rated.prefix { CatalogueOrder.compare($0.rating, nil, descending: descending) == .before }.map(\.position)
            let after = rated.dropFirst(before.count).map(\.position)
            return .rated(before: before, after: after, skipped: rated.map(\.position).sorted(), count: tables.productCount)
        }
    }

    /// The position at `index` of the order, which holds every product once.
    func position(at index: Int, in tables: IndexTables) throws(IndexDamage) -> Int {
        switch self {
        case .catalogue:
            return index
        case let .stored(section):
            return try tables.position(at: index, in: section)
        case let .restocked(section, moves):
            return try moves.position(at: index, in: section, tables: tables)
        case let .rated(before, after, skipped, count):
            let unratedEnd = before.count + count - skipped.count
            if index < before.count { return before[index] }
            if index < unratedEnd { return Self.position(at: index - before.count, skipping: skipped) }
            return after[index - unratedEnd]
        }
    }

    /// Gives every position of the order to `body`, in order.
    func forEach(in tables: IndexTables, _ body: (Int) throws(IndexDamage) -> Void) throws(IndexDamage) {
        switch self {
        case let .catalogue(count):
            for position in 0..<count { try body(position) }
        case let .stored(section):
            try tables.forEachPosition(in: section, body)
        case let .restocked(section, moves):
            try moves.forEach(in: section, tables: tables, body)
        case let .rated(before, after, skipped, count):
            for position in before { try body(position) }
            let skip = Set(skipped)
            for position in 0..<count where !skip.contains(position) { try body(position) }
            for position in after { try body(position) }
        }
    }

    /// The `index`th position, counted from 0, that is not one of `skipped` (ascending).
    static func position(at index: Int, skipping skipped: [Int]) -> Int {
        var position = index
        for taken in skipped {
            guard taken <= position else { break }
            position += 1
        }
        return position
    }
}
