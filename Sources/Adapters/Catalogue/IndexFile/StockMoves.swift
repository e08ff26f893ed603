import UseCases

/// How the customer's purchases move products in a stored stock order: each product whose stock left differs from the
/// stock listed leaves its place and goes where its stock left puts it. Both places are found by binary search on the
/// stored order, a few reads each, so the order is never read whole to answer one page.
struct StockMoves {
    /// Where the moved products stood in the stored order, ascending.
    let removed: [Int]
    /// Where each moved product goes, as a place in the stored order without the removed ones, in their new order.
    let inserted: [(at: Int, position: Int)]

    /// The moves `changes` make in the stored stock order `section`, descending or not.
    init(_ changes: [IndexSales.Change], in section: IndexSection, descending: Bool, tables: IndexTables) throws(IndexDamage) {
        let order = StoredStockOrder(section: section, descending: descending, tables: tables)
        var removed: [Int] = []
        for change in changes {
            let place = try order.place(ofStock: change.listed, position: change.position)
            guard place < tables.productCount, try tables.position(at: place, in: section) == change.position else {
                throw IndexDamage("the stock order does not hold a product where its stock puts it")
            }
            removed.append(place)
        }
        removed.sort()
        var inserted: [(at: Int, position: Int, stock: Int)] = []
        for change in changes {
            let place = try order.place(ofStock: change.left, position: change.position)
            inserted.append((place - removed.count { $0 < place }, change.position, change.left))
        }
        inserted.sort { left, right in
            if left.at != right.at { return left.at < right.at }
            return order.precedes((left.stock, left.position), (right.stock, right.position))
        }
        self.removed = removed
        self.inserted = inserted.map { ($0.at, $0.position) }
    }

    /// The position at `index` of the stored order with the moves made.
    func position(at index: Int, in section: IndexSection, tables: IndexTables) throws(IndexDamage) -> Int {
        var before = 0
        for (offset, move) in inserted.enumerated() {
            let place = move.at + offset
            if place == index { return move.position }
            if place > index { break }
            before += 1
        }
        return try tables.position(at: IndexOrder.position(at: index - before, skipping: removed), in: section)
    }

    /// Gives every position of the stored order with the moves made to `body`, in order.
    func forEach(in section: IndexSection, tables: IndexTables, _ body: (Int) throws(IndexDamage) -> Void) throws(IndexDamage) {
        let removed = Set(removed)
        var (place, kept, next) = (0, 0, 0)
        try tables.forEachPosition(in: section) { (position) throws(IndexDamage) in
            defer { place += 1 }
            guard !removed.contains(place) else { return }
            while next < inserted.count, inserted[next].at == kept {
                try body(inserted[next].position)
                next += 1
            }
            try body(position)
            kept += 1
        }
        for move in inserted[next...] { try body(move.position) }
    }
}

/// A stored stock order read for binary search: its products in `CatalogueOrder`'s order of the stock listed.
private struct StoredStockOrder {
    let section: IndexSection
    let descending: Bool
    let tables: IndexTables

    /// Whether a product with `left`'s stock and position comes before one with `right`'s, as the rule says.
    func precedes(_ left: (stock: Int, position: Int), _ right: (stock: Int, position: Int)) -> Bool {
        CatalogueOrder.comesFirst(CatalogueOrder.compare(left.stock, right.stock, descending: descending), positions: (left.position, right.position))
    }

    /// How many products of the stored order come before a product with `stock` at `position`.
    func place(ofStock stock: Int, position: Int) throws(IndexDamage) -> Int {
        var (low, high) = (0, tables.productCount)
        while low < high {
            let middle = low + (high - low) / 2
            let other = try tables.position(at: middle, in: section)
            if precedes((try tables.stock(at: other), other), (stock, position)) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
