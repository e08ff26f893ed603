import Entities

/// The customer's purchases as they touch the index: the products whose stock left differs from the stock the catalogue
/// lists, with both. A customer buys few products, so these are read one by one, never by reading the catalogue.
struct IndexSales {
    /// One product whose stock changed: its position, the stock listed and the stock left.
    struct Change: Equatable {
        let position: Int
        let listed: Int
        let left: Int
    }

    /// By position, so that equal requests give equal answers whatever the order of the dictionary.
    let changes: [Change]

    /// The products sold out by the purchases: listed in stock, none left.
    var soldOut: [Int] { changes.filter { !Product.isInStock(stockLeft: $0.left) }.map(\.position) }

    /// The changes `sold` (units bought by product id) makes to the catalogue in `tables`; ids it lacks are passed over.
    init(_ sold: [ProductID: Int], in tables: IndexTables) throws(IndexDamage) {
        var changes: [Change] = []
        for (id, units) in sold where units > 0 {
            guard let position = try tables.position(of: id) else { continue }
            let listed = try tables.stock(at: position)
            let left = Product.stock(listed, afterSelling: units)
            if left != listed { changes.append(Change(position: position, listed: listed, left: left)) }
        }
        self.changes = changes.sorted { $0.position < $1.position }
    }
}
