import Entities
import UseCases

/// `CatalogueOrder`'s rule over a packed catalogue's positions: each product's key is computed once and positions
/// are sorted by it, so no `Product` is built; names compare on byte keys (`NameSortKeys`).
struct PackedOrder {
    let catalogue: PackedCatalogue
    let sold: [ProductID: Int]
    let ratings: [ProductID: Rating]

    /// `selection` (positions in the catalogue, ascending) in `sort` order; ties keep the catalogue's order.
    func sorted(_ selection: [Int], by sort: CatalogueSort) -> [Int] {
        let products = catalogue.products
        switch sort.key {
        case .price:
            return order(selection, by: selection.map { products[$0].price }, descending: sort.descending)
        case .stock:
            let stocks = selection.map { Product.stock(products[$0].stock, afterSelling: sold[products[$0].id] ?? 0) }
            return order(selection, by: stocks, descending: sort.descending)
        case .rating:
            // Unrated products come last in either direction: their key lies beyond every rating.
            let unrated = sort.descending ? Int.min : Int.max
            return order(selection, by: selection.map { ratings[products[$0].id]?.stars ?? unrated }, descending: sort.descending)
        case .name:
            let keys = NameSortKeys(count: selection.count, in: catalogue.text) { products[selection[$0]].name }
            return keys.order(descending: sort.descending).map { selection[$0] }
        }
    }

    private func order<Key: Comparable>(_ selection: [Int], by keys: [Key], descending: Bool) -> [Int] {
        let order = keys.indices.sorted { left, right in
            let (a, b) = (keys[left], keys[right])
            if a == b { return left < right }
            return descending ? b < a : a < b
        }
        return order.map { selection[$0] }
    }
}
