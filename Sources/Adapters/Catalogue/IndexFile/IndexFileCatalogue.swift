import Entities
import UseCases

/// The catalogue answered from the catalogue index on disk, a few positioned reads a call: a page reads its products'
/// records and bodies, a sort a stored order, a search the folded text, and the customer's purchases and ratings move
/// the few products they touch. Nothing of the catalogue is held in memory, so opening it costs the same at any size.
/// It answers exactly as the readable `InMemoryCatalogue` does; the catalogue contract tests hold the two to that.
/// When the index turns out damaged under it, `recovery` answers instead, from the catalogue file decoded again.
public final class IndexFileCatalogue: ProductCatalogue, ProductIDCompleting, ProductNameCompleting, CatalogueExtremes {
    public let currency: Currency
    public let productCount: Int
    private let tables: IndexTables
    private let recovery: IndexRecovery

    init(_ tables: IndexTables, recovery: IndexRecovery) {
        self.tables = tables
        self.recovery = recovery
        currency = tables.header.currency
        productCount = tables.productCount
    }

    public func page(_ request: CatalogueRequest) async throws(DataAccessError) -> CatalogueSlice {
        if let recovered = recovery.recovered { return try await recovered.page(request) }
        do {
            return try slice(request)
        } catch {
            return try await recovery.catalogue(after: error).page(request)
        }
    }

    public func products(withIDs ids: [ProductID]) async throws(DataAccessError) -> [Product] {
        if let recovered = recovery.recovered { return try await recovered.products(withIDs: ids) }
        do {
            var products: [Product] = []
            for id in ids {
                if let position = try tables.position(of: id) { products.append(try tables.product(at: position)) }
            }
            return products
        } catch {
            return try await recovery.catalogue(after: error).products(withIDs: ids)
        }
    }

    /// Reads only the ids that match and the names of the first `limit`; a damaged index completes nothing, and the
    /// next command that reads it finds the damage and recovers.
    public func products(withIDsStartingWith digits: String, limit: Int) -> ProductIDMatches {
        if let recovered = recovery.recovered as? any ProductIDCompleting {
            return recovered.products(withIDsStartingWith: digits, limit: limit)
        }
        do {
            var found: [ProductIDMatch] = []
            var total = 0
            for range in IDPrefixRanges.of(digits) {
                let first = try tables.idCount(below: range.lowerBound)
                let end = range.upperBound == Int.max ? productCount : try tables.idCount(below: range.upperBound + 1)
                total += end - first
                for index in first..<min(end, first + max(limit - found.count, 0)) {
                    let position = try tables.position(atIDIndex: index)
                    let record = try tables.record(at: position)
                    found.append(ProductIDMatch(id: record.id, name: String(decoding: try tables.name(at: position), as: UTF8.self)))
                }
            }
            return ProductIDMatches(found: found, total: total)
        } catch {
            return .none
        }
    }

    /// Finds where the matching names lie in the stored name order by two binary searches, and reads the names of the
    /// first `limit`; a damaged index completes nothing, as for ids.
    public func products(withNamesStartingWith text: String, limit: Int) -> ProductIDMatches {
        if let recovered = recovery.recovered as? any ProductNameCompleting {
            return recovered.products(withNamesStartingWith: text, limit: limit)
        }
        do {
            let name = { (index: Int) throws(IndexDamage) -> String in
                String(decoding: try self.tables.name(at: try self.tables.position(at: index, in: .nameAscending)), as: UTF8.self)
            }
            let first = try firstIndex(where: { (index) throws(IndexDamage) in !NamePrefix.comesBefore(try name(index), text) })
            let end = try firstIndex(from: first, where: { (index) throws(IndexDamage) in !NamePrefix.matches(try name(index), text) })
            var found: [ProductIDMatch] = []
            for index in first..<min(end, first + max(limit, 0)) {
                let position = try tables.position(at: index, in: .nameAscending)
                found.append(ProductIDMatch(id: try tables.record(at: position).id, name: try name(index)))
            }
            return ProductIDMatches(found: found, total: end - first)
        } catch {
            return .none
        }
    }

    /// The first index of the name order from `start` at which `isPast` holds, for a test that holds from some index on.
    private func firstIndex(from start: Int = 0, where isPast: (Int) throws(IndexDamage) -> Bool) throws(IndexDamage) -> Int {
        var (low, high) = (start, productCount)
        while low < high {
            let middle = low + (high - low) / 2
            if try isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Two records: the last in id order, and the first in the stored order of price, highest first. A damaged index
    /// is recovered from, as a page would, so that the columns are as wide before the damage as after it.
    public func extremes() -> ProductExtremes? {
        if let recovered = recovery.recovered { return (recovered as? any CatalogueExtremes)?.extremes() }
        guard productCount > 0 else { return nil }
        do {
            let largest = try tables.record(at: try tables.position(atIDIndex: productCount - 1))
            let dearest = try tables.record(at: try tables.position(at: 0, in: .priceDescending))
            return ProductExtremes(largestID: largest.id, highestPrice: Money(minorUnits: dearest.price, currency: currency))
        } catch {
            return ((try? recovery.catalogue(after: error)) as? any CatalogueExtremes)?.extremes()
        }
    }

    private func slice(_ request: CatalogueRequest) throws(IndexDamage) -> CatalogueSlice {
        let sales = try IndexSales(request.sold, in: tables)
        var inStock: PositionBits?
        if request.inStockOnly {
            var bits = try tables.inStock()
            sales.soldOut.forEach { bits.remove($0) }
            inStock = bits
        }
        // In the catalogue's own order the search reads the text in the order shown, so it can stop at the count asked for.
        if let limit = request.countLimit, request.sort == nil, let text = request.searchText, let (found, readAll) = try IndexSearch.firstMatches(
            of: text, keeping: { inStock?.contains($0) ?? true }, upTo: max(limit, request.window.upperBound), in: tables
        ) {
            let shown = Array(found[request.window.clamped(to: found.indices)])
            return CatalogueSlice(products: try products(at: shown), matchCount: found.count, isCountComplete: readAll)
        }
        var filter = try request.searchText.flatMap { (text) throws(IndexDamage) in try IndexSearch.matches(of: text, in: tables) }
        if let inStock { filter = filter.map { $0.intersection(inStock) } ?? inStock }
        let (positions, matchCount): ([Int], Int)
        if let filter, let sort = request.sort, sort.key == .name, !tables.header.namesOrderAsBytes {
            let sorted = try IndexNameSort.sorted((0..<productCount).filter(filter.contains), descending: sort.descending, in: tables)
            (positions, matchCount) = (Array(sorted[request.window.clamped(to: sorted.indices)]), sorted.count)
        } else {
            let order = try IndexOrder.of(request.sort, sales: sales, ratings: request.ratings, in: tables)
            (positions, matchCount) = try select(request.window, of: order, filter: filter)
        }
        return CatalogueSlice(products: try products(at: positions), matchCount: matchCount)
    }

    private func products(at positions: [Int]) throws(IndexDamage) -> [Product] {
        var products: [Product] = []
        for position in positions { products.append(try tables.product(at: position)) }
        return products
    }

    /// The positions at `window` among those of `order` that `filter` keeps (every one without a filter), and how many it keeps.
    private func select(_ window: Range<Int>, of order: IndexOrder, filter: PositionBits?) throws(IndexDamage) -> (positions: [Int], count: Int) {
        guard let filter else {
            var positions: [Int] = []
            for index in window.clamped(to: 0..<productCount) { positions.append(try order.position(at: index, in: tables)) }
            return (positions, productCount)
        }
        var positions: [Int] = []
        var count = 0
        let keep = { (position: Int) in
            if window.contains(count) { positions.append(position) }
            count += 1
        }
        // In the catalogue's own order the positions kept are the filter's, ascending: only they are visited.
        if case .catalogue = order {
            try filter.forEach(keep)
        } else {
            try order.forEach(in: tables) { position in if filter.contains(position) { keep(position) } }
        }
        return (positions, count)
    }
}
